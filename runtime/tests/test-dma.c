/* test-dma.c -- the DMA engine: strided sections, asynchronous transfers,
   double buffering and residency reuse.

   Why this file exists: staging is only correct if a get brings exactly
   the section's elements into packed local memory and a put writes back
   exactly those elements and nothing between them (a neighbour tile may
   own those).  Each check below compares against element-by-element
   reference code and counts what the engine says it moved.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-internal.h"
#include "test-api.h"
#include "tap.h"
#include "test-nest-desc.h"
#include "tile-words.h"

#include <string.h>

#define MAIN_INTS 4096

static int source[MAIN_INTS];
static int target[MAIN_INTS];

static struct accblock_accel acc;

static void
fresh_accel (size_t local_mem)
{
  accblock_accel_fini (&acc);
  accblock_accel_init (&acc, 0, local_mem, 0);
}

/* Main-memory index of element IDX (NDIMS indices) of S.  */
static int64_t
main_index (const struct accblock_dma_section *s, const int64_t *idx)
{
  int64_t at = 0;
  for (int d = 0; d < s->ndims; d++)
    at += idx[d] * s->stride[d];
  return at;
}

/* Step IDX through S in packed (row-major) order; false after the last.  */
static bool
next_index (const struct accblock_dma_section *s, int64_t *idx)
{
  for (int d = s->ndims - 1; d >= 0; d--)
    {
      if (++idx[d] < s->count[d])
        return true;
      idx[d] = 0;
    }
  return false;
}

/* Get S at OFFSET, check the packed copy, change it, put it back into a
   copy of the source, and check exactly the section's elements changed.  */
static void
round_trip (const char *what, int64_t offset,
            const struct accblock_dma_section *s)
{
  fresh_accel (16384);
  size_t bytes = accblock_dma_section_bytes (s);
  int *local = accblock_lmem_alloc (&acc.lmem, bytes);
  accblock_dma_get (&acc, local, source + offset, s);
  int64_t idx[ACCBLOCK_DMA_MAX_DIMS] = { 0 };
  size_t n = 0;
  bool got = true;
  do
    got &= local[n++] == source[offset + main_index (s, idx)];
  while (next_index (s, idx));
  tap_ok (got && n * sizeof (int) == bytes, "%s: get packs %zu elements",
          what, n);

  for (size_t e = 0; e < n; e++)
    local[e] = -local[e] - 1;
  memcpy (target, source, sizeof target);
  accblock_dma_put (&acc, target + offset, local, s);
  static bool in_section[MAIN_INTS];
  memset (in_section, 0, sizeof in_section);
  memset (idx, 0, sizeof idx);
  do
    in_section[offset + main_index (s, idx)] = true;
  while (next_index (s, idx));
  int wrong = 0;
  for (int i = 0; i < MAIN_INTS; i++)
    wrong += target[i] != (in_section[i] ? -source[i] - 1 : source[i]);
  tap_ok (wrong == 0, "%s: put writes exactly the section (%d wrong)", what,
          wrong);
  tap_ok (acc.counters.dma_in_bytes == bytes
          && acc.counters.dma_out_bytes == bytes
          && acc.counters.dma_in_transfers == 1
          && acc.counters.dma_out_transfers == 1,
          "%s: one transfer of %zu bytes each way counted", what, bytes);
}

static void
test_round_trips (void)
{
  struct accblock_dma_section s1 = { .ndims = 1, .elem_size = 4,
      .count = { 100 }, .stride = { 1 } };
  round_trip ("1-D contiguous", 17, &s1);
  /* a[2*i]: every other element; the ones between belong to others.  */
  struct accblock_dma_section s1s = { .ndims = 1, .elem_size = 4,
      .count = { 50 }, .stride = { 2 } };
  round_trip ("1-D stride 2", 3, &s1s);
  /* A 7 x 9 block of a 64-wide matrix.  */
  struct accblock_dma_section s2 = { .ndims = 2, .elem_size = 4,
      .count = { 7, 9 }, .stride = { 64, 1 } };
  round_trip ("2-D block", 64 * 3 + 5, &s2);
  /* 3 x 4 x 5 of a 16 x 16 x 16 array, columns strided by 2.  */
  struct accblock_dma_section s3 = { .ndims = 3, .elem_size = 4,
      .count = { 3, 4, 5 }, .stride = { 256, 16, 2 } };
  round_trip ("3-D strided", 256 + 16 + 1, &s3);
  struct accblock_dma_section s4 = { .ndims = 4, .elem_size = 4,
      .count = { 2, 3, 2, 5 }, .stride = { 1024, 128, 16, 1 } };
  round_trip ("4-D", 7, &s4);
  /* Walking backwards through rows.  */
  struct accblock_dma_section sneg = { .ndims = 2, .elem_size = 4,
      .count = { 4, 8 }, .stride = { -64, 1 } };
  round_trip ("2-D negative row stride", 64 * 10, &sneg);
  struct accblock_dma_section sempty = { .ndims = 2, .elem_size = 4,
      .count = { 0, 8 }, .stride = { 64, 1 } };
  fresh_accel (64);
  accblock_dma_get (&acc, acc.lmem.base, source, &sempty);
  tap_ok (acc.counters.dma_in_bytes == 0, "empty section moves nothing");
}

