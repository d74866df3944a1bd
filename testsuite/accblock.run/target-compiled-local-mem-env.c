/* Compiled for 64 KiB of local memory, run with ACCBLOCK_LOCAL_MEM=32K:
   the variable overrides the compiled-for size, the accelerator count
   stays the profile's.  */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-local-mem=64K" } */
/* { dg-set-target-env-var ACCBLOCK_LOCAL_MEM "32K" } */
/* { accblock-final { scan-stats "\"accelerators\": 64,\n  \"local_mem_bytes\": 32768," } } */

#include "target-compiled.h"
