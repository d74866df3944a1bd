/* skew-sweeps.h with -fauto-block for the paper's target.  */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto" } */
/* { dg-set-target-env-var ACCBLOCK_SCHEDULE "reverse" } */
/* { dg-set-target-env-var ACCBLOCK_THREADS "3" } */

#include "skew-sweeps.h"
