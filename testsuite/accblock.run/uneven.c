/* Nests whose outer iterations differ in work (syrk's triangle, j <= i
   in a body that is a sequence of loops; covariance's b = a .. m level)
   are flagged uneven: the runtime gives them at least 8 outer tasks per
   accelerator: syrk's 40 / (8 * 2) = 2 iterations each, 20 tiles,
   covariance 16 tiles or more; and hands them out dynamically from both
   ends.  The output must be plain gcc's.  */

/* { dg-set-target-env-var ACCBLOCK_THREADS "2" } */
/* { dg-set-target-env-var ACCBLOCK_NUM_ACCEL "2" } */
/* { accblock-final { scan-stats "uneven\\.h:15:9\", \"block\": \\\[2\\\], \"tiles\": 20, " } } */
/* { accblock-final { scan-stats "uneven\\.h:29:9\", \"block\": \\\[\[0-9\]+, 0, 0\\\], \"tiles\": (1\[6-9\]|\[2-4\]\[0-9\]), " } } */

#include "uneven.h"
