/* Compiled for the Cell machine, run without ACCBLOCK_TARGET: on its 8
   accelerators with 256 KiB each.  */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-target=cell" } */
/* { accblock-final { scan-stats "\"accelerators\": 8,\n  \"local_mem_bytes\": 262144," } } */

#include "target-compiled.h"
