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
     in place).
   * Double buffering: while a tile computes, the runtime fetches the
     blocks the next tile of the task only reads, when the next tile's
     blocks that are not resident already fit beside the current
     tile's (on a scratchpad target: on the host, the core copies them
     itself).  prefetch.c counts those fetches; the lesser of their
     transfer time and the compute time is hidden, as in the runtime's
     modeled time (runtime/model.c).
   * Time: the target's parameters (accel-target.h) applied to the totals,
     each as a full task would have it (full_task_share: the slowest
     accelerator runs full tasks), and scaled to the slowest
     accelerator: total * rounds / outer tiles.  */

#include "blockmodel-internal.h"

#include <string.h>

/* ---- Pricing a block vector ---- */

void
price_init (struct price *p)
{
  mpz_inits (p->footprint, p->tiles, p->outer_tiles, p->rounds,
             p->iterations, p->dma_in, p->dma_out, p->transfers, p->direct,
             p->direct_bytes, p->moved, p->prefetch, p->prefetch_transfers,
             NULL);
  p->full_task_bytes = p->full_task_prefetch = 0;
  p->fits = 0;
  p->cost_s = 0;
}

void
price_clear (struct price *p)
{
  mpz_clears (p->footprint, p->tiles, p->outer_tiles, p->rounds,
              p->iterations, p->dma_in, p->dma_out, p->transfers, p->direct,
              p->direct_bytes, p->moved, p->prefetch, p->prefetch_transfers,
              NULL);
}

void
price_copy (struct price *to, const struct price *from)
{
  mpz_set (to->footprint, from->footprint);
  mpz_set (to->tiles, from->tiles);
  mpz_set (to->outer_tiles, from->outer_tiles);
  mpz_set (to->rounds, from->rounds);
  mpz_set (to->iterations, from->iterations);
  mpz_set (to->dma_in, from->dma_in);
  mpz_set (to->dma_out, from->dma_out);
  mpz_set (to->transfers, from->transfers);
  mpz_set (to->direct, from->direct);
  mpz_set (to->direct_bytes, from->direct_bytes);
  mpz_set (to->moved, from->moved);
  mpz_set (to->prefetch, from->prefetch);
  mpz_set (to->prefetch_transfers, from->prefetch_transfers);
  to->full_task_bytes = from->full_task_bytes;
  to->full_task_prefetch = from->full_task_prefetch;
  to->fits = from->fits;
  to->cost_s = from->cost_s;
}

/* *SUM = level_span_sum in 64 bits; zero when it does not fit.  */
static int
level_span_sum_u64 (uint64_t *sum, const struct accblock_model_nest *nest,
                    const struct accblock_model_array *a,
                    const uint64_t *block, unsigned level)
{
  uint64_t trip = nest->level[level].trip;
  uint64_t b = tile_length (nest, block, (int) level);
  uint64_t lengths[2], counts[2], prod, d;
  unsigned t, j;

  lengths[0] = b;
  counts[0] = trip / b;
  lengths[1] = trip % b;
  counts[1] = lengths[1] != 0;
  *sum = 0;
  for (t = 0; t < 2; t++)
    {
      if (counts[t] == 0)
        continue;
      prod = counts[t];
      for (j = 0; j < a->ndims; j++)
        if (a->dim[j].level == (int) level
            && (!dim_span_u64 (&d, nest, &a->dim[j], lengths[t])
                || !u64_mul (&prod, d)))
          return 0;
      if (!u64_add (sum, prod))
        return 0;
    }
  return 1;
}

/* SUM = sum over the tiles of blocked LEVEL of the product of the spans
   of array A's dimensions driven by LEVEL.  Tiles are full except the
   last, which has trip % b iterations.  */
