/* nest.c -- the iteration space a nest descriptor describes.

   Why this file exists: the plugin hands the runtime each loop level as
   INIT, BOUND, STEP and an exit comparison, exactly as the source wrote
   them, in int, long, unsigned or unsigned long.  Turning that into trip
   counts, tiles and final induction-variable values is where overflow and
   signedness bugs would hide, so it is done in one place, in 128-bit
   arithmetic, where every 64-bit operand and every product of two of them
   is exact.  The array sections after the levels are checked here too,
   so that staging can trust them.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-internal.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

void
accblock_fatal (const char *fmt, ...)
{
  va_list ap;
  fputs ("accblock: ", stderr);
  va_start (ap, fmt);
  vfprintf (stderr, fmt, ap);
  va_end (ap);
  fputc ('\n', stderr);
  fflush (stderr);
  abort ();
}

/* The value of descriptor word WORD as the loop compares it.  */
static __int128
level_value (int64_t word, bool is_unsigned)
{
  return is_unsigned ? (__int128) (uint64_t) word : (__int128) word;
}

/* Truncate V to the 64-bit pattern the plugin converts back to the
   induction variable's type (wrapping, as the loop itself would).  */
static int64_t
wrap_to_word (__int128 v)
{
  return (int64_t) (uint64_t) (unsigned __int128) v;
}

/* Iterations of a loop running from INIT while IV <CMP> BOUND, adding
   STEP.  A step that moves away from the bound on a loop that runs at
   least once would never terminate (or overflow): report it.  */
static __int128
loop_trips (__int128 init, __int128 bound, __int128 step, int64_t cmp,
            const char *location, int level)
{
  bool upward = cmp == ACCBLOCK_CMP_LT || cmp == ACCBLOCK_CMP_LE;
  bool runs;
  switch (cmp)
    {
    case ACCBLOCK_CMP_LT: runs = init < bound; break;
    case ACCBLOCK_CMP_LE: runs = init <= bound; break;
    case ACCBLOCK_CMP_GT: runs = init > bound; break;
    case ACCBLOCK_CMP_GE: runs = init >= bound; break;
    default:
      accblock_fatal ("%s: level %d has invalid comparison code %lld",
                      location, level, (long long) cmp);
    }
  if (!runs)
    return 0;
  if (upward ? step <= 0 : step >= 0)
    accblock_fatal ("%s: level %d never reaches its bound (step %lld)",
                    location, level, (long long) step);
  __int128 distance = upward ? bound - init : init - bound;
  __int128 stride = upward ? step : -step;
  bool inclusive = cmp == ACCBLOCK_CMP_LE || cmp == ACCBLOCK_CMP_GE;
  return inclusive ? distance / stride + 1
                   : (distance + stride - 1) / stride;
}

/* Decode level L of NEST into OUT.  TILED: the tile function strip-mines
   the level, or an empty level makes the whole nest empty; otherwise the
   level lies below the deepest blocked one and is described only to count
   iterations: one tile covers it even when it does not run, because the
   statements around it still must.  */
static void
plan_level (const struct accblock_level *lv, const char *location, int l,
            bool tiled, struct accblock_level_plan *out)
{
  out->whole = (lv->flags & ACCBLOCK_LEVEL_WHOLE) != 0;
  if (out->whole)
    {
      out->init = 0;
      out->step = 1;
      out->trips = out->block = out->ntiles = 1;
      return;
    }
  if (lv->block < 0)
    accblock_fatal ("%s: level %d has negative block size %lld", location,
                    l, (long long) lv->block);
  bool is_unsigned = (lv->flags & ACCBLOCK_LEVEL_UNSIGNED) != 0;
  out->init = level_value (lv->init, is_unsigned);
  out->step = lv->step;
  __int128 trips = loop_trips (out->init, level_value (lv->bound, is_unsigned),
                               lv->step, lv->cmp, location, l);
  if (trips > INT64_MAX)
    accblock_fatal ("%s: level %d runs more than %lld iterations", location,
                    l, (long long) INT64_MAX);
  out->trips = (int64_t) trips;
  out->block = lv->block == 0 || lv->block > out->trips ? out->trips
                                                         : lv->block;
  if (!tiled)
    out->ntiles = 1;
  else
    out->ntiles = out->trips == 0 ? 0
                  : out->trips / out->block + (out->trips % out->block != 0);
}

/* Recover the rows of the ACCBLOCK_LEVEL_TRIANGULAR level L of NEST,
   planned into PLAN up to L, from its hull (accblock-abi.h): the hull's
   first value and bound are the row's at one end of the outer level's
   range, the end each coefficient's sign picks.  Leaves the level
   uncounted (not TRIANGLE) when the description does not hold.  */
static void
plan_triangle (const struct accblock_nest *nest, int l,
               struct accblock_plan *plan)
{
  const struct accblock_level *lv = &nest->level[l];
  struct accblock_level_plan *lp = &plan->level[l];
  lp->triangle = false;
  if (!(lv->flags & ACCBLOCK_LEVEL_TRIANGULAR))
    return;
  int o = ACCBLOCK_LEVEL_TRI_OUTER (lv->flags);
  if (o >= l || lp->whole || plan->level[o].whole
      || (lv->step != 1 && lv->step != -1)
      || (plan->level[o].step != 1 && plan->level[o].step != -1)
      || plan->level[o].trips == 0
      || (lv->flags & ACCBLOCK_LEVEL_UNSIGNED))
    return;
  const struct accblock_level_plan *op = &plan->level[o];
  __int128 first = op->init;
  __int128 last = op->init + (__int128) (op->trips - 1) * op->step;
  __int128 lo = first < last ? first : last, hi = first < last ? last : first;
  __int128 a1 = ACCBLOCK_LEVEL_TRI_INIT_COEF (lv->flags);
  __int128 b1 = ACCBLOCK_LEVEL_TRI_BOUND_COEF (lv->flags);
  bool up = lv->step > 0;
  /* Counting up the hull starts at the least first value and ends at the
     greatest bound; counting down, the other way round.  */
  __int128 at_init = (a1 >= 0) == up ? lo : hi;
  __int128 at_bound = (b1 >= 0) == up ? hi : lo;
  __int128 bound = (__int128) lv->bound;
  /* The last value a row may take: the bound, one short of it when
     strict.  */
  if (lv->cmp == ACCBLOCK_CMP_LT)
    bound -= 1;
  else if (lv->cmp == ACCBLOCK_CMP_GT)
    bound += 1;
  lp->tri_a1 = a1;
  lp->tri_a0 = (__int128) lv->init - a1 * at_init;
  lp->tri_b1 = b1;
  lp->tri_b0 = bound - b1 * at_bound;
  lp->tri_outer = o;
  lp->triangle = true;
}

