/* num-accel changes the cap of the parallel level: with 32 accelerators
   and 128 KiB, i may take 128 / 32 = 4 iterations;
     i:4 needs (4 * 128 + 128 * 128 + 4 * 128) * 4 = 69632 <= 131072.
   Tiles: 128 / 4 = 32.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto=greedy -fopt-info-optimized -fplugin-arg-accblock-local-mem=128K -fplugin-arg-accblock-num-accel=32" } */

#define N 128
int A[N][N], B[N][N], C[N][N];

void
matmul (void)
{
#pragma acc parallel loop /* { dg-message "9: optimized: inferred block\\(i:4\\) \\(greedy\\): footprint 69632 of 131072 bytes, 32 tiles, 32 outer blocks on 32 accelerators" } */
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	C[i][j] += A[i][k] * B[k][j];
}
/* The outline pass implements the inferred clause.  */
/* { dg-message "9: optimized: blocked nest with block\\(i:4\\): 32 tiles" "" { target *-*-* } 14 } */
