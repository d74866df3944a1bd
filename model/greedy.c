/* greedy.c -- the paper's greedy algorithm (accblock_model_greedy).

   Why this file exists: greedy is the paper's rule for choosing a block
   vector, implemented literally (blockmodel.h states it).  The
   cost-model search starts from greedy's vector and uses its
   local-memory tests (footprint_fits, largest_fitting), which are
   therefore shared through blockmodel-internal.h.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "blockmodel-internal.h"

/* ---- The paper's greedy algorithm ---- */

/* The fewest outer tasks for NEST on TARGET (blockmodel-internal.h):
   here, beside greedy's cap on level 0, which it extends.  */
uint64_t
balance_tasks (const struct accblock_model_nest *nest,
               const struct accblock_target *target)
{
  uint64_t trip = nest->level[0].trip, tasks = target->num_accel;

  if (!nest->uneven)
    return 1;
  if (tasks > UINT64_MAX / ACCBLOCK_MODEL_UNEVEN_TASKS)
    return trip;
  tasks *= ACCBLOCK_MODEL_UNEVEN_TASKS;
  return tasks < trip ? tasks : trip;
}

/* The largest block size greedy may give LEVEL: the parallel level must
   yield at least one block per accelerator, and an uneven nest its
   balance_tasks.  */
static uint64_t
greedy_cap (const struct accblock_model_nest *nest,
            const struct accblock_target *target, unsigned level)
{
  uint64_t trip = nest->level[level].trip;

  if (level > 0)
    return trip;
  if (nest->uneven)
    return trip / balance_tasks (nest, target);
  return trip >= target->num_accel ? trip / target->num_accel : 1;
}

int
footprint_fits (const struct accblock_model_nest *nest,
                const struct accblock_target *target, const uint64_t *block,
                uint64_t *bytes)
{
  struct count c;
  int fits;

  count_init (&c, 0);
  footprint (&c, nest, target, block);
  fits = count_cmp_u64 (&c, target->local_mem) <= 0;
  if (bytes != NULL)
    count_get_u64 (&c, bytes);
  count_clear (&c);
  return fits;
}

/* The largest size in [1, CAP] for LEVEL that keeps BLOCK within local
   memory, given that size 1 fits.  The footprint grows with the size, so
   a binary search finds it.  */
uint64_t
largest_fitting (const struct accblock_model_nest *nest,
                 const struct accblock_target *target, uint64_t *block,
                 unsigned level, uint64_t cap)
{
  uint64_t lo = 1, hi = cap;

  while (lo < hi)
    {
      uint64_t mid = lo + (hi - lo + 1) / 2;
      block[level] = mid;
      if (footprint_fits (nest, target, block, NULL))
        lo = mid;
      else
        hi = mid - 1;
    }
  block[level] = lo;
  return lo;
}

/* Whether greedy may consider LEVEL; traces why not.  */
static int
greedy_level_allowed (const struct accblock_model_nest *nest,
                      const struct accblock_model_options *options,
                      const uint64_t *block, unsigned level)
{
  char why[256], buf[16];
  const char *name = level_name (nest, level, buf, sizeof buf);
  unsigned i;

  if (!nest->level[level].may_block)
    {
      trace (options, "greedy: %s: may not be blocked", name);
      return 0;
    }
  if (level == 0)
    return 1;
  if (!accblock_model_profitable (nest, level, why, sizeof why))
    {
      trace (options, "greedy: %s: not profitable: %s", name, why);
      return 0;
    }
  for (i = 1; i < level && !nest->inner_permutable; i++)
    if (block[i] != 0)
      {
        trace (options, "greedy: %s: a second blocked inner level needs "
               "permutable levels", name);
        return 0;
      }
  return 1;
}

/* Give LEVEL its greedy size.  Returns nonzero when the data now fits.  */
static int
greedy_level (const struct accblock_model_nest *nest,
              const struct accblock_target *target,
              const struct accblock_model_options *options, uint64_t *block,
              unsigned level)
{
  char buf[16];
  const char *name = level_name (nest, level, buf, sizeof buf);
  uint64_t cap = greedy_cap (nest, target, level), size, bytes, next_bytes;

  block[level] = 1;
  if (!footprint_fits (nest, target, block, &bytes))
    {
      trace (options, "greedy: %s:1 needs %llu bytes > %llu: even the "
             "smallest block overflows, block the next level too", name,
             (unsigned long long) bytes,
             (unsigned long long) target->local_mem);
      return 0;
    }
  size = largest_fitting (nest, target, block, level, cap);
  footprint_fits (nest, target, block, &bytes);
  if (size < cap)
    {
      block[level] = size + 1;
      footprint_fits (nest, target, block, &next_bytes);
      block[level] = size;
      trace (options, "greedy: %s:%llu needs %llu bytes <= %llu (%s:%llu "
             "would need %llu)", name, (unsigned long long) size,
             (unsigned long long) bytes,
             (unsigned long long) target->local_mem, name,
             (unsigned long long) (size + 1),
             (unsigned long long) next_bytes);
    }
  else
    trace (options, "greedy: %s:%llu needs %llu bytes <= %llu (largest "
           "allowed size)", name, (unsigned long long) size,
           (unsigned long long) bytes,
           (unsigned long long) target->local_mem);
  /* A whole inner level in one tile only adds scheduling: leave it
     unblocked when that fits too.  */
  if (level > 0 && size >= nest->level[level].trip)
    {
      block[level] = 0;
      if (!footprint_fits (nest, target, block, NULL))
        block[level] = size;
    }
  return 1;
}

/* Greedy's vector into BLOCK; returns nonzero when it fits.  */
int
greedy_vector (const struct accblock_model_nest *nest,
               const struct accblock_target *target,
               const struct accblock_model_options *options, uint64_t *block)
{
  unsigned i;

  for (i = 0; i < ACCBLOCK_MODEL_MAX_LEVELS; i++)
    block[i] = 0;
  for (i = 0; i < nest->nlevels; i++)
    if (greedy_level_allowed (nest, options, block, i)
        && greedy_level (nest, target, options, block, i))
      return 1;
  trace (options, "greedy: no level makes the data fit %llu bytes",
         (unsigned long long) target->local_mem);
  return 0;
}

int
accblock_model_greedy (const struct accblock_model_nest *nest,
                       const struct accblock_target *target,
                       const struct accblock_model_options *options,
                       struct accblock_model_result *out)
{
  struct accblock_model_nest unsplit;
  accblock_model_block block;
  struct price p;

  if (accblock_model_check (nest, NULL, 0) != 0 || !target_ok (target))
    return -1;
  /* The paper's algorithm knows no split levels.  */
  unsplit = *nest;
  unsplit.split_groups = 0;
  greedy_vector (&unsplit, target, options, block);
  price_init (&p);
  price_vector (&p, &unsplit, target, block);
  trace_price (options, "greedy: chose", &unsplit, block, &p);
  price_to_result (&p, block, nest->nlevels, out);
  out->evaluated = 1;
  price_clear (&p);
  return 0;
}