/* Iterations of the triangular level L of PLAN in TILE, summed over the
   outer level's values in TILE; -1 when too many values to sum.  */
static int64_t
triangle_iterations (const struct accblock_plan *plan, int l,
                     const int64_t *tile)
{
  const struct accblock_level_plan *lp = &plan->level[l];
  const struct accblock_level_plan *op = &plan->level[lp->tri_outer];
  int64_t ostart = tile[ACCBLOCK_TILE_WORD (lp->tri_outer, start)];
  int64_t ocount = tile[ACCBLOCK_TILE_WORD (lp->tri_outer, count)];
  int64_t start = tile[ACCBLOCK_TILE_WORD (l, start)];
  int64_t count = tile[ACCBLOCK_TILE_WORD (l, count)];
  if (ocount > (INT64_C (1) << 20))
    return -1;
  __int128 tile_last = (__int128) start + (count - 1) * lp->step;
  int64_t sum = 0;
  for (int64_t k = 0; k < ocount; k++)
    {
      __int128 x = (__int128) ostart + (__int128) k * op->step;
      __int128 from = lp->tri_a0 + lp->tri_a1 * x;
      __int128 to = lp->tri_b0 + lp->tri_b1 * x;
      __int128 n;
      if (lp->step > 0)
        {
          from = from > start ? from : start;
          to = to < tile_last ? to : tile_last;
          n = to - from + 1;
        }
      else
        {
          from = from < start ? from : start;
          to = to > tile_last ? to : tile_last;
          n = from - to + 1;
        }
      if (n > 0)
        sum += (int64_t) n;
    }
  return sum;
}

/* The deepest level of NEST with a block size, 0 when none is blocked.  */
static int
deepest_blocked (const struct accblock_nest *nest)
{
  int deepest = 0;
  for (int l = 1; l < (int) nest->nlevels; l++)
    if (!(nest->level[l].flags & ACCBLOCK_LEVEL_WHOLE)
        && nest->level[l].block != 0)
      deepest = l;
  return deepest;
}

enum accblock_offsets
accblock_plan_dim_offsets (const struct accblock_plan *plan,
                           const struct accblock_section_dim *dim,
                           __int128 *lo, __int128 *hi)
{
  *lo = dim->lo;
  *hi = dim->hi;
  if (dim->fold_coef == 0)
    return ACCBLOCK_OFFSETS_KNOWN;
  const struct accblock_level_plan *fold = &plan->level[dim->fold_level];
  if (fold->whole)
    return ACCBLOCK_OFFSETS_UNKNOWN;
  if (fold->trips == 0)
    return ACCBLOCK_OFFSETS_EMPTY;
  /* The IV's values lie between its first and its last value, both
     within 64 bits signed or unsigned, so the products with FOLD_COEF
     stay within 128 bits; the checks are for safety alone.  */
  __int128 iv_last = fold->init + (__int128) (fold->trips - 1) * fold->step;
  __int128 first, last;
  if (__builtin_mul_overflow (fold->init, (__int128) dim->fold_coef, &first)
      || __builtin_mul_overflow (iv_last, (__int128) dim->fold_coef, &last))
    return ACCBLOCK_OFFSETS_UNKNOWN;
  *lo += first < last ? first : last;
  *hi += first < last ? last : first;
  return *lo >= INT64_MIN && *hi <= INT64_MAX ? ACCBLOCK_OFFSETS_KNOWN
                                              : ACCBLOCK_OFFSETS_UNKNOWN;
}

/* The name section S of NEST gives itself in messages.  */
static const char *
section_name (const struct accblock_section *sec)
{
  return sec->name ? (const char *) (intptr_t) sec->name : "?";
}

bool
accblock_section_extent_known_p (const struct accblock_section *sec, int d)
{
  return d > 0 || sec->dim[d].extent > 0;
}

bool
accblock_section_dims_empty_p (const struct accblock_section *sec, int from)
{
  for (int d = from > 1 ? from : 1; d < sec->ndims; d++)
    if (sec->dim[d].extent == 0)
      return true;
  return false;
}

/* Whether the stride of dimension D of SEC is one the ABI allows: 1 in
   the last dimension, else a multiple of the next dimension's.  The
   multiple may be 0 (and the next stride 0 too) when a dimension inside
   D has extent 0: the rows of an array without elements, such as a VLA
   parameter double C[m][n] called with n = 0, all start at its base.  */
static bool
stride_valid_p (const struct accblock_section *sec, int d)
{
  int64_t stride = sec->dim[d].stride;
  if (d == sec->ndims - 1)
    return stride == 1;
  int64_t next = sec->dim[d + 1].stride;
  if (stride == 0)
    return accblock_section_dims_empty_p (sec, d + 1);
  return stride > 0 && next > 0 && stride % next == 0;
}

