/* test-sched.c -- the static and dynamic schedules.

   Why this file exists: the static schedule promises contiguous ranges
   with no accelerator more than one outer index ahead of another; the
   dynamic one promises that every outer index is taken exactly once
   however the threads race.  With a chunk (ACCBLOCK_SCHEDULE=static,8,
   dynamic,4) static deals chunks round-robin and dynamic hands out whole
   chunks.  All are checked directly and through dispatches on the
   thread pool, the chunks in this program started again with the
   variable set.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-internal.h"
#include "tap.h"
#include "test-nest-desc.h"
#include "child-output.h"
#include "tile-words.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static void
test_static_rule (void)
{
  static const int naccels[] = { 1, 2, 3, 7, 64, 65, 1000 };
  int broken = 0, cases = 0;
  for (size_t c = 0; c < sizeof naccels / sizeof *naccels; c++)
    for (int64_t n = 0; n <= 300; n++)
      {
        int naccel = naccels[c];
        int64_t expect_first = 0, smallest = INT64_MAX, largest = 0;
        for (int a = 0; a < naccel; a++)
          {
            int64_t first, last;
            accblock_sched_static_range (n, naccel, a, &first, &last);
            /* Contiguous, in accelerator order, and no range shorter than
               a later one.  */
            if (first != expect_first || last < first)
              broken++;
            int64_t size = last - first;
            if (size < smallest)
              smallest = size;
            if (size > largest)
              largest = size;
            expect_first = last;
          }
        if (expect_first != n || largest - smallest > 1)
          broken++;
        cases++;
      }
  tap_ok (broken == 0, "static ranges cover [0, n) contiguously, sizes "
          "differ by at most one (%d cases, %d broken)", cases, broken);
}

/* ---- dynamic take from racing threads ---- */

#define TAKE_N 200000
#define TAKERS 4

static struct accblock_sched_dynamic shared_sched;
static _Atomic unsigned char taken[TAKE_N];

static _Atomic int wrong_chunks;

static void *
taker (void *arg)
{
  (void) arg;
  int64_t first, last;
  while (accblock_sched_dynamic_take (&shared_sched, &first, &last))
    {
      /* A take is one chunk: CHUNK indices from a multiple of it, fewer
         only at the end.  */
      int64_t chunk = shared_sched.chunk;
      if (first % chunk != 0
          || last - first != (TAKE_N - first < chunk ? TAKE_N - first
                                                     : chunk))
        atomic_fetch_add (&wrong_chunks, 1);
      for (int64_t outer = first; outer < last; outer++)
        atomic_fetch_add (&taken[outer], 1);
    }
  return NULL;
}

static void
test_dynamic_take (int64_t chunk)
{
  memset (taken, 0, sizeof taken);
  atomic_store (&wrong_chunks, 0);
  accblock_sched_dynamic_init (&shared_sched, TAKE_N, chunk);
  pthread_t threads[TAKERS];
  for (int t = 0; t < TAKERS; t++)
    pthread_create (&threads[t], NULL, taker, NULL);
  for (int t = 0; t < TAKERS; t++)
    pthread_join (threads[t], NULL);
  int wrong = 0;
  for (int i = 0; i < TAKE_N; i++)
    wrong += atomic_load (&taken[i]) != 1;
  tap_ok (wrong == 0 && atomic_load (&wrong_chunks) == 0,
          "dynamic take, chunk %lld, from %d threads: each of %d indices "
          "once (%d wrong), in whole chunks (%d wrong)", (long long) chunk,
          TAKERS, TAKE_N, wrong, atomic_load (&wrong_chunks));
  int64_t first, last;
  tap_ok (!accblock_sched_dynamic_take (&shared_sched, &first, &last),
          "nothing left afterwards");
}

/* OpenMP's schedule(static, CHUNK): chunk C of the outer indices to
   accelerator C % NACCEL, each accelerator's indices in increasing
   order, all of them exactly once; CHUNK 0 is the contiguous range.  */
