/* test-reduce.c -- floating-point reductions combined in tile order (ABI
   version 6).

   Why this file exists: a reduction clause on a floating-point scalar
   lets the tiles run in parallel, each on a partial result, and the
   runtime must then combine the partials in tile order, whatever order
   the tiles finished in, so that every run gives the same bits.  Playing
   the plugin, these tests hand partial results to the runtime in a
   scrambled order, and in two parts of one tile, and dispatch a sum
   whose bits depend on the grouping (1e16 + 1 - 1e16 ...) under every
   schedule, one to four threads and several accelerator counts; the
   expected bits are worked out here by summing per-tile partials in
   tile order.  Float, long double, _Complex, products, maximum and
   minimum (NaNs never taken) get the same treatment, and the combines
   count one transfer each way per tile, as the model prices them.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-internal.h"
#include "tap.h"
#include "test-sections.h"
#include "tile-words.h"

#include <complex.h>
#include <math.h>
#include <string.h>

/* A descriptor of one level and up to four floating reductions, laid
   out as the plugin lays it out.  */
struct reduce_desc
{
  int64_t word[ACCBLOCK_NEST_ALL_WORDS (1, 0, 4, 0)];
};

/* Start in BUF a one-level nest over [0, TRIPS) in blocks of BLOCK with
   the reductions HOW[0 .. N-1] into TARGET[0 .. N-1].  */
static struct accblock_nest *
reduce_nest (struct reduce_desc *buf, int64_t trips, int64_t block, int n,
             const int64_t *how, void *const *target)
{
  memset (buf, 0, sizeof *buf);
  struct accblock_nest *nest = (struct accblock_nest *) (void *) buf->word;
  nest->abi_version = ACCBLOCK_ABI_VERSION;
  nest->nlevels = 1;
  nest->split_level = -1;
  nest->float_reductions = n;
  nest->level[0] = level_lt (0, trips, block);
  for (int k = 0; k < n; k++)
    {
      struct accblock_float_reduction *r
        = accblock_nest_float_reduction (nest, k);
      r->how = how[k];
      r->target = (int64_t) (intptr_t) target[k];
    }
  return nest;
}

static int64_t
how_of (int op, int type)
{
  return op + (int64_t) type * ACCBLOCK_REDUCE_SIZE_UNIT;
}

/* Whether A and B have the same bits (so -0.0 differs from 0.0 and a
   NaN equals itself).  */
static bool
same_double (double a, double b)
{
  return memcmp (&a, &b, sizeof a) == 0;
}

/* The tile of one level starting at FIRST with COUNT iterations.  */
static void
tile_words (int64_t *tile, int64_t first, int64_t count)
{
  TILE_START (tile, 0) = first;
  TILE_COUNT (tile, 0) = count;
}

/* Add VALUE to the partial result of the tile at FIRST, as a tile
   function would: load, add, store.  */
static void
add_in_tile (struct accblock_nest *nest, int64_t first, int64_t count,
             double value)
{
  int64_t tile[TILE_LEVEL_WORDS (1)];
  tile_words (tile, first, count);
  double partial;
  __accblock_float_partial_load (nest, tile, 0, &partial);
  partial += value;
  __accblock_float_partial_store (nest, tile, 0, &partial);
}

/* Partials arriving in the order 2, 0, 3, 1 are combined as 0, 1, 2,
   3: the bits of ((1e16 + 3) - 1e16) + 1, not those of the order they
   arrived in, nor of the reverse order.  */
static void
test_scrambled (void)
{
  double sum = 0.5;
  int64_t how = how_of (ACCBLOCK_REDUCE_ADD, ACCBLOCK_FLOAT_DOUBLE);
  void *target = &sum;
  struct reduce_desc buf;
  struct accblock_nest *nest = reduce_nest (&buf, 4, 1, 1, &how, &target);
  const double p[4] = { 1e16, 3.0, -1e16, 1.0 };
  const int arrival[4] = { 2, 0, 3, 1 };
  for (int a = 0; a < 4; a++)
    add_in_tile (nest, arrival[a], 1, p[arrival[a]]);
  __accblock_float_reduce (nest);
  volatile double in_order = p[0], as_arrived = p[arrival[0]],
    reversed = p[3];
  for (int t = 1; t < 4; t++)
    {
      in_order = in_order + p[t];
      as_arrived = as_arrived + p[arrival[t]];
      reversed = reversed + p[3 - t];
    }
  double want = 0.5 + in_order, arrived = 0.5 + as_arrived,
    backwards = 0.5 + reversed;
  tap_ok (same_double (sum, want) && !same_double (sum, arrived)
          && !same_double (sum, backwards) && nest->float_partials == 0,
          "partials of tiles 2, 0, 3, 1 combined in tile order: %.17g "
          "(tile order %.17g, arrival order %.17g, reversed %.17g)", sum,
          want, arrived, backwards);
}

