/* price.c -- the modeled cost of a block vector (accblock_model_evaluate).

   Why this file exists: greedy's final vector, every vector the search
   tries and accblock_model_evaluate are priced by the same exact counts,
   struct price, so the pricing rules below live in one place.

   The cost of a block vector (accblock_model_evaluate):
   * Tiles: level i has ceil (trip_i / b_i) tiles (one when unblocked).
     Each combination of the parallel levels' tiles (level 0 and the
     inner levels marked parallel) is an outer task; the tasks go to the
     accelerators in ceil (tasks / accelerators) rounds, and the tiles of
     the other levels in one task run in lexicographic order on one
     accelerator.
   * Residency reuse: an array's data block only changes when a blocked
     level that drives one of its dimensions moves to another tile.  With
     p the innermost such level among those that are not parallel and
     have more than one tile, the block is fetched once per tile of the
     non-parallel levels 1..p in each task; an array that neither such a
     level nor a parallel level drives stays resident and is fetched
     once per accelerator.  Consecutive tasks on one accelerator are
     taken not to share blocks, which overcounts arrays that a parallel
     level does not drive.  Written arrays are written back as often as
     they are fetched.
   * A vector whose footprint exceeds local memory is priced as if every
     access went to main memory directly (the runtime's fallback); the
     search never picks one.  Arrays marked unstaged are always priced
     that way and take no local memory, and so are, on a target whose
     local memory is a cache, arrays a full tile uses fewer than the
     target's stage_min_reuse times per element (the runtime leaves them
     in place).  The cache still fills the blocks of the arrays left in
     place: a vector that fits counts each such block once, as often as
     residency reuse would fetch it, in the full task's bytes (not in
     the DMA traffic or its transfers: no copy and no call), and the
     host target's direct_access_s of 0 charges their loads nothing
     more, as the dispatch rule's local side prices the calling core's
     (dispatch-gain.c, doc/machine-model.texi).  When the whole nest's
     data fits the cache of one core (nest_cache_resident) a nest run
     again finds it there, and neither side counts those bytes.
   * Double buffering: while a tile computes, the runtime fetches the
     blocks the next tile of the task only reads, when the next tile's
     blocks that are not resident already fit beside the current
     tile's (on a scratchpad target: on the host, the core copies them
     itself).  prefetch.c counts those fetches; the lesser of their
     transfer time and the compute time is hidden, as in the runtime's
     modeled time (both use accblock_cost_time, modeled-time.c).
   * Split reduction level (nest->split_groups G >= 2 and a splittable
     level s blocked in nt_s >= 2 tiles): s's tiles are cut into groups
     of per = ceil (nt_s / G) consecutive tiles, groups = ceil (nt_s /
     per) of them, and each group is one more digit of the outer task
     number: tasks = groups * the parallel levels' tiles.  Within a task
     s runs per tiles (the last group fewer); the nest's tiles, and the
     traffic of an array whose block moves along s within a task, are
     those of the unsplit nest in total.  An array whose block does not
     move along s within a task is fetched by every group as by a task
     of a parallel level that does not drive it.  An array written only
     by integer addition (ACCBLOCK_MODEL_ADD) is staged zero-filled, with
     no DMA in, and each write-back adds its box into main memory: the
     box in and out, one transfer each way.  The full task (the slowest
     accelerator's) runs a full group.  Without a split every count is
     the one of the rules above, to the bit.
   * Time: the target's parameters (accel-target.h) applied to the totals,
     each as a full task would have it (full_task_share: the slowest
     accelerator runs full tasks), and scaled to the slowest
     accelerator: total * rounds / outer tiles.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "blockmodel-internal.h"

#include <string.h>

/* ---- Pricing a block vector ---- */

void
price_init (struct price *p)
{
#define INIT_COUNT(name) mpz_init (p->name);
  PRICE_COUNTS (INIT_COUNT)
#undef INIT_COUNT
  p->full_task_bytes = p->full_task_prefetch = 0;
  p->full_task_transfers = 0;
  p->full_task_rows = 0;
  p->split.level = -1;
  p->split.per = p->split.groups = 0;
  p->fits = 0;
  p->cost_s = 0;
}

void
price_clear (struct price *p)
{
#define CLEAR_COUNT(name) mpz_clear (p->name);
  PRICE_COUNTS (CLEAR_COUNT)
#undef CLEAR_COUNT
}

