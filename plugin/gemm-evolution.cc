/* gemm-evolution.cc -- the addresses and trip counts of a matrix
   product's loops, from scalar evolutions.

   Why this file exists: whether a tile's loops are a matrix product the
   kernel can run (gemm-match.cc) depends on how each address moves in
   each loop and on how many iterations each loop runs, both as values
   the code in front of the i loop can compute (gemm-rewrite.cc puts its
   test and the call there).  This file answers those questions from
   GCC's scalar evolutions, in the three loops of the product.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "gemm.h"
#include "tree-ssa-loop.h"
#include "tree-ssa-loop-ivopts.h"

/* Whether STEP is the constant N.  */

bool
gemm_step_is_p (tree step, HOST_WIDE_INT n)
{
  return step && TREE_CODE (step) == INTEGER_CST
	 && wi::eq_p (wi::to_widest (step), n);
}

/* The index of LOOP among M's loops, or -1.  */

static int
which_loop (const struct gemm_match *m, int num)
{
  for (int l = 0; l < 3; l++)
    if (m->loop[l] && m->loop[l]->num == num)
      return l;
  return -1;
}

/* The evolution of the address of REF, read or written by STMT, in the
   loops of M as seen on the preheader edge of M's i loop, decomposed
   into OUT.  EXTRA, when not NULL, is one more loop the address may move
   in: its step goes to *EXTRA_STEP.  */

bool
gemm_decompose_address (const struct gemm_match *m, tree ref,
			gimple *stmt, class loop *extra, tree *extra_step,
			struct gemm_address *out)
{
  memset (out, 0, sizeof *out);
  if (extra_step)
    *extra_step = NULL_TREE;
  class loop *inner = loop_containing_stmt (stmt);
  tree ev = analyze_scalar_evolution (inner,
				      build_fold_addr_expr (unshare_expr (ref)));
  ev = instantiate_scev (loop_preheader_edge (m->loop[GEMM_I]), inner, ev);
  if (dump_file)
    {
      print_generic_expr (dump_file, ref);
      fprintf (dump_file, ": address ");
      print_generic_expr (dump_file, ev);
      fprintf (dump_file, "\n");
    }
  while (TREE_CODE (ev) == POLYNOMIAL_CHREC)
    {
      tree step = CHREC_RIGHT (ev);
      if (tree_contains_chrecs (step, NULL)
	  || chrec_contains_undetermined (step))
	return false;
      int l = which_loop (m, CHREC_VARIABLE (ev));
      tree *slot = l >= 0 ? &out->step[l] : NULL;
      if (!slot && extra && extra->num == (int) CHREC_VARIABLE (ev))
	slot = extra_step;
      if (!slot || *slot)
	return false;
      *slot = step;
      ev = CHREC_LEFT (ev);
    }
  if (chrec_contains_undetermined (ev) || tree_contains_chrecs (ev, NULL)
      || !expr_invariant_in_loop_p (m->loop[GEMM_I], ev))
    return false;
  out->base = ev;
  return true;
}

/* Whether two decomposed addresses are equal.  */

bool
gemm_same_address_p (const struct gemm_address *x,
		     const struct gemm_address *y)
{
  if (!operand_equal_p (x->base, y->base, 0))
    return false;
  for (int l = 0; l < 3; l++)
    if ((x->step[l] == NULL_TREE) != (y->step[l] == NULL_TREE)
	|| (x->step[l] && !operand_equal_p (x->step[l], y->step[l], 0)))
      return false;
  return true;
}

/* Whether the integer STEP is a whole number of elements: a constant
   multiple, or a product (possibly converted) with such a factor, as
   strip-mining and VLA rows compute them in SSA names that fold cannot
   see through.  Conversions keep a multiple of 8 one, truncated or
   extended; so does a product modulo 2^N.  */

