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
      __int128 a = min * sec->dim[d].stride, b = max * sec->dim[d].stride;
      if (!fits (a, 64) || !fits (b, 64))
        return false;
      lo += a < b ? a : b;
      hi += a < b ? b : a;
    }
  /* Below 2^66 (plus one) times below 2^40.  */
  if (!fits (sec->elem_size, 40))
    return false;
  __int128 base = (__int128) (uintptr_t) sec->base;
  r->lo = base + lo * sec->elem_size;
  r->hi = base + (hi + 1) * sec->elem_size;
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
