/* modeled-time.c -- the one home of the modeled-time formula
   (accblock_cost_time, accel-target.h).

   Why this file exists: the plugin's search prices candidate block
   vectors (price.c) and the runtime prices what the accelerators did
   (runtime/model.c) with the same formula; written twice, the two were
   kept together only by a test that they agree within 1%.  Both now
   call this function.  The terms are summed in the order the search has
   always used, so that its costs, and the clauses it picks, stay the
   same to the bit.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accel-target.h"

void
accblock_cost_time (const struct accblock_cost_params *cost,
                    const struct accblock_cost_counts *n,
                    struct accblock_model_time *out)
{
  double prefetch_s = n->prefetch_bytes / cost->dma_bandwidth
                      + n->prefetch_transfers * cost->dma_latency_s;

  out->compute_s = n->iterations / cost->compute_rate;
  out->dma_s = n->bytes / cost->dma_bandwidth
               + n->transfers * cost->dma_latency_s;
  out->direct_s = n->direct_accesses * cost->direct_access_s;
  out->overhead_s = n->tiles * cost->tile_overhead_s;
  /* A transfer issued ahead of use overlaps computation, so the shorter
     of the two is hidden.  */
  out->hidden_s = prefetch_s < out->compute_s ? prefetch_s : out->compute_s;
  out->total_s = out->dma_s + out->direct_s + out->compute_s
                 + out->overhead_s - out->hidden_s;
}
