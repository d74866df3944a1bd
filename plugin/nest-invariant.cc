/* nest-invariant.cc -- what a nest writes, and which values it leaves
   alone.

   Why this file exists: the descriptor evaluates the first value and
   bound of each level in front of the nest, and the data analyses
   (access.cc, section.cc, dataref.cc, depend.cc, infer.cc) do the same
   with row sizes, element sizes and trip counts; that is only correct
   when nothing the nest does changes them.  This file records the decls
   the nest assigns or whose address it takes and the memory it stores
   to (collect_written, called by nest.cc), and rebuilds an operand of
   the nest as an expression of the parent, through the gimplifier's
   temporaries, refusing anything whose value may change while the nest
   runs (nest_invariant_expr, declared in nest.h).

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "nest-internal.h"
#include "cfgexpand.h"  /* gimple_assign_rhs_to_tree */

/* Record in NEST->written every decl the region assigns, or whose
   address it takes (it may then be changed through a pointer).  */

static tree
note_address_taken (tree *tp, int *walk_subtrees, void *data)
{
  hash_set<tree> *written = (hash_set<tree> *) data;
  if (TREE_CODE (*tp) == ADDR_EXPR)
    {
      tree base = get_base_address (TREE_OPERAND (*tp, 0));
      if (base && DECL_P (base))
	written->add (base);
    }
  else if (TYPE_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

void
collect_written (struct nest *nest)
{
  nest->written = new hash_set<tree>;
  nest->written_refs.create (8);
  unsigned i;
  basic_block bb;
  FOR_EACH_VEC_ELT (nest->region, i, bb)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	tree lhs = gimple_get_lhs (stmt);
	if (lhs && DECL_P (lhs))
	  nest->written->add (lhs);
	else if (lhs && TREE_CODE (lhs) != SSA_NAME)
	  nest->written_refs.safe_push (lhs);
	if (gasm *asm_stmt = dyn_cast <gasm *> (stmt))
	  for (unsigned o = 0; o < gimple_asm_noutputs (asm_stmt); o++)
	    {
	      tree base
		= get_base_address (TREE_VALUE (gimple_asm_output_op (asm_stmt,
								      o)));
	      if (base && DECL_P (base))
		nest->written->add (base);
	    }
	for (unsigned op = 0; op < gimple_num_ops (stmt); op++)
	  if (gimple_op (stmt, op))
	    walk_tree (gimple_op_ptr (stmt, op), note_address_taken,
		       nest->written, NULL);
      }
}

/* Whether the nest may store to what REF, a reference to memory or an
   aggregate decl, designates.  Only stores to the same declared object
   are considered: loads through pointers count as invariant, as OpenACC
   requires of loop bounds.  */

static bool
ref_written_p (const struct nest *nest, tree ref)
{
  tree base = get_base_address (ref);
  if (!base || !DECL_P (base))
    return false;
  unsigned i;
  tree written;
  FOR_EACH_VEC_ELT (nest->written_refs, i, written)
    if (get_base_address (written) == base
	&& refs_may_alias_p (ref, written, false))
      return true;
  return false;
}

static tree invariant_r (tree *, int *, void *);

/* What invariant_r works for: NEST, and IV to be read as VALUE
   (nest_invariant_expr_at), NULL_TREE for none.  */
struct invariant_ctx
{
  const struct nest *nest;
  tree iv;
  tree value;
};

static tree invariant_expr_in (const struct invariant_ctx *ctx, tree op);

/* Check the operands of the memory reference *TP other than the object
   it designates (indices, the pointer of a MEM_REF); the object itself
   passed ref_written_p.  */

static tree
invariant_reference_operands (tree *tp, const struct invariant_ctx *ctx)
{
  const struct nest *nest = ctx->nest;
  void *data = (void *) const_cast<struct invariant_ctx *> (ctx);
  tree *ref = tp;
  for (; handled_component_p (*ref); ref = &TREE_OPERAND (*ref, 0))
    for (int op = 1; op < TREE_OPERAND_LENGTH (*ref); op++)
      if (TREE_OPERAND (*ref, op))
	if (tree bad = walk_tree (&TREE_OPERAND (*ref, op), invariant_r, data,
				  NULL))
	  return bad;
  if (DECL_P (*ref))
    return TREE_THIS_VOLATILE (*ref) || nest->written->contains (*ref)
	   ? *ref : NULL_TREE;
  if (TREE_CODE (*ref) == MEM_REF || TREE_CODE (*ref) == TARGET_MEM_REF)
    return walk_tree (&TREE_OPERAND (*ref, 0), invariant_r, data, NULL);
  return NULL_TREE;
}

/* walk_tree callback of nest_invariant_expr: replace temporaries defined
   in the region by their defining expressions, and stop (returning the
   tree) at anything whose value may change while the nest runs.  */

static tree
invariant_r (tree *tp, int *walk_subtrees, void *data)
{
  const struct invariant_ctx *ctx = (const struct invariant_ctx *) data;
  const struct nest *nest = ctx->nest;
  tree t = *tp;
  if (ctx->iv && t == ctx->iv)
    {
      *walk_subtrees = 0;
      *tp = unshare_expr (ctx->value);
      return NULL_TREE;
    }
  switch (TREE_CODE (t))
    {
    case SSA_NAME:
      {
	*walk_subtrees = 0;
	gimple *def = SSA_NAME_DEF_STMT (t);
	if (!def || gimple_nop_p (def) || !nest_region_p (nest, gimple_bb (def)))
	  return NULL_TREE;
	if (!is_gimple_assign (def) || gimple_has_side_effects (def))
	  return t;
	tree expr = invariant_expr_in (ctx, gimple_assign_rhs_to_tree (def));
	if (!expr)
	  return t;
	*tp = expr;
	return NULL_TREE;
      }
    case VAR_DECL:
    case PARM_DECL:
    case RESULT_DECL:
      if (TREE_THIS_VOLATILE (t) || nest->written->contains (t)
	  || (AGGREGATE_TYPE_P (TREE_TYPE (t)) && ref_written_p (nest, t)))
	return t;
      return NULL_TREE;
    case CALL_EXPR:
      return t;
    default:
      if (TYPE_P (t))
	*walk_subtrees = 0;
      else if (TREE_THIS_VOLATILE (t))
	return t;
      else if (REFERENCE_CLASS_P (t))
	{
	  *walk_subtrees = 0;
	  if (ref_written_p (nest, t))
	    return t;
	  return invariant_reference_operands (tp, ctx);
	}
      return NULL_TREE;
    }
}

/* Rebuild OP, an operand of a statement of NEST, as an expression that
   gives the same value in front of the nest; NULL_TREE when the value
   may change while the nest runs.  Loads from memory the nest does not
   assign directly count as invariant: OpenACC requires loop bounds to be
   computable before the loop starts.  */

static tree
invariant_expr_in (const struct invariant_ctx *ctx, tree op)
{
  if (!op)
    return NULL_TREE;
  tree copy = unshare_expr (op);
  if (walk_tree (&copy, invariant_r,
		 (void *) const_cast<struct invariant_ctx *> (ctx), NULL))
    return NULL_TREE;
  return copy;
}

tree
nest_invariant_expr (const struct nest *nest, tree op)
{
  struct invariant_ctx ctx = { nest, NULL_TREE, NULL_TREE };
  return invariant_expr_in (&ctx, op);
}

/* See nest.h.  The rebuilt expression of a triangular level's bound at
   the first and the last value of the outer level's IV.  */

tree
nest_invariant_expr_at (const struct nest *nest, tree op, tree iv,
			tree value)
{
  struct invariant_ctx ctx = { nest, iv, value };
  return invariant_expr_in (&ctx, op);
}
