/* alias-check.h -- a nest blocked on condition that arrays the program
   may pass twice do not overlap (alias-check.cc, alias-range.cc,
   alias-range-inner.cc), and a loop distributed on that condition
   (alias-guard.cc).

   Why this file exists: the serial test (serial.cc) asks whether the
   runtime could check such a condition, the outline pass (outline.cc)
   flags the staged sections it checks, and the descriptor gets the
   address ranges of the arrays that are not staged; this private header
   declares what those three files answer.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef ACCBLOCK_ALIAS_CHECK_H
#define ACCBLOCK_ALIAS_CHECK_H

#include "stage.h"

/* ---- alias-range-inner.cc ---- */

/* An inner loop's index lies between FIRST_COEF * IV(LEVEL) + FIRST and
   LAST_COEF * IV(LEVEL) + LAST (LEVEL -1: no IV term).  */
struct inner_bounds
{
  int level;
  HOST_WIDE_INT first_coef, last_coef;
  tree first, last;
};


/* Whether the descriptor gives the runtime the range of level L of
   NEST: a level whose bounds it does not evaluate runs as one opaque
   tile (ACCBLOCK_LEVEL_WHOLE), and would make every dispatch run as
   written.  */
bool alias_range_level_known_p (const struct nest *nest, unsigned l);

/* The bounds of VAR, the index of inner loops of NEST (no level), in
   *B; false when the program may see it outside them.  */
bool alias_range_inner_bounds (const struct nest *nest, tree var,
			       struct inner_bounds *b);

/* The bounds of the index of level L of NEST, one whose bounds the
   descriptor does not carry, in *B, as those of an inner loop; false
   when they are not in the index of a level it carries.  */
bool alias_range_level_bounds (const struct nest *nest, unsigned l,
			       struct inner_bounds *b);

/* ---- alias-range.cc ---- */

/* Append to RANGES the address ranges of every reference REFS (all the
   nest's) make to BASE, an array NEST does not stage; false, with
   RANGES as it was, when one of them cannot be bounded.  */
bool alias_range_build (const struct nest *nest,
			const vec<struct access> &refs, tree base,
			vec<stage_range> *ranges);

/* Put the words of PLAN's ranges into W.  */
void alias_range_fill_descriptor (const struct stage_plan *plan,
				  struct desc_words *w);

/* Describe PLAN's ranges in the dump file.  */
void alias_range_dump (const struct stage_plan *plan,
		       const struct nest *nest);

/* ---- alias-check.cc ---- */

/* Whether the runtime can compare the address ranges of BASES (pairs,
   from depend_outer_parallel) in AN's nest: each becomes a staged
   section of the descriptor.  */
bool alias_check_possible_p (const struct nest_analysis *an,
			     const vec<tree> &bases);

/* The remarks for a nest blocked on condition that the pairs of BASES
   do not overlap, at LOC.  */
void alias_check_remark (location_t loc, const vec<tree> &bases);

/* Flag ACCBLOCK_SECTION_CHECK_OVERLAP on the sections of PLAN whose
   overlap the clause of AN's nest leaves to the runtime (alias_bases);
   when one of them is not described, flag none, with a missed remark:
   the runtime then runs the nest as written at every dispatch.  */
void alias_check_mark_sections (const struct nest_analysis *an,
				struct stage_plan *plan);

/* ---- alias-guard.cc ---- */

/* Append to SEQ the run-time test, to stand in front of AN's nest (the
   loop at LOC), that the arrays of the pairs BASES lie apart over the
   whole nest, every reference of it included: the same test as the
   dispatch's, whose result, nonzero when they lie apart, goes into the
   new variable *APART.  False, with SEQ as it was, when one of them
   cannot be bounded.  */
bool alias_guard_build (const struct nest_analysis *an,
			const vec<tree> &bases, location_t loc,
			gimple_seq *seq, tree *apart);

/* The remarks for the loop IV at LOC, distributed on condition that the
   pairs of BASES do not overlap.  */
void alias_guard_remark (location_t loc, tree iv, const vec<tree> &bases);

/* The remarks for the nest at LOC, a part of a distributed loop, whose
   pairs of BASES the test in front of that loop found apart.  */
void alias_guard_proven_remark (location_t loc, const vec<tree> &bases);

#endif /* ACCBLOCK_ALIAS_CHECK_H */
