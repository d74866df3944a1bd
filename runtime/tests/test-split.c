/* test-split.c -- nests split along a reduction level (ABI version 5).

   Why this file exists: a split nest runs the runs of one inner level's
   tiles as different tasks on different accelerators, and the sections
   they only add to (ACCBLOCK_SECTION_ADD) are staged zero-filled and
   added back to main memory under a lock.  Playing the plugin, these
   tests dispatch the integer matmul C[i][j] += A[i][k] * B[k][j] split
   over k, in 32-bit and 8-bit elements whose sums wrap, and compare C
   bit for bit with the serial loops: staged with and without reuse and
   double buffering, with staging off, with C too big for local memory,
   under both schedules and several host threads; the DMA volumes are
   worked out by hand from the boxes (C combined in and out once per
   tile, or once per task with reuse, and never fetched).

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-internal.h"
#include "blockmodel.h"
#include "tap.h"
#include "test-nest-desc.h"
#include "test-sections.h"
#include "test-util.h"
#include "tile-words.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define NI 32
#define NK 48
#define NJ 32

/* One element type of the matmul: its arrays and where its sections
   are in the descriptor.  */
struct mm
{
  int elem;                     /* 4 or 1 bytes.  */
  int sa, sb, sc;               /* Section indices of A, B and C.  */
  void *a, *b, *c, *c0, *serial;
};

static int32_t a32[NI][NK], b32[NK][NJ], c32[NI][NJ], c0_32[NI][NJ],
  serial32[NI][NJ];
static int8_t a8[NI][NK], b8[NK][NJ], c8[NI][NJ], c0_8[NI][NJ],
  serial8[NI][NJ];

static uint32_t seed = 12345;

static uint32_t
next_random (void)
{
  seed = seed * 1103515245u + 12345u;
  return seed >> 8;
}

/* C = C + A * B in the element's modular arithmetic, at I, K, J of the
   arrays or boxes the pointers address.  */
static void
mac (int elem, void *c, const void *a, const void *b)
{
  if (elem == 4)
    {
      uint32_t x = (uint32_t) *(const int32_t *) a
                   * (uint32_t) *(const int32_t *) b;
      *(int32_t *) c = (int32_t) ((uint32_t) *(int32_t *) c + x);
    }
  else
    {
      uint8_t x = (uint8_t) ((unsigned) (uint8_t) *(const int8_t *) a
                             * (unsigned) (uint8_t) *(const int8_t *) b);
      *(int8_t *) c = (int8_t) (uint8_t) ((uint8_t) *(int8_t *) c + x);
    }
}

static void
setup (void)
{
  for (int i = 0; i < NI; i++)
    for (int k = 0; k < NK; k++)
      {
        a32[i][k] = (int32_t) (next_random () % 65536) - 32768;
        a8[i][k] = (int8_t) (next_random () % 256 - 128);
      }
  for (int k = 0; k < NK; k++)
    for (int j = 0; j < NJ; j++)
      {
        b32[k][j] = (int32_t) (next_random () % 65536) - 32768;
        b8[k][j] = (int8_t) (next_random () % 256 - 128);
      }
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      {
        c0_32[i][j] = (int32_t) next_random ();
        c0_8[i][j] = (int8_t) next_random ();
      }
  memcpy (serial32, c0_32, sizeof serial32);
  memcpy (serial8, c0_8, sizeof serial8);
  for (int i = 0; i < NI; i++)
    for (int k = 0; k < NK; k++)
      for (int j = 0; j < NJ; j++)
        {
          mac (4, &serial32[i][j], &a32[i][k], &b32[k][j]);
          mac (1, &serial8[i][j], &a8[i][k], &b8[k][j]);
        }
}

/* The tile function of
     #pragma acc loop block(i:BI, k:BK, j:BJ)   (split over k)
     for (i = 0; i < NI; i++)
       for (k = 0; k < NK; k++)
         for (j = 0; j < NJ; j++)
           C[i][j] += A[i][k] * B[k][j];
   with every reference rewritten to the section words.  */
static void
mm_tile (void *cap, const int64_t *tile)
{
  const struct mm *m = cap;
  for (int64_t i = TILE_START (tile, 0); i < TILE_END (tile, 0); i++)
    for (int64_t k = TILE_START (tile, 1); k < TILE_END (tile, 1); k++)
      for (int64_t j = TILE_START (tile, 2); j < TILE_END (tile, 2); j++)
        mac (m->elem, at2 (tile, 3, m->sc, m->elem, i, j),
             at2 (tile, 3, m->sa, m->elem, i, k),
             at2 (tile, 3, m->sb, m->elem, k, j));
}

