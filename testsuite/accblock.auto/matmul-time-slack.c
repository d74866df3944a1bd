/* matmul-time-slack-default.c with time-slack=0: the search keeps the
   fastest vector it finds, block(i:32, k:10, j:64), which moves
   209715200 bytes (that file works out both vectors).  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fopt-info-optimized -fplugin-arg-accblock-time-slack=0" } */

#define N 1024
int A[N][N], B[N][N], C[N][N];

void
matmul (void)
{
#pragma acc parallel loop /* { dg-message "optimized: inferred block\\(i:32, k:10, j:64\\) \\(model\\): .* predicted DMA 209715200 bytes" } */
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	C[i][j] += A[i][k] * B[k][j];
}

/* { dg-message "optimized: blocked nest with block\\(i:32, k:10, j:64\\)" "" { target *-*-* } 13 } */
/* { dg-message "optimized: the tiles of loop 'j' run in parallel too" "" { target *-*-* } 13 } */
