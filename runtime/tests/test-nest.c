/* test-nest.c -- trip counts, tiles and final values of nest descriptors.

   Why this file exists: int, long, unsigned and unsigned long induction
   variables with any bounds must give the right tiles with no overflow;
   each case below has its expected values worked out by hand from the
   loop as a C programmer would write it.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-internal.h"
#include "tap.h"
#include "child-output.h"
#include "test-nest-desc.h"
#include "tile-words.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* An empty descriptor of NLEVELS levels.  */
static struct test_nest
start_nest (int nlevels)
{
  struct test_nest n;
  memset (&n, 0, sizeof n);
  n.head.abi_version = ACCBLOCK_ABI_VERSION;
  n.head.nlevels = nlevels;
  n.head.split_level = -1;
  return n;
}

/* A one-level nest descriptor.  */
static struct test_nest
make_nest1 (int64_t init, int64_t bound, int64_t step, int64_t cmp,
            int64_t flags, int64_t block)
{
  struct test_nest n = start_nest (1);
  n.level[0] = (struct accblock_level) { init, bound, step, cmp, flags,
                                         block, 0x5a5a };
  return n;
}

/* Plan N and check trips, tile count, tile TILE's words and the final.  */
static void
check_level (const char *what, struct test_nest n, int64_t trips, int64_t ntiles,
             int64_t tile, int64_t start, int64_t count, int64_t final)
{
  struct accblock_plan plan;
  accblock_plan_nest (&n.head, "test", &plan);
  accblock_plan_store_finals (&plan, &n.head);
  tap_ok (plan.level[0].trips == trips, "%s: %lld trips (got %lld)", what,
          (long long) trips, (long long) plan.level[0].trips);
  tap_ok (plan.total_tiles == ntiles, "%s: %lld tiles (got %lld)", what,
          (long long) ntiles, (long long) plan.total_tiles);
  tap_ok (n.level[0].final == final, "%s: final %lld (got %lld)", what,
          (long long) final, (long long) n.level[0].final);
  if (ntiles == 0)
    return;
  int64_t words[TILE_LEVEL_WORDS (1)];
  accblock_plan_tile (&plan, tile, NULL, words);
  tap_ok (TILE_START (words, 0) == start && TILE_COUNT (words, 0) == count,
          "%s: tile %lld is (%lld, %lld) (got (%lld, %lld))", what,
          (long long) tile, (long long) start, (long long) count,
          (long long) TILE_START (words, 0),
          (long long) TILE_COUNT (words, 0));
}

static void
test_signed (void)
{
  /* for (int i = 0; i < 10; i++) block 3: tiles 0-2, 3-5, 6-8, 9.  */
  check_level ("int i < 10", make_nest1 (0, 10, 1, ACCBLOCK_CMP_LT, 0, 3),
               10, 4, 3, 9, 1, 10);
  /* for (i = 1; i <= 10; i += 4): 1, 5, 9; final 13.  */
  check_level ("int i <= 10 by 4",
               make_nest1 (1, 10, 4, ACCBLOCK_CMP_LE, 0, 2), 3, 2, 1, 9, 1,
               13);
  /* for (i = 10; i > -3; i -= 3): 10, 7, 4, 1, -2; final -5.  */
  check_level ("int i > -3 by -3",
               make_nest1 (10, -3, -3, ACCBLOCK_CMP_GT, 0, 2), 5, 3, 1, 4,
               2, -5);
  /* for (i = 5; i >= 0; i--): 6 iterations, final -1.  */
  check_level ("int i >= 0 down", make_nest1 (5, 0, -1, ACCBLOCK_CMP_GE, 0,
                                              4), 6, 2, 1, 1, 2, -1);
  /* Zero-trip loops of every comparison leave the IV at INIT.  */
  check_level ("zero trip <", make_nest1 (5, 5, 1, ACCBLOCK_CMP_LT, 0, 1), 0,
               0, 0, 0, 0, 5);
  check_level ("zero trip <=", make_nest1 (6, 5, 1, ACCBLOCK_CMP_LE, 0, 1),
               0, 0, 0, 0, 0, 6);
  check_level ("zero trip >", make_nest1 (5, 5, -1, ACCBLOCK_CMP_GT, 0, 1),
               0, 0, 0, 0, 0, 5);
  check_level ("zero trip >=", make_nest1 (4, 5, -1, ACCBLOCK_CMP_GE, 0, 1),
               0, 0, 0, 0, 0, 4);
  /* Not blocked: one tile of all iterations.  */
  check_level ("unblocked", make_nest1 (0, 100, 1, ACCBLOCK_CMP_LT, 0, 0),
               100, 1, 0, 0, 100, 100);
  /* Block larger than the loop.  */
  check_level ("block > trips", make_nest1 (0, 7, 1, ACCBLOCK_CMP_LT, 0, 50),
               7, 1, 0, 0, 7, 7);
}

