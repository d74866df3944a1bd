/* split.cc -- whether the tiles of a level may run in groups on
   different accelerators, as split(k:G) asks.

   Why this file exists: splitting the tiles of loop k reorders the
   iterations with different values of k across accelerators.  No output
   shows it when those iterations share nothing but sums into arrays:
   each store to such an array writes what a load of the same element in
   the same iteration gave plus (or minus) a value computed without the
   array, in integer arithmetic, where addition modulo 2^bits is
   associative and commutative.  The runtime then stages the array
   zero-filled in each group and adds the group's box to main memory
   (ACCBLOCK_SECTION_ADD in accblock-abi.h), so every group's partial
   sums arrive.  This file recognises the sums in GIMPLE before SSA, as
   reduction.cc does for scalars (the gimplifier's temporaries are
   already SSA names), and proves the rest of the nest parallel along the
   level with depend.cc's test.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "split.h"
#include "depend.h"
#include "reduction.h"
#include "warn.h"

/* Whether TYPE is an integer type of at least PRECISION bits: a value
   converted through it keeps its bits modulo 2^PRECISION.  */

static bool
wide_integer_p (tree type, unsigned precision)
{
  return TREE_CODE (type) == INTEGER_TYPE && TYPE_PRECISION (type) >= precision;
}

/* Whether VALUE is LOADED, possibly through conversions of NEST's region
   between integer types of at least PRECISION bits; the names on the way
   (LOADED included) go into TEMPS when it is.  */

static bool
reaches_load_p (const struct nest *nest, tree value, tree loaded,
		unsigned precision, hash_set<tree> *temps)
{
  auto_vec<tree> passed;
  while (value != loaded)
    {
      gimple *def = nest_region_def (nest, value);
      if (!def || !is_gimple_assign (def)
	  || !CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (def))
	  || !wide_integer_p (TREE_TYPE (value), precision))
	return false;
      passed.safe_push (value);
      value = gimple_assign_rhs1 (def);
    }
  for (tree name : passed)
    temps->add (name);
  temps->add (loaded);
  return true;
}

/* The addition or subtraction whose result STORED is, through
   conversions that keep PRECISION bits; the converted names go into
   TEMPS.  NULL when STORED is something else.  */

static gimple *
summing_stmt (const struct nest *nest, tree stored, unsigned precision,
	      hash_set<tree> *temps)
{
  for (;;)
    {
      gimple *def = nest_region_def (nest, stored);
      if (!def || !is_gimple_assign (def)
	  || !wide_integer_p (TREE_TYPE (stored), precision))
	return NULL;
      temps->add (stored);
      enum tree_code code = gimple_assign_rhs_code (def);
      if (code == PLUS_EXPR || code == MINUS_EXPR)
	return def;
      if (!CONVERT_EXPR_CODE_P (code))
	return NULL;
      stored = gimple_assign_rhs1 (def);
    }
}

/* The load of ACCESSES whose statement is LOAD and which reads the
   element W writes, or NULL.  */

static const struct access *
load_of (const vec<struct access> &accesses, gimple *load,
	 const struct access *w)
{
  for (const struct access &r : accesses)
    if (!r.write && r.stmt == load && gimple_assign_rhs1 (load) == r.ref
	&& depend_same_element_p (&r, w))
      return &r;
  return NULL;
}

/* When OPERAND of a sum is, through conversions that keep PRECISION
   bits, the value a load of ACCESSES gave of the element the store W
   writes, that load; its names go into TEMPS.  Else NULL.  */

static const struct access *
load_operand (const struct nest *nest, const vec<struct access> &accesses,
	      const struct access *w, tree operand, unsigned precision,
	      hash_set<tree> *temps)
{
  tree loaded = operand;
  /* The value the load gave is where the conversions end.  */
  while (gimple *def = nest_region_def (nest, loaded))
    if (is_gimple_assign (def)
	&& CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (def)))
      loaded = gimple_assign_rhs1 (def);
    else
      break;
  gimple *load = nest_region_def (nest, loaded);
  if (!load || !gimple_assign_single_p (load))
    return NULL;
  const struct access *r = load_of (accesses, load, w);
  if (!r || !reaches_load_p (nest, operand, loaded, precision, temps))
    return NULL;
  return r;
}

/* When the store W writes what a load of the same element gave plus (or
   minus) another value, "_1 = X[s]; _2 = _1 + E; X[s] = _2" or
   "X[s] = E + X[s]", that load of ACCESSES; else NULL.  The SSA names
   on the way go into TEMPS: they must serve nothing else.  */

static const struct access *
summed_load (const struct nest *nest, const vec<struct access> &accesses,
	     const struct access *w, hash_set<tree> *temps)
{
  gimple *store = w->stmt;
  tree type = TREE_TYPE (w->ref);
  if (!gimple_assign_single_p (store) || gimple_assign_lhs (store) != w->ref
      || !nest_reducible_type_p (type))
    return NULL;
  unsigned precision = TYPE_PRECISION (type);
  hash_set<tree> found;
  gimple *sum = summing_stmt (nest, gimple_assign_rhs1 (store), precision,
			      &found);
  if (!sum)
    return NULL;
  /* A - X sums; X - A does not.  */
  unsigned last = gimple_assign_rhs_code (sum) == MINUS_EXPR ? 1 : 2;
  for (unsigned op = 1; op <= last; op++)
    {
      hash_set<tree> names;
      const struct access *r
	= load_operand (nest, accesses, w, gimple_op (sum, op), precision,
			&names);
      if (!r)
	continue;
      for (tree name : found)
	temps->add (name);
      for (tree name : names)
	temps->add (name);
      return r;
    }
  return NULL;
}

