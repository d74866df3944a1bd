/* overlap.c -- the run-time alias check of a nest: do the arrays the
   plugin could not keep apart overlap in this dispatch?

   Why this file exists: a kernel that takes its arrays as pointer or
   VLA parameters (double C[ni][nj], double A[ni][nk]) cannot be proven
   free of overlap at compile time, although its callers almost never
   pass overlapping arrays.  The plugin then proves the nest parallel as
   if they lay apart and flags the nest ACCBLOCK_NEST_CHECK_OVERLAP and
   the arrays concerned ACCBLOCK_SECTION_CHECK_OVERLAP (accblock-abi.h),
   as GCC's vectorizer versions a loop on a test of address ranges.
   Here, before each dispatch, the address range of every flagged
   section over the whole iteration space is computed from the
   descriptor: per dimension the least and greatest index any reference
   may use (offsets, halos and folded levels included), then the lowest
   and the highest byte those indices address.  The range is a bounding
   interval, so the test is conservative: it may find an overlap where
   the references never meet, never the reverse.  Anything the runtime
   cannot bound counts as an overlap.  What to do then (run the nest as
   written) is the dispatch's business (device.c).

   The same test decides, in front of a loop the plugin distributed on
   condition that arrays do not overlap (plugin/distribute.cc), which of
   its two versions runs (guard.c).

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifdef HAVE_CONFIG_H
#include <config.h>
#endif

#include "accblock-internal.h"

/* A byte range [LO, HI), or nothing.  */
struct byte_range
{
  bool empty;
  __int128 lo, hi;
};

/* Whether |X| < 2^BITS.  The range arithmetic below multiplies plain
   128-bit integers (no overflow builtins: they call a library routine,
   and the check runs before every dispatch) after checking with this
   that the product cannot leave 128 bits.  */
static bool
fits (__int128 x, int bits)
{
  __int128 limit = (__int128) 1 << bits;
  return x > -limit && x < limit;
}

/* The least and greatest index DIM takes over PLAN's whole iteration
   space in [*MIN, *MAX], each below 2^64 in magnitude; false when the
   runtime cannot bound them (a level whose bounds it does not know, one
   that does not run, or indices past 64 bits).  *EMPTY is set when no
   reference of the section runs.  */
static bool
dim_index_range (const struct accblock_plan *plan,
                 const struct accblock_section_dim *dim, __int128 *min,
                 __int128 *max, bool *empty)
{
  __int128 lo, hi;
  switch (accblock_plan_dim_offsets (plan, dim, &lo, &hi))
    {
    case ACCBLOCK_OFFSETS_EMPTY:
      *empty = true;
      return true;
    case ACCBLOCK_OFFSETS_UNKNOWN:
      return false;
    case ACCBLOCK_OFFSETS_KNOWN:
      break;
    }
  if (dim->level < 0)
    {
      *min = lo;
      *max = hi;
      return true;
    }
  const struct accblock_level_plan *lp = &plan->level[dim->level];
  /* A level that runs zero times: statements around it may still run,
     and the plugin's description does not say where each reference
     stands, so do not guess.  */
  if (lp->whole || lp->trips < 1)
    return false;
  /* TRIPS and STEP are below 2^63, INIT below 2^64: no overflow.  */
  __int128 iv_last = lp->init + (__int128) (lp->trips - 1) * lp->step;
  if (!fits (lp->init, 64) || !fits (iv_last, 64))
    return false;
  /* Below 2^64 times below 2^63.  */
  __int128 first = lp->init * dim->coef, last = iv_last * dim->coef;
  *min = (first < last ? first : last) + lo;
  *max = (first < last ? last : first) + hi;
  return fits (*min, 64) && fits (*max, 64);
}

/* The least and greatest value of COEF * IV(LEVEL) + C over PLAN's
   whole run of LEVEL (LEVEL -1: C alone) in [*MIN, *MAX], below 2^64 in
   magnitude; false when the runtime does not know the level's values
   (as dim_index_range).  */
