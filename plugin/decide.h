/* decide.h -- the decisions on a nest the outline pass dispatches.

   Why this file exists: outline.cc runs the pipeline analyse (analysis.h,
   depend.h), decide (decide.cc), rewrite (outline-*.cc); this private
   header is what it calls of the second step.  The blocking itself is
   decided first, as a struct blocking_decision (decision.h): here for a
   written clause or none, in infer.cc under -fauto-block.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef ACCBLOCK_DECIDE_H
#define ACCBLOCK_DECIDE_H

#include "analysis.h"
#include "stage.h"

/* ---- decide-clause.cc ---- */

/* Decide the blocking NEST's pragma asks for into D: its block clause
   matched to the levels, or block(OUTER:1) without one.  False, with an
   error at the clause, when the clause names no level of the nest or
   names them out of order.  */
bool decide_written_blocking (const struct nest *nest,
			      struct blocking_decision *d);

/* ---- decide.cc ---- */

/* Decide, from the analysis AN of a nest (depend_test_nest ran on it),
   what the nest's clause becomes: leave the nest alone when its outer
   loop carries a dependence it does not declare (false, with a missed
   remark), warn at the races of a loop declared independent, drop the
   blocking of inner levels whose tile order is not proven (with a
   warning), mark the blocked levels whose tiles run as outer tasks and
   drop a split the nest does not allow.  Sets *PERMUTABLE: the tile
   order then keeps the original semantics.  */
bool decide_nest (const struct nest_analysis *an, bool *permutable);

/* Once PLAN stages NEST: flag ACCBLOCK_SECTION_ADD on the staged
   sections its split sums into; drop the split, with a warning, when
   the tiles run in order anyway (ORDERED) or when such an array stays
   in main memory.  */
void decide_split_sums (struct nest *nest, bool ordered,
			struct stage_plan *plan);

#endif /* ACCBLOCK_DECIDE_H */
