/* alias-check.c on five threads with the dynamic schedule: the same
   output as gcc's and the same paths taken (every nest dispatched, as
   in alias-check.c).  */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fplugin-arg-accblock-cost-model=unlimited" } */
/* { dg-set-target-env-var ACCBLOCK_SCHEDULE "dynamic" } */
/* { dg-set-target-env-var ACCBLOCK_THREADS "5" } */
/* { accblock-final { scan-stats "alias-check.c:35:\[0-9\]+\", \[^\}\]*\"dispatches\": 1, \"host_runs\": 3, \"overlap_runs\": 3," } } */
/* { accblock-final { scan-stats "alias-check.c:43:\[0-9\]+\", \[^\}\]*\"dispatches\": 1, \"host_runs\": 2, \"overlap_runs\": 2," } } */

#include "alias-check.c"
