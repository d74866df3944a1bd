/* depend.cc -- is the tile order of a block clause legal?

   Why this file exists: tiles that share the outer index run in
   lexicographic order of their inner tile indices.  With one blocked
   inner level directly inside the parallel level that is the original
   iteration order; otherwise it is loop tiling, legal only when the
   levels from 1 to the deepest blocked one are permutable: every
   dependence between iterations of one outer index must have distance
   components of one sign on those levels.  This file tests that with a
   conservative test on the references of the nest's analysis
   (analysis.h) and records its verdict; where legality is not proven,
   decide.cc warns and drops inner blocking until the order is the
   original one again, so that nothing is reordered silently.  When the
   test proves that the parallel level carries a dependence although the
   program declares its iterations independent, decide.cc has this file
   warn at the reference that races (the nest still runs in parallel, as
   declared); a loop the program does not declare independent is left
   alone instead.

   The function is not in SSA form yet, so GCC's data-dependence analysis
   (which needs SCEV) cannot run here.  The test reads the subscripts
   access.cc collects: each must be affine in the induction variables of
   the nest with constant coefficients (i, i + c, c * i + d, sums of
   those), on a declared array, on a member array of what an unchanged
   pointer points to (p->w, member.cc),
   or on rows reached through a pointer that
   the nest does not change; a subscript may also use one variable the
   nest does not change (the index of a loop around it), which cancels
   between two subscripts that use it alike.  Anything else makes the
   test give up.  References with different bases that may overlap (two
   pointer parameters) give up too, unless the serial test asks for a
   run-time check of their address ranges instead (alias-check.cc): it
   then goes on as if they lay apart, and so does the test of parallel
   inner levels of the nest whose clause carries the pair.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "depend.h"
#include "depend-bounds.h"
#include "member.h"
#include "infer.h"  /* infer_pragma_end */
#include "warn.h"

/* Distance of a dependence on one level: known, or any value.  */
struct distance
{
  bool any;
  HOST_WIDE_INT value;
};

/* Whether the dependence test may compare the subscripts of ACC with
   another reference's: exact, with or without a symbol, or with terms
   in the indices of inner loops that are no levels, whose subscripts
   solve_distances skips.  */

static bool
comparable_p (const struct access *acc)
{
  return acc->analysed || acc->symbolic || acc->varies;
}

/* Whether A and B may designate overlapping storage although their bases
   differ.  Two declared arrays overlap only when they are one; anything
   reached through a pointer may overlap anything, unless the types of
   the two references keep them apart (a double never lives where an
   int is read, under -fstrict-aliasing; without it every alias set
   conflicts).  The type rule holds in every iteration alike, which the
   dependence test needs.  */

static bool
different_bases_overlap_p (const struct access *a, const struct access *b)
{
  /* Two members of what one pointer points to: their places in the
     structure tell (p->v and p->w never meet, a union's members may).  */
  if (comparable_p (a) && comparable_p (b)
      && members_apart_p (a->base, b->base))
    return false;
  tree base_a = get_base_address (comparable_p (a) ? a->base : a->ref);
  tree base_b = get_base_address (comparable_p (b) ? b->base : b->ref);
  if (base_a && base_b && DECL_P (base_a) && DECL_P (base_b)
      && TREE_CODE (base_a) != PARM_DECL && TREE_CODE (base_b) != PARM_DECL
      && !POINTER_TYPE_P (TREE_TYPE (base_a))
      && !POINTER_TYPE_P (TREE_TYPE (base_b)))
    return base_a == base_b && refs_may_alias_p (a->ref, b->ref, false);
  return alias_sets_conflict_p (get_alias_set (a->ref),
				get_alias_set (b->ref));
}

/* See depend.h.  */

bool
depend_pair_listed_p (const vec<tree> &bases, tree a, tree b)
{
  for (unsigned p = 0; p + 1 < bases.length (); p += 2)
    if ((operand_equal_p (bases[p], a, 0)
	 && operand_equal_p (bases[p + 1], b, 0))
	|| (operand_equal_p (bases[p], b, 0)
	    && operand_equal_p (bases[p + 1], a, 0)))
      return true;
  return false;
}

/* Whether the runtime keeps W and R of NEST apart: the clause was taken
   on condition that their bases do not overlap (serial.cc), and the
   runtime runs the nest as one tile, in the original order, when they
   do (runtime/overlap.c), so no dependence between them keeps the tiles
   of a level from running in parallel.  Or the nest is a part of a
   loop distributed under a run-time test (alias-guard.cc) that found
   the pair apart over the whole loop before any part ran.  Like a pair that restrict
   separates, such a pair still counts against permuting the inner
   levels (test_pair), which keeps the blocking the same as with
   restrict-qualified parameters.  */

static bool
checked_apart_p (const struct nest *nest, const struct access *w,
		 const struct access *r)
{
  return comparable_p (r) && depend_checked_apart_p (nest, w, r->base);
}

/* See depend.h.  */

bool
depend_checked_apart_p (const struct nest *nest, const struct access *acc,
			tree base)
{
  return nest->clause && comparable_p (acc)
	 && (depend_pair_listed_p (nest->clause->alias_bases, acc->base, base)
	     || depend_pair_listed_p (nest->clause->guard_bases, acc->base,
				      base));
}