/* The descriptor of that nest; BJ 0 leaves j unblocked (and not
   parallel), GROUPS 0 leaves the nest unsplit.  */
static struct accblock_nest *
mm_nest (struct test_nest_words *buf, const struct mm *m, int64_t bi,
         int64_t bk, int64_t bj, int64_t groups)
{
  struct accblock_nest *nest = test_nest_words_start (buf, 3, 3, 0);
  nest->level[0] = level_lt (0, NI, bi);
  nest->level[1] = level_lt (0, NK, bk);
  nest->level[2] = level_lt (0, NJ, bj);
  if (bj)
    nest->level[2].flags = ACCBLOCK_LEVEL_PARALLEL;
  nest->split_level = groups ? 1 : -1;
  nest->split_groups = groups;
  struct accblock_section_dim k_col = dim (1, 1, 0, 0, NK, 1);
  struct accblock_section_dim j_col = dim (2, 1, 0, 0, NJ, 1);
  section_dims (section (nest, m->sa, "A", m->a, ACCBLOCK_SECTION_READ,
                         m->elem, 1),
                dim (0, 1, 0, 0, NI, NK), &k_col);
  section_dims (section (nest, m->sb, "B", m->b, ACCBLOCK_SECTION_READ,
                         m->elem, 1),
                dim (1, 1, 0, 0, NK, NJ), &j_col);
  section_dims (section (nest, m->sc, "C", m->c,
                         ACCBLOCK_SECTION_READ | ACCBLOCK_SECTION_WRITE
                         | ACCBLOCK_SECTION_ADD, m->elem, 2),
                dim (0, 1, 0, 0, NI, NJ), &j_col);
  return nest;
}

/* Dispatch the matmul from C0 at LOCATION; true when C equals the
   serial product bit for bit.  */
static bool
mm_run (const struct mm *m, int64_t bi, int64_t bk, int64_t bj,
        int64_t groups, const char *location)
{
  size_t bytes = (size_t) NI * NJ * (size_t) m->elem;
  memcpy (m->c, m->c0, bytes);
  struct test_nest_words buf;
  struct accblock_nest *nest = mm_nest (&buf, m, bi, bk, bj, groups);
  __accblock_dispatch (nest, mm_tile, (void *) m, location,
                       "block(i:8, k:8, j:16) split(k:2)");
  return memcmp (m->c, m->serial, bytes) == 0;
}

/* The paper's machine cut to 4 accelerators on THREADS host threads.  */
static void
machine (unsigned long threads, enum accblock_schedule schedule, int reuse)
{
  accblock_set_target ("paper");
  accblock_set_num_accel (4);
  accblock_set_threads (threads);
  accblock_set_schedule (schedule);
  accblock_set_reuse (reuse);
  accblock_set_stage (1);
  accblock_set_double_buffer (0);
  accblock_stats_reset ();
}

static struct mm mm32 = { 4, 0, 1, 2, a32, b32, c32, c0_32, serial32 };
static struct mm mm8 = { 1, 0, 1, 2, a8, b8, c8, c0_8, serial8 };

/* block(i:8, k:8, j:16): 4 x 6 x 2 = 48 tiles, the 6 k tiles in GROUPS
   (2: runs of 3; 3 and 4: runs of 2).  */
