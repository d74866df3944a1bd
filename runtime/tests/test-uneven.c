/* test-uneven.c -- nests whose outer tasks differ in work get enough of
   them, handed out so that they balance.

   Why this file exists: a triangular nest ("for (j = 0; j <= i; j++)"
   inside the parallel "for (i ...)") carries ACCBLOCK_NEST_UNEVEN.  With
   one tile per accelerator, the one holding the last rows does most of
   the work.  These tests play the plugin's part with hand-built
   descriptors: the sizes the runtime chooses (greedy and the model
   search) give at least ACCBLOCK_MODEL_UNEVEN_TASKS outer tasks per
   accelerator, or one per iteration when there are fewer, while the
   same nest without the flag keeps its one tile per accelerator; the
   default schedule takes the tasks from both ends in turn (on a
   simulated target in static ranges of such pairs, the same
   accelerator for a task at every run), the reverse schedule still
   runs them backwards, and every iteration runs exactly once under
   each.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-internal.h"
#include "blockmodel.h"
#include "tap.h"
#include "test-nest-desc.h"
#include "tile-words.h"

#include <pthread.h>
#include <stdbool.h>
#include <string.h>

#define MAX_TRIPS 4096

struct uneven_captures
{
  pthread_mutex_t lock;
  unsigned char visits[MAX_TRIPS];  /* Per iteration: how often it ran.  */
  int64_t order[MAX_TRIPS];         /* First iteration of each tile, in
                                       the order the tiles ran.  */
  int accel[MAX_TRIPS];             /* By order: the accelerator that ran
                                       the tile.  */
  int64_t ntiles;
};

static void
record_tile (void *cap, const int64_t *tile)
{
  struct uneven_captures *c = cap;
  pthread_mutex_lock (&c->lock);
  struct accblock_accel *acc = accblock_current_accel ();
  c->accel[c->ntiles] = acc ? acc->id : -1;
  c->order[c->ntiles++] = TILE_START (tile, 0);
  for (int64_t i = TILE_START (tile, 0); i < TILE_END (tile, 0); i++)
    c->visits[i]++;
  pthread_mutex_unlock (&c->lock);
}

/* Dispatch "for (i = 0; i < TRIPS; i++)", its size left to the runtime
   (INFER, an ACCBLOCK_NEST_INFER_* flag) and flagged uneven or not, as
   the pragma at LOCATION.  Return the block size chosen; *ONCE says
   whether every iteration ran exactly once.  */
static int64_t
dispatch (const char *location, int64_t trips, int64_t infer, bool uneven,
          struct uneven_captures *c, bool *once)
{
  struct test_nest n = { { ACCBLOCK_ABI_VERSION, 1,
                           infer | (uneven ? ACCBLOCK_NEST_UNEVEN : 0),
                           0, 0, 0, 0, -1, 0, 0, 0, 0 },
                         { { 0, trips, 1, ACCBLOCK_CMP_LT,
                             ACCBLOCK_LEVEL_MAY_BLOCK, 1, 0 } } };
  memset (c->visits, 0, sizeof c->visits);
  c->ntiles = 0;
  __accblock_dispatch (&n.head, record_tile, c, location, "block(i:?)");
  *once = n.level[0].final == trips;
  for (int64_t i = 0; i < MAX_TRIPS; i++)
    *once &= c->visits[i] == (i < trips);
  return n.level[0].block;
}

/* A location named after WHAT, ACCEL and WHO that lives as long as the
   program: the runtime keeps the pointer, as it would a string constant
   of the plugin's.  */
static const char *
location_of (const char *what, unsigned long accel, const char *who)
{
  static char names[16][64];
  static int used;
  char *name = names[used++ % 16];
  snprintf (name, sizeof names[0], "%s-%lu-%s.c:1:1", what, accel, who);
  return name;
}

static int64_t
tiles_of (int64_t trips, int64_t block)
{
  return (trips + block - 1) / block;
}

/* On ACCEL accelerators, with the sizes chosen by INFER (named WHO):
   the uneven nest of 1200 iterations gets at least 8 tasks per
   accelerator, the even one one tile per accelerator (greedy) or fewer
   tasks than the uneven one (search), and 5 uneven iterations one task
   each.  */
static void
test_tasks (struct uneven_captures *c, unsigned long accel, int64_t infer,
            const char *who)
{
  bool once_uneven, once_even, once_few;
  accblock_set_num_accel (accel);
  int64_t uneven = dispatch (location_of ("uneven", accel, who), 1200, infer, true, c, &once_uneven);
  int64_t even = dispatch (location_of ("even", accel, who), 1200, infer, false, c, &once_even);
  int64_t few = dispatch (location_of ("few", accel, who), 5, infer, true, c, &once_few);
  int64_t want = ACCBLOCK_MODEL_UNEVEN_TASKS * (int64_t) accel;
  tap_ok (once_uneven && tiles_of (1200, uneven) >= want,
          "%s, %lu accelerators, uneven 1200 iterations: block %lld, "
          "%lld tasks (at least %lld)", who, accel, (long long) uneven,
          (long long) tiles_of (1200, uneven), (long long) want);
  tap_ok (once_even && (infer == ACCBLOCK_NEST_INFER_GREEDY
                        ? tiles_of (1200, even) == (int64_t) accel
                        : tiles_of (1200, even) < tiles_of (1200, uneven)),
          "%s, %lu accelerators, even 1200 iterations: block %lld, "
          "%lld tasks, as before", who, accel, (long long) even,
          (long long) tiles_of (1200, even));
  tap_ok (once_few && few == 1,
          "%s, %lu accelerators, uneven 5 iterations: block %lld (1)", who,
          accel, (long long) few);
}

