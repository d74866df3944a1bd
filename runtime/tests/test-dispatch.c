/* test-dispatch.c -- __accblock_dispatch with hand-written tile functions.

   Why this file exists: until the plugin generates tile functions, these
   tests play its part: each tile function below is what the plugin would
   outline from a blocked nest, and each check compares the dispatch with
   the serial loop it replaces (every iteration exactly once, inner tiles
   of a row in lexicographic order on one accelerator, finals filled).

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-internal.h"
#include "tap.h"
#include "test-nest-desc.h"
#include "tile-words.h"
#include "blockmodel.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>



/* ---- every iteration exactly once, rows on one accelerator ---- */

#define ROWS 37
#define COLS 101

struct visit_captures
{
  _Atomic int visits[ROWS][COLS];
  /* Per row: the accelerator that ran it and the last column seen, to
     check that the tiles of a row arrive in order on one accelerator.  */
  _Atomic int row_accel[ROWS];
  _Atomic int row_last[ROWS];
  _Atomic int disorder;
};

/* The tile function of
     #pragma acc loop block(i:1, j:7)
     for (int i = 0; i < ROWS; i++) for (int j = 0; j < COLS; j++) ...  */
static void
visit_tile (void *cap, const int64_t *tile)
{
  struct visit_captures *c = cap;
  int id = accblock_current_accel ()->id;
  for (int64_t i = TILE_START (tile, 0); i < TILE_END (tile, 0); i++)
    {
      int expected = -1;
      if (!atomic_compare_exchange_strong (&c->row_accel[i], &expected, id)
          && expected != id)
        atomic_fetch_add (&c->disorder, 1);
      if (atomic_load (&c->row_last[i]) != TILE_START (tile, 1) - 1)
        atomic_fetch_add (&c->disorder, 1);
      atomic_store (&c->row_last[i], (int) (TILE_END (tile, 1) - 1));
      for (int64_t j = TILE_START (tile, 1); j < TILE_END (tile, 1); j++)
        atomic_fetch_add (&c->visits[i][j], 1);
    }
}

static void
check_visits (const char *what)
{
  static struct visit_captures c;
  memset (&c, 0, sizeof c);
  for (int i = 0; i < ROWS; i++)
    {
      atomic_store (&c.row_accel[i], -1);
      atomic_store (&c.row_last[i], -1);
    }
  struct test_nest n = { { ACCBLOCK_ABI_VERSION, 2, 0, 0, 0, 0, 0, -1, 0 },
                         { level_lt_step (0, ROWS, 1, 1),
                           level_lt_step (0, COLS, 1, 7) } };
  __accblock_dispatch (&n.head, visit_tile, &c, "visit.c:1:1",
                       "block(i:1, j:7)");
  int wrong = 0;
  for (int i = 0; i < ROWS; i++)
    for (int j = 0; j < COLS; j++)
      wrong += atomic_load (&c.visits[i][j]) != 1;
  tap_ok (wrong == 0, "%s: every iteration exactly once (%d wrong)", what,
          wrong);
  tap_ok (atomic_load (&c.disorder) == 0,
          "%s: each row in order on one accelerator", what);
  tap_ok (n.level[0].final == ROWS && n.level[1].final == COLS,
          "%s: finals %lld %lld", what, (long long) n.level[0].final,
          (long long) n.level[1].final);
}

/* ---- lexicographic order of two blocked inner levels ---- */

struct order_captures
{
  /* Per outer row, the sequence of (j, k) tile starts.  */
  int64_t seq[4][64][2];
  int len[4];
};

static void
order_tile (void *cap, const int64_t *tile)
{
  struct order_captures *c = cap;
  int row = (int) TILE_START (tile, 0);
  int at = c->len[row]++;
  if (at < 64)
    {
      c->seq[row][at][0] = TILE_START (tile, 1);
      c->seq[row][at][1] = TILE_START (tile, 2);
    }
}

