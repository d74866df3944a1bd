/* test-outer-whole.c -- a nest whose level 0 stays whole while the
   runtime sizes its inner level (ACCBLOCK_NEST_OUTER_WHOLE).

   Why this file exists: the plugin dispatches a loop without pragma
   that carries dependences only within each value of the loop inside
   it (plugin/outer-whole.cc, covariance's column sums) with level 0
   unblocked and level 1's tiles as outer tasks.  The runtime, which
   chooses the block sizes of such a nest, must leave level 0 whole:
   blocked, its tiles would run apart and in any order.  These tests
   play the plugin's part with a hand-built descriptor: with the model
   search, on several schedules and thread counts, and greedy, every
   tile covers all of level 0, every iteration runs once, and the search
   cuts level 1 into several tiles; the same nest without the flag gets level 0
   blocked, as before.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-internal.h"
#include "tap.h"
#include "test-nest-desc.h"
#include "tile-words.h"

#include <pthread.h>
#include <stdbool.h>
#include <string.h>

#define ROWS 300
#define COLS 500

struct whole_captures
{
  pthread_mutex_t lock;
  unsigned char visits[ROWS][COLS];
  bool rows_whole;     /* Every tile covered all rows.  */
  int64_t ntiles;
};

static void
record_tile (void *cap, const int64_t *tile)
{
  struct whole_captures *c = cap;
  pthread_mutex_lock (&c->lock);
  c->ntiles++;
  c->rows_whole &= TILE_START (tile, 0) == 0 && TILE_COUNT (tile, 0) == ROWS;
  for (int64_t i = TILE_START (tile, 0); i < TILE_END (tile, 0); i++)
    for (int64_t j = TILE_START (tile, 1); j < TILE_END (tile, 1); j++)
      c->visits[i][j]++;
  pthread_mutex_unlock (&c->lock);
}

/* Dispatch "for (i < ROWS) for (j < COLS)" as the pragma at LOCATION,
   its sizes left to the runtime (INFER), level 0 whole when WHOLE.
   Return whether every iteration ran once; the blocks go to *BLOCK0
   and *BLOCK1.  */
static bool
dispatch (const char *location, int64_t infer, bool whole,
          struct whole_captures *c, int64_t *block0, int64_t *block1)
{
  struct test_nest n = { { ACCBLOCK_ABI_VERSION, 2,
                           infer | (whole ? ACCBLOCK_NEST_OUTER_WHOLE : 0),
                           0, 0, 0, 0, -1, 0, 0, 0, 0 },
                         { { 0, ROWS, 1, ACCBLOCK_CMP_LT,
                             whole ? 0 : ACCBLOCK_LEVEL_MAY_BLOCK,
                             whole ? 0 : 1, 0 },
                           { 0, COLS, 1, ACCBLOCK_CMP_LT,
                             ACCBLOCK_LEVEL_MAY_BLOCK
                             | ACCBLOCK_LEVEL_PARALLEL, 0, 0 } } };
  memset (c->visits, 0, sizeof c->visits);
  c->rows_whole = true;
  c->ntiles = 0;
  __accblock_dispatch (&n.head, record_tile, c, location, "block(j:?)");
  bool once = n.level[0].final == ROWS && n.level[1].final == COLS;
  for (int i = 0; i < ROWS; i++)
    for (int j = 0; j < COLS; j++)
      once &= c->visits[i][j] == 1;
  *block0 = n.level[0].block;
  *block1 = n.level[1].block;
  return once;
}

static void
test_whole (struct whole_captures *c, int64_t infer, const char *who,
            enum accblock_schedule schedule, const char *how,
            int threads)
{
  char location[64];
  snprintf (location, sizeof location, "whole-%s-%s-%d.c:1:1", who, how,
            threads);
  accblock_set_threads (threads);
  accblock_set_schedule (schedule);
  int64_t b0, b1;
  bool once = dispatch (strdup (location), infer, true, c, &b0, &b1);
  /* Greedy sizes level 0 only: the nest stays one tile (the plugin
     asks for the search).  */
  bool cut = infer == ACCBLOCK_NEST_INFER_GREEDY || c->ntiles > 1;
  tap_ok (once && c->rows_whole && b0 == 0 && cut,
          "%s, %s schedule, %d threads: level 0 whole in each of %lld "
          "tiles (block %lld, %lld), every iteration once", who, how,
          threads, (long long) c->ntiles, (long long) b0, (long long) b1);
}

int
main (void)
{
  static struct whole_captures c;
  pthread_mutex_init (&c.lock, NULL);
  accblock_set_num_accel (8);
  test_whole (&c, ACCBLOCK_NEST_INFER_MODEL, "search",
              ACCBLOCK_SCHEDULE_STATIC, "static", 1);
  test_whole (&c, ACCBLOCK_NEST_INFER_MODEL, "search",
              ACCBLOCK_SCHEDULE_REVERSE, "reverse", 3);
  test_whole (&c, ACCBLOCK_NEST_INFER_MODEL, "search",
              ACCBLOCK_SCHEDULE_DYNAMIC, "dynamic", 4);
  test_whole (&c, ACCBLOCK_NEST_INFER_GREEDY, "greedy",
              ACCBLOCK_SCHEDULE_STATIC, "static", 2);
  int64_t b0, b1;
  accblock_set_threads (2);
  accblock_set_schedule (ACCBLOCK_SCHEDULE_STATIC);
  bool once = dispatch ("blocked.c:1:1", ACCBLOCK_NEST_INFER_MODEL, false,
                        &c, &b0, &b1);
  tap_ok (once && b0 >= 1 && !c.rows_whole,
          "without the flag level 0 is blocked (block %lld)",
          (long long) b0);
  return tap_done ();
}