static void
test_static_chunks (void)
{
  static const int naccels[] = { 1, 2, 3, 7, 64 };
  static const int64_t chunks[] = { 0, 1, 2, 3, 8, 50, 400 };
  static int seen[301];
  int broken = 0, cases = 0;
  for (size_t c = 0; c < sizeof naccels / sizeof *naccels; c++)
    for (size_t h = 0; h < sizeof chunks / sizeof *chunks; h++)
      for (int64_t n = 0; n <= 300; n += 7)
        {
          int naccel = naccels[c];
          int64_t chunk = chunks[h];
          memset (seen, 0, sizeof seen);
          int64_t total = 0;
          for (int a = 0; a < naccel; a++)
            {
              int64_t count = accblock_sched_static_count (n, naccel, a,
                                                           chunk);
              int64_t first, last;
              accblock_sched_static_range (n, naccel, a, &first, &last);
              total += count;
              for (int64_t k = 0; k < count; k++)
                {
                  int64_t i = accblock_sched_static_index (n, naccel, a,
                                                           chunk, k);
                  bool owner = chunk ? (i / chunk) % naccel == a
                                     : i >= first && i < last;
                  bool ordered = k == 0 || i > accblock_sched_static_index
                                                 (n, naccel, a, chunk, k - 1);
                  if (i < 0 || i >= n || !owner || !ordered)
                    broken++;
                  else
                    seen[i]++;
                }
            }
          for (int64_t i = 0; i < n; i++)
            broken += seen[i] != 1;
          broken += total != n;
          cases++;
        }
  tap_ok (broken == 0, "static chunks dealt round-robin cover [0, n) once "
          "(%d cases, %d broken)", cases, broken);
  tap_ok (accblock_sched_static_count (301, 64, 38, 8) == 0
          && accblock_sched_static_count (301, 64, 37, 8) == 5
          && accblock_sched_static_count (301, 64, 0, 8) == 8
          && accblock_sched_static_count (301, 64, 45, 0) == 4
          && accblock_sched_static_count (301, 4, 1, 8) == 77
          && accblock_sched_static_index (301, 4, 1, 8, 9) == 41
          && accblock_sched_static_count (301, 4, 2, 8) == 72,
          "static chunks: 38 chunks of 8 over 4 accelerators, the short "
          "last one on accelerator 1");
}

/* ---- schedules through the pool ---- */

#define ROWS 301
#define COLS 50

static _Atomic int visits[ROWS][COLS];
static _Atomic int row_accel[ROWS];

/* block(i:1, j:8) over ROWS x COLS.  */
static void
visit_tile (void *cap, const int64_t *tile)
{
  (void) cap;
  atomic_store (&row_accel[TILE_START (tile, 0)],
                accblock_current_accel ()->id);
  for (int64_t j = TILE_START (tile, 1); j < TILE_END (tile, 1); j++)
    atomic_fetch_add (&visits[TILE_START (tile, 0)][j], 1);
}

static void
dispatch_visits (const char *location)
{
  memset (visits, 0, sizeof visits);
  struct test_nest n = { { ACCBLOCK_ABI_VERSION, 2, 0, 0, 0, 0, 0, -1, 0 },
          { { 0, ROWS, 1, ACCBLOCK_CMP_LT, 0, 1, 0 },
            { 0, COLS, 1, ACCBLOCK_CMP_LT, 0, 8, 0 } } };
  __accblock_dispatch (&n.head, visit_tile, NULL, location, "block(i:1, j:8)");
}

static int
wrong_visits (void)
{
  int wrong = 0;
  for (int i = 0; i < ROWS; i++)
    for (int j = 0; j < COLS; j++)
      wrong += atomic_load (&visits[i][j]) != 1;
  return wrong;
}

static void
test_pool_static (void)
{
  accblock_set_num_accel (64);
  accblock_set_threads (2);
  accblock_set_schedule (ACCBLOCK_SCHEDULE_STATIC);
  accblock_stats_reset ();
  dispatch_visits ("static.c:1:1");
  tap_ok (wrong_visits () == 0, "static dispatch: every iteration once");
  /* 301 rows over 64 accelerators: 45 get 5 rows, 19 get 4; 7 tiles per
     row.  */
  int broken = 0;
  for (int a = 0; a < 64; a++)
    {
      struct accblock_accel_stats s;
      accblock_stats_accel ((unsigned long) a, &s);
      broken += s.tiles != (a < 45 ? 35u : 28u);
      int64_t first, last;
      accblock_sched_static_range (ROWS, 64, a, &first, &last);
      for (int64_t r = first; r < last; r++)
        broken += atomic_load (&row_accel[r]) != a;
    }
  tap_ok (broken == 0, "static dispatch: rows run where the static ranges "
          "say, 35 or 28 tiles per accelerator");
}

