/* The paper's matmul (stage-matmul.h, block(i:1, k:30)) on the host
   target, whose local memory stands for its cache: a tile uses each
   element of A's block from 128 iterations and each of C's from 30, so
   copying them pays and they are staged; B's block is used from one
   iteration per element and stays in main memory (model/stage-gain.c).
   Its 128^3 accesses are the direct ones.  */
/* { dg-set-target-env-var ACCBLOCK_TARGET "host" } */
/* { dg-set-target-env-var ACCBLOCK_THREADS "2" } */
/* { accblock-final { scan-stats "\"tiles\": 640," } } */
/* { accblock-final { scan-stats "\"dma_in_bytes\": \[1-9\]" } } */
/* { accblock-final { scan-stats "\"direct_accesses\": 2097152," } } */
/* { accblock-final { scan-stats "\"staged_sections\": 2, \"in_place_sections\": 1\}" } } */

#include "stage-matmul.h"
