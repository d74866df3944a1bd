/* Imperfect nests distributed over their bodies (plugin/distribute.cc)
   on the paper's target, whose accelerators stage the blocks of the
   nests distribution made perfect: the output is plain gcc's.  */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fplugin-arg-accblock-cost-model=unlimited" } */
/* { dg-set-target-env-var ACCBLOCK_THREADS "3" } */
/* { dg-set-target-env-var ACCBLOCK_SCHEDULE "reverse" } */
/* { accblock-final { scan-stats "\"staged_sections\": [1-9]" } } */

#include "distribute-kernels.h"
