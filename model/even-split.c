/* even-split.c -- the search's choice, in closed form, for a nest whose
   only blockable level is the outer one and whose arrays all stay in
   main memory.

   Why this file exists: the runtime prices a nest whose trip counts are
   known only at run time at the first dispatch with given trip counts
   (runtime/choose.c).  A nest whose bounds move with an enclosing loop
   (the row update of LU, "for (i = k + 1; i < n; i++)", 1500 pivots)
   has new trip counts at every dispatch, and the search then ran at
   every one: some 60 microseconds each on the development machine,
   while the dispatching thread's cores waited, a fifth of the nest's
   parallel time.  For such a nest the search has nothing to weigh:

   - no array takes local memory, so every vector fits and none moves
     bytes that another does not (every access is priced as direct, the
     same count whatever the blocks);
   - only level 0 may be blocked, so a vector is its size B there and
     the nest's outer tasks are its ceil (T / B) tiles, run in
     ceil (tasks / P) rounds on P accelerators.

   A task's time grows with its iterations, and the slowest accelerator
   runs ROUNDS tasks one after the other, so the least cost has one
   round: at most P tasks, and among those the fewest iterations per
   task, B = ceil (T / min (T, P)); of vectors equal in cost and bytes
   the search keeps the one with fewer tiles, which is this one too.
   Nothing in such a nest is split, uneven or combined (those are left to
   the search).  tests/test-even-split.c checks that this is the search's
   vector, and its price, on every target of the table over a range of
   trip counts and accelerator counts.  Plain C99.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "blockmodel-internal.h"

/* Whether NEST is one whose search even_split answers: level 0 alone
   may be blocked, nothing is split, uneven or combined, and every
   array stays in main memory.  */
static int
outer_level_only (const struct accblock_model_nest *nest)
{
  unsigned l;

  if (!nest->level[0].may_block || nest->level[0].trip == 0
      || nest->uneven || nest->combines != 0 || nest->split_groups > 1)
    return 0;
  for (l = 0; l < nest->nlevels; l++)
    if ((l > 0 && nest->level[l].may_block) || nest->level[l].splittable)
      return 0;
  for (l = 0; l < nest->narrays; l++)
    if (!nest->arrays[l].unstaged)
      return 0;
  return 1;
}

int
accblock_model_even_split (const struct accblock_model_nest *nest,
                           const struct accblock_target *target,
                           struct accblock_model_result *out)
{
  accblock_model_block block = { 0 };
  uint64_t trip, tasks;

  if (accblock_model_check (nest, NULL, 0) != 0 || !target_ok (target)
      || !outer_level_only (nest))
    return -1;
  trip = nest->level[0].trip;
  tasks = trip < target->num_accel ? trip : target->num_accel;
  block[0] = trip / tasks + (trip % tasks != 0);
  return accblock_model_evaluate (nest, target, block, out);
}