/* Whether the tiles of BLOCK iterations C recorded ran from both ends
   in turn (EXPECT_ENDS) or backwards.  */
static bool
order_is (const struct uneven_captures *c, int64_t block, bool expect_ends)
{
  int64_t n = c->ntiles;
  for (int64_t k = 0; k < n; k++)
    {
      int64_t nth = expect_ends ? (k % 2 == 0 ? k / 2 : n - 1 - k / 2)
                                : n - 1 - k;
      if (c->order[k] != nth * block)
        return false;
    }
  return true;
}

/* One accelerator on one thread shows the order the tasks are taken:
   from both ends under the default (static) and dynamic schedules, last
   to first under reverse.  */
static void
test_order (struct uneven_captures *c)
{
  bool once;
  accblock_set_threads (1);
  accblock_set_num_accel (1);
  int64_t block = dispatch ("order.c:1:1", 1200, ACCBLOCK_NEST_INFER_GREEDY,
                            true, c, &once);
  tap_ok (once && c->ntiles == 8 && order_is (c, block, true),
          "static: 8 tasks taken from both ends in turn (first %lld, "
          "then %lld)", (long long) c->order[0], (long long) c->order[1]);
  accblock_set_schedule (ACCBLOCK_SCHEDULE_DYNAMIC);
  dispatch ("order.c:1:1", 1200, ACCBLOCK_NEST_INFER_GREEDY, true, c, &once);
  tap_ok (once && order_is (c, block, true), "dynamic: from both ends too");
  accblock_set_schedule (ACCBLOCK_SCHEDULE_REVERSE);
  dispatch ("order.c:1:1", 1200, ACCBLOCK_NEST_INFER_GREEDY, true, c, &once);
  tap_ok (once && order_is (c, block, false), "reverse: last to first");
  accblock_set_schedule (ACCBLOCK_SCHEDULE_STATIC);
}

/* The accelerator C recorded for the tile that starts at FIRST; -2
   when no tile did.  */
static int
accel_of (const struct uneven_captures *c, int64_t first)
{
  for (int64_t k = 0; k < c->ntiles; k++)
    if (c->order[k] == first)
      return c->accel[k];
  return -2;
}

/* On a simulated target, which accelerator runs which task of an
   uneven nest must not depend on the race of the host threads that
   carry them (the modeled time would change from run to run): under
   the default schedule each of 4 accelerators on 2 threads runs a
   static range of the balanced order, pairs from both ends (the first
   and last tasks on accelerator 0, and so on), at every run.  */
static void
test_static_pairs (struct uneven_captures *c)
{
  accblock_set_target ("paper");
  accblock_set_threads (2);
  accblock_set_num_accel (4);
  bool same = true, once = true;
  int64_t block = 0;
  for (int run = 0; run < 20; run++)
    {
      bool ran_once;
      block = dispatch ("pairs.c:1:1", 1200, ACCBLOCK_NEST_INFER_GREEDY,
                        true, c, &ran_once);
      once &= ran_once;
      int64_t tiles = c->ntiles;
      for (int64_t k = 0; k < tiles; k++)
        {
          /* The Kth take of the balanced order, and the accelerator
             whose static range holds K.  */
          int64_t task = k % 2 == 0 ? k / 2 : tiles - 1 - k / 2;
          int want = -1;
          for (int a = 0; a < 4; a++)
            {
              int64_t first = accblock_sched_static_index (tiles, 4, a, 0, 0);
              if (k >= first
                  && k < first + accblock_sched_static_count (tiles, 4, a, 0))
                want = a;
            }
          same &= accel_of (c, task * block) == want;
        }
    }
  tap_ok (once && c->ntiles >= 32 && same,
          "paper target, 2 threads: each accelerator runs the same pairs "
          "from both ends at every run (%lld tasks of %lld)",
          (long long) c->ntiles, (long long) block);
}

int
main (void)
{
  static struct uneven_captures c;
  pthread_mutex_init (&c.lock, NULL);
  accblock_set_threads (2);
  accblock_set_schedule (ACCBLOCK_SCHEDULE_STATIC);
  test_tasks (&c, 2, ACCBLOCK_NEST_INFER_GREEDY, "greedy");
  test_tasks (&c, 2, ACCBLOCK_NEST_INFER_MODEL, "search");
  test_tasks (&c, 4, ACCBLOCK_NEST_INFER_GREEDY, "greedy");
  test_tasks (&c, 4, ACCBLOCK_NEST_INFER_MODEL, "search");
  test_order (&c);
  test_static_pairs (&c);
  return tap_done ();
}
