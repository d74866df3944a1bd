/* test-stage.c -- staging the array sections of each tile in local memory.

   Why this file exists: until the plugin emits sections, these tests play
   its part: each descriptor below lists the sections a blocked nest
   touches, and each tile function reaches its arrays only through the
   section tile words (BASE + (LINEAR - BIAS) * ELEM_SIZE), as rewritten
   code will.  The checks compare the results with the serial loops and
   the DMA volumes with numbers worked out by hand from the boxes: the
   paper's matmul with and without reuse, a halo stencil, a strided
   write, the neighbour rules, the does-not-fit paths, ACCBLOCK_STAGE=0
   and broken descriptors.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-internal.h"
#include "tap.h"
#include "child-output.h"
#include "test-nest-desc.h"
#include "test-sections.h"
#include "test-util.h"
#include "tile-words.h"

#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* The machine every test starts from: the paper's, carried by two host
   threads.  */
static void
paper_machine (int reuse)
{
  accblock_set_target ("paper");
  accblock_set_threads (2);
  accblock_set_schedule (ACCBLOCK_SCHEDULE_STATIC);
  accblock_set_reuse (reuse);
  accblock_set_stage (1);
  accblock_stats_reset ();
}

/* ---- the paper's matmul ---- */

#define N 128

static int A[N][N], B[N][N], C[N][N], C_serial[N][N];

enum { SEC_A = MATMUL_SEC_A, SEC_B = MATMUL_SEC_B, SEC_C = MATMUL_SEC_C };

/* Section words of A and B seen by tile (i 5, k 30..59).  */
static int64_t seen_words[2][ACCBLOCK_SECTION_TILE_WORDS];

/* The tile function of
     #pragma acc loop block(i:1, k:30)
     for (i = 0; i < N; i++)
       for (k = 0; k < N; k++)
         for (j = 0; j < N; j++)
           C[i][j] += A[i][k] * B[k][j];
   with every reference rewritten to the section words.  */
static void
matmul_tile (void *cap, const int64_t *tile)
{
  (void) cap;
  if (TILE_START (tile, 0) == 5 && TILE_START (tile, 1) == 30)
    memcpy (seen_words, tile + ACCBLOCK_TILE_WORDS (3, 0),
            sizeof seen_words);
  matmul_tile_body (tile, 0, N);
}

/* The descriptor of that nest with K blocks of KB and DIRECT_REFS.  */
static struct accblock_nest *
matmul_nest (struct test_nest_words *buf, int64_t kb, int64_t direct_refs)
{
  struct accblock_nest *nest = test_nest_words_start (buf, 3, 3,
                                                      direct_refs);
  nest->level[0] = level_lt (0, N, 1);
  nest->level[1] = level_lt (0, N, kb);
  nest->level[2] = level_lt (0, N, 0);
  matmul_sections (nest, A, B, C, N);
  return nest;
}

static void
matmul_setup (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
        A[i][j] = (i * 7 + j * 3) % 17 - 8;
        B[i][j] = (i * 5 + j * 11) % 13 - 6;
        C_serial[i][j] = (i + j) % 5;
      }
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
        C_serial[i][j] += A[i][k] * B[k][j];
}

/* Dispatch the matmul with K blocks of KB; true when C is right.  */
static bool
matmul_run (int64_t kb, int64_t direct_refs, const char *location)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      C[i][j] = (i + j) % 5;
  struct test_nest_words buf;
  struct accblock_nest *nest = matmul_nest (&buf, kb, direct_refs);
  __accblock_dispatch (nest, matmul_tile, NULL, location, "block(i:1, k:30)");
  return memcmp (C, C_serial, sizeof C) == 0;
}

static void
test_matmul_no_reuse (void)
{
  paper_machine (0);
  memset (seen_words, 0, sizeof seen_words);
  bool right = matmul_run (30, 0, "stage-mm.c:1:1");
  struct accblock_stats s = stats ();
  tap_ok (right, "matmul, reuse off: C equals the serial loop");
  /* Per tile (i, k-block of width w): A w, B w x 128, C 128 ints in, C
     out; the widths of a row (30, 30, 30, 30, 8) add up to 128:
     128 x (128 + 128 x 128 + 5 x 128) x 4 in, 640 x 128 x 4 out.  */
  tap_ok (s.dma_in_bytes == 8781824 && s.dma_out_bytes == 327680,
          "matmul, reuse off: DMA in %llu (8781824), out %llu (327680)",
          (unsigned long long) s.dma_in_bytes,
          (unsigned long long) s.dma_out_bytes);
  tap_ok (s.tiles == 640 && s.dma_transfers == 640 * 4,
          "matmul, reuse off: 640 tiles (%llu), 2560 transfers (%llu)",
          (unsigned long long) s.tiles, (unsigned long long) s.dma_transfers);
  /* A 120 (aligned to 128) + B 15360 + C 512 bytes.  */
  tap_ok (s.lmem_high_water_bytes == 16000,
          "matmul, reuse off: high water %llu of 16384 bytes (16000)",
          (unsigned long long) s.lmem_high_water_bytes);
  tap_ok (s.direct_accesses == 0 && s.lmem_fallbacks == 0
          && s.tile_splits == 0, "matmul: everything staged, no split");
  /* Tile (5, 30..59): A box [5][30:30] packed with 30 per row, its first
     element at linear 5 * 30 + 30; B box [30:30][0:128].  */
  tap_ok (seen_words[SEC_A][ACCBLOCK_TILE_SECTION_LD] == 30
          && seen_words[SEC_A][ACCBLOCK_TILE_SECTION_BIAS] == 180
          && seen_words[SEC_B][ACCBLOCK_TILE_SECTION_LD] == 128
          && seen_words[SEC_B][ACCBLOCK_TILE_SECTION_BIAS] == 3840,
          "matmul: staged tile words (LD, BIAS) A (%lld, %lld), B (%lld, "
          "%lld)", (long long) seen_words[SEC_A][ACCBLOCK_TILE_SECTION_LD],
          (long long) seen_words[SEC_A][ACCBLOCK_TILE_SECTION_BIAS],
          (long long) seen_words[SEC_B][ACCBLOCK_TILE_SECTION_LD],
          (long long) seen_words[SEC_B][ACCBLOCK_TILE_SECTION_BIAS]);
}

static void
test_matmul_reuse (void)
{
  paper_machine (1);
  bool right = matmul_run (30, 0, "stage-mm.c:1:1");
  struct accblock_stats s = stats ();
  tap_ok (right, "matmul, reuse on: C equals the serial loop");
  /* A and B boxes differ from one tile to the next: moved as before
     (65536 + 8388608 bytes).  C[i][0:128] stays for the 5 k-blocks of
     row i: in and out once per row, 128 x 512 bytes each way.  */
  tap_ok (s.dma_in_bytes == 8519680 && s.dma_out_bytes == 65536,
          "matmul, reuse on: DMA in %llu (8519680), out %llu (65536)",
          (unsigned long long) s.dma_in_bytes,
          (unsigned long long) s.dma_out_bytes);
  tap_ok (s.reused_bytes == 512 * 512 && s.dma_transfers == 640 * 2 + 128 * 2,
          "matmul, reuse on: 4 of 5 fetches of C skipped (%llu bytes), %llu "
          "transfers (1536)", (unsigned long long) s.reused_bytes,
          (unsigned long long) s.dma_transfers);
  tap_ok (s.tiles == 640 && s.lmem_high_water_bytes == 16000,
          "matmul, reuse on: 640 tiles, high water %llu (16000)",
          (unsigned long long) s.lmem_high_water_bytes);
  accblock_set_schedule (ACCBLOCK_SCHEDULE_DYNAMIC);
  right = matmul_run (30, 0, "stage-mm.c:1:1");
  tap_ok (right, "matmul, reuse on, dynamic schedule: C right");
}

