/* The nests of stage-hull.c run backwards on three threads: the tiles
   of a row sweep write back their hull rows concurrently, and the
   columns of the hull that no tile writes come back unchanged.  */

/* { dg-set-target-env-var ACCBLOCK_SCHEDULE "reverse" } */
/* { dg-set-target-env-var ACCBLOCK_THREADS "3" } */
/* { accblock-final { scan-stats "\"direct_accesses\": 0," } } */

#include "stage-hull.c"