static void
check_inner_order (void)
{
  static struct order_captures c;
  memset (&c, 0, sizeof c);
  /* for i < 4 (block 1), for j = 10; j > 0; j -= 2 (block 2: 3 tiles),
     for k <= 6 (block 3: 3 tiles).  */
  struct test_nest n = { { ACCBLOCK_ABI_VERSION, 3,
                           ACCBLOCK_NEST_PERMUTABLE, 0, 0, 0, 0, -1, 0 },
                     { level_lt_step (0, 4, 1, 1),
                       { 10, 0, -2, ACCBLOCK_CMP_GT, 0, 2, 0 },
                       { 0, 6, 1, ACCBLOCK_CMP_LE, 0, 3, 0 } } };
  __accblock_dispatch (&n.head, order_tile, &c, "order.c:1:1",
                       "block(i:1, j:2, k:3)");
  static const int64_t expect[9][2] = { { 10, 0 }, { 10, 3 }, { 10, 6 },
                                        { 6, 0 }, { 6, 3 }, { 6, 6 },
                                        { 2, 0 }, { 2, 3 }, { 2, 6 } };
  bool ok = true;
  for (int row = 0; row < 4; row++)
    {
      ok &= c.len[row] == 9;
      for (int t = 0; t < 9 && t < c.len[row]; t++)
        ok &= c.seq[row][t][0] == expect[t][0]
              && c.seq[row][t][1] == expect[t][1];
    }
  tap_ok (ok, "inner tiles of every row in lexicographic order");
  tap_ok (n.level[1].final == 0 && n.level[2].final == 7,
          "finals of a downward and an inclusive level");
}

/* ---- the order of the outer tiles under each schedule ---- */

#define ORDER_ROWS 10

struct outer_order_captures
{
  int64_t seq[ORDER_ROWS];
  int len;
};

static void
outer_order_tile (void *cap, const int64_t *tile)
{
  struct outer_order_captures *c = cap;
  if (c->len < ORDER_ROWS)
    c->seq[c->len] = TILE_START (tile, 0);
  c->len++;
}

/* One thread carries 4 accelerators through 10 outer tiles (ranges 0-2,
   3-5, 6-7, 8-9): it must run them 0 .. 9 under SCHEDULE, or 9 .. 0 when
   BACKWARDS.  */
static void
check_outer_order (enum accblock_schedule schedule, bool backwards)
{
  static struct outer_order_captures c;
  memset (&c, 0, sizeof c);
  accblock_set_threads (1);
  accblock_set_num_accel (4);
  accblock_set_schedule (schedule);
  struct test_nest n = { { ACCBLOCK_ABI_VERSION, 1, 0, 0, 0, 0, 0, -1, 0 },
                         { level_lt_step (0, ORDER_ROWS, 1, 1) } };
  __accblock_dispatch (&n.head, outer_order_tile, &c, "outer.c:1:1",
                       "block(i:1)");
  bool ok = c.len == ORDER_ROWS;
  for (int t = 0; t < ORDER_ROWS && ok; t++)
    ok = c.seq[t] == (backwards ? ORDER_ROWS - 1 - t : t);
  tap_ok (ok, "one thread, %s schedule: outer tiles %s (%d tiles, first "
          "%lld, last %lld)", accblock_schedule_name (schedule),
          backwards ? "last to first" : "first to last", c.len,
          (long long) c.seq[0], (long long) c.seq[ORDER_ROWS - 1]);
  /* Every iteration exactly once on the default pool too.  */
  accblock_set_threads (accblock_host_online_cpus ());
  accblock_set_num_accel (64);
  check_visits (accblock_schedule_name (schedule));
  accblock_set_schedule (ACCBLOCK_SCHEDULE_STATIC);
}

/* ---- plain dispatches count as the general path does ---- */

#define PLAIN_TRIPS 100
#define PLAIN_INNER 10

static double plain_x[PLAIN_TRIPS];
static _Atomic int plain_visits[PLAIN_TRIPS][PLAIN_INNER];
static _Atomic int plain_bad_words;

/* The tile function of
     #pragma acc loop block(i:7, j:INNER_BLOCK)
     for (i = 0; i < 100; i++) for (j = 0; j < 10; j++) ... x[i] ...
   checking that x's section words address main memory.  */
