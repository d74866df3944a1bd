/* test-moving-bounds.c -- a nest whose trip counts change at every
   dispatch is priced without a search at each one.

   Why this file exists: LU's row update, "for (i = k + 1; i < n; i++)
   for (j = k + 1; j < n; j++)" inside the pivot loop over k, has new trip
   counts at every dispatch, and the runtime prices a nest at the first
   dispatch with given trip counts (choose.c).  The model's search then
   ran 1400 times in one factorisation, its cores waiting for it.  Such a
   nest, its outer level alone blocked and its arrays in main memory,
   now takes the search's choice in closed form
   (accblock_model_even_split).  These tests play the plugin's part with
   that nest, as the plugin describes it, shrinking from N rows to one:
   no dispatch runs the search, each takes the block size and the choice
   to run where it stands that the search and the dispatch gain give,
   and every iteration runs exactly once.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-internal.h"
#include "blockmodel.h"
#include "tap.h"
#include "test-nest-desc.h"
#include "tile-words.h"

#include <pthread.h>
#include <stdbool.h>
#include <string.h>

#define N 400

struct rows
{
  pthread_mutex_t lock;
  int visits[N];            /* Per row i: how often it ran.  */
  bool whole_rows;          /* Every tile ran level 1 from FIRST to N.  */
  int64_t first;
};

static void
update_tile (void *cap, const int64_t *tile)
{
  struct rows *r = cap;
  pthread_mutex_lock (&r->lock);
  for (int64_t i = TILE_START (tile, 0); i < TILE_END (tile, 0); i++)
    r->visits[i]++;
  r->whole_rows &= TILE_START (tile, 1) == r->first
                   && TILE_END (tile, 1) == N;
  pthread_mutex_unlock (&r->lock);
}

/* The descriptor of the row update at pivot K, as the plugin makes it
   for lu.c: block(i:?) left to the model, which may run it locally; A
   in main memory (7 references).  */
static void
row_update (struct test_nest *n, int64_t k)
{
  memset (n, 0, sizeof *n);
  n->head.abi_version = ACCBLOCK_ABI_VERSION;
  n->head.nlevels = 2;
  n->head.flags = ACCBLOCK_NEST_PERMUTABLE | ACCBLOCK_NEST_INFER_MODEL
                  | ACCBLOCK_NEST_MAY_RUN_LOCALLY;
  n->head.direct_refs = 7;
  n->head.split_level = -1;
  n->level[0] = level_lt_step (k + 1, N, 1, 1);
  n->level[0].flags = ACCBLOCK_LEVEL_MAY_BLOCK;
  n->level[1] = level_lt_step (k + 1, N, 1, 0);
}

/* What the search and the dispatch gain choose for the row update at
   pivot K under the current settings: the size of level 0, or 0 when
   the nest runs where it stands.  */
static int64_t
searched_block (int64_t k)
{
  struct test_nest n;
  struct accblock_plan plan;
  struct accblock_settings settings;
  struct accblock_model_nest model;
  struct accblock_model_array arrays[ACCBLOCK_MAX_SECTIONS + 1];
  struct accblock_target target;
  struct accblock_model_result result;
  struct accblock_dispatch_gain gain;
  row_update (&n, k);
  accblock_plan_levels (&n.head, "search", &plan);
  accblock_settings_snapshot (&settings);
  if (!accblock_describe_nest (&n.head, &plan, &settings, &model, arrays,
                               &target)
      || accblock_model_search (&model, &target, NULL, &result) != 0)
    return -1;
  accblock_model_dispatch_gain (&model, &target, &result, &gain);
  return gain.pays ? (int64_t) result.block[0] : 0;
}

int
main (void)
{
  static struct rows r;
  pthread_mutex_init (&r.lock, NULL);
  accblock_set_target ("host");
  accblock_set_threads (2);
  accblock_set_num_accel (2);
  unsigned long searched0, closed0, searched, closed;
  accblock_choose_counts (&searched0, &closed0);
  bool once = true, same = true;
  int64_t first_differ = -1, dispatched = 0;
  r.whole_rows = true;
  for (int64_t k = 0; k < N - 1; k++)
    {
      struct test_nest n;
      struct accblock_nest_stats s;
      row_update (&n, k);
      memset (r.visits, 0, sizeof r.visits);
      r.first = k + 1;
      accblock_stats_reset ();
      __accblock_dispatch (&n.head, update_tile, &r, "lu.c:26:7",
                           "block(i:?)");
      for (int64_t i = 0; i < N; i++)
        once &= r.visits[i] == (i > k);
      accblock_stats_nest (0, &s);
      int64_t chosen = s.host_runs ? 0 : n.level[0].block;
      dispatched += s.dispatches;
      if (chosen != searched_block (k) && first_differ < 0)
        first_differ = k;
      same &= chosen == searched_block (k);
    }
  accblock_choose_counts (&searched, &closed);
  tap_ok (once && r.whole_rows,
          "row update shrinking from %d rows: every row once per pivot",
          N - 1);
  tap_ok (searched == searched0 && closed - closed0 == N - 1,
          "no search at %d new trip counts (%lu searches, %lu in closed "
          "form)", N - 1, searched - searched0, closed - closed0);
  tap_ok (same && dispatched > 0 && dispatched < N - 1,
          "the search's block sizes and its choice to run in place, at "
          "every pivot (%lld dispatched; first differing pivot %lld)",
          (long long) dispatched, (long long) first_differ);
  return tap_done ();
}