static void
test_staged (struct mm *m, int64_t groups)
{
  int64_t e = m->elem;
  int64_t runs = groups == 2 ? 2 : 3;
  int64_t tasks = 4 * runs * 2, tiles = 48;
  int64_t a_box = 8 * 8 * e, b_box = 8 * 16 * e, c_box = 8 * 16 * e;
  char what[64];
  snprintf (what, sizeof what, "int%d, split %lld", 8 * m->elem,
            (long long) groups);

  /* Reuse off: every tile fetches A and B, combines C in and out.  */
  machine (2, ACCBLOCK_SCHEDULE_STATIC, 0);
  bool right = mm_run (m, 8, 8, 16, groups, "split-staged.c:1:1");
  struct accblock_stats s = stats ();
  tap_ok (right, "%s, reuse off: C equals the serial product", what);
  tap_ok (s.tiles == (uint64_t) tiles
          && s.dma_in_bytes == (uint64_t) (tiles * (a_box + b_box + c_box))
          && s.dma_out_bytes == (uint64_t) (tiles * c_box)
          && s.dma_transfers == (uint64_t) (tiles * 4)
          && s.direct_accesses == 0 && s.lmem_fallbacks == 0,
          "%s, reuse off: %llu tiles, DMA in %llu (%lld), out %llu (%lld), "
          "%llu transfers", what, (unsigned long long) s.tiles,
          (unsigned long long) s.dma_in_bytes,
          (long long) (tiles * (a_box + b_box + c_box)),
          (unsigned long long) s.dma_out_bytes, (long long) (tiles * c_box),
          (unsigned long long) s.dma_transfers);

  /* Reuse on, static schedule: C stays for the task's run of k tiles
     and is combined once per task; no two tasks in a row share a box.  */
  for (unsigned long threads = 1; threads <= 4; threads *= 2)
    {
      machine (threads, ACCBLOCK_SCHEDULE_STATIC, 1);
      right = mm_run (m, 8, 8, 16, groups, "split-staged.c:1:1");
      s = stats ();
      tap_ok (right, "%s, reuse on, static, %lu threads: C right", what,
              threads);
      tap_ok (s.dma_in_bytes
              == (uint64_t) (tiles * (a_box + b_box) + tasks * c_box)
              && s.dma_out_bytes == (uint64_t) (tasks * c_box)
              && s.dma_transfers == (uint64_t) (tiles * 2 + tasks * 2)
              && s.reused_bytes == 0,
              "%s, reuse on, static, %lu threads: C combined once per "
              "task: in %llu (%lld), out %llu (%lld)", what, threads,
              (unsigned long long) s.dma_in_bytes,
              (long long) (tiles * (a_box + b_box) + tasks * c_box),
              (unsigned long long) s.dma_out_bytes,
              (long long) (tasks * c_box));
    }

  /* Dynamic schedule: reuse off gives the same counts; with reuse a
     task may find the C box of the task before it (same i and j,
     another group) and keep summing into it.  */
  for (unsigned long threads = 2; threads <= 4; threads *= 2)
    {
      machine (threads, ACCBLOCK_SCHEDULE_DYNAMIC, 0);
      right = mm_run (m, 8, 8, 16, groups, "split-staged.c:1:1");
      s = stats ();
      tap_ok (right && s.dma_out_bytes == (uint64_t) (tiles * c_box)
              && s.dma_in_bytes
                 == (uint64_t) (tiles * (a_box + b_box + c_box)),
              "%s, reuse off, dynamic, %lu threads: C right, DMA in %llu, "
              "out %llu", what, threads, (unsigned long long) s.dma_in_bytes,
              (unsigned long long) s.dma_out_bytes);
      machine (threads, ACCBLOCK_SCHEDULE_DYNAMIC, 1);
      accblock_set_double_buffer (1);
      right = mm_run (m, 8, 8, 16, groups, "split-staged.c:1:1");
      s = stats ();
      uint64_t combined = s.dma_in_bytes - (uint64_t) (tiles
                                                       * (a_box + b_box));
      tap_ok (right && combined == s.dma_out_bytes
              && s.dma_out_bytes % (uint64_t) c_box == 0
              && s.dma_out_bytes <= (uint64_t) (tasks * c_box)
              && s.dma_out_bytes >= (uint64_t) (8 * c_box)
              && s.prefetch_bytes <= (uint64_t) (tiles * (a_box + b_box)),
              "%s, reuse and double buffering on, dynamic, %lu threads: C "
              "right, C combined in as much as out (%llu), never "
              "prefetched", what, threads,
              (unsigned long long) s.dma_out_bytes);
    }

  /* Reverse schedule: the tasks in another order, same sum.  */
  machine (2, ACCBLOCK_SCHEDULE_REVERSE, 1);
  right = mm_run (m, 8, 8, 16, groups, "split-staged.c:1:1");
  tap_ok (right, "%s, reverse schedule: C right", what);
}

