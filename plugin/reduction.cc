/* reduction.cc -- integer scalars a nest only updates as S = S op X.

   Why this file exists: a scalar that carries a value from one
   iteration to the next ties the tiles to the loops' order, unless the
   order cannot show in the result.  For an integer updated only by
   + - * & | ^ (one group of them) it cannot: the program computes
   modulo 2^bits, where those operators are associative and commutative,
   so any grouping of the updates gives the same bits.  The tiles then
   run in parallel on partial results (accblock-abi.h).  This file
   recognises such scalars in GIMPLE before SSA, where S is still one
   variable and the gimplifier's temporaries are SSA names: either
   "S = S op X" in S's type, or, for types narrower than int, the
   promoted form "T1 = (W) S; T2 = T1 op X; S = (T) T2" with W at least
   as wide as S.  max and min (S = X > S ? X : S, which GCC folds to
   MAX_EXPR, or "if (S < X) S = X;") are associative and commutative
   too, but only in S's own type: truncating a wider maximum is not the
   maximum of the truncated values.  Floating point is left out on
   purpose: a different grouping rounds differently.  Unless the program
   itself allowed it: a reduction clause on a float, double, long double
   or _Complex float or double scalar (privatize.cc) makes the same
   forms, in the scalar's own type, a reduction whose partial results
   the runtime combines in tile order (accblock-abi.h), so that every
   run gives the same bits.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "outline.h"
#include "reduction.h"

/* The reduction group of CODE: PLUS_EXPR for + and -, CODE itself for
   * & | ^ max min, ERROR_MARK for anything else.  */

static enum tree_code
group_of (enum tree_code code)
{
  switch (code)
    {
    case PLUS_EXPR:
    case MINUS_EXPR:
      return PLUS_EXPR;
    case MULT_EXPR:
    case BIT_AND_EXPR:
    case BIT_IOR_EXPR:
    case BIT_XOR_EXPR:
    case MAX_EXPR:
    case MIN_EXPR:
      return code;
    default:
      return ERROR_MARK;
    }
}

/* Whether TYPE is an integer type whose values fill its mode, at most
   64 bits wide: the runtime combines partials in whole bytes.  Booleans
   and enumerations are left out (a conversion to _Bool is not a
   truncation).  */

bool
nest_reducible_type_p (tree type)
{
  if (TREE_CODE (type) != INTEGER_TYPE || !tree_fits_uhwi_p (TYPE_SIZE (type)))
    return false;
  unsigned bits = TYPE_PRECISION (type);
  return bits == tree_to_uhwi (TYPE_SIZE (type))
	 && (bits == 8 || bits == 16 || bits == 32 || bits == 64);
}

/* Whether some operand of STMT mentions DECL.  */

static bool
stmt_mentions_p (gimple *stmt, tree decl)
{
  for (unsigned i = 0; i < gimple_num_ops (stmt); i++)
    if (nest_operand_mentions_p (gimple_op (stmt, i), decl))
      return true;
  return false;
}

int
nest_float_reduction_type (tree type)
{
  machine_mode mode = TYPE_MODE (type);
  if (TREE_CODE (type) == REAL_TYPE && !DECIMAL_FLOAT_TYPE_P (type))
    {
      if (mode == TYPE_MODE (float_type_node))
	return ACCBLOCK_FLOAT_FLOAT;
      if (mode == TYPE_MODE (double_type_node))
	return ACCBLOCK_FLOAT_DOUBLE;
      if (mode == TYPE_MODE (long_double_type_node))
	return ACCBLOCK_FLOAT_LONG_DOUBLE;
    }
  else if (TREE_CODE (type) == COMPLEX_TYPE
	   && TREE_CODE (TREE_TYPE (type)) == REAL_TYPE)
    {
      if (mode == TYPE_MODE (complex_float_type_node))
	return ACCBLOCK_FLOAT_COMPLEX_FLOAT;
      if (mode == TYPE_MODE (complex_double_type_node))
	return ACCBLOCK_FLOAT_COMPLEX_DOUBLE;
    }
  return 0;
}

