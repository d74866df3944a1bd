/* test-skewed.c -- the runtime's fronts of skewed tiles
   (ACCBLOCK_NEST_SKEWED).

   Why this file exists: a time loop tiled together with the in-place
   sweep inside it (seidel-2d's t, i, j) runs tiles of the skewed
   coordinates S[0] = X[0], S[L] = X[L] + C[L] * (S[0] + ... + S[L-1])
   in fronts: tile (K[0], ..., K[D]) in front K[0] + ... + K[D], the
   fronts one after the other, the tiles of a front in any order.  Run in
   any other order, or with a tile's whole box written back over
   elements another tile of its front writes, the sweep ends wrong.
   These tests play the plugin's part with hand-built descriptors and
   tile functions that follow the ABI's rule for a skewed tile exactly
   (each level's IV from the later of INIT and START - C * SUM to the
   nearer of its bound and START + COUNT - C * SUM): seidel's 9-point
   sweep over T steps (C = (0, 1, 1)), a 1-D time-stepped Gauss-Seidel
   (C = (0, 1)), and a 2-D update whose written array has one offset
   (its boxes go back row by row, model/skew.h's runs), on sizes from
   empty to 40 x 40, T up to 9, blocks that do not divide and blocks of
   1, under the static, reverse and dynamic schedules on 1, 3 and 4
   threads, staged in 1 and 2 KiB of local memory and unstaged.  Every
   iteration runs once, no tile starts before the earlier fronts have
   ended, the array ends as the serial loops leave it element for
   element, and the guard elements around it keep their sentinel.  A
   local run (one tile covering every S) and descriptors that break the
   ABI's rules (refused) are tested too.

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
#define MAXT 9
#define GUARD 64
#define SENTINEL (-777.25)

/* The kernels.  */
enum kernel
{
  SEIDEL,       /* a[i][j] = 9-point mean, in place; t, i, j.  */
  SEIDEL_SPLIT, /* The same, a[i][j] described apart from the eight
                   elements around it (two sections of one array).  */
  GAUSS_1D,     /* a[i] = 3-point mean, in place; t, i.  */
  ROWS_2D       /* u[i][j] = u[i][j] / 2 + v's 4 neighbours / 8 + t.  */
};

/* One run: the kernel, its sizes, blocks and skews, its arrays and
   what its tiles saw.  */
struct run
{
  pthread_mutex_t lock;
  enum kernel kernel;
  int n, steps, depth;
  int64_t block[3], c[3], lo[3];
  double abuf[GUARD + MAXN * MAXN + GUARD];
  double vbuf[MAXN * MAXN];
  unsigned char visits[MAXT][MAXN][MAXN];
  /* Per front: tiles started and ended.  */
  int64_t started[4 * (MAXN + MAXT) * 2];
  int64_t ended[4 * (MAXN + MAXT) * 2];
  int64_t highest_front;
  bool order_kept;      /* No tile started before an earlier front ended,
                           none after a later front started.  */
  bool words_right;     /* Tile words: S runs of the block from LO.  */
  int64_t tiles;
};

static int64_t
max64 (int64_t a, int64_t b)
{
  return a > b ? a : b;
}

static int64_t
min64 (int64_t a, int64_t b)
{
  return a < b ? a : b;
}

/* The array of R, N x N (or N) doubles after the guard.  */
static double *
array_of (struct run *r)
{
  return r->abuf + GUARD;
}

/* The serial loops, on A (and V).  */
static void
serial (const struct run *r, double *a, const double *v)
{
  int n = r->n;
  for (int t = 0; t < r->steps; t++)
    for (int i = 1; i < n - 1; i++)
      {
        if (r->kernel == GAUSS_1D)
          {
            a[i] = (a[i - 1] + a[i] + a[i + 1]) / 3.0;
            continue;
          }
        for (int j = 1; j < n - 1; j++)
          if (r->kernel != ROWS_2D)
            a[i * n + j] = (a[(i - 1) * n + j - 1] + a[(i - 1) * n + j]
                            + a[(i - 1) * n + j + 1] + a[i * n + j - 1]
                            + a[i * n + j] + a[i * n + j + 1]
                            + a[(i + 1) * n + j - 1] + a[(i + 1) * n + j]
                            + a[(i + 1) * n + j + 1]) / 9.0;
          else
            a[i * n + j] = a[i * n + j] / 2
                           + (v[(i - 1) * n + j] + v[(i + 1) * n + j]
                              + v[i * n + j - 1] + v[i * n + j + 1]) / 8
                           + t;
      }
}

