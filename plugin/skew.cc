/* skew.cc -- may a time loop be tiled with the in-place sweep inside it,
   in skewed coordinates, the tiles run in fronts?

   Why this file exists: seidel-2d's
     for (t = 0; t < steps; t++)
       for (i = 1; i < n - 1; i++)
	 for (j = 1; j < n - 1; j++)
	   A[i][j] = (A[i-1][j-1] + ... + A[i][j] + ... + A[i+1][j+1]) / 9;
   carries dependences on every loop: the serial test (serial.cc) leaves
   it alone and the wavefront test (wavefront.cc) says nothing of a
   time loop.  Tiled in the skewed coordinates
     S[0] = X[0],  S[L] = X[L] + C[L] * (S[0] + ... + S[L-1])
   (X[L] the index of level L; for seidel-2d C = (0, 1, 1): t, i + t,
   j + 2*t + i), with the tiles of front K[0] + ... + K[D] run after
   those of every smaller front, its levels run in parallel tiles that
   each reuse their data over several sweeps (ACCBLOCK_NEST_SKEWED in
   accblock-abi.h, which the runtime runs).  This file finds the
   coefficients C and says whether they keep every dependence.

   The rule.  Let every dependence of the nest have a distance vector D
   in iterations, from the earlier iteration to the later one (levels
   counting up by one, so iterations and index values differ alike).
   Its skewed components are D'[0] = D[0], D'[L] = D[L] + C[L] * (D'[0]
   + ... + D'[L-1]).  When every D'[L] (L <= the deepest tiled level)
   is >= 0, the later iteration's tile index is at least the earlier's
   on every level (tiles are runs of consecutive values of S), so its
   front is larger, or the two share a tile, which runs its iterations
   in the program's order; two tiles of one front are then independent.
   A pair of references whose subscripts use the level 0 index in
   neither of them (a time loop) and whose other distances are the
   constants (d1, ..., dD) gives the vectors (d, d1, ..., dD) and (d,
   -d1, ..., -dD) for every d >= 1 (the write first or the other
   reference first), and (0, d1, ..., dD) oriented forward.  Checking d
   = 1 is enough, the coefficients being >= 0: by induction on L each
   D'[L] is D[L] plus C[L] times a sum of components that do not
   decrease as d grows (D'[0] = d does not), so D'[L] at d >= 1 is at
   least D'[L] at d = 1.  A level other than 0 whose index neither
   reference uses would give distances of either sign on that level
   whatever the outer ones are: no skew.  C[L] is the least that makes
   every D'[L] >= 0: max (0, ceil (-D[L] / T)) over the vectors with T =
   D'[0] + ... + D'[L-1] > 0; a vector with T = 0 has D'[0..L-1] = 0,
   hence D[0..L-1] = 0, and being lexicographically positive D[L] >= 0.
   Larger distances d only grow T, so d = 1 gives the largest C[L].
   Levels are taken from the outside in while C[L] fits the ABI's byte
   and the growth of S stays far from 64-bit overflow; the tiled levels
   are 0 to the last one taken, at least 0 and 1.

   Only a nest the descriptor and the tile function can carry is
   skewed: every loop a level, perfectly nested, each counting up by 1
   with < or <=, a signed index of at most 32 bits, bounds invariant in
   the nest; no call, no volatile or undescribed reference, no scalar
   carried from one iteration to another or read after the nest (a
   reduction), no subscript that may wrap.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "skew.h"
#include "wavefront.h"
#include "depend.h"
#include "infer.h"

/* The skewed coordinates grow by a factor of 1 + C[L] per level; beyond
   this product of factors they could leave 64 bits for 32-bit indices
   (2^31 * 2^24 * 8 levels < 2^63).  */
#define SKEW_MAX_GROWTH ((HOST_WIDE_INT) 1 << 24)

/* A distance vector over the nest's levels.  */
struct skew_vector
{
  HOST_WIDE_INT d[ACCBLOCK_MAX_LEVELS];
};

/* See skew.h.  */

bool
skew_wanted_p (void)
{
  return accblock_settings.skew
	 && (accblock_settings.auto_mode == ACCBLOCK_AUTO_MODEL
	     || accblock_settings.auto_mode == ACCBLOCK_AUTO_GREEDY);
}

