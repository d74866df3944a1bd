/* callee.h -- what a call inside a nest may touch (callee.cc).

   Why this file exists: the collection of a nest's memory references
   (access.cc) must know whether a call hides some of them; callee.cc
   answers, and this private header declares its answer.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef ACCBLOCK_CALLEE_H
#define ACCBLOCK_CALLEE_H

#include "nest.h"

/* Whether the call STMT of a nest may read or write memory that the
   nest's arrays occupy (its callee is not known to touch only its own
   variables).  */
bool callee_may_touch_memory_p (const gcall *stmt);

#endif /* ACCBLOCK_CALLEE_H */