static void
test_extremes (void)
{
  /* for (long i = LONG_MIN; i < LONG_MAX; i += 1L << 62): LONG_MIN,
     -2^62, 0, 2^62; the final 2^63 wraps to LONG_MIN.  */
  check_level ("long full range",
               make_nest1 (INT64_MIN, INT64_MAX, INT64_C (1) << 62,
                           ACCBLOCK_CMP_LT, 0, 3),
               4, 2, 1, INT64_C (1) << 62, 1, INT64_MIN);
  /* for (long i = LONG_MAX; i > LONG_MIN; i -= LONG_MAX): LONG_MAX, 0,
     -LONG_MAX; final -2 * LONG_MAX wraps to 2.  */
  check_level ("long down full range",
               make_nest1 (INT64_MAX, INT64_MIN, -INT64_MAX, ACCBLOCK_CMP_GT,
                           0, 1),
               3, 3, 2, -INT64_MAX, 1, 2);
  /* for (unsigned i = 0; i < UINT_MAX; i++) block 2^30: four tiles, the
     last one 2^30 - 1 long.  */
  check_level ("unsigned int to UINT_MAX",
               make_nest1 (0, UINT_MAX, 1, ACCBLOCK_CMP_LT,
                           ACCBLOCK_LEVEL_UNSIGNED, INT64_C (1) << 30),
               UINT_MAX, 4, 3, INT64_C (3) << 30, (INT64_C (1) << 30) - 1,
               UINT_MAX);
  /* for (unsigned long i = 2^63; i <= 2^63 + 10; i += 3): 4 iterations;
     the descriptor word of 2^63 reads as LONG_MIN when signed, so the
     unsigned flag is what makes the loop run.  */
  check_level ("unsigned long above 2^63",
               make_nest1 (INT64_MIN, INT64_MIN + 10, 3, ACCBLOCK_CMP_LE,
                           ACCBLOCK_LEVEL_UNSIGNED, 3),
               4, 2, 1, INT64_MIN + 9, 1, INT64_MIN + 12);
  /* for (unsigned long i = ULONG_MAX; i > 0; i -= 1UL << 62).  */
  check_level ("unsigned long down from ULONG_MAX",
               make_nest1 (-1, 0, -(INT64_C (1) << 62), ACCBLOCK_CMP_GT,
                           ACCBLOCK_LEVEL_UNSIGNED, 2),
               4, 2, 1, INT64_MAX, 2, -1);
  /* for (unsigned i = 5; i < 3; i++) does not run, although 5 > 3 would
     also hold as signed: the same bits as a huge unsigned bound run.  */
  check_level ("unsigned bound above 2^63",
               make_nest1 (0, -1, INT64_C (1) << 62, ACCBLOCK_CMP_LT,
                           ACCBLOCK_LEVEL_UNSIGNED, 1),
               4, 4, 3, INT64_C (3) << 62, 1, 0);
  check_level ("signed: same bits do not run",
               make_nest1 (0, -1, INT64_C (1) << 62, ACCBLOCK_CMP_LT, 0, 1),
               0, 0, 0, 0, 0, 0);
}

/* A three-level nest: i blocked by 2, j whole, k blocked by 4.  */
static void
test_multi_level (void)
{
  struct test_nest n = start_nest (3);
  n.level[0] = (struct accblock_level) { 0, 5, 1, ACCBLOCK_CMP_LT, 0, 2, 0 };
  n.level[1] = (struct accblock_level) { 99, 99, 0, 99, ACCBLOCK_LEVEL_WHOLE,
                                         0, 777 };
  n.level[2] = (struct accblock_level) { 0, 10, 1, ACCBLOCK_CMP_LT, 0, 4, 0 };
  struct accblock_plan plan;
  accblock_plan_nest (&n.head, "test", &plan);
  tap_ok (plan.outer_tiles == 3 && plan.inner_tiles == 3
          && plan.total_tiles == 9, "3 x 1 x 3 tiles");
  int64_t index[3] = { 0, 0, 0 };
  int64_t tile[TILE_LEVEL_WORDS (3)];
  int seen = 0;
  bool ordered = true;
  do
    {
      accblock_plan_tile (&plan, 2, index, tile);
      ordered &= TILE_START (tile, 0) == 4 && TILE_COUNT (tile, 0) == 1
                 && TILE_COUNT (tile, 1) == 1
                 && TILE_START (tile, 2) == 4 * seen
                 && TILE_COUNT (tile, 2) == (seen == 2 ? 2 : 4);
      seen++;
    }
  while (accblock_plan_next_inner (&plan, 2, index));
  tap_ok (seen == 3 && ordered, "inner tiles of row 2 in order");
  accblock_plan_store_finals (&plan, &n.head);
  tap_ok (n.level[0].final == 5 && n.level[2].final == 10
          && n.level[1].final == 777, "finals, whole level untouched");
  tap_ok (accblock_plan_tile_iterations (&plan, tile) == 2,
          "iterations of the last tile");

  /* An empty inner level leaves no tile at all.  */
  n.level[2].bound = 0;
  accblock_plan_nest (&n.head, "test", &plan);
  tap_ok (plan.total_tiles == 0 && plan.outer_tiles == 0,
          "empty inner level: no tiles");
}

/* The iterations of TILE of a two-level nest planned as PLAN, for
   outer task OUTER and inner tile INNER.  */
static uint64_t
iterations_of (const struct accblock_plan *plan, int64_t outer, int64_t inner)
{
  int64_t index[2] = { 0, inner };
  int64_t tile[TILE_LEVEL_WORDS (2)];
  accblock_plan_tile (plan, outer, index, tile);
  return accblock_plan_tile_iterations (plan, tile);
}

/* for (i = 0; i < 10; i++) block 4, for (j = 0; j <= i; j++) block 3:
   the descriptor carries j's hull [0, 9] and the triangle's flags, and
   a tile counts only the iterations of the rows inside it; so does the
   other triangle, for (j = 9; j >= i + 1; j--), and a band.  */
