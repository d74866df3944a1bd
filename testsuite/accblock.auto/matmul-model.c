/* The cost-model search (the default of "auto") on the paper's matmul.
   It must fit local memory and move no more bytes than greedy.  Each j
   writes its own C[i][j], so the tiles of j may run in parallel like
   those of i; and the iterations of k share only the sums into C, so
   the tiles of k may be split into groups that run on different
   accelerators (split.cc), which the search prices too.  The fastest
   vector is block(i:16, k:26, j:16), 0.1201 ms: 8 x 8 = 64 tasks, one
   per accelerator, each running its 5 k tiles in order with its C block
   resident, moving 1179648 bytes:
     A[16][128] per task, 64 tasks:   64 * 16 * 128 * 4 =  524288
     B[128][16] per task, 64 tasks:   64 * 128 * 16 * 4 =  524288
     C[16][16] in and out once per task: 2 * 64 * 1024 =  131072
   The search then takes the fewest bytes within 10% of that time:
   block(i:16, k:16, j:32) split(k:2), 0.1234 ms: 8 (i) x 2 (k groups) x
   4 (j) = 64 tasks whose C blocks are twice as wide, so B is read half
   as often, at the price of C's block coming in for each group's
   combine:
     A[16][64] per task, 64 tasks:    64 * 16 * 64 * 4  =  262144
     B[64][32] per task, 64 tasks:    64 * 64 * 32 * 4  =  524288
     C[16][32] in and out per task:   2 * 64 * 2048     =  262144
   1048576 bytes in all (11% fewer), against greedy's block(i:1, k:30),
   which reads B once per row: 65536 + 131072 + 128 * 65536 = 8585216.
   Footprint: A[16][16] + B[16][32] + C[16][32]
     = (256 + 512 + 512) * 4 = 5120 <= 16384.
   Tiles: 8 * 8 * 4 = 256.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fopt-info-optimized -fplugin-arg-accblock-dump" } */

#define N 128
int A[N][N], B[N][N], C[N][N];

void
matmul (void)
{
#pragma acc parallel loop /* { dg-message "9: optimized: inferred block\\(i:16, k:16, j:32\\) split\\(k:2\\) \\(model\\): footprint 5120 of 16384 bytes, 256 tiles, 64 outer blocks on 64 accelerators, predicted DMA 1048576 bytes" } */
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	C[i][j] += A[i][k] * B[k][j];
}

/* { dg-message "9: optimized: blocked nest with block\\(i:16, k:16, j:32\\) split\\(k:2\\): 256 tiles" "" { target *-*-* } 35 } */
/* { dg-message "9: optimized: the tiles of loop 'j' run in parallel too" "" { target *-*-* } 35 } */
/* { dg-message "9: optimized: the tiles of loop 'k' run in 2 groups on different accelerators: its iterations share only sums into 'C'" "" { target *-*-* } 35 } */
/* The search starts from greedy's vector and reports what it priced.  */
/* { dg-final { scan-accblock-dump "model: greedy baseline block\\(i:1, k:30\\)" } } */
/* Then it looks for fewer bytes within 10% of the least cost.  */
/* { dg-final { scan-accblock-dump "model: least cost \\S+ s; now the fewest bytes at most \\S+ s" } } */
/* { dg-final { scan-accblock-dump "model: least cost 0\\.000120\\d* s;" } } */
/* { dg-final { scan-accblock-dump "model: chose block\\(i:16, k:16, j:32\\) split\\(k:2\\): footprint 5120 bytes, 256 tiles, 1 rounds, dma 1048576 bytes" } } */
