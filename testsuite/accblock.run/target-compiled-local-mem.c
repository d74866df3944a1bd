/* Compiled for 64 KiB of local memory and 16 accelerators, run without
   ACCBLOCK_TARGET or the count variables: the runtime simulates the
   paper's machine with the counts the keys gave.  */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-local-mem=64K -fplugin-arg-accblock-num-accel=16" } */
/* { accblock-final { scan-stats "\"accelerators\": 16,\n  \"local_mem_bytes\": 65536," } } */

#include "target-compiled.h"
