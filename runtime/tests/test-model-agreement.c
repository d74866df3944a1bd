/* test-model-agreement.c -- what the runtime measures against what the
   blocking model predicts for the same block vector.

   Why this file exists: -fauto-block and run-time inference choose a
   clause by the model's price of it (model/price.c, model/prefetch.c),
   while the benchmarks and the user see the runtime's measurement of
   it (staging, reuse, double buffering, the schedule, runtime/model.c).
   When the two drift apart the model chooses by a measure nobody sees:
   its double-buffering rule once required room the runtime did not,
   and its time averaged over partial tasks the slowest accelerator does
   not run.  Here matmul 128 x 128 ints runs under clauses of every kind
   (j parallel or not, full and partial tasks, one round or several, with
   and without room for the next tile's blocks); the runtime's own
   description of the nest (accblock_describe_nest, what run-time
   inference prices) is priced by the model, and its DMA volume must
   equal the runtime's and its time lie within 1% of the runtime's
   modeled time.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-internal.h"
#include "blockmodel.h"
#include "tap.h"
#include "test-nest-desc.h"
#include "test-sections.h"
#include "tile-words.h"

#include <math.h>
#include <string.h>

#define N 128

static int A[N][N], B[N][N], C[N][N];

/* What the tiles of the reducing variant combine.  */
static struct
{
  int32_t starts;
  uint64_t bits;
} reduced;

/* The tile function of for i, for k, for j: C[i][j] += A[i][k] * B[k][j]
   with every reference rewritten to the section words.  */
static void
matmul_tile (void *cap, const int64_t *tile)
{
  (void) cap;
  matmul_tile_body (tile, TILE_START (tile, 2), TILE_COUNT (tile, 2));
}

/* The same with two integer reductions over the tiles, 4 and 8 bytes,
   which each tile combines at its end.  */
static void
matmul_reducing_tile (void *cap, const int64_t *tile)
{
  (void) cap;
  matmul_tile_body (tile, TILE_START (tile, 2), TILE_COUNT (tile, 2));
  __accblock_reduce (&reduced.starts,
                     TILE_START (tile, 0) + TILE_START (tile, 1)
                     + TILE_START (tile, 2),
                     ACCBLOCK_REDUCE_ADD + 4 * ACCBLOCK_REDUCE_SIZE_UNIT);
  __accblock_reduce (&reduced.bits,
                     TILE_START (tile, 0) << (TILE_START (tile, 1) % 32),
                     ACCBLOCK_REDUCE_XOR + 8 * ACCBLOCK_REDUCE_SIZE_UNIT);
}

/* The descriptor of that nest under block(i:BI, k:BK, j:BJ), j flagged
   parallel when J_PARALLEL, with the two reductions when REDUCING.  */
static struct accblock_nest *
matmul_nest (struct test_nest_words *buf, int64_t bi, int64_t bk, int64_t bj,
             int j_parallel, int reducing)
{
  struct accblock_nest *nest = test_nest_words_start (buf, 3, 3, 0);
  nest->combines = reducing ? 2 : 0;
  nest->combine_bytes = reducing ? 12 : 0;
  nest->level[0] = level_lt (0, N, bi);
  nest->level[1] = level_lt (0, N, bk);
  nest->level[2] = level_lt (0, N, bj);
  if (j_parallel)
    nest->level[2].flags |= ACCBLOCK_LEVEL_PARALLEL;
  matmul_sections (nest, A, B, C, N);
  return nest;
}

/* The model's price of NEST as the runtime describes it.  */
static bool
model_price (struct accblock_nest *nest, struct accblock_model_result *r)
{
  struct accblock_plan plan;
  struct accblock_settings settings;
  struct accblock_model_nest model;
  struct accblock_model_array arrays[ACCBLOCK_MAX_SECTIONS + 1];
  struct accblock_target target;
  accblock_model_block block = { 0 };

  accblock_plan_nest (nest, "agree.c:1:1", &plan);
  accblock_settings_snapshot (&settings);
  if (!accblock_describe_nest (nest, &plan, &settings, &model, arrays,
                               &target))
    return false;
  for (int l = 0; l < plan.nlevels; l++)
    block[l] = (uint64_t) nest->level[l].block;
  return accblock_model_evaluate (&model, &target, block, r) == 0;
}