/* Solve subscript equality of W and R for the distances R - W per level.
   Returns false when the two references never touch the same element.  */

static bool
solve_distances (const struct nest *nest, const struct access *w,
		 const struct access *r, struct distance *dist, bool *exact)
{
  bool constrained[ACCBLOCK_MAX_LEVELS] = { false };
  *exact = true;
  for (unsigned l = 0; l < nest->depth; l++)
    dist[l].any = true;
  for (unsigned d = 0; d < w->ndims; d++)
    {
      const struct affine *sw = &w->sub[d], *sr = &r->sub[d];
      /* The index of an inner loop takes any value of its range in
	 each reference (access-varying.cc): this subscript may meet any
	 other, whatever the levels do.  */
      if (sw->sym != sr->sym || sw->sym_coef != sr->sym_coef
	  || sw->varies_step || sr->varies_step)
	{
	  /* Different symbols: any element may meet any other.  */
	  *exact = false;
	  continue;
	}
      int level = -1, nonzero = 0;
      bool same = true;
      for (unsigned l = 0; l < nest->depth; l++)
	{
	  if (sw->coef[l] != sr->coef[l])
	    same = false;
	  if (sw->coef[l] || sr->coef[l])
	    level = l, nonzero++;
	}
      if (nonzero == 0)
	{
	  if (sw->cst != sr->cst)
	    return false;
	  continue;
	}
      if (!same || nonzero > 1)
	{
	  /* Coupled or skewed subscripts: the levels involved may take
	     any distance.  */
	  *exact = false;
	  continue;
	}
      HOST_WIDE_INT c = sw->coef[level], diff = sw->cst - sr->cst;
      if (diff % c)
	return false;
      HOST_WIDE_INT value = diff / c;
      if (constrained[level] && !dist[level].any && dist[level].value != value)
	return false;
      constrained[level] = true;
      dist[level].any = false;
      dist[level].value = value;
    }
  return true;
}

static bool same_shape_p (const struct access *, const struct access *);
static bool exact_subscripts_p (const struct access *);

/* How far solve_pair got with a pair: the step that stopped it, or
   PAIR_SOLVED.  Each caller maps the outcome to its own answer.  */
enum pair_solution
{
  PAIR_OTHER_BASES,	/* Not one comparable base: no distances.  */
  PAIR_SHAPE,		/* One base seen with two shapes.  */
  PAIR_SUBSCRIPT,	/* A subscript may wrap.  */
  PAIR_APART,		/* The two never touch one element.  */
  PAIR_SOLVED		/* DIST and *EXACT are set.  */
};

/* Solve the pair W, R of NEST: one base, one shape, subscripts that do
   not wrap, then the distances R - W per level into DIST (and whether
   every subscript took part, *EXACT).  The one place that says when
   distances may be read at all, for the carried, race and wavefront
   tests alike.  */

static enum pair_solution
solve_pair (const struct nest *nest, const struct access *w,
	    const struct access *r, struct distance *dist, bool *exact)
{
  if (!comparable_p (w) || !comparable_p (r)
      || !operand_equal_p (w->base, r->base, 0))
    return PAIR_OTHER_BASES;
  if (w->ndims != r->ndims || !same_shape_p (w, r))
    return PAIR_SHAPE;
  if (!exact_subscripts_p (w) || !exact_subscripts_p (r))
    return PAIR_SUBSCRIPT;
  if (!solve_distances (nest, w, r, dist, exact))
    return PAIR_APART;
  return PAIR_SOLVED;
}

/* Whether distances DIST keep tiling of levels 1 .. LAST legal: on those
   levels every dependence must point the same way.  */

static bool
band_permutable_p (const struct distance *dist, unsigned last)
{
  int any = 0;
  bool positive = false, negative = false;
  for (unsigned l = 1; l <= last; l++)
    if (dist[l].any)
      any++;
    else if (dist[l].value > 0)
      positive = true;
    else if (dist[l].value < 0)
      negative = true;
  if (positive && negative)
    return false;
  return any == 0 || (any == 1 && !positive && !negative);
}

/* The variable a pointer PTR of the region was computed from.  */

tree
depend_pointer_origin (tree ptr)
{
  for (int steps = 0;
       steps < ACCBLOCK_MAX_ORIGIN_STEPS && ptr && TREE_CODE (ptr) == SSA_NAME;
       steps++)
    {
      gimple *def = SSA_NAME_DEF_STMT (ptr);
      if (!def || !is_gimple_assign (def))
	return NULL_TREE;
      ptr = gimple_assign_rhs1 (def);
    }
  return ptr && DECL_P (ptr) ? ptr : NULL_TREE;
}

/* The variable a reference or pointer T is reached from, for
   messages: unlike depend_pointer_origin this also goes through loads,
   so that rows[i][j] of int **rows and g.cells[k] name rows and g.  */