static void
test_triangle (void)
{
  struct test_nest n = start_nest (2);
  n.level[0] = (struct accblock_level) { 0, 10, 1, ACCBLOCK_CMP_LT, 0, 4, 0 };
  n.level[1] = (struct accblock_level)
    { 0, 9, 1, ACCBLOCK_CMP_LE,
      ACCBLOCK_LEVEL_TRIANGULAR | (1 << ACCBLOCK_LEVEL_TRI_BOUND_SHIFT),
      3, 0 };
  struct accblock_plan plan;
  accblock_plan_nest (&n.head, "test", &plan);
  tap_ok (plan.total_tiles == 3 * 4, "triangle: the hull's tiles");
  tap_ok (iterations_of (&plan, 0, 0) == 1 + 2 + 3 + 3
          && iterations_of (&plan, 0, 1) == 1
          && iterations_of (&plan, 0, 2) == 0
          && iterations_of (&plan, 2, 3) == 1,
          "j <= i: the rows' iterations in each tile");
  uint64_t sum = 0;
  for (int64_t o = 0; o < 3; o++)
    for (int64_t k = 0; k < 4; k++)
      sum += iterations_of (&plan, o, k);
  tap_ok (sum == 55, "j <= i: 55 iterations in all");

  /* Counting down from 9 to i + 1: hull [9, 1], init coefficient 0,
     bound coefficient 1 (the bound i, strict).  */
  n.level[1] = (struct accblock_level)
    { 9, 0, -1, ACCBLOCK_CMP_GT,
      ACCBLOCK_LEVEL_TRIANGULAR | (1 << ACCBLOCK_LEVEL_TRI_BOUND_SHIFT),
      3, 0 };
  accblock_plan_nest (&n.head, "test", &plan);
  sum = 0;
  for (int64_t o = 0; o < 3; o++)
    for (int64_t k = 0; k < plan.level[1].ntiles; k++)
      sum += iterations_of (&plan, o, k);
  tap_ok (sum == 45 && iterations_of (&plan, 2, 0) == 1
          && iterations_of (&plan, 2, 2) == 0,
          "j from 9 down to i + 1: 45 iterations, none below the rows");

  /* A band, i - 1 <= j <= i + 1: hull [-1, 10].  */
  n.level[1] = (struct accblock_level)
    { -1, 10, 1, ACCBLOCK_CMP_LE,
      ACCBLOCK_LEVEL_TRIANGULAR | (1 << ACCBLOCK_LEVEL_TRI_INIT_SHIFT)
      | (1 << ACCBLOCK_LEVEL_TRI_BOUND_SHIFT), 3, 0 };
  accblock_plan_nest (&n.head, "test", &plan);
  sum = 0;
  for (int64_t o = 0; o < 3; o++)
    for (int64_t k = 0; k < plan.level[1].ntiles; k++)
      sum += iterations_of (&plan, o, k);
  tap_ok (sum == 30, "band: 3 iterations a row");
}

/* for i < 4 block 1, for k < 10 block 4, for j < 6 not blocked: the
   descriptor describes j only so that a tile's iterations are known.  */
static void
test_unblocked_below (void)
{
  struct test_nest n = start_nest (3);
  n.level[0] = (struct accblock_level) { 0, 4, 1, ACCBLOCK_CMP_LT, 0, 1, 0 };
  n.level[1] = (struct accblock_level) { 0, 10, 1, ACCBLOCK_CMP_LT, 0, 4, 0 };
  n.level[2] = (struct accblock_level) { 0, 6, 1, ACCBLOCK_CMP_LT, 0, 0, 0 };
  struct accblock_plan plan;
  accblock_plan_nest (&n.head, "test", &plan);
  tap_ok (plan.total_tiles == 12, "unblocked inner level adds no tiles "
          "(got %lld)", (long long) plan.total_tiles);
  int64_t index[3] = { 0, 2, 0 };
  int64_t tile[TILE_LEVEL_WORDS (3)];
  accblock_plan_tile (&plan, 1, index, tile);
  tap_ok (TILE_START (tile, 2) == 0 && TILE_COUNT (tile, 2) == 6,
          "unblocked level: whole trip in the tile (got (%lld, %lld))",
          (long long) TILE_START (tile, 2),
          (long long) TILE_COUNT (tile, 2));
  tap_ok (accblock_plan_tile_iterations (&plan, tile) == 1 * 2 * 6,
          "iterations: 1 x 2 x 6 (got %llu)",
          (unsigned long long) accblock_plan_tile_iterations (&plan, tile));

  /* An empty level below the deepest blocked one still leaves every tile
     to run (statements around it run), each of no iteration.  */
  n.level[2].bound = -3;
  accblock_plan_nest (&n.head, "test", &plan);
  accblock_plan_tile (&plan, 1, index, tile);
  tap_ok (plan.total_tiles == 12
          && accblock_plan_tile_iterations (&plan, tile) == 0,
          "empty unblocked inner level: 12 tiles of 0 iterations");

  /* A fourth level with bounds that depend on k counts as one.  */
  n.head.nlevels = 4;
  n.level[2].bound = 6;
  n.level[3] = (struct accblock_level) { 0, 0, 1, 0, ACCBLOCK_LEVEL_WHOLE, 0,
                                         0 };
  accblock_plan_nest (&n.head, "test", &plan);
  int64_t index4[4] = { 0, 0, 0, 0 };
  int64_t tile4[8];
  accblock_plan_tile (&plan, 3, index4, tile4);
  tap_ok (plan.total_tiles == 12
          && accblock_plan_tile_iterations (&plan, tile4) == 1 * 4 * 6,
          "whole level counts as one iteration");

  /* Products that do not fit saturate.  */
  n.head.nlevels = 3;
  n.level[0].bound = INT64_C (1) << 40;
  n.level[0].block = INT64_C (1) << 40;
  n.level[2].bound = INT64_C (1) << 40;
  accblock_plan_nest (&n.head, "test", &plan);
  accblock_plan_tile (&plan, 0, index, tile);
  tap_ok (accblock_plan_tile_iterations (&plan, tile) == UINT64_MAX,
          "iteration count saturates");
}

/* for i < 4 block 2, for k < 6 block 2, for j < 10 block 4 with j
   parallel: tasks are (i tile, j tile), 2 x 3 = 6, each with the 3 k
   tiles in order; every tile of the 2 x 3 x 3 comes exactly once.  */
