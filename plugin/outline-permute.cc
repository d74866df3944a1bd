/* outline-permute.cc -- permute the two innermost loops of a tile so
   that the innermost one walks memory with stride 1.

   Why this file exists: a nest written with its innermost loop down a
   column ("for (j) for (i) a[i][j] = ...") keeps that order in its
   tiles, one cache line per element.  Beyond the paper, which keeps the
   order, the tile function runs such a tile with the two loops swapped
   when the dependence test allows it: the clause's levels keep their
   meaning (which indices a tile covers, the tiles' order), only the
   order of the iterations inside one tile changes.  GCC's own
   -floop-interchange cannot do it there: it runs after unroll-and-jam,
   which the host target's tiles get (outline-tile.cc) and which leaves
   no perfect nest behind, and it gives up on the run-time row strides
   of staged blocks.

   The swap is only made where it is plainly one: the two loops are the
   two innermost of the nest, both strip-mined levels (their ranges come
   from the tile, not from each other's index) or level 0 around a loop
   the tile runs whole from and to values that do not change (the host
   target often blocks level 0 alone), the outer one holds
   nothing but the inner loop, its own exit test and increment and the
   inner loop's start, and no scalar carries a value between iterations
   (a reduction's order of summation would change).  Legality: the
   levels inside the parallel one are permutable (depend.cc, which
   counts a pair of arrays checked apart at run time as a dependence,
   since the runtime runs the tile function over the whole nest when
   they overlap), and a swap with level 0 needs level 0 proven
   parallel.  Profitability: the inner level indexes a dimension that
   is not the last one more often than the outer level does, and the
   outer level indexes the last dimension of some reference.

   The swap itself exchanges the two loops' controls before
   strip-mining: each IV's increment moves to the other loop's latch,
   the inner loop's start statement goes (strip-mining sets each IV from
   the tile in front of the loop that now runs it; a loop run whole
   takes its start and its exit test to the outer loop instead), and
   the levels'
   loop fields are exchanged while strip-mining and staging read them,
   so that each level's IV is set, counted and tested by the loop that
   now runs it.  "interchange=no" turns it off.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "outline.h"
#include "depend.h"

/* Whether STMT, in the outer loop P of the pair (P, Q) of NEST but not
   in Q, may stay where it is when the loops swap.  */

static bool
outer_stmt_ok_p (const struct nest_level *p, const struct nest_level *q,
		 gimple *stmt)
{
  switch (gimple_code (stmt))
    {
    case GIMPLE_LABEL:
    case GIMPLE_DEBUG:
    case GIMPLE_NOP:
      return true;
    default:
      return stmt == p->cond || stmt == p->incr || stmt == q->init_stmt;
    }
}

/* Whether levels P and Q (Q = P + 1) of NEST form a perfect pair of
   canonical loops whose controls may be exchanged.  */

static bool
perfect_pair_p (const struct nest *nest, unsigned p, unsigned q)
{
  const struct nest_level *lp = &nest->level[p], *lq = &nest->level[q];
  if (!lp->iv || !lq->iv || lp->noncanonical || lq->noncanonical
      || !lp->incr || !lq->incr || !lq->init_stmt
      || lp->loop->inner != lq->loop || lq->loop->next || lq->loop->inner
      || gimple_bb (lp->incr) != lp->loop->latch
      || gimple_bb (lq->incr) != lq->loop->latch
      || !flow_bb_inside_loop_p (lp->loop, gimple_bb (lq->init_stmt))
      || flow_bb_inside_loop_p (lq->loop, gimple_bb (lq->init_stmt)))
    return false;
  basic_block *bbs = get_loop_body (lp->loop);
  bool ok = true;
  for (unsigned i = 0; i < lp->loop->num_nodes && ok; i++)
    {
      if (bbs[i]->loop_father != lp->loop)
	continue;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bbs[i]);
	   !gsi_end_p (gsi) && ok; gsi_next (&gsi))
	ok = outer_stmt_ok_p (lp, lq, gsi_stmt (gsi));
    }
  free (bbs);
  return ok;
}

/* Whether every scalar of OL is read only, an address, or private to
   each iteration: none carries a value from one iteration to another,
   whose order the swap would change.  */