/* ---- a cache as local memory ---- */

/* The sections of JOB left in place on the host profile with MIN_REUSE
   as its threshold, and in *STAGED those staged.  */
static uint32_t
in_place_with (const struct accblock_tile_job *job, unsigned long min_reuse,
               uint32_t *staged)
{
  struct accblock_target target = *accblock_target_lookup ("host");
  target.stage_min_reuse = min_reuse;
  return accblock_stage_in_place (job, &target, staged);
}

/* The paper's matmul, block(i:1, k:30), from its first tile (i 0, k
   0..29, all 128 j: 3840 iterations): A[0][0:30] is used by 3840
   iterations over 30 elements (128 each), B[0:30][0:128] by 3840 over
   3840 elements (1 each), C[0][0:128] by 3840 over 128 elements (30
   each, although two references of C, its read and its write, make 60
   accesses).  */
static void
test_in_place (void)
{
  struct test_nest_words buf;
  struct accblock_nest *nest = matmul_nest (&buf, 30, 0);
  struct accblock_plan plan;
  accblock_plan_nest (nest, "stage-in-place.c:1:1", &plan);
  const struct accblock_tile_job job = { nest, &plan, matmul_tile, NULL,
                                         "stage-in-place.c:1:1", true,
                                         false, 0 };
  uint32_t all = (1u << SEC_A) | (1u << SEC_B) | (1u << SEC_C), staged;
  uint32_t mask = in_place_with (&job, 0, &staged);
  tap_ok (mask == 0 && staged == all,
          "scratchpad (min reuse 0): every section staged (%#x)",
          (unsigned) staged);
  mask = in_place_with (&job, 8, &staged);
  tap_ok (mask == 1u << SEC_B && staged == (all & ~mask),
          "min reuse 8: B in place, A and C staged (mask %#x)",
          (unsigned) mask);
  mask = in_place_with (&job, 30, &staged);
  tap_ok (mask == 1u << SEC_B, "min reuse 30: C, used 30 times, staged "
          "(mask %#x)", (unsigned) mask);
  mask = in_place_with (&job, 31, &staged);
  tap_ok (mask == ((1u << SEC_B) | (1u << SEC_C)) && staged == 1u << SEC_A,
          "min reuse 31: C in place too, its two references per iteration "
          "not counted as reuse (mask %#x)", (unsigned) mask);
  const struct accblock_tile_job unstaged = { nest, &plan, matmul_tile,
                                              NULL, "stage-in-place.c:1:1",
                                              false, false, 0 };
  mask = in_place_with (&unstaged, 8, &staged);
  tap_ok (mask == 0 && staged == 0,
          "ACCBLOCK_STAGE=0: nothing staged, nothing left by the rule");

  /* The host profile leaves B in main memory: one direct access per
     iteration, 128^3, and the product stays right.  */
  accblock_set_target ("host");
  accblock_set_threads (2);
  accblock_set_reuse (1);
  accblock_set_stage (1);
  accblock_stats_reset ();
  bool right = matmul_run (30, 0, "stage-in-place.c:1:1");
  struct accblock_stats s = stats ();
  tap_ok (right && s.direct_accesses == 128 * 128 * 128,
          "host: C right, B accessed in place (%llu direct accesses)",
          (unsigned long long) s.direct_accesses);
}

/* ---- a tile the matrix kernel runs ---- */

/* A nest flagged ACCBLOCK_NEST_KERNEL_PACKS: its tiles call the matrix
   kernel, which packs its blocks itself.  On the host, whose local
   memory is a cache, nothing is staged (a staged copy would be copied
   again) and not a byte moves, whatever the reuse: the four references
   of an iteration (C read and written, A, B) go to main memory.  On the
   paper's scratchpad the flag changes nothing.  The product stays right both
   ways (the tile here is the plain loop, as when gemm-match.cc finds no
   product in a tile flagged by the shape of its references).  */
static bool
kernel_packs_run (const char *target, struct accblock_stats *s)
{
  accblock_set_target (target);
  accblock_set_threads (2);
  accblock_set_reuse (1);
  accblock_set_stage (1);
  accblock_stats_reset ();
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      C[i][j] = (i + j) % 5;
  struct test_nest_words buf;
  struct accblock_nest *nest = matmul_nest (&buf, 30, 0);
  nest->flags |= ACCBLOCK_NEST_KERNEL_PACKS;
  __accblock_dispatch (nest, matmul_tile, NULL, "stage-kernel.c:1:1",
                       "block(i:1, k:30)");
  *s = stats ();
  return memcmp (C, C_serial, sizeof C) == 0;
}

static void
test_kernel_packs (void)
{
  struct accblock_stats s;
  bool right = kernel_packs_run ("host", &s);
  tap_ok (right && s.dma_in_bytes == 0 && s.dma_out_bytes == 0
          && s.dma_transfers == 0 && s.direct_accesses == 4 * 128 * 128 * 128,
          "kernel packs, host: C right, nothing staged (in %llu, out %llu, "
          "%llu direct accesses)", (unsigned long long) s.dma_in_bytes,
          (unsigned long long) s.dma_out_bytes,
          (unsigned long long) s.direct_accesses);
  right = kernel_packs_run ("paper", &s);
  tap_ok (right && s.dma_in_bytes != 0 && s.dma_out_bytes != 0,
          "kernel packs, paper: C right, staged as ever (in %llu, out %llu)",
          (unsigned long long) s.dma_in_bytes,
          (unsigned long long) s.dma_out_bytes);
  struct accblock_settings settings;
  accblock_set_target ("host");
  accblock_settings_snapshot (&settings);
  struct test_nest_words buf;
  struct accblock_nest *nest = matmul_nest (&buf, 30, 0);
  bool plain = accblock_stage_wanted (nest, &settings);
  nest->flags |= ACCBLOCK_NEST_KERNEL_PACKS;
  bool packs = accblock_stage_wanted (nest, &settings);
  settings.stage = false;
  nest->flags &= ~ACCBLOCK_NEST_KERNEL_PACKS;
  bool off = accblock_stage_wanted (nest, &settings);
  tap_ok (plain && !packs && !off, "stage wanted on the host: plain nest "
          "%d, kernel packs %d, ACCBLOCK_STAGE=0 %d", plain, packs, off);
}

/* ---- a parallel inner level ---- */

/* matmul_tile for block(i:16, k:32, j:32): j comes from the tile.  */
static void
matmul_j_tile (void *cap, const int64_t *tile)
{
  (void) cap;
  matmul_tile_body (tile, TILE_START (tile, 2), TILE_COUNT (tile, 2));
}

/* The matmul with block(i:16, k:32, j:32), j flagged PARALLEL_FLAG;
   true when C is right.  */
