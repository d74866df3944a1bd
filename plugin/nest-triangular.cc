/* nest-triangular.cc -- blocked levels whose bounds follow an outer level.

   Why this file exists: in a triangular nest ("for (j = 0; j <= i; j++)",
   covariance's "for (b = a; b < m; b++)") the bounds of the inner level
   change with the outer level's IV, so the descriptor cannot carry them
   as they are.  A blocked such level is described by the hull of its
   values over the outer level's whole range (the least first value and
   the greatest bound, each taken at one end of that range, where an
   affine bound has its extremes); the runtime tiles the hull, and the
   tile function keeps the level's own bounds inside each tile as a clamp
   (outline-strip.cc), so every iteration runs once, in its order within
   the tile, and a tile outside the triangle runs none.  This file
   recognises such levels and builds the hull.

   An unblocked such level is described the same way, so that the
   runtime counts the iterations of its rows rather than one iteration
   for the whole level (ACCBLOCK_LEVEL_WHOLE): the modeled time of a
   nest then counts the same work whether the level is blocked or not.
   The tile function runs an unblocked level as written.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "nest-internal.h"
#include "access.h"

/* Whether level O's IV takes exactly the values from its first to its
   last one, one apart, and the bounds saying so are invariant: the
   outer level of a triangular one.  */

static bool
tri_outer_ok_p (const struct nest_level *o)
{
  if (!o->iv || o->noncanonical || o->triangular || !o->init_expr
      || !o->bound_expr || !o->cmp_type || TYPE_UNSIGNED (o->cmp_type)
      || TYPE_UNSIGNED (TREE_TYPE (o->iv)))
    return false;
  if (o->step == 1)
    return o->cmp == ACCBLOCK_CMP_LT || o->cmp == ACCBLOCK_CMP_LE;
  if (o->step == -1)
    return o->cmp == ACCBLOCK_CMP_GT || o->cmp == ACCBLOCK_CMP_GE;
  return false;
}

/* The last value level O's IV takes (when it runs at all), in front of
   the nest, in the IV's type.  */

static tree
tri_outer_last (const struct nest_level *o)
{
  tree type = o->cmp_type;
  tree bound = fold_convert (type, unshare_expr (o->bound_expr));
  tree last = bound;
  if (int offset = nest_level_last_offset (o))
    last = fold_build2 (PLUS_EXPR, type, bound, build_int_cst (type, offset));
  return fold_convert (TREE_TYPE (o->iv), last);
}

/* The one level outside L whose IV EXPR (a bound of level L) is affine
   in, in *OUTER; -1 in *OUTER when none.  *LEN_COEF gets the
   coefficient.  False when EXPR is no such affine form.  */

static bool
tri_affine_outer (const struct nest *nest, unsigned l, tree expr,
		  int *outer, HOST_WIDE_INT *coef)
{
  struct affine aff;
  *outer = -1;
  *coef = 0;
  if (!expr)
    return false;
  if (!access_affine_of (nest, expr, &aff) || aff.varies_step
      || aff.wrap_bits)
    /* A value that does not change while the nest runs needs no affine
       form (the narrowing "(int) lb" of an invariant has none): it is
       rebuilt in front of the nest as the program computes it.  */
    return nest_invariant_expr (nest, expr) != NULL_TREE;
  for (unsigned k = 0; k < nest->depth; k++)
    if (aff.coef[k])
      {
	if (k >= l || *outer >= 0)
	  return false;
	*outer = (int) k;
	*coef = aff.coef[k];
      }
  return true;
}

/* EXPR, a bound of level L read in its CMP_TYPE, at the first and the
   last value of the outer level O's IV, combined by CODE (MIN_EXPR or
   MAX_EXPR); NULL_TREE when it cannot be rebuilt.  */

static tree
tri_extreme (const struct nest *nest, unsigned l, unsigned o, tree expr,
	     enum tree_code code)
{
  const struct nest_level *level = &nest->level[l];
  const struct nest_level *outer = &nest->level[o];
  tree type = level->cmp_type;
  tree first = fold_convert (TREE_TYPE (outer->iv),
			     unshare_expr (outer->init_expr));
  tree at_first = nest_invariant_expr_at (nest, expr, outer->iv, first);
  tree at_last = nest_invariant_expr_at (nest, expr, outer->iv,
					 tri_outer_last (outer));
  if (!at_first || !at_last)
    return NULL_TREE;
  return fold_build2 (code, type, fold_convert (type, at_first),
		      fold_convert (type, at_last));
}

