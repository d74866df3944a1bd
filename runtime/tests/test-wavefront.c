/* test-wavefront.c -- the runtime's front schedule of a wavefront nest
   (ACCBLOCK_NEST_WAVEFRONT).

   Why this file exists: a sweep that updates its array in place, as
   seidel-2d's, may run its tiles in fronts (plugin/wavefront.cc): tile
   (I, J) of levels 0 and 1 in front F * I + J, the fronts one after the
   other, the tiles of a front in parallel.  Run in any other order, a
   tile would read elements its predecessors have not written yet.
   These tests play the plugin's part with hand-built descriptors and
   tile functions that sweep an array in place: on several schedules,
   reverse included, thread counts and sizes (empty, one row or column,
   sizes no multiple of the tile), every tile starts only when every
   tile of the earlier fronts has ended, every iteration runs once, and
   the array ends as the plain sweep leaves it; under the reverse
   schedule on one thread the tiles of a front run backwards while the
   fronts still run forwards.  A sweep whose rows are staged in 1 KiB of
   local memory reads each row as the front before wrote it back.  A descriptor that asks fronts of a nest
   the runtime cannot run so is refused.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-internal.h"
#include "child-output.h"
#include "tap.h"
#include "test-nest-desc.h"
#include "test-sections.h"
#include "tile-words.h"

#include <pthread.h>
#include <stdbool.h>
#include <string.h>

#define MAXN 40

/* The sweep the tiles run, its array, and what the tiles saw.  */
struct sweep
{
  pthread_mutex_t lock;
  int rows, cols;
  int64_t factor, block0, block1;
  bool nine_point;      /* seidel's neighbours, else left and up.  */
  double a[MAXN + 2][MAXN + 2];
  unsigned char visits[MAXN][MAXN];
  int64_t done_in_front[4 * MAXN];  /* Tiles ended per front.  */
  int64_t tiles_of_front[4 * MAXN];
  bool order_kept;      /* No tile started before an earlier front ended.  */
  int64_t last_front, last_col; /* For the within-front order.  */
  bool front_backwards; /* In each front, columns of tiles rose.  */
  bool fronts_forwards;
};

/* The value of element (I, J) of the sweep S's array, 1-based with a
   border, updated in place.  */
static void
update (struct sweep *s, int i, int j)
{
  double (*a)[MAXN + 2] = s->a;
  if (s->nine_point)
    a[i][j] = (a[i - 1][j - 1] + a[i - 1][j] + a[i - 1][j + 1]
               + a[i][j - 1] + a[i][j] + a[i][j + 1]
               + a[i + 1][j - 1] + a[i + 1][j] + a[i + 1][j + 1]) / 9.0;
  else
    a[i][j] = 0.5 * a[i - 1][j] + 0.25 * a[i][j - 1] + 0.125 * a[i][j];
}

static int64_t
front_of (const struct sweep *s, const int64_t *tile)
{
  return s->factor * (TILE_START (tile, 0) / s->block0)
         + TILE_START (tile, 1) / s->block1;
}

/* A tile: check that every earlier front has ended, sweep its part in
   the original order, say that it ended.  */
static void
sweep_tile (void *cap, const int64_t *tile)
{
  struct sweep *s = cap;
  int64_t front = front_of (s, tile);
  pthread_mutex_lock (&s->lock);
  for (int64_t f = 0; f < front; f++)
    s->order_kept &= s->done_in_front[f] == s->tiles_of_front[f];
  if (front == s->last_front && TILE_START (tile, 1) <= s->last_col)
    s->front_backwards = false;
  if (front < s->last_front)
    s->fronts_forwards = false;
  s->last_front = front;
  s->last_col = TILE_START (tile, 1);
  pthread_mutex_unlock (&s->lock);
  /* The tiles of one front touch no element another one writes.  */
  for (int64_t i = TILE_START (tile, 0); i < TILE_END (tile, 0); i++)
    for (int64_t j = TILE_START (tile, 1); j < TILE_END (tile, 1); j++)
      {
        update (s, (int) i + 1, (int) j + 1);
        s->visits[i][j]++;
      }
  pthread_mutex_lock (&s->lock);
  s->done_in_front[front]++;
  pthread_mutex_unlock (&s->lock);
}