/* Whether an update computes in TYPE, the type of the reduction's
   scalar: an integer type, or with FLOATING the floating types the
   runtime combines.  */

static bool
update_type_p (tree type, bool floating)
{
  return floating ? nest_float_reduction_type (type) != 0
		  : INTEGRAL_TYPE_P (type);
}

/* The binary operation "T = A op B" of STMT when one of A and B is ACC
   (and the other does not mention DECL): its group, else ERROR_MARK.
   A subtraction must subtract from ACC.  FLOATING: DECL is a declared
   floating-point reduction.  */

static enum tree_code
update_group (gimple *stmt, tree acc, tree decl, bool floating)
{
  if (!is_gimple_assign (stmt)
      || get_gimple_rhs_class (gimple_assign_rhs_code (stmt))
	 != GIMPLE_BINARY_RHS)
    return ERROR_MARK;
  enum tree_code code = gimple_assign_rhs_code (stmt);
  tree a = gimple_assign_rhs1 (stmt), b = gimple_assign_rhs2 (stmt);
  tree other;
  if (a == acc)
    other = b;
  else if (b == acc && code != MINUS_EXPR)
    other = a;
  else
    return ERROR_MARK;
  if (other == acc || nest_operand_mentions_p (other, decl)
      || !update_type_p (TREE_TYPE (gimple_assign_lhs (stmt)), floating))
    return ERROR_MARK;
  return group_of (code);
}

/* The statement of NEST's region that defines the SSA name NAME, if
   NAME is one.  */

gimple *
nest_region_def (const struct nest *nest, tree name)
{
  if (TREE_CODE (name) != SSA_NAME)
    return NULL;
  gimple *def = SSA_NAME_DEF_STMT (name);
  if (!def || gimple_nop_p (def) || !nest_region_p (nest, gimple_bb (def)))
    return NULL;
  return def;
}

/* Whether STMT is "T1 = (W) DECL" with W an integer type at least as
   wide as DECL's, so that T1 agrees with DECL modulo 2^bits.  */

static bool
widening_read_p (gimple *stmt, tree decl)
{
  if (!stmt || !is_gimple_assign (stmt)
      || !CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (stmt))
      || gimple_assign_rhs1 (stmt) != decl)
    return false;
  tree wide = TREE_TYPE (gimple_assign_lhs (stmt));
  return TREE_CODE (wide) == INTEGER_TYPE
	 && TYPE_PRECISION (wide) >= TYPE_PRECISION (TREE_TYPE (decl));
}

/* Whether the value V the store of a conditional extreme assigns is the
   value C its condition compared: the same operand, or a load equal to
   the one that defined C in COND_BB with nothing stored in between
   ("_1 = a[i]; if (m < _1) m = a[i];").  */