/* The front of TILE, checking its words.  */
static int64_t
front_of (struct run *r, const int64_t *tile)
{
  int64_t front = 0;
  for (int l = 0; l < r->depth; l++)
    {
      /* A tile, or a part of one that staging halved (stage.c): inside
         one run of BLOCK values of S from LO.  */
      int64_t off = TILE_START (tile, l) - r->lo[l];
      if (off < 0 || TILE_COUNT (tile, l) < 1
          || off / r->block[l] != (off + TILE_COUNT (tile, l) - 1)
                                  / r->block[l])
        r->words_right = false;
      front += off / r->block[l];
    }
  return front;
}

/* Element (I, J) of section S (2-D) or I (1-D) through the tile words.  */
static double *
el (const struct run *r, const int64_t *tile, int s, int64_t i, int64_t j)
{
  if (r->kernel == GAUSS_1D)
    return at1 (tile, r->depth, s, 8, i);
  return at2 (tile, r->depth, s, 8, i, j);
}

/* The body of iteration (T, I, J) of R through TILE's words.  */
static void
body (struct run *r, const int64_t *tile, int64_t t, int64_t i, int64_t j)
{
  if (r->kernel == GAUSS_1D)
    *el (r, tile, 0, i, 0) = (*el (r, tile, 0, i - 1, 0)
                              + *el (r, tile, 0, i, 0)
                              + *el (r, tile, 0, i + 1, 0)) / 3.0;
  else if (r->kernel != ROWS_2D)
    {
      /* The eight around through section 1 when split.  */
      int o = r->kernel == SEIDEL_SPLIT;
      *el (r, tile, 0, i, j)
        = (*el (r, tile, o, i - 1, j - 1) + *el (r, tile, o, i - 1, j)
           + *el (r, tile, o, i - 1, j + 1) + *el (r, tile, o, i, j - 1)
           + *el (r, tile, 0, i, j) + *el (r, tile, o, i, j + 1)
           + *el (r, tile, o, i + 1, j - 1) + *el (r, tile, o, i + 1, j)
           + *el (r, tile, o, i + 1, j + 1)) / 9.0;
    }
  else
    *el (r, tile, 0, i, j)
      = *el (r, tile, 0, i, j) / 2
        + (*el (r, tile, 1, i - 1, j) + *el (r, tile, 1, i + 1, j)
           + *el (r, tile, 1, i, j - 1) + *el (r, tile, 1, i, j + 1)) / 8
        + (double) t;
  r->visits[t][i][r->kernel == GAUSS_1D ? 0 : j]++;
}

/* Level L's IV range in TILE for SUM, the sum of the outer S values, as
   accblock-abi.h gives it: [*FIRST, *END).  */
static void
level_range (const struct run *r, const int64_t *tile, int l, int64_t init,
             int64_t bound, int64_t sum, int64_t *first, int64_t *end)
{
  *first = max64 (init, TILE_START (tile, l) - r->c[l] * sum);
  *end = min64 (bound, TILE_END (tile, l) - r->c[l] * sum);
}

/* The tile function: the iterations whose skewed coordinates lie in the
   tile, in the program's order.  */
static void
skewed_tile (void *cap, const int64_t *tile)
{
  struct run *r = cap;
  int64_t front = front_of (r, tile);
  pthread_mutex_lock (&r->lock);
  if (front < r->highest_front)
    r->order_kept = false;
  r->highest_front = max64 (r->highest_front, front);
  for (int64_t f = 0; f < front; f++)
    r->order_kept &= r->started[f] == r->ended[f];
  r->started[front]++;
  r->tiles++;
  pthread_mutex_unlock (&r->lock);
  int64_t t0, t1;
  level_range (r, tile, 0, 0, r->steps, 0, &t0, &t1);
  for (int64_t t = t0; t < t1; t++)
    {
      int64_t s0 = t, i0, i1;
      level_range (r, tile, 1, 1, r->n - 1, s0, &i0, &i1);
      for (int64_t i = i0; i < i1; i++)
        {
          int64_t s1 = i + r->c[1] * s0;
          if (r->depth == 2)
            {
              body (r, tile, t, i, 0);
              continue;
            }
          int64_t j0, j1;
          level_range (r, tile, 2, 1, r->n - 1, s0 + s1, &j0, &j1);
          for (int64_t j = j0; j < j1; j++)
            body (r, tile, t, i, j);
        }
    }
  pthread_mutex_lock (&r->lock);
  r->ended[front]++;
  pthread_mutex_unlock (&r->lock);
}