static void
test_parallel_level (void)
{
  struct test_nest n = start_nest (3);
  n.level[0] = (struct accblock_level) { 0, 4, 1, ACCBLOCK_CMP_LT, 0, 2, 0 };
  n.level[1] = (struct accblock_level) { 0, 6, 1, ACCBLOCK_CMP_LT, 0, 2, 0 };
  n.level[2] = (struct accblock_level) { 0, 10, 1, ACCBLOCK_CMP_LT,
                                         ACCBLOCK_LEVEL_PARALLEL, 4, 0 };
  struct accblock_plan plan;
  accblock_plan_nest (&n.head, "test", &plan);
  tap_ok (plan.outer_tiles == 6 && plan.inner_tiles == 3
          && plan.total_tiles == 18, "parallel j: 6 tasks x 3 tiles (got "
          "%lld x %lld)", (long long) plan.outer_tiles,
          (long long) plan.inner_tiles);
  int seen[2][3][3] = { { { 0 } } };
  bool task_fixed = true, k_in_order = true;
  for (int64_t task = 0; task < plan.outer_tiles; task++)
    {
      int64_t index[3] = { 0, 0, 0 };
      int64_t tile[TILE_LEVEL_WORDS (3)];
      int64_t expect_k = 0;
      do
        {
          accblock_plan_tile (&plan, task, index, tile);
          int it = (int) (TILE_START (tile, 0) / 2);
          int kt = (int) (TILE_START (tile, 1) / 2);
          int jt = (int) (TILE_START (tile, 2) / 4);
          seen[it][kt][jt]++;
          task_fixed &= it == task / 3 && jt == task % 3;
          k_in_order &= TILE_START (tile, 1) == expect_k;
          expect_k += 2;
        }
      while (accblock_plan_next_inner (&plan, task, index));
    }
  bool once = true;
  for (int i = 0; i < 2; i++)
    for (int k = 0; k < 3; k++)
      for (int j = 0; j < 3; j++)
        once &= seen[i][k][j] == 1;
  tap_ok (once, "parallel j: every tile exactly once");
  tap_ok (task_fixed, "parallel j: a task keeps its i and j tiles");
  tap_ok (k_in_order, "parallel j: k tiles of a task in order");

  /* The flag means nothing on a level that is not tiled.  */
  n.level[2].block = 0;
  accblock_plan_nest (&n.head, "test", &plan);
  tap_ok (plan.outer_tiles == 2 && plan.total_tiles == 6,
          "unblocked parallel level below the deepest blocked: 2 tasks");
  n.level[2].flags |= ACCBLOCK_LEVEL_WHOLE;
  accblock_plan_nest (&n.head, "test", &plan);
  tap_ok (plan.outer_tiles == 2 && !plan.level[2].parallel,
          "whole level is never parallel");

  /* An empty parallel level leaves no task.  */
  n.level[2] = (struct accblock_level) { 0, 0, 1, ACCBLOCK_CMP_LT,
                                         ACCBLOCK_LEVEL_PARALLEL, 4, 0 };
  accblock_plan_nest (&n.head, "test", &plan);
  tap_ok (plan.outer_tiles == 0 && plan.total_tiles == 0,
          "empty parallel level: no tiles");
}

static void
call_body (void *body)
{
  ((void (*) (void)) body) ();
}

/* Run BODY in a child and check that it aborts with NEEDLE on stderr.  */
static void
check_fatal (const char *what, void (*body) (void), const char *needle)
{
  check_child_stops (what, call_body, (void *) body, needle);
}

static void
plan_bad_abi (void)
{
  struct test_nest n = make_nest1 (0, 1, 1, ACCBLOCK_CMP_LT, 0, 1);
  n.head.abi_version = 99;
  struct accblock_plan plan;
  accblock_plan_nest (&n.head, "f.c:3:9", &plan);
}

static void
plan_bad_step (void)
{
  struct test_nest n = make_nest1 (0, 10, -1, ACCBLOCK_CMP_LT, 0, 1);
  struct accblock_plan plan;
  accblock_plan_nest (&n.head, "f.c:4:9", &plan);
}

static void
plan_bad_levels (void)
{
  struct test_nest n = make_nest1 (0, 10, 1, ACCBLOCK_CMP_LT, 0, 1);
  n.head.nlevels = ACCBLOCK_MAX_LEVELS + 1;
  struct accblock_plan plan;
  accblock_plan_nest (&n.head, "f.c:5:9", &plan);
}

/* A two-level nest with one read section x[i + lo..hi + FOLD_COEF * k],
   the k loop running from K_INIT while k < K_BOUND by K_STEP, with
   K_FLAGS.  */
static struct accblock_nest *
fold_nest (struct test_nest_words *buf, int64_t k_init, int64_t k_bound,
           int64_t k_step, int64_t k_flags, int64_t fold_coef)
{
  static double x[4];
  struct accblock_nest *nest = test_nest_words_start (buf, 2, 1, 0);
  nest->level[0] = (struct accblock_level) { 0, 100, 1, ACCBLOCK_CMP_LT, 0,
                                             10, 0 };
  nest->level[1] = (struct accblock_level) { k_init, k_bound, k_step,
                                             ACCBLOCK_CMP_LT, k_flags, 0,
                                             0 };
  struct accblock_section *sec = accblock_nest_section (nest, 0);
  sec->flags = ACCBLOCK_SECTION_READ;
  sec->ndims = 1;
  sec->elem_size = sizeof x[0];
  sec->refs = 1;
  sec->base = (int64_t) (intptr_t) x;
  sec->dim[0] = (struct accblock_section_dim) { 0, 1, -1, 2, 0, 1, 1,
                                                fold_coef };
  return nest;
}

/* The offsets of a dimension with a level folded in at run time: its own
   offsets plus the coefficient times each value the folded level takes,
   nothing when that level does not run, unknown when the runtime does
   not know its bounds or the range leaves 64 bits.  */
