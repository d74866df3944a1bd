/* gemm.h -- tiles whose loops are a matrix product, run by the runtime's
   kernel (__accblock_gemm_update, accblock-abi.h "Matrix-product tiles").

   Why this file exists: the outline pass (outline.cc) knows which
   functions are tile functions and what the analysis proved of their
   nest; the loops are recognised later, in SSA form, where scalar
   evolutions give every address and trip count (gemm-match.cc), and
   replaced there (gemm-rewrite.cc).  This private header is what the
   three share: the mark the outline pass leaves on a tile function, and
   the description of the product found in it.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef ACCBLOCK_GEMM_H
#define ACCBLOCK_GEMM_H

#include "accblock-plugin.h"

struct outline;
struct nest_analysis;

/* ---- gemm-mark.cc ---- */

/* What the mark on a tile function allows.  */
enum gemm_mark_flags
{
  GEMM_MARK_TILE = 1,        /* It is a tile function with "gemm" on and
				analysed, non-volatile references.  */
  GEMM_MARK_DISTRIBUTE = 2   /* The analysis proved that the nest's
				level 0 carries no dependence, so that its
				loop may be distributed.  */
};

/* Mark OL's tile function, whose nest AN describes, as one
   gemm-rewrite.cc may look at, when the "gemm" key is on.  */
void gemm_mark_tile (const struct outline *ol,
		     const struct nest_analysis *an);

/* The gemm_mark_flags of FNDECL, 0 when it has no mark.  */
int gemm_mark_of (tree fndecl);

/* ---- gemm-shape.cc ---- */

/* Whether T is the type of the elements the kernel computes in.  */
bool gemm_element_type_p (tree t);

/* Whether the outline pass may mark AN's tile function for the kernel:
   the "gemm" key on, AN's references reorderable, no triangular
   level.  */
bool gemm_candidate_p (const struct nest_analysis *an);

/* Whether the tiles of AN's nest are expected to run in the kernel: a
   candidate whose three loops are its levels, i, k, j, and whose
   references are those of C[i][j] += A[i][k] * B[k][j] (the arithmetic
   is gemm-match.cc's to check, in SSA form).  */
bool gemm_expected_p (const struct nest_analysis *an);

/* ---- The product found ---- */

/* Bytes of one element.  */
#define GEMM_ELEMENT 8

/* An affine address {BASE, +, STEP[LOOP]} over the three loops of the
   product, in bytes; a STEP of NULL_TREE is 0.  */
struct gemm_address
{
  tree base;
  tree step[3];
};

/* The loops of the product, outermost first.  */
enum gemm_loop { GEMM_I, GEMM_K, GEMM_J };

/* A matrix product found in a tile function: C[i][j] += (s *) A[i][k] *
   B[k][j] over LOOP[GEMM_I], LOOP[GEMM_K], LOOP[GEMM_J].  Every tree is
   valid on the preheader edge of LOOP[GEMM_I].  */
struct gemm_match
{
  class loop *loop[3];
  tree trips[3];            /* Iterations of each loop per entry.  */
  struct gemm_address a, b, c;
  tree scale;               /* S, or NULL_TREE.  */
  gimple *store;            /* The store to C[i][j].  */
  bool distribute;          /* LOOP[GEMM_I] also runs statements before
			       the k loop (C[i][j] *= beta): the product
			       runs after all its iterations.  */
};

/* ---- gemm-evolution.cc ---- */

/* Whether STEP is the constant N.  */
bool gemm_step_is_p (tree step, HOST_WIDE_INT n);

/* The evolution of the address of REF, read or written by STMT, in the
   loops of M as seen on the preheader edge of M's i loop, into OUT;
   EXTRA, when not NULL, is one more loop it may move in, by
   *EXTRA_STEP.  False when it is not affine in them.  */
bool gemm_decompose_address (const struct gemm_match *m, tree ref,
			     gimple *stmt, class loop *extra,
			     tree *extra_step, struct gemm_address *out);

/* Whether two decomposed addresses are equal.  */
bool gemm_same_address_p (const struct gemm_address *x,
			  const struct gemm_address *y);

/* Whether ADDR moves by one element in loop UNIT, not at all in loop
   NONE, and by a whole number of elements in loop ROW.  */
bool gemm_address_shape_p (const struct gemm_address *addr,
			   enum gemm_loop unit, enum gemm_loop none,
			   enum gemm_loop row);

/* The iterations LOOP runs each time it is entered, valid in front of
   M's i loop and the same at every entry; NULL_TREE when unknown.  */
tree gemm_loop_trips (const struct gemm_match *m, class loop *loop);

/* ---- gemm-match.cc ---- */

/* Whether LOOP is an innermost loop whose one store writes the sum of a
   load and a product, as the update of a product does: a test that
   needs no scalar evolutions, so that a function without such a loop is
   left as it is.  */
bool gemm_update_shape_p (class loop *loop);

/* Call VISIT on each statement after LOOP using a value LOOP computes,
   until it returns true; return whether it did.  */
bool gemm_each_use_after (class loop *loop, bool (*visit) (gimple *));

/* Whether LOOP, an innermost loop of the current function (in loop-closed
   form or not, with scalar evolutions initialised), is the j loop of a
   matrix product over the two loops around it; fill *M if so.  Mark
   flags MARK allow a distributed i loop.  */
bool gemm_match_loop (class loop *loop, int mark, struct gemm_match *m);

/* ---- gemm-rewrite.cc ---- */

/* Register the pass that replaces matrix products in tile functions.  */
void gemm_register_pass (const char *plugin_name);

#endif /* ACCBLOCK_GEMM_H */