/* The same nest unsplit: C fetched, copied back, as before version 5.  */
static void
test_unsplit (struct mm *m)
{
  int64_t e = m->elem, tiles = 48;
  int64_t a_box = 8 * 8 * e, b_box = 8 * 16 * e, c_box = 8 * 16 * e;
  machine (2, ACCBLOCK_SCHEDULE_STATIC, 0);
  bool right = mm_run (m, 8, 8, 16, 0, "split-none.c:1:1");
  struct accblock_stats s = stats ();
  tap_ok (right && s.dma_in_bytes == (uint64_t) (tiles * (a_box + b_box
                                                          + c_box))
          && s.dma_out_bytes == (uint64_t) (tiles * c_box),
          "int%d, not split (ADD ignored): C right, C fetched and copied "
          "back per tile (in %llu, out %llu)", 8 * m->elem,
          (unsigned long long) s.dma_in_bytes,
          (unsigned long long) s.dma_out_bytes);
  machine (2, ACCBLOCK_SCHEDULE_STATIC, 1);
  right = mm_run (m, 8, 8, 16, 0, "split-none.c:1:1");
  s = stats ();
  /* 8 tasks (i, j), 6 k tiles each: C in and out once per task.  */
  tap_ok (right && s.dma_in_bytes == (uint64_t) (tiles * (a_box + b_box)
                                                 + 8 * c_box)
          && s.dma_out_bytes == (uint64_t) (8 * c_box)
          && s.reused_bytes == (uint64_t) (40 * c_box),
          "int%d, not split, reuse: C fetched once per task, 5 fetches "
          "of 6 reused (in %llu, out %llu, reused %llu)", 8 * m->elem,
          (unsigned long long) s.dma_in_bytes,
          (unsigned long long) s.dma_out_bytes,
          (unsigned long long) s.reused_bytes);
}

/* Staging off: every tile adds to C in main memory, under the lock.  */
static void
test_stage_off (struct mm *m, int64_t groups)
{
  for (int dynamic = 0; dynamic <= 1; dynamic++)
    {
      machine (4, dynamic ? ACCBLOCK_SCHEDULE_DYNAMIC
                          : ACCBLOCK_SCHEDULE_STATIC, 1);
      accblock_set_stage (0);
      bool right = mm_run (m, 8, 8, 16, groups, "split-off.c:1:1");
      struct accblock_stats s = stats ();
      tap_ok (right && s.dma_in_bytes == 0 && s.dma_out_bytes == 0
              && s.direct_accesses == (uint64_t) 4 * NI * NK * NJ,
              "int%d, split %lld, staging off, %s: C right, no DMA, %llu "
              "direct accesses", 8 * m->elem, (long long) groups,
              dynamic ? "dynamic" : "static",
              (unsigned long long) s.direct_accesses);
    }
}

/* The arrays of C's nest while a test's stderr is captured.  */
static struct mm *fallback_mm;
static int64_t fallback_groups;
static const char *fallback_location;
static bool fallback_right;

static void
run_fallback (void)
{
  fallback_right = mm_run (fallback_mm, 1, 1, 0, fallback_groups,
                           fallback_location);
}

/* block(i:1, k:1), j whole: A 1 element (16 bytes aligned), B and C a
   row each; local memory holds A and B but not C too, and one
   iteration cannot be halved: C, the first of the largest (section 0
   here), stays in main memory and every tile adds to it under the
   lock.  */
static void
test_fallback (struct mm *m, int64_t groups)
{
  struct mm order = *m;
  order.sc = 0;
  order.sa = 1;
  order.sb = 2;
  int64_t e = m->elem, tiles = NI * NK, row = NJ * e;
  for (int reuse = 0; reuse <= 1; reuse++)
    {
      machine (4, reuse ? ACCBLOCK_SCHEDULE_DYNAMIC
                        : ACCBLOCK_SCHEDULE_STATIC, reuse);
      accblock_set_local_mem ((uint64_t) (16 + row + row / 2));
      /* A fallback is reported once per nest and array: one nest per
         run.  */
      static const char *const locations[2][2] = {
        { "split-tiny-8.c:1:1", "split-tiny-8r.c:1:1" },
        { "split-tiny-32.c:1:1", "split-tiny-32r.c:1:1" } };
      fallback_mm = &order;
      fallback_groups = groups;
      fallback_location = locations[m->elem == 4][reuse];
      char err[2048];
      capture_stderr (run_fallback, err, sizeof err);
      struct accblock_stats s = stats ();
      tap_ok (fallback_right && s.lmem_fallbacks == (uint64_t) tiles
              && s.dma_in_bytes == (uint64_t) (tiles * (e + row))
              && s.dma_out_bytes == 0
              && s.direct_accesses == (uint64_t) (tiles * 2 * NJ)
              && strstr (err, "'C' is accessed in main memory") != NULL,
              "int%d, split %lld, C does not fit, reuse %d: C right, in "
              "main memory (%llu fallbacks, in %llu, out %llu)",
              8 * m->elem, (long long) groups, reuse,
              (unsigned long long) s.lmem_fallbacks,
              (unsigned long long) s.dma_in_bytes,
              (unsigned long long) s.dma_out_bytes);
    }
}