static void
test_fold_offsets (void)
{
  struct test_nest_words buf;
  struct accblock_plan plan;
  __int128 lo, hi;
  /* k = 2, 5, 8 times -2: -4 .. -16 added to [-1, 2].  */
  struct accblock_nest *nest = fold_nest (&buf, 2, 9, 3, 0, -2);
  accblock_plan_nest (nest, "test", &plan);
  enum accblock_offsets kind
    = accblock_plan_dim_offsets (&plan, &accblock_nest_section (nest, 0)
                                          ->dim[0], &lo, &hi);
  tap_ok (kind == ACCBLOCK_OFFSETS_KNOWN && lo == -17 && hi == -2,
          "fold -2 * k, k = 2, 5, 8: offsets [-17, -2] (got %d, [%lld, "
          "%lld])", (int) kind, (long long) lo, (long long) hi);
  nest = fold_nest (&buf, 9, 2, 3, 0, 5);
  accblock_plan_nest (nest, "test", &plan);
  kind = accblock_plan_dim_offsets (&plan, &accblock_nest_section (nest, 0)
                                               ->dim[0], &lo, &hi);
  tap_ok (kind == ACCBLOCK_OFFSETS_EMPTY, "fold over a loop that does not "
          "run: nothing to stage (got %d)", (int) kind);
  nest = fold_nest (&buf, 0, 9, 1, ACCBLOCK_LEVEL_WHOLE, 1);
  accblock_plan_nest (nest, "test", &plan);
  kind = accblock_plan_dim_offsets (&plan, &accblock_nest_section (nest, 0)
                                               ->dim[0], &lo, &hi);
  tap_ok (kind == ACCBLOCK_OFFSETS_UNKNOWN, "fold over a level of unknown "
          "bounds: unknown (got %d)", (int) kind);
  /* k = 2^63 as unsigned long, times 4: 2^65, past 64 bits.  */
  nest = fold_nest (&buf, INT64_MIN, INT64_MIN + 1, 1,
                    ACCBLOCK_LEVEL_UNSIGNED, 4);
  accblock_plan_nest (nest, "test", &plan);
  kind = accblock_plan_dim_offsets (&plan, &accblock_nest_section (nest, 0)
                                               ->dim[0], &lo, &hi);
  tap_ok (kind == ACCBLOCK_OFFSETS_UNKNOWN, "fold to 2^65: unknown (got "
          "%d)", (int) kind);
  /* k = 2^63 - 2 times 2^62: about 2^125, also past 64 bits.  */
  nest = fold_nest (&buf, INT64_MAX - 1, INT64_MAX, 1, 0, INT64_C (1) << 62);
  accblock_plan_nest (nest, "test", &plan);
  kind = accblock_plan_dim_offsets (&plan, &accblock_nest_section (nest, 0)
                                               ->dim[0], &lo, &hi);
  tap_ok (kind == ACCBLOCK_OFFSETS_UNKNOWN, "fold to 2^125: unknown (got "
          "%d)", (int) kind);
}

static void
plan_bad_combines (void)
{
  struct test_nest n = make_nest1 (0, 10, 1, ACCBLOCK_CMP_LT, 0, 1);
  n.head.combines = 1;
  n.head.combine_bytes = 17;
  struct accblock_plan plan;
  accblock_plan_nest (&n.head, "f.c:8:9", &plan);
}

/* A floating-point reduction with max on a _Complex type (ABI 6).  */
static void
plan_bad_float_reduction (void)
{
  struct test_nest_words buf;
  struct accblock_nest *nest = test_nest_words_start (&buf, 1, 0, 0);
  nest->level[0] = (struct accblock_level) { 0, 10, 1, ACCBLOCK_CMP_LT, 0,
                                             1, 0 };
  nest->float_reductions = 1;
  static double _Complex target;
  struct accblock_float_reduction *r = accblock_nest_float_reduction (nest,
                                                                      0);
  r->how = ACCBLOCK_REDUCE_MAX
           + ACCBLOCK_FLOAT_COMPLEX_DOUBLE * ACCBLOCK_REDUCE_SIZE_UNIT;
  r->target = (int64_t) (intptr_t) &target;
  struct accblock_plan plan;
  accblock_plan_nest (nest, "f.c:10:9", &plan);
}

static void
plan_written_fold (void)
{
  struct test_nest_words buf;
  struct accblock_nest *nest = fold_nest (&buf, 0, 5, 1, 0, 1);
  accblock_nest_section (nest, 0)->flags |= ACCBLOCK_SECTION_WRITE;
  struct accblock_plan plan;
  accblock_plan_nest (nest, "f.c:6:9", &plan);
}

static void
plan_fold_own_level (void)
{
  struct test_nest_words buf;
  struct accblock_nest *nest = fold_nest (&buf, 0, 5, 1, 0, 1);
  accblock_nest_section (nest, 0)->dim[0].fold_level = 0;
  struct accblock_plan plan;
  accblock_plan_nest (nest, "f.c:7:9", &plan);
}

/* An ordered nest (a scalar carried from tile to tile) is one task
   whose tiles run in lexicographic order, level 0 included, whatever
   the levels' parallel flags say.  */
static void
test_ordered (void)
{
  struct test_nest n = start_nest (2);
  n.head.flags = ACCBLOCK_NEST_ORDERED;
  n.level[0] = (struct accblock_level) { 0, 5, 1, ACCBLOCK_CMP_LT, 0, 2, 0 };
  n.level[1] = (struct accblock_level) { 0, 7, 1, ACCBLOCK_CMP_LT,
                                         ACCBLOCK_LEVEL_PARALLEL, 3, 0 };
  struct accblock_plan plan;
  accblock_plan_nest (&n.head, "test", &plan);
  tap_ok (plan.outer_tiles == 1 && plan.inner_tiles == 9
          && plan.total_tiles == 9, "ordered: 1 task x 9 tiles (got %lld x "
          "%lld)", (long long) plan.outer_tiles,
          (long long) plan.inner_tiles);
  int64_t index[2] = { 0, 0 }, tile[TILE_LEVEL_WORDS (2)];
  int64_t expect = 0, runs = 0;
  bool in_order = true;
  do
    {
      accblock_plan_tile (&plan, 0, index, tile);
      /* Tile (it, jt) starts at i = 2 * it, j = 3 * jt.  */
      in_order &= TILE_START (tile, 0) == 2 * (expect / 3)
                  && TILE_START (tile, 1) == 3 * (expect % 3);
      expect++;
      runs++;
    }
  while (accblock_plan_next_inner (&plan, 0, index));
  tap_ok (in_order && runs == 9, "ordered: the 9 tiles in lexicographic "
          "order (%lld run)", (long long) runs);
}