/* A clause, the machine it runs on, and what it exercises.  */
struct clause
{
  int64_t bi, bk, bj;
  int j_parallel;
  unsigned long accelerators;
  const char *why;
  int reducing;
};

static const struct clause clauses[] = {
  { 16, 26, 16, 1, 64, "64 tasks, next A and B fit beside" },
  { 16, 32, 32, 1, 64, "32 tasks" },
  { 32, 8, 32, 1, 64, "16 tasks, C of 4 KiB stays" },
  { 24, 9, 24, 1, 64, "36 tasks, partial ones" },
  { 40, 10, 40, 1, 64, "16 tasks of 40 and 8" },
  { 8, 16, 64, 1, 64, "32 tasks, wide" },
  { 16, 26, 16, 1, 16, "4 rounds" },
  { 24, 9, 24, 1, 16, "3 rounds, partial tasks" },
  { 16, 64, 16, 1, 64, "no room for the next blocks" },
  { 16, 26, 16, 0, 64, "j in order: moves along j and k" },
  { 4, 13, 0, 0, 64, "j whole, run-time inference's choice" },
  { 20, 6, 0, 0, 64, "j whole, partial tasks" },
  { 16, 26, 16, 1, 64, "two reductions", 1 },
  { 24, 9, 24, 1, 16, "two reductions, partial tasks in rounds", 1 },
};

/* Run clause CL and compare.  */
static void
agree (const struct clause *cl)
{
  struct test_nest_words buf;
  struct accblock_model_result r;
  struct accblock_stats s;

  accblock_set_target ("paper");
  accblock_set_num_accel (cl->accelerators);
  accblock_set_threads (2);
  accblock_set_schedule (ACCBLOCK_SCHEDULE_STATIC);
  accblock_stats_reset ();
  memset (C, 0, sizeof C);
  struct accblock_nest *nest = matmul_nest (&buf, cl->bi, cl->bk, cl->bj,
                                            cl->j_parallel, cl->reducing);
  bool priced = model_price (nest, &r);
  __accblock_dispatch (nest, cl->reducing ? matmul_reducing_tile
                                          : matmul_tile,
                       NULL, "agree.c:1:1", cl->why);
  accblock_stats_get (&s);
  double ratio = r.cost_s / s.modeled_seconds;
  tap_ok (priced && r.fits && s.lmem_fallbacks == 0 && s.tile_splits == 0
          && r.dma_in_bytes == s.dma_in_bytes
          && r.dma_out_bytes == s.dma_out_bytes
          && fabs (ratio - 1) <= 0.01,
          "block(i:%lld, k:%lld, j:%lld), j %s, %lu accelerators (%s): "
          "DMA in %llu / %llu, out %llu / %llu, time %.4g / %.4g ms "
          "(model / runtime)", (long long) cl->bi, (long long) cl->bk,
          (long long) cl->bj, cl->j_parallel ? "parallel" : "in order",
          cl->accelerators, cl->why,
          (unsigned long long) r.dma_in_bytes,
          (unsigned long long) s.dma_in_bytes,
          (unsigned long long) r.dma_out_bytes,
          (unsigned long long) s.dma_out_bytes, r.cost_s * 1e3,
          s.modeled_seconds * 1e3);
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
        A[i][j] = (i * 7 + j * 3) % 17 - 8;
        B[i][j] = (i * 5 + j * 11) % 13 - 6;
      }
  for (size_t c = 0; c < sizeof clauses / sizeof clauses[0]; c++)
    agree (&clauses[c]);
  return tap_done ();
}