static bool
matmul_j_run (int64_t parallel_flag)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      C[i][j] = (i + j) % 5;
  struct test_nest_words buf;
  struct accblock_nest *nest = matmul_nest (&buf, 32, 0);
  nest->level[0].block = 16;
  nest->level[2].block = 32;
  nest->level[2].flags |= parallel_flag;
  __accblock_dispatch (nest, matmul_j_tile, NULL, "stage-mm-j.c:1:1",
                       "block(i:16, k:32, j:32)");
  return memcmp (C, C_serial, sizeof C) == 0;
}

/* 8 i tiles x 4 k tiles x 4 j tiles, reuse on.  Per tile the boxes are
   A 16 x 32, B 32 x 32 and C 16 x 32 ints (2048, 4096, 2048 bytes).
   With j parallel the 32 tasks (i, j) keep their C box for their 4 k
   tiles: A 128 x 2048 + B 128 x 4096 + C 32 x 2048 = 851968 bytes in,
   C 32 x 2048 = 65536 out.  In the paper's order (j tiles inside k
   tiles, 8 tasks) A stays for the 4 j tiles of each k tile but C
   changes on every tile: A 32 x 2048 + B 128 x 4096 + C 128 x 2048 =
   851968 in, C 128 x 2048 = 262144 out.
   Double buffering with j parallel: a task's next k tile shares its C
   box, which stays resident, so only the next A and B boxes (6144
   bytes) must fit beside the current 8192: 14336 + 16 bytes of slack.
   The 3 later k tiles of each of the 32 tasks then come in ahead:
   32 x 3 x 6144 = 589824 bytes.  */
static void
test_parallel_level (void)
{
  paper_machine (1);
  bool right = matmul_j_run (ACCBLOCK_LEVEL_PARALLEL);
  struct accblock_stats s = stats ();
  tap_ok (right, "parallel j: C equals the serial loop");
  tap_ok (s.tiles == 128 && s.dma_in_bytes == 851968
          && s.dma_out_bytes == 65536,
          "parallel j: 128 tiles (%llu), DMA in %llu (851968), out %llu "
          "(65536)", (unsigned long long) s.tiles,
          (unsigned long long) s.dma_in_bytes,
          (unsigned long long) s.dma_out_bytes);
  tap_ok (s.prefetch_bytes == 589824,
          "parallel j: the next A and B boxes fetched ahead beside the "
          "resident C box, %llu bytes (589824)",
          (unsigned long long) s.prefetch_bytes);
  accblock_set_local_mem (14351);
  accblock_stats_reset ();
  right = matmul_j_run (ACCBLOCK_LEVEL_PARALLEL);
  s = stats ();
  uint64_t below = s.prefetch_bytes;
  accblock_set_local_mem (14352);
  accblock_stats_reset ();
  right &= matmul_j_run (ACCBLOCK_LEVEL_PARALLEL);
  s = stats ();
  tap_ok (right && below == 0 && s.prefetch_bytes == 589824
          && s.dma_in_bytes == 851968,
          "parallel j: no room at 14351 bytes (%llu prefetched), room at "
          "14352 (%llu), C right, same DMA", (unsigned long long) below,
          (unsigned long long) s.prefetch_bytes);
  paper_machine (1);
  accblock_stats_reset ();
  right = matmul_j_run (0);
  s = stats ();
  tap_ok (right && s.dma_in_bytes == 851968 && s.dma_out_bytes == 262144,
          "j in order: C right, DMA in %llu (851968), out %llu (262144)",
          (unsigned long long) s.dma_in_bytes,
          (unsigned long long) s.dma_out_bytes);
  accblock_set_schedule (ACCBLOCK_SCHEDULE_DYNAMIC);
  accblock_stats_reset ();
  right = matmul_j_run (ACCBLOCK_LEVEL_PARALLEL);
  s = stats ();
  tap_ok (right && s.tiles == 128, "parallel j, dynamic: C right, %llu "
          "tiles (128)", (unsigned long long) s.tiles);
}

/* ---- tiles that do not fit ---- */

static void
test_split (int reuse)
{
  paper_machine (reuse);
  accblock_set_local_mem (8192);
  bool right = matmul_run (30, 0, "stage-split.c:1:1");
  struct accblock_stats s = stats ();
  const char *what = reuse ? "split, reuse on" : "split, reuse off";
  tap_ok (right, "%s: C equals the serial loop", what);
  /* In 8192 bytes a 30-wide tile (16000) does not fit, its 15-wide halves
     (64 + 7680 + 512 = 8256) neither; the 7- and 8-wide quarters do, as
     does the 8-wide last tile: 3 splits per 30-wide tile, 4 per row.  */
  tap_ok (s.tiles == 640 && s.tile_splits == 128 * 4 * 3
          && s.lmem_fallbacks == 0 && s.lmem_high_water_bytes <= 8192,
          "%s: 640 tiles, %llu splits (1536), high water %llu", what,
          (unsigned long long) s.tile_splits,
          (unsigned long long) s.lmem_high_water_bytes);
  if (!reuse)
    {
      /* A and B as without splits; C once per part: 17 parts a row.  */
      uint64_t c = 128 * 17 * 512;
      tap_ok (s.dma_in_bytes == 65536 + 8388608 + c && s.dma_out_bytes == c,
              "%s: DMA in %llu (%llu), out %llu (%llu)", what,
              (unsigned long long) s.dma_in_bytes,
              (unsigned long long) (65536 + 8388608 + c),
              (unsigned long long) s.dma_out_bytes, (unsigned long long) c);
    }
  else
    tap_ok (s.dma_in_bytes == 8519680 && s.dma_out_bytes == 65536,
            "%s: C still moves once per row: in %llu, out %llu", what,
            (unsigned long long) s.dma_in_bytes,
            (unsigned long long) s.dma_out_bytes);
}

static bool fallback_right;

static void
run_fallback (void)
{
  fallback_right = matmul_run (1, 0, "stage-tiny.c:1:1");
}

static void
test_fallback (void)
{
  paper_machine (0);
  accblock_set_local_mem (1024);
  char err[2048];
  capture_stderr (run_fallback, err, sizeof err);
  struct accblock_stats s = stats ();
  tap_ok (fallback_right, "fallback: C equals the serial loop");
  /* Tile (i, k): A 4 (16 aligned) + B 512 + C 512 bytes in 1024, and one
     iteration cannot be split: B, the first of the largest, goes to
     main memory in each of the 16384 tiles, 128 accesses (j) each.  */
  tap_ok (s.lmem_fallbacks == 16384 && s.tile_splits == 0
          && s.direct_accesses == 16384 * 128,
          "fallback: %llu fallbacks (16384), %llu direct accesses (%d)",
          (unsigned long long) s.lmem_fallbacks,
          (unsigned long long) s.direct_accesses, 16384 * 128);
  tap_ok (s.dma_in_bytes == 16384 * (4 + 512)
          && s.dma_out_bytes == 16384 * 512,
          "fallback: A and C still staged (in %llu, out %llu)",
          (unsigned long long) s.dma_in_bytes,
          (unsigned long long) s.dma_out_bytes);
  const char *expected = "accblock: stage-tiny.c:1:1: array 'B' needs 512 "
                         "bytes of local memory but only 1024 of 1024 are "
                         "free; the data blocks of one iteration need 1040 "
                         "bytes together, so 'B' is accessed in main "
                         "memory\n";
  bool once = strcmp (err, expected) == 0;
  err[strcspn (err, "\n")] = '\0';
  tap_ok (once, "fallback reported once: %s", err);
}

