/* model.c -- modeled time of the counters an accelerator collected.

   Why this file exists: the host that runs the simulation is not the
   machine being simulated, so measured host times say little about the
   target.  modeled_seconds prices what the accelerators did (tiles,
   iterations, transfers, bytes, unstaged accesses) with the cost
   parameters of the target profile, from the same table
   (model/accel-target.h) the plugin's inference prices its candidates
   with.  The formula is the one accel-target.h documents, with one
   addition: transfers issued ahead of use (double buffering) overlap
   computation, so the shorter of the two is hidden.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-internal.h"

void
accblock_model_time (const struct accblock_cost_params *cost,
                     const struct accblock_counters *c,
                     struct accblock_model_time *out)
{
  uint64_t transfers = c->dma_in_transfers + c->dma_out_transfers;
  uint64_t bytes = c->dma_in_bytes + c->dma_out_bytes;
  out->compute_s = (double) c->iterations / cost->compute_rate;
  out->dma_s = (double) transfers * cost->dma_latency_s
               + (double) bytes / cost->dma_bandwidth;
  out->direct_s = (double) c->direct_accesses * cost->direct_access_s;
  /* Each part of a split tile is set up like a tile of its own.  */
  out->overhead_s = (double) (c->tiles + c->tile_splits)
                    * cost->tile_overhead_s;
  double prefetch_s = (double) c->prefetch_transfers * cost->dma_latency_s
                      + (double) c->prefetch_bytes / cost->dma_bandwidth;
  out->hidden_s = prefetch_s < out->compute_s ? prefetch_s : out->compute_s;
  out->total_s = out->compute_s + out->dma_s + out->direct_s
                 + out->overhead_s - out->hidden_s;
}
