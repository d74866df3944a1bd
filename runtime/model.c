/* model.c -- modeled time of the counters an accelerator collected.

   Why this file exists: the host that runs the simulation is not the
   machine being simulated, so measured host times say little about the
   target.  modeled_seconds prices what the accelerators did (tiles,
   iterations, transfers, bytes, unstaged accesses) with the cost
   parameters of the target profile, by the formula the plugin's
   inference prices its candidates with (accblock_cost_time,
   model/modeled-time.c); this file only turns the runtime's counters
   into that formula's counts.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-internal.h"

void
accblock_model_time (const struct accblock_cost_params *cost,
                     const struct accblock_counters *c,
                     struct accblock_model_time *out)
{
  struct accblock_cost_counts n;
  n.iterations = (double) c->iterations;
  n.transfers = (double) (c->dma_in_transfers + c->dma_out_transfers);
  n.bytes = (double) (c->dma_in_bytes + c->dma_out_bytes);
  n.direct_accesses = (double) c->direct_accesses;
  /* Each part of a split tile is set up like a tile of its own.  */
  n.tiles = (double) (c->tiles + c->tile_splits);
  n.prefetch_transfers = (double) c->prefetch_transfers;
  n.prefetch_bytes = (double) c->prefetch_bytes;
  accblock_cost_time (cost, &n, out);
}
