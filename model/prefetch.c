/* prefetch.c -- the transfers the runtime's double buffering overlaps
   with computation, as the model counts them.

   Why this file exists: while a tile computes, the runtime fetches the
   blocks the next tile of the same task only reads (runtime/stage.c,
   prefetch_next), provided the next tile's blocks that are not resident
   already fit in local memory beside the current tile's.  The runtime's
   modeled time hides those transfers behind the computation
   (runtime/model.c), so the model must credit exactly those, or its
   choices drift from what the runtime measures: counting too few made
   it leave matmul's C blocks small, counting too many made it pick
   vectors with more tasks than accelerators.

   The moves within a task.  Its tiles run with the serial levels (those
   that are not parallel) advancing innermost first.  A move "at level
   L" advances L and restarts the serial levels inside it, so it changes
   the block of every array driven by L or by a serial level inside L
   that has more than one tile: the arrays whose innermost changing
   level (price.c) is L or inside it.  Those blocks must fit beside all
   of the current tile's, each rounded up to the local-memory alignment,
   with one alignment of slack; the other blocks are the same in both
   tiles and stay resident.  Per task, level L moves P(<L) * (tc(L) - 1)
   times, where tc is a level's tile count and P(<L) the product of the
   tile counts of the serial levels outside L.  An array whose innermost
   changing level is p is fetched P(<=p) times per task: once at the
   task's start, which no tile before it overlaps (the runtime prefetches
   within a task only), and once at each move at a level L <= p, fetched
   ahead when that move has room.

   With a split level (price.c) a task runs a group of the level's
   tiles: the moves are counted for a full group, and the part of an
   array's fetches they fetch ahead is their share of a full group's
   fetches, rounded down, which the short last group makes approximate.

   A target whose local memory is a cache gets no credit: the core that
   computes makes the copies itself, so nothing overlaps.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "blockmodel-internal.h"
#include "accblock-abi.h"

/* Whether the runtime may fetch the blocks of array A ahead: only
   blocks a tile reads and no tile writes.  */
static int
prefetchable (const struct accblock_model_array *a)
{
  return (a->access & ACCBLOCK_MODEL_READ)
         && !(a->access & ACCBLOCK_MODEL_WRITE);
}

/* Whether level I's tiles follow one another within a task, whose
   split level SP has (NULL: none).  */
static int
moves_in_task (const struct accblock_model_nest *nest, const uint64_t *block,
               unsigned i, const struct split *sp)
{
  return !level_parallel (nest, i)
         && task_tile_count (nest, block, i, sp) > 1;
}

/* Sum the bytes of the staged blocks, each rounded up to the alignment:
   all into *STAGED, and into CHANGING[L] those of the arrays whose
   innermost changing level is L.  Zero when a sum does not fit 64 bits.  */
static int
staged_blocks (uint64_t *staged, uint64_t *changing,
               const struct accblock_model_nest *nest,
               const struct accblock_target *target, const uint64_t *block)
{
  uint64_t len[ACCBLOCK_MODEL_MAX_LEVELS], bytes;
  int drives[ACCBLOCK_MODEL_MAX_LEVELS];
  struct count section;
  unsigned i, k;
  int level, fits;

  for (i = 0; i < nest->nlevels; i++)
    {
      len[i] = tile_length (nest, block, (int) i);
      changing[i] = 0;
    }
  *staged = 0;
  for (k = 0; k < nest->narrays; k++)
    {
      const struct accblock_model_array *a = &nest->arrays[k];
      if (array_unstaged (nest, target, a, block))
        continue;
      count_init (&section, 0);
      section_bytes (&section, nest, a, len);
      fits = count_get_u64 (&section, &bytes);
      count_clear (&section);
      if (!fits || !u64_add (&bytes, ACCBLOCK_SECTION_ALIGN - 1))
        return 0;
      bytes -= bytes % ACCBLOCK_SECTION_ALIGN;
      level = innermost_changing_level (nest, a, block, drives);
      if (!u64_add (staged, bytes)
          || (level >= 0 && !u64_add (&changing[level], bytes)))
        return 0;
    }
  return 1;
}

