/* test-matmul.c -- the paper's example, dispatched by hand.

   Why this file exists: the acceptance example of the runtime is the
   paper's blocked matmul (int, N=128, block(i:1, k:30), 64 accelerators
   with 16 KiB each): 128 x 5 = 640 tiles (k blocks 30, 30, 30, 30, 8),
   10 per accelerator under the static schedule, and the checksum of the
   serial loop under every schedule.  The staged variant moves the data
   blocks through the DMA engine as the staging code will (A[i][k0:w],
   B[k0:w][0:N] and C[i][0:N] in, C[i][0:N] out) and checks the DMA
   volume against hand-computed values, with and without reuse.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-internal.h"
#include "tap.h"
#include "test-nest-desc.h"
#include "tile-words.h"

#include <string.h>

#define N 128

static int A[N][N], B[N][N], C[N][N];

struct captures
{
  int (*a)[N];
  int (*b)[N];
  int (*c)[N];
};

/* The tile function the plugin outlines from

     #pragma acc loop block(i:1, k:30)
     for (int i = 0; i < N; i++)
       for (int k = 0; k < N; k++)
         for (int j = 0; j < N; j++)
           c[i][j] += a[i][k] * b[k][j];  */
static void
matmul_tile (void *cap, const int64_t *tile)
{
  struct captures *m = cap;
  for (int64_t i = TILE_START (tile, 0); i < TILE_END (tile, 0); i++)
    for (int64_t k = TILE_START (tile, 1); k < TILE_END (tile, 1); k++)
      for (int j = 0; j < N; j++)
        m->c[i][j] += m->a[i][k] * m->b[k][j];
}

static struct accblock_dma_section
section_1d (int64_t count)
{
  return (struct accblock_dma_section) { .ndims = 1, .elem_size = sizeof (int),
      .count = { count }, .stride = { 1 } };
}

/* The same tile with its data blocks staged in local memory.  */
static void
matmul_staged_tile (void *cap, const int64_t *tile)
{
  struct captures *m = cap;
  struct accblock_accel *acc = accblock_current_accel ();
  int64_t i = TILE_START (tile, 0), k0 = TILE_START (tile, 1);
  int64_t w = TILE_COUNT (tile, 1);
  struct accblock_dma_section sa = section_1d (w);
  struct accblock_dma_section sb = { .ndims = 2, .elem_size = sizeof (int),
      .count = { w, N }, .stride = { N, 1 } };
  struct accblock_dma_section sc = section_1d (N);
  int *la = accblock_lmem_alloc (&acc->lmem, accblock_dma_section_bytes (&sa));
  int *lb = accblock_lmem_alloc (&acc->lmem, accblock_dma_section_bytes (&sb));
  if (!la || !lb)
    accblock_fatal ("matmul tile does not fit");
  accblock_dma_get (acc, la, &m->a[i][k0], &sa);
  accblock_dma_get (acc, lb, &m->b[k0][0], &sb);
  int *lc = accblock_resident_fetch (acc, &m->c[i][0], &sc, true);
  bool resident = lc != NULL;
  if (!resident)
    {
      lc = accblock_lmem_alloc (&acc->lmem, accblock_dma_section_bytes (&sc));
      accblock_dma_get (acc, lc, &m->c[i][0], &sc);
    }
  for (int64_t k = 0; k < w; k++)
    for (int j = 0; j < N; j++)
      lc[j] += la[k] * lb[k * N + j];
  if (!resident)
    accblock_dma_put (acc, &m->c[i][0], lc, &sc);
}

static void
fill_inputs (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
        A[i][j] = (i * 7 + j * 3) % 17 - 8;
        B[i][j] = (i * 5 + j * 11) % 13 - 6;
      }
}

/* Checksum of C weighted by position, so misplaced sums show.  */
static long long
checksum (void)
{
  long long sum = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      sum += (long long) C[i][j] * (i * N + j + 1);
  return sum;
}

static long long
serial_checksum (void)
{
  memset (C, 0, sizeof C);
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
        C[i][j] += A[i][k] * B[k][j];
  return checksum ();
}

static long long
dispatch_matmul (accblock_tile_fn tile_fn, const char *location)
{
  memset (C, 0, sizeof C);
  struct captures m = { A, B, C };
  struct test_nest nest = { { ACCBLOCK_ABI_VERSION, 3, 0, 0, 0, 0, 0, -1, 0 },
             { { 0, N, 1, ACCBLOCK_CMP_LT, 0, 1, 0 },
               { 0, N, 1, ACCBLOCK_CMP_LT, 0, 30, 0 },
               { 0, N, 1, ACCBLOCK_CMP_LT, 0, 0, 0 } } };
  accblock_stats_reset ();
  __accblock_dispatch (&nest.head, tile_fn, &m, location, "block(i:1, k:30)");
  return checksum ();
}