/* Fill R's arrays: a pattern inside, the sentinel in the guards.  */
static void
fill (struct run *r)
{
  for (size_t k = 0; k < sizeof r->abuf / sizeof r->abuf[0]; k++)
    r->abuf[k] = SENTINEL;
  int elems = r->kernel == GAUSS_1D ? r->n : r->n * r->n;
  for (int k = 0; k < elems; k++)
    array_of (r)[k] = (double) ((k * 37 + 11) % 17);
  for (int k = 0; k < MAXN * MAXN; k++)
    r->vbuf[k] = (double) ((k * 13 + 5) % 7);
}

/* The level word of skewed level L (iterations 1 .. N-2, or 0 .. T-1 on
   level 0).  */
static struct accblock_level
skewed_level (const struct run *r, int l)
{
  struct accblock_level lv = l == 0 ? level_lt (0, r->steps, r->block[0])
                                    : level_lt (1, r->n - 1, r->block[l]);
  lv.flags |= r->c[l] << ACCBLOCK_LEVEL_SKEW_SHIFT;
  return lv;
}

/* Describe R's nest into BUF.  */
static struct accblock_nest *
describe (struct run *r, struct test_nest_words *buf)
{
  int nsec = r->kernel == ROWS_2D || r->kernel == SEIDEL_SPLIT ? 2 : 1;
  struct accblock_nest *nest = test_nest_words_start (buf, r->depth, nsec, 0);
  nest->flags = ACCBLOCK_NEST_SKEWED;
  for (int l = 0; l < r->depth; l++)
    nest->level[l] = skewed_level (r, l);
  int64_t n = r->n;
  int64_t rw = ACCBLOCK_SECTION_READ | ACCBLOCK_SECTION_WRITE;
  if (r->kernel == GAUSS_1D)
    {
      section_dims (section (nest, 0, "a", array_of (r), rw, 8, 4),
                    dim (1, 1, -1, 1, n, 1), NULL);
      return nest;
    }
  if (r->kernel == SEIDEL)
    {
      struct accblock_section_dim cols = dim (2, 1, -1, 1, n, 1);
      section_dims (section (nest, 0, "a", array_of (r), rw, 8, 10),
                    dim (1, 1, -1, 1, n, n), &cols);
      return nest;
    }
  /* The written element, read there too, and the elements read around
     it: of one array (SEIDEL_SPLIT), or of two (ROWS_2D).  */
  bool split = r->kernel == SEIDEL_SPLIT;
  struct accblock_section_dim ucols = dim (2, 1, 0, 0, n, 1);
  section_dims (section (nest, 0, split ? "a" : "u", array_of (r), rw, 8, 2),
                dim (1, 1, 0, 0, n, n), &ucols);
  struct accblock_section_dim vcols = dim (2, 1, -1, 1, n, 1);
  section_dims (section (nest, 1, split ? "a" : "v",
                         split ? array_of (r) : r->vbuf,
                         ACCBLOCK_SECTION_READ, 8, split ? 8 : 4),
                dim (1, 1, -1, 1, n, n), &vcols);
  return nest;
}

/* Whether every iteration of R ran once.  */
static bool
each_once (const struct run *r)
{
  for (int t = 0; t < r->steps; t++)
    for (int i = 1; i < r->n - 1; i++)
      for (int j = r->depth == 2 ? 0 : 1; j < (r->depth == 2 ? 1 : r->n - 1);
           j++)
        if (r->visits[t][i][j] != 1)
          return false;
  return true;
}

/* Whether R's array equals the serial loops' and its guards kept the
   sentinel.  */
