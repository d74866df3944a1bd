/* depend.h -- the dependence tests of depend.cc.

   Why this file exists: the decisions (decide.cc), the split test
   (split.cc), the serial test (serial.cc), inference (infer.cc) and the
   messages of several files read what depend.cc finds of a nest's
   analysis (analysis.h); this private header declares it.  The tests
   only find: they change neither the nest nor its clause.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef ACCBLOCK_DEPEND_H
#define ACCBLOCK_DEPEND_H

#include "analysis.h"

/* What keeps the outer loop of a nest from being proven parallel.  */
enum depend_outer
{
  DEPEND_OUTER_PARALLEL,  /* Nothing: no two iterations of level 0 touch
			     the same element when one of them writes it.  */
  DEPEND_OUTER_CALL,      /* A call that may access memory.  */
  DEPEND_OUTER_ASM,       /* An asm statement.  */
  DEPEND_OUTER_ADDRESS,   /* The address of shared storage escapes.  */
  DEPEND_OUTER_VOLATILE,  /* A volatile access.  */
  DEPEND_OUTER_OVERLAP,   /* Two written or read objects may overlap.  */
  DEPEND_OUTER_SUBSCRIPT, /* A subscript is not affine in the indices,
			     or may wrap.  */
  DEPEND_OUTER_SHAPE,     /* One object is read in two shapes (numbers of
			     dimensions, row or element sizes).  */
  DEPEND_OUTER_DISTANCE,  /* Coupled subscripts: the distance on level 0
			     is not known.  */
  DEPEND_OUTER_CARRIED    /* A dependence with a non-zero distance on
			     level 0.  */
};

/* Test whether the tile order the clause of AN's nest implies keeps
   every dependence, and what level 0 carries: fill AN->verdict, which
   decide_nest reads.  */
void depend_test_nest (struct nest_analysis *an);

/* Warn at each reference of AN's nest, a loop declared independent,
   that provably races between the iterations of level 0: once per
   reference; the first warning gets the note on "seq".  Returns
   whether one was shown at a reference to the object AN's verdict
   names as shared (which then needs no warning of its own).  */
bool depend_report_races (const struct nest_analysis *an);

/* Whether the tiles of level L of AN's nest may run as outer tasks:
   L > 0, every memory reference analysed, none volatile, no pair with a
   write relating iterations with different values of level L's IV, and
   the "parallel-tiles" setting on.  */
bool depend_tiles_parallel_p (const struct nest_analysis *an, unsigned l);

/* Whether tiling levels 1 .. NEST->nlevels - 1 of AN's nest in any
   combination is proven to keep every dependence (the levels inside the
   parallel one are permutable).  */
bool depend_inner_levels_permutable (const struct nest_analysis *an);

/* Set PARALLEL[L] for each level L < NEST->depth of AN's nest
   (depend_tiles_parallel_p).  PARALLEL[0] is false: level 0 is parallel
   by the pragma.  */
void depend_parallel_levels (const struct nest_analysis *an, bool *parallel);

/* Whether the outer loop of AN's nest, a nest without pragma, is
   provably parallel: every memory reference analysed and no pair with a
   write at a non-zero distance on level 0.  Scalars are the caller's.
   On failure *CULPRIT names the object concerned and *OTHER the one it
   may overlap (either may be NULL_TREE).  With CHECKED, two exactly
   described references whose different bases may overlap do not stop
   the test: it goes on as if they lay apart and pushes the two bases
   onto CHECKED, once per pair, for a run-time check of their address
   ranges (alias-check.cc).  */
enum depend_outer depend_outer_parallel (const struct nest_analysis *an,
					 tree *culprit, tree *other,
					 vec<tree> *checked = NULL);

/* As depend_outer_parallel, for level L of AN's nest across the whole
   nest: no pair with a write relates iterations with different values
   of level L's induction variable, whatever the other levels' values
   (every dependence has distance 0 on level L).  */
enum depend_outer depend_level_parallel (const struct nest_analysis *an,
					 unsigned l, tree *culprit,
					 tree *other,
					 vec<tree> *checked = NULL);

/* How the pair W (a write) and R relates iterations of NEST with
   different values of level L.  */
enum depend_outer depend_pair_along_level (const struct nest *nest,
					   unsigned l, const struct access *w,
					   const struct access *r);

/* Whether the pair W (a write) and R of NEST is described exactly
   enough to give a constant distance on every level: on success DIST[L]
   (L < NEST->depth) is the value of R's induction variable of level L
   minus W's where the two touch one element, and *MEET tells whether
   they ever do (false: never, DIST unset).  False when some distance
   is not a known constant, the two may overlap without one base, or a
   subscript may wrap.  */
bool depend_pair_constant_distances (const struct nest *nest,
				     const struct access *w,
				     const struct access *r,
				     HOST_WIDE_INT *dist, bool *meet);

/* As depend_pair_constant_distances, but a level whose index appears
   in neither W nor R (a time loop around the references) has any
   distance: its bit (1 << L) goes into *FREE and DIST[L] is 0.  */
bool depend_pair_distances_free (const struct nest *nest,
				 const struct access *w,
				 const struct access *r, HOST_WIDE_INT *dist,
				 unsigned *free, bool *meet);

/* Whether A and B, both analysed, always access the same element: one
   base seen with one shape, and equal affine subscripts.  */
bool depend_same_element_p (const struct access *a, const struct access *b);

/* ACC, a reference of NEST, as the user would write it, rebuilt from
   its affine subscripts: "a[i - 1][j]", "(*p)[i]".  Malloc'd.  */
char *depend_reference_text (const struct nest *nest,
			     const struct access *acc);

/* The name of the object ACC accesses, for messages.  */
tree depend_access_name (const struct access *acc);

/* The variable the pointer PTR of a nest was computed from (following
   copies and pointer arithmetic), or NULL_TREE.  */
tree depend_pointer_origin (tree ptr);

/* Whether DECL is a parameter of the current function declared as a
   restrict-qualified pointer that it never assigns and whose address it
   never takes: storage modified through it is reached through no
   pointer not based on it, in the nest's tiles as in the function.  */
bool depend_restrict_parm_p (tree decl);

/* Whether BASES, pairs of bases, lists A with B, in either order.  */
bool depend_pair_listed_p (const vec<tree> &bases, tree a, tree b);

/* Whether the runtime keeps ACC of NEST apart from every reference to
   the array BASE indexes, which the dependence test compares with it:
   a run-time test of their address ranges (the nest's own, or one in
   front of the loop it was distributed from) found them apart, or else
   the nest runs as written, in main memory.  */
bool depend_checked_apart_p (const struct nest *nest,
			     const struct access *acc, tree base);

/* The name of the variable REF (a reference, or a decl or pointer a
   reference indexes) accesses, for messages; "memory" when it has none.  */
tree depend_object_name (tree ref);

#endif /* ACCBLOCK_DEPEND_H */