void
price_copy (struct price *to, const struct price *from)
{
#define COPY_COUNT(name) mpz_set (to->name, from->name);
  PRICE_COUNTS (COPY_COUNT)
#undef COPY_COUNT
  to->full_task_bytes = from->full_task_bytes;
  to->full_task_prefetch = from->full_task_prefetch;
  to->full_task_transfers = from->full_task_transfers;
  to->full_task_rows = from->full_task_rows;
  to->split = from->split;
  to->fits = from->fits;
  to->cost_s = from->cost_s;
}

/* ---- Split reduction levels ---- */

/* The splittable level of NEST, or -1.  */
int
splittable_level (const struct accblock_model_nest *nest)
{
  unsigned i;

  for (i = 1; i < nest->nlevels; i++)
    if (nest->level[i].splittable)
      return (int) i;
  return -1;
}

/* The groups TILES tiles are cut into for SPLIT_GROUPS >= 1 (the
   runtime's rule: runs of ceil (TILES / SPLIT_GROUPS) tiles), and that
   run length into *PER.  */
uint64_t
split_group_count (uint64_t tiles, uint64_t split_groups, uint64_t *per)
{
  uint64_t run;

  if (split_groups < 1)
    split_groups = 1;
  run = tiles / split_groups + (tiles % split_groups != 0);
  if (run == 0)
    run = 1;
  if (per != NULL)
    *per = run;
  return tiles / run + (tiles % run != 0);
}

/* The split of NEST under BLOCK (struct split).  */
void
split_of (struct split *sp, const struct accblock_model_nest *nest,
          const uint64_t *block)
{
  int level = nest->split_groups > 1 ? splittable_level (nest) : -1;
  uint64_t tiles, per, groups;

  sp->level = -1;
  sp->per = sp->groups = 0;
  if (level < 0 || block[level] == 0)
    return;
  tiles = tile_count (nest, block, (unsigned) level);
  groups = split_group_count (tiles, nest->split_groups, &per);
  if (groups < 2)
    return;
  sp->level = level;
  sp->per = per;
  sp->groups = groups;
}

/* How many more iterations of the split level a full group runs than
   the average group: per * b * groups / trip (1 when not split).  */
double
split_iteration_share (const struct split *sp,
                       const struct accblock_model_nest *nest,
                       const uint64_t *block)
{
  uint64_t b, trip;

  if (sp->level < 0)
    return 1;
  b = block[sp->level];
  trip = nest->level[sp->level].trip;
  return (double) sp->per * (double) b * (double) sp->groups
         / (double) trip;
}

/* How many more tiles of the split level a full group runs than the
   average group: per * groups / tiles (1 when not split).  */
double
split_tile_share (const struct split *sp,
                  const struct accblock_model_nest *nest,
                  const uint64_t *block)
{
  if (sp->level < 0)
    return 1;
  return (double) sp->per * (double) sp->groups
         / (double) tile_count (nest, block, (unsigned) sp->level);
}

/* SUM = sum over the tiles of blocked LEVEL of the product of the spans
   of array A's dimensions driven by LEVEL.  Tiles are full except the
   last, which has trip % b iterations.  */
static void
level_span_sum (struct count *sum, const struct accblock_model_nest *nest,
                const struct accblock_model_array *a, const uint64_t *block,
                unsigned level)
{
  uint64_t trip = nest->level[level].trip;
  uint64_t b = tile_length (nest, block, (int) level);
  uint64_t lengths[2];
  uint64_t counts[2];
  struct count prod, d;
  unsigned t, j;

  lengths[0] = b;
  counts[0] = trip / b;
  lengths[1] = trip % b;
  counts[1] = lengths[1] != 0;
  count_init (&prod, 0);
  count_init (&d, 0);
  count_set_u64 (sum, 0);
  for (t = 0; t < 2; t++)
    {
      if (counts[t] == 0)
        continue;
      count_set_u64 (&prod, counts[t]);
      for (j = 0; j < a->ndims; j++)
        if (a->dim[j].level == (int) level)
          {
            dim_span (&d, nest, &a->dim[j], lengths[t]);
            count_mul (&prod, &d);
          }
      count_add (sum, &prod);
    }
  count_clear (&prod);
  count_clear (&d);
}

/* Tasks of BLOCK: the product of the parallel levels' tile counts,
   times the groups of SP's split level (NULL: none).  */
