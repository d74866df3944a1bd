/* skew-sweeps.h with -fauto-block for the host target.  */
/* Under cost-model=unlimited: under the default model the host target
   does not skew (serial-skew-host.c).  */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fplugin-arg-accblock-target=host -fplugin-arg-accblock-cost-model=unlimited" } */
/* { dg-set-target-env-var ACCBLOCK_TARGET "host" } */
/* { dg-set-target-env-var ACCBLOCK_SCHEDULE "reverse" } */
/* { dg-set-target-env-var ACCBLOCK_THREADS "3" } */

#include "skew-sweeps.h"
