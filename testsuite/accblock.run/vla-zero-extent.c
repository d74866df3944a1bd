/* vla-zero-extent.h with its block clauses, scheduled by default: every
   call of each kernel is dispatched, the zero-length rows' outer tiles
   included.  */
/* { accblock-final { scan-stats "vla-zero-extent\\.h:26:3\", \"block\": \\[2, 0\\], \"tiles\": 11,\[^\}\]*\"dispatches\": 6, \"host_runs\": 0," } } */
/* { accblock-final { scan-stats "vla-zero-extent\\.h:83:3\", \"block\": \\[2, 0\\], \"tiles\": 2," } } */

#include "vla-zero-extent.h"
