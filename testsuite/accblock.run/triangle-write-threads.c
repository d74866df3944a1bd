/* triangle-write.c on three threads, the tasks in reverse order, and
   without reuse: every box goes back when its tile ends.  */
/* { dg-options "-fplugin-arg-accblock-block" } */
/* { dg-set-target-env-var ACCBLOCK_THREADS "3" } */
/* { dg-set-target-env-var ACCBLOCK_SCHEDULE "reverse" } */
/* { dg-set-target-env-var ACCBLOCK_REUSE "0" } */

#include "triangle-write.c"
