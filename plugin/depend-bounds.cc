/* depend-bounds.cc -- loop bounds that keep two references apart.

   Why this file exists: the dependence test (depend.cc) compares two
   references subscript by subscript; where the subscripts are coupled
   or skewed (cov[a][b] against cov[b][a]) or hold a variable the nest
   does not change (A[i][j] against A[k][j], k the index of a loop around
   it), it finds no distance and must assume that iterations with
   different values of a level meet.  Often the loop bounds say they do
   not: in a triangular nest (for b from a) the write of cov[b][a] by
   one a never meets the write of cov[a'][b'] by another, because the
   two would need a <= b = a' <= b' = a; and the rows i > k that an LU
   step updates never include the pivot row k it reads.

   This file states the question as a system of linear inequalities
   over the integers: the indices of the levels in the two iterations,
   equal subscripts, the bounds of each level around the references
   (a lower bound from its start, an upper one from its exit test, each
   affine in the indices of outer levels and in variables the nest does
   not change), and one of x_L < y_L or x_L > y_L.  Fourier-Motzkin
   elimination over the rationals decides it: a system without a
   rational solution has no integer one, so "no solution" is a proof.
   Anything the description does not cover only drops a constraint,
   which can only keep the test from proving; the system is given up,
   as not proven, when it grows too large.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "depend-bounds.h"

/* Most distinct variables the nest does not change in one system.  */
#define BOUNDS_MAX_SYMS 6
#define BOUNDS_MAX_VARS (2 * ACCBLOCK_MAX_LEVELS + BOUNDS_MAX_SYMS)
/* Most inequalities elimination may hold; beyond, nothing is proven.  */
#define BOUNDS_MAX_ROWS 400
/* Largest coefficient kept exact; beyond, nothing is proven.  */
#define BOUNDS_MAX_COEF ((HOST_WIDE_INT) 1 << 24)

/* SUM of COEF[V] * variable V + CST <= 0.  Variables 0 .. DEPTH-1 are
   the levels' indices in the first iteration, DEPTH .. 2 DEPTH-1 in the
   second, then the symbols.  */
struct bounds_row
{
  HOST_WIDE_INT coef[BOUNDS_MAX_VARS];
  HOST_WIDE_INT cst;
};

struct bounds_system
{
  const struct nest *nest;
  unsigned nsyms;
  tree syms[BOUNDS_MAX_SYMS];
  auto_vec<struct bounds_row> rows;
  bool failed;   /* Something could not be stated: prove nothing.  */
};

static unsigned
var_count (const struct bounds_system *sys)
{
  return 2 * sys->nest->depth + sys->nsyms;
}

/* The variable of symbol SYM, added on first use; -1 when full.  */

static int
sym_var (struct bounds_system *sys, tree sym)
{
  unsigned base = 2 * sys->nest->depth;
  for (unsigned s = 0; s < sys->nsyms; s++)
    if (sys->syms[s] == sym)
      return (int) (base + s);
  if (sys->nsyms == BOUNDS_MAX_SYMS)
    return -1;
  sys->syms[sys->nsyms++] = sym;
  return (int) (base + sys->nsyms - 1);
}

/* Add SIGN * VALUE, VALUE an affine form read in iteration ITER (0 or
   1), to ROW.  False when it cannot be stated.  */

static bool
add_affine (struct bounds_system *sys, struct bounds_row *row,
	    HOST_WIDE_INT sign, const struct affine *value, unsigned iter)
{
  if (value->varies_step || value->wrap_bits)
    return false;
  unsigned depth = sys->nest->depth;
  for (unsigned l = 0; l < depth; l++)
    row->coef[iter * depth + l] += sign * value->coef[l];
  row->cst += sign * value->cst;
  if (value->sym && value->sym_coef)
    {
      int v = sym_var (sys, value->sym);
      if (v < 0)
	return false;
      row->coef[v] += sign * value->sym_coef;
    }
  return true;
}

/* Whether every number of ROW stays small enough to combine exactly.  */

static bool
row_small_p (const struct bounds_row &row)
{
  for (unsigned v = 0; v < BOUNDS_MAX_VARS; v++)
    if (absu_hwi (row.coef[v]) > (unsigned HOST_WIDE_INT) BOUNDS_MAX_COEF)
      return false;
  return absu_hwi (row.cst) <= (unsigned HOST_WIDE_INT) BOUNDS_MAX_COEF;
}