static void
test_async (void)
{
  fresh_accel (16384);
  struct accblock_dma_section s = { .ndims = 1, .elem_size = 4,
      .count = { 64 }, .stride = { 1 } };
  int *local = accblock_lmem_alloc (&acc.lmem, 40 * 64 * 4);
  int reply = 0;
  /* More than the queue holds: the engine completes the oldest first.  */
  for (int t = 0; t < 40; t++)
    accblock_dma_get_async (&acc, local + t * 64, source + t * 64, &s,
                            &reply);
  accblock_dma_wait (&acc, &reply, 40);
  tap_ok (reply == 40 && memcmp (local, source, 40 * 64 * 4) == 0,
          "40 asynchronous gets arrive, reply counter 40");
  for (int i = 0; i < 40 * 64; i++)
    local[i] += 1;
  int put_reply = 0;
  memcpy (target, source, sizeof target);
  for (int t = 0; t < 40; t++)
    accblock_dma_put_async (&acc, target + t * 64, local + t * 64, &s,
                            &put_reply);
  accblock_dma_drain (&acc);
  bool ok = put_reply == 40;
  for (int i = 0; i < 40 * 64; i++)
    ok &= target[i] == source[i] + 1;
  tap_ok (ok, "40 asynchronous puts complete on drain");
  tap_ok (acc.counters.dma_in_transfers == 40
          && acc.counters.dma_out_transfers == 40
          && acc.counters.dma_in_bytes == 40 * 256,
          "asynchronous transfers counted");

  /* A synchronous transfer waits for earlier asynchronous ones: the put
     below must not be overtaken by the queued get of the same data.  */
  int r = 0;
  int first[64];
  accblock_dma_get_async (&acc, first, target, &s, &r);
  accblock_dma_put (&acc, target, local, &s);
  tap_ok (r == 1 && first[0] == source[0] + 1,
          "synchronous put completes queued gets first");
}

/* Sum a stream of tiles of 100 ints through a double buffer: tile t+1 is
   prefetched before tile t is summed.  */
static void
test_double_buffer (void)
{
  fresh_accel (1024);
  struct accblock_double_buffer db;
  tap_ok (!accblock_double_buffer_init (&acc, &db, 600),
          "two 600-byte halves do not fit 1024 bytes");
  tap_ok (accblock_double_buffer_init (&acc, &db, 400),
          "two 400-byte halves do");
  struct accblock_dma_section s = { .ndims = 1, .elem_size = 4,
      .count = { 100 }, .stride = { 1 } };
  long long sum = 0, expected = 0;
  for (int i = 0; i < 1000; i++)
    expected += source[i];
  accblock_double_buffer_prefetch (&acc, &db, 0, source, &s);
  for (int t = 0; t < 10; t++)
    {
      int *cur = accblock_double_buffer_swap (&acc, &db);
      if (t + 1 < 10)
        accblock_double_buffer_prefetch (&acc, &db, 0, source + (t + 1) * 100,
                                         &s);
      for (int i = 0; i < 100; i++)
        sum += cur[i];
    }
  tap_ok (sum == expected, "double-buffered sum %lld equals %lld", sum,
          expected);
  tap_ok (acc.counters.prefetch_bytes == 4000
          && acc.counters.prefetch_transfers == 10
          && acc.counters.dma_in_bytes == 4000,
          "prefetched bytes counted as overlappable");
  struct accblock_model_time with, without;
  struct accblock_cost_params cost = accblock_target_default ()->cost;
  acc.counters.iterations = 1000;
  accblock_model_time (&cost, &acc.counters, &with);
  acc.counters.prefetch_bytes = acc.counters.prefetch_transfers = 0;
  accblock_model_time (&cost, &acc.counters, &without);
  tap_ok (with.total_s < without.total_s && with.hidden_s > 0,
          "the model hides prefetch time behind computation");
}