/* ---- a halo stencil ---- */

#define H 32

static double ha[H][H], hb[H][H];

enum { SEC_HA, SEC_HB };

/* The tile function of
     #pragma acc loop block(i:4, j:8)
     for (i = 1; i < H - 1; i++)
       for (j = 1; j < H - 1; j++)
         b[i][j] = a[i-1][j] + a[i+1][j] + a[i][j-1] + a[i][j+1];  */
static void
stencil_tile (void *cap, const int64_t *tile)
{
  (void) cap;
  for (int64_t i = TILE_START (tile, 0); i < TILE_END (tile, 0); i++)
    for (int64_t j = TILE_START (tile, 1); j < TILE_END (tile, 1); j++)
      *(double *) at2 (tile, 2, SEC_HB, 8, i, j)
        = *(double *) at2 (tile, 2, SEC_HA, 8, i - 1, j)
          + *(double *) at2 (tile, 2, SEC_HA, 8, i + 1, j)
          + *(double *) at2 (tile, 2, SEC_HA, 8, i, j - 1)
          + *(double *) at2 (tile, 2, SEC_HA, 8, i, j + 1);
}

static void
test_stencil (int reuse, int double_buffer)
{
  paper_machine (reuse);
  accblock_set_double_buffer (double_buffer);
  for (int i = 0; i < H; i++)
    for (int j = 0; j < H; j++)
      {
        ha[i][j] = i * 1.5 + j * 0.25;
        hb[i][j] = -1;
      }
  struct test_nest_words buf;
  struct accblock_nest *nest = test_nest_words_start (&buf, 2, 2, 0);
  nest->level[0] = level_lt (1, H - 1, 4);
  nest->level[1] = level_lt (1, H - 1, 8);
  struct accblock_section_dim halo_j = dim (1, 1, -1, 1, H, 1);
  struct accblock_section_dim j = dim (1, 1, 0, 0, H, 1);
  section_dims (section (nest, SEC_HA, "a", ha, ACCBLOCK_SECTION_READ, 8, 4),
                dim (0, 1, -1, 1, H, H), &halo_j);
  section_dims (section (nest, SEC_HB, "b", hb, ACCBLOCK_SECTION_WRITE
                         | ACCBLOCK_SECTION_COVERED, 8, 1),
                dim (0, 1, 0, 0, H, H), &j);
  __accblock_dispatch (nest, stencil_tile, NULL, "stencil.c:1:1",
                       "block(i:4, j:8)");
  int wrong = 0;
  for (int i = 0; i < H; i++)
    for (int j = 0; j < H; j++)
      {
        bool interior = i > 0 && i < H - 1 && j > 0 && j < H - 1;
        double want = interior ? ha[i - 1][j] + ha[i + 1][j] + ha[i][j - 1]
                                 + ha[i][j + 1] : -1;
        wrong += hb[i][j] != want;
      }
  struct accblock_stats s = stats ();
  accblock_set_double_buffer (1);
  char what[64];
  snprintf (what, sizeof what, "stencil, reuse %s, double buffering %s",
            reuse ? "on" : "off", double_buffer ? "on" : "off");
  tap_ok (wrong == 0, "%s: b equals the serial loop, border untouched (%d "
          "wrong)", what, wrong);
  /* i tiles of 4, 4, 4, 4, 4, 4, 4, 2 rows and j tiles of 8, 8, 8, 6
     columns; a's box has one more on each side: (7 x 6 + 4) x (3 x 10 +
     8) doubles in; b is covered, so only out: 30 x 30 doubles.  */
  tap_ok (s.dma_in_bytes == 46 * 38 * 8 && s.dma_out_bytes == 30 * 30 * 8
          && s.tiles == 32,
          "%s: DMA in %llu (13984), out %llu (7200), %llu tiles (32)", what,
          (unsigned long long) s.dma_in_bytes,
          (unsigned long long) s.dma_out_bytes, (unsigned long long) s.tiles);
  /* Both tiles' blocks fit in 16 KiB: a's blocks of the 2nd to 4th tile
     of each row, 46 x (10 + 10 + 8) doubles, come in while the tile
     before computes.  */
  uint64_t prefetched = double_buffer ? 46 * 28 * 8 : 0;
  tap_ok (s.prefetch_bytes == prefetched, "%s: %llu bytes prefetched (%llu)",
          what, (unsigned long long) s.prefetch_bytes,
          (unsigned long long) prefetched);
}

/* ---- strided writes and the neighbour rules ---- */

#define SN 64

static int sa[SN];

/* for (i = 0; i < 32; i++) a[2 * i] = 1000 + i;  block(i:4) */
static void
strided_tile (void *cap, const int64_t *tile)
{
  (void) cap;
  for (int64_t i = TILE_START (tile, 0); i < TILE_END (tile, 0); i++)
    *(int *) at1 (tile, 1, 0, 4, 2 * i) = 1000 + (int) i;
}

static void
test_strided_write (void)
{
  paper_machine (0);
  accblock_set_num_accel (8);
  for (int e = 0; e < SN; e++)
    sa[e] = -e;
  struct test_nest_words buf;
  struct accblock_nest *nest = test_nest_words_start (&buf, 1, 1, 0);
  nest->level[0] = level_lt (0, SN / 2, 4);
  section_dims (section (nest, 0, "a", sa, ACCBLOCK_SECTION_WRITE, 4, 1),
                dim (0, 2, 0, 0, SN, 1), NULL);
  __accblock_dispatch (nest, strided_tile, NULL, "strided.c:1:1",
                       "block(i:4)");
  int wrong = 0;
  for (int e = 0; e < SN; e++)
    wrong += sa[e] != (e % 2 ? -e : 1000 + e / 2);
  struct accblock_stats s = stats ();
  tap_ok (wrong == 0, "strided write: even elements written, odd ones "
          "unchanged (%d wrong)", wrong);
  /* 8 tiles, each box a[8t : 8t + 7) of 7 ints, fetched (not covered)
     and written back.  */
  tap_ok (s.dma_in_bytes == 8 * 7 * 4 && s.dma_out_bytes == 8 * 7 * 4
          && s.direct_accesses == 0,
          "strided write: DMA in %llu, out %llu (224 each)",
          (unsigned long long) s.dma_in_bytes,
          (unsigned long long) s.dma_out_bytes);
}

/* for (i = 0; i < 30; i++) { a[2 * i] = 1; a[2 * i + 3] = 2; }  block(i:1):
   tile i's box a[2i : 2i + 4) holds a[2i + 2], which tile i + 1 writes.  */
static void
interleaved_tile (void *cap, const int64_t *tile)
{
  (void) cap;
  int64_t i = TILE_START (tile, 0);
  *(int *) at1 (tile, 1, 0, 4, 2 * i) = 1;
  *(int *) at1 (tile, 1, 0, 4, 2 * i + 3) = 2;
}

