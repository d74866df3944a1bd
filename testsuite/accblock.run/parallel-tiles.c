/* Each j writes its own C[i][j], so the tiles of j run as outer tasks
   with those of i: 16 x 4 = 64 tasks of 4 k tiles, one task per
   accelerator under the static schedule, so every accelerator runs 4 of
   the 256 tiles.  Boxes per tile: A[4][16] 256 bytes, B[16][16] 1024,
   C[4][16] 256.  A task keeps its C block for its 4 k tiles (reuse on):
     in  = C 64 * 256 + A 256 * 256 + B 256 * 1024 = 344064 bytes,
     out = C 64 * 256 = 16384 bytes.  */
/* { accblock-final { scan-stats "\"tiles\": 256," } } */
/* { accblock-final { scan-stats-not "\{\"tiles\": (\[0-35-9\]|\[0-9\]\[0-9\])," } } */
/* { accblock-final { scan-stats "\"dma_in_bytes\": 344064," } } */
/* { accblock-final { scan-stats "\"dma_out_bytes\": 16384," } } */
/* { accblock-final { scan-stats "\"direct_accesses\": 0," } } */
#define N 64
#define MATMUL_CLAUSE block(i:4, k:16, j:16)
#include "stage-matmul.h"
