/* test-wavefront-price.c -- the modeled time of a nest run in fronts
   (model/wavefront-price.c).

   Why this file exists: the runtime runs a wavefront's fronts one
   after the other, a dispatch each, the tiles of a front in parallel;
   the model must count the fronts, the rounds each takes on the
   accelerators and the price of one tile as the runtime will, or a
   decision to run in fronts is taken on the wrong numbers.  These
   tests count fronts and rounds on small grids by hand, and record the
   model's verdict on seidel-2d's sweep (510 by 510 iterations, 512 by
   512 doubles) on the paper target: tiles of one row in fronts 2*I + J
   (the only ones the wavefront test allows without skewing) cost more
   than the sweep run where it stands, whatever their width, and so do
   tiles of the sweep skewed (j + i as the column) of any shape that
   fits local memory.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "../blockmodel.h"
#include "../accel-target.h"
#include "../../runtime/tests/tap.h"

#include <math.h>
#include <string.h>

/* A sweep of ROWS by COLS iterations over a ROWS + 2 by COLS + 2 array
   of doubles, read at offsets -1 .. 1 in both dimensions and written
   in place, into *NEST and *A.  */
static void
sweep (uint64_t rows, uint64_t cols, struct accblock_model_nest *nest,
       struct accblock_model_array *a)
{
  memset (a, 0, sizeof *a);
  a->name = "A";
  a->elem_size = 8;
  a->ndims = 2;
  a->dim[0] = (struct accblock_model_dim) { rows + 2, 0, 1, -1, 1 };
  a->dim[1] = (struct accblock_model_dim) { cols + 2, 1, 1, -1, 1 };
  a->access = ACCBLOCK_MODEL_READ | ACCBLOCK_MODEL_WRITE;
  a->refs = 10;
  memset (nest, 0, sizeof *nest);
  nest->nlevels = 2;
  nest->level[0] = (struct accblock_model_level) { "i", rows, 1, 0, 0 };
  nest->level[1] = (struct accblock_model_level) { "j", cols, 1, 0, 0 };
  nest->narrays = 1;
  nest->arrays = a;
  nest->inner_permutable = 1;
}

static int
near (double a, double b)
{
  double d = a > b ? a - b : b - a;
  return d <= 1e-9 * (b < 0 ? -b : b);
}

/* A 4 by 6 grid of iterations in tiles of 1 by 2: 4 by 3 tiles, fronts
   2*I + J from 0 to 8, none wider than 2 tiles.  */
static void
test_small_grid (const struct accblock_target *paper)
{
  struct accblock_model_nest nest;
  struct accblock_model_array a;
  sweep (4, 6, &nest, &a);
  accblock_model_block block = { 1, 2 };
  struct accblock_model_wavefront w;
  int rc = accblock_model_wavefront_price (&nest, paper, block, 2, &w);
  struct accblock_model_nest one;
  struct accblock_model_array a1;
  sweep (1, 2, &one, &a1);
  a1.dim[0].extent = 6;
  a1.dim[1].extent = 8;
  accblock_model_block whole = { 1, 2 };
  struct accblock_model_result tile;
  accblock_model_evaluate (&one, paper, whole, &tile);
  tap_ok (rc == 0 && w.fronts == 9 && w.widest == 2 && w.rounds == 9
          && near (w.tile.cost_s, tile.cost_s)
          && near (w.cost_s, 9 * paper->cost.dispatch_s + 9 * tile.cost_s),
          "4x6 in tiles of 1x2, fronts 2*I+J: %llu fronts, widest %llu, "
          "%g rounds, a tile priced as a nest of one tile",
          (unsigned long long) w.fronts, (unsigned long long) w.widest,
          w.rounds);
}

/* A 5 by 5 grid of tiles in fronts I + J on 2 accelerators: fronts of
   1, 2, 3, 4, 5, 4, 3, 2, 1 tiles take 1, 1, 2, 2, 3, 2, 2, 1, 1
   rounds.  */