/* Whether level L of NEST counts up by one from and to values the
   descriptor and the tile function carry exactly in 64 bits.  */

static bool
skewable_level_p (const struct nest *nest, unsigned l)
{
  const struct nest_level *level = &nest->level[l];
  tree type = level->iv ? TREE_TYPE (level->iv) : NULL_TREE;
  return type && !level->noncanonical && INTEGRAL_TYPE_P (type)
	 && !TYPE_UNSIGNED (type)
	 && TYPE_PRECISION (type) <= 32 && level->step == 1
	 && (level->cmp == ACCBLOCK_CMP_LT || level->cmp == ACCBLOCK_CMP_LE)
	 && level->cmp_type && !TYPE_UNSIGNED (level->cmp_type)
	 && TYPE_PRECISION (level->cmp_type) <= 32
	 && !level->triangular && level->init && level->bound
	 && nest_invariant_expr (nest, level->init)
	 && nest_invariant_expr (nest, level->bound);
}

/* Whether a statement of NEST's region calls a function.  */

static bool
calls_p (const struct nest *nest)
{
  for (basic_block bb : nest->region)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      if (is_gimple_call (gsi_stmt (gsi)))
	return true;
  return false;
}

/* Whether the shape and the body of AN's nest (PROBE) let it be skewed
   at all.  */

static bool
skewable_nest_p (struct nest *probe, const struct nest_analysis *an)
{
  const struct nest *nest = an->nest;
  if (an->collected != PROVEN || an->volatile_ref
      || !wavefront_rectangular_p (nest) || calls_p (nest))
    return false;
  /* A statement between two levels would run once per tile that
     shares the outer iterations, not once.  */
  for (unsigned l = 0; l < nest->depth; l++)
    if (!skewable_level_p (nest, l)
	|| (l + 1 < nest->depth && nest_imperfect_stmt (nest, l)))
      return false;
  for (const struct access &acc : an->refs)
    {
      if (!acc.analysed)
	return false;
      for (unsigned d = 0; d < acc.ndims; d++)
	if (acc.sub[d].wrap_bits)
	  return false;
    }
  bool carried;
  return !infer_blocking_scalar (probe, &carried);
}

/* Add the forward orientation of V (DEPTH levels) to VECS, unless it is
   zero: one iteration.  */

static void
add_forward (vec<skew_vector> *vecs, const HOST_WIDE_INT *v, unsigned depth)
{
  int sign = 0;
  for (unsigned l = 0; l < depth && !sign; l++)
    if (v[l])
      sign = v[l] > 0 ? 1 : -1;
  if (!sign)
    return;
  skew_vector f;
  memset (&f, 0, sizeof f);
  for (unsigned l = 0; l < depth; l++)
    f.d[l] = sign * v[l];
  vecs->safe_push (f);
}

/* Add the distance vectors of the pair W (a write) and R of NEST to
   VECS (see the head comment); false when the pair has no usable
   distances.  */

static bool
add_pair_vectors (const struct nest *nest, const struct access *w,
		  const struct access *r, vec<skew_vector> *vecs)
{
  HOST_WIDE_INT dist[ACCBLOCK_MAX_LEVELS];
  unsigned free;
  bool meet;
  if (!depend_pair_distances_free (nest, w, r, dist, &free, &meet))
    return false;
  if (!meet)
    return true;
  if (free & ~1u)
    return false;
  add_forward (vecs, dist, nest->depth);
  if (free)
    {
      skew_vector v;
      memset (&v, 0, sizeof v);
      v.d[0] = 1;
      for (unsigned l = 1; l < nest->depth; l++)
	v.d[l] = dist[l];
      vecs->safe_push (v);
      for (unsigned l = 1; l < nest->depth; l++)
	v.d[l] = -dist[l];
      vecs->safe_push (v);
    }
  return true;
}

/* The least C >= 0 with D[L] + C * T >= 0 for every vector D of VECS
   whose skewed components SKEWED (parallel to VECS) up to L - 1 sum to
   T > 0; -1 when a vector with T = 0 has D[L] < 0.  */

