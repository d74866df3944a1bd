/* nest.cc -- find the loop nest behind a marker and check its shape.

   Why this file exists: before a nest can be strip-mined and outlined the
   plugin must know, for every level the block clause names, the induction
   variable, its first value, exit test and constant step, and it must
   refuse shapes the tile function could not reproduce exactly: loops
   left by break or goto, induction variables changed in the body, bounds
   that change while the nest runs, statements that would run once per
   tile instead of once per iteration.  Everything here only reads the
   function; the outline pass (outline*.cc) does the rewriting.

   This file is the driver: it finds the loop behind the marker, builds
   the chain of levels, matches the clause's indices to them, checks that
   the strip-mined levels are canonical and perfectly nested, and
   rebuilds their bounds in front of the nest.  The steps it calls live
   in files of their own (nest-internal.h): nest-iv.cc recognises one
   level's canonical form, nest-invariant.cc knows what the nest writes
   and which values stay invariant while it runs, nest-region.cc collects
   the region's blocks and the scopes of its variables.

   The pass runs right after "ompexp": the function has a CFG and loop
   structures but is not in SSA form, so a C for loop looks like
   "IV = INIT; goto HEADER;  BODY...; IV = IV + STEP;  HEADER: if (IV < BOUND)"
   with user variables as VAR_DECLs and the gimplifier's temporaries as
   SSA names with a single definition.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "nest-internal.h"
#include "tree-eh.h"  /* tree_could_trap_p */
#include "accblock-plugin.h"

/* The level of NEST whose induction variable is DECL, or -1.  */

int
nest_level_of_iv (const struct nest *nest, tree decl)
{
  for (unsigned l = 0; l < nest->depth; l++)
    if (nest->level[l].iv == decl)
      return (int) l;
  return -1;
}

/* See nest.h.  */

int
nest_level_of_loop (const struct nest *nest, const class loop *loop)
{
  for (unsigned l = 0; l < nest->depth; l++)
    if (nest->level[l].loop == loop)
      return (int) l;
  return -1;
}

bool
nest_level_whole_p (const struct nest *nest, unsigned l)
{
  const struct nest_level *level = &nest->level[l];
  return l > 0 && level->block == 0 && !level->evaluated;
}

/* Say why NEST cannot be dispatched: an error at LOC when the user wrote
   a block clause; otherwise the nest simply stays on the host, which a
   missed remark at the pragma explains.  */

void
nest_refuse (const struct nest *nest, location_t loc, const char *gmsgid, ...)
{
  va_list ap;
  va_start (ap, gmsgid);
  /* A clause inferred for a loop without pragma was not written either:
     serial code must compile whatever inference does.  */
  if (!nest->implicit && !nest->clause->synthetic)
    emit_diagnostic_valist (DK_ERROR, loc, 0, gmsgid, &ap);
  else
    {
      char *why = accblock_format_message (_(gmsgid), &ap);
      accblock_missed (nest->loc, "loop left alone: %s", why);
      free (why);
    }
  va_end (ap);
}

/* The loop header reached from ENTRY_BB through blocks with a single
   successor, the way the C front end lays out "IV = INIT; goto HEADER",
   or NULL when the marker is not followed by a loop.  LAST receives the
   block whose edge enters the header.  */

static basic_block
find_first_header (basic_block entry_bb, basic_block *last)
{
  basic_block bb = entry_bb;
  for (int steps = 0; steps < ACCBLOCK_MAX_ENTRY_BLOCKS && single_succ_p (bb);
       steps++)
    {
      basic_block next = single_succ (bb);
      class loop *loop = next->loop_father;
      if (loop && loop->header == next && !flow_bb_inside_loop_p (loop, bb))
	{
	  *last = bb;
	  return next;
	}
      if (single_pred_p (next) == false)
	return NULL;
      bb = next;
    }
  return NULL;
}

/* The header of the loop CLAUSE's pragma (NULL for a loop without one)
   stands in front of, from ENTRY_BB as find_first_header, or NULL.  The
   blocks walked hold no statement boundaries, and a call between the
   pragma and a later loop would be walked over: the parser, which saw
   the statement after the pragma, decides first.  */

static basic_block
loop_header_after (basic_block entry_bb, const struct accblock_clause *clause,
		   basic_block *last)
{
  if (clause && clause->followed_by_non_loop)
    return NULL;
  return find_first_header (entry_bb, last);
}

