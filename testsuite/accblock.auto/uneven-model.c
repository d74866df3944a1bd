/* A triangular nest (j <= i) is uneven: the search only takes vectors
   that give at least 8 outer tasks per accelerator, 32 on 4, where it
   would otherwise choose 4 (one per accelerator, as it does for the
   rectangular nest).  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto=model -fopt-info-optimized -fplugin-arg-accblock-local-mem=128K -fplugin-arg-accblock-num-accel=4" } */

#define N 128
int A[N][N], B[N][N], C[N][N];

void
triangular (void)
{
#pragma acc parallel loop /* { dg-message "9: optimized: inferred block\\(\[^)\]*\\) \\(model\\): \[^\n\]* (3\[2-9\]|\[4-9\]\[0-9\]|\[0-9\]\[0-9\]\[0-9\]+) outer blocks on 4 accelerators" } */
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j <= i; j++)
	C[i][j] += A[i][k] * B[k][j];
}
/* { dg-message "9: optimized: blocked nest with" "" { target *-*-* } 14 } */
