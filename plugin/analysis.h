/* analysis.h -- what the plugin knows of one nest before it decides
   anything about it.

   Why this file exists: the tests that ask whether a nest may be
   blocked, split, staged or checked for overlap at run time (depend.cc,
   split.cc, section.cc, alias-check.cc, serial.cc, infer.cc) all read
   the memory references of the nest.  They are collected once, into one
   struct nest_analysis, which each test reads; the decisions
   (decide.cc) then read the verdicts the tests left there.  The
   pipeline is analyse, decide, rewrite: nothing here changes the nest
   or its GIMPLE.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef ACCBLOCK_ANALYSIS_H
#define ACCBLOCK_ANALYSIS_H

#include "access.h"

/* What the dependence test (depend_test_nest) found of the tile order a
   block clause asks for.  */
struct depend_verdict
{
  bool tested;          /* depend_test_nest ran.  */
  bool need_band;       /* The clause reorders iterations: the levels
			   from 1 to the deepest blocked one must be
			   permutable.  */
  enum unproven reason; /* Why that is not proven, or PROVEN.  */
  tree culprit;         /* Name of the array concerned, or NULL.  */
  tree carried;         /* Array with a proven level-0 dependence.  */
  tree shared;          /* Of those, the first whose element is the same
			   in every iteration of level 0: a scalar in
			   memory, or an element the index does not
			   select.  */
};

/* One nest, analysed once.  */
struct nest_analysis
{
  /* The nest.  The decisions change its clause's effect (levels
     unblocked, split dropped); the analysis itself does not depend on
     what they change.  */
  struct nest *nest;
  /* What defeated access_collect (a call that may access memory, an
     asm, an escaping address), or PROVEN: REFS then holds every memory
     reference of the nest.  */
  enum unproven collected;
  vec<struct access> refs;
  /* The first volatile reference of REFS, or NULL.  */
  const struct access *volatile_ref;
  /* The dependence test of the clause's tile order.  */
  struct depend_verdict verdict;
};

/* Collect the memory references of NEST into AN.  */
void nest_analyse (struct nest *nest, struct nest_analysis *an);

/* Whether AN, made of a nest by nest_probe, which knows no scopes,
   holds for that nest admitted (nest_admit): none of its references,
   and no address that stopped the collection, may be of a variable
   declared inside the nest, which access_collect would now leave
   out.  */
bool nest_analysis_holds_p (const struct nest_analysis *an);

/* Release what nest_analyse allocated.  */
void nest_analysis_release (struct nest_analysis *an);

/* The references of AN when they stand for every access of the nest
   and may be reordered (none is volatile); else NULL.  */
const vec<struct access> *nest_analysis_reorderable
  (const struct nest_analysis *an);

#endif /* ACCBLOCK_ANALYSIS_H */
