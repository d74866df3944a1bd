/* The nests of stage-symbolic-forms.c with 128 bytes of local memory:
   the runtime halves the tiles until their blocks fit (the written row
   and the read rows of one array as two blocks), still without leaving
   an array in main memory, in a dynamic schedule on two threads.  */

/* { dg-set-target-env-var ACCBLOCK_LOCAL_MEM "128" } */
/* { dg-set-target-env-var ACCBLOCK_SCHEDULE "dynamic" } */
/* { dg-set-target-env-var ACCBLOCK_THREADS "2" } */
/* { accblock-final { scan-stats "\"direct_accesses\": 0," } } */
/* { dg-set-target-env-var ACCBLOCK_TIMING "1" } */
/* { accblock-final { scan-stderr "local-memory fallbacks, \[1-9\]\[0-9\]* tile splits" } } */
/* { accblock-final { scan-stderr-not "accessed in main memory" } } */

#include "stage-symbolic-forms.c"