static void
test_interleaved_rows (void)
{
  paper_machine (1);
  memset (sa, 0, sizeof sa);
  struct test_nest_words buf;
  struct accblock_nest *nest = test_nest_words_start (&buf, 1, 1, 0);
  nest->level[0] = level_lt (0, 30, 1);
  section_dims (section (nest, 0, "a", sa, ACCBLOCK_SECTION_WRITE, 4, 2),
                dim (0, 2, 0, 3, SN, 1), NULL);
  __accblock_dispatch (nest, interleaved_tile, NULL, "interleave.c:1:1",
                       "block(i:1)");
  int wrong = 0;
  for (int e = 0; e < SN; e++)
    wrong += sa[e] != (e % 2 == 0 && e < 60 ? 1
                       : e % 2 && e >= 3 && e < 62 ? 2 : 0);
  struct accblock_stats s = stats ();
  tap_ok (wrong == 0 && s.dma_in_bytes == 0 && s.dma_out_bytes == 0
          && s.direct_accesses == 30 * 2,
          "interleaved writes of neighbour tiles stay in main memory (%d "
          "wrong, %llu direct accesses)", wrong,
          (unsigned long long) s.direct_accesses);
}

static int ax[SN], ac[SN];

enum { SEC_ALIAS_A, SEC_ALIAS_B, SEC_ALIAS_C };

/* b[i] = a[i] + 1; c[i] = a[i] * 10;  with a and b the same array.  */
static void
alias_tile (void *cap, const int64_t *tile)
{
  (void) cap;
  for (int64_t i = TILE_START (tile, 0); i < TILE_END (tile, 0); i++)
    {
      *(int *) at1 (tile, 1, SEC_ALIAS_B, 4, i)
        = *(int *) at1 (tile, 1, SEC_ALIAS_A, 4, i) + 1;
      *(int *) at1 (tile, 1, SEC_ALIAS_C, 4, i)
        = *(int *) at1 (tile, 1, SEC_ALIAS_A, 4, i) * 10;
    }
}

static void
test_alias (void)
{
  paper_machine (1);
  for (int e = 0; e < SN; e++)
    ax[e] = e * 3;
  struct test_nest_words buf;
  struct accblock_nest *nest = test_nest_words_start (&buf, 1, 3, 0);
  nest->level[0] = level_lt (0, SN, 8);
  struct accblock_section_dim i = dim (0, 1, 0, 0, SN, 1);
  section_dims (section (nest, SEC_ALIAS_A, "a", ax, ACCBLOCK_SECTION_READ,
                         4, 2), i, NULL);
  section_dims (section (nest, SEC_ALIAS_B, "b", ax, ACCBLOCK_SECTION_WRITE
                         | ACCBLOCK_SECTION_COVERED, 4, 1), i, NULL);
  section_dims (section (nest, SEC_ALIAS_C, "c", ac, ACCBLOCK_SECTION_WRITE
                         | ACCBLOCK_SECTION_COVERED, 4, 1), i, NULL);
  __accblock_dispatch (nest, alias_tile, NULL, "alias.c:1:1", "block(i:8)");
  int wrong = 0;
  for (int e = 0; e < SN; e++)
    wrong += ax[e] != e * 3 + 1 || ac[e] != (e * 3 + 1) * 10;
  struct accblock_stats s = stats ();
  tap_ok (wrong == 0, "one array under two names: c sees b's writes (%d "
          "wrong)", wrong);
  /* a and b in main memory: 3 references a iteration; c staged, covered:
     only written back.  */
  tap_ok (s.direct_accesses == 3 * SN && s.dma_in_bytes == 0
          && s.dma_out_bytes == SN * 4,
          "aliased sections go direct: %llu direct accesses (192), out %llu "
          "(256)", (unsigned long long) s.direct_accesses,
          (unsigned long long) s.dma_out_bytes);
}

/* for (i = 0; i < 3; i++) for (j = 0; j < 4; j++) x[i][j + 1] = x[i][j] + 1;
   block(i:3): x[i][4] is x[i + 1][0], which the next row reads.  */
static int rx[4][4];

static void
run_over_tile (void *cap, const int64_t *tile)
{
  (void) cap;
  for (int64_t i = TILE_START (tile, 0); i < TILE_END (tile, 0); i++)
    for (int64_t j = 0; j < 4; j++)
      *(int *) at2 (tile, 2, 0, 4, i, j + 1)
        = *(int *) at2 (tile, 2, 0, 4, i, j) + 1;
}

static void
test_run_over (void)
{
  paper_machine (1);
  memset (rx, 0, sizeof rx);
  rx[0][0] = 7;
  struct test_nest_words buf;
  struct accblock_nest *nest = test_nest_words_start (&buf, 2, 1, 0);
  nest->level[0] = level_lt (0, 3, 3);
  nest->level[1] = level_lt (0, 4, 0);
  struct accblock_section_dim j = dim (1, 1, 0, 1, 4, 1);
  section_dims (section (nest, 0, "x", rx, ACCBLOCK_SECTION_READ
                         | ACCBLOCK_SECTION_WRITE, 4, 2),
                dim (0, 1, 0, 0, 4, 4), &j);
  __accblock_dispatch (nest, run_over_tile, NULL, "runover.c:1:1",
                       "block(i:3)");
  int wrong = 0;
  for (int e = 0; e < 16; e++)
    wrong += (&rx[0][0])[e] != (e <= 12 ? 7 + e : 0);
  struct accblock_stats s = stats ();
  tap_ok (wrong == 0 && s.dma_in_bytes == 0 && s.direct_accesses == 2 * 12,
          "a written box that runs over a row stays in main memory (%d "
          "wrong, %llu direct accesses)", wrong,
          (unsigned long long) s.direct_accesses);
}

/* for (i = 0; i < 4; i++) for (k = 2; k < 16; k++)
     w[i][k] = r1[i][k - 1] + r3[i][k - 2] + r3[i][k - 1];
   block(i:1, k:1), r1 and r3 naming w: r1's box is the block w[i][k]
   the previous tile wrote and kept resident, and r3's box overlaps it.  */
#define WK 16

static int rw[4][WK], rw_want[4][WK];

enum { SEC_W, SEC_R1, SEC_R3 };

static void
resident_tile (void *cap, const int64_t *tile)
{
  (void) cap;
  int64_t i = TILE_START (tile, 0), k = TILE_START (tile, 1);
  *(int *) at2 (tile, 2, SEC_W, 4, i, k)
    = *(int *) at2 (tile, 2, SEC_R1, 4, i, k - 1)
      + *(int *) at2 (tile, 2, SEC_R3, 4, i, k - 2)
      + *(int *) at2 (tile, 2, SEC_R3, 4, i, k - 1);
}

