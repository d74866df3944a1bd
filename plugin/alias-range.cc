/* alias-range.cc -- the address range of an array the nest does not
   stage, for the run-time alias check.

   Why this file exists: in an imperfect nest (gemm's "for (i) { for (j)
   C[i][j] *= beta; for (k) for (j) C[i][j] += alpha * A[i][k] *
   B[k][j]; }") the arrays subscripted by the indices of the inner loops
   are not staged (access-varying.cc), so they have no section whose
   range the runtime could compare, and a kernel over VLA parameters
   kept its outer loop serial because C and A may overlap.  The runtime
   needs no box of such an array, only bounds on every byte its
   references may touch over the whole nest: the level terms over the
   levels' ranges, as for a section, and each inner index over its
   loop's range.  This file finds that description (struct stage_range)
   and writes it into the descriptor (struct accblock_range); the inner
   loops' bounds are alias-range-inner.cc's, and the arithmetic over
   the ranges is the runtime's (runtime/overlap.c).
   When anything cannot be bounded, no range: the pair keeps "may
   overlap" and the nest is left alone, since a wrong range would be a
   silent wrong result.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "alias-check.h"
#include "depend.h"

/* Dimension D of ACC, whose strides are STRIDE, as a range dimension in
   *DIM with the offset of this one reference; false when it cannot be
   bounded.  */

static bool
range_dim (const struct nest *nest, const struct access *acc,
	   unsigned d, tree stride, struct stage_range_dim *dim)
{
  memset (dim, 0, sizeof *dim);
  dim->level = -1;
  dim->inner_level = -1;
  dim->lo = dim->hi = acc->sub[d].cst;
  dim->stride = stride;
  if (access_sym (acc, d) || acc->sub[d].wrap_bits)
    return false;
  struct inner_bounds b;
  memset (&b, 0, sizeof b);
  for (unsigned l = 0; l < ACCBLOCK_MAX_LEVELS; l++)
    if (acc->sub[d].coef[l])
      {
	if (!stage_iv_in_range_at (&nest->level[l], acc->stmt))
	  return false;
	if (alias_range_level_known_p (nest, l))
	  {
	    if (dim->level >= 0)
	      return false;
	    dim->level = l;
	    dim->coef = acc->sub[d].coef[l];
	  }
	/* A level whose bounds the descriptor does not carry, as b of
	   "for (b = a; b < m; b++)": its index ranges like that of an
	   inner loop, from bounds in an outer level's index.  */
	else if (dim->inner_coef || access_varies_var (acc, d)
		 || !alias_range_level_bounds (nest, l, &b))
	  return false;
	else
	  dim->inner_coef = acc->sub[d].coef[l];
      }
  tree var = access_varies_var (acc, d);
  if (var && (var == error_mark_node
	      || !alias_range_inner_bounds (nest, var, &b)))
    return false;
  if (var)
    dim->inner_coef = acc->sub[d].varies_coef;
  if (!dim->inner_coef)
    return true;
  dim->inner_level = b.level;
  dim->first_coef = b.first_coef;
  dim->last_coef = b.last_coef;
  dim->first = b.first;
  dim->last = b.last;
  return true;
}

/* ACC, a reference of NEST, as the range *R of its one shape.  */

static bool
reference_range (const struct nest *nest, const struct access *acc,
		 struct stage_range *r)
{
  memset ((void *) r, 0, sizeof *r);
  if (!(acc->analysed || acc->varies) || acc->ndims == 0
      || acc->ndims > ACCBLOCK_SECTION_MAX_DIMS || !is_gimple_assign (acc->stmt))
    return false;
  tree elem_size = TYPE_SIZE_UNIT (TREE_TYPE (acc->ref));
  tree stride[ACCBLOCK_SECTION_MAX_DIMS];
  if (!elem_size || !tree_fits_shwi_p (elem_size)
      || tree_to_shwi (elem_size) <= 0
      || stage_reference_strides (nest, acc, elem_size, stride))
    return false;
  r->base_addr = POINTER_TYPE_P (TREE_TYPE (acc->base))
		 ? unshare_expr (acc->base)
		 : build_fold_addr_expr (unshare_expr (acc->base));
  r->name = depend_object_name (acc->base);
  r->elem_size = tree_to_shwi (elem_size);
  r->ndims = acc->ndims;
  r->flags = acc->write ? ACCBLOCK_SECTION_WRITE : ACCBLOCK_SECTION_READ;
  for (unsigned d = 0; d < acc->ndims; d++)
    if (!range_dim (nest, acc, d, unshare_expr (stride[d]), &r->dim[d]))
      return false;
  return true;
}

/* Whether A and B describe one shape, but for their offsets.  */

static bool
same_shape_p (const struct stage_range *a, const struct stage_range *b)
{
  if (a->ndims != b->ndims || a->elem_size != b->elem_size
      || !operand_equal_p (a->base_addr, b->base_addr))
    return false;
  for (unsigned d = 0; d < a->ndims; d++)
    {
      const struct stage_range_dim *x = &a->dim[d], *y = &b->dim[d];
      if (x->level != y->level || x->coef != y->coef
	  || x->inner_coef != y->inner_coef
	  || !operand_equal_p (x->stride, y->stride))
	return false;
      if (x->inner_coef
	  && (x->inner_level != y->inner_level
	      || x->first_coef != y->first_coef
	      || x->last_coef != y->last_coef
	      || !operand_equal_p (x->first, y->first)
	      || !operand_equal_p (x->last, y->last)))
	return false;
    }
  return true;
}

