/* test-run-locally.c -- nests whose dispatch would not pay run on the
   calling thread.

   Why this file exists: under the plugin key cost-model=dynamic a nest
   whose trip counts are only known at run time carries
   ACCBLOCK_NEST_MAY_RUN_LOCALLY, and the runtime, not the plugin, then
   decides with the machine model whether dispatching it pays
   (choose.c, model/dispatch-gain.c).  These tests play the plugin's
   part with hand-built descriptors and check each side of the decision:
   a loop of 8 iterations runs where it stands, in order, on the caller's
   thread, and is counted as a host run; the same loop without the flag,
   a level the runtime cannot count, and a loop of 2^20 iterations are
   dispatched.  Every iteration runs exactly once either way.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-internal.h"
#include "tap.h"
#include "test-nest-desc.h"
#include "tile-words.h"

#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#define MAX_TRIPS (1 << 20)

struct run_captures
{
  pthread_t caller;
  bool off_caller;           /* Some tile ran on another thread.  */
  unsigned char *visits;     /* Per iteration: how often it ran.  */
};

/* The tile function of "#pragma acc loop" over i, blocked by the runtime:
   TILE_START (tile, 0) is the first iteration, TILE_COUNT (tile, 0) the
   count.  */
static void
record_tile (void *cap, const int64_t *tile)
{
  struct run_captures *c = cap;
  if (!pthread_equal (pthread_self (), c->caller))
    c->off_caller = true;
  for (int64_t i = TILE_START (tile, 0); i < TILE_END (tile, 0); i++)
    c->visits[i]++;
}

/* Dispatch a one-level nest of the iterations FIRST .. FIRST + TRIPS - 1
   with NEST_FLAGS and LEVEL_FLAGS as the pragma at LOCATION; fill *STATS
   with its record and return whether every one of those iterations, and
   no other, ran exactly once, and the final value is right.  */
static bool
run_from (const char *location, int64_t first, int64_t trips,
          int64_t nest_flags, int64_t level_flags, struct run_captures *c,
          struct accblock_nest_stats *stats)
{
  struct test_nest n = { { ACCBLOCK_ABI_VERSION, 1, nest_flags, 0, 0, 0, 0,
                           -1, 0 },
                         { { first, first + trips, 1, ACCBLOCK_CMP_LT,
                             level_flags, 1, 0 } } };
  memset (c->visits, 0, MAX_TRIPS);
  c->caller = pthread_self ();
  c->off_caller = false;
  accblock_stats_reset ();
  __accblock_dispatch (&n.head, record_tile, c, location, "block(i:?)");
  bool once = n.level[0].final == first + trips;
  for (int64_t i = 0; i < MAX_TRIPS; i++)
    once &= c->visits[i] == (i >= first && i < first + trips);
  memset (stats, 0, sizeof *stats);
  accblock_stats_nest (0, stats);
  return once;
}

static bool
run_nest (const char *location, int64_t trips, int64_t nest_flags,
          int64_t level_flags, struct run_captures *c,
          struct accblock_nest_stats *stats)
{
  return run_from (location, 0, trips, nest_flags, level_flags, c, stats);
}

/* The plan a call of a nest run locally reuses (choose.c) is that of
   the same level words only: the small nest again, from other first
   iterations with the same trip count, each twice, runs the right
   iterations and stores the right final value every time.  */
static void
test_plan_reused (struct run_captures *c, int64_t flags)
{
  static const int64_t firsts[] = { 0, 100, 100, 0, 37, 0 };
  bool right = true;
  uint64_t host_runs = 0;
  struct accblock_nest_stats s;
  for (size_t k = 0; k < sizeof firsts / sizeof firsts[0]; k++)
    {
      right &= run_from ("small.c:1:1", firsts[k], 8, flags,
                         ACCBLOCK_LEVEL_MAY_BLOCK, c, &s);
      right &= !c->off_caller;
      host_runs += s.host_runs;
    }
  tap_ok (right && host_runs == 6,
          "small nest from other first iterations: the right ones each "
          "call, %llu host runs (6)", (unsigned long long) host_runs);
  right = run_from ("small.c:1:1", 0, 9, flags, ACCBLOCK_LEVEL_MAY_BLOCK, c,
                    &s)
          && run_from ("small.c:1:1", 0, 8, flags, ACCBLOCK_LEVEL_MAY_BLOCK,
                       c, &s);
  tap_ok (right, "another trip count, then the first again: right");
}

int
main (void)
{
  static struct run_captures c;
  c.visits = malloc (MAX_TRIPS);
  struct accblock_nest_stats s;
  const int64_t infer = ACCBLOCK_NEST_INFER_MODEL;
  const int64_t may = ACCBLOCK_NEST_MAY_RUN_LOCALLY;

  bool once = run_nest ("small.c:1:1", 8, infer | may,
                        ACCBLOCK_LEVEL_MAY_BLOCK, &c, &s);
  tap_ok (once && !c.off_caller && s.host_runs == 1 && s.dispatches == 0,
          "8 iterations, may run locally: run on the calling thread "
          "(%llu host runs, %llu dispatches)",
          (unsigned long long) s.host_runs,
          (unsigned long long) s.dispatches);

  once = run_nest ("unflagged.c:1:1", 8, infer, ACCBLOCK_LEVEL_MAY_BLOCK,
                   &c, &s);
  tap_ok (once && s.host_runs == 0 && s.dispatches == 1,
          "8 iterations without the flag (cost-model=unlimited): "
          "dispatched");

  once = run_nest ("large.c:1:1", MAX_TRIPS, infer | may,
                   ACCBLOCK_LEVEL_MAY_BLOCK, &c, &s);
  tap_ok (once && s.host_runs == 0 && s.dispatches == 1,
          "2^20 iterations, may run locally: dispatching pays");

  /* The tile function of a whole level runs the loop itself; only the
     decision is checked here.  */
  run_nest ("whole.c:1:1", 8, infer | may, ACCBLOCK_LEVEL_WHOLE, &c, &s);
  tap_ok (s.host_runs == 0 && s.dispatches == 1,
          "a level counted as one iteration: its local time is a lower "
          "bound, so it is dispatched");

  /* The choice is remembered per pragma and trip counts: a second run
     of the small nest decides the same way.  */
  once = run_nest ("small.c:1:1", 8, infer | may, ACCBLOCK_LEVEL_MAY_BLOCK,
                   &c, &s);
  tap_ok (once && !c.off_caller && s.host_runs == 1,
          "the remembered choice runs the small nest locally again");
  test_plan_reused (&c, infer | may);
  free (c.visits);
  return tap_done ();
}