static bool
same_as_serial (struct run *r)
{
  static double want[MAXN * MAXN];
  int elems = r->kernel == GAUSS_1D ? r->n : r->n * r->n;
  for (int k = 0; k < elems; k++)
    want[k] = (double) ((k * 37 + 11) % 17);
  serial (r, want, r->vbuf);
  for (int k = 0; k < elems; k++)
    if (memcmp (&want[k], &array_of (r)[k], sizeof want[k]) != 0)
      return false;
  for (int k = 0; k < GUARD; k++)
    if (r->abuf[k] != SENTINEL || array_of (r)[elems + k] != SENTINEL)
      return false;
  return true;
}

static struct run the_run;

/* Run R's nest by the runtime; whether it matched the serial loops.  */
static bool
run_skewed (struct run *r, const char *location)
{
  fill (r);
  memset (r->visits, 0, sizeof r->visits);
  memset (r->started, 0, sizeof r->started);
  memset (r->ended, 0, sizeof r->ended);
  r->highest_front = -1;
  r->order_kept = r->words_right = true;
  r->tiles = 0;
  r->lo[0] = 0;
  int64_t sum = 0;
  for (int l = 1; l < r->depth; l++)
    {
      sum += r->lo[l - 1];
      r->lo[l] = 1 + r->c[l] * sum;
    }
  static struct test_nest_words buf;
  struct accblock_nest *nest = describe (r, &buf);
  __accblock_dispatch (nest, skewed_tile, r, location, "skewed");
  bool finals = nest->level[0].final == r->steps
                && (r->n < 3 || nest->level[1].final == r->n - 1);
  return finals && each_once (r) && same_as_serial (r);
}

/* The schedules, thread counts and local memories of the runs.  */
static const struct
{
  enum accblock_schedule schedule;
  const char *how;
  int threads;
} schedules[] = {
  { ACCBLOCK_SCHEDULE_STATIC, "static", 1 },
  { ACCBLOCK_SCHEDULE_STATIC, "static", 3 },
  { ACCBLOCK_SCHEDULE_REVERSE, "reverse", 1 },
  { ACCBLOCK_SCHEDULE_REVERSE, "reverse", 4 },
  { ACCBLOCK_SCHEDULE_DYNAMIC, "dynamic", 3 },
};

static const struct
{
  int stage;
  uint64_t local_mem;
  const char *how;
} memories[] = {
  { 1, 1024, "staged in 1 KiB" },
  { 1, 2048, "staged in 2 KiB" },
  { 0, 2048, "unstaged" },
};

static const char *
kernel_name (enum kernel k)
{
  return k == SEIDEL ? "seidel" : k == SEIDEL_SPLIT ? "seidel-split"
         : k == GAUSS_1D ? "gauss-1d" : "rows-2d";
}

/* Run KERNEL over N (x N) elements and STEPS steps in blocks B0, B1, B2
   under every schedule and memory; one TAP line each.  */
static void
test_kernel (enum kernel kernel, int n, int steps, int64_t b0, int64_t b1,
             int64_t b2)
{
  struct run *r = &the_run;
  r->kernel = kernel;
  r->n = n;
  r->steps = steps;
  r->depth = kernel == GAUSS_1D ? 2 : 3;
  r->block[0] = b0;
  r->block[1] = b1;
  r->block[2] = b2;
  r->c[0] = 0;
  r->c[1] = 1;
  r->c[2] = 1;
  for (size_t m = 0; m < sizeof memories / sizeof memories[0]; m++)
    for (size_t s = 0; s < sizeof schedules / sizeof schedules[0]; s++)
      {
        char location[128];
        snprintf (location, sizeof location, "%s-%d-%d-%lld-%lld-%lld-%s-%d-"
                  "%zu.c:1:1", kernel_name (kernel), n, steps, (long long) b0,
                  (long long) b1, (long long) b2, schedules[s].how,
                  schedules[s].threads, m);
        accblock_set_stage (memories[m].stage);
        accblock_set_local_mem (memories[m].local_mem);
        accblock_set_threads ((unsigned long) schedules[s].threads);
        accblock_set_schedule (schedules[s].schedule);
        bool same = run_skewed (r, strdup (location));
        tap_ok (same && r->order_kept && r->words_right,
                "%s n=%d T=%d blocks %lld,%lld,%lld, %s schedule, %d "
                "threads, %s: fronts in order, every iteration once, the "
                "serial result, guards kept", kernel_name (kernel), n, steps,
                (long long) b0, (long long) b1,
                (long long) (r->depth == 3 ? b2 : 0), schedules[s].how,
                schedules[s].threads, memories[m].how);
      }
}