/* See nest.h.  */

int
nest_level_last_offset (const struct nest_level *level)
{
  if (level->cmp == ACCBLOCK_CMP_LT)
    return -1;
  if (level->cmp == ACCBLOCK_CMP_GT)
    return 1;
  return 0;
}

/* The name of LEVEL's induction variable for messages.  */

tree
nest_iv_name (const struct nest_level *level)
{
  if (level->iv && DECL_NAME (level->iv))
    return DECL_NAME (level->iv);
  return get_identifier ("?");
}

/* Build the level chain: the marked loop, then loop->inner while each
   loop holds exactly one loop.  */

static void
build_chain (struct nest *nest, class loop *outer, basic_block last_entry)
{
  class loop *loop = outer;
  nest->depth = 0;
  while (loop && nest->depth < ACCBLOCK_MAX_LEVELS)
    {
      struct nest_level *level = &nest->level[nest->depth];
      memset (level, 0, sizeof *level);
      level->loop = loop;
      level->noncanonical
	= analyse_level (level, nest->depth == 0 ? last_entry : NULL);
      nest->depth++;
      if (!loop->inner || loop->inner->next)
	break;
      loop = loop->inner;
    }
}

/* The chain level whose IV is named NAME, or -1.  */

int
nest_level_named (const struct nest *nest, tree name)
{
  for (unsigned l = 0; l < nest->depth; l++)
    if (nest->level[l].iv && DECL_NAME (nest->level[l].iv) == name)
      return (int) l;
  return -1;
}

/* Whether STMT may sit in a level above the deepest blocked one: it must
   not matter how often it runs.  Temporaries, the exit test, the IV
   bookkeeping of the loops and inner markers qualify.  */

static bool
harmless_between_levels_p (gimple *stmt, const struct nest_level *outer,
			   const struct nest_level *inner)
{
  if (is_gimple_debug (stmt) || gimple_code (stmt) == GIMPLE_LABEL
      || gimple_code (stmt) == GIMPLE_NOP || stmt == outer->cond
      || stmt == outer->incr || stmt == inner->init_stmt
      || accblock_marker_call_p (stmt))
    return true;
  if (is_gimple_assign (stmt))
    return TREE_CODE (gimple_assign_lhs (stmt)) == SSA_NAME
	   && !gimple_has_side_effects (stmt);
  return false;
}

/* The first statement between level L and level L + 1 that would run
   once per tile of the inner levels instead of once per iteration.  */

static gimple *
imperfect_stmt (const struct nest *nest, unsigned l)
{
  const struct nest_level *outer = &nest->level[l];
  const struct nest_level *inner = &nest->level[l + 1];
  basic_block *body = get_loop_body (outer->loop);
  gimple *found = NULL;
  for (unsigned i = 0; i < outer->loop->num_nodes && !found; i++)
    {
      if (flow_bb_inside_loop_p (inner->loop, body[i]))
	continue;
      for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
	   !gsi_end_p (gsi); gsi_next (&gsi))
	if (!harmless_between_levels_p (gsi_stmt (gsi), outer, inner))
	  {
	    found = gsi_stmt (gsi);
	    break;
	  }
    }
  free (body);
  return found;
}

/* Check every level the descriptor describes: canonical form where the
   tile function strip-mines it, perfect nesting above the deepest blocked
   level.  */

static bool
check_levels (struct nest *nest)
{
  for (unsigned l = 0; l < nest->nlevels; l++)
    {
      struct nest_level *level = &nest->level[l];
      bool strip_mined = l == 0 || level->block != 0;
      if (strip_mined && level->noncanonical)
	{
	  nest_refuse (nest, nest->loc, "cannot block loop %qE: %s",
		       nest_iv_name (level), _(level->noncanonical));
	  return false;
	}
    }
  for (unsigned l = 0; l < nest->nlevels; l++)
    {
      struct nest_level *level = &nest->level[l];
      if (l + 1 < nest->nlevels)
	if (gimple *stmt = imperfect_stmt (nest, l))
	  {
	    error_at (gimple_location (stmt) != UNKNOWN_LOCATION
		      ? gimple_location (stmt) : nest->loc,
		      "this statement sits between loop %qE and loop %qE of "
		      "the blocked nest and would run once per tile; only the "
		      "innermost blocked loop may contain other statements",
		      nest_iv_name (level), nest_iv_name (&nest->level[l + 1]));
	    inform (nest->loc, "blocked nest starts here");
	    return false;
	  }
    }
  return true;
}