static bool
level_term_range (const struct accblock_plan *plan, int64_t level,
                  int64_t coef, int64_t c, __int128 *min, __int128 *max)
{
  if (level < 0)
    {
      *min = *max = c;
      return true;
    }
  const struct accblock_level_plan *lp = &plan->level[level];
  if (lp->whole || lp->trips < 1)
    return false;
  __int128 iv_last = lp->init + (__int128) (lp->trips - 1) * lp->step;
  if (!fits (lp->init, 64) || !fits (iv_last, 64))
    return false;
  __int128 first = lp->init * coef + c, last = iv_last * coef + c;
  *min = first < last ? first : last;
  *max = first < last ? last : first;
  return fits (*min, 64) && fits (*max, 64);
}

/* The least and greatest index dimension DIM of a range takes over
   PLAN's iteration space: its level term and offsets, plus INNER_COEF
   times any value the inner loop's index takes between the least of
   its first values and the greatest of its last ones.  False when that
   cannot be bounded, or when the inner loop never runs anywhere (the
   plugin's description does not say that the references with it never
   run, so do not guess).  */
static bool
range_dim_index_range (const struct accblock_plan *plan,
                       const struct accblock_range_dim *dim, __int128 *min,
                       __int128 *max)
{
  __int128 lmin, lmax;
  if (!level_term_range (plan, dim->level, dim->level < 0 ? 0 : dim->coef,
                         0, &lmin, &lmax))
    return false;
  *min = lmin + dim->lo;
  *max = lmax + dim->hi;
  if (dim->inner_coef == 0)
    return fits (*min, 64) && fits (*max, 64);
  __int128 first_min, first_max, last_min, last_max;
  bool fixed = dim->inner_level < 0;
  if (!level_term_range (plan, dim->inner_level,
                         fixed ? 0 : dim->inner_first_coef,
                         dim->inner_first, &first_min, &first_max)
      || !level_term_range (plan, dim->inner_level,
                            fixed ? 0 : dim->inner_last_coef,
                            dim->inner_last, &last_min, &last_max)
      || first_min > last_max)
    return false;
  /* Values below 2^64 times a coefficient below 2^63.  */
  __int128 a = first_min * dim->inner_coef, b = last_max * dim->inner_coef;
  *min += a < b ? a : b;
  *max += a < b ? b : a;
  return fits (*min, 64) && fits (*max, 64);
}

/* The bytes BASE + [LO, HI] elements of ELEM_SIZE bytes cover, in *R;
   false when they cannot be bounded.  LO and HI are below 2^66.  */
static bool
bytes_of (int64_t base, int64_t elem_size, __int128 lo, __int128 hi,
          struct byte_range *r)
{
  /* Below 2^66 (plus one) times below 2^40.  */
  if (!fits (elem_size, 40))
    return false;
  __int128 b = (__int128) (uintptr_t) base;
  r->lo = b + lo * elem_size;
  r->hi = b + (hi + 1) * elem_size;
  return true;
}

/* Add MIN and MAX times STRIDE, of either sign, to [*LO, *HI]; false
   when a term leaves 64 bits (each kept below 2^64, so that four of
   them stay below 2^66).  */
static bool
add_strided (__int128 min, __int128 max, int64_t stride, __int128 *lo,
             __int128 *hi)
{
  __int128 a = min * stride, b = max * stride;
  if (!fits (a, 64) || !fits (b, 64))
    return false;
  *lo += a < b ? a : b;
  *hi += a < b ? b : a;
  return true;
}

/* The bytes range RANGE may touch over PLAN's iteration space in *R;
   false when they cannot be bounded.  */
static bool
range_bytes (const struct accblock_plan *plan,
             const struct accblock_range *range, struct byte_range *r)
{
  __int128 lo = 0, hi = 0;
  r->empty = false;
  for (int d = 0; d < range->ndims; d++)
    {
      __int128 min, max;
      if (!range_dim_index_range (plan, &range->dim[d], &min, &max)
          || !add_strided (min, max, range->dim[d].stride, &lo, &hi))
        return false;
    }
  return bytes_of (range->base, range->elem_size, lo, hi, r);
}

/* The bytes section SEC may touch over PLAN's iteration space in *R;
   false when they cannot be bounded.  */