static void
plain_tile (void *cap, const int64_t *tile)
{
  (void) cap;
  const int64_t *x = tile + TILE_LEVEL_WORDS (2);
  if (x[ACCBLOCK_TILE_SECTION_BASE] != (int64_t) (intptr_t) plain_x
      || x[ACCBLOCK_TILE_SECTION_BIAS] != 0)
    atomic_fetch_add (&plain_bad_words, 1);
  for (int64_t i = TILE_START (tile, 0); i < TILE_END (tile, 0); i++)
    for (int64_t j = TILE_START (tile, 1); j < TILE_END (tile, 1); j++)
      atomic_fetch_add (&plain_visits[i][j], 1);
}

/* Dispatch that nest, with x read 3 times per iteration and one
   unanalysable reference, unstaged under SCHEDULE on 3 accelerators
   carried by 2 threads: 15 tiles of i (the last of 2 iterations) times
   the tiles of j.  The counts are those of a tile at a time.  */
static void
check_plain_counts (enum accblock_schedule schedule, int64_t inner_block)
{
  struct test_nest_words buf;
  struct accblock_nest *nest = test_nest_words_start (&buf, 2, 1, 1);
  nest->level[0] = level_lt_step (0, PLAIN_TRIPS, 1, 7);
  nest->level[1] = level_lt_step (0, PLAIN_INNER, 1, inner_block);
  struct accblock_section *x = accblock_nest_section (nest, 0);
  x->flags = ACCBLOCK_SECTION_READ;
  x->ndims = 1;
  x->elem_size = sizeof plain_x[0];
  x->refs = 3;
  x->base = (int64_t) (intptr_t) plain_x;
  x->name = (int64_t) (intptr_t) "x";
  x->dim[0] = (struct accblock_section_dim) { 0, 1, 0, 0, PLAIN_TRIPS, 1,
                                              0, 0 };
  memset (plain_visits, 0, sizeof plain_visits);
  atomic_store (&plain_bad_words, 0);
  accblock_set_threads (2);
  accblock_set_num_accel (3);
  accblock_set_schedule (schedule);
  accblock_set_stage (0);
  accblock_stats_reset ();
  __accblock_dispatch (nest, plain_tile, NULL, "plain.c:1:1",
                       "block(i:7, j:?)");
  struct accblock_stats st;
  accblock_stats_get (&st);
  int wrong = 0;
  for (int i = 0; i < PLAIN_TRIPS; i++)
    for (int j = 0; j < PLAIN_INNER; j++)
      wrong += atomic_load (&plain_visits[i][j]) != 1;
  int64_t inner_tiles = inner_block ? (PLAIN_INNER + inner_block - 1)
                                      / inner_block : 1;
  uint64_t iterations = PLAIN_TRIPS * PLAIN_INNER;
  tap_ok (wrong == 0 && atomic_load (&plain_bad_words) == 0
          && st.tiles == (uint64_t) (15 * inner_tiles)
          && st.direct_accesses == 4 * iterations
          && st.direct_bytes == (3 * sizeof plain_x[0]
                                 + ACCBLOCK_MODEL_UNKNOWN_ELEM_SIZE)
                                * iterations,
          "unstaged, %s schedule, j blocked by %lld: every iteration "
          "once, %llu tiles, %llu direct accesses of %llu bytes",
          accblock_schedule_name (schedule), (long long) inner_block,
          (unsigned long long) st.tiles,
          (unsigned long long) st.direct_accesses,
          (unsigned long long) st.direct_bytes);
  accblock_set_schedule (ACCBLOCK_SCHEDULE_STATIC);
  accblock_set_stage (1);
}

/* ---- zero-trip nests run nothing and still fill finals ---- */

static _Atomic int zero_calls;

static void
count_tile (void *cap, const int64_t *tile)
{
  (void) cap;
  (void) tile;
  atomic_fetch_add (&zero_calls, 1);
}

static void
check_zero_trip (void)
{
  struct test_nest n = { { ACCBLOCK_ABI_VERSION, 2, 0, 0, 0, 0, 0, -1, 0 },
                         { level_lt_step (3, 3, 1, 1),
                           level_lt_step (0, 9, 1, 2) } };
  n.level[0].final = n.level[1].final = -7;
  __accblock_dispatch (&n.head, count_tile, NULL, "zero.c:1:1", "block(i:1)");
  tap_ok (atomic_load (&zero_calls) == 0, "zero-trip nest runs no tile");
  tap_ok (n.level[0].final == 3 && n.level[1].final == 9,
          "zero-trip nest fills finals");
}