static bool
no_carried_scalar_p (const struct outline *ol)
{
  unsigned i;
  struct capture *cap;
  FOR_EACH_VEC_ELT (ol->captures, i, cap)
    if (cap->kind != CAPTURE_VALUE && cap->kind != CAPTURE_ADDRESS
	&& cap->kind != CAPTURE_PRIVATE)
      return false;
  return !ol->ordered && ol->float_reductions == 0;
}

/* Whether no two of ACCESSES relate iterations of NEST with different
   values of level 0.  */

static bool
level0_parallel_p (const struct nest *nest,
		   const vec<struct access> &accesses)
{
  for (unsigned a = 0; a < accesses.length (); a++)
    for (unsigned b = a; b < accesses.length (); b++)
      {
	const struct access *w = &accesses[a], *r = &accesses[b];
	if (!w->write)
	  std::swap (w, r);
	if (w->write
	    && depend_pair_along_level (nest, 0, w, r) != DEPEND_OUTER_PARALLEL)
	  return false;
      }
  return true;
}

/* Whether swapping levels P and P + 1 keeps every dependence of AN's
   nest.  */

static bool
swap_legal_p (const struct nest_analysis *an, unsigned p)
{
  const vec<struct access> *refs = nest_analysis_reorderable (an);
  if (!refs || !depend_inner_levels_permutable (an))
    return false;
  return p > 0 || level0_parallel_p (an->nest, *refs);
}

/* How many references of REFS index a dimension other than their last
   with level L's IV (a stride of a row or more); and in *LAST, how
   many index their last dimension with it alone.  */

static unsigned
far_strides (const vec<struct access> &refs, unsigned l, unsigned *last)
{
  unsigned far = 0;
  *last = 0;
  for (const struct access &acc : refs)
    {
      if (access_row_stride_p (&acc, l))
	far++;
      else if (access_walks_level_p (&acc, l))
	++*last;
    }
  return far;
}

/* Whether the innermost loop walks memory better with level P inside
   level Q.  */

static bool
swap_profitable_p (const struct nest_analysis *an, unsigned p, unsigned q)
{
  if (an->collected != PROVEN)
    return false;
  unsigned p_last, q_last;
  unsigned p_far = far_strides (an->refs, p, &p_last);
  unsigned q_far = far_strides (an->refs, q, &q_last);
  return q_far > p_far && p_last > 0;
}

/* Whether OP, an operand of the start or the exit test of an inner
   loop of NEST, has the same value wherever the nest runs: a constant,
   a temporary computed in front of the nest, or a local the nest does
   not assign and no pointer reaches.  */

static bool
invariant_operand_p (const struct nest *nest, tree op)
{
  if (is_gimple_min_invariant (op))
    return true;
  if (TREE_CODE (op) == SSA_NAME)
    {
      gimple *def = SSA_NAME_DEF_STMT (op);
      return !def || !gimple_bb (def)
	     || !nest_region_p (nest, gimple_bb (def));
    }
  return (VAR_P (op) || TREE_CODE (op) == PARM_DECL)
	 && !TREE_ADDRESSABLE (op) && !TREE_STATIC (op)
	 && !DECL_EXTERNAL (op) && !TREE_THIS_VOLATILE (op)
	 && !nest->written->contains (op);
}

/* Whether level Q of NEST, which the tile runs whole (no level of the
   descriptor), may have its loop control moved to the outer loop: it
   starts from and is tested against values that do not change.  */

static bool
whole_level_movable_p (const struct nest *nest, unsigned q)
{
  const struct nest_level *lq = &nest->level[q];
  gimple *init = lq->init_stmt;
  if (!init || !gimple_assign_single_p (init)
      || !invariant_operand_p (nest, gimple_assign_rhs1 (init)))
    return false;
  tree lhs = gimple_cond_lhs (lq->cond), rhs = gimple_cond_rhs (lq->cond);
  return (lhs == lq->iv && invariant_operand_p (nest, rhs))
	 || (rhs == lq->iv && invariant_operand_p (nest, lhs));
}

/* See outline.h.  A pair whose inner level is no level of the
   descriptor (the host target often blocks level 0 alone) is taken
   when the outer one is level 0: the swap then needs only level 0
   proven parallel.  */