static void
test_resident_overlap (void)
{
  paper_machine (1);
  memset (rw, 0, sizeof rw);
  for (int i = 0; i < 4; i++)
    {
      rw[i][0] = i + 1;
      rw[i][1] = 2 * i + 1;
    }
  memcpy (rw_want, rw, sizeof rw);
  for (int i = 0; i < 4; i++)
    for (int k = 2; k < WK; k++)
      rw_want[i][k] = 2 * rw_want[i][k - 1] + rw_want[i][k - 2];
  struct test_nest_words buf;
  struct accblock_nest *nest = test_nest_words_start (&buf, 2, 3, 0);
  nest->level[0] = level_lt (0, 4, 1);
  nest->level[1] = level_lt (2, WK, 1);
  struct accblock_section_dim rows = dim (0, 1, 0, 0, 4, WK);
  struct accblock_section_dim k0 = dim (1, 1, 0, 0, WK, 1);
  struct accblock_section_dim k1 = dim (1, 1, -1, -1, WK, 1);
  struct accblock_section_dim k2 = dim (1, 1, -2, -1, WK, 1);
  section_dims (section (nest, SEC_W, "w", rw, ACCBLOCK_SECTION_WRITE
                         | ACCBLOCK_SECTION_COVERED, 4, 1), rows, &k0);
  section_dims (section (nest, SEC_R1, "r1", rw, ACCBLOCK_SECTION_READ, 4, 1),
                rows, &k1);
  section_dims (section (nest, SEC_R3, "r3", rw, ACCBLOCK_SECTION_READ, 4, 2),
                rows, &k2);
  __accblock_dispatch (nest, resident_tile, NULL, "resident.c:1:1",
                       "block(i:1, k:1)");
  struct accblock_stats s = stats ();
  tap_ok (memcmp (rw, rw_want, sizeof rw) == 0 && s.reused_bytes > 0,
          "a changed resident block goes back before an overlapping box is "
          "fetched (%llu bytes reused)", (unsigned long long) s.reused_bytes);
}

/* ---- random nests against the serial loop ---- */

#define RR 24
#define RC 20
#define RREFS 4

static int rin[RR][RC], rt[RC][RR], rout[RR][RC], rwant[RR][RC];

/* One random nest:
     for (i = I0; i < I1; i++)      block BI
       for (j = J0; j < J1; j++)    block BJ (0: unblocked)
         out[i][j] = (COVERED ? 0 : out[i][j]) + t[j][i]
                     + sum over K of in[i + DI[K]][j + DJ[K]];  */
struct random_nest
{
  int64_t i0, i1, j0, j1, bi, bj;
  int di[RREFS], dj[RREFS];
  bool covered;
};

enum { SEC_RIN, SEC_RT, SEC_ROUT };

static void
random_tile (void *cap, const int64_t *tile)
{
  const struct random_nest *r = cap;
  int64_t j_first = r->bj ? TILE_START (tile, 1) : r->j0;
  int64_t j_last = r->bj ? TILE_END (tile, 1) : r->j1;
  for (int64_t i = TILE_START (tile, 0); i < TILE_END (tile, 0); i++)
    for (int64_t j = j_first; j < j_last; j++)
      {
        int *out = at2 (tile, 2, SEC_ROUT, 4, i, j);
        int sum = (r->covered ? 0 : *out)
                  + *(int *) at2 (tile, 2, SEC_RT, 4, j, i);
        for (int k = 0; k < RREFS; k++)
          sum += *(int *) at2 (tile, 2, SEC_RIN, 4, i + r->di[k],
                               j + r->dj[k]);
        *out = sum;
      }
}

static void
random_serial (const struct random_nest *r)
{
  for (int64_t i = r->i0; i < r->i1; i++)
    for (int64_t j = r->j0; j < r->j1; j++)
      {
        int sum = (r->covered ? 0 : rwant[i][j]) + rt[j][i];
        for (int k = 0; k < RREFS; k++)
          sum += rin[i + r->di[k]][j + r->dj[k]];
        rwant[i][j] = sum;
      }
}

/* The flat index of (I + DI, J + DJ) in a RR x RC array stays inside it
   even when J + DJ runs over a row: DI in [-1, 1], DJ in [-1, 2],
   I0 >= 2 and I1 <= RR - 2 keep it there.  */
static struct random_nest
random_draw (unsigned *seed)
{
  struct random_nest r;
  r.i0 = 2 + rand_r (seed) % 3;
  r.i1 = RR - 2 - rand_r (seed) % 3;
  r.j0 = rand_r (seed) % 3;
  r.j1 = RC - rand_r (seed) % 3;
  r.bi = 1 + rand_r (seed) % 7;
  r.bj = rand_r (seed) % 9;
  for (int k = 0; k < RREFS; k++)
    {
      r.di[k] = rand_r (seed) % 3 - 1;
      r.dj[k] = rand_r (seed) % 4 - 1;
    }
  r.covered = rand_r (seed) % 2;
  return r;
}

static int
min_of (const int *v)
{
  int m = v[0];
  for (int k = 1; k < RREFS; k++)
    m = v[k] < m ? v[k] : m;
  return m;
}

static int
max_of (const int *v)
{
  int m = v[0];
  for (int k = 1; k < RREFS; k++)
    m = v[k] > m ? v[k] : m;
  return m;
}

static struct accblock_nest *
random_nest_desc (struct test_nest_words *buf, const struct random_nest *r)
{
  struct accblock_nest *nest = test_nest_words_start (buf, 2, 3, 0);
  nest->level[0] = level_lt (r->i0, r->i1, r->bi);
  nest->level[1] = level_lt (r->j0, r->j1, r->bj);
  struct accblock_section_dim in_j = dim (1, 1, min_of (r->dj),
                                          max_of (r->dj), RC, 1);
  struct accblock_section_dim t_i = dim (0, 1, 0, 0, RR, 1);
  struct accblock_section_dim out_j = dim (1, 1, 0, 0, RC, 1);
  section_dims (section (nest, SEC_RIN, "in", rin, ACCBLOCK_SECTION_READ, 4,
                         RREFS),
                dim (0, 1, min_of (r->di), max_of (r->di), RR, RC), &in_j);
  section_dims (section (nest, SEC_RT, "t", rt, ACCBLOCK_SECTION_READ, 4, 1),
                dim (1, 1, 0, 0, RC, RR), &t_i);
  int64_t out_flags = ACCBLOCK_SECTION_WRITE
                      | (r->covered ? ACCBLOCK_SECTION_COVERED
                                    : ACCBLOCK_SECTION_READ);
  section_dims (section (nest, SEC_ROUT, "out", rout, out_flags, 4, 2),
                dim (0, 1, 0, 0, RR, RC), &out_j);
  return nest;
}

static void
test_random (void)
{
  static const uint64_t sizes[] = { 64, 160, 400, 1024, 16384 };
  unsigned seed = 12345;
  int wrong_runs = 0, over = 0, runs = 200;
  uint64_t splits = 0, fallbacks = 0, staged = 0;
  for (int run = 0; run < runs; run++)
    {
      struct random_nest r = random_draw (&seed);
      paper_machine (rand_r (&seed) % 2);
      accblock_set_num_accel (1 + rand_r (&seed) % 8);
      uint64_t size = sizes[rand_r (&seed) % 5];
      accblock_set_local_mem (size);
      for (int i = 0; i < RR; i++)
        for (int j = 0; j < RC; j++)
          {
            rin[i][j] = rand_r (&seed) % 100;
            rt[j][i] = rand_r (&seed) % 100;
            rout[i][j] = rwant[i][j] = rand_r (&seed) % 100;
          }
      random_serial (&r);
      struct test_nest_words buf;
      __accblock_dispatch (random_nest_desc (&buf, &r), random_tile, &r,
                           "random.c:1:1", "block(i, j)");
      wrong_runs += memcmp (rout, rwant, sizeof rout) != 0;
      struct accblock_stats s = stats ();
      splits += s.tile_splits;
      fallbacks += s.lmem_fallbacks;
      staged += s.dma_in_bytes > 0;
      over += s.lmem_high_water_bytes > size;
    }
  tap_ok (wrong_runs == 0, "%d random nests equal the serial loop (%d "
          "wrong)", runs, wrong_runs);
  tap_ok (over == 0, "random nests: local memory never exceeded (%d "
          "runs over)", over);
  tap_ok (splits > 0 && fallbacks > 0 && staged > (uint64_t) runs / 2,
          "random nests: %llu splits, %llu fallbacks, %llu staged",
          (unsigned long long) splits, (unsigned long long) fallbacks,
          (unsigned long long) staged);
}

