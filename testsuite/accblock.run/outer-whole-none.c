/* outer-whole.c under auto=none, which infers no clause: each nest is
   still dispatched once, one iteration of j per tile and i whole in
   each (the baseline of the model check), with the same output as
   gcc's on the reverse schedule.  */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto=none -fplugin-arg-accblock-cost-model=unlimited -fplugin-arg-accblock-noblock-tiles=iteration -fplugin-arg-accblock-target=paper" } */
/* { dg-set-target-env-var ACCBLOCK_SCHEDULE "reverse" } */
/* { dg-set-target-env-var ACCBLOCK_THREADS "3" } */
/* { accblock-final { scan-stats "outer-whole.c:31:\[0-9\]+\", \"block\": \\\[0, 1\\\], \"tiles\": 203,\[^\}\]*\"dispatches\": 1, \"host_runs\": 0," } } */
/* { accblock-final { scan-stats "outer-whole.c:39:\[0-9\]+\", \"block\": \\\[0, 1\\\], \"tiles\": 203,\[^\}\]*\"dispatches\": 1, \"host_runs\": 0," } } */
/* { accblock-final { scan-stats "outer-whole.c:51:\[0-9\]+\", \"block\": \\\[0, 1\\\],\[^\}\]*\"dispatches\": 1, \"host_runs\": 1, \"overlap_runs\": 1," } } */

#include "outer-whole.c"