static void
test_reuse (void)
{
  fresh_accel (4096);
  acc.reuse = true;
  memcpy (target, source, sizeof target);
  struct accblock_dma_section row = { .ndims = 1, .elem_size = 4,
      .count = { 128 }, .stride = { 1 } };
  int *c1 = accblock_resident_fetch (&acc, target, &row, false);
  int *c2 = accblock_resident_fetch (&acc, target, &row, false);
  tap_ok (c1 && c1 == c2 && acc.counters.dma_in_transfers == 1
          && acc.counters.reused_bytes == 512,
          "second fetch of a resident block moves nothing");
  /* Change the block locally: it goes back when it leaves.  */
  int *c3 = accblock_resident_fetch (&acc, target, &row, true);
  c3[5] = 12345;
  tap_ok (target[5] == source[5], "a changed block stays local");
  /* An overlapping different section must see the change.  */
  struct accblock_dma_section part = { .ndims = 1, .elem_size = 4,
      .count = { 8 }, .stride = { 1 } };
  int *p = accblock_resident_fetch (&acc, target + 4, &part, false);
  tap_ok (p && p[1] == 12345 && target[5] == 12345
          && acc.counters.dma_out_bytes == 512,
          "fetching an overlapping section writes the changed block back "
          "first");
  int *w = accblock_resident_fetch (&acc, target + 4, &part, true);
  w[0] = -5;
  accblock_resident_flush (&acc);
  tap_ok (target[4] == -5 && acc.dma.nresident == 0 && acc.lmem.high == 0,
          "flush writes back and frees local memory");

  /* Many blocks that do not fit together: evicted, never lost.  */
  for (int round = 0; round < 2; round++)
    for (int b = 0; b < 20; b++)
      {
        int *blk = accblock_resident_fetch (&acc, target + b * 128, &row,
                                            true);
        blk[0] += 1;
      }
  accblock_resident_flush (&acc);
  bool kept = true;
  for (int b = 0; b < 20; b++)
    kept &= target[b * 128] == source[b * 128] + 2;
  tap_ok (kept && acc.lmem.high_water <= 4096,
          "evicted blocks are written back; local memory never exceeded");

  acc.reuse = false;
  tap_ok (accblock_resident_fetch (&acc, target, &row, false) == NULL,
          "ACCBLOCK_REUSE=0: nothing is kept resident");
}

/* ---- through a dispatch ---- */

static int results[64][16];

/* Each tile fills a local buffer and puts it back asynchronously without
   waiting; the next tile on the accelerator reuses the same local
   memory, so the put must complete before the buffer is freed.  */
static void
async_put_tile (void *cap, const int64_t *tile)
{
  (void) cap;
  struct accblock_accel *a = accblock_current_accel ();
  int *local = accblock_lmem_alloc (&a->lmem, 16 * sizeof (int));
  for (int j = 0; j < 16; j++)
    local[j] = (int) TILE_START (tile, 0) * 100 + j;
  struct accblock_dma_section s = { .ndims = 1, .elem_size = sizeof (int),
      .count = { 16 }, .stride = { 1 } };
  static _Thread_local int reply;
  accblock_dma_put_async (a, results[TILE_START (tile, 0)], local, &s, &reply);
}

static void
test_dispatch_async (void)
{
  accblock_set_num_accel (4);
  struct test_nest n = { { ACCBLOCK_ABI_VERSION, 1, 0, 0, 0, 0, 0, -1, 0 },
          { { 0, 64, 1, ACCBLOCK_CMP_LT, 0, 1, 0 } } };
  __accblock_dispatch (&n.head, async_put_tile, NULL, "async.c:1:1",
                       "block(i:1)");
  int wrong = 0;
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 16; j++)
      wrong += results[i][j] != i * 100 + j;
  tap_ok (wrong == 0, "a tile's unwaited puts complete before its local "
          "memory is reused (%d wrong)", wrong);
}

int
main (void)
{
  for (int i = 0; i < MAIN_INTS; i++)
    source[i] = i * 37 % 1001 - 500;
  accblock_accel_init (&acc, 0, 64, 0);
  test_round_trips ();
  test_async ();
  test_double_buffer ();
  test_reuse ();
  accblock_accel_fini (&acc);
  test_dispatch_async ();
  return tap_done ();
}
