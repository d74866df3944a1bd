/* The paper's matmul (int, N = 128, 64 accelerators) with 8 KiB of
   local memory:
     i:1 needs 66560 > 8192 bytes: block k too;
     k:b needs (129 b + 128) * 4 <= 8192 gives b <= 1920 / 129 = 14.9:
       k:14 -> (1806 + 128) * 4 = 7736 bytes, k:15 -> 8252 > 8192.
   Tiles: 128 * ceil (128 / 14) = 128 * 10 = 1280.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto=greedy -fopt-info-optimized -fplugin-arg-accblock-local-mem=8K" } */

#define N 128
int A[N][N], B[N][N], C[N][N];

void
matmul (void)
{
#pragma acc parallel loop /* { dg-message "9: optimized: inferred block\\(i:1, k:14\\) \\(greedy\\): footprint 7736 of 8192 bytes, 1280 tiles" } */
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	C[i][j] += A[i][k] * B[k][j];
}
/* The outline pass implements the inferred clause.  */
/* { dg-message "9: optimized: blocked nest with block\\(i:1, k:14\\): 1280 tiles" "" { target *-*-* } 16 } */
