/* triangle-write.c on one thread with a local memory of 2 KiB, so that
   the runtime splits the tiles, the tasks in reverse order.  */
/* { dg-options "-fplugin-arg-accblock-block" } */
/* { dg-set-target-env-var ACCBLOCK_LOCAL_MEM "2048" } */
/* { dg-set-target-env-var ACCBLOCK_THREADS "1" } */
/* { dg-set-target-env-var ACCBLOCK_SCHEDULE "reverse" } */

#include "triangle-write.c"
