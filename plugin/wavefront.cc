/* wavefront.cc -- may the tiles of an in-place sweep run in fronts?

   Why this file exists: a sweep that updates its array in place, as
   seidel-2d's
     for (i = 1; i < n - 1; i++)
       for (j = 1; j < n - 1; j++)
	 A[i][j] = (A[i-1][j-1] + ... + A[i][j] + ... + A[i+1][j+1]) / 9;
   does, carries a dependence on both loops, and the serial test
   (serial.cc) leaves it alone.  When every dependence of the nest has a
   constant distance, tiles of its two outer levels can still run in
   parallel fronts.  This file finds whether that holds, for which tile
   shapes, and says so in a remark; nothing dispatches wavefronts yet
   (the descriptor, the runtime and the model have no such nest), so
   the nest stays as it is.

   The rule.  Let every dependence of the nest, between two iterations
   that touch one element and at least one writes it, have a constant
   distance vector D in iterations, oriented from the earlier iteration
   to the later one, so D is lexicographically positive; (p, q) is D on
   levels 0 and 1.  Cut levels 0 and 1 into tiles of R rows by C
   columns, tile (I, J) holding rows I*R .. I*R+R-1 and columns J*C ..
   J*C+C-1 (in iterations, so the bounds of level 1, and of any deeper
   level, must not depend on an outer index); every tile runs its
   iterations, the deeper levels whole, in the original order, and tile
   (I, J) runs in front F*I + J after every tile of a smaller front,
   the tiles of one front in parallel.  A dependence between two
   iterations of one tile is kept by the order inside the tile.  Between
   tiles, with (dI, dJ) the difference of their indices, the order is
   kept exactly when F*dI + dJ >= 1 for every dependence whose two
   iterations lie in different tiles (that also keeps two tiles of one
   front apart: any dependence between them would have F*dI + dJ = 0).
   dI lies between floor(p/R) and ceil(p/R), dJ between floor(q/C) and
   ceil(q/C).
   - q >= 0: then p >= 0, so dI >= 0 and dJ >= 0, not both 0 when the
     tiles differ: F*dI + dJ >= 1 for any F >= 1.
   - q < 0: then p >= 1 (D is lexicographically positive).  Were R > p,
     an earlier iteration in the first row and first column of a tile
     would have its later one in the same row of tiles (dI = 0) and in
     a tile to the left (dJ < 0), which no F keeps: so R <= p is
     needed, and then dI >= 1.  With C >= -q, dJ >= -1, so F = 2 gives
     F*dI + dJ >= 1.
   Hence: R at most the least p of the dependences with q < 0, C at
   least the largest -q of those, and F = 2 when there is one, else any
   tiles with F = 1.  For seidel-2d the distances are (0, 1), (1, -1),
   (1, 0), (1, 1): rows of 1 iteration, at least 1 column, fronts
   2*I + J.  Tiles of more rows would need the nest skewed first (j + i
   as the column), which is beyond this test.  Two iterations that never
   touch one element need no test; anything the dependence test cannot
   give a constant distance makes the nest no wavefront.  The test
   generator testsuite/gen/wavegen.c checks the rule by brute force on
   each program's distances before it states the remark it expects.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "wavefront.h"
#include "depend.h"
#include "infer.h"

/* See wavefront.h.  */

bool
wavefront_rectangular_p (const struct nest *nest)
{
  if (nest->depth < 2 || nest->depth > ACCBLOCK_MAX_LEVELS
      || !nest_loops_are_levels_p (nest) || nest_imperfect_stmt (nest, 0))
    return false;
  for (unsigned l = 0; l < nest->depth; l++)
    {
      const struct nest_level *level = &nest->level[l];
      if (!level->iv || !DECL_NAME (level->iv) || level->step == 0
	  || (l > 0 && (!level->init || !level->bound)))
	return false;
      for (unsigned k = 0; k < l; k++)
	if (nest_operand_mentions_p (level->init, nest->level[k].iv)
	    || nest_operand_mentions_p (level->bound, nest->level[k].iv))
	  return false;
    }
  return true;
}

/* Turn DIST, differences of induction variables of NEST, into
   differences of iterations pointing forward; false when the two
   iterations are one or never meet (a difference no multiple of the
   step: every level's values lie on one lattice, its bounds being
   invariant).  */