/* Check dimension D of section S; the strides of the dimensions inside
   it are checked by the time it is.  */
static void
check_section_dim (const struct accblock_nest *nest, int64_t s, int d,
                   const char *location)
{
  const struct accblock_section *sec = accblock_nest_section (nest, s);
  const struct accblock_section_dim *dim = &sec->dim[d];
  const char *name = section_name (sec);
  if (dim->level < -1 || dim->level >= nest->nlevels)
    accblock_fatal ("%s: section %lld ('%s') dimension %d is driven by "
                    "level %lld of a %lld-level nest", location,
                    (long long) s, name, d, (long long) dim->level,
                    (long long) nest->nlevels);
  if (dim->level == -1 && dim->coef != 0)
    accblock_fatal ("%s: section %lld ('%s') dimension %d has coefficient "
                    "%lld but no level", location, (long long) s, name, d,
                    (long long) dim->coef);
  if (dim->fold_coef != 0
      && (dim->level < 0 || dim->fold_level < 0
          || dim->fold_level >= nest->nlevels
          || dim->fold_level == dim->level
          || (sec->flags & ACCBLOCK_SECTION_WRITE)))
    accblock_fatal ("%s: section %lld ('%s') dimension %d folds level %lld "
                    "with coefficient %lld (a level of the nest other than "
                    "the driving one, of a section only read)", location,
                    (long long) s, name, d, (long long) dim->fold_level,
                    (long long) dim->fold_coef);
  if (dim->lo > dim->hi)
    accblock_fatal ("%s: section %lld ('%s') dimension %d has offsets "
                    "%lld > %lld", location, (long long) s, name, d,
                    (long long) dim->lo, (long long) dim->hi);
  if (dim->extent < 0)
    accblock_fatal ("%s: section %lld ('%s') dimension %d has extent %lld "
                    "(0 or more)", location, (long long) s, name, d,
                    (long long) dim->extent);
  if (!stride_valid_p (sec, d))
    accblock_fatal ("%s: section %lld ('%s') dimension %d has stride %lld "
                    "(1 in the last dimension, else a multiple of the "
                    "next, 0 only outside a dimension of extent 0)",
                    location, (long long) s, name, d,
                    (long long) dim->stride);
}

/* Check section S, SEC, flagged ACCBLOCK_SECTION_ADD: a written array
   of integers a combine can add (1, 2, 4 or 8 bytes) whose boxes have
   no folded level.  */
static void
check_add_section (const struct accblock_section *sec, int64_t s,
                   const char *location)
{
  const char *name = section_name (sec);
  int64_t size = sec->elem_size;
  if (!(sec->flags & ACCBLOCK_SECTION_WRITE))
    accblock_fatal ("%s: section %lld ('%s') is added to but not written",
                    location, (long long) s, name);
  if (size != 1 && size != 2 && size != 4 && size != 8)
    accblock_fatal ("%s: section %lld ('%s') is added to in %lld-byte "
                    "elements (1, 2, 4 or 8 allowed)", location,
                    (long long) s, name, (long long) size);
  for (int d = 0; d < sec->ndims; d++)
    if (sec->dim[d].fold_coef != 0)
      accblock_fatal ("%s: section %lld ('%s') is added to but dimension "
                      "%d folds level %lld with coefficient %lld", location,
                      (long long) s, name, d,
                      (long long) sec->dim[d].fold_level,
                      (long long) sec->dim[d].fold_coef);
}

/* Check the sections of NEST, whose levels are already checked.  */
static void
check_sections (const struct accblock_nest *nest, const char *location)
{
  if (nest->nsections < 0 || nest->nsections > ACCBLOCK_MAX_SECTIONS)
    accblock_fatal ("%s: nest descriptor has %lld sections (0 to %d "
                    "allowed)", location, (long long) nest->nsections,
                    ACCBLOCK_MAX_SECTIONS);
  if (nest->direct_refs < 0)
    accblock_fatal ("%s: nest descriptor has %lld direct references",
                    location, (long long) nest->direct_refs);
  if (nest->combines < 0 || nest->combine_bytes < nest->combines
      || nest->combine_bytes > 16 * nest->combines)
    accblock_fatal ("%s: nest descriptor has %lld reductions of %lld bytes "
                    "(1 to 16 bytes each)", location,
                    (long long) nest->combines,
                    (long long) nest->combine_bytes);
  int64_t known = ACCBLOCK_SECTION_READ | ACCBLOCK_SECTION_WRITE
                  | ACCBLOCK_SECTION_COVERED | ACCBLOCK_SECTION_ADD
                  | ACCBLOCK_SECTION_CHECK_OVERLAP
                  | ACCBLOCK_SECTION_TRIANGLE | ACCBLOCK_SECTION_CONTINUED;
  /* Only a nest whose block sizes the runtime chooses can be made one
     tile when its alias check fails (overlap.c).  */
  if ((nest->flags & ACCBLOCK_NEST_CHECK_OVERLAP)
      && !(nest->flags & (ACCBLOCK_NEST_INFER_GREEDY
                          | ACCBLOCK_NEST_INFER_MODEL)))
    accblock_fatal ("%s: a nest checked for overlap must leave its block "
                    "sizes to the runtime: rebuild the program with the "
                    "matching plugin", location);
  for (int64_t s = 0; s < nest->nsections; s++)
    {
      const struct accblock_section *sec = accblock_nest_section (nest, s);
      const char *name = section_name (sec);
      if (sec->ndims < 1 || sec->ndims > ACCBLOCK_SECTION_MAX_DIMS)
        accblock_fatal ("%s: section %lld ('%s') has %lld dimensions (1 to "
                        "%d allowed)", location, (long long) s, name,
                        (long long) sec->ndims, ACCBLOCK_SECTION_MAX_DIMS);
      if (sec->elem_size <= 0 || sec->refs < 0)
        accblock_fatal ("%s: section %lld ('%s') has %lld-byte elements and "
                        "%lld references", location, (long long) s, name,
                        (long long) sec->elem_size, (long long) sec->refs);
      if (sec->flags & ~known)
        accblock_fatal ("%s: section %lld ('%s') has unknown flags %#llx",
                        location, (long long) s, name,
                        (unsigned long long) (sec->flags & ~known));
      /* Before the dimensions, whose check would reject a fold of a
         written section less precisely.  */
      if (sec->flags & ACCBLOCK_SECTION_ADD)
        check_add_section (sec, s, location);
      for (int d = (int) sec->ndims - 1; d >= 0; d--)
        check_section_dim (nest, s, d, location);
    }
}