static void
level_span_sum (mpz_t sum, const struct accblock_model_nest *nest,
                const struct accblock_model_array *a, const uint64_t *block,
                unsigned level)
{
  uint64_t trip = nest->level[level].trip;
  uint64_t b = tile_length (nest, block, (int) level);
  uint64_t lengths[2];
  uint64_t counts[2];
  mpz_t prod, d;
  unsigned t, j;

  lengths[0] = b;
  counts[0] = trip / b;
  lengths[1] = trip % b;
  counts[1] = lengths[1] != 0;
  mpz_inits (prod, d, NULL);
  mpz_set_ui (sum, 0);
  for (t = 0; t < 2; t++)
    {
      if (counts[t] == 0)
        continue;
      z_set_u64 (prod, counts[t]);
      for (j = 0; j < a->ndims; j++)
        if (a->dim[j].level == (int) level)
          {
            dim_span (d, nest, &a->dim[j], lengths[t]);
            mpz_mul (prod, prod, d);
          }
      mpz_add (sum, sum, prod);
    }
  mpz_clears (prod, d, NULL);
}

/* Tasks of BLOCK: the product of the parallel levels' tile counts.  */
static void
task_count (mpz_t tasks, const struct accblock_model_nest *nest,
            const uint64_t *block)
{
  unsigned i;

  mpz_set_ui (tasks, 1);
  for (i = 0; i < nest->nlevels; i++)
    if (level_parallel (nest, i))
      z_mul_u64 (tasks, tile_count (nest, block, i));
}

/* *TASKS = task_count in 64 bits; zero when it does not fit.  */
static int
task_count_u64 (uint64_t *tasks, const struct accblock_model_nest *nest,
                const uint64_t *block)
{
  unsigned i;

  *tasks = 1;
  for (i = 0; i < nest->nlevels; i++)
    if (level_parallel (nest, i)
        && !u64_mul (tasks, tile_count (nest, block, i)))
      return 0;
  return 1;
}

/* Set DRIVES[i] when blocked level i subscripts array A, and return the
   innermost level that is not parallel and whose move to its next tile
   changes A's data block, or -1 when no such level does.  */
int
innermost_changing_level (const struct accblock_model_nest *nest,
                          const struct accblock_model_array *a,
                          const uint64_t *block, int *drives)
{
  int p = -1;
  unsigned i;

  for (i = 0; i < nest->nlevels; i++)
    {
      drives[i] = block[i] != 0 && array_indexed_by (a, i);
      if (!level_parallel (nest, i) && drives[i]
          && tile_count (nest, block, i) > 1)
        p = (int) i;
    }
  return p;
}

/* *BYTES and *FETCHES = array_traffic in 64 bits, step for step; zero
   when a count does not fit.  */
static int
array_traffic_u64 (uint64_t *bytes, uint64_t *fetches,
                   const struct accblock_model_nest *nest,
                   const struct accblock_target *target,
                   const struct accblock_model_array *a,
                   const uint64_t *block)
{
  int drives[ACCBLOCK_MODEL_MAX_LEVELS];
  int p = innermost_changing_level (nest, a, block, drives);
  int per_task = p >= 0;
  uint64_t g;
  unsigned i, j;

  *bytes = a->elem_size;
  for (j = 0; j < a->ndims; j++)
    if ((a->dim[j].level < 0 || !drives[a->dim[j].level])
        && (!dim_span_u64 (&g, nest, &a->dim[j], 0) || !u64_mul (bytes, g)))
      return 0;
  *fetches = 1;
  for (i = 0; i < nest->nlevels; i++)
    {
      int refetches = !level_parallel (nest, i) && (int) i <= p;
      per_task |= level_parallel (nest, i) && drives[i];
      if (drives[i])
        {
          if (!level_span_sum_u64 (&g, nest, a, block, i)
              || !u64_mul (bytes, g))
            return 0;
        }
      else if (refetches && !u64_mul (bytes, tile_count (nest, block, i)))
        return 0;
      if (refetches && !u64_mul (fetches, tile_count (nest, block, i)))
        return 0;
    }
  if (!task_count_u64 (&g, nest, block))
    return 0;
  if (per_task)
    {
      for (i = 0; i < nest->nlevels; i++)
        if (level_parallel (nest, i) && !drives[i]
            && !u64_mul (bytes, tile_count (nest, block, i)))
          return 0;
      return u64_mul (fetches, g);
    }
  if (g > target->num_accel)
    g = target->num_accel;
  return u64_mul (bytes, g) && u64_mul (fetches, g);
}

