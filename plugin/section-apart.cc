/* section-apart.cc -- whether two sections of one array never share an
   element anywhere in the nest.

   Why this file exists: an array the nest writes keeps one section
   (section.cc), since a written box is written back whole and must not
   carry another box's elements back.  LU's row update reads row k and
   writes the rows below it (A[i][k] /= A[k][k]; A[i][j] -= A[i][k] *
   A[k][j], i and j from k + 1): no box holds both ways, yet the row the
   nest reads is never one it writes, nor the column k of a row the
   columns past k.  Such an array may be staged as one section per way,
   but only on a proof over the whole nest, which this file gives: in
   some dimension one section's subscript is an invariant (k + c, or a
   constant) and the other's an index whose loop starts past it and
   only grows (i from k + 1), or both are the same invariant with
   offsets apart.  The runtime still checks per tile that no written box
   meets another (runtime/stage.c); the proof is what keeps concurrent
   tiles from reading what another tile writes.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "stage.h"

/* Read EXPR as SYM + *OFFSET, SYM a variable or NULL_TREE (a constant),
   in arithmetic whose overflow is undefined, so that the sum is the
   mathematical one.  False when it is not of that form.  */

static bool
split_invariant (tree expr, tree *sym, HOST_WIDE_INT *offset)
{
  *offset = 0;
  *sym = NULL_TREE;
  while (true)
    {
      if (CONVERT_EXPR_P (expr)
	  && INTEGRAL_TYPE_P (TREE_TYPE (expr))
	  && INTEGRAL_TYPE_P (TREE_TYPE (TREE_OPERAND (expr, 0)))
	  && !TYPE_UNSIGNED (TREE_TYPE (TREE_OPERAND (expr, 0)))
	  && (TYPE_PRECISION (TREE_TYPE (expr))
	      > TYPE_PRECISION (TREE_TYPE (TREE_OPERAND (expr, 0)))
	      || (TYPE_PRECISION (TREE_TYPE (expr))
		  == TYPE_PRECISION (TREE_TYPE (TREE_OPERAND (expr, 0)))
		  && !TYPE_UNSIGNED (TREE_TYPE (expr)))))
	expr = TREE_OPERAND (expr, 0);
      else if ((TREE_CODE (expr) == PLUS_EXPR
		|| TREE_CODE (expr) == MINUS_EXPR)
	       && TYPE_OVERFLOW_UNDEFINED (TREE_TYPE (expr))
	       && TREE_CODE (TREE_OPERAND (expr, 1)) == INTEGER_CST
	       && tree_fits_shwi_p (TREE_OPERAND (expr, 1)))
	{
	  HOST_WIDE_INT c = tree_to_shwi (TREE_OPERAND (expr, 1));
	  if (absu_hwi (c) > (HOST_WIDE_INT_1U << 40)
	      || absu_hwi (*offset) > (HOST_WIDE_INT_1U << 40))
	    return false;
	  *offset += TREE_CODE (expr) == PLUS_EXPR ? c : -c;
	  expr = TREE_OPERAND (expr, 0);
	}
      else
	break;
    }
  if (TREE_CODE (expr) == INTEGER_CST && tree_fits_shwi_p (expr)
      && absu_hwi (tree_to_shwi (expr)) <= (HOST_WIDE_INT_1U << 40))
    {
      *offset += tree_to_shwi (expr);
      return true;
    }
  if (VAR_P (expr) || TREE_CODE (expr) == PARM_DECL)
    {
      *sym = expr;
      return true;
    }
  return false;
}

/* Whether dimension A is an invariant, the same in every iteration of
   the nest: SYM (coefficient 1) or nothing, plus offsets.  */

static bool
invariant_dim_p (const struct stage_dim *a)
{
  return a->level < 0 && !a->whole && !a->fold_coef
	 && (!a->sym || a->sym_coef == 1);
}

/* Whether every index of dimension B of a section, driven by a level of
   NEST that starts at SYM + START (SYM as in split_invariant) and only
   grows, lies past every index of invariant dimension A, which is SYM
   plus offsets.  */

static bool
level_starts_past_p (const struct nest *nest, const struct stage_dim *a,
		     const struct stage_dim *b)
{
  if (b->level < 0 || b->level >= (int) nest->ndesc || b->coef != 1
      || b->sym || b->fold_coef || b->whole)
    return false;
  const struct nest_level *level = &nest->level[b->level];
  if (level->step <= 0 || !level->init_expr
      || (level->cmp != ACCBLOCK_CMP_LT && level->cmp != ACCBLOCK_CMP_LE))
    return false;
  tree sym;
  HOST_WIDE_INT start;
  if (!split_invariant (level->init_expr, &sym, &start))
    return false;
  if (!sym != !a->sym || (sym && !operand_equal_p (sym, a->sym, 0)))
    return false;
  /* B's least index is SYM + START + B->LO, A's greatest SYM + A->HI;
     all offsets are below 2^41 in magnitude.  */
  return start + b->lo > a->hi;
}

/* Whether dimensions A and B never take one index: one is an invariant
   and the other's loop starts past it, or both are the same invariant
   with offset ranges apart.  */

static bool
dims_apart_p (const struct nest *nest, const struct stage_dim *a,
	      const struct stage_dim *b)
{
  if (invariant_dim_p (a) && invariant_dim_p (b))
    return (!a->sym == !b->sym && (!a->sym || a->sym == b->sym)
	    && (a->hi < b->lo || b->hi < a->lo));
  if (invariant_dim_p (a))
    return level_starts_past_p (nest, a, b);
  if (invariant_dim_p (b))
    return level_starts_past_p (nest, b, a);
  return false;
}

/* Whether S and T lay out their array alike, dimension by dimension, so
   that indices apart in one dimension are elements apart.  */

static bool
same_layout_p (const struct stage_section *s, const struct stage_section *t)
{
  if (s->ndims != t->ndims || s->rows != t->rows || s->delinearized
      || t->delinearized
      || !tree_int_cst_equal (TYPE_SIZE_UNIT (s->elem_type),
			      TYPE_SIZE_UNIT (t->elem_type)))
    return false;
  for (unsigned d = 0; d < s->ndims; d++)
    if (!operand_equal_p (s->dim[d].stride, t->dim[d].stride, 0))
      return false;
  return true;
}

/* See stage.h.  */

bool
stage_sections_apart_p (const struct nest *nest,
			const struct stage_section *s,
			const struct stage_section *t)
{
  if (!same_layout_p (s, t))
    return false;
  for (unsigned d = 0; d < s->ndims; d++)
    if (dims_apart_p (nest, &s->dim[d], &t->dim[d]))
      return true;
  return false;
}