static void
test_pool_dynamic (void)
{
  accblock_set_num_accel (7);
  accblock_set_threads (3);
  accblock_set_schedule (ACCBLOCK_SCHEDULE_DYNAMIC);
  for (int round = 0; round < 5; round++)
    {
      accblock_stats_reset ();
      dispatch_visits ("dynamic.c:1:1");
      struct accblock_stats total;
      accblock_stats_get (&total);
      uint64_t sum = 0;
      for (unsigned long a = 0; a < total.accelerators; a++)
        {
          struct accblock_accel_stats s;
          accblock_stats_accel (a, &s);
          sum += s.tiles;
        }
      tap_ok (wrong_visits () == 0 && total.tiles == ROWS * 7 && sum
              == total.tiles && total.accelerators == 7,
              "dynamic dispatch round %d: every iteration once, %llu tiles "
              "over 7 accelerators", round, (unsigned long long) sum);
    }
}

/* ---- chunks through the pool, as ACCBLOCK_SCHEDULE sets them ---- */

/* In this program started again with ACCBLOCK_SCHEDULE=KIND,CHUNK: print
   where the rows ran against where the chunk puts them, and whether a
   schedule set by call drops the chunk; exit 1 on any difference.  */
static int
child_chunks (void)
{
  struct accblock_settings s;
  accblock_settings_snapshot (&s);
  int64_t chunk = s.schedule_chunk;
  bool dynamic = s.schedule == ACCBLOCK_SCHEDULE_DYNAMIC;
  accblock_set_num_accel (dynamic ? 7 : 64);
  accblock_set_threads (dynamic ? 3 : 2);
  dispatch_visits ("chunk.c:1:1");
  int misplaced = 0;
  for (int r = 0; r < ROWS && chunk > 0; r++)
    {
      int want = dynamic ? atomic_load (&row_accel[r - r % chunk])
                         : (int) ((r / chunk) % 64);
      misplaced += atomic_load (&row_accel[r]) != want;
    }
  accblock_set_schedule (s.schedule);
  accblock_settings_snapshot (&s);
  printf ("%s chunk %lld: %d rows misplaced, %d visits wrong, chunk %lld "
          "after accblock_set_schedule\n", dynamic ? "dynamic" : "static",
          (long long) chunk, misplaced, wrong_visits (),
          (long long) s.schedule_chunk);
  return chunk == 0 || misplaced || wrong_visits () || s.schedule_chunk;
}

struct restart
{
  const char *self;
  const char *schedule;
};

static void
restart_with_schedule (void *arg)
{
  const struct restart *r = arg;
  setenv ("ACCBLOCK_SCHEDULE", r->schedule, 1);
  execl (r->self, r->self, "chunks", (char *) NULL);
  _exit (127);
}

static void
test_pool_chunks (const char *self, const char *schedule)
{
  struct restart r = { self, schedule };
  char buf[512];
  int status = run_in_child (restart_with_schedule, &r, true, buf,
                             sizeof buf);
  tap_ok (WIFEXITED (status) && WEXITSTATUS (status) == 0,
          "ACCBLOCK_SCHEDULE=%s: rows run where the chunks say: %s",
          schedule, buf);
}

int
main (int argc, char **argv)
{
  if (argc > 1)
    return child_chunks ();
  test_static_rule ();
  test_static_chunks ();
  test_dynamic_take (0);
  test_dynamic_take (1);
  test_dynamic_take (7);
  test_pool_static ();
  test_pool_dynamic ();
  test_pool_chunks (argv[0], "static,8");
  test_pool_chunks (argv[0], " Static , 3");
  test_pool_chunks (argv[0], "dynamic,4");
  test_pool_chunks (argv[0], "DYNAMIC,50");
  return tap_done ();
}