/* ---- What moves ---- */

/* Stats of one run of KERNEL (40 x 40, T = 8, blocks 4, 8, 8) with
   staging STAGE in 2 KiB, on 3 threads.  */
static struct accblock_stats
moved (enum kernel kernel, int stage)
{
  struct run *r = &the_run;
  r->kernel = kernel;
  r->n = MAXN;
  r->steps = 8;
  r->depth = 3;
  r->block[0] = 4;
  r->block[1] = 8;
  r->block[2] = 8;
  r->c[0] = 0;
  r->c[1] = r->c[2] = 1;
  accblock_set_stage (stage);
  accblock_set_local_mem (2048);
  accblock_set_threads (3);
  accblock_set_schedule (ACCBLOCK_SCHEDULE_STATIC);
  accblock_stats_reset ();
  bool same = run_skewed (r, stage ? "moved-staged.c:1:1"
                                   : "moved-unstaged.c:1:1");
  struct accblock_stats st;
  accblock_stats_get (&st);
  tap_ok (same && r->order_kept, "%s 40x40 T=8 %s: the serial result",
          kernel_name (kernel), stage ? "staged" : "unstaged");
  printf ("# %s 40x40 T=8 blocks 4,8,8 %s: %llu tiles in %llu fronts "
            "(dispatches), %llu bytes in, %llu bytes out, %llu direct "
            "accesses, modeled %.3g s\n", kernel_name (kernel),
            stage ? "staged in 2 KiB" : "unstaged",
            (unsigned long long) st.tiles,
            (unsigned long long) st.dispatches,
            (unsigned long long) st.dma_in_bytes,
            (unsigned long long) st.dma_out_bytes,
            (unsigned long long) st.direct_accesses, st.modeled_seconds);
  return st;
}

/* ---- A local run ---- */

/* Run seidel with ACCBLOCK_NEST_MAY_RUN_LOCALLY through the runtime's
   local path directly: one tile covering every S, in main memory.  */
static void
test_local_run (void)
{
  struct run *r = &the_run;
  r->kernel = SEIDEL;
  r->n = 13;
  r->steps = 5;
  r->depth = 3;
  r->block[0] = 2;
  r->block[1] = r->block[2] = 3;
  r->c[0] = 0;
  r->c[1] = r->c[2] = 1;
  fill (r);
  memset (r->visits, 0, sizeof r->visits);
  static struct test_nest_words buf;
  struct accblock_nest *nest = describe (r, &buf);
  struct accblock_plan plan;
  accblock_plan_nest (nest, "local.c:1:1", &plan);
  int64_t tile[ACCBLOCK_TILE_WORDS_MAX];
  int64_t index[ACCBLOCK_MAX_LEVELS] = { 0 };
  accblock_stage_direct_words (nest, tile);
  accblock_plan_tile (&plan, 0, index, tile);
  accblock_skewed_whole_tile (&plan, tile);
  /* LO and HI of S: t 0..4; i + t 1..15; j + t + (i + t) 2..30.  */
  bool words = TILE_START (tile, 0) == 0 && TILE_COUNT (tile, 0) == 5
               && TILE_START (tile, 1) == 1 && TILE_COUNT (tile, 1) == 15
               && TILE_START (tile, 2) == 2 && TILE_COUNT (tile, 2) == 29;
  r->lo[0] = 0;
  r->lo[1] = 1;
  r->lo[2] = 2;
  r->block[0] = 5;
  r->block[1] = 15;
  r->block[2] = 29;
  r->highest_front = -1;
  r->order_kept = r->words_right = true;
  memset (r->started, 0, sizeof r->started);
  memset (r->ended, 0, sizeof r->ended);
  skewed_tile (r, tile);
  tap_ok (words && each_once (r) && same_as_serial (r),
          "the one tile of a local run covers every value of every S and "
          "gives the serial result");
}