/* A tile that staging runs in two parts continues one partial result:
   the second part loads what the first stored.  */
static void
test_parts (void)
{
  double sum = 0.0;
  int64_t how = how_of (ACCBLOCK_REDUCE_ADD, ACCBLOCK_FLOAT_DOUBLE);
  void *target = &sum;
  struct reduce_desc buf;
  struct accblock_nest *nest = reduce_nest (&buf, 8, 4, 1, &how, &target);
  const double x[8] = { 1.0, 1e16, -1e16, 1.0, 3.0, 1e16, 1.0, -1e16 };
  /* Tile 1 first, in one piece; then tile 0 in two halves.  */
  for (int i = 4; i < 8; i++)
    add_in_tile (nest, 4, 4, x[i]);
  for (int i = 0; i < 2; i++)
    add_in_tile (nest, 0, 2, x[i]);
  for (int i = 2; i < 4; i++)
    add_in_tile (nest, 2, 2, x[i]);
  __accblock_float_reduce (nest);
  volatile double p0 = -0.0, p1 = -0.0;
  for (int i = 0; i < 4; i++)
    p0 += x[i];
  for (int i = 4; i < 8; i++)
    p1 += x[i];
  volatile double halves = -0.0, second = -0.0;
  halves += x[0];
  halves += x[1];
  second += x[2];
  second += x[3];
  double expected = 0.0 + (p0 + p1);
  double restarted = 0.0 + ((halves + second) + p1);
  tap_ok (same_double (sum, expected) && !same_double (sum, restarted),
          "a tile run in two parts keeps one partial: %.17g (expected "
          "%.17g, restarting at the part %.17g)", sum, expected, restarted);
}

/* A dispatch on real accelerator threads.  */

#define TRIPS 600
#define BLOCK 8
#define NRED 4

static double xs[TRIPS];
static float fs[TRIPS];
static long double ls[TRIPS];
static double _Complex cs[TRIPS];

struct sums
{
  double d;
  float f;
  long double ld;
  double _Complex c;
};

/* Each tile sums its xs into reduction 0, the maximum of its fs into
   1, the product of its ls into 2 and the sum of its cs into 3.  */
static void
sum_tile (void *captures, const int64_t *tile)
{
  struct accblock_nest *nest = captures;
  double d;
  float f;
  long double ld;
  double _Complex c;
  __accblock_float_partial_load (nest, tile, 0, &d);
  __accblock_float_partial_load (nest, tile, 1, &f);
  __accblock_float_partial_load (nest, tile, 2, &ld);
  __accblock_float_partial_load (nest, tile, 3, &c);
  for (int64_t i = TILE_START (tile, 0); i < TILE_END (tile, 0); i++)
    {
      d = d + xs[i];
      if (f < fs[i])
        f = fs[i];
      ld = ld * ls[i];
      c = c + cs[i];
    }
  __accblock_float_partial_store (nest, tile, 0, &d);
  __accblock_float_partial_store (nest, tile, 1, &f);
  __accblock_float_partial_store (nest, tile, 2, &ld);
  __accblock_float_partial_store (nest, tile, 3, &c);
}

static const struct sums start = { 0.25, -1.0f, 1.0L, 0.5 };

/* Per-tile partials from the identities, combined in tile order, then
   with START: what every dispatch must give bit for bit.  */