/* ---- a dispatch inside a tile runs on that tile's accelerator ---- */

struct nested_captures
{
  _Atomic int inner_visits[8][5];
  _Atomic int wrong_accel;
};

struct inner_captures
{
  struct nested_captures *outer;
  int64_t row;
  int accel;
};

static void
nested_inner_tile (void *cap, const int64_t *tile)
{
  struct inner_captures *c = cap;
  if (accblock_current_accel ()->id != c->accel)
    atomic_fetch_add (&c->outer->wrong_accel, 1);
  for (int64_t j = TILE_START (tile, 0); j < TILE_END (tile, 0); j++)
    atomic_fetch_add (&c->outer->inner_visits[c->row][j], 1);
}

static void
nested_outer_tile (void *cap, const int64_t *tile)
{
  struct nested_captures *c = cap;
  struct test_nest n = { { ACCBLOCK_ABI_VERSION, 1, 0, 0, 0, 0, 0, -1, 0 },
                         { level_lt_step (0, 5, 1, 2) } };
  struct inner_captures ic = { c, TILE_START (tile, 0),
                              accblock_current_accel ()->id };
  __accblock_dispatch (&n.head, nested_inner_tile, &ic, "inner.c:1:1",
                       "block(j:2)");
}

static void
check_nested (void)
{
  static struct nested_captures c;
  memset (&c, 0, sizeof c);
  struct test_nest n = { { ACCBLOCK_ABI_VERSION, 1, 0, 0, 0, 0, 0, -1, 0 },
                     { level_lt_step (0, 8, 1, 1) } };
  __accblock_dispatch (&n.head, nested_outer_tile, &c, "outer.c:1:1",
                       "block(i:1)");
  int wrong = 0;
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 5; j++)
      wrong += atomic_load (&c.inner_visits[i][j]) != 1;
  tap_ok (wrong == 0 && atomic_load (&c.wrong_accel) == 0,
          "nested dispatch runs inline on the enclosing accelerator");
}

/* ---- dispatches from several program threads ---- */

static void *
dispatch_thread (void *arg)
{
  (void) arg;
  for (int r = 0; r < 3; r++)
    check_visits ("concurrent");
  return NULL;
}

static void
check_concurrent (void)
{
  pthread_t t;
  pthread_create (&t, NULL, dispatch_thread, NULL);
  struct test_nest n = { { ACCBLOCK_ABI_VERSION, 1, 0, 0, 0, 0, 0, -1, 0 },
                     { level_lt_step (0, 1000, 1, 3) } };
  for (int r = 0; r < 3; r++)
    __accblock_dispatch (&n.head, count_tile, NULL, "conc.c:1:1",
                         "block(i:3)");
  pthread_join (t, NULL);
  tap_ok (atomic_load (&zero_calls) == 3 * 334,
          "dispatches from two threads: %d tiles", atomic_load (&zero_calls));
}

/* ---- process life: fork after dispatches, exit inside a tile ---- */

static void
check_fork_child (void)
{
  fflush (stdout);
  pid_t pid = fork ();
  if (pid == 0)
    {
      /* One thread: sanitizers refuse new threads after such a fork.  */
      alarm (20);
      accblock_set_threads (1);
      atomic_store (&zero_calls, 0);
      struct test_nest n = { { ACCBLOCK_ABI_VERSION, 1, 0, 0, 0, 0, 0, -1, 0 },
                         { level_lt_step (0, 50, 1, 1) } };
      __accblock_dispatch (&n.head, count_tile, NULL, "fork.c:1:1",
                           "block(i:1)");
      _exit (atomic_load (&zero_calls) == 50 ? 0 : 1);
    }
  int status;
  waitpid (pid, &status, 0);
  tap_ok (WIFEXITED (status) && WEXITSTATUS (status) == 0,
          "a forked child dispatches on a pool of its own");
}

static void
exit_tile (void *cap, const int64_t *tile)
{
  (void) cap;
  if (TILE_START (tile, 0) == 5)
    exit (3);
}