/* Mark in PART the accesses of ACCESSES that belong to a sum update:
   the store and the load it adds to.  TEMPS collects the names between
   them.  */

static void
mark_sum_updates (const struct nest *nest, const vec<struct access> &accesses,
		  vec<bool> *part, hash_set<tree> *temps)
{
  for (unsigned a = 0; a < accesses.length (); a++)
    {
      const struct access *w = &accesses[a];
      if (!w->write || !w->analysed)
	continue;
      hash_set<tree> names;
      const struct access *r = summed_load (nest, accesses, w, &names);
      if (!r)
	continue;
      (*part)[a] = true;
      (*part)[r - &accesses[0]] = true;
      for (tree name : names)
	temps->add (name);
    }
}

/* Whether every access of ACCESSES to the base of ACC is marked in
   PART.  */

static bool
only_summed_p (const vec<struct access> &accesses, const vec<bool> &part,
	       const struct access *acc)
{
  /* An access without a base (not analysed) is some other object's, or
     one that may overlap this; depend.cc's test of the pairs says.  */
  for (unsigned a = 0; a < accesses.length (); a++)
    if (!part[a] && accesses[a].base
	&& operand_equal_p (accesses[a].base, acc->base, 0))
      return false;
  return true;
}

/* Note in NEST->sums the bases that ACCESSES only sum into, and mark
   their accesses in SUMMED.  False when there are more such arrays than
   sections, or when the temporaries of the updates serve anything
   else.  */

static bool
find_sums (struct nest *nest, const vec<struct access> &accesses,
	   vec<bool> *summed)
{
  auto_vec<bool> part;
  part.safe_grow_cleared (accesses.length ());
  hash_set<tree> temps;
  mark_sum_updates (nest, accesses, &part, &temps);
  auto_vec<gimple *> stmts;
  nest_region_stmts (nest, &stmts);
  if (!temps.is_empty () && !nest_temps_used_once_p (stmts, temps))
    return false;
  for (unsigned a = 0; a < accesses.length (); a++)
    {
      const struct access *acc = &accesses[a];
      if (!part[a] || !only_summed_p (accesses, part, acc))
	continue;
      (*summed)[a] = true;
      bool known = false;
      for (unsigned s = 0; s < nest->nsums; s++)
	known |= operand_equal_p (nest->sums[s], acc->base, 0);
      if (known)
	continue;
      if (nest->nsums == ACCBLOCK_MAX_SECTIONS)
	return false;
      nest->sums[nest->nsums++] = acc->base;
    }
  return true;
}

/* The first pair of ACCESSES with a write that relates iterations with
   different values of level L, other than the sums SUMMED marks; its
   write's object goes into *CULPRIT.  False when there is none.  */

static bool
shared_across_level (const struct nest *nest, unsigned l,
		     const vec<struct access> &accesses,
		     const vec<bool> &summed, tree *culprit)
{
  for (unsigned a = 0; a < accesses.length (); a++)
    for (unsigned b = a; b < accesses.length (); b++)
      {
	const struct access *w = &accesses[a], *r = &accesses[b];
	if (!w->write)
	  std::swap (w, r);
	if (!w->write
	    || (summed[a] && summed[b] && operand_equal_p (w->base, r->base, 0))
	    || depend_pair_along_level (nest, l, w, r) == DEPEND_OUTER_PARALLEL)
	  continue;
	*culprit = depend_access_name (w);
	return true;
      }
  return false;
}

/* Why the tiles of level L of NEST may not run in groups, given its
   ACCESSES (NULL: not all analysed), with the object concerned in
   *CULPRIT; NULL when they may, and then NEST->sums lists the arrays the
   nest sums into.  */

static const char *
split_problem (struct nest *nest, unsigned l,
	       const vec<struct access> *accesses, tree *culprit)
{
  nest->nsums = 0;
  *culprit = NULL_TREE;
  if (!accesses)
    return "not every memory reference of the nest could be analysed";
  auto_vec<bool> summed;
  summed.safe_grow_cleared (accesses->length ());
  if (!find_sums (nest, *accesses, &summed))
    return "the temporaries of its sums serve other statements too";
  if (shared_across_level (nest, l, *accesses, summed, culprit))
    return "iterations with different values of it share %qE, and do not "
	   "only add integers to it";
  return NULL;
}

/* See split.h.  */

const char *
split_level_problem (const struct nest_analysis *an, unsigned l,
		     tree *culprit)
{
  return split_problem (an->nest, l, nest_analysis_reorderable (an),
			culprit);
}

/* See split.h.  */

bool
split_possible_p (const struct nest_analysis *an, unsigned l)
{
  tree culprit;
  return !split_level_problem (an, l, &culprit);
}