static struct sums
expected_sums (void)
{
  struct sums total = { 0 };
  for (int t = 0; t * BLOCK < TRIPS; t++)
    {
      volatile double d = -0.0;
      volatile float f = -INFINITY;
      volatile long double ld = 1.0L;
      volatile double _Complex c = CMPLX (-0.0, -0.0);
      for (int i = t * BLOCK; i < (t + 1) * BLOCK && i < TRIPS; i++)
        {
          d = d + xs[i];
          if (f < fs[i])
            f = fs[i];
          ld = ld * ls[i];
          c = c + cs[i];
        }
      if (t == 0)
        total = (struct sums) { d, f, ld, c };
      else
        {
          total.d = total.d + d;
          if (total.f < f)
            total.f = f;
          total.ld = total.ld * ld;
          total.c = total.c + c;
        }
    }
  struct sums result = start;
  result.d = result.d + total.d;
  if (result.f < total.f)
    result.f = total.f;
  result.ld = result.ld * total.ld;
  result.c = result.c + total.c;
  return result;
}

static bool
same_sums (const struct sums *a, const struct sums *b)
{
  return memcmp (&a->d, &b->d, sizeof a->d) == 0
         && memcmp (&a->f, &b->f, sizeof a->f) == 0
         && a->ld == b->ld
         && memcmp (&a->c, &b->c, sizeof a->c) == 0;
}

/* Values whose sums depend on the grouping, a few NaNs among the
   floats (never the maximum), and factors near 1.  */
static void
setup (void)
{
  uint32_t seed = 2024;
  for (int i = 0; i < TRIPS; i++)
    {
      seed = seed * 1103515245u + 12345u;
      double r = (double) (seed >> 8) / (1 << 24);
      xs[i] = i % 5 == 0 ? (i % 10 ? 1e16 : -1e16) : r - 0.5;
      fs[i] = i % 97 == 3 ? NAN : (float) (r * 100.0);
      ls[i] = 1.0L + (long double) (r - 0.5) / 64;
      cs[i] = CMPLX (xs[(i * 7) % TRIPS], r * 1e-3);
    }
}

static void
test_dispatch (void)
{
  struct sums want = expected_sums ();
  struct sums naive = start;
  for (int i = 0; i < TRIPS; i++)
    naive.d += xs[i];
  tap_ok (!same_double (naive.d, want.d),
          "the sum's bits depend on the grouping (serial %.17g, tile order "
          "%.17g)", naive.d, want.d);
  static const enum accblock_schedule schedules[]
    = { ACCBLOCK_SCHEDULE_STATIC, ACCBLOCK_SCHEDULE_DYNAMIC,
        ACCBLOCK_SCHEDULE_REVERSE };
  static const unsigned long accels[] = { 1, 3, 8 };
  int64_t how[NRED]
    = { how_of (ACCBLOCK_REDUCE_ADD, ACCBLOCK_FLOAT_DOUBLE),
        how_of (ACCBLOCK_REDUCE_MAX, ACCBLOCK_FLOAT_FLOAT),
        how_of (ACCBLOCK_REDUCE_MUL, ACCBLOCK_FLOAT_LONG_DOUBLE),
        how_of (ACCBLOCK_REDUCE_ADD, ACCBLOCK_FLOAT_COMPLEX_DOUBLE) };
  accblock_set_target ("paper");
  int runs = 0, right = 0;
  for (int s = 0; s < 3; s++)
    for (unsigned long threads = 1; threads <= 4; threads++)
      for (int a = 0; a < 3; a++)
        {
          accblock_set_num_accel (accels[a]);
          accblock_set_threads (threads);
          accblock_set_schedule (schedules[s]);
          struct sums got = start;
          void *target[NRED] = { &got.d, &got.f, &got.ld, &got.c };
          struct reduce_desc buf;
          struct accblock_nest *nest = reduce_nest (&buf, TRIPS, BLOCK, NRED,
                                                    how, target);
          __accblock_dispatch (nest, sum_tile, nest, "test-reduce.c:1:1",
                               "block(i:8)");
          __accblock_float_reduce (nest);
          runs++;
          if (same_sums (&got, &want) && nest->float_partials == 0)
            right++;
          else
            printf ("# schedule %s, %lu threads, %lu accelerators: %.17g "
                      "%.9g %.21Lg (%.17g, %.17g)\n",
                      accblock_schedule_name (schedules[s]), threads,
                      accels[a], got.d, got.f, got.ld, creal (got.c),
                      cimag (got.c));
        }
  tap_ok (right == runs, "%d of %d dispatches give the tile-order bits "
          "(sum %.17g, max %.9g)", right, runs, want.d, want.f);
}