/* Check the split words of NEST, whose levels are otherwise unchecked
   yet (only their flags are read here).  */
static void
check_split (const struct accblock_nest *nest, const char *location)
{
  int64_t l = nest->split_level;
  if (l == -1)
    {
      if (nest->split_groups != 0)
        accblock_fatal ("%s: nest descriptor splits no level but gives "
                        "%lld split groups (0 expected)", location,
                        (long long) nest->split_groups);
      return;
    }
  if (l < 1 || l >= nest->nlevels)
    accblock_fatal ("%s: nest descriptor splits level %lld of a %lld-level "
                    "nest (an inner level, or -1 for none)", location,
                    (long long) l, (long long) nest->nlevels);
  if (nest->split_groups < 2)
    accblock_fatal ("%s: nest descriptor splits level %lld into %lld "
                    "groups (2 or more)", location, (long long) l,
                    (long long) nest->split_groups);
  int64_t flags = nest->level[l].flags;
  if (flags & (ACCBLOCK_LEVEL_WHOLE | ACCBLOCK_LEVEL_PARALLEL))
    accblock_fatal ("%s: nest descriptor splits level %lld, which is "
                    "flagged %s", location, (long long) l,
                    flags & ACCBLOCK_LEVEL_WHOLE ? "whole" : "parallel");
  if (nest->flags & ACCBLOCK_NEST_ORDERED)
    accblock_fatal ("%s: nest descriptor splits level %lld of an ordered "
                    "nest", location, (long long) l);
}

/* Check the floating-point reductions of NEST (accblock-abi.h): known
   operators and types, max and min only on real types, and a target.  */
static void
check_float_reductions (const struct accblock_nest *nest,
                        const char *location)
{
  if (nest->float_reductions < 0 || nest->float_reductions > INT32_MAX)
    accblock_fatal ("%s: nest descriptor has %lld floating-point "
                    "reductions", location,
                    (long long) nest->float_reductions);
  for (int64_t k = 0; k < nest->float_reductions; k++)
    {
      const struct accblock_float_reduction *r
        = accblock_nest_float_reduction (nest, k);
      if (!accblock_float_how_valid (r->how) || r->target == 0)
        accblock_fatal ("%s: floating-point reduction %lld has an unknown "
                        "operator or type (%lld) or no target: rebuild the "
                        "program with the matching plugin", location,
                        (long long) k, (long long) r->how);
    }
}

/* Whether range R of a nest of NLEVELS levels is well formed.  */
static bool
range_valid_p (const struct accblock_range *r, int64_t nlevels)
{
  if (r->ndims < 1 || r->ndims > ACCBLOCK_SECTION_MAX_DIMS
      || r->elem_size < 1
      || (r->flags & ~(int64_t) (ACCBLOCK_SECTION_READ
                                 | ACCBLOCK_SECTION_WRITE
                                 | ACCBLOCK_RANGE_CONTINUED)))
    return false;
  for (int d = 0; d < r->ndims; d++)
    {
      const struct accblock_range_dim *dim = &r->dim[d];
      if (dim->level < -1 || dim->level >= nlevels || dim->lo > dim->hi
          || dim->inner_level < -1 || dim->inner_level >= nlevels)
        return false;
    }
  return true;
}

/* Check the address ranges of NEST (accblock-abi.h): at most
   ACCBLOCK_MAX_SECTIONS, only with the overlap check, and well formed.  */
static void
check_ranges (const struct accblock_nest *nest, const char *location)
{
  if (nest->nranges < 0 || nest->nranges > ACCBLOCK_MAX_SECTIONS
      || (nest->nranges && !(nest->flags & ACCBLOCK_NEST_CHECK_OVERLAP)))
    accblock_fatal ("%s: nest descriptor has %lld address ranges (0 to %d, "
                    "and only with the overlap check)", location,
                    (long long) nest->nranges, ACCBLOCK_MAX_SECTIONS);
  for (int64_t k = 0; k < nest->nranges; k++)
    if (!range_valid_p (accblock_nest_range (nest, k), nest->nlevels)
        || (k == 0 && (accblock_nest_range (nest, k)->flags
                       & ACCBLOCK_RANGE_CONTINUED)))
      accblock_fatal ("%s: address range %lld of the nest descriptor is "
                      "malformed: rebuild the program with the matching "
                      "plugin", location, (long long) k);
}

/* Check that a nest flagged ACCBLOCK_NEST_OUTER_WHOLE leaves its sizes
   to the runtime and does not block level 0.  */
static void
check_outer_whole (const struct accblock_nest *nest, const char *location)
{
  if (!(nest->flags & ACCBLOCK_NEST_OUTER_WHOLE))
    return;
  if (!(nest->flags & (ACCBLOCK_NEST_INFER_GREEDY | ACCBLOCK_NEST_INFER_MODEL))
      || nest->level[0].block != 0
      || (nest->level[0].flags & ACCBLOCK_LEVEL_MAY_BLOCK))
    accblock_fatal ("%s: nest descriptor keeps level 0 whole but blocks it "
                    "or chooses no size: rebuild the program with the "
                    "matching plugin", location);
}

