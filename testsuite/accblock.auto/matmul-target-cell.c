/* target=cell: 8 SPEs with 256 KiB of local store each.  i may take
   128 / 8 = 16 iterations;
     i:16 needs (16 * 128 + 128 * 128 + 16 * 128) * 4 = 81920 <= 262144.
   Tiles: 128 / 16 = 8.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto=greedy -fopt-info-optimized -fplugin-arg-accblock-target=cell" } */

#define N 128
int A[N][N], B[N][N], C[N][N];

void
matmul (void)
{
#pragma acc parallel loop /* { dg-message "9: optimized: inferred block\\(i:16\\) \\(greedy\\): footprint 81920 of 262144 bytes, 8 tiles, 8 outer blocks on 8 accelerators" } */
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	C[i][j] += A[i][k] * B[k][j];
}
/* The outline pass implements the inferred clause.  */
/* { dg-message "9: optimized: blocked nest with block\\(i:16\\): 8 tiles" "" { target *-*-* } 14 } */
