/* The nests of stage-hull.c with 1024 bytes of local memory: the runtime
   halves the tiles until their blocks, each hull counted whole, fit,
   still without leaving an array in main memory, in a dynamic schedule
   on two threads.  A block counted without its constant column would
   not hold the references the tile makes to it.  */

/* { dg-set-target-env-var ACCBLOCK_LOCAL_MEM "1024" } */
/* { dg-set-target-env-var ACCBLOCK_SCHEDULE "dynamic" } */
/* { dg-set-target-env-var ACCBLOCK_THREADS "2" } */
/* { dg-set-target-env-var ACCBLOCK_TIMING "1" } */
/* { accblock-final { scan-stats "\"direct_accesses\": 0," } } */
/* { accblock-final { scan-stats "\"lmem_high_water_bytes\": (\[0-9\]|\[0-9\]\[0-9\]|\[0-9\]\[0-9\]\[0-9\]|10\[01\]\[0-9\]|102\[0-4\])," } } */
/* { accblock-final { scan-stderr "local-memory fallbacks, \[1-9\]\[0-9\]* tile splits" } } */
/* { accblock-final { scan-stderr-not "accessed in main memory" } } */

#include "stage-hull.c"