static void
fill (double (*a)[MAXN + 2])
{
  for (int i = 0; i < MAXN + 2; i++)
    for (int j = 0; j < MAXN + 2; j++)
      a[i][j] = (double) ((i * 37 + j * 11) % 17);
}

/* Dispatch S's sweep as a wavefront at LOCATION; whether every
   iteration ran once and the array ends as the plain sweep, twice over
   (a time loop), leaves it.  */
static bool
dispatch_sweep (struct sweep *s, const char *location)
{
  /* The plain sweep, through the same update.  */
  static struct sweep plain;
  plain.nine_point = s->nine_point;
  fill (plain.a);
  for (int t = 0; t < 2; t++)
    for (int i = 1; i <= s->rows; i++)
      for (int j = 1; j <= s->cols; j++)
        update (&plain, i, j);
  fill (s->a);
  memset (s->visits, 0, sizeof s->visits);
  s->order_kept = s->front_backwards = s->fronts_forwards = true;
  bool once = true;
  for (int t = 0; t < 2; t++)
    {
      memset (s->done_in_front, 0, sizeof s->done_in_front);
      memset (s->tiles_of_front, 0, sizeof s->tiles_of_front);
      for (int64_t i = 0; i < s->rows; i += s->block0)
        for (int64_t j = 0; j < s->cols; j += s->block1)
          s->tiles_of_front[s->factor * (i / s->block0) + j / s->block1]++;
      s->last_front = -1;
      s->last_col = -1;
      struct test_nest n = {
        { ACCBLOCK_ABI_VERSION, 2,
          ACCBLOCK_NEST_WAVEFRONT
          | (s->factor << ACCBLOCK_NEST_FRONT_SHIFT),
          0, 0, 0, 0, -1, 0, 0, 0, 0 },
        { level_lt_step (0, s->rows, 1, s->block0),
          level_lt_step (0, s->cols, 1, s->block1) } };
      __accblock_dispatch (&n.head, sweep_tile, s, location, "wavefront");
      once &= n.level[0].final == s->rows && n.level[1].final == s->cols;
    }
  for (int i = 0; i < s->rows; i++)
    for (int j = 0; j < s->cols; j++)
      once &= s->visits[i][j] == 2;
  return once && memcmp (s->a, plain.a, sizeof s->a) == 0;
}

static void
test_sweep (struct sweep *s, bool nine, int rows, int cols, int64_t factor,
            int64_t block0, int64_t block1, enum accblock_schedule schedule,
            const char *how, int threads)
{
  char location[96];
  snprintf (location, sizeof location, "wave-%s-%dx%d-%lldx%lld-%s-%d.c:1:1",
            nine ? "seidel" : "left-up", rows, cols, (long long) block0,
            (long long) block1, how, threads);
  s->nine_point = nine;
  s->rows = rows;
  s->cols = cols;
  s->factor = factor;
  s->block0 = block0;
  s->block1 = block1;
  accblock_set_threads (threads);
  accblock_set_schedule (schedule);
  bool same = dispatch_sweep (s, strdup (location));
  tap_ok (same && s->order_kept && s->fronts_forwards,
          "%s %dx%d, tiles %lldx%lld in fronts %lld*I+J, %s schedule, %d "
          "threads: fronts in order, every iteration once, the plain "
          "sweep's result", nine ? "seidel" : "left-up", rows, cols,
          (long long) block0, (long long) block1, (long long) factor, how,
          threads);
}

/* ---- A staged sweep: each row from the one before ----

   "for (i = 1; i <= ROWS; i++) for (j = 0; j < COLS; j++)
      c[i][j] += c[i - 1][j] / 2 + 1" as the plugin describes it when it
   splits the written row from the row read: section 0 the element
   written (read and written, no halo), section 1 the row above (read),
   of one array.  In tiles of one row both boxes are staged, and each
   tile fetches the row that a tile of the front before wrote back: run
   in any other order, it would read the row before it was written.  */

