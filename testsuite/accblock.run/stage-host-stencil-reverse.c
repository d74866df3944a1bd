/* stage-host-stencil.c under the reverse schedule on one host thread:
   the tiles run last to first, their sections still in main memory.  */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-target=host" } */
/* { dg-set-target-env-var ACCBLOCK_TARGET "host" } */
/* { dg-set-target-env-var ACCBLOCK_SCHEDULE "reverse" } */
/* { dg-set-target-env-var ACCBLOCK_THREADS "1" } */
/* { accblock-final { scan-stats "\"dma_in_bytes\": 0," } } */
/* { accblock-final { scan-stats "\"staged_sections\": 0, \"in_place_sections\": [1-9]" } } */

#include "stage-host-stencil.h"
