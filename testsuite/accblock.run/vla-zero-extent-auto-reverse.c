/* vla-zero-extent-auto.c with the outer tiles run backwards on three
   threads.  */
/* { dg-options "-DSERIAL_KERNELS -fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fplugin-arg-accblock-cost-model=unlimited" } */
/* { dg-set-target-env-var ACCBLOCK_SCHEDULE "reverse" } */
/* { dg-set-target-env-var ACCBLOCK_THREADS "3" } */

#include "vla-zero-extent.h"
