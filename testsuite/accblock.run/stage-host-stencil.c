/* A 3-D heat stencil on the host target (stage-host-stencil.h): the
   runtime stages none of its sections, whose blocks each tile uses from
   about one iteration per element, and leaves them in main memory:
   nothing moves by DMA, and the output is plain gcc's.  */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-target=host" } */
/* { dg-set-target-env-var ACCBLOCK_TARGET "host" } */
/* { dg-set-target-env-var ACCBLOCK_THREADS "2" } */
/* { accblock-final { scan-stats "\"tiles\": [1-9]" } } */
/* { accblock-final { scan-stats "\"dma_in_bytes\": 0," } } */
/* { accblock-final { scan-stats "\"dma_out_bytes\": 0," } } */
/* { accblock-final { scan-stats "\"staged_sections\": 0, \"in_place_sections\": [1-9]" } } */
/* { accblock-final { scan-stats-not "\"staged_sections\": [1-9]" } } */

#include "stage-host-stencil.h"
