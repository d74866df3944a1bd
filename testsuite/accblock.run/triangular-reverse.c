/* triangular.c on three threads, tiles handed out in reverse order.  */
/* { dg-options "-fplugin-arg-accblock-block" } */
/* { dg-set-target-env-var ACCBLOCK_SCHEDULE "reverse" } */
/* { dg-set-target-env-var ACCBLOCK_THREADS "3" } */

#include "triangular.c"