/* ---- split reduction levels ---- */

/* for i < 8 block 2 (4 tiles), for k < 14 block 2 (7 tiles) split into
   SPLIT_GROUPS, for j < 8 block 4 (2 tiles) parallel.  */
static struct test_nest
split_nest (int64_t k_bound, int64_t k_block, int64_t split_groups)
{
  struct test_nest n = start_nest (3);
  n.level[0] = (struct accblock_level) { 0, 8, 1, ACCBLOCK_CMP_LT, 0, 2, 0 };
  n.level[1] = (struct accblock_level) { 0, k_bound, 1, ACCBLOCK_CMP_LT, 0,
                                         k_block, 0 };
  n.level[2] = (struct accblock_level) { 0, 8, 1, ACCBLOCK_CMP_LT,
                                         ACCBLOCK_LEVEL_PARALLEL, 4, 0 };
  n.head.split_level = 1;
  n.head.split_groups = split_groups;
  return n;
}

/* The nest of split_nest (14, 2, 3) with one section C, both read and
   added to, split at SPLIT_LEVEL into SPLIT_GROUPS (-1, 0: not split):
   the nest of the ADD tests and of the broken split descriptors.  */
static struct test_nest_words split_buf;

static struct accblock_nest *
split_words (int64_t split_level, int64_t split_groups)
{
  struct accblock_nest *nest = test_nest_words_start (&split_buf, 3, 1, 0);
  struct test_nest s = split_nest (14, 2, 3);
  memcpy (nest->level, s.level, 3 * sizeof s.level[0]);
  static int c[8][8];
  struct accblock_section *sec = accblock_nest_section (nest, 0);
  sec->flags = ACCBLOCK_SECTION_READ | ACCBLOCK_SECTION_WRITE
               | ACCBLOCK_SECTION_ADD;
  sec->ndims = 2;
  sec->elem_size = 4;
  sec->refs = 2;
  sec->base = (int64_t) (intptr_t) c;
  sec->name = (int64_t) (intptr_t) "C";
  sec->dim[0] = (struct accblock_section_dim) { 0, 1, 0, 0, 8, 8, -1, 0 };
  sec->dim[1] = (struct accblock_section_dim) { 2, 1, 0, 0, 8, 1, -1, 0 };
  nest->split_level = split_level;
  nest->split_groups = split_groups;
  return nest;
}

/* Walk every task of PLAN (i tiles of 2, k tiles of K_BLOCK, j tiles of
   4): each (i, k, j) tile must come exactly once, each task must keep
   its i and j tiles and run its run of the k tiles, RUN[g] long from
   g * PER, in order.  */
static void
check_split_walk (const char *what, const struct accblock_plan *plan,
                  int64_t k_block, int64_t k_tiles, const int64_t *run)
{
  int seen[4][8][2] = { { { 0 } } };
  bool fixed = true, in_order = true, ok_run = true;
  int64_t groups = plan->split_groups, tiles = 0;
  for (int64_t task = 0; task < plan->outer_tiles; task++)
    {
      int64_t g = task / 2 % groups;
      int64_t index[3] = { 0, 0, 0 }, tile[TILE_LEVEL_WORDS (3)];
      int64_t expect_k = g * plan->split_per;
      int64_t ran = 0;
      do
        {
          accblock_plan_tile (plan, task, index, tile);
          int it = (int) (TILE_START (tile, 0) / 2);
          int kt = (int) (TILE_START (tile, 1) / k_block);
          int jt = (int) (TILE_START (tile, 2) / 4);
          if (it < 4 && kt < 8 && jt < 2)
            seen[it][kt][jt]++;
          fixed &= it == task / (2 * groups) && jt == task % 2
                   && accblock_plan_group (plan, task) == g;
          in_order &= kt == expect_k++;
          ran++;
          tiles++;
        }
      while (accblock_plan_next_inner (plan, task, index));
      ok_run &= ran == run[g];
    }
  bool once = true;
  for (int i = 0; i < 4; i++)
    for (int k = 0; k < k_tiles; k++)
      for (int j = 0; j < 2; j++)
        once &= seen[i][k][j] == 1;
  tap_ok (once && tiles == plan->total_tiles, "%s: every tile exactly once "
          "(%lld run, total_tiles %lld)", what, (long long) tiles,
          (long long) plan->total_tiles);
  tap_ok (fixed, "%s: a task keeps its i tile, k group and j tile", what);
  tap_ok (in_order && ok_run, "%s: each task runs its own run of k tiles, "
          "consecutive and in order", what);
}