bool
permute_tile_levels_p (const struct nest *nest)
{
  /* A triangular level's bounds read an outer level's IV: the two do
     not exchange.  */
  if (!accblock_settings.interchange || nest->depth < 2
      || nest_has_triangular_p (nest))
    return false;
  unsigned q = nest->depth - 1, p = q - 1;
  bool whole = q == nest->nlevels && p == 0;
  return (q == nest->nlevels - 1 || whole)
	 && strip_mined_p (nest, p) && (whole || strip_mined_p (nest, q))
	 && nest->level[p].block != 1 && nest->level[q].block != 1;
}

/* See outline.h.  */

bool
permute_tile_choose (struct outline *ol, const struct nest_analysis *an)
{
  const struct nest *nest = ol->nest;
  if (!permute_tile_levels_p (nest))
    return false;
  unsigned q = nest->depth - 1, p = q - 1;
  bool whole = q == nest->nlevels && p == 0;
  if ((ol->live_out_ivs & ((1u << p) | (1u << q)))
      || !no_carried_scalar_p (ol) || !perfect_pair_p (nest, p, q)
      || (whole && !whole_level_movable_p (nest, q))
      || !swap_profitable_p (an, p, q) || !swap_legal_p (an, p))
    return false;
  ol->permute = true;
  ol->permute_whole = whole;
  ol->permuted = p;
  return true;
}

/* Exchange the loop fields of levels P and P + 1 of NEST.  */

static void
swap_loop_fields (struct nest *nest, unsigned p)
{
  struct nest_level *a = &nest->level[p], *b = &nest->level[p + 1];
  std::swap (a->loop, b->loop);
  std::swap (a->cond, b->cond);
  std::swap (a->continue_on_true, b->continue_on_true);
  std::swap (a->entry, b->entry);
}

/* Move STMT to the end of BB, in front of its control statement.  */

static void
move_to_latch (gimple *stmt, basic_block bb)
{
  gimple_stmt_iterator from = gsi_for_stmt (stmt);
  gimple_stmt_iterator to = gsi_last_bb (bb);
  if (!gsi_end_p (to) && stmt_ends_bb_p (gsi_stmt (to)))
    gsi_move_before (&from, &to);
  else
    gsi_move_to_bb_end (&from, bb);
}

/* Give the outer loop of the pair (LP, LQ) the start and the exit test
   of LQ's loop, which the tile runs whole: its start moves in front of
   the outer loop, its test replaces the outer one's (strip-mining then
   gives the inner loop LP's count).  */

static void
move_whole_control (const struct nest_level *lp, const struct nest_level *lq)
{
  basic_block pre = lp->entry->src;
  if (!single_succ_p (pre))
    pre = split_edge (lp->entry);
  gimple_stmt_iterator from = gsi_for_stmt (lq->init_stmt);
  gimple_stmt_iterator to = gsi_last_bb (pre);
  if (!gsi_end_p (to) && stmt_ends_bb_p (gsi_stmt (to)))
    gsi_move_before (&from, &to);
  else
    gsi_move_to_bb_end (&from, pre);
  enum tree_code code = gimple_cond_code (lq->cond);
  if (lp->continue_on_true != lq->continue_on_true)
    code = invert_tree_comparison (code, false);
  gimple_cond_set_code (lp->cond, code);
  gimple_cond_set_lhs (lp->cond, gimple_cond_lhs (lq->cond));
  gimple_cond_set_rhs (lp->cond, gimple_cond_rhs (lq->cond));
}

/* See outline.h.  */

void
permute_tile_apply (struct outline *ol)
{
  struct nest *nest = ol->nest;
  unsigned p = ol->permuted, q = p + 1;
  struct nest_level *lp = &nest->level[p], *lq = &nest->level[q];
  class loop *outer = lp->loop, *inner = lq->loop;
  if (ol->permute_whole)
    move_whole_control (lp, lq);
  else
    {
      /* Strip-mining sets each IV from the tile in front of its loop.  */
      gimple_stmt_iterator gsi = gsi_for_stmt (lq->init_stmt);
      gsi_remove (&gsi, true);
      lq->init_stmt = NULL;
    }
  move_to_latch (lp->incr, inner->latch);
  move_to_latch (lq->incr, outer->latch);
  swap_loop_fields (nest, p);
  accblock_remark (nest->loc, "loops %qD and %qD of the tile permuted: "
		   "%qD inside walks memory with stride 1",
		   lp->iv, lq->iv, lp->iv);
}

/* See outline.h.  */

void
permute_tile_restore (struct outline *ol)
{
  swap_loop_fields (ol->nest, ol->permuted);
}