/* The tile of an outer nest that dispatches seidel from inside it.  */
static void
outer_tile (void *cap, const int64_t *tile)
{
  (void) tile;
  struct run *r = cap;
  static struct test_nest_words buf;
  /* Described in blocks of 2, 3, 3; the one tile's words are checked as
     a block of the whole range of each S.  */
  int64_t whole[3];
  memcpy (whole, r->block, sizeof whole);
  r->block[0] = 2;
  r->block[1] = r->block[2] = 3;
  struct accblock_nest *nest = describe (r, &buf);
  memcpy (r->block, whole, sizeof whole);
  __accblock_dispatch (nest, skewed_tile, r, "nested.c:1:1", "skewed");
}

/* A skewed nest dispatched from inside a tile runs there, as one tile
   covering every S (device.c's run_nested), in the program's order.  */
static void
test_nested_run (void)
{
  struct run *r = &the_run;
  r->kernel = SEIDEL;
  r->n = 11;
  r->steps = 4;
  r->depth = 3;
  r->c[0] = 0;
  r->c[1] = r->c[2] = 1;
  fill (r);
  memset (r->visits, 0, sizeof r->visits);
  memset (r->started, 0, sizeof r->started);
  memset (r->ended, 0, sizeof r->ended);
  r->highest_front = -1;
  r->order_kept = r->words_right = true;
  r->tiles = 0;
  /* LO and HI of S: t 0..3; i + t 1..12; j + t + (i + t) 2..24: the one
     tile's words, checked through front_of as a block of the whole.  */
  r->lo[0] = 0;
  r->lo[1] = 1;
  r->lo[2] = 2;
  r->block[0] = 4;
  r->block[1] = 12;
  r->block[2] = 23;
  accblock_set_threads (1);
  struct test_nest outer = {
    { ACCBLOCK_ABI_VERSION, 1, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0 },
    { level_lt_step (0, 1, 1, 1) } };
  __accblock_dispatch (&outer.head, outer_tile, r, "outer.c:1:1", "outer");
  tap_ok (r->tiles == 1 && r->words_right && each_once (r)
          && same_as_serial (r),
          "a skewed nest dispatched inside a tile runs as one tile over "
          "every S, with the serial result");
}

/* The run-time alias check of a skewed nest compares the ranges over
   the whole iteration space: rows-2d with V's first element K elements
   after U's (40 x 40, T 3), blocks left to the runtime.  */
static bool
overlap_at (int64_t k)
{
  static double buf[2 * MAXN * MAXN];
  struct run *r = &the_run;
  r->kernel = ROWS_2D;
  r->n = MAXN;
  r->steps = 3;
  r->depth = 3;
  r->block[0] = 1;
  r->block[1] = r->block[2] = 0;
  r->c[0] = 0;
  r->c[1] = r->c[2] = 1;
  static struct test_nest_words words;
  struct accblock_nest *nest = describe (r, &words);
  nest->flags |= ACCBLOCK_NEST_INFER_MODEL | ACCBLOCK_NEST_CHECK_OVERLAP;
  for (int l = 0; l < 3; l++)
    nest->level[l].flags |= ACCBLOCK_LEVEL_MAY_BLOCK;
  struct accblock_section *u = accblock_nest_section (nest, 0);
  struct accblock_section *v = accblock_nest_section (nest, 1);
  u->base = (int64_t) (intptr_t) buf;
  v->base = (int64_t) (intptr_t) (buf + k);
  u->flags |= ACCBLOCK_SECTION_CHECK_OVERLAP;
  v->flags |= ACCBLOCK_SECTION_CHECK_OVERLAP;
  struct accblock_plan plan;
  accblock_plan_nest (nest, "overlap.c:1:1", &plan);
  return accblock_overlap_found (nest, &plan);
}

/* ---- Refusals ---- */

/* How to break a descriptor.  */
struct breaker
{
  void (*brk) (struct accblock_nest *);
};

/* Dispatch seidel (9 x 9, T 3) after the breaker ARG changed its
   descriptor.  */
static void
dispatch_broken (void *arg)
{
  const struct breaker *b = arg;
  struct run *r = &the_run;
  r->kernel = SEIDEL;
  r->n = 9;
  r->steps = 3;
  r->depth = 3;
  r->block[0] = 2;
  r->block[1] = r->block[2] = 3;
  r->c[0] = 0;
  r->c[1] = r->c[2] = 1;
  static struct test_nest_words buf;
  struct accblock_nest *nest = describe (r, &buf);
  b->brk (nest);
  __accblock_dispatch (nest, skewed_tile, r, "bad.c:1:1", "skewed");
}