/* ---- ACCBLOCK_STAGE=0 ---- */

static void
test_stage_off (void)
{
  paper_machine (1);
  accblock_set_stage (0);
  memset (seen_words, 0, sizeof seen_words);
  bool right = matmul_run (30, 1, "stage-off.c:1:1");
  struct accblock_stats s = stats ();
  accblock_set_stage (1);
  tap_ok (right, "ACCBLOCK_STAGE=0: C equals the serial loop");
  /* 1 unanalysable + A 1 + B 1 + C 2 references, 128^3 iterations.  */
  tap_ok (s.dma_in_bytes == 0 && s.dma_out_bytes == 0
          && s.dma_transfers == 0 && s.direct_accesses == 5 * 2097152
          && s.tiles == 640,
          "ACCBLOCK_STAGE=0: no DMA, %llu direct accesses (10485760)",
          (unsigned long long) s.direct_accesses);
  tap_ok (seen_words[SEC_B][ACCBLOCK_TILE_SECTION_BASE]
          == (int64_t) (intptr_t) B
          && seen_words[SEC_B][ACCBLOCK_TILE_SECTION_BIAS] == 0
          && seen_words[SEC_B][ACCBLOCK_TILE_SECTION_LD] == N,
          "ACCBLOCK_STAGE=0: tile words address main memory");
}

/* ---- dispatches that stage nothing ---- */

/* accblock_stage_none on the matmul's job, staged or not, with sections
   left in place, and on a split nest adding to a section.  */
static void
test_stage_none (void)
{
  struct test_nest_words buf;
  struct accblock_nest *nest = matmul_nest (&buf, 30, 0);
  struct accblock_plan plan;
  accblock_plan_nest (nest, "stage-none.c:1:1", &plan);
  uint32_t all = (1u << SEC_A) | (1u << SEC_B) | (1u << SEC_C);
  struct accblock_tile_job job = { nest, &plan, matmul_tile, NULL,
                                   "stage-none.c:1:1", false, false, 0 };
  tap_ok (accblock_stage_none (&job), "stage_none: staging off");
  job.stage = true;
  tap_ok (!accblock_stage_none (&job), "stage_none: staging on, nothing "
          "left in place");
  job.in_place = all & ~(1u << SEC_C);
  tap_ok (!accblock_stage_none (&job), "stage_none: C still staged");
  job.in_place = all;
  tap_ok (accblock_stage_none (&job), "stage_none: every section in place");
  /* A split nest whose tiles add to C run under the combines' lock.  */
  struct accblock_plan split = plan;
  split.split = 1;
  accblock_nest_section (nest, SEC_C)->flags |= ACCBLOCK_SECTION_ADD;
  job.plan = &split;
  tap_ok (!accblock_stage_none (&job), "stage_none: a section added to "
          "in a split nest");
  job.stage = false;
  tap_ok (!accblock_stage_none (&job), "stage_none: added to, staging "
          "off");
  accblock_nest_section (nest, SEC_C)->flags &= ~ACCBLOCK_SECTION_ADD;
  tap_ok (accblock_stage_none (&job), "stage_none: split, nothing added");
}

/* A decision kept for a call site (memo.c) is taken again when the
   settings change: the same nest at the same location, first with
   staging off, then on, then off again.  */
static void
test_memo_settings (void)
{
  static const char here[] = "stage-memo.c:1:1";
  paper_machine (1);
  accblock_set_stage (0);
  bool right = matmul_run (30, 0, here);
  int64_t off = seen_words[SEC_B][ACCBLOCK_TILE_SECTION_BASE];
  accblock_set_stage (1);
  right &= matmul_run (30, 0, here);
  int64_t on = seen_words[SEC_B][ACCBLOCK_TILE_SECTION_BASE];
  accblock_set_stage (0);
  right &= matmul_run (30, 0, here);
  int64_t off_again = seen_words[SEC_B][ACCBLOCK_TILE_SECTION_BASE];
  accblock_set_stage (1);
  tap_ok (right, "memo: C right through the changes of settings");
  tap_ok (off == (int64_t) (intptr_t) B && on != (int64_t) (intptr_t) B
          && off_again == (int64_t) (intptr_t) B,
          "memo: B in main memory, staged, in main memory again");
  /* The descriptor changes under a kept decision: another array.  */
  accblock_set_stage (0);
  static int B2[N][N];
  memcpy (B2, B, sizeof B2);
  struct test_nest_words buf;
  struct accblock_nest *nest = matmul_nest (&buf, 30, 0);
  __accblock_dispatch (nest, matmul_tile, NULL, here, "block(i:1, k:30)");
  matmul_sections (nest, A, B2, C, N);
  __accblock_dispatch (nest, matmul_tile, NULL, here, "block(i:1, k:30)");
  accblock_set_stage (1);
  tap_ok (seen_words[SEC_B][ACCBLOCK_TILE_SECTION_BASE]
          == (int64_t) (intptr_t) B2,
          "memo: a section's new base reaches the tiles");
}

/* ---- sections without elements ---- */

/* The rows the tiles ran, and the section words of the tile that ran
   row 0.  */
static int empty_rows_run[8];
static int64_t empty_words[ACCBLOCK_SECTION_TILE_WORDS];

static void
empty_rows_tile (void *cap, const int64_t *tile)
{
  (void) cap;
  for (int64_t i = TILE_START (tile, 0); i < TILE_END (tile, 0); i++)
    empty_rows_run[i]++;
  if (TILE_START (tile, 0) == 0)
    memcpy (empty_words, tile + ACCBLOCK_TILE_WORDS (2, 0),
            sizeof empty_words);
}

/* Dispatch "for i < 8 (block 2), for j < J" over a read and written
   section of NDIMS dimensions (2 or 3) whose last extent is 0, like a
   VLA parameter double q[8][n] called with n = 0: dimension 0 and any
   middle one have stride 0.  Returns whether every row ran once, with
   no byte moved and the section left where it is.  */
