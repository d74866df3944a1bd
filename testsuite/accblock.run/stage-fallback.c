/* Tiles that do not fit local memory: with 4 KiB, a tile of
   block(i:1, k:30) needs 16000 bytes, so the runtime splits it along k
   until the parts fit (the split parts still run in the original order);
   with 512 bytes even one iteration's blocks (B and C rows of 512 bytes
   each) do not fit, so the largest arrays stay in main memory, which the
   runtime reports once per nest and array.  Local memory is never
   overflowed and the product is what plain gcc computes.  */
/* { dg-set-target-env-var ACCBLOCK_LOCAL_MEM "512" } */
/* { accblock-final { scan-stderr "accblock: \[^ \]*stage-matmul.h:\[0-9\]+:\[0-9\]+: array '\[BC\]' needs \[0-9\]+ bytes of local memory but only" } } */
/* { accblock-final { scan-stats "\"lmem_high_water_bytes\": (\[0-9\]|\[0-9\]\[0-9\]|\[1-4\]\[0-9\]\[0-9\]|50\[0-9\]|51\[0-2\])," } } */
/* { accblock-final { scan-stats "\"direct_accesses\": \[1-9\]" } } */

#include "stage-matmul.h"
