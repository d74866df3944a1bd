/* outer-whole.c on five threads with the dynamic schedule, and on one
   thread with the static one: the same output as gcc's and the same
   paths taken.  */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fplugin-arg-accblock-cost-model=unlimited -fplugin-arg-accblock-target=paper" } */
/* { dg-set-target-env-var ACCBLOCK_SCHEDULE "dynamic" } */
/* { dg-set-target-env-var ACCBLOCK_THREADS "5" } */
/* { accblock-final { scan-stats "outer-whole.c:31:\[0-9\]+\", \[^\}\]*\"dispatches\": 1, \"host_runs\": 0," } } */
/* { accblock-final { scan-stats "outer-whole.c:51:\[0-9\]+\", \[^\}\]*\"dispatches\": 1, \"host_runs\": 1, \"overlap_runs\": 1," } } */

#include "outer-whole.c"
