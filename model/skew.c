/* skew.c -- the arithmetic of a time loop tiled with its sweep.

   Why this file exists: see skew.h.  Every function here follows from
   the coordinates S[0] = X[0], S[L] = X[L] + C[L] * (S[0] + ... +
   S[L-1]) with C[L] >= 0: S[L] grows with every X[K], K <= L, so over a
   rectangular nest (each X[L] from FIRST[L] to LAST[L], whatever the
   outer values) S[L] is least where every X is least and largest where
   every X is largest, and inside a tile each level's IV runs over one
   interval for given outer values.  Values are kept within 2^48 in
   magnitude, so that C * (a sum of eight of them) fits in 64 bits.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "skew.h"

#include <string.h>

/* The magnitude no FIRST, LAST, LO or HI may exceed.  */
#define SKEW_LIMIT ((int64_t) 1 << 48)

static int
within_limit (int64_t v)
{
  return v >= -SKEW_LIMIT && v <= SKEW_LIMIT;
}

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

int
accblock_skew_setup (struct accblock_skew *sk, unsigned depth,
                     const int64_t *first, const int64_t *last,
                     const int64_t *c)
{
  memset (sk, 0, sizeof *sk);
  if (depth < 2 || depth > ACCBLOCK_MAX_LEVELS || c[0] != 0)
    return -1;
  int64_t sum_lo = 0, sum_hi = 0;
  for (unsigned l = 0; l < depth; l++)
    {
      if (c[l] < 0 || c[l] > 255 || first[l] > last[l]
          || !within_limit (first[l]) || !within_limit (last[l]))
        return -1;
      sk->first[l] = first[l];
      sk->last[l] = last[l];
      sk->c[l] = c[l];
      sk->lo[l] = first[l] + c[l] * sum_lo;
      sk->hi[l] = last[l] + c[l] * sum_hi;
      if (!within_limit (sk->lo[l]) || !within_limit (sk->hi[l]))
        return -1;
      sum_lo += sk->lo[l];
      sum_hi += sk->hi[l];
    }
  sk->depth = depth;
  return 0;
}

uint64_t
accblock_skew_tiles (const struct accblock_skew *sk, unsigned l,
                     int64_t block)
{
  uint64_t values = (uint64_t) (sk->hi[l] - sk->lo[l]) + 1;
  uint64_t b = (uint64_t) block;
  return values / b + (values % b != 0);
}

void
accblock_skew_tile_of (const struct accblock_skew *sk, const int64_t *block,
                       const uint64_t *k, struct accblock_skew_tile *tile)
{
  memset (tile, 0, sizeof *tile);
  for (unsigned l = 0; l < sk->depth; l++)
    {
      tile->start[l] = sk->lo[l] + (int64_t) k[l] * block[l];
      tile->count[l] = min64 (block[l], sk->hi[l] - tile->start[l] + 1);
    }
}

/* The values of X[L] in TILE when the outer skewed coordinates sum to
   SUM: *LO .. *HI, empty when *LO > *HI.  */

static void
level_range (const struct accblock_skew *sk,
             const struct accblock_skew_tile *tile, unsigned l, int64_t sum,
             int64_t *lo, int64_t *hi)
{
  int64_t shift = sk->c[l] * sum;
  *lo = max64 (sk->first[l], tile->start[l] - shift);
  *hi = min64 (sk->last[l], tile->start[l] + tile->count[l] - 1 - shift);
}

int
accblock_skew_tile_hull (const struct accblock_skew *sk,
                         const struct accblock_skew_tile *tile,
                         int64_t *xlo, int64_t *xhi)
{
  /* SUM_LO .. SUM_HI hold the hull of S[0] + ... + S[L-1].  */
  int64_t sum_lo = 0, sum_hi = 0;
  for (unsigned l = 0; l < sk->depth; l++)
    {
      int64_t c = sk->c[l];
      int64_t unused;
      level_range (sk, tile, l, sum_hi, &xlo[l], &unused);
      level_range (sk, tile, l, sum_lo, &unused, &xhi[l]);
      if (xlo[l] > xhi[l])
        return 0;
      int64_t slo = max64 (tile->start[l], xlo[l] + c * sum_lo);
      int64_t shi = min64 (tile->start[l] + tile->count[l] - 1,
                           xhi[l] + c * sum_hi);
      if (slo > shi)
        return 0;
      sum_lo += slo;
      sum_hi += shi;
    }
  return 1;
}

