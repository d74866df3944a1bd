/* The exact DMA volume of the paper's matmul (int, N = 128,
   block(i:1, k:30), 64 accelerators x 16 KiB) without residency reuse:
   each tile (i, k-block of width w) moves A[i][k0:w] + B[k0:w][0:128] +
   C[i][0:128] in and C[i][0:128] out.  Over the 128 rows, whose k-blocks
   have widths 30, 30, 30, 30 and 8:
     in  = 128 * (128 * 4 + 128 * 512 + 5 * 512) = 8781824 bytes,
     out = 128 * 5 * 512 = 327680 bytes,
   in 640 * 4 = 2560 transfers, and the largest tile's blocks take
   120 + 15360 + 512 bytes, 16000 with 16-byte alignment: never more
   than the 16384 of local memory.  Nothing stays in main memory.  */
/* { dg-set-target-env-var ACCBLOCK_REUSE "0" } */
/* { accblock-final { scan-stats "\"tiles\": 640," } } */
/* { accblock-final { scan-stats "\"dma_in_bytes\": 8781824," } } */
/* { accblock-final { scan-stats "\"dma_out_bytes\": 327680," } } */
/* { accblock-final { scan-stats "\"dma_transfers\": 2560," } } */
/* { accblock-final { scan-stats "\"direct_accesses\": 0," } } */
/* { accblock-final { scan-stats "\"lmem_high_water_bytes\": 16000," } } */

#include "stage-matmul.h"