/* Check that a nest flagged ACCBLOCK_NEST_WAVEFRONT is one whose fronts
   the runtime can run as accblock-abi.h says.  */
static void
check_wavefront (const struct accblock_nest *nest, const char *location)
{
  if (!(nest->flags & ACCBLOCK_NEST_WAVEFRONT))
    return;
  const char *why = NULL;
  int64_t factor = ACCBLOCK_NEST_FRONT_FACTOR (nest->flags);
  if (nest->nlevels < 2)
    why = "has one level";
  else if (factor < 1)
    why = "has front factor 0";
  else if (nest->flags & (ACCBLOCK_NEST_ORDERED | ACCBLOCK_NEST_OUTER_WHOLE
                          | ACCBLOCK_NEST_INFER_GREEDY
                          | ACCBLOCK_NEST_INFER_MODEL))
    why = "is also ordered, keeps level 0 whole or leaves its sizes to "
          "the runtime";
  else if (nest->split_level >= 0 || nest->combines
           || nest->float_reductions)
    why = "splits a level or has reductions";
  else
    for (int l = 0; l < nest->nlevels && !why; l++)
      {
        int64_t flags = nest->level[l].flags;
        if (flags & ACCBLOCK_LEVEL_PARALLEL)
          why = "flags a level parallel";
        else if (l < 2 && (flags & (ACCBLOCK_LEVEL_WHOLE
                                    | ACCBLOCK_LEVEL_TRIANGULAR)))
          why = "has level 0 or 1 whole or triangular";
      }
  if (why)
    accblock_fatal ("%s: nest descriptor runs in fronts but %s: rebuild "
                    "the program with the matching plugin", location, why);
}

/* Check that a nest flagged ACCBLOCK_NEST_SKEWED follows the rules
   accblock-abi.h gives (skewed.c), and that no other nest skews a
   level.  */
static void
check_skewed (const struct accblock_nest *nest, const char *location)
{
  const char *why = accblock_skewed_problem (nest);
  if (why)
    accblock_fatal ("%s: nest descriptor %s%s: rebuild the program with "
                    "the matching plugin", location,
                    nest->flags & ACCBLOCK_NEST_SKEWED
                    ? "runs skewed tiles but " : "", why);
}

void
accblock_plan_check (const struct accblock_nest *nest, const char *location)
{
  if (nest->abi_version != ACCBLOCK_ABI_VERSION)
    accblock_fatal ("%s: this code was compiled for accblock ABI version "
                    "%lld but libaccblock implements version %d; rebuild "
                    "the program with the matching plugin", location,
                    (long long) nest->abi_version, ACCBLOCK_ABI_VERSION);
  if (nest->nlevels < 1 || nest->nlevels > ACCBLOCK_MAX_LEVELS)
    accblock_fatal ("%s: nest descriptor has %lld levels (1 to %d allowed)",
                    location, (long long) nest->nlevels,
                    ACCBLOCK_MAX_LEVELS);
  check_split (nest, location);
  check_skewed (nest, location);
  check_outer_whole (nest, location);
  check_wavefront (nest, location);
  check_sections (nest, location);
  check_float_reductions (nest, location);
  check_ranges (nest, location);
}

void
accblock_plan_levels (const struct accblock_nest *nest, const char *location,
                      struct accblock_plan *plan)
{
  plan->nlevels = (int) nest->nlevels;
  plan->split = (int) nest->split_level;
  plan->split_per = 0;
  plan->split_groups = 0;
  plan->split_radix = 1;
  plan->inner_tiles = 1;
  int64_t tasks = 1;
  /* The tiles of the non-parallel levels all tasks run together: the
     inner tiles but for the split level's runs.  */
  int64_t all_inner = 1;
  int deepest = deepest_blocked (nest);
  /* An ordered nest is one task whose tiles all run in order.  */
  bool ordered = (nest->flags & ACCBLOCK_NEST_ORDERED) != 0;
  /* A wavefront's tasks are the tiles of levels 0 and 1, so level 1 is
     tiled, blocked or not: an empty level 1 leaves no tile.  */
  bool wavefront = (nest->flags & ACCBLOCK_NEST_WAVEFRONT) != 0;
  plan->front_factor = wavefront ? ACCBLOCK_NEST_FRONT_FACTOR (nest->flags)
                                 : 0;
  if (wavefront && deepest < 1)
    deepest = 1;
  /* A skewed nest's tasks are the tiles of its skewed levels, whose
     counts follow from all of their ranges (skewed.c).  */
  int skewed = accblock_skewed_depth (nest);
  if (skewed)
    {
      deepest = skewed - 1;
      for (int l = 0; l < skewed; l++)
        plan_level (&nest->level[l], location, l, true, &plan->level[l]);
    }
  if (accblock_skewed_plan (nest, plan))
    accblock_fatal ("%s: the skewed coordinates of the nest do not fit "
                    "in 48 bits", location);
  for (int l = 0; l < plan->nlevels; l++)
    {
      struct accblock_level_plan *lp = &plan->level[l];
      if (l >= skewed)
        plan_level (&nest->level[l], location, l, l <= deepest, lp);
      plan_triangle (nest, l, plan);
      lp->tri_skips = lp->triangle && l <= deepest;
      lp->parallel = !ordered
                     && (l == 0 || (wavefront && l == 1) || l < skewed
                         || (l <= deepest && !lp->whole
                                    && (nest->level[l].flags
                                        & ACCBLOCK_LEVEL_PARALLEL)));
      lp->split = l == plan->split;
      int64_t per = lp->ntiles;
      if (lp->split)
        {
          /* Runs of ceil (tiles / groups); fewer groups when that leaves
             some empty.  An empty level has one (empty) group.  */
          int64_t wanted = nest->split_groups;
          per = lp->ntiles / wanted + (lp->ntiles % wanted != 0);
          plan->split_per = per;
          plan->split_groups = per == 0 ? 1
                               : lp->ntiles / per + (lp->ntiles % per != 0);
          if (__builtin_mul_overflow (tasks, plan->split_groups, &tasks))
            accblock_fatal ("%s: nest has too many tiles", location);
        }
      else if (plan->split >= 0 && l > plan->split && lp->parallel
               && __builtin_mul_overflow (plan->split_radix, lp->ntiles,
                                          &plan->split_radix))
        accblock_fatal ("%s: nest has too many tiles", location);
      int64_t *product = lp->parallel ? &tasks : &plan->inner_tiles;
      if (__builtin_mul_overflow (*product, lp->parallel ? lp->ntiles : per,
                                  product)
          || (!lp->parallel
              && __builtin_mul_overflow (all_inner, lp->ntiles, &all_inner)))
        accblock_fatal ("%s: nest has too many tiles", location);
    }
  /* An empty inner level leaves no iteration to run anywhere.  */
  plan->outer_tiles = plan->inner_tiles == 0 ? 0 : tasks;
  plan->fronts = 0;
  if (wavefront && plan->outer_tiles > 0
      && __builtin_mul_overflow (plan->front_factor,
                                 plan->level[0].ntiles - 1, &plan->fronts))
    accblock_fatal ("%s: nest has too many fronts", location);
  if (wavefront && plan->outer_tiles > 0
      && __builtin_add_overflow (plan->fronts, plan->level[1].ntiles,
                                 &plan->fronts))
    accblock_fatal ("%s: nest has too many fronts", location);
  if (skewed && plan->outer_tiles > 0)
    plan->fronts = accblock_skewed_fronts (plan);
  /* The tasks of one group times all inner tiles: every tile once.  */
  int64_t group_tasks = plan->split_groups ? tasks / plan->split_groups
                                           : tasks;
  if (__builtin_mul_overflow (plan->outer_tiles == 0 ? 0 : group_tasks,
                              all_inner, &plan->total_tiles))
    accblock_fatal ("%s: nest has too many tiles", location);
}

