/* test-skew.c -- the skew arithmetic (model/skew.c) against brute force.

   Why this file exists: the runtime stages a skewed tile's box from
   accblock_skew_tile_hull and writes back, row by row, what
   accblock_skew_row_span says the tile wrote; the model counts tiles and
   iterations with the same functions.  A hull too small would leave an
   element out of the box, a span too wide would write back an element
   another tile of the front writes: both silent wrong results.  So every
   function is checked here against the iterations themselves, enumerated
   one by one, over many small nests with random bounds, skews and
   blocks: the hulls must hold every iteration of the tile (and a tile
   said empty must hold none), the spans must be exactly the written
   columns, the iteration counts exact, and the tiles of the grid must
   cover every iteration exactly once.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "../skew.h"
#include "../../runtime/tests/tap.h"

#include <stdlib.h>
#include <string.h>

/* A small deterministic generator, so that a failure can be replayed.  */
static uint64_t rng_state = 20261207;

static int64_t
rnd (int64_t lo, int64_t hi)
{
  rng_state = rng_state * 6364136223846793005ULL + 1442695040888963407ULL;
  return lo + (int64_t) ((rng_state >> 33) % (uint64_t) (hi - lo + 1));
}

/* The skewed coordinates of iteration X of SK.  */
static void
skewed (const struct accblock_skew *sk, const int64_t *x, int64_t *s)
{
  int64_t sum = 0;
  for (unsigned l = 0; l < sk->depth; l++)
    {
      s[l] = x[l] + sk->c[l] * sum;
      sum += s[l];
    }
}

static int
in_tile (const struct accblock_skew *sk, const struct accblock_skew_tile *t,
         const int64_t *s)
{
  for (unsigned l = 0; l < sk->depth; l++)
    if (s[l] < t->start[l] || s[l] >= t->start[l] + t->count[l])
      return 0;
  return 1;
}

/* Advance X to the next iteration of SK in program order; 0 past the
   last.  */
static int
next_iteration (const struct accblock_skew *sk, int64_t *x)
{
  for (int l = (int) sk->depth - 1; l >= 0; l--)
    {
      if (x[l] < sk->last[l])
        {
          x[l]++;
          return 1;
        }
      x[l] = sk->first[l];
    }
  return 0;
}

/* Everything about one tile, by brute force against the functions.
   Returns the iterations the tile holds, or -1 after a failed check
   (reported once through *BAD).  */
static long
check_tile (const struct accblock_skew *sk,
            const struct accblock_skew_tile *tile, const char **bad)
{
  int64_t xlo[ACCBLOCK_MAX_LEVELS], xhi[ACCBLOCK_MAX_LEVELS];
  int may_hold = accblock_skew_tile_hull (sk, tile, xlo, xhi);
  /* Per row of levels depth-2, the least and largest column written, and
     whether every column between them is.  */
  enum { ROWS = 64, COLS = 64 };
  static unsigned char hit[ROWS][COLS];
  memset (hit, 0, sizeof hit);
  unsigned a = sk->depth - 2;
  long held = 0;
  int64_t x[ACCBLOCK_MAX_LEVELS], s[ACCBLOCK_MAX_LEVELS];
  for (unsigned l = 0; l < sk->depth; l++)
    x[l] = sk->first[l];
  do
    {
      skewed (sk, x, s);
      if (!in_tile (sk, tile, s))
        continue;
      held++;
      if (!may_hold)
        {
          *bad = "a tile said empty holds an iteration";
          return -1;
        }
      for (unsigned l = 0; l < sk->depth; l++)
        if (x[l] < xlo[l] || x[l] > xhi[l])
          {
            *bad = "an iteration lies outside the hull";
            return -1;
          }
      hit[x[a] - sk->first[a]][x[a + 1] - sk->first[a + 1]] = 1;
    }
  while (next_iteration (sk, x));
  if (accblock_skew_tile_iterations (sk, tile, UINT64_MAX) != (uint64_t) held)
    {
      *bad = "wrong iteration count";
      return -1;
    }
  if (held > 1
      && accblock_skew_tile_iterations (sk, tile, (uint64_t) held - 1)
         != (uint64_t) held - 1)
    {
      *bad = "the count does not stop at the limit";
      return -1;
    }
  for (int64_t row = sk->first[a]; row <= sk->last[a]; row++)
    {
      int64_t first = 0, last = -1;
      int rc = accblock_skew_row_span (sk, tile, a, row, &first, &last);
      int64_t lo = INT64_MAX, hi = INT64_MIN, n = 0;
      for (int64_t col = sk->first[a + 1]; col <= sk->last[a + 1]; col++)
        if (hit[row - sk->first[a]][col - sk->first[a + 1]])
          {
            lo = col < lo ? col : lo;
            hi = col > hi ? col : hi;
            n++;
          }
      int one_run = n > 0 && hi - lo + 1 == n;
      if (rc == 0 && n != 0)
        *bad = "a row said unwritten is written";
      else if (rc == 1 && !(one_run && first == lo && last == hi))
        *bad = "a row's span is not the columns written";
      else if (rc == -1 && (one_run || n == 0))
        *bad = "a row's written columns are one run, but the span says no";
      else
        continue;
      return -1;
    }
  return held;
}