static void
test_split (void)
{
  /* 7 k tiles in 3 groups: runs of 3, 3 and 1.  */
  struct test_nest n = split_nest (14, 2, 3);
  struct accblock_plan plan;
  accblock_plan_nest (&n.head, "test", &plan);
  tap_ok (plan.outer_tiles == 24 && plan.inner_tiles == 3
          && plan.total_tiles == 56 && plan.split_groups == 3
          && plan.split_per == 3 && plan.split == 1
          && !plan.level[1].parallel && plan.level[1].split,
          "split k 7 tiles / 3: 24 tasks of at most 3 tiles, 56 tiles (got "
          "%lld x %lld, %lld, %lld groups of %lld)",
          (long long) plan.outer_tiles, (long long) plan.inner_tiles,
          (long long) plan.total_tiles, (long long) plan.split_groups,
          (long long) plan.split_per);
  static const int64_t runs_331[] = { 3, 3, 1 };
  check_split_walk ("split 7 / 3", &plan, 2, 7, runs_331);
  /* Task 13 = (i tile 2 * 3 groups + group 0) * 2 j tiles + j tile 1:
     i from 4, the run of k from 0, j from 4.  */
  int64_t index[3] = { 0, 2, 0 }, tile[TILE_LEVEL_WORDS (3)];
  accblock_plan_tile (&plan, 13, index, tile);
  tap_ok (TILE_START (tile, 0) == 4 && TILE_START (tile, 1) == 4
          && TILE_COUNT (tile, 1) == 2 && TILE_START (tile, 2) == 4,
          "split: task 13, third k tile is (i 4, k 4, j 4) (got (%lld, "
          "%lld, %lld))", (long long) TILE_START (tile, 0),
          (long long) TILE_START (tile, 1), (long long) TILE_START (tile, 2));
  /* The last group's only tile: task 23 = (3 * 3 + 2) * 2 + 1.  */
  index[1] = 0;
  accblock_plan_tile (&plan, 23, index, tile);
  tap_ok (TILE_START (tile, 1) == 12 && TILE_COUNT (tile, 1) == 2
          && TILE_START (tile, 0) == 6,
          "split: task 23 runs k tile 6 (k 12, 2 iterations; got %lld, "
          "%lld)", (long long) TILE_START (tile, 1),
          (long long) TILE_COUNT (tile, 1));

  /* 2 k tiles asked to split in 5: 2 groups of 1.  */
  n = split_nest (4, 2, 5);
  accblock_plan_nest (&n.head, "test", &plan);
  tap_ok (plan.split_groups == 2 && plan.split_per == 1
          && plan.outer_tiles == 16 && plan.inner_tiles == 1
          && plan.total_tiles == 16,
          "split 2 tiles / 5: 2 groups of 1, 16 tasks (got %lld of %lld, "
          "%lld tasks)", (long long) plan.split_groups,
          (long long) plan.split_per, (long long) plan.outer_tiles);
  static const int64_t runs_11[] = { 1, 1 };
  check_split_walk ("split 2 / 5", &plan, 2, 2, runs_11);

  /* 7 tiles in 2 groups: runs of 4 and 3.  */
  n = split_nest (14, 2, 2);
  accblock_plan_nest (&n.head, "test", &plan);
  static const int64_t runs_43[] = { 4, 3 };
  tap_ok (plan.outer_tiles == 16 && plan.inner_tiles == 4
          && plan.total_tiles == 56, "split 7 / 2: 16 tasks of at most 4 "
          "tiles (got %lld x %lld)", (long long) plan.outer_tiles,
          (long long) plan.inner_tiles);
  check_split_walk ("split 7 / 2", &plan, 2, 7, runs_43);

  /* An unblocked split level is one tile: one group, the plan of the
     same nest unsplit.  */
  n = split_nest (14, 0, 4);
  accblock_plan_nest (&n.head, "test", &plan);
  static const int64_t runs_1[] = { 1 };
  tap_ok (plan.split_groups == 1 && plan.outer_tiles == 8
          && plan.inner_tiles == 1 && plan.total_tiles == 8,
          "unblocked split level: 1 group, 8 tasks (got %lld, %lld)",
          (long long) plan.split_groups, (long long) plan.outer_tiles);
  check_split_walk ("unblocked split level", &plan, 14, 1, runs_1);

  /* An empty split level leaves no task.  */
  n = split_nest (0, 2, 3);
  accblock_plan_nest (&n.head, "test", &plan);
  tap_ok (plan.outer_tiles == 0 && plan.total_tiles == 0,
          "empty split level: no tiles");

  /* The ADD flag is valid, and ignored, in a nest that is not split.  */
  struct accblock_nest *nest = split_words (-1, 0);
  accblock_plan_nest (nest, "test", &plan);
  tap_ok (plan.split == -1 && plan.split_groups == 0
          && plan.outer_tiles == 8 && plan.total_tiles == 56
          && !accblock_plan_section_adds (&plan, nest, 0),
          "ADD section in a nest not split: planned as before");
  nest->split_level = 1;
  nest->split_groups = 2;
  accblock_plan_nest (nest, "test", &plan);
  tap_ok (accblock_plan_section_adds (&plan, nest, 0),
          "ADD section in a split nest adds");
}

/* Broken split descriptors (split_words), each planned at "f.c:9:9".  */
static void
plan_split_words (struct accblock_nest *nest)
{
  struct accblock_plan plan;
  accblock_plan_nest (nest, "f.c:9:9", &plan);
}

static void
split_groups_without_level (void)
{
  plan_split_words (split_words (-1, 3));
}

static void
split_level_zero (void)
{
  plan_split_words (split_words (0, 0));
}

static void
split_level_past (void)
{
  plan_split_words (split_words (3, 2));
}

static void
split_one_group (void)
{
  plan_split_words (split_words (1, 1));
}

static void
split_whole (void)
{
  struct accblock_nest *nest = split_words (1, 2);
  nest->level[1].flags |= ACCBLOCK_LEVEL_WHOLE;
  plan_split_words (nest);
}

static void
split_parallel (void)
{
  plan_split_words (split_words (2, 2));
}

static void
split_ordered (void)
{
  struct accblock_nest *nest = split_words (1, 2);
  nest->flags |= ACCBLOCK_NEST_ORDERED;
  plan_split_words (nest);
}

static void
add_not_written (void)
{
  struct accblock_nest *nest = split_words (1, 2);
  accblock_nest_section (nest, 0)->flags = ACCBLOCK_SECTION_READ
                                           | ACCBLOCK_SECTION_ADD;
  plan_split_words (nest);
}