void
accblock_plan_nest (const struct accblock_nest *nest, const char *location,
                    struct accblock_plan *plan)
{
  accblock_plan_check (nest, location);
  accblock_plan_levels (nest, location, plan);
}

int64_t
accblock_plan_front (const struct accblock_plan *plan, int64_t front,
                     int64_t *first_row)
{
  /* Rows I with 0 <= FRONT - F * I <= NJ - 1 and 0 <= I < NI.  */
  int64_t f = plan->front_factor;
  int64_t ni = plan->level[0].ntiles, nj = plan->level[1].ntiles;
  int64_t last = front / f;
  if (last > ni - 1)
    last = ni - 1;
  int64_t low = front - (nj - 1);
  int64_t first = low <= 0 ? 0 : (low + f - 1) / f;
  *first_row = first;
  return last < first ? 0 : last - first + 1;
}

int64_t
accblock_plan_front_task (const struct accblock_plan *plan, int64_t front,
                          int64_t first_row, int64_t k)
{
  int64_t row = first_row + k;
  return row * plan->level[1].ntiles + (front - plan->front_factor * row);
}

int64_t
accblock_plan_group (const struct accblock_plan *plan, int64_t outer)
{
  if (plan->split < 0)
    return 0;
  return outer / plan->split_radix % plan->split_groups;
}

/* Tiles of the split level in the run of outer task OUTER.  */
static int64_t
run_tiles (const struct accblock_plan *plan, int64_t outer)
{
  int64_t first = accblock_plan_group (plan, outer) * plan->split_per;
  int64_t left = plan->level[plan->split].ntiles - first;
  return left < plan->split_per ? left : plan->split_per;
}

bool
accblock_plan_section_adds (const struct accblock_plan *plan,
                            const struct accblock_nest *nest, int s)
{
  return plan->split >= 0
         && (accblock_nest_section (nest, s)->flags & ACCBLOCK_SECTION_ADD);
}

/* Whether X fits in half of 64 bits, so that sums of two stay in 64.  */
static bool
half_word_p (__int128 x)
{
  return x >= INT64_MIN / 2 && x <= INT64_MAX / 2;
}

/* The bound on the outer value X that "F0 + F1 * X <= Y" (Y_ABOVE) or
   "Y <= F0 + F1 * X" gives: X <= S * Y + C when *IS_UPPER, else
   X >= S * Y + C.  False when it gives none (F1 0: every Y of the hull
   satisfies it), or, setting *FAIL, when F1 is neither 1 nor -1.  */
static bool
outer_bound (__int128 f0, __int128 f1, bool y_above, bool *is_upper,
             __int128 *s, __int128 *c, bool *fail)
{
  *fail = false;
  if (f1 == 0)
    return false;
  if (f1 != 1 && f1 != -1)
    {
      *fail = true;
      return false;
    }
  /* Y >= F0 + F1 X (Y_ABOVE) or Y <= F0 + F1 X: solve for X.  */
  *is_upper = (f1 > 0) == y_above;
  *s = f1;
  *c = -f0 * f1;
  return true;
}