/* walk_tree callback: stop at a subexpression that could trap.  */

static tree
could_trap_r (tree *tp, int *walk_subtrees, void *)
{
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  else if (tree_could_trap_p (*tp))
    return *tp;
  return NULL_TREE;
}

/* Whether EXPR, evaluated in front of the nest, could trap.  */

static bool
could_trap_expr_p (tree expr)
{
  return walk_tree_without_duplicates (&expr, could_trap_r, NULL) != NULL;
}

/* Rebuild INIT and BOUND of level L of NEST for the parent, where they
   are invariant in the nest.  The levels below the deepest blocked one
   (GUARDED) are described only for the runtime's iteration count; the
   source may guard their bounds by the outer loops (a division, a load
   through a pointer), so those are evaluated only when that cannot
   trap.  */

static void
evaluate_level (struct nest *nest, unsigned l, bool guarded)
{
  struct nest_level *level = &nest->level[l];
  level->triangular = level->tri_exact = false;
  if (level->noncanonical)
    return;
  if (l == 0 && !level->init_stmt)
    level->init_expr = level->iv;
  else
    level->init_expr = nest_invariant_expr (nest, level->init);
  /* The runtime counts in the type the exit test compares in.  */
  if (level->init_expr)
    level->init_expr = fold_convert (level->cmp_type, level->init_expr);
  level->bound_expr = nest_invariant_expr (nest, level->bound);
  if (guarded
      && ((level->init_expr && could_trap_expr_p (level->init_expr))
	  || (level->bound_expr && could_trap_expr_p (level->bound_expr))))
    level->init_expr = level->bound_expr = NULL_TREE;
  level->evaluated = level->init_expr && level->bound_expr;
}

/* Describe level L of NEST, not blocked, whose bounds are not invariant,
   by its hull when they are affine in one outer level's IV, so that the
   runtime counts its rows' iterations instead of one (nest-triangular.cc);
   GUARDED as for evaluate_level.  On a cache target under the default
   cost model the level stays ACCBLOCK_LEVEL_WHOLE: there the count
   weighs nothing the suite measured, and the host's code stays as it
   was.  */

static void
describe_triangular_row (struct nest *nest, unsigned l, bool guarded)
{
  struct nest_level *level = &nest->level[l];
  if (accblock_cache_target_default_cost_p ()
      || !nest_triangular_hull (nest, l))
    return;
  if (guarded && (could_trap_expr_p (level->init_expr)
		  || could_trap_expr_p (level->bound_expr)))
    {
      level->triangular = level->tri_exact = level->evaluated = false;
      level->init_expr = level->bound_expr = NULL_TREE;
    }
}

/* Rebuild INIT and BOUND of each described level for the parent; the
   outer level and blocked levels must have invariant ones, the others
   run as written when theirs are not: described by their hull when
   triangular, else ACCBLOCK_LEVEL_WHOLE.  */

static bool
evaluate_levels (struct nest *nest)
{
  for (unsigned l = 0; l < nest->ndesc; l++)
    {
      struct nest_level *level = &nest->level[l];
      bool required = l == 0 || level->block != 0;
      if (level->noncanonical)
	continue;
      evaluate_level (nest, l, l >= nest->nlevels);
      /* A blocked level of a triangular nest runs over its hull.  */
      if (required && (!level->init_expr || !level->bound_expr)
	  && nest_triangular_hull (nest, l))
	continue;
      if (!required && !level->evaluated)
	describe_triangular_row (nest, l, l >= nest->nlevels);
      if (required && !level->init_expr)
	{
	  nest_refuse (nest, nest->loc, "cannot block loop %qE: its initial "
		       "value changes while the nest runs (it must not depend "
		       "on what the nest computes, and on outer induction "
		       "variables only as an affine function of one that "
		       "counts by one)", nest_iv_name (level));
	  return false;
	}
      if (required && !level->bound_expr)
	{
	  nest_refuse (nest, nest->loc, "cannot block loop %qE: its bound is "
		       "not invariant in the nest (it must not depend on what "
		       "the nest computes, and on outer induction variables "
		       "only as an affine function of one that counts by one)",
		       nest_iv_name (level));
	  return false;
	}
    }
  return true;
}

/* NEST may throw at THROWER: it stays on the host as written, with a
   missed remark even under a block clause (see region_throwing_stmt):
   the program is valid, only not blocked.  */

