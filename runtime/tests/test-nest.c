/* test-nest.c -- trip counts, tiles and final values of nest descriptors.

   Why this file exists: int, long, unsigned and unsigned long induction
   variables with any bounds must give the right tiles with no overflow;
   each case below has its expected values worked out by hand from the
   loop as a C programmer would write it.  */

#include "accblock-internal.h"
#include "tap.h"
#include "child-output.h"
#include "test-nest-desc.h"

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
  int64_t words[2];
  accblock_plan_tile (&plan, tile, NULL, words);
  tap_ok (words[0] == start && words[1] == count,
          "%s: tile %lld is (%lld, %lld) (got (%lld, %lld))", what,
          (long long) tile, (long long) start, (long long) count,
          (long long) words[0], (long long) words[1]);
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
  int64_t tile[6];
  int seen = 0;
  bool ordered = true;
  do
    {
      accblock_plan_tile (&plan, 2, index, tile);
      ordered &= tile[0] == 4 && tile[1] == 1 && tile[3] == 1
                 && tile[4] == 4 * seen
                 && tile[5] == (seen == 2 ? 2 : 4);
      seen++;
    }
  while (accblock_plan_next_inner (&plan, index));
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
  int64_t tile[6];
  accblock_plan_tile (&plan, 1, index, tile);
  tap_ok (tile[4] == 0 && tile[5] == 6, "unblocked level: whole trip in "
          "the tile (got (%lld, %lld))", (long long) tile[4],
          (long long) tile[5]);
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
      int64_t tile[6];
      int64_t expect_k = 0;
      do
        {
          accblock_plan_tile (&plan, task, index, tile);
          int it = (int) (tile[0] / 2), kt = (int) (tile[2] / 2);
          int jt = (int) (tile[4] / 4);
          seen[it][kt][jt]++;
          task_fixed &= it == task / 3 && jt == task % 3;
          k_in_order &= tile[2] == expect_k;
          expect_k += 2;
        }
      while (accblock_plan_next_inner (&plan, index));
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
  char buf[1024];
  int status = run_in_child (call_body, (void *) body, false, buf,
                             sizeof buf);
  tap_ok (WIFSIGNALED (status) && strstr (buf, needle) != NULL,
          "%s: aborts saying \"%s\" (said: %s)", what, needle, buf);
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
  n.head.combine_bytes = 9;
  struct accblock_plan plan;
  accblock_plan_nest (&n.head, "f.c:8:9", &plan);
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
  int64_t index[2] = { 0, 0 }, tile[4];
  int64_t expect = 0, runs = 0;
  bool in_order = true;
  do
    {
      accblock_plan_tile (&plan, 0, index, tile);
      /* Tile (it, jt) starts at i = 2 * it, j = 3 * jt.  */
      in_order &= tile[0] == 2 * (expect / 3) && tile[2] == 3 * (expect % 3);
      expect++;
      runs++;
    }
  while (accblock_plan_next_inner (&plan, index));
  tap_ok (in_order && runs == 9, "ordered: the 9 tiles in lexicographic "
          "order (%lld run)", (long long) runs);
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
  check_fatal ("a reduction of 9 bytes", plan_bad_combines,
               "f.c:8:9: nest descriptor has 1 reductions of 9 bytes");
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