static void
push_row (struct bounds_system *sys, const struct bounds_row &row)
{
  if (sys->rows.length () >= BOUNDS_MAX_ROWS || !row_small_p (row))
    sys->failed = true;
  else
    sys->rows.safe_push (row);
}

/* Whether the loop of level L of the nest holds STMT.  */

static bool
level_holds_p (const struct nest *nest, unsigned l, gimple *stmt)
{
  return flow_bb_inside_loop_p (nest->level[l].loop, gimple_bb (stmt));
}

/* EXPR, a bound of level L, as an affine form of the outer levels and
   of variables the nest does not change; false when it is not one.  */

static bool
bound_affine (const struct nest *nest, unsigned l, tree expr,
	      struct affine *out)
{
  if (!expr || !access_affine_of (nest, expr, out)
      || out->varies_step || out->wrap_bits)
    return false;
  for (unsigned k = l; k < nest->depth; k++)
    if (out->coef[k])
      return false;
  return true;
}

/* Add the bounds of level L in iteration ITER: IV >= INIT (IV <= INIT
   counting down) and the exit test.  Only what holds for every value
   the body sees: a signed IV, whose increment cannot wrap, compared in
   its own type.  */

static void
add_level_bounds (struct bounds_system *sys, unsigned l, unsigned iter)
{
  const struct nest_level *level = &sys->nest->level[l];
  if (!level->iv || level->noncanonical || level->step == 0
      || !TYPE_OVERFLOW_UNDEFINED (TREE_TYPE (level->iv)))
    return;
  unsigned var = iter * sys->nest->depth + l;
  HOST_WIDE_INT dir = level->step > 0 ? 1 : -1;
  struct affine value;
  /* From the start: INIT - IV <= 0 counting up.  */
  if (level->init_stmt && bound_affine (sys->nest, l, level->init, &value))
    {
      struct bounds_row row = {};
      if (add_affine (sys, &row, dir, &value, iter))
	{
	  row.coef[var] -= dir;
	  push_row (sys, row);
	}
    }
  /* From the exit test: IV - LAST <= 0 counting up, LAST the last value
     the test lets in (BOUND + nest_level_last_offset).  */
  if (level->cmp_type
      && TYPE_PRECISION (level->cmp_type)
	 >= TYPE_PRECISION (TREE_TYPE (level->iv))
      && !TYPE_UNSIGNED (level->cmp_type)
      && bound_affine (sys->nest, l, level->bound, &value))
    {
      struct bounds_row row = {};
      if (add_affine (sys, &row, -dir, &value, iter))
	{
	  row.coef[var] += dir;
	  row.cst -= dir * nest_level_last_offset (level);
	  push_row (sys, row);
	}
    }
}

/* Add the bounds of the levels around ACC in iteration ITER; false when
   a subscript of ACC uses the index of a level outside whose loop it
   stands (its value after the loop).  */

static bool
add_access_bounds (struct bounds_system *sys, const struct access *acc,
		   unsigned iter)
{
  for (unsigned l = 0; l < sys->nest->depth; l++)
    {
      if (level_holds_p (sys->nest, l, acc->stmt))
	{
	  add_level_bounds (sys, l, iter);
	  continue;
	}
      if (access_uses_level_p (acc, l))
	return false;
    }
  return true;
}

/* Add the equality of the subscripts of W (iteration 0) and R
   (iteration 1), as two inequalities per dimension.  A subscript with
   an unknown term states nothing.  */

static void
add_equal_subscripts (struct bounds_system *sys, const struct access *w,
		      const struct access *r)
{
  for (unsigned d = 0; d < w->ndims; d++)
    {
      struct bounds_row row = {};
      if (!add_affine (sys, &row, 1, &w->sub[d], 0)
	  || !add_affine (sys, &row, -1, &r->sub[d], 1))
	continue;
      push_row (sys, row);
      for (unsigned v = 0; v < BOUNDS_MAX_VARS; v++)
	row.coef[v] = -row.coef[v];
      row.cst = -row.cst;
      push_row (sys, row);
    }
}

/* Divide ROW by the greatest common divisor of its coefficients,
   rounding its constant up (the rows are integer inequalities).  */