/* Bytes and transfers of array A over the whole nest under BLOCK, with
   residency reuse (see the head of the file).  */
static void
array_traffic (mpz_t bytes, mpz_t fetches,
               const struct accblock_model_nest *nest,
               const struct accblock_target *target,
               const struct accblock_model_array *a, const uint64_t *block)
{
  int drives[ACCBLOCK_MODEL_MAX_LEVELS];
  int p = innermost_changing_level (nest, a, block, drives);
  int per_task = p >= 0;
  unsigned i, j;
  mpz_t g;

  /* The dimensions no blocked level drives are taken whole.  */
  mpz_init (g);
  z_set_u64 (bytes, a->elem_size);
  for (j = 0; j < a->ndims; j++)
    if (a->dim[j].level < 0 || !drives[a->dim[j].level])
      {
        dim_span (g, nest, &a->dim[j], 0);
        mpz_mul (bytes, bytes, g);
      }
  /* A driving level sizes the block, tile by tile.  The other levels up
     to P that are not parallel fetch it again on each of their tiles.  */
  mpz_set_ui (fetches, 1);
  for (i = 0; i < nest->nlevels; i++)
    {
      int refetches = !level_parallel (nest, i) && (int) i <= p;
      per_task |= level_parallel (nest, i) && drives[i];
      if (drives[i])
        {
          level_span_sum (g, nest, a, block, i);
          mpz_mul (bytes, bytes, g);
        }
      else if (refetches)
        z_mul_u64 (bytes, tile_count (nest, block, i));
      if (refetches)
        z_mul_u64 (fetches, tile_count (nest, block, i));
    }
  task_count (g, nest, block);
  if (per_task)
    {
      /* Fetched in every task; the tasks along a parallel level that
         does not drive A fetch the same block again.  */
      for (i = 0; i < nest->nlevels; i++)
        if (level_parallel (nest, i) && !drives[i])
          z_mul_u64 (bytes, tile_count (nest, block, i));
      mpz_mul (fetches, fetches, g);
    }
  else
    {
      /* Resident for the whole nest on each accelerator that runs a
         task.  */
      if (z_cmp_u64 (g, target->num_accel) > 0)
        z_set_u64 (g, target->num_accel);
      mpz_mul (bytes, bytes, g);
      mpz_mul (fetches, fetches, g);
    }
  mpz_clear (g);
}

/* count_tiles in 64 bits; zero, setting nothing, when a count does not
   fit.  */
static int
count_tiles_u64 (struct price *p, const struct accblock_model_nest *nest,
                 const struct accblock_target *target, const uint64_t *block)
{
  uint64_t tiles = 1, iterations = 1, tasks;
  unsigned i;

  for (i = 0; i < nest->nlevels; i++)
    if (!u64_mul (&tiles, tile_count (nest, block, i))
        || !u64_mul (&iterations, nest->level[i].trip))
      return 0;
  if (!task_count_u64 (&tasks, nest, block))
    return 0;
  z_set_u64 (p->tiles, tiles);
  z_set_u64 (p->iterations, iterations);
  z_set_u64 (p->outer_tiles, tasks);
  z_set_u64 (p->rounds, tasks / target->num_accel
                        + (tasks % target->num_accel != 0));
  return 1;
}

static void
count_tiles (struct price *p, const struct accblock_model_nest *nest,
             const struct accblock_target *target, const uint64_t *block)
{
  unsigned i;

  if (count_tiles_u64 (p, nest, target, block))
    return;

  mpz_set_ui (p->tiles, 1);
  mpz_set_ui (p->iterations, 1);
  for (i = 0; i < nest->nlevels; i++)
    {
      z_mul_u64 (p->tiles, tile_count (nest, block, i));
      z_mul_u64 (p->iterations, nest->level[i].trip);
    }
  task_count (p->outer_tiles, nest, block);
  z_set_u64 (p->rounds, target->num_accel);
  mpz_cdiv_q (p->rounds, p->outer_tiles, p->rounds);
}