static void
skew_level0 (struct accblock_nest *n)
{
  n->level[0].flags |= INT64_C (1) << ACCBLOCK_LEVEL_SKEW_SHIFT;
}

static void
whole_level (struct accblock_nest *n)
{
  n->level[1].flags |= ACCBLOCK_LEVEL_WHOLE;
}

static void
triangular_level (struct accblock_nest *n)
{
  n->level[2].flags |= ACCBLOCK_LEVEL_TRIANGULAR;
}

static void
parallel_level (struct accblock_nest *n)
{
  n->level[1].flags |= ACCBLOCK_LEVEL_PARALLEL;
}

static void
unsigned_level (struct accblock_nest *n)
{
  n->level[0].flags |= ACCBLOCK_LEVEL_UNSIGNED;
}

static void
step_two (struct accblock_nest *n)
{
  n->level[2].step = 2;
}

static void
counts_down (struct accblock_nest *n)
{
  n->level[1].cmp = ACCBLOCK_CMP_GT;
  n->level[1].step = -1;
}

static void
with_wavefront (struct accblock_nest *n)
{
  n->flags |= ACCBLOCK_NEST_WAVEFRONT | (INT64_C (1)
                                         << ACCBLOCK_NEST_FRONT_SHIFT);
}

static void
with_ordered (struct accblock_nest *n)
{
  n->flags |= ACCBLOCK_NEST_ORDERED;
}

static void
with_outer_whole (struct accblock_nest *n)
{
  n->flags |= ACCBLOCK_NEST_OUTER_WHOLE;
}

static void
with_reduction (struct accblock_nest *n)
{
  n->combines = 1;
  n->combine_bytes = 8;
}

static void
with_split (struct accblock_nest *n)
{
  n->split_level = 1;
  n->split_groups = 2;
}

static void
unblocked_level (struct accblock_nest *n)
{
  /* Level 2 blocked, level 1 not: every level down to the deepest
     blocked one must be.  */
  n->level[1].block = 0;
}

static void
only_level0 (struct accblock_nest *n)
{
  n->level[1].block = 0;
  n->level[2].block = 0;
}

static void
skew_not_skewed (struct accblock_nest *n)
{
  n->flags &= ~(int64_t) ACCBLOCK_NEST_SKEWED;
}

static void
refuse (const char *what, void (*brk) (struct accblock_nest *),
        const char *expect)
{
  struct breaker b = { brk };
  check_child_stops (what, dispatch_broken, &b, expect);
}

