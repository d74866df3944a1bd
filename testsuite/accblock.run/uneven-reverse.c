/* uneven.c's nests under the reverse schedule, which keeps its order
   (each accelerator's tasks last to first), on 3 threads and 3
   accelerators: 40 < 8 * 3 iterations, so one task per iteration, 40
   tiles.  The output must be plain gcc's.  */

/* { dg-set-target-env-var ACCBLOCK_SCHEDULE "reverse" } */
/* { dg-set-target-env-var ACCBLOCK_THREADS "3" } */
/* { dg-set-target-env-var ACCBLOCK_NUM_ACCEL "3" } */
/* { accblock-final { scan-stats "uneven\\.h:15:9\", \"block\": \\\[1\\\], \"tiles\": 40, " } } */
/* { accblock-final { scan-stats "uneven\\.h:29:9\", \"block\": \\\[1, 0, 0\\\], \"tiles\": 40, " } } */

#include "uneven.h"