static tree
named_origin (tree t)
{
  for (int steps = 0; steps < ACCBLOCK_MAX_ORIGIN_STEPS && t; steps++)
    {
      if (TREE_CODE (t) == ADDR_EXPR)
	t = TREE_OPERAND (t, 0);
      if (DECL_P (t))
	return t;
      if (TREE_CODE (t) == SSA_NAME)
	{
	  if (SSA_NAME_IS_DEFAULT_DEF (t))
	    return SSA_NAME_VAR (t);
	  gimple *def = SSA_NAME_DEF_STMT (t);
	  if (!def || !is_gimple_assign (def))
	    return NULL_TREE;
	  t = gimple_assign_rhs1 (def);
	  continue;
	}
      tree base = get_base_address (t);
      if (!base || TREE_CODE (base) != MEM_REF)
	return base && DECL_P (base) ? base : NULL_TREE;
      t = TREE_OPERAND (base, 0);
    }
  return NULL_TREE;
}

tree
depend_object_name (tree ref)
{
  /* A member reached through a pointer, by its own name: "p->w".  */
  tree stripped = ref;
  while (TREE_CODE (stripped) == ARRAY_REF)
    stripped = TREE_OPERAND (stripped, 0);
  if (tree name = member_name (stripped))
    return name;
  tree base = named_origin (ref);
  if (base && DECL_NAME (base))
    return DECL_NAME (base);
  return get_identifier ("memory");
}

/* The name of the object ACC accesses, for messages.  */

static tree
access_name (const struct access *acc)
{
  return depend_object_name (comparable_p (acc) ? acc->base : acc->ref);
}


static HOST_WIDE_INT outer_span (const struct nest *);

/* Test one pair of accesses, at least one a write.  SPAN: see
   outer_span.  */

static void
test_pair (const struct nest *nest, const struct access *w,
	   const struct access *r, bool need_band, HOST_WIDE_INT span,
	   struct depend_verdict *v)
{
  if (!w->analysed || !r->analysed || !operand_equal_p (w->base, r->base, 0)
      || w->ndims != r->ndims)
    {
      if (!different_bases_overlap_p (w, r))
	return;
      if (need_band && !v->reason)
	{
	  v->reason = UNPROVEN_SUBSCRIPT;
	  v->culprit = access_name (!w->analysed ? w : r);
	}
      return;
    }
  struct distance dist[ACCBLOCK_MAX_LEVELS];
  bool exact;
  if (!solve_distances (nest, w, r, dist, &exact))
    return;
  bool meet = dist[0].any
	      || (dist[0].value != 0
		  && (span < 0
		      || absu_hwi (dist[0].value) <= (unsigned HOST_WIDE_INT)
						     span));
  if (exact && !v->carried && meet)
    v->carried = access_name (w);
  if (exact && !v->shared && dist[0].any)
    v->shared = access_name (w);
  if (!need_band || v->reason)
    return;
  if (!dist[0].any && dist[0].value != 0)
    return;
  if (!band_permutable_p (dist, nest->nlevels - 1))
    {
      v->reason = UNPROVEN_DEPENDENCE;
      v->culprit = access_name (w);
    }
}

/* Whether the clause keeps the original iteration order inside one
   outer tile: at most one inner level blocked, and that is level 1.  */

static bool
keeps_original_order (const struct nest *nest)
{
  for (unsigned l = 2; l < nest->nlevels; l++)
    if (nest->level[l].block)
      return false;
  return true;
}

/* ---- Races in loops declared independent ---- */

/* Whether two iterations of level L of NEST lie DISTANCE apart in the
   values of its induction variable: the loop's bounds do not change in
   the nest, DISTANCE is a multiple of its step, and less than the trip
   count apart when that is known (else the loop is taken to run long
   enough).  */

static bool
distance_possible_p (const struct nest *nest, unsigned l,
		     HOST_WIDE_INT distance)
{
  const struct nest_level *level = &nest->level[l];
  tree init = level->init ? nest_invariant_expr (nest, level->init)
			  : NULL_TREE;
  tree bound = level->bound ? nest_invariant_expr (nest, level->bound)
			    : NULL_TREE;
  if (!init || !bound || level->step == 0 || distance % level->step != 0)
    return false;
  unsigned HOST_WIDE_INT trips;
  if (!nest_constant_trips (level, init, bound, &trips))
    return true;
  return absu_hwi (distance) / absu_hwi (level->step) < trips;
}

/* Whether STMT runs in every iteration of each loop of NEST around it:
   no condition, "continue" or loop that may be skipped lies between it
   and the outer loop.  Dominators must be up to date.  */

static bool
unconditional_in_nest_p (const struct nest *nest, gimple *stmt)
{
  basic_block bb = gimple_bb (stmt);
  for (class loop *loop = bb->loop_father; loop; loop = loop_outer (loop))
    {
      if (!loop->latch || !dominated_by_p (CDI_DOMINATORS, loop->latch, bb))
	return false;
      if (loop == nest->level[0].loop)
	return true;
      bb = loop->header;
    }
  return false;
}

/* Whether iterations of level 0 of NEST provably meet on the pair W (a
   write) and R, which may be W itself: one element, the same way of
   reading it, a non-zero distance on level 0 in *DISTANCE (the
   iteration of R minus that of W), distances the loops can take, and
   statements that run in every iteration.  An element whose address
   does not move with level 0 (any distance solves the pair, as in
   "s[j] += a[i][j]" declared independent over i) is met by each two
   iterations in a row: one step of level 0, if the loop may run two;
   not a scalar, which the clauses decide.
   A failed proof is no race: the loop then runs as declared, without a
   word.  */

