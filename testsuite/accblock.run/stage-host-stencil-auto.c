/* stage-host-stencil.c with its clauses inferred for the host target:
   priced with its sections in main memory (model/stage-gain.c), whether
   the runtime dispatches the nests or runs them where they stand, no
   block is copied.  */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fplugin-arg-accblock-target=host" } */
/* { dg-set-target-env-var ACCBLOCK_TARGET "host" } */
/* { dg-set-target-env-var ACCBLOCK_THREADS "2" } */
/* { accblock-final { scan-stats "\"dma_in_bytes\": 0," } } */
/* { accblock-final { scan-stats-not "\"staged_sections\": [1-9]" } } */

#define STENCIL_AUTO 1
#include "stage-host-stencil.h"