/* Every tile reads and writes each partial once: one transfer each way,
   of the value's bytes, as the model prices the combines.  */
static void
test_transfers (void)
{
  accblock_set_num_accel (4);
  accblock_set_threads (2);
  accblock_set_schedule (ACCBLOCK_SCHEDULE_STATIC);
  accblock_stats_reset ();
  struct sums got = start;
  void *target[NRED] = { &got.d, &got.f, &got.ld, &got.c };
  int64_t how[NRED]
    = { how_of (ACCBLOCK_REDUCE_ADD, ACCBLOCK_FLOAT_DOUBLE),
        how_of (ACCBLOCK_REDUCE_MAX, ACCBLOCK_FLOAT_FLOAT),
        how_of (ACCBLOCK_REDUCE_MUL, ACCBLOCK_FLOAT_LONG_DOUBLE),
        how_of (ACCBLOCK_REDUCE_ADD, ACCBLOCK_FLOAT_COMPLEX_DOUBLE) };
  struct reduce_desc buf;
  struct accblock_nest *nest = reduce_nest (&buf, TRIPS, BLOCK, NRED, how,
                                            target);
  __accblock_dispatch (nest, sum_tile, nest, "test-reduce.c:2:1",
                       "block(i:8)");
  __accblock_float_reduce (nest);
  struct accblock_stats st;
  accblock_stats_get (&st);
  uint64_t tiles = (TRIPS + BLOCK - 1) / BLOCK;
  uint64_t bytes = tiles * (sizeof (double) + sizeof (float)
                            + sizeof (long double) + sizeof (double _Complex));
  tap_ok (st.dma_in_bytes == bytes && st.dma_out_bytes == bytes
          && st.dma_transfers == 2 * NRED * tiles,
          "%llu tiles move %llu bytes each way in %llu transfers (in %llu, "
          "out %llu, transfers %llu)", (unsigned long long) tiles,
          (unsigned long long) bytes, (unsigned long long) (2 * NRED * tiles),
          (unsigned long long) st.dma_in_bytes,
          (unsigned long long) st.dma_out_bytes,
          (unsigned long long) st.dma_transfers);
}

/* A dispatch with no tile leaves every target alone.  */
static void
test_empty (void)
{
  double sum = -0.0;
  int64_t how = how_of (ACCBLOCK_REDUCE_ADD, ACCBLOCK_FLOAT_DOUBLE);
  void *target = &sum;
  struct reduce_desc buf;
  struct accblock_nest *nest = reduce_nest (&buf, 0, 4, 1, &how, &target);
  __accblock_dispatch (nest, sum_tile, nest, "test-reduce.c:3:1",
                       "block(i:4)");
  __accblock_float_reduce (nest);
  tap_ok (same_double (sum, -0.0), "no tile: the target keeps -0.0 (%g)",
          sum);
}

/* The operators and types the runtime accepts.  */
static void
test_valid (void)
{
  bool ok = accblock_float_how_valid (how_of (ACCBLOCK_REDUCE_MIN,
                                              ACCBLOCK_FLOAT_FLOAT))
            && accblock_float_how_valid (how_of (ACCBLOCK_REDUCE_MUL,
                                                 ACCBLOCK_FLOAT_COMPLEX_FLOAT))
            && !accblock_float_how_valid (how_of (ACCBLOCK_REDUCE_MAX,
                                                  ACCBLOCK_FLOAT_COMPLEX_DOUBLE))
            && !accblock_float_how_valid (how_of (ACCBLOCK_REDUCE_XOR,
                                                  ACCBLOCK_FLOAT_DOUBLE))
            && !accblock_float_how_valid (how_of (ACCBLOCK_REDUCE_ADD, 0))
            && !accblock_float_how_valid (how_of (ACCBLOCK_REDUCE_ADD, 6))
            && !accblock_float_how_valid (-1);
  tap_ok (ok, "known operators and types; no max or min on _Complex");
}

int
main (void)
{
  setup ();
  test_scrambled ();
  test_parts ();
  test_valid ();
  test_empty ();
  test_dispatch ();
  test_transfers ();
  return tap_done ();
}
