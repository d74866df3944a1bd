/* split.h -- whether the tiles of a level may run in groups on
   different accelerators (split.cc).

   Why this file exists: inference (infer.cc) asks whether a level could
   be split, the decisions (decide.cc) whether the split a clause asks
   for is allowed and which staged arrays it sums into; this private
   header declares what split.cc answers.  It only analyses: dropping
   a split is decide.cc's.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef ACCBLOCK_SPLIT_H
#define ACCBLOCK_SPLIT_H

#include "analysis.h"

/* Why the tiles of level L of AN's nest may not run in groups on
   different accelerators, a message that mentions %qE when it is about
   the object it sets *CULPRIT to; NULL when they may: the iterations
   with different values of the level share nothing but sums into
   arrays, which NEST->sums then lists.  Silent.  */
const char *split_level_problem (const struct nest_analysis *an, unsigned l,
				 tree *culprit);

/* Whether the tiles of level L of AN's nest could run in groups on
   different accelerators (split(L:G)): split_level_problem finds none.
   Silent, for inference.  */
bool split_possible_p (const struct nest_analysis *an, unsigned l);

#endif /* ACCBLOCK_SPLIT_H */