static bool
proven_race_p (const struct nest *nest, const struct access *w,
	       const struct access *r, HOST_WIDE_INT *distance)
{
  struct distance dist[ACCBLOCK_MAX_LEVELS];
  bool exact;
  if (access_same_fixed_element_p (nest, w, r))
    {
      for (unsigned l = 0; l < nest->depth; l++)
	dist[l].any = true;
    }
  else if (solve_pair (nest, w, r, dist, &exact) != PAIR_SOLVED || !exact)
    return false;
  if (dist[0].any)
    {
      /* A scalar carried across iterations is for the private and
	 reduction clauses to decide (the "shared" warning).  */
      if (!w->ndims && !w->fixed_element)
	return false;
      dist[0].any = false;
      dist[0].value = nest->level[0].step;
    }
  if (dist[0].value == 0)
    return false;
  for (unsigned l = 0; l < nest->depth; l++)
    if (!dist[l].any && !distance_possible_p (nest, l, dist[l].value))
      return false;
  if (!dom_info_available_p (CDI_DOMINATORS)
      || !unconditional_in_nest_p (nest, w->stmt)
      || !unconditional_in_nest_p (nest, r->stmt))
    return false;
  *distance = dist[0].value;
  return true;
}

/* Append to PP the term COEF * NAME of a sum (NAME NULL: the constant
   COEF), with the sign between terms; *FIRST says whether it is the
   first one.  */

static void
append_term (pretty_printer *pp, bool *first, HOST_WIDE_INT coef,
	     const char *name)
{
  if (coef == 0)
    return;
  if (!*first)
    pp_string (pp, coef < 0 ? " - " : " + ");
  else if (coef < 0)
    pp_minus (pp);
  *first = false;
  unsigned HOST_WIDE_INT size = absu_hwi (coef);
  if (name && size == 1)
    {
      pp_string (pp, name);
      return;
    }
  pp_unsigned_wide_integer (pp, size);
  if (name)
    {
      pp_string (pp, " * ");
      pp_string (pp, name);
    }
}

/* Append SUB, a subscript or an iteration of NEST, as the user would
   write it: "k - 1", "2 * i + j".  */

static void
append_affine (pretty_printer *pp, const struct nest *nest,
	       const struct affine *sub)
{
  bool first = true;
  for (unsigned l = 0; l < nest->depth; l++)
    append_term (pp, &first, sub->coef[l],
		 IDENTIFIER_POINTER (DECL_NAME (nest->level[l].iv)));
  if (sub->sym && sub->sym_coef)
    {
      char *sym = print_generic_expr_to_str (sub->sym);
      append_term (pp, &first, sub->sym_coef, sym);
      free (sym);
    }
  append_term (pp, &first, sub->cst, NULL);
  if (first)
    pp_character (pp, '0');
}

/* Whether every induction variable of NEST has a name to print.  */

static bool
named_levels_p (const struct nest *nest)
{
  for (unsigned l = 0; l < nest->depth; l++)
    if (!nest->level[l].iv || !DECL_NAME (nest->level[l].iv))
      return false;
  return true;
}

/* Append T, a fixed element (fixed_element in access.h) or a part of
   one, as the user would write it: "s[row - 1].r[col]".  */

static void
append_fixed_element (pretty_printer *pp, const struct nest *nest, tree t)
{
  if (DECL_P (t) || !handled_component_p (t))
    {
      char *name = print_generic_expr_to_str (t);
      pp_string (pp, name);
      free (name);
      return;
    }
  append_fixed_element (pp, nest, TREE_OPERAND (t, 0));
  tree op = TREE_OPERAND (t, 1);
  struct affine index;
  if (TREE_CODE (t) == COMPONENT_REF)
    {
      pp_character (pp, '.');
      char *field = print_generic_expr_to_str (op);
      pp_string (pp, field);
      free (field);
      return;
    }
  pp_left_bracket (pp);
  if (access_affine_of (nest, op, &index))
    append_affine (pp, nest, &index);
  else
    {
      char *text = print_generic_expr_to_str (op);
      pp_string (pp, text);
      free (text);
    }
  pp_right_bracket (pp);
}

/* ACC as the user would write it, rebuilt from its affine subscripts
   (the statement's own operands are temporaries by now):
   "beta[k - 1]", "a[i - 1][j]", "(*p)[i]".  Malloc'd.  */

static char *
reference_text (const struct nest *nest, const struct access *acc)
{
  pretty_printer pp;
  if (acc->fixed_element)
    {
      append_fixed_element (&pp, nest, acc->ref);
      return xstrdup (pp_formatted_text (&pp));
    }
  char *base = print_generic_expr_to_str (acc->base);
  /* Without a row pointer dimension, a pointer base is dereferenced
     before the subscripts apply.  */
  if (POINTER_TYPE_P (TREE_TYPE (acc->base)) && !acc->row_bytes)
    {
      pp_string (&pp, "(*");
      pp_string (&pp, base);
      pp_right_paren (&pp);
    }
  else
    pp_string (&pp, base);
  free (base);
  for (unsigned d = 0; d < acc->ndims; d++)
    {
      pp_left_bracket (&pp);
      append_affine (&pp, nest, &acc->sub[d]);
      pp_right_bracket (&pp);
    }
  return xstrdup (pp_formatted_text (&pp));
}

