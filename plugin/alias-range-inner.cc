/* alias-range-inner.cc -- the bounds of the index of an inner loop of
   a nest, for the address range of the run-time alias check.

   Why this file exists: an array subscripted by the index j of a loop
   of an imperfect nest's body ("for (i) { for (k) for (j = 0; j <= i;
   j++) C[i][j] += ...; }") touches, over the whole nest, the elements
   that j's loop lets j reach: between its bounds, each a value of the
   dispatch or, as in syrk, a multiple of an outer level's index plus
   one.  alias-range.cc asks this file for those bounds.  They hold only
   where the program can see no other value of j: j must be the index of
   canonical for loops only, all with the same bounds, and every use of
   j must lie inside one of them, not after it (where j holds its exit
   value) nor before (where it holds anything).  A bound read from
   memory, or computed from what the nest changes, gives no bounds.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "alias-check.h"
#include "nest-internal.h"
#include "cfgexpand.h"  /* gimple_assign_rhs_to_tree */

/* See alias-check.h.  */

bool
alias_range_level_known_p (const struct nest *nest, unsigned l)
{
  return l < nest->ndesc && (l == 0 || nest->level[l].evaluated);
}

/* Callback of walk_tree: a part of a bound that may change while the
   nest runs, or that cannot be evaluated safely in front of it (a load,
   a call, a division).  */

static tree
unsafe_part (tree *tp, int *walk_subtrees, void *data)
{
  const struct nest *nest = (const struct nest *) data;
  tree t = *tp;
  *walk_subtrees = 1;
  switch (TREE_CODE (t))
    {
    case INTEGER_CST:
    case NOP_EXPR:
    case CONVERT_EXPR:
    case PLUS_EXPR:
    case MINUS_EXPR:
    case MULT_EXPR:
    case NEGATE_EXPR:
      return NULL_TREE;
    case PARM_DECL:
    case VAR_DECL:
      if (INTEGRAL_TYPE_P (TREE_TYPE (t)) && !TREE_STATIC (t)
	  && !DECL_EXTERNAL (t) && !TREE_ADDRESSABLE (t)
	  && !TREE_THIS_VOLATILE (t) && !nest->written->contains (t))
	return NULL_TREE;
      return t;
    default:
      return t;
    }
}

/* E, a bound of an inner loop of NEST, as COEF * IV(*LEVEL) + *VALUE
   plus ADJUST, *VALUE a word valid in front of the nest.  */

static bool
bound_form (const struct nest *nest, tree e, HOST_WIDE_INT adjust,
	    int *level, HOST_WIDE_INT *coef, tree *value)
{
  if (!e || !INTEGRAL_TYPE_P (TREE_TYPE (e)))
    return false;
  tree word = desc_word_type ();
  if (DECL_P (e) && nest_level_of_iv (nest, e) >= 0)
    {
      *level = nest_level_of_iv (nest, e);
      *coef = 1;
      *value = build_int_cst (word, adjust);
      return true;
    }
  if (TREE_CODE (e) == SSA_NAME)
    {
      gimple *def = SSA_NAME_DEF_STMT (e);
      if (def && is_gimple_assign (def)
	  && nest_region_p (nest, gimple_bb (def)))
	return bound_form (nest, gimple_assign_rhs_to_tree (def), adjust,
			   level, coef, value);
    }
  if ((TREE_CODE (e) == PLUS_EXPR || TREE_CODE (e) == MINUS_EXPR)
      && DECL_P (TREE_OPERAND (e, 0))
      && TREE_CODE (TREE_OPERAND (e, 1)) == INTEGER_CST
      && tree_fits_shwi_p (TREE_OPERAND (e, 1)))
    {
      HOST_WIDE_INT k = tree_to_shwi (TREE_OPERAND (e, 1)), sum;
      if (TREE_CODE (e) == MINUS_EXPR)
	k = -k;
      return k != HOST_WIDE_INT_MIN && !__builtin_add_overflow (adjust, k, &sum)
	     && bound_form (nest, TREE_OPERAND (e, 0), sum, level, coef, value);
    }
  tree inv = nest_invariant_expr (nest, e);
  if (!inv || walk_tree_without_duplicates (&inv, unsafe_part,
					    CONST_CAST (struct nest *, nest)))
    return false;
  *level = -1;
  *coef = 0;
  /* In wrapping 64-bit arithmetic: an extreme bound gives a range the
     runtime finds absurd, never undefined behaviour here.  */
  tree u64 = long_long_unsigned_type_node;
  *value = fold_convert (word, fold_build2 (PLUS_EXPR, u64,
					    fold_convert (u64, unshare_expr (inv)),
					    build_int_cst (u64, adjust)));
  return true;
}