static void
normalize_row (struct bounds_row *row, unsigned nvars)
{
  HOST_WIDE_INT g = 0;
  for (unsigned v = 0; v < nvars; v++)
    g = gcd (g, absu_hwi (row->coef[v]));
  if (g <= 1)
    return;
  for (unsigned v = 0; v < nvars; v++)
    row->coef[v] /= g;
  /* ceil (cst / g): sum <= -cst becomes sum / g <= floor (-cst / g).  */
  HOST_WIDE_INT c = row->cst;
  row->cst = c >= 0 ? (c + g - 1) / g : -((-c) / g);
}

/* Combine P (coefficient of V positive) and N (negative) into a row
   without V; false when a coefficient grows too large.  */

static bool
combine_rows (const struct bounds_row &p, const struct bounds_row &n,
	      unsigned v, unsigned nvars, struct bounds_row *out)
{
  HOST_WIDE_INT a = -n.coef[v], b = p.coef[v];
  for (unsigned k = 0; k < nvars; k++)
    {
      out->coef[k] = a * p.coef[k] + b * n.coef[k];
      if (absu_hwi (out->coef[k]) > (unsigned HOST_WIDE_INT) BOUNDS_MAX_COEF)
	return false;
    }
  out->cst = a * p.cst + b * n.cst;
  if (absu_hwi (out->cst) > (unsigned HOST_WIDE_INT) BOUNDS_MAX_COEF)
    return false;
  normalize_row (out, nvars);
  return true;
}

/* Eliminate variable V from SYS.  */

static void
eliminate (struct bounds_system *sys, unsigned v)
{
  unsigned nvars = var_count (sys);
  auto_vec<struct bounds_row> kept;
  for (unsigned i = 0; i < sys->rows.length (); i++)
    if (sys->rows[i].coef[v] == 0)
      kept.safe_push (sys->rows[i]);
  for (unsigned i = 0; i < sys->rows.length () && !sys->failed; i++)
    for (unsigned j = 0; j < sys->rows.length (); j++)
      if (sys->rows[i].coef[v] > 0 && sys->rows[j].coef[v] < 0)
	{
	  struct bounds_row row;
	  if (!combine_rows (sys->rows[i], sys->rows[j], v, nvars, &row)
	      || kept.length () >= BOUNDS_MAX_ROWS)
	    {
	      sys->failed = true;
	      break;
	    }
	  kept.safe_push (row);
	}
  sys->rows.truncate (0);
  sys->rows.safe_splice (kept);
}

/* Whether SYS is proven to have no solution.  */

static bool
infeasible_p (struct bounds_system *sys)
{
  unsigned nvars = var_count (sys);
  for (unsigned i = 0; i < sys->rows.length (); i++)
    normalize_row (&sys->rows[i], nvars);
  for (unsigned v = 0; v < nvars && !sys->failed; v++)
    eliminate (sys, v);
  if (sys->failed)
    return false;
  for (unsigned i = 0; i < sys->rows.length (); i++)
    if (sys->rows[i].cst > 0)
      return true;
  return false;
}

/* Whether W in one iteration and R in another, the first with the
   index of level L less than the second when EARLIER, greater
   otherwise, are proven never to access the same element.  */

static bool
ordered_pair_apart_p (const struct nest *nest, unsigned l,
		      const struct access *w, const struct access *r,
		      bool earlier)
{
  struct bounds_system sys;
  sys.nest = nest;
  sys.nsyms = 0;
  sys.failed = false;
  if (!add_access_bounds (&sys, w, 0) || !add_access_bounds (&sys, r, 1))
    return false;
  add_equal_subscripts (&sys, w, r);
  /* x_L - y_L + 1 <= 0, or y_L - x_L + 1 <= 0.  */
  struct bounds_row row = {};
  row.coef[l] = earlier ? 1 : -1;
  row.coef[nest->depth + l] = earlier ? -1 : 1;
  row.cst = 1;
  push_row (&sys, row);
  return !sys.failed && infeasible_p (&sys);
}

/* See access.h.  */

bool
depend_bounds_apart_p (const struct nest *nest, unsigned l,
		       const struct access *w, const struct access *r)
{
  if (nest->depth > ACCBLOCK_MAX_LEVELS || l >= nest->depth
      || w->ndims != r->ndims)
    return false;
  return ordered_pair_apart_p (nest, l, w, r, true)
	 && ordered_pair_apart_p (nest, l, w, r, false);
}
