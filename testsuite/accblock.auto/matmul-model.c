/* The cost-model search (the default of "auto") on the paper's matmul.
   It must fit local memory and move no more bytes than greedy.  The
   search chooses block(i:2, k:26): 2 rows per accelerator, so each
   accelerator runs one outer block.  DMA volume, with C resident across
   the k tiles of a row block:
     A: every element once               128 * 128 * 4 =   65536
     C: read and written once        2 * 128 * 128 * 4 =  131072
     B: once per row block       (128 / 2) * 128 * 128 * 4 = 4194304
   4390912 bytes in all, against greedy's block(i:1, k:30), which reads
   B once per row: 65536 + 131072 + 128 * 65536 = 8585216 bytes.
   Footprint: A[2][26] + B[26][128] + C[2][128]
     = (52 + 3328 + 256) * 4 = 14544 <= 16384.
   Tiles: 64 * ceil (128 / 26) = 320.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fopt-info-optimized -fplugin-arg-accblock-dump" } */

#define N 128
int A[N][N], B[N][N], C[N][N];

void
matmul (void)
{
#pragma acc parallel loop /* { dg-message "9: optimized: inferred block\\(i:2, k:26\\) \\(model\\): footprint 14544 of 16384 bytes, 320 tiles, 64 outer blocks on 64 accelerators, predicted DMA 4390912 bytes" } */
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	C[i][j] += A[i][k] * B[k][j];
}

/* { dg-message "9: optimized: blocked nest with block\\(i:2, k:26\\): 320 tiles" "" { target *-*-* } 23 } */
/* The search starts from greedy's vector and reports what it priced.  */
/* { dg-final { scan-accblock-dump "model: greedy baseline block\\(i:1, k:30\\)" } } */
/* { dg-final { scan-accblock-dump "model: chose block\\(i:2, k:26\\)" } } */
