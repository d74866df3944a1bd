/* wavefront-price.c -- the modeled time of a nest run in fronts.

   Why this file exists: a sweep that updates its array in place may run
   the tiles of its two outer levels in fronts (plugin/wavefront.cc,
   ACCBLOCK_NEST_WAVEFRONT): tile (I, J) in front F * I + J, the fronts
   one after the other, each a run of the accelerators that ends before
   the next starts (runtime/device.c), the tiles of one front in
   parallel.  accblock_model_evaluate prices tiles that all run in
   parallel; a wavefront pays a dispatch per front and waits at each
   front for its slowest accelerator, so its time is

     sum over fronts of (dispatch_s + rounds of the front * tile_s)

   where a front of W tiles runs in ceil (W / accelerators) rounds and
   TILE_S is the modeled time of one full tile on one accelerator (the
   nest cut down to one tile and priced by accblock_model_evaluate:
   its blocks, transfers and iterations).  Every tile is priced as a
   full one, so the time is an upper bound where the tiles at the
   edges are smaller.  The runtime accounts each front as a dispatch,
   so its modeled time of the nest is the same sum less the dispatches
   (it counts dispatch_s for no nest).  Whether the fronts pay is the
   rule of dispatch-gain.c, COST_S against the nest run where it
   stands, dispatch_s being there once per front.  Plain C99.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "blockmodel-internal.h"

#include <string.h>

/* Tiles along a level of TRIP iterations cut by BLOCK (0: not cut).  */
static uint64_t
tiles_along (uint64_t trip, uint64_t block)
{
  if (block == 0 || block >= trip)
    return trip == 0 ? 0 : 1;
  return trip / block + (trip % block != 0);
}

/* The sum over the fronts of an NI by NJ grid of tiles, front
   F * I + J, of the rounds each takes on NACCEL accelerators; the
   widest front in *WIDEST.  Fronts of at most NACCEL tiles take one
   round each, so only wider grids are summed front by front.  */
static double
front_rounds (uint64_t ni, uint64_t nj, uint64_t f, uint64_t naccel,
              uint64_t *widest)
{
  uint64_t fronts = f * (ni - 1) + nj;
  uint64_t most = nj / f + (nj % f != 0);
  if (most > ni)
    most = ni;
  *widest = most;
  if (most <= naccel)
    return (double) fronts;
  double rounds = 0;
  for (uint64_t front = 0; front < fronts; front++)
    {
      /* Rows I with 0 <= FRONT - F * I < NJ, 0 <= I < NI.  */
      uint64_t last = front / f < ni - 1 ? front / f : ni - 1;
      uint64_t first = front < nj ? 0 : (front - nj) / f + 1;
      uint64_t width = last - first + 1;
      rounds += (double) (width / naccel + (width % naccel != 0));
    }
  return rounds;
}

int
accblock_model_wavefront_price (const struct accblock_model_nest *nest,
                                const struct accblock_target *target,
                                const accblock_model_block block,
                                unsigned factor,
                                struct accblock_model_wavefront *out)
{
  memset (out, 0, sizeof *out);
  if (nest->nlevels < 2 || factor < 1 || accblock_model_check (nest, NULL, 0))
    return -1;
  uint64_t ni = tiles_along (nest->level[0].trip, block[0]);
  uint64_t nj = tiles_along (nest->level[1].trip, block[1]);
  /* One full tile: the nest cut down to its blocks, as one task.  */
  struct accblock_model_nest tile = *nest;
  accblock_model_block tile_block = { 0 };
  for (unsigned l = 0; l < nest->nlevels; l++)
    {
      uint64_t b = block[l];
      if (b != 0 && b < tile.level[l].trip)
        tile.level[l].trip = b;
      tile_block[l] = tile.level[l].trip;
      tile.level[l].parallel = 0;
    }
  if (accblock_model_evaluate (&tile, target, tile_block, &out->tile))
    return -1;
  out->fronts = factor * (ni - 1) + nj;
  out->rounds = front_rounds (ni, nj, factor, target->num_accel,
                              &out->widest);
  out->cost_s = (double) out->fronts * target->cost.dispatch_s
                + out->rounds * out->tile.cost_s;
  return 0;
}
