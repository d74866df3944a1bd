/* vla-zero-extent.h on the host target, whose cache makes the runtime
   weigh each box before it stages it.  */
/* { dg-set-target-env-var ACCBLOCK_TARGET "host" } */

#include "vla-zero-extent.h"