/* Run this program again as "exit": a tile calling exit must end the
   program with that status instead of hanging in the pool.  */
static void
check_exit_in_tile (const char *self)
{
  fflush (stdout);
  pid_t pid = fork ();
  if (pid == 0)
    {
      alarm (20);
      execl (self, self, "exit", (char *) NULL);
      _exit (127);
    }
  int status;
  waitpid (pid, &status, 0);
  tap_ok (WIFEXITED (status) && WEXITSTATUS (status) == 3,
          "exit inside a tile ends the program with its status");
}

static void
run_exit_child (void)
{
  struct test_nest n = { { ACCBLOCK_ABI_VERSION, 1, 0, 0, 0, 0, 0, -1, 0 },
                     { level_lt_step (0, 64, 1, 1) } };
  __accblock_dispatch (&n.head, exit_tile, NULL, "exit.c:1:1", "block(i:1)");
}

/* ---- integer reductions: partial results combined, any order ---- */

#define REDUCE_N 1000

struct reduce_captures
{
  uint32_t values[REDUCE_N];
  uint32_t sum;       /* + in 32 bits: wraps.  */
  uint8_t product;    /* * in 8 bits.  */
  uint64_t bits;      /* ^ in 64 bits.  */
  int16_t high;       /* Signed max in 16 bits.  */
  uint8_t low;        /* Unsigned min in 8 bits.  */
};

/* What the plugin outlines from
     #pragma acc loop block(i:7)
     for (i = 0; i < REDUCE_N; i++)
       { sum += v[i]; product *= v[i] | 1; bits ^= (uint64_t) v[i] << i % 40;
         high = max (high, (int16_t) v[i]);
         low = min (low, (uint8_t) (v[i] >> 8)); }
   each tile starting at the identities.  */
static void
reduce_tile (void *cap, const int64_t *tile)
{
  struct reduce_captures *c = cap;
  uint32_t sum = 0;
  uint8_t product = 1;
  uint64_t bits = 0;
  int16_t high = INT16_MIN;
  uint8_t low = UINT8_MAX;
  for (int64_t i = TILE_START (tile, 0); i < TILE_END (tile, 0); i++)
    {
      sum += c->values[i];
      product *= (uint8_t) (c->values[i] | 1);
      bits ^= (uint64_t) c->values[i] << i % 40;
      high = (int16_t) c->values[i] > high ? (int16_t) c->values[i] : high;
      low = (uint8_t) (c->values[i] >> 8) < low
            ? (uint8_t) (c->values[i] >> 8) : low;
    }
  __accblock_reduce (&c->high, (int64_t) high,
                     ACCBLOCK_REDUCE_MAX + ACCBLOCK_REDUCE_SIGNED
                     + 2 * ACCBLOCK_REDUCE_SIZE_UNIT);
  __accblock_reduce (&c->low, (int64_t) low,
                     ACCBLOCK_REDUCE_MIN + 1 * ACCBLOCK_REDUCE_SIZE_UNIT);
  __accblock_reduce (&c->sum, (int64_t) sum,
                     ACCBLOCK_REDUCE_ADD + 4 * ACCBLOCK_REDUCE_SIZE_UNIT);
  __accblock_reduce (&c->product, (int64_t) product,
                     ACCBLOCK_REDUCE_MUL + 1 * ACCBLOCK_REDUCE_SIZE_UNIT);
  __accblock_reduce (&c->bits, (int64_t) bits,
                     ACCBLOCK_REDUCE_XOR + 8 * ACCBLOCK_REDUCE_SIZE_UNIT);
}

/* The reductions of reduce_tile under SCHEDULE on all threads equal the
   serial loop's, down to the wrapped bits.  */
