/* Compiled for the host, run without ACCBLOCK_TARGET: on the host
   (its local memory is an L2 cache, never the paper machine's 16 KiB),
   not on the default paper machine.  */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-target=host" } */
/* { accblock-final { scan-stats-not "\"local_mem_bytes\": 16384," } } */
/* { accblock-final { scan-stats "\"local_mem_bytes\": [1-9]" } } */
/* { accblock-final { scan-stderr-not "warning" } } */

#include "target-compiled.h"