bool
accblock_plan_triangle_rows (const struct accblock_plan *plan,
                             const struct accblock_section *sec,
                             struct accblock_tri_rows *out)
{
  if (!(sec->flags & ACCBLOCK_SECTION_TRIANGLE) || sec->ndims != 2)
    return false;
  const struct accblock_section_dim *d0 = &sec->dim[0], *d1 = &sec->dim[1];
  if (d0->level < 0 || d1->level < 0 || d0->level >= plan->nlevels
      || d1->level >= plan->nlevels || d0->coef != 1 || d1->coef != 1
      || d0->lo != d0->hi || d1->lo != d1->hi || d0->fold_coef != 0
      || d1->fold_coef != 0)
    return false;
  const struct accblock_level_plan *l0 = &plan->level[d0->level];
  const struct accblock_level_plan *l1 = &plan->level[d1->level];
  bool across = l1->triangle && l1->tri_outer == d0->level;
  bool down = l0->triangle && l0->tri_outer == d1->level;
  if (!across && !down)
    return false;
  const struct accblock_level_plan *lp = across ? l1 : l0;
  /* A row of outer value X takes the values from F0 + F1 X to L0 + L1 X
     (counting down, from the first value down to the last).  */
  bool up = lp->step > 0;
  __int128 f0 = up ? lp->tri_a0 : lp->tri_b0;
  __int128 f1 = up ? lp->tri_a1 : lp->tri_b1;
  __int128 e0 = up ? lp->tri_b0 : lp->tri_a0;
  __int128 e1 = up ? lp->tri_b1 : lp->tri_a1;
  __int128 off0 = d0->lo, off1 = d1->lo;
  __int128 lo0, lo1, hi0, hi1;
  if (across)
    {
      /* Row index R = X + OFF0, columns Y + OFF1.  */
      lo0 = f0 - f1 * off0 + off1;
      lo1 = f1;
      hi0 = e0 - e1 * off0 + off1;
      hi1 = e1;
    }
  else
    {
      /* Row index R = Y + OFF0 of the triangular level's value Y, columns
         X + OFF1 for the outer values X whose rows hold Y.  */
      lo0 = INT64_MIN / 4, lo1 = 0, hi0 = INT64_MAX / 4, hi1 = 0;
      bool have_lo = false, have_hi = false;
      for (int side = 0; side < 2; side++)
        {
          bool is_upper, fail;
          __int128 s, c;
          if (!outer_bound (side ? e0 : f0, side ? e1 : f1, side == 0,
                            &is_upper, &s, &c, &fail))
            {
              if (fail)
                return false;
              continue;
            }
          /* X {<=, >=} S * Y + C with Y = R - OFF0, column X + OFF1.  */
          __int128 b0 = c - s * off0 + off1;
          if (is_upper ? have_hi : have_lo)
            return false;
          if (is_upper)
            hi0 = b0, hi1 = s, have_hi = true;
          else
            lo0 = b0, lo1 = s, have_lo = true;
        }
    }
  if (!half_word_p (lo0) || !half_word_p (hi0) || !half_word_p (lo1)
      || !half_word_p (hi1))
    return false;
  out->lo0 = (int64_t) lo0;
  out->lo1 = (int64_t) lo1;
  out->hi0 = (int64_t) hi0;
  out->hi1 = (int64_t) hi1;
  return true;
}

/* The least and the greatest index level L's values give a dimension
   with coefficient 1 and offset OFF.  */
static void
index_hull (const struct accblock_level_plan *lp, int64_t off,
            __int128 *lo, __int128 *hi)
{
  __int128 last = lp->init + (__int128) (lp->trips - 1) * lp->step;
  *lo = (lp->step > 0 ? lp->init : last) + off;
  *hi = (lp->step > 0 ? last : lp->init) + off;
}

bool
accblock_plan_triangle_share (const struct accblock_plan *plan,
                              const struct accblock_section *sec,
                              uint64_t *num, uint64_t *den)
{
  struct accblock_tri_rows rows;
  if (!accblock_plan_triangle_rows (plan, sec, &rows))
    return false;
  const struct accblock_level_plan *l0 = &plan->level[sec->dim[0].level];
  const struct accblock_level_plan *l1 = &plan->level[sec->dim[1].level];
  if (l0->trips == 0 || l1->trips == 0 || l0->trips > (INT64_C (1) << 22)
      || (__int128) l0->trips * l1->trips > (__int128) UINT64_MAX)
    return false;
  __int128 rlo, rhi, clo, chi;
  index_hull (l0, sec->dim[0].lo, &rlo, &rhi);
  index_hull (l1, sec->dim[1].lo, &clo, &chi);
  uint64_t sum = 0;
  for (__int128 r = rlo; r <= rhi; r++)
    {
      __int128 from = (__int128) rows.lo0 + (__int128) rows.lo1 * r;
      __int128 to = (__int128) rows.hi0 + (__int128) rows.hi1 * r;
      from = from > clo ? from : clo;
      to = to < chi ? to : chi;
      if (to >= from)
        sum += (uint64_t) (to - from + 1);
    }
  *num = sum;
  *den = (uint64_t) l0->trips * (uint64_t) l1->trips;
  return true;
}

void
accblock_plan_store_finals (const struct accblock_plan *plan,
                            struct accblock_nest *nest)
{
  for (int l = 0; l < plan->nlevels; l++)
    {
      const struct accblock_level_plan *lp = &plan->level[l];
      if (!lp->whole)
        nest->level[l].final
          = wrap_to_word (lp->init + (__int128) lp->trips * lp->step);
    }
}

/* Store tile TILE_INDEX of level LP in WORDS, level LP's words of the
   tile (struct accblock_tile_level).  */
static void
level_tile (const struct accblock_level_plan *lp, int64_t tile_index,
            int64_t *words)
{
  if (lp->whole)
    {
      words[ACCBLOCK_TILE_LEVEL_WORD (start)] = 0;
      words[ACCBLOCK_TILE_LEVEL_WORD (count)] = 1;
      return;
    }
  __int128 first = (__int128) tile_index * lp->block;
  words[ACCBLOCK_TILE_LEVEL_WORD (start)]
    = wrap_to_word (lp->init + first * lp->step);
  words[ACCBLOCK_TILE_LEVEL_WORD (count)]
    = lp->trips - first < lp->block ? (int64_t) (lp->trips - first)
                                    : lp->block;
}