/* Add the BYTES and FETCHES of array A to P's staged traffic.  */
static void
add_traffic (struct price *p, const struct accblock_model_array *a,
             const mpz_t bytes, const mpz_t fetches)
{
  if (a->access & ACCBLOCK_MODEL_READ)
    {
      mpz_add (p->dma_in, p->dma_in, bytes);
      mpz_add (p->transfers, p->transfers, fetches);
    }
  if (a->access & ACCBLOCK_MODEL_WRITE)
    {
      mpz_add (p->dma_out, p->dma_out, bytes);
      mpz_add (p->transfers, p->transfers, fetches);
    }
}

/* add_traffic for counts that fit 64 bits.  */
static void
add_traffic_u64 (struct price *p, const struct accblock_model_array *a,
                 uint64_t bytes, uint64_t fetches)
{
  if (a->access & ACCBLOCK_MODEL_READ)
    {
      z_add_u64 (p->dma_in, bytes);
      z_add_u64 (p->transfers, fetches);
    }
  if (a->access & ACCBLOCK_MODEL_WRITE)
    {
      z_add_u64 (p->dma_out, bytes);
      z_add_u64 (p->transfers, fetches);
    }
}

/* Staged traffic of a vector that fits local memory, and the part of it
   double buffering fetches ahead (AHEAD; NULL: none).  */
static void
count_dma (struct price *p, const struct accblock_model_nest *nest,
           const struct accblock_target *target, const uint64_t *block,
           const struct prefetch_plan *ahead)
{
  int drives[ACCBLOCK_MODEL_MAX_LEVELS];
  uint64_t bytes64, fetches64;
  mpz_t bytes, fetches;
  unsigned k;
  int ways, changing;
  double share;

  for (k = 0; k < nest->narrays; k++)
    {
      const struct accblock_model_array *a = &nest->arrays[k];
      if (array_unstaged (nest, target, a, block))
        continue;
      changing = innermost_changing_level (nest, a, block, drives);
      share = full_task_share (nest, block, drives);
      /* In and out for an array both read and written.  */
      ways = !!(a->access & ACCBLOCK_MODEL_READ)
             + !!(a->access & ACCBLOCK_MODEL_WRITE);
      if (array_traffic_u64 (&bytes64, &fetches64, nest, target, a, block))
        {
          add_traffic_u64 (p, a, bytes64, fetches64);
          p->full_task_bytes += (double) bytes64 * ways * share;
          if (ahead)
            prefetch_add_u64 (p, ahead, a, changing, bytes64, fetches64,
                              share);
          continue;
        }
      mpz_inits (bytes, fetches, NULL);
      array_traffic (bytes, fetches, nest, target, a, block);
      add_traffic (p, a, bytes, fetches);
      p->full_task_bytes += mpz_get_d (bytes) * ways * share;
      if (ahead)
        prefetch_add (p, ahead, a, changing, bytes, fetches, share);
      mpz_clears (bytes, fetches, NULL);
    }
}

/* Add to P the direct accesses and bytes of array A over ITERATIONS
   (P->iterations when it fits 64 bits) in 64 bits; zero, adding
   nothing, when a count does not fit.  */
static int
add_direct_u64 (struct price *p, const struct accblock_model_array *a,
                uint64_t iterations)
{
  uint64_t accesses = iterations, bytes;

  if (!u64_mul (&accesses, a->refs != 0 ? a->refs : 1))
    return 0;
  bytes = accesses;
  if (!u64_mul (&bytes, a->elem_size))
    return 0;
  z_add_u64 (p->direct, accesses);
  z_add_u64 (p->direct_bytes, bytes);
  return 1;
}

/* Unstaged traffic: every reference of every iteration to an array
   priced in main memory under BLOCK on TARGET, or to any array when ALL
   (the vector does not fit), goes to main memory.  */