/* Tiles that do not fit run in halves: each half zero-fills C and adds
   it back.  block(i:8, k:8, j:16) int32 in 1 KiB: A 256 + B 512 + C 512
   bytes do not fit; halving i gives 128 + 512 + 256.  */
static void
test_halves (void)
{
  for (int reuse = 0; reuse <= 1; reuse++)
    {
      machine (2, ACCBLOCK_SCHEDULE_STATIC, reuse);
      accblock_set_local_mem (1024);
      bool right = mm_run (&mm32, 8, 8, 16, 3, "split-halves.c:1:1");
      struct accblock_stats s = stats ();
      tap_ok (right && s.tile_splits > 0 && s.lmem_fallbacks == 0,
              "int32, split 3, tiles halved, reuse %d: C right (%llu "
              "splits, out %llu)", reuse,
              (unsigned long long) s.tile_splits,
              (unsigned long long) s.dma_out_bytes);
    }
}

/* The model's view of a split nest: the split level splittable, C
   added to, the groups of the descriptor.  */
static void
test_describe (void)
{
  machine (2, ACCBLOCK_SCHEDULE_STATIC, 1);
  struct accblock_settings settings;
  accblock_settings_snapshot (&settings);
  for (int64_t groups = 0; groups <= 3; groups += 3)
    {
      struct test_nest_words buf;
      struct accblock_nest *nest = mm_nest (&buf, &mm32, 8, 8, 16, groups);
      struct accblock_plan plan;
      accblock_plan_nest (nest, "split-model.c:1:1", &plan);
      struct accblock_model_nest model;
      struct accblock_model_array arrays[ACCBLOCK_MAX_SECTIONS + 1];
      struct accblock_target target;
      bool described = accblock_describe_nest (nest, &plan, &settings,
                                               &model, arrays, &target);
      bool split = groups != 0;
      tap_ok (described && model.split_groups == (uint64_t) groups
              && !model.level[0].splittable
              && (model.level[1].splittable != 0) == split
              && !model.level[2].splittable
              && ((arrays[mm32.sc].access & ACCBLOCK_MODEL_ADD) != 0)
                 == split
              && !(arrays[mm32.sa].access & ACCBLOCK_MODEL_ADD),
              "model description, split %lld: split groups %llu, k "
              "splittable %d, C access %#x", (long long) groups,
              (unsigned long long) model.split_groups,
              model.level[1].splittable, (unsigned) arrays[mm32.sc].access);
    }
}

/* The statistics name the groups a nest used.  */
static void
test_stats_json (void)
{
  machine (2, ACCBLOCK_SCHEDULE_STATIC, 1);
  bool right = mm_run (&mm32, 8, 8, 16, 4, "split-json.c:1:1")
               && mm_run (&mm32, 8, 8, 16, 0, "split-json-none.c:1:1");
  char path[] = "/tmp/test-split-XXXXXX";
  int fd = mkstemp (path);
  bool written = fd >= 0 && accblock_stats_write (path) == 0;
  char text[8192] = "";
  FILE *f = written ? fopen (path, "r") : NULL;
  if (f)
    {
      text[fread (text, 1, sizeof text - 1, f)] = '\0';
      fclose (f);
    }
  if (fd >= 0)
    {
      close (fd);
      unlink (path);
    }
  /* 6 k tiles asked for in 4 groups: runs of 2, 3 groups.  */
  const char *split = strstr (text, "\"split-json.c:1:1\"");
  const char *none = strstr (text, "\"split-json-none.c:1:1\"");
  tap_ok (right && split && none
          && strstr (split, "\"split_groups\": 3") != NULL
          && strstr (none, "\"split_groups\": 0") != NULL,
          "statistics: split_groups 3 for the split nest, 0 for the other");
}

int
main (void)
{
  setup ();
  for (int64_t groups = 2; groups <= 4; groups++)
    {
      test_staged (&mm32, groups);
      test_staged (&mm8, groups);
    }
  test_unsplit (&mm32);
  test_unsplit (&mm8);
  test_stage_off (&mm32, 2);
  test_stage_off (&mm8, 3);
  test_fallback (&mm32, 2);
  test_fallback (&mm8, 3);
  test_halves ();
  test_describe ();
  test_stats_json ();
  return tap_done ();
}
