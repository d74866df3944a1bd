/* ACCBLOCK_STAGE=0, the paper's baseline: the same tiles, no DMA at all,
   every access in main memory: the matmul body has 4 references (A, B
   and the load and store of C) over 128^3 iterations: 8388608 direct
   accesses.  */
/* { dg-set-target-env-var ACCBLOCK_STAGE "0" } */
/* { accblock-final { scan-stats "\"tiles\": 640," } } */
/* { accblock-final { scan-stats "\"dma_in_bytes\": 0," } } */
/* { accblock-final { scan-stats "\"dma_out_bytes\": 0," } } */
/* { accblock-final { scan-stats "\"direct_accesses\": 8388608," } } */

#include "stage-matmul.h"