static bool
iteration_distance (const struct nest *nest, HOST_WIDE_INT *dist)
{
  int sign = 0;
  for (unsigned l = 0; l < nest->depth; l++)
    {
      if (dist[l] % nest->level[l].step)
	return false;
      dist[l] /= nest->level[l].step;
      if (!sign && dist[l])
	sign = dist[l] > 0 ? 1 : -1;
    }
  if (sign < 0)
    for (unsigned l = 0; l < nest->depth; l++)
      dist[l] = -dist[l];
  return sign != 0;
}

/* Compare the distance vectors A and B over DEPTH levels
   lexicographically.  */

static int
compare_distances (const HOST_WIDE_INT *a, const HOST_WIDE_INT *b,
		   unsigned depth)
{
  for (unsigned l = 0; l < depth; l++)
    if (a[l] != b[l])
      return a[l] < b[l] ? -1 : 1;
  return 0;
}

/* Keep DIST among the lexicographically smallest distances PLAN shows,
   in order, once.  */

static void
record_distance (struct wavefront_plan *plan, const HOST_WIDE_INT *dist,
		 unsigned depth)
{
  unsigned pos = 0;
  while (pos < plan->ndist
	 && compare_distances (plan->dist[pos], dist, depth) < 0)
    pos++;
  if (pos < plan->ndist
      && compare_distances (plan->dist[pos], dist, depth) == 0)
    return;
  if (plan->ndist == WAVEFRONT_SHOWN)
    {
      plan->more = true;
      if (pos == WAVEFRONT_SHOWN)
	return;
      plan->ndist--;
    }
  memmove (plan->dist[pos + 1], plan->dist[pos],
	   (plan->ndist - pos) * sizeof plan->dist[0]);
  memcpy (plan->dist[pos], dist, sizeof plan->dist[0]);
  plan->ndist++;
}

/* Narrow PLAN's tiles for the forward distance DIST (see the rule in
   the head comment).  */

static void
constrain_tiles (struct wavefront_plan *plan, const HOST_WIDE_INT *dist)
{
  HOST_WIDE_INT p = dist[0], q = dist[1];
  if (q >= 0)
    return;
  gcc_checking_assert (p >= 1);
  if (!plan->max_rows || p < plan->max_rows)
    plan->max_rows = p;
  if (-q > plan->min_cols)
    plan->min_cols = -q;
  plan->factor = 2;
}

/* Add the dependence of the pair W (a write) and R of NEST to PLAN;
   false when its distance is not a known constant.  */

static bool
add_pair (const struct nest *nest, const struct access *w,
	  const struct access *r, struct wavefront_plan *plan)
{
  HOST_WIDE_INT dist[ACCBLOCK_MAX_LEVELS];
  bool meet;
  if (!depend_pair_constant_distances (nest, w, r, dist, &meet))
    return false;
  if (!meet || !iteration_distance (nest, dist))
    return true;
  if (!plan->culprit)
    plan->culprit = depend_access_name (w);
  record_distance (plan, dist, nest->depth);
  constrain_tiles (plan, dist);
  return true;
}

/* See wavefront.h.  */

bool
wavefront_analyse (const struct nest_analysis *an,
		   struct wavefront_plan *plan)
{
  const struct nest *nest = an->nest;
  memset (plan, 0, sizeof *plan);
  plan->min_cols = 1;
  plan->factor = 1;
  if (an->collected != PROVEN || an->volatile_ref
      || !wavefront_rectangular_p (nest))
    return false;
  const vec<struct access> &refs = an->refs;
  for (unsigned a = 0; a < refs.length (); a++)
    for (unsigned b = a; b < refs.length (); b++)
      {
	const struct access *w = &refs[a], *r = &refs[b];
	if (!w->write)
	  std::swap (w, r);
	if (!w->write || add_pair (nest, w, r, plan))
	  continue;
	/* Iterations of a time loop all touch the same elements: no
	   wavefront to speak of.  */
	plan->culprit = NULL_TREE;
	if (access_uses_level_p (w, 0) || access_uses_level_p (r, 0))
	  {
	    plan->culprit = depend_access_name (w);
	    plan->bad_write = w;
	    plan->bad_other = r;
	  }
	return false;
      }
  return true;
}

/* PLAN's distances over the levels of NEST as text: "(0, 1), (1, -1)",
   with ", ..." when there are more.  Malloc'd.  */