static void
check_schedule (enum accblock_schedule schedule, const char *name,
                long long expected)
{
  accblock_set_schedule (schedule);
  long long sum = dispatch_matmul (matmul_tile, "matmul.c:12:9");
  struct accblock_stats total;
  accblock_stats_get (&total);
  tap_ok (sum == expected, "%s: checksum %lld equals serial %lld", name, sum,
          expected);
  tap_ok (total.tiles == 640, "%s: 640 tiles (got %llu)", name,
          (unsigned long long) total.tiles);
  uint64_t sum_tiles = 0;
  int not_ten = 0;
  for (unsigned long a = 0; a < total.accelerators; a++)
    {
      struct accblock_accel_stats s;
      accblock_stats_accel (a, &s);
      sum_tiles += s.tiles;
      not_ten += s.tiles != 10;
    }
  tap_ok (total.accelerators == 64 && sum_tiles == 640,
          "%s: 64 accelerators' tiles sum to 640", name);
  if (schedule == ACCBLOCK_SCHEDULE_STATIC)
    tap_ok (not_ten == 0, "static: every accelerator runs 10 tiles (%d do "
            "not)", not_ten);
  struct accblock_nest_stats ns;
  tap_ok (accblock_stats_nest (0, &ns) == 0 && ns.tiles == 640
          && ns.nlevels == 3 && ns.block[0] == 1 && ns.block[1] == 30
          && ns.block[2] == 0 && strcmp (ns.location, "matmul.c:12:9") == 0,
          "%s: nest record block [1, 30, 0]", name);
}

static void
check_staged (bool reuse, long long expected)
{
  accblock_set_schedule (ACCBLOCK_SCHEDULE_STATIC);
  accblock_set_reuse (reuse);
  long long sum = dispatch_matmul (matmul_staged_tile, "staged.c:1:1");
  struct accblock_stats total;
  accblock_stats_get (&total);
  const char *name = reuse ? "staged, reuse on" : "staged, reuse off";
  tap_ok (sum == expected, "%s: checksum %lld equals serial", name, sum);
  /* Per tile of width w: A w ints, B w x N ints, C N ints in; C N out.
     Over all tiles the widths of one row add up to N.  */
  uint64_t a_in = (uint64_t) N * N * sizeof (int);
  uint64_t b_in = (uint64_t) N * N * N * sizeof (int);
  uint64_t c_once = (uint64_t) N * N * sizeof (int);
  uint64_t c_tiles = 640 * (uint64_t) N * sizeof (int);
  uint64_t in = a_in + b_in + (reuse ? c_once : c_tiles);
  uint64_t out = reuse ? c_once : c_tiles;
  tap_ok (total.dma_in_bytes == in && total.dma_out_bytes == out,
          "%s: DMA in %llu (expected %llu), out %llu (expected %llu)", name,
          (unsigned long long) total.dma_in_bytes, (unsigned long long) in,
          (unsigned long long) total.dma_out_bytes,
          (unsigned long long) out);
  uint64_t transfers = reuse ? 640 * 2 + 128 * 2 : 640 * 4;
  tap_ok (total.dma_transfers == transfers, "%s: %llu transfers (got %llu)",
          name, (unsigned long long) transfers,
          (unsigned long long) total.dma_transfers);
  tap_ok (total.reused_bytes == (reuse ? c_tiles - c_once : 0),
          "%s: %llu bytes reused", name,
          (unsigned long long) total.reused_bytes);
  /* The largest tile: B 30 x 128 ints + A 30 ints + C 128 ints.  */
  uint64_t footprint = 30 * N * 4 + 128 + N * 4;
  tap_ok (total.lmem_high_water_bytes == footprint
          && total.lmem_high_water_bytes <= 16384,
          "%s: local memory high water %llu of 16384 bytes", name,
          (unsigned long long) total.lmem_high_water_bytes);
  tap_ok (total.modeled_seconds > 0, "%s: modeled %g s", name,
          total.modeled_seconds);
}

int
main (void)
{
  accblock_set_target ("paper");
  accblock_set_threads (2);
  fill_inputs ();
  long long expected = serial_checksum ();
  check_schedule (ACCBLOCK_SCHEDULE_STATIC, "static", expected);
  check_schedule (ACCBLOCK_SCHEDULE_DYNAMIC, "dynamic", expected);
  check_staged (false, expected);
  check_staged (true, expected);
  return tap_done ();
}