/* The iteration of level 0 of NEST DISTANCE before the current one, as
   the user would write it: "k - 1", "k + 2".  Malloc'd.  */

static char *
iteration_text (const struct nest *nest, HOST_WIDE_INT distance)
{
  struct affine iteration;
  memset (&iteration, 0, sizeof iteration);
  iteration.coef[0] = 1;
  iteration.cst = -distance;
  pretty_printer pp;
  append_affine (&pp, nest, &iteration);
  return xstrdup (pp_formatted_text (&pp));
}

/* Where the reference ACC is in the source: its own location, else its
   statement's, with the caret at its start.  */

static location_t
reference_location (const struct access *acc)
{
  location_t loc = EXPR_LOCATION (acc->ref);
  if (loc == UNKNOWN_LOCATION)
    loc = gimple_location (acc->stmt);
  location_t start = get_start (loc);
  return make_location (start, start, get_finish (loc));
}

/* The clause of CLAUSE's directive that excludes "seq", or NULL.  */

static const char *
clause_excluding_seq (const struct accblock_clause *clause)
{
  if (clause->ntile)
    return "tile";
  if (clause->has_block)
    return "block";
  if (clause->independent)
    return "independent";
  return NULL;
}

/* How to keep the order instead: a note at the pragma of NEST, with a
   fix-it that appends " seq" to its line when nothing on it excludes
   "seq".  */

static void
suggest_seq (const struct nest *nest)
{
  const struct accblock_clause *clause = nest->clause;
  if (const char *other = clause_excluding_seq (clause))
    {
      inform (clause->pragma_loc, "replace %qs by %<seq%> in the loop "
	      "directive to run its iterations in order", other);
      return;
    }
  gcc_rich_location richloc (clause->pragma_loc);
  location_t end = infer_pragma_end (clause);
  if (end != UNKNOWN_LOCATION)
    richloc.add_fixit_insert_after (end, " seq");
  inform (&richloc, "add %<seq%> to the loop directive to run its "
	  "iterations in order");
}

/* Warn at R, which iteration DISTANCE before the current one of level 0
   of NEST writes (W may be R's own kind: two writes); return whether the
   warning was shown.  */

static bool
warn_race (const struct nest *nest, const struct access *r,
	   HOST_WIDE_INT distance)
{
  tree iv = nest->level[0].iv;
  char *ref = reference_text (nest, r);
  char *writer = iteration_text (nest, distance);
  const char *reader = IDENTIFIER_POINTER (DECL_NAME (iv));
  location_t loc = reference_location (r);
  bool shown;
  if (r->write)
    shown = accblock_warning_at (loc, ACCBLOCK_WARN_RACE, "loop %qD is "
				 "declared independent, but iteration %s "
				 "writes %qs, also written by iteration %s",
				 iv, reader, ref, writer);
  else
    shown = accblock_warning_at (loc, ACCBLOCK_WARN_RACE, "loop %qD is "
				 "declared independent, but iteration %s "
				 "reads %qs, written by iteration %s",
				 iv, reader, ref, writer);
  free (ref);
  free (writer);
  return shown;
}

/* Whether A and B index one base, seen with the same shape, by equal
   subscripts: the same coefficients, constant and symbolic term in
   each dimension, none with a term that varies within an iteration.  */

static bool
same_subscripts_p (const struct access *a, const struct access *b)
{
  if (!a->base || !b->base || !operand_equal_p (a->base, b->base, 0)
      || a->ndims != b->ndims || !same_shape_p (a, b))
    return false;
  for (unsigned d = 0; d < a->ndims; d++)
    if (a->sub[d].cst != b->sub[d].cst || a->sub[d].varies_step
	|| b->sub[d].varies_step
	|| memcmp (a->sub[d].coef, b->sub[d].coef, sizeof a->sub[d].coef)
	|| access_sym_coef (a, d) != access_sym_coef (b, d)
	|| (access_sym (a, d)
	    && !operand_equal_p (access_sym (a, d), access_sym (b, d), 0)))
      return false;
  return true;
}

/* Whether X and Y reach the same element in every iteration of NEST:
   one reference, one fixed element, or one base with equal subscripts.  */

static bool
same_element_p (const struct nest *nest, const struct access *x,
		const struct access *y)
{
  return operand_equal_p (x->ref, y->ref, 0)
	 || access_same_fixed_element_p (nest, x, y)
	 || (comparable_p (x) && comparable_p (y) && same_subscripts_p (x, y));
}

/* Whether a reference of ACCESSES to the element R refers to, REPORTED
   among them, was warned at already.  */

static bool
element_reported_p (const struct nest *nest,
		    const vec<struct access> &accesses, sbitmap reported,
		    unsigned r)
{
  for (unsigned x = 0; x < accesses.length (); x++)
    if (bitmap_bit_p (reported, x)
	&& same_element_p (nest, &accesses[x], &accesses[r]))
      return true;
  return false;
}

/* Warn at the race of the pair A, B of ACCESSES (B may be A, a write),
   unless the reference that would get it has one (REPORTED); the first
   warning shown gets the note on "seq" (*NOTED).  Returns the name of
   the object warned at (access_name), or NULL_TREE when none was.  */