/* A random nest of DEPTH levels, its grid of tiles checked tile by tile;
   the tiles must hold every iteration once.  */
static const char *
check_random_nest (unsigned depth)
{
  int64_t first[ACCBLOCK_MAX_LEVELS], last[ACCBLOCK_MAX_LEVELS];
  int64_t c[ACCBLOCK_MAX_LEVELS], block[ACCBLOCK_MAX_LEVELS];
  long all = 1;
  for (unsigned l = 0; l < depth; l++)
    {
      first[l] = rnd (-3, 3);
      last[l] = first[l] + rnd (0, depth == 2 ? 20 : 7);
      c[l] = l == 0 ? 0 : rnd (0, 2);
      block[l] = rnd (1, 9);
      all *= last[l] - first[l] + 1;
    }
  struct accblock_skew sk;
  if (accblock_skew_setup (&sk, depth, first, last, c))
    return "setup refused a small nest";
  uint64_t k[ACCBLOCK_MAX_LEVELS] = { 0 };
  uint64_t tiles[ACCBLOCK_MAX_LEVELS];
  for (unsigned l = 0; l < depth; l++)
    tiles[l] = accblock_skew_tiles (&sk, l, block[l]);
  long total = 0;
  const char *bad = NULL;
  for (;;)
    {
      struct accblock_skew_tile tile;
      accblock_skew_tile_of (&sk, block, k, &tile);
      long held = check_tile (&sk, &tile, &bad);
      if (held < 0)
        return bad;
      total += held;
      unsigned l = depth;
      while (l > 0 && ++k[l - 1] == tiles[l - 1])
        k[--l] = 0;
      if (l == 0)
        break;
    }
  return total == all ? NULL : "the tiles do not hold every iteration once";
}

/* Seidel-2d's skew at a small size: (t, t + i, 2t + i + j).  */
static void
test_seidel_ranges (void)
{
  int64_t first[3] = { 0, 1, 1 }, last[3] = { 39, 510, 510 };
  int64_t c[3] = { 0, 1, 1 };
  struct accblock_skew sk;
  int rc = accblock_skew_setup (&sk, 3, first, last, c);
  tap_ok (rc == 0 && sk.lo[0] == 0 && sk.hi[0] == 39 && sk.lo[1] == 1
          && sk.hi[1] == 549 && sk.lo[2] == 2 && sk.hi[2] == 1098,
          "seidel at 512, T = 40: S ranges 0..39, 1..549, 2..1098");
  int64_t block[3] = { 8, 16, 32 };
  tap_ok (accblock_skew_tiles (&sk, 0, 8) == 5
          && accblock_skew_tiles (&sk, 1, 16) == 35
          && accblock_skew_tiles (&sk, 2, 32) == 35,
          "5 x 35 x 35 tiles of 8 x 16 x 32");
  uint64_t corner[3] = { 4, 0, 0 };
  struct accblock_skew_tile tile;
  accblock_skew_tile_of (&sk, block, corner, &tile);
  int64_t xlo[3], xhi[3];
  tap_ok (accblock_skew_tile_hull (&sk, &tile, xlo, xhi) == 0
          && accblock_skew_tile_iterations (&sk, &tile, 100) == 0,
          "the tile of the last sweeps at the first rows is empty");
}

static void
test_refusals (void)
{
  int64_t first[2] = { 0, 0 }, last[2] = { 5, 5 };
  int64_t bad_c0[2] = { 1, 1 }, bad_c1[2] = { 0, 256 }, ok_c[2] = { 0, 1 };
  int64_t huge[2] = { 0, (int64_t) 1 << 50 };
  int64_t backwards[2] = { 5, 6 };
  struct accblock_skew sk;
  tap_ok (accblock_skew_setup (&sk, 2, first, last, bad_c0) == -1
          && accblock_skew_setup (&sk, 2, first, last, bad_c1) == -1
          && accblock_skew_setup (&sk, 2, first, huge, ok_c) == -1
          && accblock_skew_setup (&sk, 2, backwards, last, ok_c) == -1
          && accblock_skew_setup (&sk, 1, first, last, ok_c) == -1
          && accblock_skew_setup (&sk, 2, first, last, ok_c) == 0,
          "setup refuses a skew on level 0, a skew over 255, values past "
          "2^48, an empty level and one level");
}

int
main (void)
{
  test_seidel_ranges ();
  test_refusals ();
  for (unsigned depth = 2; depth <= 3; depth++)
    {
      const char *bad = NULL;
      int n;
      for (n = 0; n < 400 && !bad; n++)
        bad = check_random_nest (depth);
      tap_ok (!bad, "%u levels: 400 random nests, every tile against its "
              "iterations%s%s", depth, bad ? ": " : "", bad ? bad : "");
    }
  return tap_done ();
}
