/* decide.cc -- what to do with a nest, from what its analysis found.

   Why this file exists: the analysis of a nest (analysis.h: its
   references, the dependence verdict of the tile order its clause asks
   for) only finds; this file decides, on the verdicts alone: leave the
   nest alone when its outer loop carries a dependence it does not
   declare, warn at the races of a loop declared independent, fall back
   to the nearest clause that keeps the original order when tiling the
   inner levels is not proven legal, mark the blocked levels whose tiles
   may run as outer tasks, and drop a split the nest does not allow,
   also once the staging is known (decide_split_sums): a split whose
   sums stay in main memory, or whose tiles run in order anyway.
   The blocking itself is decided before (decision.h).  The outline
   pass (outline.cc) then rewrites the nest as decided.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "decide.h"
#include "depend.h"
#include "split.h"
#include "warn.h"
#include "skew.h"

/* Drop the blocking of every inner level except level 1: the nearest
   clause whose tile order is the original iteration order.  */

static void
fall_back (struct nest *nest)
{
  unsigned deepest = nest->level[1].block ? 1 : 0;
  for (unsigned l = 2; l < nest->nlevels; l++)
    nest->level[l].block = 0;
  nest->nlevels = deepest + 1;
}

/* Say why the test gave up, as a note at WHERE.  */

static void
explain (location_t where, const struct depend_verdict *v)
{
  switch (v->reason)
    {
    case UNPROVEN_CALL:
      inform (where, "a function called in the nest may access the arrays");
      break;
    case UNPROVEN_ASM:
      inform (where, "the nest contains an %<asm%> statement");
      break;
    case UNPROVEN_ADDRESS:
      inform (where, "the nest takes the address of an array element");
      break;
    case UNPROVEN_SUBSCRIPT:
      inform (where, "the subscripts of %qE are not affine in the induction "
	      "variables with constant coefficients, or %qE may overlap "
	      "another array", v->culprit, v->culprit);
      break;
    case UNPROVEN_DEPENDENCE:
      inform (where, "a dependence on %qE goes against the tile order",
	      v->culprit);
      break;
    default:
      break;
    }
}

/* Whether CLAUSE declares the iterations of its loop independent, so
   that a dependence between them is the program's race, which it runs
   as written: a pragma (not a loop serial.cc proved parallel) whose
   outer level runs in parallel without proof ("auto" and kernels
   without "independent" are proven first), not in a serial construct
   (whose tiles run in order).  */

static bool
declared_independent_p (const struct accblock_clause *clause)
{
  return !clause->synthetic && !clause->prove_parallel && !clause->in_order;
}

/* Whether AN's nest, whose synthetic clause runs level 0 whole in every
   tile (outer-whole.cc), may: level 0 unblocked, level 1 the only one
   blocked, and every dependence at distance 0 on level 1, so that each
   stays inside one tile, in order, whatever order the tiles run in.
   Otherwise the loop is left alone, with a missed remark.  */

static bool
decide_outer_whole (const struct nest_analysis *an)
{
  const struct nest *nest = an->nest;
  tree culprit = NULL_TREE, other;
  if (nest->level[0].block == 0 && nest->nlevels == 2
      && nest->level[1].block != 0
      && depend_level_parallel (an, 1, &culprit, &other)
	 == DEPEND_OUTER_PARALLEL)
    return true;
  accblock_missed (nest->loc, "loop left alone: loop %qD carries a "
		   "dependence and its nest cannot run it whole in tiles of "
		   "loop %qD", nest->level[0].iv,
		   nest_iv_name (&nest->level[1]));
  return false;
}

/* Whether AN's nest, whose synthetic clause tiles it in skewed fronts
   (skew.cc), may still be: the skew test, run on the nest that is
   dispatched, finds the coefficients inference decided on.  Otherwise
   the loop is left alone, with a missed remark.  */

static bool
decide_skewed (const struct nest_analysis *an)
{
  struct nest *nest = an->nest;
  const struct blocking_decision *d = nest->decision;
  struct skew_plan plan;
  bool same = d->skew_levels >= 2 && skew_analyse (nest, an, &plan)
	      && plan.nlevels == d->skew_levels && nest->nlevels == d->skew_levels;
  for (unsigned l = 0; same && l < plan.nlevels; l++)
    same = plan.coef[l] == d->skew_coef[l] && nest->level[l].block;
  if (same)
    return true;
  accblock_missed (nest->loc, "loop left alone: loop %qD carries a "
		   "dependence and its nest cannot be tiled in skewed "
		   "fronts", nest->level[0].iv);
  return false;
}

/* Act on the dependences level 0 of AN's nest carries, as its verdict
   found them.  Tiles that run in order keep them all.  A loop not
   declared independent is left alone, in order, with a missed remark.
   One declared independent runs in parallel as declared, with a race
   warning at each reference a proof covers; a value shared by all its
   iterations (a scalar in memory) keeps the behaviour it had before
   race warnings: a warning at a written clause, else the loop is left
   alone.  Returns false when the nest is left alone.  */

static bool
decide_carried (const struct nest_analysis *an)
{
  const struct nest *nest = an->nest;
  const struct depend_verdict *v = &an->verdict;
  const struct accblock_clause *clause = nest->clause;
  if (clause->in_order)
    return true;
  tree iv = nest->level[0].iv;
  if (clause->outer_whole)
    return decide_outer_whole (an);
  if (clause->skewed)
    return decide_skewed (an);
  bool declared = declared_independent_p (clause);
  if ((!declared && v->carried) || (v->shared && nest->implicit))
    {
      accblock_missed (nest->loc, "loop left alone: loop %qD carries a "
		       "dependence on %qE", iv,
		       v->shared ? v->shared : v->carried);
      return false;
    }
  if (!declared)
    return true;
  /* Not only under V->carried: subscripts with a symbol (the index of
     a loop around the nest) are compared here too.  */
  /* A race shown at a reference to the shared object says more than
     "shared" would; one shown at another object does not name it.  */
  bool raced = depend_report_races (an);
  if (v->shared && !raced)
    accblock_warning_at (nest->decision->where, ACCBLOCK_WARN_SHARED,
			 "the outer blocked loop %qD carries a dependence "
			 "on %qE: its tiles may run in any order, in "
			 "parallel", iv, v->shared);
  return true;
}