static void
add_elem_size (void)
{
  struct accblock_nest *nest = split_words (1, 2);
  accblock_nest_section (nest, 0)->elem_size = 3;
  plan_split_words (nest);
}

static void
add_fold (void)
{
  struct accblock_nest *nest = split_words (1, 2);
  accblock_nest_section (nest, 0)->dim[1].fold_level = 1;
  accblock_nest_section (nest, 0)->dim[1].fold_coef = 1;
  plan_split_words (nest);
}

static void
add_elem_size_unsplit (void)
{
  struct accblock_nest *nest = split_words (-1, 0);
  accblock_nest_section (nest, 0)->elem_size = 16;
  plan_split_words (nest);
}

static void
test_split_checks (void)
{
  check_fatal ("split groups without a level", split_groups_without_level,
               "f.c:9:9: nest descriptor splits no level but gives 3 split "
               "groups");
  check_fatal ("split level 0", split_level_zero,
               "f.c:9:9: nest descriptor splits level 0 of a 3-level nest");
  check_fatal ("split level past the nest", split_level_past,
               "f.c:9:9: nest descriptor splits level 3 of a 3-level nest");
  check_fatal ("split into 1 group", split_one_group,
               "f.c:9:9: nest descriptor splits level 1 into 1 groups");
  check_fatal ("split whole level", split_whole,
               "f.c:9:9: nest descriptor splits level 1, which is flagged "
               "whole");
  check_fatal ("split parallel level", split_parallel,
               "f.c:9:9: nest descriptor splits level 2, which is flagged "
               "parallel");
  check_fatal ("split ordered nest", split_ordered,
               "f.c:9:9: nest descriptor splits level 1 of an ordered nest");
  check_fatal ("ADD section not written", add_not_written,
               "f.c:9:9: section 0 ('C') is added to but not written");
  check_fatal ("ADD section of 3-byte elements", add_elem_size,
               "f.c:9:9: section 0 ('C') is added to in 3-byte elements");
  check_fatal ("ADD section with a fold", add_fold,
               "f.c:9:9: section 0 ('C') is added to but dimension 1 folds "
               "level 1 with coefficient 1");
  check_fatal ("ADD section of 16-byte elements, not split",
               add_elem_size_unsplit,
               "f.c:9:9: section 0 ('C') is added to in 16-byte elements");
}

/* accblock_plan_rows_one_tile and accblock_plan_outer_tile: which
   plans have rows of one tile, and level 0's words of a task.  */
static void
test_rows_one_tile (void)
{
  struct test_nest n = start_nest (2);
  n.level[0] = (struct accblock_level) { 10, -3, -2, ACCBLOCK_CMP_GT, 0, 2,
                                         0 };
  n.level[1] = (struct accblock_level) { 0, 7, 1, ACCBLOCK_CMP_LT, 0, 0, 0 };
  struct accblock_plan plan;
  accblock_plan_nest (&n.head, "test", &plan);
  bool same = true;
  int64_t index[2] = { 0, 0 }, tile[4], words[4];
  accblock_plan_tile (&plan, 0, index, words);
  for (int64_t outer = 0; outer < plan.outer_tiles; outer++)
    {
      accblock_plan_tile (&plan, outer, index, tile);
      accblock_plan_outer_tile (&plan, outer, words);
      same &= memcmp (tile, words, sizeof tile) == 0;
    }
  /* i = 10, 8, .., -2: 7 iterations, tiles of 2, the last of 1.  */
  tap_ok (accblock_plan_rows_one_tile (&plan) && same
          && plan.outer_tiles == 4 && TILE_START (words, 0) == -2
          && TILE_COUNT (words, 0) == 1,
          "rows one tile: level 0's words of every task as "
          "accblock_plan_tile writes them");
  n.level[1].block = 3;
  accblock_plan_nest (&n.head, "test", &plan);
  tap_ok (!accblock_plan_rows_one_tile (&plan),
          "rows one tile: not with inner tiles");
  n.level[1].flags = ACCBLOCK_LEVEL_PARALLEL;
  accblock_plan_nest (&n.head, "test", &plan);
  tap_ok (!accblock_plan_rows_one_tile (&plan),
          "rows one tile: not with a parallel inner level of 3 tiles");
  n.level[1].block = 7;
  accblock_plan_nest (&n.head, "test", &plan);
  tap_ok (accblock_plan_rows_one_tile (&plan),
          "rows one tile: a parallel inner level of one tile");
  n.head.flags = ACCBLOCK_NEST_ORDERED;
  accblock_plan_nest (&n.head, "test", &plan);
  tap_ok (!accblock_plan_rows_one_tile (&plan),
          "rows one tile: not in an ordered nest");
}

int
main (void)
{
  test_signed ();
  test_extremes ();
  test_multi_level ();
  test_unblocked_below ();
  test_parallel_level ();
  test_ordered ();
  test_fold_offsets ();
  test_split ();
  test_split_checks ();
  test_rows_one_tile ();
  test_triangle ();
  check_fatal ("a reduction of 17 bytes", plan_bad_combines,
               "f.c:8:9: nest descriptor has 1 reductions of 17 bytes");
  check_fatal ("a maximum of _Complex values", plan_bad_float_reduction,
               "f.c:10:9: floating-point reduction 0 has an unknown "
               "operator or type (85)");
  check_fatal ("folded level in a written section", plan_written_fold,
               "f.c:6:9: section 0 ('?') dimension 0 folds level 1");
  check_fatal ("folded level that drives the dimension",
               plan_fold_own_level,
               "f.c:7:9: section 0 ('?') dimension 0 folds level 0");
  check_fatal ("ABI mismatch", plan_bad_abi, "f.c:3:9: this code was "
               "compiled for accblock ABI version 99");
  check_fatal ("step away from bound", plan_bad_step, "never reaches");
  check_fatal ("too many levels", plan_bad_levels, "9 levels");
  return tap_done ();
}
