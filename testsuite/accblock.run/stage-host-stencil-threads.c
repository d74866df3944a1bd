/* stage-host-stencil.c on three host threads, the schedule dynamic: the
   sections stay in main memory whichever thread runs a tile.  */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-target=host" } */
/* { dg-set-target-env-var ACCBLOCK_TARGET "host" } */
/* { dg-set-target-env-var ACCBLOCK_NUM_ACCEL "3" } */
/* { dg-set-target-env-var ACCBLOCK_THREADS "3" } */
/* { dg-set-target-env-var ACCBLOCK_SCHEDULE "dynamic" } */
/* { accblock-final { scan-stats "\"dma_in_bytes\": 0," } } */
/* { accblock-final { scan-stats "\"staged_sections\": 0, \"in_place_sections\": [1-9]" } } */

#include "stage-host-stencil.h"
