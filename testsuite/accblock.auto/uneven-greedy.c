/* A triangular nest (j <= i) is uneven: greedy caps the parallel level
   at 8 tasks per accelerator, 128 / (8 * 4) = 4 iterations;
     i:4 needs (4 * 128 + 128 * 128 + 4 * 128) * 4 = 69632 <= 131072.
   Tiles: 128 / 4 = 32.  The rectangular nest keeps one tile per
   accelerator, i:32, as matmul-num-accel.c works out:
     i:32 needs (32 * 128 + 128 * 128 + 32 * 128) * 4 = 98304.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto=greedy -fopt-info-optimized -fplugin-arg-accblock-local-mem=128K -fplugin-arg-accblock-num-accel=4" } */

#define N 128
int A[N][N], B[N][N], C[N][N];

void
triangular (void)
{
#pragma acc parallel loop /* { dg-message "9: optimized: inferred block\\(i:4\\) \\(greedy\\): footprint 69632 of 131072 bytes, 32 tiles, 32 outer blocks on 4 accelerators" } */
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j <= i; j++)
	C[i][j] += A[i][k] * B[k][j];
}

void
rectangular (void)
{
#pragma acc parallel loop /* { dg-message "9: optimized: inferred block\\(i:32\\) \\(greedy\\): footprint 98304 of 131072 bytes, 4 tiles, 4 outer blocks on 4 accelerators" } */
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	C[i][j] += A[i][k] * B[k][j];
}
/* { dg-message "9: optimized: blocked nest with block\\(i:4\\): 32 tiles" "" { target *-*-* } 16 } */
/* { dg-message "9: optimized: blocked nest with block\\(i:32\\): 4 tiles" "" { target *-*-* } 26 } */