static void
refuse_throwing_nest (const struct nest *nest, gimple *thrower)
{
  tree callee = is_gimple_call (thrower) ? gimple_call_fndecl (thrower)
		: NULL_TREE;
  if (callee)
    accblock_missed (nest->loc, "loop left alone: its body may throw an "
		     "exception (the call to %qD), which a tile run by the "
		     "runtime could not pass on", callee);
  else
    accblock_missed (nest->loc, "loop left alone: its body may throw an "
		     "exception, which a tile run by the runtime could not "
		     "pass on");
}

/* Find the loop after ENTRY_BB, the pragma CLAUSE at LOC standing in
   lexical SCOPE, with its region, the decls it writes and the chain of
   its levels, into NEST; false when no loop follows.  Silent.  */

static bool
find_nest (basic_block entry_bb, const struct accblock_clause *clause,
	   location_t loc, tree scope, struct nest *nest)
{
  memset ((void *) nest, 0, sizeof *nest);
  nest->clause = clause;
  nest->loc = loc;
  nest->scope = scope;
  nest->entry_bb = entry_bb;
  basic_block last_entry = NULL;
  basic_block header = loop_header_after (entry_bb, clause, &last_entry);
  if (!header)
    return false;
  nest->level[0].loop = header->loop_father;
  collect_region (nest, last_entry);
  collect_written (nest);
  build_chain (nest, header->loop_father, last_entry);
  nest->nlevels = nest->ndesc = nest->depth;
  return true;
}

/* See nest.h.  */

bool
nest_admit (struct nest *nest)
{
  if (nest->scope)
    {
      nest->scopes = new hash_map<tree, tree>;
      map_scopes (DECL_INITIAL (current_function_decl), nest->scopes);
    }
  /* An exception edge leaves the loop like a break.  */
  if (gimple *thrower = region_throwing_stmt (nest))
    {
      refuse_throwing_nest (nest, thrower);
      return false;
    }
  return true;
}

/* See nest.h.  */

bool
nest_discover (basic_block entry_bb, const struct accblock_clause *clause,
	       location_t loc, tree scope, struct nest *nest)
{
  bool found = find_nest (entry_bb, clause, loc, scope, nest);
  /* Until a decision says otherwise: what nest_refuse says depends on
     it.  */
  nest->implicit = !clause->has_block;
  if (!found)
    {
      if (nest->implicit)
	nest_refuse (nest, loc, "it is not followed by a %<for%> loop");
      else
	error_at (loc, "%<#pragma acc loop%> with a %<block%> clause is not "
		  "followed by a %<for%> loop");
      return false;
    }
  return nest_admit (nest);
}

/* See nest.h.  */

bool
nest_apply_decision (struct nest *nest,
		     const struct blocking_decision *decision)
{
  gcc_checking_assert (decision->outer == nest->level[0].loop
		       && decision->nlevels <= nest->depth);
  nest->decision = decision;
  nest->implicit = decision->origin == BLOCKING_IMPLICIT;
  for (unsigned l = 0; l < nest->depth; l++)
    nest->level[l].block = l < decision->nlevels ? decision->block[l] : 0;
  nest->nlevels = decision->nlevels;
  nest->split_level = decision->split_level;
  nest->split_groups = decision->split_groups;
  nest->nsums = 0;
  nest->sizes_at_run_time = decision->sizes_at_run_time;
  if (!check_levels (nest))
    return false;
  nest->ndesc = nest->depth;
  if (region_leaks_p (nest))
    {
      nest_refuse (nest, nest->loc, "cannot block this nest: control "
		   "enters or leaves it other than through its outer loop "
		   "(%<goto%>, %<break%> or %<return%>)");
      return false;
    }
  return evaluate_levels (nest);
}

/* Find the nest after ENTRY_BB silently, for inference (see nest.h).  */

bool
nest_probe (basic_block entry_bb, const struct accblock_clause *clause,
	    location_t loc, tree scope, struct nest *nest)
{
  if (!find_nest (entry_bb, clause, loc, scope, nest))
    return false;
  /* As the dispatched nest will have them, for the staging the model
     prices; which levels get blocked is not known yet, so the inner
     ones are taken as guarded.  */
  for (unsigned l = 0; l < nest->ndesc; l++)
    evaluate_level (nest, l, l > 0);
  return true;
}

