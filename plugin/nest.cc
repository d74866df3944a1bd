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

/* The level of NEST whose induction variable is DECL, or -1.  */

int
nest_level_of_iv (const struct nest *nest, tree decl)
{
  for (unsigned l = 0; l < nest->depth; l++)
    if (nest->level[l].iv == decl)
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

/* The name of LEVEL's induction variable for messages.  */

static tree
iv_name (const struct nest_level *level)
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

static int
level_named (const struct nest *nest, tree name)
{
  for (unsigned l = 0; l < nest->depth; l++)
    if (nest->level[l].iv && DECL_NAME (nest->level[l].iv) == name)
      return (int) l;
  return -1;
}

/* Whether NAME is the IV of one of several sibling loops below the end
   of the chain, for a more helpful error.  */

static bool
named_in_siblings_p (const struct nest *nest, tree name)
{
  class loop *last = nest->level[nest->depth - 1].loop;
  for (class loop *l = last->inner; l; l = l->next)
    {
      gimple *cond = last_stmt (l->header);
      if (cond && gimple_code (cond) == GIMPLE_COND)
	for (int op = 0; op < 2; op++)
	  {
	    tree t = op ? gimple_cond_rhs (cond) : gimple_cond_lhs (cond);
	    if (DECL_P (t) && DECL_NAME (t) == name)
	      return true;
	  }
    }
  return false;
}

/* The first level of the chain whose loop is not canonical and whose
   IV could not even be recognised, or NULL: a clause index that names no
   level may well mean that loop.  */

static const struct nest_level *
unnamed_noncanonical (const struct nest *nest)
{
  for (unsigned l = 0; l < nest->depth; l++)
    if (nest->level[l].noncanonical && !nest->level[l].iv)
      return &nest->level[l];
  return NULL;
}

/* Note the level the clause's split names (parsing made sure the block
   clause names it too).  The tiles of the outer level already run in
   parallel: splitting them would say nothing.  */

static bool
match_split (struct nest *nest)
{
  const struct accblock_clause *clause = nest->clause;
  if (!clause->split_index)
    return true;
  int l = level_named (nest, clause->split_index);
  if (l == 0)
    {
      error_at (clause->split_index_loc, "%qE is the outer loop, whose "
		"tiles already run in parallel: %<split%> names an inner "
		"loop", clause->split_index);
      return false;
    }
  nest->split_level = (unsigned) l;
  nest->split_groups = clause->split_groups;
  return true;
}

/* Assign the clause's sizes to the levels; errors at the clause items.  */

static bool
match_clause (struct nest *nest)
{
  const struct accblock_clause *clause = nest->clause;
  int previous = -1;
  for (unsigned m = 0; m < clause->nitems; m++)
    {
      const struct accblock_block_item *item = &clause->item[m];
      int l = level_named (nest, item->index);
      if (l < 0)
	{
	  if (named_in_siblings_p (nest, item->index))
	    error_at (item->index_loc,
		      "%qE is the induction variable of one of several loops "
		      "inside loop %qE; only a single nested loop can be "
		      "blocked", item->index,
		      iv_name (&nest->level[nest->depth - 1]));
	  else if (const struct nest_level *bad = unnamed_noncanonical (nest))
	    error_at (nest->loc, "cannot block this nest: its loop at depth "
		      "%u is not a canonical 'for' loop: %s",
		      (unsigned) (bad - nest->level), _(bad->noncanonical));
	  else if (m >= nest->depth)
	    error_n (item->index_loc, nest->depth,
		     "%<block%> lists %u indices but the loop nest has only "
		     "%u level", "%<block%> lists %u indices but the loop nest "
		     "has only %u levels", clause->nitems, nest->depth);
	  else
	    error_at (item->index_loc,
		      "%qE is not an induction variable of the loop nest",
		      item->index);
	  return false;
	}
      if (l <= previous)
	{
	  error_at (item->index_loc,
		    "index %qE is out of order: %<block%> lists the induction "
		    "variables from the outer to the inner loop", item->index);
	  return false;
	}
      nest->level[l].block = item->size;
      previous = l;
    }
  nest->nlevels = previous < 0 ? 1 : previous + 1;
  return match_split (nest);
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
		       iv_name (level), _(level->noncanonical));
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
		      iv_name (level), iv_name (&nest->level[l + 1]));
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

