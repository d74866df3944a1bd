/* dispatch-gain.c -- whether dispatching a nest pays for itself.

   Why this file exists: a loop too small to pay for its dispatch must
   stay where it is (the paper's compiler always dispatches; a program
   that calls an 8-iteration loop 20000 times then runs far slower than
   without accblock).  The plugin, at compile time when the trip counts
   are known, and the runtime, at the first dispatch with given trip
   counts when they are not, ask the same question of the same target
   table, so this is the one home of the rule:

     where it stands:  iterations / host_rate + bytes / host_bandwidth
     dispatched:       dispatch_s + the model's time of the blocked nest

   where BYTES is the footprint of the nest as one tile: every element
   the nest touches, moved once between main memory and the host core
   (the least a cache lets it move).  On the host target the
   accelerators are the host's cores, and the model prices their work
   as this rule prices the calling core's: compute_rate is host_rate,
   dma_bandwidth host_bandwidth, and an array left in place in the
   cache costs the bytes of its blocks, not a price per load
   (model/price.c, doc/machine-model.texi); so the dispatched time is
   about the local time over the cores used, plus the dispatch and the
   tiles, and a dispatch to one core never pays.  Where the whole
   footprint fits the cache of one core (the host's local_mem, its L2),
   a nest run again finds its data there, and neither side charges any
   bytes (nest_cache_resident): a stencil of 64 x 64 doubles then costs
   its iterations alone, too few to pay for a dispatch, as measured.
   Plain C99.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "blockmodel-internal.h"

/* Innermost iterations of NEST: the product of its trip counts, as a
   double so that no product overflows.  */
static double
nest_iterations (const struct accblock_model_nest *nest)
{
  double iterations = 1;
  for (unsigned l = 0; l < nest->nlevels; l++)
    iterations *= (double) nest->level[l].trip;
  return iterations;
}

uint64_t
accblock_model_never_pays_below (const struct accblock_cost_params *cost,
                                 double bytes_per_iteration)
{
  /* Dispatched, a nest takes at least dispatch_s; where it stands, N
     iterations take at most N * (1 / host_rate + bytes / host_bandwidth),
     since an iteration touches at most BYTES_PER_ITERATION new bytes.  */
  double per_iteration = 1.0 / cost->host_rate
                         + bytes_per_iteration / cost->host_bandwidth;
  double n = cost->dispatch_s / per_iteration;
  return n >= 1e18 ? UINT64_C (1000000000000000000) : (uint64_t) n;
}

/* WHOLE, the block vector of NEST as one tile: every level blocked by
   its trip count, so that the footprint counts the elements the nest
   touches (an unblocked level would count a dimension's whole extent,
   which a stencil does not write at its border: more bytes than the
   dispatched nest's blocks, and on one core a dispatch that "pays").
   Returns WHOLE.  */
static const uint64_t *
whole_nest (const struct accblock_model_nest *nest, accblock_model_block whole)
{
  for (unsigned l = 0; l < ACCBLOCK_MODEL_MAX_LEVELS; l++)
    whole[l] = l < nest->nlevels ? nest->level[l].trip : 0;
  return whole;
}

int
nest_cache_resident (const struct accblock_model_nest *nest,
                     const struct accblock_target *target, uint64_t *bytes)
{
  accblock_model_block whole;
  uint64_t b;

  if (!accblock_model_footprint (nest, whole_nest (nest, whole), &b))
    b = UINT64_MAX;
  if (bytes != NULL)
    *bytes = b;
  return target->stage_min_reuse != 0 && b <= target->local_mem;
}

double
accblock_model_local_s (const struct accblock_model_nest *nest,
                        const struct accblock_target *target)
{
  uint64_t bytes;
  if (nest_cache_resident (nest, target, &bytes))
    bytes = 0;
  return nest_iterations (nest) / target->cost.host_rate
         + (double) bytes / target->cost.host_bandwidth;
}

void
accblock_model_dispatch_gain (const struct accblock_model_nest *nest,
                              const struct accblock_target *target,
                              const struct accblock_model_result *priced,
                              struct accblock_dispatch_gain *out)
{
  const struct accblock_cost_params *cost = &target->cost;
  out->local_s = accblock_model_local_s (nest, target);
  out->dispatched_s = cost->dispatch_s + priced->cost_s;
  out->pays = out->dispatched_s < out->local_s;
}