#define STAGED_COLS 64
static double staged[MAXN + 1][STAGED_COLS];

static void
row_tile (void *cap, const int64_t *tile)
{
  (void) cap;
  for (int64_t i = TILE_START (tile, 0); i < TILE_END (tile, 0); i++)
    for (int64_t j = TILE_START (tile, 1); j < TILE_END (tile, 1); j++)
      *(double *) at2 (tile, 2, 0, 8, i, j)
        += *(double *) at2 (tile, 2, 1, 8, i - 1, j) / 2 + 1;
}

/* Run the staged sweep over ROWS rows in tiles of one row by BLOCK1
   columns; whether it ends as the plain sweep and staged something.  */
static bool
staged_sweep (int rows, int64_t block1, const char *location)
{
  static double want[MAXN + 1][STAGED_COLS];
  for (int i = 0; i <= MAXN; i++)
    for (int j = 0; j < STAGED_COLS; j++)
      want[i][j] = staged[i][j] = (double) ((i * 7 + j * 3) % 11);
  for (int i = 1; i <= rows; i++)
    for (int j = 0; j < STAGED_COLS; j++)
      want[i][j] += want[i - 1][j] / 2 + 1;
  struct test_nest_words buf;
  struct accblock_nest *n = test_nest_words_start (&buf, 2, 2, 0);
  n->flags = ACCBLOCK_NEST_WAVEFRONT | (INT64_C (1) << ACCBLOCK_NEST_FRONT_SHIFT);
  n->level[0] = level_lt (1, rows + 1, 1);
  n->level[1] = level_lt (0, STAGED_COLS, block1);
  struct accblock_section_dim col = dim (1, 1, 0, 0, STAGED_COLS, 1);
  section_dims (section (n, 0, "c", staged,
                         ACCBLOCK_SECTION_READ | ACCBLOCK_SECTION_WRITE, 8, 2),
                dim (0, 1, 0, 0, MAXN + 1, STAGED_COLS), &col);
  section_dims (section (n, 1, "c", staged, ACCBLOCK_SECTION_READ, 8, 1),
                dim (0, 1, -1, -1, MAXN + 1, STAGED_COLS), &col);
  accblock_stats_reset ();
  __accblock_dispatch (n, row_tile, NULL, location, "wavefront");
  struct accblock_stats st;
  accblock_stats_get (&st);
  return memcmp (staged, want, sizeof want) == 0
         && (rows == 0 || st.dma_in_bytes > 0);
}

static void
test_staged (int rows, int64_t block1, enum accblock_schedule schedule,
             const char *how, int threads)
{
  char location[96];
  snprintf (location, sizeof location, "staged-%d-%lld-%s-%d.c:1:1", rows,
            (long long) block1, how, threads);
  accblock_set_threads (threads);
  accblock_set_schedule (schedule);
  tap_ok (staged_sweep (rows, block1, strdup (location)),
          "staged rows %d in tiles of 1x%lld, 1 KiB of local memory, %s "
          "schedule, %d threads: the plain sweep's result, blocks staged",
          rows, (long long) block1, how, threads);
}

/* A nest that asks fronts with level 1 flagged parallel.  */
static void
parallel_wavefront (void *unused)
{
  (void) unused;
  static struct sweep s;
  struct test_nest n = {
    { ACCBLOCK_ABI_VERSION, 2,
      ACCBLOCK_NEST_WAVEFRONT | (INT64_C (2) << ACCBLOCK_NEST_FRONT_SHIFT),
      0, 0, 0, 0, -1, 0, 0, 0, 0 },
    { level_lt_step (0, 4, 1, 1), level_lt_step (0, 4, 1, 2) } };
  n.level[1].flags = ACCBLOCK_LEVEL_PARALLEL;
  __accblock_dispatch (&n.head, sweep_tile, &s, "bad.c:1:1", "wavefront");
}

