/* The paper's matmul (int, N = 128, 64 accelerators) with 128 KiB of
   local memory: the parallel level alone makes the data fit, so greedy
   stops there with the largest block that leaves no accelerator idle:
     i may take at most 128 / 64 = 2 iterations;
     i:2 needs (2 * 128 + 128 * 128 + 2 * 128) * 4 = 67584 <= 131072.
   Tiles: 128 / 2 = 64, one per accelerator.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto=greedy -fopt-info-optimized -fplugin-arg-accblock-local-mem=128K" } */

#define N 128
int A[N][N], B[N][N], C[N][N];

void
matmul (void)
{
#pragma acc parallel loop /* { dg-message "9: optimized: inferred block\\(i:2\\) \\(greedy\\): footprint 67584 of 131072 bytes, 64 tiles, 64 outer blocks on 64 accelerators" } */
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	C[i][j] += A[i][k] * B[k][j];
}
/* The outline pass implements the inferred clause.  */
/* { dg-message "9: optimized: blocked nest with block\\(i:2\\): 64 tiles" "" { target *-*-* } 16 } */