static bool
section_range (const struct accblock_plan *plan,
               const struct accblock_section *sec, struct byte_range *r)
{
  __int128 lo = 0, hi = 0;
  r->empty = false;
  for (int d = 0; d < sec->ndims; d++)
    {
      __int128 min, max;
      if (!dim_index_range (plan, &sec->dim[d], &min, &max, &r->empty))
        return false;
      if (r->empty)
        return true;
      /* Indices below 2^64 times a stride below 2^63, for a stride of
         either sign; each term kept below 2^64, so that four of them
         stay below 2^66.  */
      if (!add_strided (min, max, sec->dim[d].stride, &lo, &hi))
        return false;
    }
  return bytes_of (sec->base, sec->elem_size, lo, hi, r);
}

/* Whether two arrays, accessed as FLAGS_A and FLAGS_B say, with ranges
   RA and RB, may share a byte that one of them writes.  */
static bool
pair_overlaps (int64_t flags_a, const struct byte_range *ra, int64_t flags_b,
               const struct byte_range *rb)
{
  if (!((flags_a | flags_b) & ACCBLOCK_SECTION_WRITE))
    return false;
  if (ra->empty || rb->empty)
    return false;
  return ra->lo < rb->hi && rb->lo < ra->hi;
}

/* Make A the hull of A and B, two views of one array.  */
static void
join (struct byte_range *a, const struct byte_range *b)
{
  if (b->empty)
    return;
  if (a->empty)
    {
      *a = *b;
      return;
    }
  a->lo = b->lo < a->lo ? b->lo : a->lo;
  a->hi = b->hi > a->hi ? b->hi : a->hi;
}

/* The byte ranges of NEST's flagged sections and of its ranges in
   RANGE, their access flags in FLAGS; the count, or -1 when one cannot
   be bounded.  */
static int
checked_ranges (const struct accblock_nest *nest,
                const struct accblock_plan *plan, struct byte_range *range,
                int64_t *flags)
{
  int n = 0;
  const struct accblock_section *last = NULL;
  for (int64_t s = 0; s < nest->nsections; s++)
    {
      const struct accblock_section *sec = accblock_nest_section (nest, s);
      /* Views of one array share its base; anything else stays apart,
         which can only find more overlap.  */
      bool continued = last && (sec->flags & ACCBLOCK_SECTION_CONTINUED)
                       && last->base == sec->base;
      bool last_checked = (sec->flags & ACCBLOCK_SECTION_CHECK_OVERLAP) != 0;
      last = last_checked ? sec : NULL;
      if (!last_checked)
        continue;
      struct byte_range r;
      if (!section_range (plan, sec, &r))
        return -1;
      if (continued)
        {
          /* Another view of the array of the section before it.  */
          join (&range[n - 1], &r);
          flags[n - 1] |= sec->flags;
          continue;
        }
      flags[n] = sec->flags;
      range[n++] = r;
    }
  for (int64_t k = 0; k < nest->nranges; k++)
    {
      const struct accblock_range *rg = accblock_nest_range (nest, k);
      struct byte_range r;
      if (!range_bytes (plan, rg, &r))
        return -1;
      if ((rg->flags & ACCBLOCK_RANGE_CONTINUED) && n > 0)
        {
          /* One array in two shapes: the hull of the two.  */
          struct byte_range *last = &range[n - 1];
          last->lo = r.lo < last->lo ? r.lo : last->lo;
          last->hi = r.hi > last->hi ? r.hi : last->hi;
          flags[n - 1] |= rg->flags;
          continue;
        }
      flags[n] = rg->flags;
      range[n++] = r;
    }
  return n;
}

bool
accblock_overlap_found (const struct accblock_nest *nest,
                        const struct accblock_plan *plan)
{
  if (!(nest->flags & ACCBLOCK_NEST_CHECK_OVERLAP))
    return false;
  struct byte_range range[2 * ACCBLOCK_MAX_SECTIONS];
  int64_t flags[2 * ACCBLOCK_MAX_SECTIONS];
  int n = checked_ranges (nest, plan, range, flags);
  if (n <= 0)
    return true;
  for (int a = 0; a < n; a++)
    for (int b = a + 1; b < n; b++)
      if (pair_overlaps (flags[a], &range[a], flags[b], &range[b]))
        return true;
  return false;
}
