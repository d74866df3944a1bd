/* target=sw26010: 64 CPEs with 64 KiB each, so the same clause as
   local-mem=64K on the paper's machine (see matmul-local-mem-64k.c):
   k:126 -> (129 * 126 + 128) * 4 = 65528 <= 65536.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto=greedy -fopt-info-optimized -fplugin-arg-accblock-target=sw26010" } */

#define N 128
int A[N][N], B[N][N], C[N][N];

void
matmul (void)
{
#pragma acc parallel loop /* { dg-message "9: optimized: inferred block\\(i:1, k:126\\) \\(greedy\\): footprint 65528 of 65536 bytes" } */
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	C[i][j] += A[i][k] * B[k][j];
}
/* The outline pass implements the inferred clause.  */
/* { dg-message "9: optimized: blocked nest with block\\(i:1, k:126\\): 256 tiles" "" { target *-*-* } 13 } */