static void
task_count (struct count *tasks, const struct accblock_model_nest *nest,
            const uint64_t *block, const struct split *sp)
{
  unsigned i;

  count_set_u64 (tasks, 1);
  for (i = 0; i < nest->nlevels; i++)
    if (level_parallel (nest, i))
      count_mul_u64 (tasks, tile_count (nest, block, i));
  if (sp != NULL && sp->level >= 0)
    count_mul_u64 (tasks, sp->groups);
}

/* Set DRIVES[i] when blocked level i subscripts array A, and return the
   innermost level that is not parallel and whose move to its next tile
   within a task changes A's data block, or -1 when no such level
   does.  */
int
innermost_changing_level (const struct accblock_model_nest *nest,
                          const struct accblock_model_array *a,
                          const uint64_t *block, int *drives)
{
  struct split sp;
  int p = -1;
  unsigned i;

  split_of (&sp, nest, block);
  for (i = 0; i < nest->nlevels; i++)
    {
      drives[i] = block[i] != 0 && array_indexed_by (a, i);
      if (!level_parallel (nest, i) && drives[i]
          && task_tile_count (nest, block, i, &sp) > 1)
        p = (int) i;
    }
  return p;
}

/* Bytes and transfers of array A over the whole nest under BLOCK, with
   residency reuse (see the head of the file).  */
static void
array_traffic (struct count *bytes, struct count *fetches,
               const struct accblock_model_nest *nest,
               const struct accblock_target *target,
               const struct accblock_model_array *a, const uint64_t *block)
{
  int drives[ACCBLOCK_MODEL_MAX_LEVELS];
  int p = innermost_changing_level (nest, a, block, drives);
  int per_task = p >= 0;
  struct split sp;
  unsigned i, j;
  struct count g;

  /* The dimensions no blocked level drives are taken whole.  */
  split_of (&sp, nest, block);
  count_init (&g, 0);
  count_set_u64 (bytes, a->elem_size);
  for (j = 0; j < a->ndims; j++)
    if (a->dim[j].level < 0 || !drives[a->dim[j].level])
      {
        dim_span (&g, nest, &a->dim[j], 0);
        count_mul (bytes, &g);
      }
  /* A driving level sizes the block, tile by tile.  The other levels up
     to P that are not parallel fetch it again on each of their tiles.  */
  count_set_u64 (fetches, 1);
  for (i = 0; i < nest->nlevels; i++)
    {
      int refetches = !level_parallel (nest, i) && (int) i <= p;
      per_task |= level_parallel (nest, i) && drives[i];
      if (drives[i])
        {
          level_span_sum (&g, nest, a, block, i);
          count_mul (bytes, &g);
        }
      else if (refetches)
        count_mul_u64 (bytes, tile_count (nest, block, i));
      if (refetches)
        count_mul_u64 (fetches, tile_count (nest, block, i));
    }
  if (sp.level >= 0 && drives[sp.level])
    per_task = 1;
  task_count (&g, nest, block, NULL);
  if (per_task)
    {
      /* Fetched in every task; the tasks along a parallel level that
         does not drive A fetch the same block again.  */
      for (i = 0; i < nest->nlevels; i++)
        if (level_parallel (nest, i) && !drives[i])
          count_mul_u64 (bytes, tile_count (nest, block, i));
      /* So does each group, for what its tiles of the split level do
         not change; the tiles that do change it count the groups
         already.  */
      if (sp.level > p)
        {
          if (!drives[sp.level])
            count_mul_u64 (bytes, sp.groups);
          count_mul_u64 (fetches, sp.groups);
        }
      count_mul (fetches, &g);
    }
  else
    {
      /* Resident for the whole nest on each accelerator that runs a
         task.  */
      if (sp.level >= 0)
        count_mul_u64 (&g, sp.groups);
      if (count_cmp_u64 (&g, target->num_accel) > 0)
        count_set_u64 (&g, target->num_accel);
      count_mul (bytes, &g);
      count_mul (fetches, &g);
    }
  count_clear (&g);
}

/* The tiles, iterations, tasks and rounds of P's vector BLOCK.  */
static void
count_tiles (struct price *p, const struct accblock_model_nest *nest,
             const struct accblock_target *target, const uint64_t *block)
{
  struct count tiles, iterations, tasks;
  unsigned i;

  count_init (&tiles, 1);
  count_init (&iterations, 1);
  count_init (&tasks, 0);
  for (i = 0; i < nest->nlevels; i++)
    {
      count_mul_u64 (&tiles, tile_count (nest, block, i));
      count_mul_u64 (&iterations, nest->level[i].trip);
    }
  task_count (&tasks, nest, block, &p->split);
  count_to_z (p->tiles, &tiles);
  count_to_z (p->iterations, &iterations);
  count_to_z (p->outer_tiles, &tasks);
  count_cdiv_q_u64 (&tasks, target->num_accel);
  count_to_z (p->rounds, &tasks);
  count_clear (&tiles);
  count_clear (&iterations);
  count_clear (&tasks);
}

