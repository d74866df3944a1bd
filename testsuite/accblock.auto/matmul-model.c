/* The cost-model search (the default of "auto") on the paper's matmul.
   It must fit local memory and move no more bytes than greedy.  Each j
   writes its own C[i][j], so the tiles of j may run in parallel like
   those of i, and the search chooses block(i:16, k:64, j:16): 8 x 8 =
   64 tasks (i block, j block), one per accelerator, each running its 2
   k tiles in order with its C block resident.  DMA volume:
     A[16][128] per task, 64 tasks:   64 * 16 * 128 * 4 =  524288
     B[128][16] per task, 64 tasks:   64 * 128 * 16 * 4 =  524288
     C[16][16] in and out once per task: 2 * 64 * 1024 =  131072
   1179648 bytes in all, against greedy's block(i:1, k:30), which reads
   B once per row: 65536 + 131072 + 128 * 65536 = 8585216 bytes.
   Footprint: A[16][64] + B[64][16] + C[16][16]
     = (1024 + 1024 + 256) * 4 = 9216 <= 16384.
   Tiles: 8 * 2 * 8 = 128.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fopt-info-optimized -fplugin-arg-accblock-dump" } */

#define N 128
int A[N][N], B[N][N], C[N][N];

void
matmul (void)
{
#pragma acc parallel loop /* { dg-message "9: optimized: inferred block\\(i:16, k:64, j:16\\) \\(model\\): footprint 9216 of 16384 bytes, 128 tiles, 64 outer blocks on 64 accelerators, predicted DMA 1179648 bytes" } */
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	C[i][j] += A[i][k] * B[k][j];
}

/* { dg-message "9: optimized: blocked nest with block\\(i:16, k:64, j:16\\): 128 tiles" "" { target *-*-* } 24 } */
/* { dg-message "9: optimized: the tiles of loop 'j' run in parallel too" "" { target *-*-* } 24 } */
/* The search starts from greedy's vector and reports what it priced.  */
/* { dg-final { scan-accblock-dump "model: greedy baseline block\\(i:1, k:30\\)" } } */
/* { dg-final { scan-accblock-dump "model: chose block\\(i:16, k:64, j:16\\)" } } */
