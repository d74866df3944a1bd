/* decide.h -- the decisions on a nest the outline pass dispatches.

   Why this file exists: outline.cc runs the pipeline analyse (analysis.h,
   depend.h), decide (decide.cc), rewrite (outline-*.cc); this private
   header is what it calls of the second step.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef ACCBLOCK_DECIDE_H
#define ACCBLOCK_DECIDE_H

#include "analysis.h"

/* Decide, from the analysis AN of a nest (depend_test_nest ran on it),
   what the nest's clause becomes: leave the nest alone when its outer
   loop carries a dependence it does not declare (false, with a missed
   remark), warn at the races of a loop declared independent, drop the
   blocking of inner levels whose tile order is not proven (with a
   warning), mark the blocked levels whose tiles run as outer tasks and
   drop a split the nest does not allow.  Sets *PERMUTABLE: the tile
   order then keeps the original semantics.  */
bool decide_nest (const struct nest_analysis *an, bool *permutable);

#endif /* ACCBLOCK_DECIDE_H */
