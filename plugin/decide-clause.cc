/* decide-clause.cc -- the blocking of a nest as its pragma asks: the
   block (or tile) clause the user wrote, or none.

   Why this file exists: a written clause names the levels it blocks by
   their induction variables; matching those names to the levels of the
   nest, with an error at the item that names none or names them out of
   order, is what turns the clause into the decision the rewrite reads
   (decision.h).  A nest without clause gets the baseline block(OUTER:1)
   of -fopenacc-block.  Inference (infer.cc) makes its decision by level
   and needs no names.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "decide.h"

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

/* Note in D the level the clause of NEST's split names (parsing made
   sure the block clause names it too).  The tiles of the outer level
   already run in parallel: splitting them would say nothing.  */

static bool
match_split (const struct nest *nest, struct blocking_decision *d)
{
  const struct accblock_clause *clause = nest->clause;
  if (!clause->split_index)
    return true;
  int l = nest_level_named (nest, clause->split_index);
  if (l == 0)
    {
      error_at (clause->split_index_loc, "%qE is the outer loop, whose "
		"tiles already run in parallel: %<split%> names an inner "
		"loop", clause->split_index);
      return false;
    }
  d->split_level = (unsigned) l;
  d->split_groups = clause->split_groups;
  return true;
}

/* Assign the sizes of the clause of NEST to the levels of D; errors at
   the clause items.  */

static bool
match_clause (const struct nest *nest, struct blocking_decision *d)
{
  const struct accblock_clause *clause = nest->clause;
  int previous = -1;
  for (unsigned m = 0; m < clause->nitems; m++)
    {
      const struct accblock_block_item *item = &clause->item[m];
      int l = nest_level_named (nest, item->index);
      if (l < 0)
	{
	  if (named_in_siblings_p (nest, item->index))
	    error_at (item->index_loc,
		      "%qE is the induction variable of one of several loops "
		      "inside loop %qE; only a single nested loop can be "
		      "blocked", item->index,
		      nest_iv_name (&nest->level[nest->depth - 1]));
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
      d->block[l] = item->size;
      previous = l;
    }
  d->nlevels = previous < 0 ? 1 : previous + 1;
  return match_split (nest, d);
}

/* See decide.h.  */

bool
decide_written_blocking (const struct nest *nest,
			 struct blocking_decision *d)
{
  const struct accblock_clause *clause = nest->clause;
  memset ((void *) d, 0, sizeof *d);
  d->origin = clause->has_block ? BLOCKING_WRITTEN : BLOCKING_IMPLICIT;
  d->where = clause->block_loc;
  d->split_where = clause->split_loc;
  d->outer = nest->level[0].loop;
  d->text = accblock_clause_text (clause);
  if (!match_clause (nest, d))
    return false;
  /* Without a clause the outer level is the one blocked: one iteration
     per tile as far as the plugin knows (the paper's baseline), which
     the runtime may group, unless "noblock-tiles=iteration".  A loop
     without pragma proven parallel on condition that arrays lie apart
     (auto=none) is grouped all the same: only a nest whose sizes the
     runtime chooses can run as one tile when they overlap
     (alias-check.cc).  */
  if (d->origin == BLOCKING_IMPLICIT)
    {
      d->block[0] = 1;
      d->sizes_at_run_time = accblock_settings.noblock_runtime
			     || !clause->alias_bases.is_empty ();
    }
  /* A loop without pragma run whole in every tile of the loop inside it
     (outer-whole.cc), under auto=none: one inner iteration per tile,
     the outer loop whole; the runtime sizes neither (outline-dispatch.cc
     gives level 1 no ACCBLOCK_LEVEL_MAY_BLOCK).  */
  if (d->origin == BLOCKING_IMPLICIT && clause->outer_whole
      && nest->depth >= 2)
    {
      d->block[0] = 0;
      d->block[1] = 1;
      d->nlevels = 2;
    }
  return true;
}
