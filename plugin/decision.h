/* decision.h -- how one nest is to be blocked, as decided: the record
   the rewrite reads.

   Why this file exists: the blocking of a nest is decided in one of
   three ways: from the clause the user wrote (decide-clause.cc), as
   the baseline of a nest without clause (-fopenacc-block), or by
   inference (-fauto-block, infer.cc).  Inference used to hand its
   choice on as a clause that nest discovery matched again by name, so
   that the nest was found and analysed twice.  Each way now fills one
   struct blocking_decision, by level and with its origin;
   nest_apply_decision (nest.h) lays it on the nest it applies to, and
   the rewrite (outline*.cc, section.cc) reads it there, never a clause.
   Only a plain record lives here, so that nest.h can point to it.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef ACCBLOCK_DECISION_H
#define ACCBLOCK_DECISION_H

#include "accblock-plugin.h"

/* Where the blocking of a nest comes from.  */
enum blocking_origin
{
  BLOCKING_WRITTEN,      /* A block (or tile) clause the user wrote.  */
  BLOCKING_IMPLICIT,     /* No clause: block(OUTER:1), -fopenacc-block's
			    baseline.  */
  BLOCKING_INFERRED,     /* -fauto-block: the model chose the sizes.  */
  BLOCKING_AT_RUN_TIME   /* -fauto-block: the levels are chosen, the
			    runtime sizes them (ACCBLOCK_NEST_INFER_*).  */
};

/* The blocking decided for one nest.  The later decisions on the
   analysed nest (decide.h: a fallback to the original order, a split
   dropped) change the nest's levels, not this record, which keeps what
   was asked for: the remarks compare the two.  */
struct blocking_decision
{
  enum blocking_origin origin;
  /* With BLOCKING_AT_RUN_TIME, why the runtime chooses (a phrase to
     translate); else NULL.  */
  const char *why;
  location_t where;           /* The block clause; the pragma when none
				 was written.  */
  location_t split_where;     /* The split clause; the pragma when the
				 split was inferred.  */
  const char *text;           /* The clause as written or inferred,
				 "block(i:32, j:?)"; "" without one.  */
  class loop *outer;          /* The outer loop of the nest it is for.  */
  unsigned nlevels;           /* Deepest blocked level + 1.  */
  unsigned HOST_WIDE_INT block[ACCBLOCK_MAX_LEVELS];  /* Tile sizes in
				 iterations, 0 = not blocked; 1 as a
				 placeholder when SIZES_AT_RUN_TIME.  */
  bool sizes_at_run_time;     /* The runtime chooses the sizes: those of
				 BLOCKING_AT_RUN_TIME, and the outer level
				 of an implicit nest (noblock-runtime).  */
  bool all_loops_counted;     /* With BLOCKING_AT_RUN_TIME: the levels are
				 all the nest's loops, so that the runtime
				 may judge from their trip counts whether
				 the dispatch pays.  */
  /* With BLOCKING_AT_RUN_TIME of a synthetic clause flagged SKEWED:
     levels 0 .. SKEW_LEVELS - 1 (>= 2, all blocked) are tiled in skewed
     coordinates with the coefficients SKEW_COEF (skew.cc,
     ACCBLOCK_NEST_SKEWED); 0 otherwise.  */
  unsigned skew_levels;
  unsigned skew_coef[ACCBLOCK_MAX_LEVELS];
  unsigned split_level;       /* split(index:groups): the inner level whose
				 tiles run in SPLIT_GROUPS groups, or 0.  */
  unsigned HOST_WIDE_INT split_groups;
};

#endif /* ACCBLOCK_DECISION_H */
