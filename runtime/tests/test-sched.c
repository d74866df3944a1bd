/* test-sched.c -- the static and dynamic schedules.

   Why this file exists: the static schedule promises contiguous ranges
   with no accelerator more than one outer index ahead of another; the
   dynamic one promises that every outer index is taken exactly once
   however the threads race.  Both are checked directly and through
   dispatches on the thread pool.  */

#include "accblock-internal.h"
#include "tap.h"
#include "test-nest-desc.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

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

static void *
taker (void *arg)
{
  (void) arg;
  int64_t outer;
  while (accblock_sched_dynamic_take (&shared_sched, &outer))
    atomic_fetch_add (&taken[outer], 1);
  return NULL;
}

static void
test_dynamic_take (void)
{
  accblock_sched_dynamic_init (&shared_sched, TAKE_N);
  pthread_t threads[TAKERS];
  for (int t = 0; t < TAKERS; t++)
    pthread_create (&threads[t], NULL, taker, NULL);
  for (int t = 0; t < TAKERS; t++)
    pthread_join (threads[t], NULL);
  int wrong = 0;
  for (int i = 0; i < TAKE_N; i++)
    wrong += atomic_load (&taken[i]) != 1;
  tap_ok (wrong == 0, "dynamic take from %d threads: each of %d indices "
          "once (%d wrong)", TAKERS, TAKE_N, wrong);
  int64_t outer;
  tap_ok (!accblock_sched_dynamic_take (&shared_sched, &outer),
          "nothing left afterwards");
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
  atomic_store (&row_accel[tile[0]], accblock_current_accel ()->id);
  for (int64_t j = tile[2]; j < tile[2] + tile[3]; j++)
    atomic_fetch_add (&visits[tile[0]][j], 1);
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

int
main (void)
{
  test_static_rule ();
  test_dynamic_take ();
  test_pool_static ();
  test_pool_dynamic ();
  return tap_done ();
}
