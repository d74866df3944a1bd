/* With 4 KiB of local memory a tile of block(i:1, k:30) (16000 bytes of
   blocks) is split along k into parts of at most 7 iterations (a part of
   w iterations needs 4w + 512w + 512 bytes, aligned); the parts run in
   order on one accelerator, every array stays staged, and the report
   counts the splits.  The runtime still counts 640 tiles of the clause.  */
/* { dg-set-target-env-var ACCBLOCK_LOCAL_MEM "4096" } */
/* { dg-set-target-env-var ACCBLOCK_TIMING "1" } */
/* { accblock-final { scan-stats "\"tiles\": 640," } } */
/* { accblock-final { scan-stats "\"direct_accesses\": 0," } } */
/* { accblock-final { scan-stderr "\[1-9\]\[0-9\]* tile splits" } } */

#include "stage-matmul.h"
