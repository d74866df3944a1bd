/* The cost-model search (the default of "auto") on the paper's matmul.
   It must fit local memory and move no more bytes than greedy.  Each j
   writes its own C[i][j], so the tiles of j may run in parallel like
   those of i, and the search chooses block(i:16, k:26, j:16): 8 x 8 =
   64 tasks (i block, j block), one per accelerator, each running its 5
   k tiles in order with its C block resident.  DMA volume:
     A[16][128] per task, 64 tasks:   64 * 16 * 128 * 4 =  524288
     B[128][16] per task, 64 tasks:   64 * 128 * 16 * 4 =  524288
     C[16][16] in and out once per task: 2 * 64 * 1024 =  131072
   1179648 bytes in all, against greedy's block(i:1, k:30), which reads
   B once per row: 65536 + 131072 + 128 * 65536 = 8585216 bytes.
   Footprint: A[16][26] + B[26][16] + C[16][16]
     = (416 + 416 + 256) * 4 = 4352 <= 16384.
   Tiles: 8 * 5 * 8 = 320.
   Why k:26 and not k:64 (2 tiles of 9216 bytes, the same bytes moved):
   the next k tile's A and B blocks (3328 bytes) fit beside the current
   tile's 4352 while C stays, so the runtime fetches them while the
   current tile computes, and the model credits that overlap; at k:64
   they would need 9216 + 8192 + 16 bytes.  Only each task's first
   tile waits for its blocks, and the smaller the k tile the less that
   is; a sixth k tile would cost more in tile overhead and transfer
   start-ups than it hides.  The runtime's modeled time agrees: 0.1203 ms
   for k:26, 0.1205 for k:32, 0.1540 for k:64.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fopt-info-optimized -fplugin-arg-accblock-dump" } */

#define N 128
int A[N][N], B[N][N], C[N][N];

void
matmul (void)
{
#pragma acc parallel loop /* { dg-message "9: optimized: inferred block\\(i:16, k:26, j:16\\) \\(model\\): footprint 4352 of 16384 bytes, 320 tiles, 64 outer blocks on 64 accelerators, predicted DMA 1179648 bytes" } */
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	C[i][j] += A[i][k] * B[k][j];
}

/* { dg-message "9: optimized: blocked nest with block\\(i:16, k:26, j:16\\): 320 tiles" "" { target *-*-* } 33 } */
/* { dg-message "9: optimized: the tiles of loop 'j' run in parallel too" "" { target *-*-* } 33 } */
/* The search starts from greedy's vector and reports what it priced.  */
/* { dg-final { scan-accblock-dump "model: greedy baseline block\\(i:1, k:30\\)" } } */
/* Then it looks for fewer bytes within 10% of the least cost; none of
   the vectors that move fewer bytes are that fast.  */
/* { dg-final { scan-accblock-dump "model: least cost \\S+ s; now the fewest bytes at most \\S+ s" } } */
/* { dg-final { scan-accblock-dump "model: chose block\\(i:16, k:26, j:16\\)" } } */