static bool
same_value_p (const struct nest *nest, tree v, tree c, basic_block cond_bb)
{
  if (operand_equal_p (v, c, 0))
    return true;
  gimple *def = nest_region_def (nest, c);
  if (!def || gimple_bb (def) != cond_bb || !gimple_assign_single_p (def)
      || TREE_THIS_VOLATILE (v) || !(REFERENCE_CLASS_P (v) || DECL_P (v))
      || !operand_equal_p (gimple_assign_rhs1 (def), v, 0))
    return false;
  for (gimple_stmt_iterator gsi = gsi_for_stmt (def); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (gimple_store_p (gsi_stmt (gsi)) || is_gimple_call (gsi_stmt (gsi)))
      return false;
  return true;
}

/* The group of STORE, "DECL = V", when it is the whole of a block that
   the test of DECL against V guards, so that the two form a maximum
   ("if (m < x) m = x;": MAX_EXPR) or a minimum (MIN_EXPR); else
   ERROR_MARK.  COND is set to the test.  */

static enum tree_code
conditional_extreme (const struct nest *nest, gimple *store, tree decl,
		     gimple **cond)
{
  basic_block bb = gimple_bb (store);
  if (!gimple_assign_single_p (store) || !single_pred_p (bb)
      || gsi_stmt (gsi_start_nondebug_after_labels_bb (bb)) != store
      || gsi_stmt (gsi_last_nondebug_bb (bb)) != store)
    return ERROR_MARK;
  edge e = single_pred_edge (bb);
  gcond *test = safe_dyn_cast <gcond *> (last_stmt (e->src));
  if (!test || !(e->flags & (EDGE_TRUE_VALUE | EDGE_FALSE_VALUE)))
    return ERROR_MARK;
  tree v = gimple_assign_rhs1 (store);
  tree c = gimple_cond_rhs (test);
  enum tree_code code = gimple_cond_code (test);
  if (gimple_cond_lhs (test) != decl)
    {
      if (c != decl)
	return ERROR_MARK;
      c = gimple_cond_lhs (test);
      code = swap_tree_comparison (code);
    }
  /* Inverted, a test of floating-point values holds for NaNs too, which
     makes it no maximum or minimum.  */
  if (e->flags & EDGE_FALSE_VALUE)
    code = invert_tree_comparison (code, HONOR_NANS (TREE_TYPE (decl)));
  if (nest_operand_mentions_p (c, decl)
      || nest_operand_mentions_p (v, decl)
      || !useless_type_conversion_p (TREE_TYPE (decl), TREE_TYPE (v))
      || !same_value_p (nest, v, c, e->src))
    return ERROR_MARK;
  *cond = test;
  /* DECL CODE C: the store takes C when it is greater, or less.  */
  if (code == LT_EXPR || code == LE_EXPR)
    return MAX_EXPR;
  if (code == GT_EXPR || code == GE_EXPR)
    return MIN_EXPR;
  return ERROR_MARK;
}

/* Check the assignment STORE to DECL as one update of a reduction, and
   note the statements of the promoted form that read DECL in READS and
   the temporaries it uses in TEMPS.  The update's group, NOP_EXPR for
   an update that fits every group, or ERROR_MARK.  FLOATING: DECL is a
   declared floating-point reduction, which has no promoted form.  */

static enum tree_code
check_store (const struct nest *nest, gimple *store, tree decl,
	     hash_set<gimple *> *reads, hash_set<tree> *temps, bool floating)
{
  if (!is_gimple_assign (store))
    return ERROR_MARK;
  /* "S = S", what the front end leaves of S | (X & 0), changes
     nothing.  */
  if (gimple_assign_single_p (store) && gimple_assign_rhs1 (store) == decl)
    {
      reads->add (store);
      return NOP_EXPR;
    }
  gimple *test;
  enum tree_code extreme = conditional_extreme (nest, store, decl, &test);
  if (extreme != ERROR_MARK)
    {
      reads->add (store);
      reads->add (test);
      return extreme;
    }
  if (gimple_assign_rhs_code (store) != NOP_EXPR
      && gimple_assign_rhs_code (store) != CONVERT_EXPR)
    {
      reads->add (store);
      return update_group (store, decl, decl, floating);
    }
  if (floating)
    return ERROR_MARK;
  /* S = (T) T2; T2 = T1 op X; T1 = (W) S.  */
  tree t2 = gimple_assign_rhs1 (store);
  gimple *op_stmt = nest_region_def (nest, t2);
  if (!op_stmt || !is_gimple_assign (op_stmt))
    return ERROR_MARK;
  tree a = gimple_assign_rhs1 (op_stmt);
  tree b = gimple_num_ops (op_stmt) > 2 ? gimple_assign_rhs2 (op_stmt)
					  : NULL_TREE;
  tree t1 = a && widening_read_p (nest_region_def (nest, a), decl) ? a
	    : b && widening_read_p (nest_region_def (nest, b), decl) ? b
	    : NULL_TREE;
  if (!t1 || TREE_CODE (TREE_TYPE (t2)) != INTEGER_TYPE
      || TYPE_PRECISION (TREE_TYPE (t2)) < TYPE_PRECISION (TREE_TYPE (decl)))
    return ERROR_MARK;
  enum tree_code group = update_group (op_stmt, t1, decl, false);
  if (group == MAX_EXPR || group == MIN_EXPR)
    return ERROR_MARK;
  reads->add (store);
  reads->add (SSA_NAME_DEF_STMT (t1));
  temps->add (t1);
  temps->add (t2);
  return group;
}

/* The statements of NEST's region, but for debug statements.  */

void
nest_region_stmts (const struct nest *nest, vec<gimple *> *stmts)
{
  unsigned i;
  basic_block bb;
  FOR_EACH_VEC_ELT (nest->region, i, bb)
    for (gimple_stmt_iterator gsi = gsi_start_nondebug_bb (bb);
	 !gsi_end_p (gsi); gsi_next_nondebug (&gsi))
      stmts->safe_push (gsi_stmt (gsi));
}

/* Whether each SSA name of TEMPS is used exactly once in STMTS, the
   statements of the nest: the promoted form's temporaries must be
   nothing but its steps.  */

bool
nest_temps_used_once_p (const vec<gimple *> &stmts,
			const hash_set<tree> &temps)
{
  hash_map<tree, unsigned> uses;
  for (gimple *stmt : stmts)
    {
      unsigned first = gimple_has_lhs (stmt) ? 1 : 0;
      for (unsigned op = first; op < gimple_num_ops (stmt); op++)
	for (hash_set<tree>::iterator it = temps.begin ();
	     it != temps.end (); ++it)
	  if (nest_operand_mentions_p (gimple_op (stmt, op), *it))
	    uses.get_or_insert (*it)++;
    }
  for (hash_set<tree>::iterator it = temps.begin (); it != temps.end (); ++it)
    {
      unsigned *n = uses.get (*it);
      if (!n || *n != 1)
	return false;
    }
  return true;
}

/* The group of the updates of DECL in NEST when every statement of the
   nest that mentions DECL is an update S = S op X of that one group,
   else ERROR_MARK.  FLOATING: DECL is a declared floating-point
   reduction.  */

static enum tree_code
updates_group (const struct nest *nest, tree decl, bool floating)
{
  enum tree_code group = ERROR_MARK;
  bool unchanged = false;
  hash_set<gimple *> reads;
  hash_set<tree> temps;
  auto_vec<gimple *> stmts, mentions;
  nest_region_stmts (nest, &stmts);
  for (gimple *stmt : stmts)
    {
      if (!stmt_mentions_p (stmt, decl))
	continue;
      mentions.safe_push (stmt);
      if (!is_gimple_assign (stmt) || gimple_assign_lhs (stmt) != decl)
	continue;
      enum tree_code g = check_store (nest, stmt, decl, &reads, &temps,
				      floating);
      if (g == NOP_EXPR)
	{
	  unchanged = true;
	  continue;
	}
      if (g == ERROR_MARK || (group != ERROR_MARK && g != group))
	return ERROR_MARK;
      group = g;
    }
  /* Only "S = S": adding nothing.  */
  if (group == ERROR_MARK && unchanged)
    group = PLUS_EXPR;
  /* Every statement that mentions DECL is one of the updates' own.  */
  for (gimple *stmt : mentions)
    if (!reads.contains (stmt))
      return ERROR_MARK;
  if (!temps.is_empty () && !nest_temps_used_once_p (stmts, temps))
    return ERROR_MARK;
  return group;
}

enum tree_code
nest_reduction_group (const struct nest *nest, tree decl)
{
  if (!nest_reducible_type_p (TREE_TYPE (decl)) || TREE_THIS_VOLATILE (decl))
    return ERROR_MARK;
  return updates_group (nest, decl, false);
}

/* Only the program may allow reassociating floating-point arithmetic,
   and only with the operator it declared: an update with another one
   (reduction(+:s) around s *= x) keeps the order.  */

enum tree_code
nest_float_reduction_group (const struct nest *nest, tree decl)
{
  enum tree_code declared;
  tree type = TREE_TYPE (decl);
  if (!accblock_declared_reduction_p (decl, &declared)
      || !nest_float_reduction_type (type) || TREE_THIS_VOLATILE (decl))
    return ERROR_MARK;
  if (declared != PLUS_EXPR && declared != MULT_EXPR
      && !((declared == MAX_EXPR || declared == MIN_EXPR)
	   && TREE_CODE (type) == REAL_TYPE))
    return ERROR_MARK;
  return updates_group (nest, decl, true) == declared ? declared : ERROR_MARK;
}