/* Fill PLAN from the room of each move: ahead[p] = the moves at levels
   L <= p with room, per task, and per_task[p] = P(<=p).  The blocks a
   move at L changes are CHANGING[M] summed over M >= L.  Zero when a
   count does not fit 64 bits.  */
static int
count_moves (struct prefetch_plan *plan, uint64_t staged,
             const uint64_t *changing, const struct accblock_model_nest *nest,
             const struct accblock_target *target, const uint64_t *block)
{
  uint64_t inside[ACCBLOCK_MODEL_MAX_LEVELS + 1];
  uint64_t outer = 1, ahead = 0;
  struct split sp;
  unsigned i;

  split_of (&sp, nest, block);
  inside[nest->nlevels] = staged;
  if (!u64_add (&inside[nest->nlevels], ACCBLOCK_SECTION_ALIGN))
    return 0;
  for (i = nest->nlevels; i-- > 0;)
    {
      inside[i] = inside[i + 1];
      if (!u64_add (&inside[i], changing[i]))
        return 0;
    }
  for (i = 0; i < nest->nlevels; i++)
    {
      if (moves_in_task (nest, block, i, &sp))
        {
          uint64_t moves = outer;
          uint64_t tc = task_tile_count (nest, block, i, &sp);
          if (inside[i] <= target->local_mem
              && (!u64_mul (&moves, tc - 1) || !u64_add (&ahead, moves)))
            return 0;
          if (!u64_mul (&outer, tc))
            return 0;
        }
      plan->ahead[i] = ahead;
      plan->per_task[i] = outer;
    }
  return 1;
}

int
prefetch_plan (struct prefetch_plan *plan,
               const struct accblock_model_nest *nest,
               const struct accblock_target *target, const uint64_t *block)
{
  uint64_t changing[ACCBLOCK_MODEL_MAX_LEVELS], staged;
  struct split sp;
  unsigned i;
  int moves = 0;

  if (target->stage_min_reuse != 0)
    return 0;
  split_of (&sp, nest, block);
  for (i = 0; i < nest->nlevels; i++)
    moves |= moves_in_task (nest, block, i, &sp);
  /* Blocks that fill local memory leave no room for any move.  */
  return moves && staged_blocks (&staged, changing, nest, target, block)
         && staged < target->local_mem
         && count_moves (plan, staged, changing, nest, target, block)
         && plan->ahead[nest->nlevels - 1] != 0;
}

/* Whether the runtime fetches the blocks of array A, whose innermost
   changing level is CHANGING, ahead at some move of PLAN.  */
static int
fetched_ahead (const struct prefetch_plan *plan,
               const struct accblock_model_array *a, int changing)
{
  return prefetchable (a) && changing >= 0 && plan->ahead[changing] != 0;
}

void
prefetch_add (struct price *p, const struct prefetch_plan *plan,
              const struct accblock_model_array *a, int changing,
              const struct count *bytes, const struct count *fetches,
              double share)
{
  struct count part;

  if (!fetched_ahead (plan, a, changing))
    return;
  /* FETCHES is a whole number of tasks times per_task[changing] (with
     a split level, about: the quotient is rounded down); the bytes are
     those of the average fetch.  */
  count_init (&part, 0);
  count_set (&part, fetches);
  count_mul_u64 (&part, plan->ahead[changing]);
  count_tdiv_q_u64 (&part, plan->per_task[changing]);
  z_add_count (p->prefetch_transfers, &part);
  count_set (&part, bytes);
  count_mul_u64 (&part, plan->ahead[changing]);
  count_tdiv_q_u64 (&part, plan->per_task[changing]);
  z_add_count (p->prefetch, &part);
  p->full_task_prefetch += count_get_d (&part) * share;
  count_clear (&part);
}