/* Rebuild INIT and BOUND of each described level for the parent; the
   outer level and blocked levels must have invariant ones, the others
   run as written when theirs are not (ACCBLOCK_LEVEL_WHOLE).  */

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
      if (required && !level->init_expr)
	{
	  nest_refuse (nest, nest->loc, "cannot block loop %qE: its initial "
		       "value changes while the nest runs (it must not depend "
		       "on outer induction variables or on what the nest "
		       "computes)", iv_name (level));
	  return false;
	}
      if (required && !level->bound_expr)
	{
	  nest_refuse (nest, nest->loc, "cannot block loop %qE: its bound is "
		       "not invariant in the nest (it must not depend on outer "
		       "induction variables or on what the nest computes)",
		       iv_name (level));
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

/* Discover the nest whose first block is ENTRY_BB for CLAUSE at LOC and
   check that it can be blocked as the clause asks.  On failure an error
   has been given and false is returned.  */

bool
nest_discover (basic_block entry_bb, const struct accblock_clause *clause,
	       location_t loc, tree scope, struct nest *nest)
{
  memset ((void *) nest, 0, sizeof *nest);
  nest->clause = clause;
  nest->implicit = !clause->has_block;
  nest->loc = loc;
  nest->scope = scope;
  if (scope)
    {
      nest->scopes = new hash_map<tree, tree>;
      map_scopes (DECL_INITIAL (current_function_decl), nest->scopes);
    }
  nest->entry_bb = entry_bb;
  basic_block last_entry = NULL;
  basic_block header = loop_header_after (entry_bb, clause, &last_entry);
  if (!header)
    {
      if (nest->implicit)
	nest_refuse (nest, loc, "it is not followed by a %<for%> loop");
      else
	error_at (loc, "%<#pragma acc loop%> with a %<block%> clause is not "
		  "followed by a %<for%> loop");
      return false;
    }
  nest->level[0].loop = header->loop_father;
  collect_region (nest, last_entry);
  /* Before the levels are described: an exception edge leaves the
     loop like a break.  */
  if (gimple *thrower = region_throwing_stmt (nest))
    {
      refuse_throwing_nest (nest, thrower);
      return false;
    }
  collect_written (nest);
  build_chain (nest, header->loop_father, last_entry);
  if (!match_clause (nest))
    return false;
  /* Without a clause the outer level is the one blocked: one iteration
     per tile as far as the plugin knows (the paper's baseline), which
     the runtime may group.  */
  if (nest->implicit)
    nest->level[0].block = 1;
  nest->sizes_at_run_time = clause->runtime_blocks
			    || (nest->implicit
				&& accblock_settings.noblock_runtime);
  if (!check_levels (nest))
    return false;
  nest->ndesc = nest->depth;
  if (region_leaks_p (nest))
    {
      nest_refuse (nest, loc, "cannot block this nest: control enters or "
		   "leaves it other than through its outer loop (%<goto%>, "
		   "%<break%> or %<return%>)");
      return false;
    }
  return evaluate_levels (nest);
}

/* Find the nest after ENTRY_BB silently, for inference (see nest.h).  */

bool
nest_probe (basic_block entry_bb, const struct accblock_clause *clause,
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

/* The block clause NEST now stands for ("block(i:1, j:32)"), which
   differs from the clause as written after a fallback.  GC'd string.  */

const char *
nest_effective_clause (const struct nest *nest)
{
  pretty_printer pp;
  pp_string (&pp, "block(");
  bool first = true;
  for (unsigned l = 0; l < nest->nlevels; l++)
    if (nest->level[l].block)
      {
	if (!first)
	  pp_string (&pp, ", ");
	first = false;
	if (nest->sizes_at_run_time)
	  {
	    pp_string (&pp, IDENTIFIER_POINTER (iv_name (&nest->level[l])));
	    pp_string (&pp, ":?");
	  }
	else
	  pp_printf (&pp, "%s:" HOST_WIDE_INT_PRINT_UNSIGNED,
		     IDENTIFIER_POINTER (iv_name (&nest->level[l])),
		     nest->level[l].block);
      }
  pp_string (&pp, ")");
  if (nest->split_level && nest->level[nest->split_level].block)
    pp_printf (&pp, " split(%s:" HOST_WIDE_INT_PRINT_UNSIGNED ")",
	       IDENTIFIER_POINTER (iv_name (&nest->level[nest->split_level])),
	       nest->split_groups);
  return ggc_strdup (pp_formatted_text (&pp));
}

/* Release what nest_discover allocated.  */

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