/* Whether array A is moved in by P: read, or added to in a split
   nest, where its write-back reads the box it adds to.  */
static int
moved_in (const struct price *p, const struct accblock_model_array *a)
{
  if (p->split.level >= 0 && (a->access & ACCBLOCK_MODEL_ADD))
    return 1;
  return (a->access & ACCBLOCK_MODEL_READ) != 0;
}

/* Add the BYTES and FETCHES of array A to P's staged traffic.  */
static void
add_traffic (struct price *p, const struct accblock_model_array *a,
             const struct count *bytes, const struct count *fetches)
{
  if (moved_in (p, a))
    {
      z_add_count (p->dma_in, bytes);
      z_add_count (p->transfers, fetches);
    }
  if (a->access & ACCBLOCK_MODEL_WRITE)
    {
      z_add_count (p->dma_out, bytes);
      z_add_count (p->transfers, fetches);
    }
}

/* Rows of array A's data that BYTES (array_traffic's count) fill:
   the bytes over the length of one row, A's innermost dimension as a
   tile of length LEN of the level driving it has it (0: whole).  */
static double
rows_of (const struct accblock_model_nest *nest,
         const struct accblock_model_array *a, const struct count *bytes,
         uint64_t len)
{
  struct count row;
  double rows;

  count_init (&row, 0);
  dim_span (&row, nest, &a->dim[a->ndims - 1], len);
  rows = count_get_d (bytes) / ((double) a->elem_size * count_get_d (&row));
  count_clear (&row);
  return rows;
}

/* The rows that splitting array A's rows between tiles adds to those
   of BYTES read whole (0 when the level driving A's innermost
   dimension is not blocked).  A block left in place in a cache is read
   row by row, each row a stream the core's prefetcher must pick up
   again: cutting the rows themselves makes more streams for the same
   bytes, which the nest where it stands, reading whole rows, does not
   pay.  Measured on fdtd-2d (benchmarks/kernels), 2 cores: a sweep
   whose tasks took half rows ran at half the speed of one whose tasks
   took whole rows.  */
static double
split_row_starts (const struct accblock_model_nest *nest,
                  const struct accblock_model_array *a,
                  const uint64_t *block, const struct count *bytes)
{
  int level;
  uint64_t len;

  if (a->ndims == 0)
    return 0;
  level = a->dim[a->ndims - 1].level;
  if (level < 0 || block[level] == 0)
    return 0;
  len = tile_length (nest, block, level);
  if (len >= nest->level[level].trip)
    return 0;
  return rows_of (nest, a, bytes, len) - rows_of (nest, a, bytes, 0);
}

/* The bytes the cache fills with the block of an array left in place,
   BYTES in FETCHES by residency reuse.  Residency holds for a block
   that fits what the staged blocks leave of the cache; a bigger one
   (a whole matrix read by every tile of a few rows) is evicted by its
   own lines before the next tile comes back to them, so every tile
   fills it again.  */
static double
in_place_fills (const struct price *p, const struct accblock_target *target,
                const struct count *bytes, const struct count *fetches)
{
  double filled = count_get_d (bytes);
  double count = count_get_d (fetches);
  double room = (double) target->local_mem - mpz_get_d (p->footprint);

  /* No fetch at all: a level that runs no iteration.  */
  if (count <= 0 || filled / count <= room)
    return filled;
  return filled / count * mpz_get_d (p->tiles);
}

/* Staged traffic of a vector that fits local memory, and the part of it
   double buffering fetches ahead (AHEAD; NULL: none).  The bytes of a
   full task count, at the DMA bandwidth, the cache fills of the arrays
   left in place on a cache target too (see the head of the file).  */