/* When the verdict of AN does not prove the tile order its clause asks
   for, fall back to the nearest one that keeps the original order, with
   a warning.  */

static void
decide_tile_order (const struct nest_analysis *an)
{
  struct nest *nest = an->nest;
  const struct depend_verdict *v = &an->verdict;
  if (!v->need_band || !v->reason)
    return;
  location_t where = nest->decision->where;
  const char *wanted = nest_effective_clause (nest);
  fall_back (nest);
  auto_diagnostic_group d;
  if (accblock_warning_at (where, ACCBLOCK_WARN_TILING_FALLBACK,
			   "cannot prove that the inner loops of %s may "
			   "be tiled; using %s, which keeps the original "
			   "order", wanted, nest_effective_clause (nest)))
    explain (where, v);
}

/* Mark the blocked inner levels of AN's nest whose tiles may run as
   outer tasks (depend_tiles_parallel_p).  */

static void
decide_parallel_levels (const struct nest_analysis *an)
{
  struct nest *nest = an->nest;
  for (unsigned l = 1; l < nest->nlevels; l++)
    nest->level[l].parallel = nest->level[l].block
			      && depend_tiles_parallel_p (an, l);
}

/* Drop NEST's split, saying why at the clause: WHY, about NAME when it
   mentions %qE.  */

static void
split_refuse (struct nest *nest, const char *why, tree name)
{
  location_t where = nest->decision->split_where;
  tree iv = nest->level[nest->split_level].iv;
  auto_diagnostic_group d;
  if (accblock_warning_at (where, ACCBLOCK_WARN_SPLIT,
			   "cannot split the tiles of loop %qD; ignoring "
			   "%<split%>", iv))
    inform (where, why, name);
  nest->split_level = 0;
  nest->nsums = 0;
}

/* Keep the split of AN's nest only when the tiles of its level may run
   in groups on different accelerators (split_level_problem); otherwise
   warn and drop it.  */

static void
decide_split (const struct nest_analysis *an)
{
  struct nest *nest = an->nest;
  const struct nest_level *level = &nest->level[nest->split_level];
  /* A fallback that unblocked the level, or a level proven parallel
     whose tiles already run apart, leaves nothing to split.  */
  if (!level->block || level->parallel)
    {
      nest->split_level = 0;
      return;
    }
  tree culprit;
  if (const char *why = split_level_problem (an, nest->split_level,
					     &culprit))
    split_refuse (nest, why, culprit);
}

/* See decide.h.  */

bool
decide_nest (const struct nest_analysis *an, bool *permutable)
{
  gcc_checking_assert (an->verdict.tested);
  if (!decide_carried (an))
    return false;
  /* After a fallback the tile order is the original order again, which
     the ABI's permutable flag also covers.  */
  *permutable = true;
  /* Skewed tiles run in fronts, each in the program's order: no level
     runs its tiles as outer tasks, none is permuted.  */
  if (an->nest->decision->skew_levels)
    {
      *permutable = false;
      for (unsigned l = 0; l < an->nest->depth; l++)
	an->nest->level[l].parallel = false;
      return true;
    }
  decide_tile_order (an);
  decide_parallel_levels (an);
  if (an->nest->split_level)
    decide_split (an);
  return true;
}

/* The staged section of PLAN whose base is BASE, or NULL.  */

static struct stage_section *
staged_section (struct stage_plan *plan, tree base)
{
  for (struct stage_section &s : plan->sections)
    if (!s.direct && operand_equal_p (s.base, base, 0))
      return &s;
  return NULL;
}

/* See decide.h.  */

void
decide_split_sums (struct nest *nest, bool ordered, struct stage_plan *plan)
{
  if (!nest->split_level)
    return;
  if (ordered)
    {
      split_refuse (nest, "a scalar carries a value from one tile to the "
		    "next, so the tiles run one after the other", NULL_TREE);
      return;
    }
  /* Groups that added to an array in main memory at once would lose
     sums: each must be staged, and then its box is added back.  */
  for (unsigned k = 0; k < nest->nsums; k++)
    if (!staged_section (plan, nest->sums[k]))
      {
	split_refuse (nest, "%qE, which it sums into, stays in main memory",
		      depend_object_name (nest->sums[k]));
	return;
      }
  /* Every section of a summed array collects partial sums, zero-filled:
     one only read (section-apart.cc) would read zeros.  */
  for (struct stage_section &s : plan->sections)
    for (unsigned k = 0; k < nest->nsums; k++)
      if (!s.direct && operand_equal_p (s.base, nest->sums[k], 0)
	  && !(s.flags & ACCBLOCK_SECTION_WRITE))
	{
	  split_refuse (nest, "%qE, which it sums into, is also read apart "
			"from its sums", depend_object_name (nest->sums[k]));
	  return;
	}
  for (struct stage_section &s : plan->sections)
    for (unsigned k = 0; k < nest->nsums; k++)
      if (!s.direct && operand_equal_p (s.base, nest->sums[k], 0))
	s.flags |= ACCBLOCK_SECTION_ADD;
}
