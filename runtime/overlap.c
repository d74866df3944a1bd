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

/* The least and greatest index DIM takes over PLAN's whole iteration
   space in [*MIN, *MAX]; false when the runtime cannot bound them (a
   level whose bounds it does not know, one that does not run, or
   arithmetic past 128 bits).  *EMPTY is set when no reference of the
   section runs.  */
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
  __int128 iv_last = lp->init + (__int128) (lp->trips - 1) * lp->step;
  __int128 first, last;
  if (__builtin_mul_overflow (lp->init, (__int128) dim->coef, &first)
      || __builtin_mul_overflow (iv_last, (__int128) dim->coef, &last))
    return false;
  *min = (first < last ? first : last) + lo;
  *max = (first < last ? last : first) + hi;
  return true;
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
      __int128 min, max, a, b;
      if (!dim_index_range (plan, &sec->dim[d], &min, &max, &r->empty))
        return false;
      if (r->empty)
        return true;
      /* Both products for a stride of either sign; |index| < 2^65 and
         |stride| < 2^63 keep them within 128 bits.  */
      if (__builtin_mul_overflow (min, (__int128) sec->dim[d].stride, &a)
          || __builtin_mul_overflow (max, (__int128) sec->dim[d].stride, &b)
          || __builtin_add_overflow (lo, a < b ? a : b, &lo)
          || __builtin_add_overflow (hi, a < b ? b : a, &hi))
        return false;
    }
  __int128 elem = sec->elem_size;
  __int128 base = (__int128) (uintptr_t) sec->base;
  if (__builtin_mul_overflow (lo, elem, &lo)
      || __builtin_mul_overflow (hi + 1, elem, &hi))
    return false;
  r->lo = base + lo;
  r->hi = base + hi;
  return true;
}

/* Whether sections A and B, with ranges RA and RB, may share a byte
   that one of them writes.  */
static bool
pair_overlaps (const struct accblock_section *a, const struct byte_range *ra,
               const struct accblock_section *b, const struct byte_range *rb)
{
  if (!((a->flags | b->flags) & ACCBLOCK_SECTION_WRITE))
    return false;
  if (ra->empty || rb->empty)
    return false;
  return ra->lo < rb->hi && rb->lo < ra->hi;
}

bool
accblock_overlap_found (const struct accblock_nest *nest,
                        const struct accblock_plan *plan)
{
  if (!(nest->flags & ACCBLOCK_NEST_CHECK_OVERLAP))
    return false;
  struct byte_range range[ACCBLOCK_MAX_SECTIONS];
  int flagged = 0;
  for (int64_t s = 0; s < nest->nsections; s++)
    {
      const struct accblock_section *sec = accblock_nest_section (nest, s);
      if (!(sec->flags & ACCBLOCK_SECTION_CHECK_OVERLAP))
        continue;
      flagged++;
      if (!section_range (plan, sec, &range[s]))
        return true;
    }
  if (flagged == 0)
    return true;
  for (int64_t a = 0; a < nest->nsections; a++)
    for (int64_t b = a + 1; b < nest->nsections; b++)
      {
        const struct accblock_section *sa = accblock_nest_section (nest, a);
        const struct accblock_section *sb = accblock_nest_section (nest, b);
        if ((sa->flags & sb->flags & ACCBLOCK_SECTION_CHECK_OVERLAP)
            && pair_overlaps (sa, &range[a], sb, &range[b]))
          return true;
      }
  return false;
}