static void
test_wide_fronts (const struct accblock_target *paper)
{
  struct accblock_target two = *paper;
  two.num_accel = 2;
  struct accblock_model_nest nest;
  struct accblock_model_array a;
  sweep (10, 15, &nest, &a);
  accblock_model_block block = { 2, 3 };
  struct accblock_model_wavefront w;
  int rc = accblock_model_wavefront_price (&nest, &two, block, 1, &w);
  tap_ok (rc == 0 && w.fronts == 9 && w.widest == 5 && w.rounds == 15
          && near (w.cost_s, 9 * two.cost.dispatch_s
                             + 15 * w.tile.cost_s),
          "5x5 tiles in fronts I+J on 2 accelerators: %llu fronts, "
          "widest %llu, %g rounds", (unsigned long long) w.fronts,
          (unsigned long long) w.widest, w.rounds);
  rc = accblock_model_wavefront_price (&nest, &two, block, 0, &w);
  tap_ok (rc == -1, "factor 0 is refused");
}

/* seidel-2d's sweep at 512 on the paper target, tiles of one row.  */
static void
test_seidel_row_tiles (const struct accblock_target *paper)
{
  struct accblock_model_nest nest;
  struct accblock_model_array a;
  sweep (510, 510, &nest, &a);
  accblock_model_block one_tile = { 510, 510 };
  struct accblock_model_result whole;
  accblock_model_evaluate (&nest, paper, one_tile, &whole);
  struct accblock_dispatch_gain gain;
  accblock_model_dispatch_gain (&nest, paper, &whole, &gain);
  double best = INFINITY;
  uint64_t best_cols = 0;
  for (uint64_t cols = 1; cols <= 510; cols *= 2)
    {
      accblock_model_block block = { 1, cols };
      struct accblock_model_wavefront w;
      if (accblock_model_wavefront_price (&nest, paper, block, 2, &w) == 0
          && w.tile.fits && w.cost_s < best)
        {
          best = w.cost_s;
          best_cols = cols;
        }
    }
  tap_ok (best > gain.local_s,
          "seidel 510x510 on paper: the best tiles of one row (1x%llu) "
          "in fronts 2*I+J take %g ms, more than the %g ms of the sweep "
          "where it stands (ratio %.3f)", (unsigned long long) best_cols,
          best * 1e3, gain.local_s * 1e3, gain.local_s / best);
}

/* The same sweep skewed (j + i as the column): a tile of R rows by C
   columns of the skewed sweep reads R + 2 rows of C + R + 1 columns,
   which the model sees as offsets -R .. 1 along the column; the
   skewed level has 1019 iterations (the hull of j + i), fronts I + J.
   No shape that fits local memory pays either.  */
static void
test_seidel_skewed_tiles (const struct accblock_target *paper)
{
  struct accblock_model_nest nest;
  struct accblock_model_array a;
  sweep (510, 510, &nest, &a);
  accblock_model_block one_tile = { 510, 510 };
  struct accblock_model_result whole;
  accblock_model_evaluate (&nest, paper, one_tile, &whole);
  struct accblock_dispatch_gain gain;
  accblock_model_dispatch_gain (&nest, paper, &whole, &gain);
  double best = INFINITY;
  uint64_t best_rows = 0, best_cols = 0;
  for (uint64_t rows = 1; rows <= 64; rows *= 2)
    for (uint64_t cols = 1; cols <= 512; cols *= 2)
      {
        struct accblock_model_nest skewed;
        struct accblock_model_array sa;
        sweep (510, 1019, &skewed, &sa);
        sa.dim[1].extent = 512;
        sa.dim[1].min_off = -(int64_t) rows;
        accblock_model_block block = { rows, cols };
        struct accblock_model_wavefront w;
        if (accblock_model_wavefront_price (&skewed, paper, block, 1, &w)
            == 0 && w.tile.fits && w.cost_s < best)
          {
            best = w.cost_s;
            best_rows = rows;
            best_cols = cols;
          }
      }
  tap_ok (best > gain.local_s,
          "seidel 510x510 skewed on paper: the best tiles (%llux%llu) in "
          "fronts I+J take %g ms, more than the %g ms where it stands "
          "(ratio %.3f)", (unsigned long long) best_rows,
          (unsigned long long) best_cols, best * 1e3, gain.local_s * 1e3,
          gain.local_s / best);
}

int
main (void)
{
  const struct accblock_target *paper = accblock_target_lookup ("paper");
  test_small_grid (paper);
  test_wide_fronts (paper);
  test_seidel_row_tiles (paper);
  test_seidel_skewed_tiles (paper);
  return tap_done ();
}