void
accblock_plan_tile (const struct accblock_plan *plan, int64_t outer,
                    const int64_t *index, int64_t *tile)
{
  /* OUTER is a mixed-radix number whose digits are the parallel levels'
     tile indices, the innermost parallel level least significant; the
     split level's group is a digit too, at the level's place.  The
     digits of a skewed nest's levels index its skewed tiles.  */
  int64_t skew_index[ACCBLOCK_MAX_LEVELS];
  for (int l = plan->nlevels - 1; l >= 0; l--)
    {
      const struct accblock_level_plan *lp = &plan->level[l];
      int64_t tile_index;
      if (lp->split)
        {
          tile_index = outer % plan->split_groups * plan->split_per
                       + index[l];
          outer /= plan->split_groups;
        }
      else if (!lp->parallel)
        tile_index = index[l];
      else if (l == 0)
        tile_index = outer;
      else
        {
          tile_index = outer % lp->ntiles;
          outer /= lp->ntiles;
        }
      if (l < plan->skew_depth)
        skew_index[l] = tile_index;
      else
        level_tile (lp, tile_index, tile + ACCBLOCK_TILE_WORD (l, start));
    }
  if (plan->skew_depth)
    accblock_skewed_tile_words (plan, skew_index, tile);
}

bool
accblock_plan_next_inner (const struct accblock_plan *plan, int64_t outer,
                          int64_t *index)
{
  for (int l = plan->nlevels - 1; l >= 0; l--)
    {
      if (plan->level[l].parallel)
        continue;
      int64_t count = plan->level[l].split ? run_tiles (plan, outer)
                                           : plan->level[l].ntiles;
      if (++index[l] < count)
        return true;
      index[l] = 0;
    }
  return false;
}

int64_t
accblock_plan_tile_number (const struct accblock_plan *plan,
                           const int64_t *tile)
{
  int64_t number = 0;
  for (int l = 0; l < plan->nlevels; l++)
    {
      const struct accblock_level_plan *lp = &plan->level[l];
      int64_t index = 0;
      if (lp->ntiles > 1)
        {
          /* The first IV value is INIT + FIRST * STEP in wrapping 64-bit
             arithmetic, and FIRST * |STEP| stays below 2^64, so the
             wrapped distance is exact.  A part of a tile starts inside
             it and still divides down to the tile's index.  */
          uint64_t start = (uint64_t) tile[ACCBLOCK_TILE_WORD (l, start)];
          uint64_t init = (uint64_t) wrap_to_word (lp->init);
          uint64_t distance = lp->step > 0 ? start - init : init - start;
          uint64_t stride = lp->step > 0 ? (uint64_t) lp->step
                                         : -(uint64_t) lp->step;
          index = (int64_t) (distance / stride / (uint64_t) lp->block);
        }
      number = number * lp->ntiles + index;
    }
  return number;
}

/* The product over the evaluated levels of the tile's iterations along
   each: the tile's share of a strip-mined level, the whole trip count of
   a level below the deepest blocked one.  An ACCBLOCK_LEVEL_WHOLE level
   (bounds that depend on outer indices) is unknown here and counts as one
   iteration, so modeled compute time is a lower bound for such nests.
   An ACCBLOCK_LEVEL_TRIANGULAR level counts, with its outer level, the
   iterations of the rows within the tile (one such level: with more,
   the hull's).  Saturates instead of wrapping.  */
uint64_t
accblock_plan_tile_iterations (const struct accblock_plan *plan,
                               const int64_t *tile)
{
  int tri = -1, ntri = 0;
  for (int l = 0; l < plan->nlevels; l++)
    if (plan->level[l].triangle)
      tri = l, ntri++;
  int64_t rows = ntri == 1 ? triangle_iterations (plan, tri, tile) : -1;
  /* The skewed levels count together: their words hold values of S.  */
  uint64_t iterations = plan->skew_depth
                        ? accblock_skewed_iterations (plan, tile) : 1;
  for (int l = plan->skew_depth; l < plan->nlevels; l++)
    {
      uint64_t count = (uint64_t) tile[ACCBLOCK_TILE_WORD (l, count)];
      if (rows >= 0 && (l == tri || l == plan->level[tri].tri_outer))
        count = l == tri ? (uint64_t) rows : 1;
      if (!plan->level[l].whole
          && __builtin_mul_overflow (iterations, count, &iterations))
        return UINT64_MAX;
    }
  return iterations;
}

bool
accblock_plan_tile_outside_triangle (const struct accblock_plan *plan,
                                     const int64_t *tile)
{
  int tri = -1, ntri = 0;
  for (int l = 0; l < plan->nlevels; l++)
    if (plan->level[l].triangle)
      tri = l, ntri++;
  return ntri == 1 && plan->level[tri].tri_skips
         && triangle_iterations (plan, tri, tile) == 0;
}

bool
accblock_plan_rows_one_tile (const struct accblock_plan *plan)
{
  /* Level 0 of an ordered nest is no task digit; a wavefront's task
     numbers are its fronts' (accblock_plan_front_task), not level 0's
     tiles.  */
  if (!plan->level[0].parallel || plan->front_factor || plan->skew_depth)
    return false;
  for (int l = 1; l < plan->nlevels; l++)
    if (plan->level[l].ntiles != 1)
      return false;
  return true;
}

void
accblock_plan_outer_tile (const struct accblock_plan *plan, int64_t outer,
                          int64_t *tile)
{
  level_tile (&plan->level[0], outer, tile);
}
