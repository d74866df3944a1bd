/* outer-whole.cc -- a loop without pragma that carries dependences only
   within each value of the loop directly inside it: the nest is
   dispatched once, its tiles along the inner loop, the outer loop whole
   in each tile.

   Why this file exists: serial.cc leaves alone a loop whose iterations
   touch the same elements, as the column sums of covariance's

     for (i = 0; i < n; i++)
       for (j = 0; j < m; j++)
	 mean[j] += data[i][j];

   do on MEAN at distance (1, 0); the loop over J inside it was then
   dispatched once per value of I.  When no two iterations with
   different values of the inner loop's index touch an element that one
   of them writes, whatever the outer index (every dependence has
   distance 0 on that level: depend_level_parallel), the tiles of the
   inner level may run in any order, in parallel, each running the
   outer loop whole in the original order: every dependence then stays
   inside one tile, in its order.  The synthetic clause of such a nest
   is flagged OUTER_WHOLE; inference leaves level 0 unblocked and the
   runtime sizes the inner level (ACCBLOCK_NEST_OUTER_WHOLE), and when
   the run-time alias check finds the arrays overlapping the nest runs
   as one tile, the loops in their written order.  Under auto=none,
   which infers no clause (the paper's baseline for the same loops), the
   nest runs one inner iteration per tile, the outer loop whole in each
   (decide-clause.cc).  It is not done under auto=greedy, whose
   algorithm sizes the outer level only (the nest would be one tile),
   nor on a target whose local memory is this machine's cache under the
   default cost model (a tile walks columns there), nor without the
   "parallel-tiles" setting (the tiles would run one after the other).

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "infer.h"
#include "serial.h"
#include "depend.h"
#include "alias-check.h"

/* Whether level 1 of PROBE is a loop a clause can block directly inside
   level 0: perfectly nested, canonical, named apart from level 0, with
   bounds the descriptor can carry.  */

static bool
inner_level_blockable_p (const struct nest *probe)
{
  if (probe->depth < 2 || nest_imperfect_stmt (probe, 0))
    return false;
  const struct nest_level *inner = &probe->level[1];
  return !inner->noncanonical && inner->iv && DECL_NAME (inner->iv)
	 && DECL_NAME (inner->iv) != DECL_NAME (probe->level[0].iv)
	 && inner->init && inner->bound
	 && nest_invariant_expr (probe, inner->init)
	 && nest_invariant_expr (probe, inner->bound);
}

/* Whether the settings let a nest run its outer level whole.  */

static bool
outer_whole_wanted_p (void)
{
  return (accblock_settings.auto_mode == ACCBLOCK_AUTO_MODEL
	  || accblock_settings.auto_mode == ACCBLOCK_AUTO_NONE)
	 && accblock_settings.parallel_tiles
	 && !accblock_cache_target_default_cost_p ();
}

/* See serial.h.  */

bool
serial_outer_whole_p (const struct nest_analysis *an, vec<tree> *checked)
{
  const struct nest *probe = an->nest;
  if (!outer_whole_wanted_p () || !inner_level_blockable_p (probe))
    return false;
  tree culprit, other;
  auto_vec<tree> pairs;
  /* Only a loop that carries a dependence, or may: one stopped by
     anything else stops the inner level's test as well.  */
  enum depend_outer why = depend_outer_parallel (an, &culprit, &other,
						 &pairs);
  if (why != DEPEND_OUTER_CARRIED && why != DEPEND_OUTER_DISTANCE)
    return false;
  pairs.truncate (0);
  if (depend_level_parallel (an, 1, &culprit, &other, &pairs)
      != DEPEND_OUTER_PARALLEL)
    return false;
  if (!pairs.is_empty () && !alias_check_possible_p (an, pairs))
    return false;
  checked->safe_splice (pairs);
  return true;
}

/* See serial.h.  */

void
serial_outer_whole_remark (location_t loc, tree outer_iv, tree inner_iv)
{
  accblock_remark (loc, "loop %qD carries a dependence only within each "
		   "value of %qD: the nest is dispatched once, its tiles "
		   "along %qD, loop %qD whole in each tile", outer_iv,
		   inner_iv, inner_iv, outer_iv);
}