static void
count_direct (struct price *p, const struct accblock_model_nest *nest,
              const struct accblock_target *target, const uint64_t *block,
              int all)
{
  uint64_t iterations = 0;
  int fast = z_get_u64 (p->iterations, &iterations);
  mpz_t n;
  unsigned k;

  for (k = 0; k < nest->narrays; k++)
    {
      const struct accblock_model_array *a = &nest->arrays[k];
      if (!all && !array_unstaged (nest, target, a, block))
        continue;
      if (fast && add_direct_u64 (p, a, iterations))
        continue;
      mpz_init (n);
      mpz_set (n, p->iterations);
      mpz_mul_ui (n, n, a->refs != 0 ? a->refs : 1);
      mpz_add (p->direct, p->direct, n);
      z_mul_u64 (n, a->elem_size);
      mpz_add (p->direct_bytes, p->direct_bytes, n);
      mpz_clear (n);
    }
}

/* The combines of the nest's integer reductions: each tile reads and
   writes back COMBINE_BYTES in COMBINES transfers each way.  Every task
   has as many tiles, so a full task moves the average's bytes.  */
static void
count_combines (struct price *p, const struct accblock_model_nest *nest)
{
  mpz_t n;

  if (nest->combines == 0)
    return;
  mpz_init (n);
  mpz_set (n, p->tiles);
  z_mul_u64 (n, nest->combine_bytes);
  mpz_add (p->dma_in, p->dma_in, n);
  mpz_add (p->dma_out, p->dma_out, n);
  p->full_task_bytes += 2 * mpz_get_d (n);
  mpz_set (n, p->tiles);
  z_mul_u64 (n, 2 * (uint64_t) nest->combines);
  mpz_add (p->transfers, p->transfers, n);
  mpz_clear (n);
}

/* Modeled seconds of the slowest accelerator: the formula of
   accel-target.h for a round of full tasks, less the prefetched
   transfers that overlap computation, as the runtime's modeled time
   (runtime/model.c) hides them.  Every task has as many tiles and
   transfers; its iterations and direct accesses are those of a full
   task, and so are its bytes (full_task_bytes).  */
static double
modeled_seconds (const struct price *p, const struct accblock_model_nest *nest,
                 const struct accblock_target *t, const uint64_t *block)
{
  const struct accblock_cost_params *c = &t->cost;
  double full = full_task_share (nest, block, NULL);
  double compute = mpz_get_d (p->iterations) * full / c->compute_rate;
  double prefetch = p->full_task_prefetch / c->dma_bandwidth
                    + mpz_get_d (p->prefetch_transfers) * c->dma_latency_s;
  double total
    = p->full_task_bytes / c->dma_bandwidth
      + mpz_get_d (p->transfers) * c->dma_latency_s
      + mpz_get_d (p->direct) * full * c->direct_access_s
      + compute
      + mpz_get_d (p->tiles) * c->tile_overhead_s
      - (prefetch < compute ? prefetch : compute);

  return total * mpz_get_d (p->rounds) / mpz_get_d (p->outer_tiles);
}

void
price_vector (struct price *p, const struct accblock_model_nest *nest,
              const struct accblock_target *target, const uint64_t *block)
{
  footprint_z (p->footprint, nest, target, block);
  p->fits = z_cmp_u64 (p->footprint, target->local_mem) <= 0;
  count_tiles (p, nest, target, block);
  mpz_set_ui (p->dma_in, 0);
  mpz_set_ui (p->dma_out, 0);
  mpz_set_ui (p->transfers, 0);
  mpz_set_ui (p->direct, 0);
  mpz_set_ui (p->direct_bytes, 0);
  mpz_set_ui (p->prefetch, 0);
  mpz_set_ui (p->prefetch_transfers, 0);
  p->full_task_bytes = p->full_task_prefetch = 0;
  if (p->fits)
    {
      struct prefetch_plan ahead;
      count_dma (p, nest, target, block,
                 prefetch_plan (&ahead, nest, target, block) ? &ahead : NULL);
    }
  count_direct (p, nest, target, block, !p->fits);
  count_combines (p, nest);
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