static char *
distances_text (const struct nest *nest, const struct wavefront_plan *plan)
{
  pretty_printer pp;
  for (unsigned k = 0; k < plan->ndist; k++)
    {
      if (k)
	pp_string (&pp, ", ");
      pp_left_paren (&pp);
      for (unsigned l = 0; l < nest->depth; l++)
	{
	  if (l)
	    pp_string (&pp, ", ");
	  pp_wide_integer (&pp, plan->dist[k][l]);
	}
      pp_right_paren (&pp);
    }
  if (plan->more)
    pp_string (&pp, ", ...");
  return xstrdup (pp_formatted_text (&pp));
}

/* The induction variables of NEST's levels: "i, j, k".  Malloc'd.  */

static char *
levels_text (const struct nest *nest)
{
  pretty_printer pp;
  for (unsigned l = 0; l < nest->depth; l++)
    {
      if (l)
	pp_string (&pp, ", ");
      pp_string (&pp, IDENTIFIER_POINTER (DECL_NAME (nest->level[l].iv)));
    }
  return xstrdup (pp_formatted_text (&pp));
}

/* The remark for a nest whose tiles may run as PLAN says.  */

static void
explain_plan (const struct nest *nest, const struct wavefront_plan *plan,
	      location_t loc)
{
  tree iv0 = DECL_NAME (nest->level[0].iv);
  tree iv1 = DECL_NAME (nest->level[1].iv);
  char *dists = distances_text (nest, plan);
  char *levels = levels_text (nest);
  pretty_printer pp;
  if (plan->max_rows)
    {
      pp_string (&pp, "tiles of at most ");
      pp_wide_integer (&pp, plan->max_rows);
      pp_string (&pp, " by at least ");
      pp_wide_integer (&pp, plan->min_cols);
      pp_string (&pp, " iterations");
    }
  else
    pp_string (&pp, "tiles of any size");
  pp_string (&pp, ", each run in order, keep them in fronts ");
  if (plan->factor != 1)
    {
      pp_decimal_int (&pp, plan->factor);
      pp_character (&pp, '*');
    }
  pp_string (&pp, "I + J");
  accblock_missed (loc, "loop %qE could run as a wavefront of tiles of "
		   "%qE and %qE: the dependences on %qE have the constant "
		   "distances %s in iterations of (%s); %s, but wavefronts "
		   "are not dispatched", iv0, iv0, iv1, plan->culprit, dists,
		   levels, pp_formatted_text (&pp));
  free (dists);
  free (levels);
}

/* The remark for a nest whose dependence between PLAN's BAD_WRITE and
   BAD_OTHER has no constant distance.  */

static void
explain_no_wavefront (const struct nest *nest,
		      const struct wavefront_plan *plan, location_t loc)
{
  tree iv0 = DECL_NAME (nest->level[0].iv);
  char *w = depend_reference_text (nest, plan->bad_write);
  if (plan->bad_write == plan->bad_other)
    accblock_missed (loc, "loop %qE cannot run as a wavefront of tiles: "
		     "the writes of %qs to one element have no constant "
		     "distance", iv0, w);
  else
    {
      char *r = depend_reference_text (nest, plan->bad_other);
      accblock_missed (loc, "loop %qE cannot run as a wavefront of tiles: "
		       "the dependence between %qs and %qs has no constant "
		       "distance", iv0, w, r);
      free (r);
    }
  free (w);
}

/* Whether every reference of AN has exact subscripts that cannot wrap,
   so that a dependence without constant distance is one of the
   program's, not of what the analysis could not describe (which the
   serial test's own remark names).  */

static bool
all_described_p (const struct nest_analysis *an)
{
  for (unsigned a = 0; a < an->refs.length (); a++)
    {
      const struct access *acc = &an->refs[a];
      if (!acc->analysed && !acc->symbolic)
	return false;
      for (unsigned d = 0; d < acc->ndims; d++)
	if (acc->sub[d].wrap_bits)
	  return false;
    }
  return true;
}

/* See wavefront.h.  */

void
wavefront_explain (struct nest *probe, const struct nest_analysis *an,
		   location_t loc)
{
  struct wavefront_plan plan;
  bool legal = wavefront_analyse (an, &plan);
  bool carried;
  if (!wavefront_rectangular_p (an->nest)
      || an->collected != PROVEN || an->volatile_ref
      || infer_blocking_scalar (probe, &carried))
    return;
  if (legal && plan.ndist)
    explain_plan (an->nest, &plan, loc);
  else if (!legal && plan.bad_write && all_described_p (an))
    explain_no_wavefront (an->nest, &plan, loc);
}
