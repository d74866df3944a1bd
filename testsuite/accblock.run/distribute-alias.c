/* Loops distributed on condition that their VLA parameters do not
   overlap (distribute-alias-kernels.h), on the paper's target with the
   tiles in reverse order on three threads: the output is plain gcc's,
   and the statistics show both sides of each test ran: gemm's split
   loops once and its loop as written three times, two's split loops
   once and its loop as written twice.  The loop as written runs
   serially where it stands: only the split loops are dispatched, once
   each, and no dispatch found overlapping arrays.  */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fplugin-arg-accblock-cost-model=unlimited" } */
/* { dg-set-target-env-var ACCBLOCK_SCHEDULE "reverse" } */
/* { dg-set-target-env-var ACCBLOCK_THREADS "3" } */
/* { accblock-final { scan-stats "\"location\": \"\[^\"\]*distribute-alias-kernels.h:27:3\", \"apart\": 1, \"overlap\": 3\}" } } */
/* { accblock-final { scan-stats "\"location\": \"\[^\"\]*distribute-alias-kernels.h:42:3\", \"apart\": 1, \"overlap\": 2\}" } } */
/* { accblock-final { scan-stats "distribute-alias-kernels.h:27:3\", \[^\}\]*\"dispatches\": 2, \"host_runs\": 0, \"overlap_runs\": 0," } } */
/* { accblock-final { scan-stats "distribute-alias-kernels.h:42:3\", \[^\}\]*\"dispatches\": 2, \"host_runs\": 0, \"overlap_runs\": 0," } } */

#include "distribute-alias-kernels.h"