/* A nest that asks fronts with factor 0.  */
static void
factor_zero (void *unused)
{
  (void) unused;
  static struct sweep s;
  struct test_nest n = {
    { ACCBLOCK_ABI_VERSION, 2, ACCBLOCK_NEST_WAVEFRONT,
      0, 0, 0, 0, -1, 0, 0, 0, 0 },
    { level_lt_step (0, 4, 1, 1), level_lt_step (0, 4, 1, 2) } };
  __accblock_dispatch (&n.head, sweep_tile, &s, "bad.c:2:1", "wavefront");
}

int
main (void)
{
  static struct sweep s;
  pthread_mutex_init (&s.lock, NULL);
  accblock_set_num_accel (8);
  static const struct
  {
    enum accblock_schedule schedule;
    const char *how;
    int threads;
  } runs[] = {
    { ACCBLOCK_SCHEDULE_STATIC, "static", 1 },
    { ACCBLOCK_SCHEDULE_STATIC, "static", 3 },
    { ACCBLOCK_SCHEDULE_REVERSE, "reverse", 1 },
    { ACCBLOCK_SCHEDULE_REVERSE, "reverse", 4 },
    { ACCBLOCK_SCHEDULE_DYNAMIC, "dynamic", 3 },
  };
  /* Seidel: rows of one iteration, fronts 2*I+J; sizes 0, 1, 2, odd,
     no multiple of the tile.  */
  static const int sizes[][2] = { { 0, 5 }, { 5, 0 }, { 1, 1 }, { 2, 2 },
                                  { 1, 17 }, { 17, 1 }, { 13, 29 },
                                  { 40, 40 } };
  for (size_t r = 0; r < sizeof runs / sizeof runs[0]; r++)
    for (size_t z = 0; z < sizeof sizes / sizeof sizes[0]; z++)
      test_sweep (&s, true, sizes[z][0], sizes[z][1], 2, 1,
                  z % 2 ? 3 : 4, runs[r].schedule, runs[r].how,
                  runs[r].threads);
  /* Left and up only: any tiles, fronts I+J.  */
  for (size_t r = 0; r < sizeof runs / sizeof runs[0]; r++)
    {
      test_sweep (&s, false, 23, 31, 1, 4, 5, runs[r].schedule,
                  runs[r].how, runs[r].threads);
      test_sweep (&s, false, 2, 37, 1, 3, 8, runs[r].schedule,
                  runs[r].how, runs[r].threads);
    }
  /* One thread, reverse: each front backwards (columns of tiles rising,
     rows falling), the fronts forwards.  */
  test_sweep (&s, true, 11, 23, 2, 1, 3, ACCBLOCK_SCHEDULE_REVERSE,
              "reverse", 1);
  tap_ok (s.front_backwards,
          "reverse on one thread runs each front's tiles backwards");
  test_sweep (&s, true, 11, 23, 2, 1, 3, ACCBLOCK_SCHEDULE_STATIC,
              "static", 1);
  tap_ok (!s.front_backwards,
          "static on one thread runs each front's tiles forwards");
  /* Staged in 1 KiB: a tile's two boxes of 16 doubles fit.  */
  accblock_set_local_mem (1024);
  for (size_t r = 0; r < sizeof runs / sizeof runs[0]; r++)
    {
      test_staged (MAXN, 16, runs[r].schedule, runs[r].how,
                   runs[r].threads);
      test_staged (7, 20, runs[r].schedule, runs[r].how, runs[r].threads);
      test_staged (0, 16, runs[r].schedule, runs[r].how, runs[r].threads);
    }
  check_child_stops ("fronts with a parallel level", parallel_wavefront,
                     NULL, "runs in fronts but flags a level parallel");
  check_child_stops ("fronts with factor 0", factor_zero, NULL,
                     "runs in fronts but has front factor 0");
  return tap_done ();
}