static bool
empty_rows_run_ok (int64_t j_trips, int ndims, const char *location)
{
  static double q[2];
  paper_machine (1);
  memset (empty_rows_run, 0, sizeof empty_rows_run);
  memset (empty_words, -1, sizeof empty_words);
  struct test_nest_words buf;
  struct accblock_nest *nest = test_nest_words_start (&buf, 2, 1, 0);
  nest->level[0] = level_lt (0, 8, 2);
  nest->level[1] = level_lt (0, j_trips, 0);
  struct accblock_section *sec
    = section (nest, 0, "q", q, ACCBLOCK_SECTION_READ
                                | ACCBLOCK_SECTION_WRITE, 8, 2);
  struct accblock_section_dim j = dim (1, 1, 0, 0, 0, 1);
  section_dims (sec, dim (0, 1, 0, 0, 8, 0), &j);
  if (ndims == 3)
    {
      sec->ndims = 3;
      sec->dim[2] = j;
      sec->dim[1] = dim (-1, 0, 1, 1, 3, 0);
    }
  __accblock_dispatch (nest, empty_rows_tile, NULL, location, "block(i:2)");
  struct accblock_stats st = stats ();
  bool rows_once = true;
  for (int i = 0; i < 8; i++)
    rows_once &= empty_rows_run[i] == 1;
  return rows_once && st.tiles == 4 && st.dma_in_bytes == 0
         && st.dma_out_bytes == 0
         && empty_words[ACCBLOCK_TILE_SECTION_BASE] == (int64_t) (intptr_t) q
         && empty_words[ACCBLOCK_TILE_SECTION_BIAS] == 0
         && empty_words[ACCBLOCK_TILE_SECTION_LD] == 0
         && (ndims == 2 || empty_words[ACCBLOCK_TILE_SECTION_LD + 1] == 0);
}

static void
test_empty_rows (void)
{
  tap_ok (empty_rows_run_ok (0, 2, "empty.c:1:1"),
          "rows of no elements: every row runs, nothing staged or moved");
  /* A program that indexes such a row still finds main memory, as its
     own code would.  */
  tap_ok (empty_rows_run_ok (3, 2, "empty.c:2:1"),
          "rows of no elements, inner loop running: main memory");
  tap_ok (empty_rows_run_ok (0, 3, "empty.c:3:1"),
          "last extent 0 under a middle dimension: leading dimensions 0");
}

/* ---- broken descriptors ---- */

static struct test_nest_words broken;

/* A valid one-section descriptor to break.  */
static struct accblock_nest *
broken_start (void)
{
  struct accblock_nest *nest = test_nest_words_start (&broken, 2, 1, 0);
  nest->level[0] = level_lt (0, 8, 1);
  nest->level[1] = level_lt (0, 8, 0);
  struct accblock_section_dim j = dim (1, 1, 0, 0, 8, 1);
  section_dims (section (nest, 0, "q", ax, ACCBLOCK_SECTION_READ, 4, 1),
                dim (0, 1, 0, 0, 8, 8), &j);
  return nest;
}

static void
noop_tile (void *cap, const int64_t *tile)
{
  (void) cap;
  (void) tile;
}

static void
dispatch_broken (void)
{
  __accblock_dispatch ((struct accblock_nest *) (void *) broken.word,
                       noop_tile, NULL, "bad.c:7:3", "block(i:1)");
}

static void
break_and_dispatch (void *breaker)
{
  ((void (*) (struct accblock_nest *)) breaker) (broken_start ());
  dispatch_broken ();
}

/* Break the descriptor in a child with BREAKER and check that the
   dispatch aborts with NEEDLE (after the location) on stderr.  */
static void
check_broken (const char *what, void (*breaker) (struct accblock_nest *),
              const char *needle)
{
  char buf[1024];
  int status = run_in_child (break_and_dispatch, (void *) breaker, false,
                             buf, sizeof buf);
  tap_ok (WIFSIGNALED (status) && strncmp (buf, "accblock: bad.c:7:3: ", 21)
          == 0 && strstr (buf, needle) != NULL,
          "%s: aborts saying \"%s\" (said: %s)", what, needle, buf);
}

static void
break_count (struct accblock_nest *n)
{
  n->nsections = ACCBLOCK_MAX_SECTIONS + 1;
}

static void
break_ndims (struct accblock_nest *n)
{
  accblock_nest_section (n, 0)->ndims = 5;
}

static void
break_elem (struct accblock_nest *n)
{
  accblock_nest_section (n, 0)->elem_size = 0;
}

static void
break_flags (struct accblock_nest *n)
{
  accblock_nest_section (n, 0)->flags |= 128;
}

static void
break_level (struct accblock_nest *n)
{
  accblock_nest_section (n, 0)->dim[1].level = 2;
}

static void
break_coef (struct accblock_nest *n)
{
  accblock_nest_section (n, 0)->dim[1].level = -1;
}

static void
break_offsets (struct accblock_nest *n)
{
  accblock_nest_section (n, 0)->dim[0].lo = 1;
}

static void
break_last_stride (struct accblock_nest *n)
{
  accblock_nest_section (n, 0)->dim[1].stride = 2;
}

static void
break_multiple (struct accblock_nest *n)
{
  accblock_nest_section (n, 0)->dim[0].stride = 0;
}

static void
break_empty_stride (struct accblock_nest *n)
{
  /* Stride 0 is allowed only outside a dimension of extent 0; this one
     has no dimension inside and gives its rows 8 elements.  */
  accblock_nest_section (n, 0)->dim[0].stride = 0;
  accblock_nest_section (n, 0)->dim[0].extent = 0;
}

static void
break_negative_extent (struct accblock_nest *n)
{
  accblock_nest_section (n, 0)->dim[0].extent = -1;
}

static void
break_direct_refs (struct accblock_nest *n)
{
  n->direct_refs = -2;
}

static void
break_nothing (struct accblock_nest *n)
{
  /* Unknown extent in dimension 0 is allowed: this one must run.  */
  accblock_nest_section (n, 0)->dim[0].extent = 0;
  accblock_nest_section (n, 0)->dim[1].stride = 1;
}

static void
test_broken (void)
{
  check_broken ("17 sections", break_count, "17 sections (0 to 16 allowed)");
  check_broken ("5 dimensions", break_ndims, "section 0 ('q') has 5 "
                "dimensions");
  check_broken ("0-byte elements", break_elem, "section 0 ('q') has 0-byte "
                "elements");
  check_broken ("unknown flags", break_flags, "section 0 ('q') has unknown "
                "flags 0x80");
  check_broken ("level past the nest", break_level, "dimension 1 is driven "
                "by level 2 of a 2-level nest");
  check_broken ("coefficient without level", break_coef, "coefficient 1 but "
                "no level");
  check_broken ("lo > hi", break_offsets, "offsets 1 > 0");
  check_broken ("last stride 2", break_last_stride, "dimension 1 has stride "
                "2");
  check_broken ("stride 0", break_multiple, "dimension 0 has stride 0");
  check_broken ("stride 0 outside rows of 8", break_empty_stride,
                "dimension 0 has stride 0");
  check_broken ("negative extent", break_negative_extent, "dimension 0 has "
                "extent -1");
  check_broken ("negative direct references", break_direct_refs,
                "-2 direct references");
  break_nothing (broken_start ());
  dispatch_broken ();
  tap_ok (1, "unknown extent in dimension 0 is accepted");
}

int
main (void)
{
  matmul_setup ();
  test_matmul_no_reuse ();
  test_matmul_reuse ();
  test_parallel_level ();
  test_in_place ();
  test_kernel_packs ();
  test_split (0);
  test_split (1);
  test_fallback ();
  test_stencil (0, 0);
  test_stencil (0, 1);
  test_stencil (1, 0);
  test_stencil (1, 1);
  test_strided_write ();
  test_interleaved_rows ();
  test_alias ();
  test_run_over ();
  test_resident_overlap ();
  test_random ();
  test_stage_off ();
  test_stage_none ();
  test_memo_settings ();
  test_empty_rows ();
  test_broken ();
  return tap_done ();
}