/* The run of X[A + 1] over TILE's iterations with X[A] = ROW for one
   value P of S[0] + ... + S[A-1]: *LO .. *HI, empty when *LO > *HI.  */

static void
column_run (const struct accblock_skew *sk,
            const struct accblock_skew_tile *tile, unsigned a, int64_t row,
            int64_t p, int64_t *lo, int64_t *hi)
{
  int64_t s_a = row + sk->c[a] * p;
  if (s_a < tile->start[a] || s_a > tile->start[a] + tile->count[a] - 1)
    {
      *lo = 1;
      *hi = 0;
      return;
    }
  level_range (sk, tile, a + 1, p + s_a, lo, hi);
}

int
accblock_skew_row_span (const struct accblock_skew *sk,
                        const struct accblock_skew_tile *tile, unsigned a,
                        int64_t row, int64_t *first, int64_t *last)
{
  if (a > 1 || a + 2 != sk->depth)
    return -1;
  if (row < sk->first[a] || row > sk->last[a])
    return 0;
  /* P, the sum of the levels outside A, is 0 when A is level 0 and
     X[0] = S[0] when it is level 1.  */
  int64_t p_lo = 0, p_hi = 0;
  if (a == 1)
    level_range (sk, tile, 0, 0, &p_lo, &p_hi);
  /* As P grows, the run of X[A+1] moves down (C >= 0): it is one run
     when each non-empty run meets or touches the one before.  The runs
     that are not empty are those of consecutive values of P.  */
  int found = 0;
  int64_t run_lo = 0, run_hi = 0;
  for (int64_t p = p_lo; p <= p_hi; p++)
    {
      int64_t lo, hi;
      column_run (sk, tile, a, row, p, &lo, &hi);
      if (lo > hi)
        {
          if (found)
            break;
          continue;
        }
      if (found && (hi + 1 < run_lo || lo > run_hi + 1))
        return -1;
      run_lo = found ? min64 (run_lo, lo) : lo;
      run_hi = found ? max64 (run_hi, hi) : hi;
      found = 1;
    }
  /* A later P with a run after an empty one would break the run.  */
  if (found)
    for (int64_t p = p_lo; p <= p_hi; p++)
      {
        int64_t lo, hi;
        column_run (sk, tile, a, row, p, &lo, &hi);
        if (lo <= hi && (lo < run_lo || hi > run_hi))
          return -1;
      }
  *first = run_lo;
  *last = run_hi;
  return found;
}

/* Add to *TOTAL the iterations of TILE on levels L and deeper, the
   outer skewed coordinates summing to SUM; stop at LIMIT.  */

static void
count_from (const struct accblock_skew *sk,
            const struct accblock_skew_tile *tile, unsigned l, int64_t sum,
            uint64_t limit, uint64_t *total)
{
  int64_t lo, hi;
  level_range (sk, tile, l, sum, &lo, &hi);
  if (lo > hi)
    return;
  if (l + 1 == sk->depth)
    {
      uint64_t n = (uint64_t) (hi - lo) + 1;
      *total = n >= limit - *total ? limit : *total + n;
      return;
    }
  for (int64_t x = lo; x <= hi && *total < limit; x++)
    count_from (sk, tile, l + 1, sum + x + sk->c[l] * sum, limit, total);
}

uint64_t
accblock_skew_tile_iterations (const struct accblock_skew *sk,
                               const struct accblock_skew_tile *tile,
                               uint64_t limit)
{
  uint64_t total = 0;
  if (limit > 0)
    count_from (sk, tile, 0, 0, limit, &total);
  return total;
}
