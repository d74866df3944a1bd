/* vla-zero-extent.h with its outer tiles run backwards on three
   threads.  */
/* { dg-set-target-env-var ACCBLOCK_SCHEDULE "reverse" } */
/* { dg-set-target-env-var ACCBLOCK_THREADS "3" } */
/* { accblock-final { scan-stats "vla-zero-extent\\.h:26:3\", \"block\": \\[2, 0\\], \"tiles\": 11,\[^\}\]*\"dispatches\": 6, \"host_runs\": 0," } } */

#include "vla-zero-extent.h"