int
main (void)
{
  pthread_mutex_init (&the_run.lock, NULL);
  accblock_set_num_accel (8);
  /* Seidel: empty, one row, sizes no multiple of the blocks, blocks of
     1, one tile over everything, 40 x 40.  */
  test_kernel (SEIDEL, 2, 3, 2, 3, 3);      /* No row runs.  */
  test_kernel (SEIDEL, 3, 4, 2, 2, 2);      /* One row, one column.  */
  test_kernel (SEIDEL, 7, 0, 2, 3, 3);      /* No step.  */
  test_kernel (SEIDEL, 9, 5, 2, 3, 4);
  test_kernel (SEIDEL, 8, 3, 1, 1, 1);
  test_kernel (SEIDEL, 12, 9, 3, 5, 7);
  test_kernel (SEIDEL, 10, 4, 4, 100, 100);
  test_kernel (SEIDEL, 40, 9, 4, 8, 8);
  test_kernel (SEIDEL, 40, 2, 2, 11, 13);
  /* Seidel with its written element described apart: staged in the
     copy of the elements read around it.  */
  test_kernel (SEIDEL_SPLIT, 3, 2, 1, 1, 1);
  test_kernel (SEIDEL_SPLIT, 9, 5, 2, 3, 4);
  test_kernel (SEIDEL_SPLIT, 12, 9, 3, 5, 7);
  test_kernel (SEIDEL_SPLIT, 40, 9, 4, 8, 8);
  test_kernel (SEIDEL_SPLIT, 40, 8, 1, 1, 1);
  test_kernel (SEIDEL_SPLIT, 40, 3, 2, 40, 40);
  /* 1-D Gauss-Seidel, C = (0, 1).  */
  test_kernel (GAUSS_1D, 1, 3, 2, 2, 0);
  test_kernel (GAUSS_1D, 3, 5, 2, 1, 0);
  test_kernel (GAUSS_1D, 17, 9, 2, 3, 0);
  test_kernel (GAUSS_1D, 40, 8, 3, 7, 0);
  test_kernel (GAUSS_1D, 40, 9, 1, 1, 0);
  /* A written array of one offset: its boxes go back row by row.  */
  test_kernel (ROWS_2D, 3, 2, 1, 1, 1);
  test_kernel (ROWS_2D, 11, 5, 2, 3, 4);
  test_kernel (ROWS_2D, 16, 7, 3, 4, 2);
  test_kernel (ROWS_2D, 40, 8, 4, 8, 8);
  test_kernel (ROWS_2D, 40, 9, 1, 1, 1);
  /* Staging moves the written rows only, and less than the boxes.  */
  struct accblock_stats staged = moved (ROWS_2D, 1);
  struct accblock_stats unstaged = moved (ROWS_2D, 0);
  tap_ok (staged.dma_out_bytes > 0 && unstaged.dma_out_bytes == 0
          && staged.direct_accesses < unstaged.direct_accesses
          && staged.dispatches == unstaged.dispatches
          && staged.dispatches > 1,
          "rows-2d staged moves its written rows back, unstaged moves "
          "nothing, each front a dispatch");
  /* 8 steps of 38 x 38 updates: u written 8 * 38 * 38 times, each once
     back at most once per tile that wrote it.  */
  tap_ok (staged.dma_out_bytes >= (uint64_t) 38 * 38 * 8,
          "rows-2d staged writes back every updated element");
  moved (SEIDEL, 1);
  moved (SEIDEL, 0);
  struct accblock_stats split_staged = moved (SEIDEL_SPLIT, 1);
  struct accblock_stats split_unstaged = moved (SEIDEL_SPLIT, 0);
  tap_ok (split_staged.dma_in_bytes > 0 && split_staged.dma_out_bytes > 0
          && split_staged.direct_accesses < split_unstaged.direct_accesses,
          "seidel-split staged: its array in one copy per tile, in and out");
  test_local_run ();
  test_nested_run ();
  /* U is written at rows and columns 1 .. 38; V read at 0 .. 39 from
     its base: the last element U writes is the first V reads at K =
     38 * 40 + 38.  */
  tap_ok (overlap_at (38 * MAXN + 38) && !overlap_at (38 * MAXN + 39),
          "the alias check of a skewed nest covers its whole iteration "
          "space");
  accblock_set_stage (1);
  accblock_set_local_mem (2048);
  accblock_set_threads (1);
  refuse ("skewed level 0", skew_level0, "skews level 0");
  refuse ("whole skewed level", whole_level,
          "whole, triangular, parallel or unsigned");
  refuse ("triangular skewed level", triangular_level,
          "whole, triangular, parallel or unsigned");
  refuse ("parallel skewed level", parallel_level,
          "whole, triangular, parallel or unsigned");
  refuse ("unsigned skewed level", unsigned_level,
          "whole, triangular, parallel or unsigned");
  refuse ("skewed level of step 2", step_two,
          "does not count up by one");
  refuse ("skewed level counting down", counts_down,
          "does not count up by one");
  refuse ("skewed wavefront", with_wavefront,
          "runs skewed tiles but is also a wavefront");
  refuse ("skewed ordered nest", with_ordered,
          "runs skewed tiles but is also a wavefront, ordered");
  refuse ("skewed nest keeping level 0 whole", with_outer_whole,
          "keeps level 0 whole");
  refuse ("skewed nest with a reduction", with_reduction,
          "runs skewed tiles but splits a level or has reductions");
  refuse ("skewed split nest", with_split,
          "runs skewed tiles but splits a level or has reductions");
  refuse ("skewed nest with an unblocked level", unblocked_level,
          "leaves a skewed level unblocked");
  refuse ("skewed nest blocking level 0 only", only_level0,
          "blocks no level inside level 0");
  refuse ("skew in a nest not skewed", skew_not_skewed,
          "skews a level of a nest not flagged skewed");
  return tap_done ();
}