static bool
whole_elements_p (tree step, unsigned depth = 0)
{
  tree unit = build_int_cst (TREE_TYPE (step), GEMM_ELEMENT);
  if (multiple_of_p (TREE_TYPE (step), step, unit))
    return true;
  if (TREE_CODE (step) != SSA_NAME || depth > 4)
    return false;
  gimple *def = SSA_NAME_DEF_STMT (step);
  if (!is_gimple_assign (def))
    return false;
  enum tree_code code = gimple_assign_rhs_code (def);
  tree x = gimple_assign_rhs1 (def);
  if (CONVERT_EXPR_CODE_P (code))
    return INTEGRAL_TYPE_P (TREE_TYPE (x))
	   && TYPE_PRECISION (TREE_TYPE (x)) >= 3
	   && whole_elements_p (x, depth + 1);
  if (code == MULT_EXPR)
    return whole_elements_p (x, depth + 1)
	   || whole_elements_p (gimple_assign_rhs2 (def), depth + 1);
  return false;
}

/* Whether ADDR moves by one element in loop UNIT, not at all in loop
   NONE, and by a row that is a whole number of elements in loop ROW.  */

bool
gemm_address_shape_p (const struct gemm_address *addr,
		      enum gemm_loop unit, enum gemm_loop none,
		      enum gemm_loop row)
{
  if (!gemm_step_is_p (addr->step[unit], GEMM_ELEMENT) || addr->step[none])
    return false;
  tree step = addr->step[row];
  return !step || whole_elements_p (step);
}

/* EXPR rebuilt from values defined outside LOOP: each SSA name LOOP
   defines by a statement that reads no memory and cannot trap is
   replaced by the operation defining it.  NULL_TREE when a name comes
   from a PHI (it varies) or from memory.  */

static tree
value_outside (tree expr, class loop *loop, unsigned depth = 0)
{
  if (depth > 16)
    return NULL_TREE;
  if (CONSTANT_CLASS_P (expr))
    return expr;
  if (TREE_CODE (expr) == SSA_NAME)
    {
      gimple *def = SSA_NAME_DEF_STMT (expr);
      if (!gimple_bb (def) || !flow_bb_inside_loop_p (loop, gimple_bb (def)))
	return expr;
      if (!is_gimple_assign (def) || gimple_vuse (def)
	  || gimple_could_trap_p (def))
	return NULL_TREE;
      tree type = TREE_TYPE (gimple_assign_lhs (def));
      enum tree_code code = gimple_assign_rhs_code (def);
      tree ops[3] = { gimple_assign_rhs1 (def), gimple_assign_rhs2 (def),
		      gimple_assign_rhs3 (def) };
      switch (get_gimple_rhs_class (code))
	{
	case GIMPLE_SINGLE_RHS:
	  return value_outside (ops[0], loop, depth + 1);
	case GIMPLE_UNARY_RHS:
	  expr = build1 (code, type, ops[0]);
	  break;
	case GIMPLE_BINARY_RHS:
	  expr = build2 (code, type, ops[0], ops[1]);
	  break;
	case GIMPLE_TERNARY_RHS:
	  expr = build3 (code, type, ops[0], ops[1], ops[2]);
	  break;
	default:
	  return NULL_TREE;
	}
    }
  if (!EXPR_P (expr) || TREE_SIDE_EFFECTS (expr))
    return NULL_TREE;
  expr = copy_node (expr);
  for (int i = 0; i < TREE_OPERAND_LENGTH (expr); i++)
    if (TREE_OPERAND (expr, i)
	&& !(TREE_OPERAND (expr, i)
	     = value_outside (TREE_OPERAND (expr, i), loop, depth + 1)))
      return NULL_TREE;
  return fold (expr);
}

/* The iterations LOOP runs each time it is entered, valid on the
   preheader edge of M's i loop and the same at every entry; NULL_TREE
   when that is not known.  The exit test must stand in the header, so
   that the body runs once per latch execution.  */

tree
gemm_loop_trips (const struct gemm_match *m, class loop *loop)
{
  edge exit = single_exit (loop);
  if (!exit || exit->src != loop->header)
    return NULL_TREE;
  tree niter = number_of_latch_executions (loop);
  if (chrec_contains_undetermined (niter)
      || tree_contains_chrecs (niter, NULL))
    return NULL_TREE;
  niter = value_outside (niter, m->loop[GEMM_I]);
  if (!niter)
    return NULL_TREE;
  return fold_convert (long_long_integer_type_node, niter);
}