static tree
report_pair (const struct nest *nest, const vec<struct access> &accesses,
	     unsigned a, unsigned b, sbitmap reported, bool *noted)
{
  unsigned w = accesses[a].write ? a : b, r = w == a ? b : a;
  HOST_WIDE_INT distance;
  if (!accesses[w].write || bitmap_bit_p (reported, r)
      || !proven_race_p (nest, &accesses[w], &accesses[r], &distance))
    return NULL_TREE;
  bitmap_set_bit (reported, r);
  auto_diagnostic_group d;
  if (!warn_race (nest, &accesses[r], distance))
    return NULL_TREE;
  if (!*noted)
    {
      suggest_seq (nest);
      *noted = true;
    }
  return access_name (&accesses[r]);
}

/* Warn at each reference of AN's nest, a loop declared independent,
   that provably races between the iterations of level 0: once per
   reference, the one that reads (or writes second) the element another
   iteration writes; the first warning gets the note on "seq".  */

bool
depend_report_races (const struct nest_analysis *an)
{
  const struct nest *nest = an->nest;
  const vec<struct access> &accesses = an->refs;
  if (!named_levels_p (nest))
    return false;
  auto_sbitmap reported (accesses.length ());
  bitmap_clear (reported);
  bool noted = false, shared_shown = false;
  tree shared = an->verdict.shared;  /* An identifier: one per name.  */
  for (unsigned a = 0; a < accesses.length (); a++)
    for (unsigned b = a + 1; b < accesses.length (); b++)
      {
	tree name = report_pair (nest, accesses, a, b, reported, &noted);
	shared_shown |= name && name == shared;
      }
  /* Then a write that every iteration makes to one element, unless a
     read of that element was warned at ("s[j] += x").  */
  for (unsigned a = 0; a < accesses.length (); a++)
    if (accesses[a].write
	&& !element_reported_p (nest, accesses, reported, a))
      {
	tree name = report_pair (nest, accesses, a, a, reported, &noted);
	shared_shown |= name && name == shared;
      }
  return shared_shown;
}

/* See depend.h.  */

void
depend_test_nest (struct nest_analysis *an)
{
  const struct nest *nest = an->nest;
  const vec<struct access> &accesses = an->refs;
  struct depend_verdict v = { true, !keeps_original_order (nest),
			      an->collected, NULL_TREE, NULL_TREE,
			      NULL_TREE };
  HOST_WIDE_INT span = outer_span (nest);
  for (unsigned a = 0; a < accesses.length (); a++)
    for (unsigned b = a; b < accesses.length (); b++)
      if (accesses[a].write || accesses[b].write)
	test_pair (nest, accesses[a].write ? &accesses[a] : &accesses[b],
		   accesses[a].write ? &accesses[b] : &accesses[a],
		   v.need_band, span, &v);
  an->verdict = v;
}

/* ---- The same analysis for inference ---- */

/* Whether tiling levels 1 .. NEST->nlevels - 1 in any combination is
   proven to keep every dependence.  */

bool
depend_inner_levels_permutable (const struct nest_analysis *an)
{
  const struct nest *nest = an->nest;
  struct depend_verdict v = { false, true, an->collected, NULL_TREE,
			      NULL_TREE, NULL_TREE };
  const vec<struct access> &accesses = an->refs;
  HOST_WIDE_INT span = outer_span (nest);
  for (unsigned a = 0; a < accesses.length () && !v.reason; a++)
    for (unsigned b = a; b < accesses.length (); b++)
      if (accesses[a].write || accesses[b].write)
	test_pair (nest, accesses[a].write ? &accesses[a] : &accesses[b],
		   accesses[a].write ? &accesses[b] : &accesses[a], true,
		   span, &v);
  return v.reason == PROVEN;
}

/* ---- Serial code: is the outer loop parallel? ---- */

/* Whether DECL is a parameter of the current function declared as a
   restrict-qualified pointer and never assigned or exposed by address:
   every access through it is then based on it, so storage it modifies
   is reached through no other pointer.  */