static HOST_WIDE_INT
level_coefficient (const vec<skew_vector> &vecs,
		   const vec<skew_vector> &skewed, unsigned l)
{
  HOST_WIDE_INT c = 0;
  for (unsigned k = 0; k < vecs.length (); k++)
    {
      HOST_WIDE_INT t = 0;
      for (unsigned m = 0; m < l; m++)
	t += skewed[k].d[m];
      HOST_WIDE_INT need = -vecs[k].d[l];
      if (need <= 0)
	continue;
      if (t <= 0)
	return -1;
      c = MAX (c, (need + t - 1) / t);
      if (c > SKEW_MAX_COEF)
	return c;
    }
  return c;
}

/* Choose PLAN's coefficients level by level for the vectors VECS over
   DEPTH levels (see the head comment).  */

static void
choose_coefficients (const vec<skew_vector> &vecs, unsigned depth,
		     struct skew_plan *plan)
{
  auto_vec<skew_vector> skewed;
  skewed.safe_splice (vecs);
  memset (plan, 0, sizeof *plan);
  plan->nlevels = 1;
  HOST_WIDE_INT growth = 1;
  for (unsigned l = 1; l < depth; l++)
    {
      HOST_WIDE_INT c = level_coefficient (vecs, skewed, l);
      if (c < 0 || c > SKEW_MAX_COEF || growth * (c + 1) > SKEW_MAX_GROWTH)
	return;
      growth *= c + 1;
      for (unsigned k = 0; k < vecs.length (); k++)
	{
	  HOST_WIDE_INT t = 0;
	  for (unsigned m = 0; m < l; m++)
	    t += skewed[k].d[m];
	  skewed[k].d[l] = vecs[k].d[l] + c * t;
	  gcc_checking_assert (skewed[k].d[l] >= 0);
	}
      plan->coef[l] = c;
      plan->nlevels = l + 1;
    }
}

/* See skew.h.  */

bool
skew_analyse (struct nest *probe, const struct nest_analysis *an,
	      struct skew_plan *plan)
{
  const struct nest *nest = an->nest;
  memset (plan, 0, sizeof *plan);
  if (!skewable_nest_p (probe, an))
    return false;
  auto_vec<skew_vector> vecs;
  const vec<struct access> &refs = an->refs;
  for (unsigned a = 0; a < refs.length (); a++)
    for (unsigned b = a; b < refs.length (); b++)
      {
	const struct access *w = &refs[a], *r = &refs[b];
	if (!w->write)
	  std::swap (w, r);
	if (w->write && !add_pair_vectors (nest, w, r, &vecs))
	  return false;
      }
  /* With no dependence at all the outer loop would be parallel.  */
  if (vecs.is_empty ())
    return false;
  choose_coefficients (vecs, nest->depth, plan);
  return plan->nlevels >= 2;
}

/* See skew.h.  */

void
skew_remark (location_t loc, const struct nest *nest, unsigned nlevels,
	     const unsigned *coef)
{
  /* M[L][K]: the coefficient of X[K] in S[L].  */
  HOST_WIDE_INT m[ACCBLOCK_MAX_LEVELS][ACCBLOCK_MAX_LEVELS];
  memset (m, 0, sizeof m);
  pretty_printer pp;
  for (unsigned l = 0; l < nlevels; l++)
    {
      m[l][l] = 1;
      for (unsigned k = 0; k < l; k++)
	for (unsigned x = 0; x < l; x++)
	  m[l][x] += coef[l] * m[k][x];
      if (l == 0)
	continue;
      if (l > 1)
	pp_string (&pp, ", ");
      pp_string (&pp, IDENTIFIER_POINTER (DECL_NAME (nest->level[l].iv)));
      for (unsigned x = 0; x < l; x++)
	if (m[l][x])
	  {
	    pp_string (&pp, " + ");
	    if (m[l][x] != 1)
	      {
		pp_wide_integer (&pp, m[l][x]);
		pp_character (&pp, '*');
	      }
	    pp_string (&pp,
		       IDENTIFIER_POINTER (DECL_NAME (nest->level[x].iv)));
	  }
    }
  accblock_remark (loc, "loop %qE tiled with the loops inside it in skewed "
		   "fronts (%s)", DECL_NAME (nest->level[0].iv),
		   pp_formatted_text (&pp));
}