static void
check_reduce (enum accblock_schedule schedule)
{
  static struct reduce_captures c;
  uint32_t sum = 0xfffff000u;
  uint8_t product = 3;
  uint64_t bits = 0x123456789abcdefULL;
  int16_t high = -30000;
  uint8_t low = 200;
  for (int i = 0; i < REDUCE_N; i++)
    c.values[i] = (uint32_t) i * 2654435761u;
  c.sum = sum;
  c.product = product;
  c.bits = bits;
  c.high = high;
  c.low = low;
  for (int i = 0; i < REDUCE_N; i++)
    {
      sum += c.values[i];
      product *= (uint8_t) (c.values[i] | 1);
      bits ^= (uint64_t) c.values[i] << i % 40;
      high = (int16_t) c.values[i] > high ? (int16_t) c.values[i] : high;
      low = (uint8_t) (c.values[i] >> 8) < low
            ? (uint8_t) (c.values[i] >> 8) : low;
    }
  accblock_set_schedule (schedule);
  accblock_stats_reset ();
  struct test_nest n = { { ACCBLOCK_ABI_VERSION, 1, 0, 0, 0, 0, 0, -1, 0 },
                         { level_lt_step (0, REDUCE_N, 1, 7) } };
  __accblock_dispatch (&n.head, reduce_tile, &c, "reduce.c:1:1",
                       "block(i:7)");
  accblock_set_schedule (ACCBLOCK_SCHEDULE_STATIC);
  /* Each of the 143 tiles reads and writes back its five scalars, of
     2 + 1 + 4 + 1 + 8 bytes, through its accelerator's DMA engine.  */
  struct accblock_stats st;
  accblock_stats_get (&st);
  tap_ok (st.tiles == 143 && st.dma_transfers == 143 * 10
          && st.dma_in_bytes == 143 * 16 && st.dma_out_bytes == 143 * 16,
          "%s schedule: the combines move 143 x 16 bytes each way in 1430 "
          "transfers (%llu tiles, %llu transfers, %llu in, %llu out)",
          accblock_schedule_name (schedule), (unsigned long long) st.tiles,
          (unsigned long long) st.dma_transfers,
          (unsigned long long) st.dma_in_bytes,
          (unsigned long long) st.dma_out_bytes);
  tap_ok (c.sum == sum && c.product == product && c.bits == bits,
          "%s schedule: reductions + * ^ as the serial loop (sum %u/%u, "
          "product %u/%u, bits %llx/%llx)", accblock_schedule_name (schedule),
          c.sum, sum, c.product, product, (unsigned long long) c.bits,
          (unsigned long long) bits);
  tap_ok (c.high == high && c.low == low, "%s schedule: signed max and "
          "unsigned min as the serial loop (%d/%d, %u/%u)",
          accblock_schedule_name (schedule), c.high, high, c.low, low);
}

int
main (int argc, char **argv)
{
  if (argc > 1)
    {
      run_exit_child ();
      return 0;
    }
  tap_ok (accblock_abi_version () == ACCBLOCK_ABI_VERSION, "ABI version");
  tap_ok (accblock_version () != NULL && accblock_version ()[0] != '\0',
          "version string \"%s\"", accblock_version ());
  /* A zero-trip nest first: the very first dispatch of a process creates
     the run's records, which once crashed when it had no tiles.  */
  check_zero_trip ();
  check_visits ("first dispatch");
  check_visits ("reused pool");
  check_inner_order ();
  check_outer_order (ACCBLOCK_SCHEDULE_STATIC, false);
  check_outer_order (ACCBLOCK_SCHEDULE_DYNAMIC, false);
  check_outer_order (ACCBLOCK_SCHEDULE_REVERSE, true);
  check_plain_counts (ACCBLOCK_SCHEDULE_STATIC, 0);
  check_plain_counts (ACCBLOCK_SCHEDULE_DYNAMIC, 0);
  check_plain_counts (ACCBLOCK_SCHEDULE_REVERSE, 0);
  check_plain_counts (ACCBLOCK_SCHEDULE_STATIC, 3);
  check_plain_counts (ACCBLOCK_SCHEDULE_DYNAMIC, 3);
  check_plain_counts (ACCBLOCK_SCHEDULE_REVERSE, 3);
  check_nested ();
  check_concurrent ();
  check_reduce (ACCBLOCK_SCHEDULE_DYNAMIC);
  check_reduce (ACCBLOCK_SCHEDULE_REVERSE);
  __accblock_mark (42);
  tap_ok (1, "__accblock_mark is a harmless no-op");
  check_fork_child ();
  check_exit_in_tile (argv[0]);
  return tap_done ();
}