static void
count_dma (struct price *p, const struct accblock_model_nest *nest,
           const struct accblock_target *target, const uint64_t *block,
           const struct prefetch_plan *ahead)
{
  int drives[ACCBLOCK_MODEL_MAX_LEVELS];
  const struct split *sp = &p->split;
  struct count bytes, fetches;
  unsigned k;
  int ways, changing, in_place;
  /* Whether the whole nest's data stays in the cache: asked once, of
     the first array left in place (none on a scratchpad target), not
     of every vector the search prices.  */
  int resident = -1;
  double share, fetch_share;

  count_init (&bytes, 0);
  count_init (&fetches, 0);
  for (k = 0; k < nest->narrays; k++)
    {
      const struct accblock_model_array *a = &nest->arrays[k];
      if (a->unstaged)
        continue;
      changing = innermost_changing_level (nest, a, block, drives);
      share = full_task_share (nest, block, drives);
      /* A full group of a split level: more of the level's iterations
         when it drives A, more of its tiles when they fetch A anew.  */
      fetch_share = 1;
      if (sp->level >= 0 && sp->level <= changing)
        fetch_share = split_tile_share (sp, nest, block);
      if (sp->level >= 0 && drives[sp->level])
        share *= split_iteration_share (sp, nest, block);
      else if (sp->level >= 0)
        share *= fetch_share;
      in_place = array_unstaged (nest, target, a, block);
      if (in_place && resident < 0)
        resident = nest_cache_resident (nest, target, NULL);
      if (in_place && resident)
        continue;
      array_traffic (&bytes, &fetches, nest, target, a, block);
      if (a->moved_den != 0 && !in_place)
        {
          count_mul_u64 (&bytes, a->moved_num);
          count_cdiv_q_u64 (&bytes, a->moved_den);
        }
      if (in_place)
        {
          /* Left in place in a cache: the cache fills its block as a
             copy would, once, and no call starts it; rows cut in
             pieces start more streams.  */
          p->full_task_bytes += in_place_fills (p, target, &bytes, &fetches)
                                * share;
          p->full_task_rows += split_row_starts (nest, a, block, &bytes)
                               * share;
          continue;
        }
      /* In and out for an array both read and written.  */
      ways = moved_in (p, a) + !!(a->access & ACCBLOCK_MODEL_WRITE);
      add_traffic (p, a, &bytes, &fetches);
      p->full_task_bytes += count_get_d (&bytes) * ways * share;
      p->full_task_transfers += count_get_d (&fetches) * ways * fetch_share;
      if (ahead)
        prefetch_add (p, ahead, a, changing, &bytes, &fetches, share);
    }
  count_clear (&bytes);
  count_clear (&fetches);
}

/* Unstaged traffic: every reference of every iteration to an array
   priced in main memory under BLOCK on TARGET, or to any array when ALL
   (the vector does not fit), goes to main memory.  */
static void
count_direct (struct price *p, const struct accblock_model_nest *nest,
              const struct accblock_target *target, const uint64_t *block,
              int all)
{
  struct count n;
  unsigned k;

  count_init (&n, 0);
  for (k = 0; k < nest->narrays; k++)
    {
      const struct accblock_model_array *a = &nest->arrays[k];
      if (!all && !array_unstaged (nest, target, a, block))
        continue;
      count_set_z (&n, p->iterations);
      count_mul_u64 (&n, a->refs != 0 ? a->refs : 1);
      z_add_count (p->direct, &n);
      count_mul_u64 (&n, a->elem_size);
      z_add_count (p->direct_bytes, &n);
    }
  count_clear (&n);
}

/* The combines of the nest's integer reductions: each tile reads and
   writes back COMBINE_BYTES in COMBINES transfers each way.  Every task
   has as many tiles, so a full task moves the average's bytes; with a
   split level, a full group's tiles (split_tile_share).  */
static void
count_combines (struct price *p, const struct accblock_model_nest *nest,
                const uint64_t *block)
{
  double share = split_tile_share (&p->split, nest, block);
  mpz_t n;

  if (nest->combines == 0)
    return;
  mpz_init (n);
  mpz_set (n, p->tiles);
  z_mul_u64 (n, nest->combine_bytes);
  mpz_add (p->dma_in, p->dma_in, n);
  mpz_add (p->dma_out, p->dma_out, n);
  if (p->split.level >= 0)
    p->full_task_bytes += 2 * mpz_get_d (n) * share;
  else
    p->full_task_bytes += 2 * mpz_get_d (n);
  mpz_set (n, p->tiles);
  z_mul_u64 (n, 2 * (uint64_t) nest->combines);
  mpz_add (p->transfers, p->transfers, n);
  p->full_task_transfers += mpz_get_d (n) * share;
  mpz_clear (n);
}

/* Modeled seconds of the slowest accelerator: the formula of
   accel-target.h (accblock_cost_time, the runtime's too) for a round of
   full tasks.  Every task has as many tiles and transfers; its
   iterations and direct accesses are those of a full task, and so are
   its bytes (full_task_bytes).  With a split level a full task runs a
   full group, which has more tiles and transfers than the average one
   when the last group is short.  */
