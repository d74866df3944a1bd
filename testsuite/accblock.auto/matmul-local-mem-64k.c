/* The paper's matmul (int, N = 128, 64 accelerators) with 64 KiB of
   local memory:
     i:1 needs (128 + 128 * 128 + 128) * 4 = 66560 > 65536: block k too;
     k:b needs (b + 128 b + 128) * 4 = (129 b + 128) * 4 <= 65536
       gives b <= (16384 - 128) / 129 = 126.0: k:126 -> 65528 bytes,
       k:127 -> 66044 > 65536.
   Tiles: 128 * ceil (128 / 126) = 256.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto=greedy -fopt-info-optimized -fplugin-arg-accblock-local-mem=64K" } */

#define N 128
int A[N][N], B[N][N], C[N][N];

void
matmul (void)
{
#pragma acc parallel loop /* { dg-message "9: optimized: inferred block\\(i:1, k:126\\) \\(greedy\\): footprint 65528 of 65536 bytes, 256 tiles, 128 outer blocks on 64 accelerators" } */
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	C[i][j] += A[i][k] * B[k][j];
}
/* The outline pass implements the inferred clause.  */
/* { dg-message "9: optimized: blocked nest with block\\(i:1, k:126\\): 256 tiles" "" { target *-*-* } 17 } */