/* What nest_triangular_hull finds for a level.  */
struct tri_hull
{
  tree init, bound;
  unsigned outer;
  HOST_WIDE_INT init_coef, bound_coef;
};

/* The hull of level L of NEST, blocked or not, when its bounds are
   affine in one outer level's IV (see nest_triangular_hull).  */

static bool
tri_find (const struct nest *nest, unsigned l, struct tri_hull *out)
{
  const struct nest_level *level = &nest->level[l];
  if (l == 0 || level->noncanonical || !level->iv
      || !level->init_stmt || !level->init || !level->cmp_type
      || TYPE_UNSIGNED (level->cmp_type)
      || TYPE_UNSIGNED (TREE_TYPE (level->iv))
      || TYPE_PRECISION (level->cmp_type)
	 < TYPE_PRECISION (TREE_TYPE (level->iv)))
    return false;
  bool up = level->step == 1;
  if (!(up && (level->cmp == ACCBLOCK_CMP_LT || level->cmp == ACCBLOCK_CMP_LE))
      && !(level->step == -1
	   && (level->cmp == ACCBLOCK_CMP_GT || level->cmp == ACCBLOCK_CMP_GE)))
    return false;
  int from_init, from_bound;
  HOST_WIDE_INT init_coef, bound_coef;
  if (!tri_affine_outer (nest, l, level->init, &from_init, &init_coef)
      || !tri_affine_outer (nest, l, level->bound, &from_bound, &bound_coef)
      || (from_init >= 0 && from_bound >= 0 && from_init != from_bound)
      || (from_init < 0 && from_bound < 0))
    return false;
  unsigned o = (unsigned) (from_init >= 0 ? from_init : from_bound);
  if (!tri_outer_ok_p (&nest->level[o]))
    return false;
  tree init = level->init_expr;
  if (from_init >= 0)
    init = tri_extreme (nest, l, o, level->init, up ? MIN_EXPR : MAX_EXPR);
  tree bound = level->bound_expr;
  if (from_bound >= 0)
    bound = tri_extreme (nest, l, o, level->bound, up ? MAX_EXPR : MIN_EXPR);
  if (!init || !bound)
    return false;
  out->init = fold_convert (level->cmp_type, init);
  out->bound = bound;
  out->outer = o;
  out->init_coef = init_coef;
  out->bound_coef = bound_coef;
  return true;
}

/* See nest.h.  */

bool
nest_triangular_hull (struct nest *nest, unsigned l)
{
  struct nest_level *level = &nest->level[l];
  struct tri_hull hull;
  if (!tri_find (nest, l, &hull))
    return false;
  level->init_expr = hull.init;
  level->bound_expr = hull.bound;
  level->evaluated = true;
  level->triangular = true;
  level->tri_outer = hull.outer;
  level->tri_init_coef = hull.init_coef;
  level->tri_bound_coef = hull.bound_coef;
  /* The rows of the triangle are runs of the IV; the hull's ends are
     values of nonempty rows when the first value or the bound is the
     same in every row (the row holding the other extreme runs whenever
     any row does), or when every row has the same length (all run or
     none).  Between its ends a box may hold values no row takes (the
     rows of j = 2 * i), elements between ones the program reads.  */
  level->tri_exact = hull.init_coef == 0 || hull.bound_coef == 0
		     || hull.init_coef == hull.bound_coef;
  return true;
}

/* See nest.h.  */

bool
nest_triangular_level_p (const struct nest *nest, unsigned l)
{
  struct tri_hull hull;
  return tri_find (nest, l, &hull);
}

/* See nest.h.  */

bool
nest_has_triangular_p (const struct nest *nest)
{
  for (unsigned l = 0; l < nest->nlevels; l++)
    if (nest->level[l].triangular)
      return true;
  return false;
}