static bool
restrict_parm_p (tree decl)
{
  if (!decl || TREE_CODE (decl) != PARM_DECL
      || !POINTER_TYPE_P (TREE_TYPE (decl))
      || !TYPE_RESTRICT (TREE_TYPE (decl)) || TREE_ADDRESSABLE (decl))
    return false;
  basic_block bb;
  FOR_EACH_BB_FN (bb, cfun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      if (gimple_get_lhs (gsi_stmt (gsi)) == decl)
	return false;
  return true;
}

/* The pointer a reference through memory was computed from, or NULL.  */

static tree
access_pointer (const struct access *acc)
{
  tree base = get_base_address (acc->ref);
  if (!base || TREE_CODE (base) != MEM_REF)
    return NULL_TREE;
  return depend_pointer_origin (TREE_OPERAND (base, 0));
}

/* Whether A and B, with different bases, provably touch different
   storage: a declared array is distinct from what a restrict parameter
   points to, and so are the targets of two distinct restrict
   parameters.  */

static bool
restrict_separates_p (const struct access *a, const struct access *b)
{
  tree pa = access_pointer (a), pb = access_pointer (b);
  bool ra = restrict_parm_p (pa), rb = restrict_parm_p (pb);
  if (ra && rb)
    return pa != pb;
  tree other = ra ? get_base_address (b->ref) : get_base_address (a->ref);
  if (!(ra || rb) || !other || !DECL_P (other))
    return false;
  return TREE_CODE (other) != PARM_DECL
	 && !POINTER_TYPE_P (TREE_TYPE (other));
}

/* Whether the subscripts of ACC are its affine forms in the program's
   arithmetic too: a subscript that may wrap (i computed in an unsigned
   char) can make two iterations meet where the affine forms never do.  */

static bool
exact_subscripts_p (const struct access *acc)
{
  for (unsigned d = 0; d < acc->ndims; d++)
    if (acc->sub[d].wrap_bits)
      return false;
  return true;
}

/* Whether W and R see their common base with the same shape: element
   size and row size, so that equal subscripts mean equal bytes.  */

static bool
same_shape_p (const struct access *w, const struct access *r)
{
  tree w_size = TYPE_SIZE_UNIT (TREE_TYPE (w->ref));
  tree r_size = TYPE_SIZE_UNIT (TREE_TYPE (r->ref));
  if (!w_size || !r_size || !operand_equal_p (w_size, r_size, 0))
    return false;
  if (!w->row_bytes || !r->row_bytes)
    return !w->row_bytes && !r->row_bytes;
  return operand_equal_p (w->row_bytes, r->row_bytes, 0);
}

/* The largest difference between two values the induction variable of
   level L of NEST takes, when its trip count is a compile-time constant;
   else -1.  */

static HOST_WIDE_INT
level_span (const struct nest *nest, unsigned l)
{
  const struct nest_level *level = &nest->level[l];
  unsigned HOST_WIDE_INT trips;
  if (!level->init || !level->bound
      || !nest_constant_trips (level, nest_invariant_expr (nest, level->init),
			       nest_invariant_expr (nest, level->bound),
			       &trips)
      || trips == 0 || trips > (unsigned HOST_WIDE_INT) HOST_WIDE_INT_MAX
			       / absu_hwi (level->step))
    return -1;
  return (HOST_WIDE_INT) (trips - 1) * absu_hwi (level->step);
}

static HOST_WIDE_INT
outer_span (const struct nest *nest)
{
  return level_span (nest, 0);
}

/* How the pair W (a write) and R relates iterations with different
   values of level L, whose induction variable spans SPAN (-1:
   unknown).  */

static enum depend_outer
level_pair (const struct nest *nest, unsigned l, const struct access *w,
	    const struct access *r, HOST_WIDE_INT span)
{
  struct distance dist[ACCBLOCK_MAX_LEVELS];
  bool exact;
  switch (solve_pair (nest, w, r, dist, &exact))
    {
    case PAIR_OTHER_BASES:
      if (!different_bases_overlap_p (w, r) || restrict_separates_p (w, r)
	  || checked_apart_p (nest, w, r))
	return DEPEND_OUTER_PARALLEL;
      if (comparable_p (w) && comparable_p (r))
	return DEPEND_OUTER_OVERLAP;
      return DEPEND_OUTER_SUBSCRIPT;
    case PAIR_SHAPE:
      return DEPEND_OUTER_SHAPE;
    case PAIR_SUBSCRIPT:
      return DEPEND_OUTER_SUBSCRIPT;
    case PAIR_APART:
      return DEPEND_OUTER_PARALLEL;
    case PAIR_SOLVED:
      break;
    }
  /* A distance of 0 on level L from one subscript holds for every
     solution, whatever the other subscripts allow.  */
  if (!dist[l].any && dist[l].value == 0)
    return DEPEND_OUTER_PARALLEL;
  /* Two iterations further apart than the loop runs never meet, as in
     y[i] = y[i + 500] for i below 500.  */
  if (!dist[l].any && span >= 0
      && absu_hwi (dist[l].value) > (unsigned HOST_WIDE_INT) span)
    return DEPEND_OUTER_PARALLEL;
  /* Or their loop bounds keep them apart (cov[a][b] and cov[b][a] for
     b from a).  */
  if (depend_bounds_apart_p (nest, l, w, r))
    return DEPEND_OUTER_PARALLEL;
  return exact ? DEPEND_OUTER_CARRIED : DEPEND_OUTER_DISTANCE;
}

/* See depend.h.  */

bool
depend_restrict_parm_p (tree decl)
{
  return restrict_parm_p (decl);
}

/* See depend.h.  */

enum depend_outer
depend_pair_along_level (const struct nest *nest, unsigned l,
			 const struct access *w, const struct access *r)
{
  return level_pair (nest, l, w, r, level_span (nest, l));
}

/* See depend.h.  A free level (depend_pair_distances_free) has no
   constant distance.  */

bool
depend_pair_constant_distances (const struct nest *nest,
				const struct access *w,
				const struct access *r, HOST_WIDE_INT *dist,
				bool *meet)
{
  unsigned free;
  if (!depend_pair_distances_free (nest, w, r, dist, &free, meet))
    return false;
  if (*meet && free)
    {
      *meet = false;
      return false;
    }
  return true;
}

/* See depend.h.  Takes level_pair's steps (solve_pair), but wants
   every level's distance, not one level's.  A level on
   which the pair's distance is free (its index in neither reference:
   solve_distances leaves it unconstrained only then, the subscripts
   being exact) goes into *FREE instead of failing.  */

bool
depend_pair_distances_free (const struct nest *nest, const struct access *w,
			    const struct access *r, HOST_WIDE_INT *dist,
			    unsigned *free, bool *meet)
{
  *meet = false;
  *free = 0;
  struct distance d[ACCBLOCK_MAX_LEVELS];
  bool exact;
  switch (solve_pair (nest, w, r, d, &exact))
    {
    case PAIR_OTHER_BASES:
      return (!different_bases_overlap_p (w, r)
	      || restrict_separates_p (w, r));
    case PAIR_SHAPE:
    case PAIR_SUBSCRIPT:
      return false;
    case PAIR_APART:
      return true;
    case PAIR_SOLVED:
      break;
    }
  if (!exact || nest->depth > ACCBLOCK_MAX_LEVELS)
    return false;
  for (unsigned l = 0; l < nest->depth; l++)
    {
      dist[l] = 0;
      if (!d[l].any)
	dist[l] = d[l].value;
      else if (access_uses_level_p (w, l) || access_uses_level_p (r, l))
	return false;
      else
	*free |= 1u << l;
    }
  *meet = true;
  return true;
}

/* See depend.h.  */

bool
depend_same_element_p (const struct access *a, const struct access *b)
{
  return a->analysed && b->analysed && exact_subscripts_p (a)
	 && exact_subscripts_p (b) && same_subscripts_p (a, b);
}

/* See depend.h.  */

char *
depend_reference_text (const struct nest *nest, const struct access *acc)
{
  return reference_text (nest, acc);
}

/* See depend.h.  */

tree
depend_access_name (const struct access *acc)
{
  return access_name (acc);
}

/* Whether no pair of ACCESSES with a write relates iterations with
   different values of level L of NEST.  */

static bool
level_parallel_p (const struct nest *nest, unsigned l,
		  const vec<struct access> &accesses)
{
  HOST_WIDE_INT span = level_span (nest, l);
  for (unsigned a = 0; a < accesses.length (); a++)
    for (unsigned b = a; b < accesses.length (); b++)
      {
	const struct access *w = &accesses[a], *r = &accesses[b];
	if (!w->write)
	  std::swap (w, r);
	if (w->write && level_pair (nest, l, w, r, span)
			!= DEPEND_OUTER_PARALLEL)
	  return false;
      }
  return true;
}

/* See depend.h.  */

bool
depend_tiles_parallel_p (const struct nest_analysis *an, unsigned l)
{
  const vec<struct access> *accesses = nest_analysis_reorderable (an);
  return l > 0 && accesses && accblock_settings.parallel_tiles
	 && level_parallel_p (an->nest, l, *accesses);
}

/* See depend.h.  */

void
depend_parallel_levels (const struct nest_analysis *an, bool *parallel)
{
  for (unsigned l = 0; l < an->nest->depth && l < ACCBLOCK_MAX_LEVELS; l++)
    parallel[l] = depend_tiles_parallel_p (an, l);
}

/* Record in CHECKED (pairs of bases) that W and R, whose bases differ
   and may overlap, must be checked apart at run time; once per pair.  */

static void
add_checked_pair (vec<tree> *checked, const struct access *w,
		  const struct access *r)
{
  if (depend_pair_listed_p (*checked, w->base, r->base))
    return;
  checked->safe_push (w->base);
  checked->safe_push (r->base);
}

/* Whether every iteration of NEST's outer loop may run independently of
   the others (see depend.h).  */

enum depend_outer
depend_outer_parallel (const struct nest_analysis *an, tree *culprit,
		       tree *other, vec<tree> *checked)
{
  return depend_level_parallel (an, 0, culprit, other, checked);
}

/* See depend.h.  */

enum depend_outer
depend_level_parallel (const struct nest_analysis *an, unsigned l,
		       tree *culprit, tree *other, vec<tree> *checked)
{
  const struct nest *nest = an->nest;
  const vec<struct access> &accesses = an->refs;
  *culprit = *other = NULL_TREE;
  switch (an->collected)
    {
    case PROVEN:
      break;
    case UNPROVEN_CALL:
      return DEPEND_OUTER_CALL;
    case UNPROVEN_ASM:
      return DEPEND_OUTER_ASM;
    default:
      return DEPEND_OUTER_ADDRESS;
    }
  if (const struct access *v = an->volatile_ref)
    {
      *culprit = access_name (v);
      return DEPEND_OUTER_VOLATILE;
    }
  HOST_WIDE_INT span = level_span (nest, l);
  for (unsigned a = 0; a < accesses.length (); a++)
    for (unsigned b = a; b < accesses.length (); b++)
      {
	const struct access *w = &accesses[a], *r = &accesses[b];
	if (!w->write)
	  std::swap (w, r);
	if (!w->write)
	  continue;
	enum depend_outer verdict = level_pair (nest, l, w, r, span);
	if (verdict == DEPEND_OUTER_PARALLEL)
	  continue;
	/* Both described (level_pair says so), on different bases: as if
	   apart, with a check of the two at run time.  */
	if (verdict == DEPEND_OUTER_OVERLAP && checked)
	  {
	    add_checked_pair (checked, w, r);
	    continue;
	  }
	bool blame_r = !comparable_p (r) && comparable_p (w);
	*culprit = access_name (blame_r ? r : w);
	*other = access_name (blame_r ? w : r);
	return verdict;
      }
  return DEPEND_OUTER_PARALLEL;
}
