/* Imperfect nests distributed over their bodies (plugin/distribute.cc)
   on the host target, with the tiles in reverse order on three threads:
   the output is plain gcc's.  */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fplugin-arg-accblock-cost-model=unlimited -fplugin-arg-accblock-target=host" } */
/* { dg-set-target-env-var ACCBLOCK_TARGET "host" } */
/* { dg-set-target-env-var ACCBLOCK_SCHEDULE "reverse" } */
/* { dg-set-target-env-var ACCBLOCK_THREADS "3" } */
/* { accblock-final { scan-stats "\"dispatches\": [1-9]" } } */

#include "distribute-kernels.h"
