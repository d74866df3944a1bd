/* parallel-tiles=no: the paper's schedule.  The 16 i blocks are the
   only tasks, so 48 of the 64 accelerators idle, and inside a task the
   4 j tiles of each k tile run in order: C[4][16] changes on every
   tile while A[4][16] stays for the 4 j tiles of a k tile:
     in  = C 256 * 256 + A 64 * 256 + B 256 * 1024 = 344064 bytes,
     out = C 256 * 256 = 65536 bytes.  */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-parallel-tiles=no" } */
/* { accblock-final { scan-stats "\"tiles\": 256," } } */
/* { accblock-final { scan-stats "\{\"tiles\": 0," } } */
/* { accblock-final { scan-stats "\{\"tiles\": 16," } } */
/* { accblock-final { scan-stats "\"dma_in_bytes\": 344064," } } */
/* { accblock-final { scan-stats "\"dma_out_bytes\": 65536," } } */
#define N 64
#define MATMUL_CLAUSE block(i:4, k:16, j:16)
#include "stage-matmul.h"
