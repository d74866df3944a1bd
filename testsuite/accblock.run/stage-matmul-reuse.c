/* The paper's matmul with residency reuse (the default): C[i][0:128]
   stays in local memory across the five k-blocks of row i, so it moves
   in once and out once per row: in = 128 * (128 * 4 + 128 * 512 + 512)
   = 8519680 bytes, out = 128 * 512 = 65536 bytes; A and B blocks still
   move for every tile.  */
/* { accblock-final { scan-stats "\"tiles\": 640," } } */
/* { accblock-final { scan-stats "\"dma_in_bytes\": 8519680," } } */
/* { accblock-final { scan-stats "\"dma_out_bytes\": 65536," } } */
/* { accblock-final { scan-stats "\"direct_accesses\": 0," } } */

#include "stage-matmul.h"