/* The first statement between level L and level L + 1 of NEST that would
   run once per tile, or NULL.  */

gimple *
nest_imperfect_stmt (const struct nest *nest, unsigned l)
{
  return imperfect_stmt (nest, l);
}

/* See nest.h.  */

const char *
nest_blocking_text (const struct nest *nest,
		    const struct blocking_decision *decision)
{
  pretty_printer pp;
  pp_string (&pp, "block(");
  bool first = true;
  for (unsigned l = 0; l < decision->nlevels; l++)
    if (decision->block[l])
      {
	if (!first)
	  pp_string (&pp, ", ");
	first = false;
	const char *name = IDENTIFIER_POINTER (nest_iv_name (&nest->level[l]));
	if (decision->sizes_at_run_time)
	  {
	    pp_string (&pp, name);
	    pp_string (&pp, ":?");
	  }
	else
	  pp_printf (&pp, "%s:" HOST_WIDE_INT_PRINT_UNSIGNED, name,
		     decision->block[l]);
      }
  pp_string (&pp, ")");
  unsigned split = decision->split_level;
  if (split && decision->block[split])
    pp_printf (&pp, " split(%s:" HOST_WIDE_INT_PRINT_UNSIGNED ")",
	       IDENTIFIER_POINTER (nest_iv_name (&nest->level[split])),
	       decision->split_groups);
  return ggc_strdup (pp_formatted_text (&pp));
}

/* The block clause NEST now stands for ("block(i:1, j:32)"), which
   differs from the clause as written after a fallback.  GC'd string.  */

const char *
nest_effective_clause (const struct nest *nest)
{
  struct blocking_decision now;
  memset ((void *) &now, 0, sizeof now);
  now.nlevels = nest->nlevels;
  for (unsigned l = 0; l < nest->nlevels; l++)
    now.block[l] = nest->level[l].block;
  now.sizes_at_run_time = nest->sizes_at_run_time;
  now.split_level = nest->split_level;
  now.split_groups = nest->split_groups;
  return nest_blocking_text (nest, &now);
}

/* Release what nest_discover or nest_probe allocated.  */

void
nest_release (struct nest *nest)
{
  nest->region.release ();
  if (nest->region_bbs)
    BITMAP_FREE (nest->region_bbs);
  nest->written_refs.release ();
  delete nest->written;
  nest->written = NULL;
  delete nest->scopes;
  nest->scopes = NULL;
}

bool
nest_constant_trips (const struct nest_level *level, tree init, tree bound,
		     unsigned HOST_WIDE_INT *trips)
{
  if (!init || !bound)
    return false;
  init = fold (init);
  bound = fold (bound);
  if (TREE_CODE (init) != INTEGER_CST || TREE_CODE (bound) != INTEGER_CST)
    return false;
  widest_int from = wi::to_widest (init), to = wi::to_widest (bound);
  widest_int step = level->step, span;
  switch (level->cmp)
    {
    case ACCBLOCK_CMP_LT: span = to - from; break;
    case ACCBLOCK_CMP_LE: span = to - from + 1; break;
    case ACCBLOCK_CMP_GT: span = from - to; step = -step; break;
    default: span = from - to + 1; step = -step; break;
    }
  if (wi::les_p (span, 0))
    {
      *trips = 0;
      return true;
    }
  widest_int count = wi::div_ceil (span, step, SIGNED);
  if (!wi::fits_uhwi_p (count))
    return false;
  *trips = count.to_uhwi ();
  return true;
}

/* The range the staging folds into a read's offsets (section.cc) and
   the one the wrap check bounds subscripts by (access.cc) both start
   from these two values; computing them in one place keeps the two
   from drifting apart.  */

bool
nest_constant_iv_values (const struct nest_level *level, tree init,
			 tree bound, unsigned HOST_WIDE_INT *trips,
			 widest_int *first, widest_int *last)
{
  if (!nest_constant_trips (level, init, bound, trips))
    return false;
  *first = wi::to_widest (fold (init));
  *last = *first + widest_int::from (*trips ? *trips - 1 : 0, UNSIGNED)
		   * level->step;
  return true;
}

/* See nest.h.  */

bool
nest_loops_are_levels_p (const struct nest *nest)
{
  unsigned loops = 0;
  for (basic_block bb : nest->region)
    if (bb->loop_father && bb->loop_father->header == bb)
      loops++;
  return loops == nest->depth;
}