/* The bounds of the index of LOOP, analysed as LV, in *B.  */

static bool
loop_bounds (const struct nest *nest, const struct nest_level *lv,
	     struct inner_bounds *b)
{
  tree type = TREE_TYPE (lv->iv);
  if (TYPE_UNSIGNED (type) || TYPE_UNSIGNED (lv->cmp_type)
      || TYPE_PRECISION (type) > 64 || !lv->init_stmt || !lv->init)
    return false;
  bool up = lv->step > 0;
  /* The bound end of the range is the last value the exit test lets in
     (analyse_level has made the test agree with the direction).  */
  HOST_WIDE_INT last = nest_level_last_offset (lv);
  tree lower = up ? lv->init : lv->bound, upper = up ? lv->bound : lv->init;
  int lower_level, upper_level;
  if (!bound_form (nest, lower, up ? 0 : last, &lower_level,
		   &b->first_coef, &b->first)
      || !bound_form (nest, upper, up ? last : 0, &upper_level,
		      &b->last_coef, &b->last))
    return false;
  if (lower_level >= 0 && upper_level >= 0 && lower_level != upper_level)
    return false;
  b->level = lower_level >= 0 ? lower_level : upper_level;
  /* The level's IV must hold its tile's value wherever the loop runs.  */
  return b->level < 0
	 || (alias_range_level_known_p (nest, b->level)
	     && flow_bb_inside_loop_p (nest->level[b->level].loop,
				       lv->loop->header));
}

static bool
same_bounds_p (const struct inner_bounds *a, const struct inner_bounds *b)
{
  return a->level == b->level && a->first_coef == b->first_coef
	 && a->last_coef == b->last_coef && operand_equal_p (a->first, b->first)
	 && operand_equal_p (a->last, b->last);
}

/* See stage.h.  */

bool
alias_range_level_bounds (const struct nest *nest, unsigned l,
			  struct inner_bounds *b)
{
  const struct nest_level *level = &nest->level[l];
  return l < nest->depth && level->iv && !level->noncanonical
	 && loop_bounds (nest, level, b);
}

/* Whether STMT, which mentions VAR, sees it only as one of LOOPS (each
   of whose index is VAR) lets it: their own init, test or increment,
   or a statement inside one of them.  */

static bool
stmt_sees_loop_value_p (const vec<struct nest_level> &loops, gimple *stmt)
{
  for (const struct nest_level &lv : loops)
    if (stmt == lv.init_stmt || stmt == lv.incr || stmt == lv.cond
	|| stage_iv_in_range_at (&lv, stmt))
      return true;
  return false;
}

/* Whether every statement of NEST that mentions VAR sees it as LOOPS
   let it.  */

static bool
every_use_in_loops_p (const struct nest *nest, tree var,
		      const vec<struct nest_level> &loops)
{
  for (basic_block bb : nest->region)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (is_gimple_debug (stmt))
	  continue;
	bool mentions = false;
	for (unsigned i = 0; i < gimple_num_ops (stmt) && !mentions; i++)
	  mentions = nest_operand_mentions_p (gimple_op (stmt, i), var);
	if (mentions && !stmt_sees_loop_value_p (loops, stmt))
	  return false;
      }
  return true;
}

/* See alias-check.h: the loops of the region that test VAR must all be
   canonical with VAR as their index and the same bounds, and every use
   of VAR lie inside one.  */

bool
alias_range_inner_bounds (const struct nest *nest, tree var,
			  struct inner_bounds *b)
{
  auto_vec<struct nest_level> loops;
  if (nest_level_of_iv (nest, var) >= 0)
    return false;
  for (basic_block bb : nest->region)
    {
      class loop *loop = nest_inner_loop_headed_by (nest, bb);
      gimple *last = last_stmt (bb);
      if (!loop || !last || gimple_code (last) != GIMPLE_COND
	  || (gimple_cond_lhs (last) != var && gimple_cond_rhs (last) != var))
	continue;
      struct nest_level lv;
      memset (&lv, 0, sizeof lv);
      lv.loop = loop;
      struct inner_bounds these;
      if (analyse_level (&lv, NULL) || lv.iv != var
	  || !loop_bounds (nest, &lv, &these)
	  || (!loops.is_empty () && !same_bounds_p (b, &these)))
	return false;
      *b = these;
      loops.safe_push (lv);
    }
  return !loops.is_empty () && every_use_in_loops_p (nest, var, loops);
}