static double
modeled_seconds (const struct price *p, const struct accblock_model_nest *nest,
                 const struct accblock_target *t, const uint64_t *block)
{
  int split = p->split.level >= 0;
  double full = full_task_share (nest, block, NULL);
  double tiles = mpz_get_d (p->tiles);
  double transfers = mpz_get_d (p->transfers);
  struct accblock_cost_counts n;
  struct accblock_model_time time;

  if (split)
    {
      full *= split_iteration_share (&p->split, nest, block);
      tiles *= split_tile_share (&p->split, nest, block);
      transfers = p->full_task_transfers;
    }
  n.iterations = mpz_get_d (p->iterations) * full;
  /* A stream started by a cut row is priced as a transfer's start-up:
     on the host target, a memcpy call's (accel-target.c).  */
  n.transfers = transfers + p->full_task_rows;
  n.bytes = p->full_task_bytes;
  n.direct_accesses = mpz_get_d (p->direct) * full;
  n.tiles = tiles;
  n.prefetch_transfers = mpz_get_d (p->prefetch_transfers);
  n.prefetch_bytes = p->full_task_prefetch;
  accblock_cost_time (&t->cost, &n, &time);
  return time.total_s * mpz_get_d (p->rounds) / mpz_get_d (p->outer_tiles);
}

void
price_vector (struct price *p, const struct accblock_model_nest *nest,
              const struct accblock_target *target, const uint64_t *block)
{
  struct count bytes;

  split_of (&p->split, nest, block);
  count_init (&bytes, 0);
  footprint (&bytes, nest, target, block);
  count_to_z (p->footprint, &bytes);
  p->fits = count_cmp_u64 (&bytes, target->local_mem) <= 0;
  count_clear (&bytes);
  count_tiles (p, nest, target, block);
  mpz_set_ui (p->dma_in, 0);
  mpz_set_ui (p->dma_out, 0);
  mpz_set_ui (p->transfers, 0);
  mpz_set_ui (p->direct, 0);
  mpz_set_ui (p->direct_bytes, 0);
  mpz_set_ui (p->prefetch, 0);
  mpz_set_ui (p->prefetch_transfers, 0);
  p->full_task_bytes = p->full_task_prefetch = 0;
  p->full_task_transfers = 0;
  p->full_task_rows = 0;
  if (p->fits)
    {
      struct prefetch_plan ahead;
      count_dma (p, nest, target, block,
                 prefetch_plan (&ahead, nest, target, block) ? &ahead : NULL);
    }
  count_direct (p, nest, target, block, !p->fits);
  count_combines (p, nest, block);
  mpz_add (p->moved, p->dma_in, p->dma_out);
  mpz_add (p->moved, p->moved, p->direct_bytes);
  p->cost_s = modeled_seconds (p, nest, target, block);
}

void
price_to_result (const struct price *p, const uint64_t *block,
                 unsigned nlevels, struct accblock_model_result *out)
{
  unsigned i;

  memset (out, 0, sizeof *out);
  for (i = 0; i < nlevels; i++)
    out->block[i] = block[i];
  out->fits = p->fits;
  out->footprint = z_get_u64_sat (p->footprint);
  out->tiles = z_get_u64_sat (p->tiles);
  out->outer_tiles = z_get_u64_sat (p->outer_tiles);
  out->rounds = z_get_u64_sat (p->rounds);
  out->dma_in_bytes = z_get_u64_sat (p->dma_in);
  out->dma_out_bytes = z_get_u64_sat (p->dma_out);
  out->dma_transfers = z_get_u64_sat (p->transfers);
  out->direct_accesses = z_get_u64_sat (p->direct);
  out->moved_bytes = z_get_u64_sat (p->moved);
  out->cost_s = p->cost_s;
  out->split_groups = p->split.level >= 0 ? p->split.groups : 0;
}

int
accblock_model_evaluate (const struct accblock_model_nest *nest,
                         const struct accblock_target *target,
                         const accblock_model_block block,
                         struct accblock_model_result *out)
{
  struct price p;

  if (accblock_model_check (nest, NULL, 0) != 0 || !target_ok (target))
    return -1;
  price_init (&p);
  price_vector (&p, nest, target, block);
  price_to_result (&p, block, nest->nlevels, out);
  out->evaluated = 1;
  price_clear (&p);
  return 0;
}