/* Add R to the ranges of one array from START on: into the range of its
   shape, offsets and flags joined, or as a new one.  */

static void
add_reference (vec<stage_range> *ranges, unsigned start,
	       const struct stage_range *r)
{
  for (unsigned i = start; i < ranges->length (); i++)
    {
      struct stage_range *s = &(*ranges)[i];
      if (!same_shape_p (s, r))
	continue;
      s->flags |= r->flags;
      for (unsigned d = 0; d < r->ndims; d++)
	{
	  s->dim[d].lo = MIN (s->dim[d].lo, r->dim[d].lo);
	  s->dim[d].hi = MAX (s->dim[d].hi, r->dim[d].hi);
	}
      return;
    }
  struct stage_range copy = *r;
  if (ranges->length () > start)
    copy.flags |= ACCBLOCK_RANGE_CONTINUED;
  ranges->safe_push (copy);
}

/* See alias-check.h.  */

bool
alias_range_build (const struct nest *nest,
		   const vec<struct access> &refs, tree base,
		   vec<stage_range> *ranges)
{
  unsigned start = ranges->length ();
  for (const struct access &acc : refs)
    {
      if (!operand_equal_p (acc.base, base))
	continue;
      struct stage_range r;
      if (!reference_range (nest, &acc, &r)
	  || ranges->length () >= ACCBLOCK_MAX_SECTIONS)
	{
	  ranges->truncate (start);
	  return false;
	}
      add_reference (ranges, start, &r);
    }
  return ranges->length () > start;
}

/* Put the words of dimension D of R, range INDEX, into W.  */

static void
fill_range_dim (const struct stage_range *r, unsigned d,
		struct desc_words *w, unsigned index)
{
  const struct stage_range_dim *dim = &r->dim[d];
#define PUT(field, value) \
  desc_put_range_dim_field (w, index, d, ACCBLOCK_RANGE_DIM_WORD (field), \
			    value)
  PUT (level, desc_int (dim->level));
  PUT (coef, desc_int (dim->level < 0 ? 0 : dim->coef));
  PUT (lo, desc_int (dim->lo));
  PUT (hi, desc_int (dim->hi));
  PUT (stride, unshare_expr (dim->stride));
  PUT (inner_coef, desc_int (dim->inner_coef));
  PUT (inner_level, desc_int (dim->inner_coef ? dim->inner_level : -1));
  if (dim->inner_coef)
    {
      PUT (inner_first_coef, desc_int (dim->first_coef));
      PUT (inner_first, unshare_expr (dim->first));
      PUT (inner_last_coef, desc_int (dim->last_coef));
      PUT (inner_last, unshare_expr (dim->last));
    }
#undef PUT
}

/* See alias-check.h.  */

void
alias_range_fill_descriptor (const struct stage_plan *plan,
			     struct desc_words *w)
{
  unsigned i;
  struct stage_range *r;
  FOR_EACH_VEC_ELT (plan->ranges, i, r)
    {
      const char *name = IDENTIFIER_POINTER (r->name);
      desc_put_range_field (w, i, ACCBLOCK_RANGE_WORD (flags),
			    desc_int (r->flags));
      desc_put_range_field (w, i, ACCBLOCK_RANGE_WORD (ndims),
			    desc_int (r->ndims));
      desc_put_range_field (w, i, ACCBLOCK_RANGE_WORD (elem_size),
			    desc_int (r->elem_size));
      desc_put_range_field (w, i, ACCBLOCK_RANGE_WORD (base),
			    unshare_expr (r->base_addr));
      desc_put_range_field (w, i, ACCBLOCK_RANGE_WORD (name),
			    build_string_literal (strlen (name) + 1, name));
      for (unsigned d = 0; d < r->ndims; d++)
	fill_range_dim (r, d, w, i);
    }
}

/* The name of level L of NEST, for the dump.  */

static const char *
level_name (const struct nest *nest, int l)
{
  tree iv = nest->level[l].iv;
  return iv && DECL_NAME (iv) ? IDENTIFIER_POINTER (DECL_NAME (iv)) : "?";
}

/* See alias-check.h.  */

void
alias_range_dump (const struct stage_plan *plan, const struct nest *nest)
{
  unsigned i;
  struct stage_range *r;
  FOR_EACH_VEC_ELT (plan->ranges, i, r)
    {
      fprintf (dump_file, "  range %s", IDENTIFIER_POINTER (r->name));
      for (unsigned d = 0; d < r->ndims; d++)
	{
	  const struct stage_range_dim *dim = &r->dim[d];
	  fprintf (dump_file, " [");
	  if (dim->level >= 0)
	    fprintf (dump_file, HOST_WIDE_INT_PRINT_DEC "*%s + ", dim->coef,
		     level_name (nest, dim->level));
	  fprintf (dump_file, HOST_WIDE_INT_PRINT_DEC ".."
		   HOST_WIDE_INT_PRINT_DEC, dim->lo, dim->hi);
	  if (dim->inner_coef)
	    fprintf (dump_file, " + " HOST_WIDE_INT_PRINT_DEC
		     "*inner%s%s", dim->inner_coef,
		     dim->inner_level >= 0 ? " moving with " : "",
		     dim->inner_level >= 0
		     ? level_name (nest, dim->inner_level) : "");
	  fprintf (dump_file, "]");
	}
      fprintf (dump_file, " %s%s\n",
	       (r->flags & ACCBLOCK_SECTION_WRITE) ? "written" : "read",
	       (r->flags & ACCBLOCK_RANGE_CONTINUED) ? ", continued" : "");
    }
}
