/* footprint.c -- input checks, data footprints and the paper's reuse test.

   Why this file exists: what the data of a block vector is -- the
   footprint of a tile (accblock_model_footprint, the paper's rule) and
   whether blocking a level carries reuse (accblock_model_profitable,
   the paper's rules) -- needs no machine model, and pricing, greedy and
   the search all build on it.  Checking the nest (accblock_model_check)
   lives here too, next to the spans whose inputs it guards.  Arrays
   marked unstaged, and on a target whose local memory is a cache the
   arrays whose copy would not pay (array_in_place, model/stage-gain.c),
   take no local memory; the head of price.c says how
   they are priced.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "blockmodel-internal.h"
#include "accblock-abi.h"

#include <stdarg.h>
#include <stdio.h>

/* ---- Input checking ---- */

static int
fail (char *err, size_t err_size, const char *fmt, ...)
{
  va_list ap;

  if (err != NULL && err_size > 0)
    {
      va_start (ap, fmt);
      vsnprintf (err, err_size, fmt, ap);
      va_end (ap);
    }
  return -1;
}

static int
check_array (const struct accblock_model_nest *nest, unsigned k,
             char *err, size_t err_size)
{
  const struct accblock_model_array *a = &nest->arrays[k];
  unsigned j;

  if (a->elem_size == 0)
    return fail (err, err_size, "array %u has element size 0", k);
  if (a->ndims == 0 || a->ndims > ACCBLOCK_MODEL_MAX_DIMS)
    return fail (err, err_size, "array %u has %u dimensions (1 to %d)", k,
                 a->ndims, ACCBLOCK_MODEL_MAX_DIMS);
  if ((a->access & ~(ACCBLOCK_MODEL_READ | ACCBLOCK_MODEL_WRITE
                     | ACCBLOCK_MODEL_ADD)) != 0)
    return fail (err, err_size, "array %u has unknown access bits", k);
  if ((a->access & ACCBLOCK_MODEL_ADD) && !(a->access & ACCBLOCK_MODEL_WRITE))
    return fail (err, err_size, "array %u is added to (ADD) but not written",
                 k);
  for (j = 0; j < a->ndims; j++)
    {
      const struct accblock_model_dim *d = &a->dim[j];
      if (d->level < ACCBLOCK_MODEL_NO_LEVEL
          || (d->level >= 0 && (unsigned) d->level >= nest->nlevels))
        return fail (err, err_size, "array %u dimension %u names level %d",
                     k, j, d->level);
      if (d->level >= 0 && d->coef == 0)
        return fail (err, err_size,
                     "array %u dimension %u has coefficient 0", k, j);
      if (d->min_off > d->max_off)
        return fail (err, err_size,
                     "array %u dimension %u has min offset > max offset",
                     k, j);
    }
  return 0;
}

int
accblock_model_check (const struct accblock_model_nest *nest, char *err,
                      size_t err_size)
{
  unsigned i, k;

  if (nest == NULL)
    return fail (err, err_size, "no nest");
  if (nest->nlevels == 0 || nest->nlevels > ACCBLOCK_MODEL_MAX_LEVELS)
    return fail (err, err_size, "nest has %u levels (1 to %d)",
                 nest->nlevels, ACCBLOCK_MODEL_MAX_LEVELS);
  for (i = 0; i < nest->nlevels; i++)
    if (nest->level[i].trip == 0)
      return fail (err, err_size, "level %u has trip count 0", i);
  if (nest->level[0].splittable)
    return fail (err, err_size,
                 "level 0 is splittable (only an inner level can be)");
  for (i = 1; i < nest->nlevels; i++)
    {
      if (!nest->level[i].splittable)
        continue;
      if (nest->level[i].parallel)
        return fail (err, err_size,
                     "level %u is both parallel and splittable", i);
      for (k = i + 1; k < nest->nlevels; k++)
        if (nest->level[k].splittable)
          return fail (err, err_size,
                       "levels %u and %u are both splittable (at most one)",
                       i, k);
    }
  if (nest->split_groups > 1 && splittable_level (nest) < 0)
    return fail (err, err_size,
                 "split groups %llu without a splittable level",
                 (unsigned long long) nest->split_groups);
  if (nest->narrays > 0 && nest->arrays == NULL)
    return fail (err, err_size, "arrays missing");
  for (k = 0; k < nest->narrays; k++)
    if (check_array (nest, k, err, err_size) != 0)
      return -1;
  return 0;
}

int
target_ok (const struct accblock_target *t)
{
  return t != NULL && t->num_accel > 0 && t->local_mem > 0
         && t->cost.dma_bandwidth > 0 && t->cost.compute_rate > 0;
}

/* ---- Spans and footprints ---- */

/* The tile length of LEVEL under BLOCK: the block size capped at the trip
   count, or 0 when the level is not blocked (taken whole).  */
uint64_t
tile_length (const struct accblock_model_nest *nest,
             const uint64_t *block, int level)
{
  uint64_t b = block[level], trip = nest->level[level].trip;

  return b == 0 ? 0 : (b < trip ? b : trip);
}

/* The halo of DIM: max_off - min_off, exact in 64 bits because
   min_off <= max_off.  */
static uint64_t
dim_halo (const struct accblock_model_dim *dim)
{
  return (uint64_t) dim->max_off - (uint64_t) dim->min_off;
}

/* SPAN = the box rule (accblock_model_box_span) for STRIDE, LEN and
   HALO, exact.  */
static inline void
box_span (struct count *span, uint64_t stride, uint64_t len, uint64_t halo)
{
  count_set_u64 (span, len - 1);
  count_mul_u64 (span, stride);
  count_add_u64 (span, 1);
  count_add_u64 (span, halo);
}

int
accblock_model_box_span (uint64_t *span, uint64_t stride, uint64_t len,
                         uint64_t halo)
{
  struct count s;
  int ok;

  count_init (&s, 0);
  box_span (&s, stride, len, halo);
  ok = count_get_u64 (&s, span);
  count_clear (&s);
  return ok;
}

/* The operands of the box rule (accblock_model_box_span) for DIM under
   a tile of LEN iterations of its driving level (0: the whole trip): the
   move per iteration and the iterations; an undriven dimension spans
   its offsets alone, as one iteration that does not move.  */
static void
dim_box_operands (const struct accblock_model_nest *nest,
                  const struct accblock_model_dim *dim, uint64_t len,
                  uint64_t *stride, uint64_t *iterations)
{
  if (dim->level == ACCBLOCK_MODEL_NO_LEVEL)
    {
      *stride = 0;
      *iterations = 1;
      return;
    }
  *stride = dim->coef;
  *iterations = len == 0 ? nest->level[dim->level].trip : len;
}

/* D = d(k,j) of DIM for a tile of LEN iterations of its driving level;
   LEN 0 means the dimension is taken whole: its extent when known.
   The box rule, capped at the extent.  Inline into section_bytes, the
   footprint's inner loop; dim_span for the other files.  */
static inline void
span_of (struct count *d, const struct accblock_model_nest *nest,
         const struct accblock_model_dim *dim, uint64_t len)
{
  uint64_t stride, iterations;

  if (len == 0 && dim->extent > 0)
    {
      count_set_u64 (d, dim->extent);
      return;
    }
  dim_box_operands (nest, dim, len, &stride, &iterations);
  box_span (d, stride, iterations, dim_halo (dim));
  if (dim->extent > 0 && count_cmp_u64 (d, dim->extent) > 0)
    count_set_u64 (d, dim->extent);
}

void
dim_span (struct count *d, const struct accblock_model_nest *nest,
          const struct accblock_model_dim *dim, uint64_t len)
{
  span_of (d, nest, dim, len);
}

/* BYTES = S_k * prod_j d(k,j) of array A for a tile whose levels have
   the lengths in LEN (0 = whole).  */
void
section_bytes (struct count *bytes, const struct accblock_model_nest *nest,
               const struct accblock_model_array *a, const uint64_t *len)
{
  struct count d;
  unsigned j;

  count_init (&d, 0);
  count_set_u64 (bytes, a->elem_size);
  for (j = 0; j < a->ndims; j++)
    {
      int level = a->dim[j].level;
      span_of (&d, nest, &a->dim[j], level >= 0 ? len[level] : 0);
      count_mul (bytes, &d);
    }
  count_clear (&d);
}

/* Whether TARGET (NULL: none) leaves array A in main memory under BLOCK
   although it could be staged: copying A's block of a full tile would
   not pay (accblock_target_stage_pays, as the runtime's
   accblock_stage_in_place asks it).  */
static int
array_in_place (const struct accblock_model_nest *nest,
                const struct accblock_target *target,
                const struct accblock_model_array *a, const uint64_t *block)
{
  uint64_t len[ACCBLOCK_MODEL_MAX_LEVELS];
  double iterations = 1, elements;
  struct count bytes;
  unsigned i;

  if (target == NULL || target->stage_min_reuse == 0 || a->unstaged)
    return 0;
  for (i = 0; i < nest->nlevels; i++)
    {
      len[i] = tile_length (nest, block, (int) i);
      iterations *= (double) (len[i] != 0 ? len[i] : nest->level[i].trip);
    }
  count_init (&bytes, 0);
  section_bytes (&bytes, nest, a, len);
  elements = count_get_d (&bytes) / (double) a->elem_size;
  count_clear (&bytes);
  return !accblock_target_stage_pays (target, iterations, elements);
}

/* Whether array A is priced in main memory under BLOCK on TARGET.  */
int
array_unstaged (const struct accblock_model_nest *nest,
                const struct accblock_target *target,
                const struct accblock_model_array *a, const uint64_t *block)
{
  return a->unstaged || array_in_place (nest, target, a, block);
}

/* BYTES = the footprint of BLOCK: the blocks of the arrays staged on
   TARGET (NULL: every array that can be).  */
void
footprint (struct count *bytes, const struct accblock_model_nest *nest,
           const struct accblock_target *target, const uint64_t *block)
{
  uint64_t len[ACCBLOCK_MODEL_MAX_LEVELS];
  struct count one;
  unsigned i, k;

  for (i = 0; i < nest->nlevels; i++)
    len[i] = tile_length (nest, block, (int) i);
  count_init (&one, 0);
  count_set_u64 (bytes, 0);
  for (k = 0; k < nest->narrays; k++)
    if (!array_unstaged (nest, target, &nest->arrays[k], block))
      {
        section_bytes (&one, nest, &nest->arrays[k], len);
        count_add (bytes, &one);
      }
  count_clear (&one);
}

int
accblock_model_footprint (const struct accblock_model_nest *nest,
                          const accblock_model_block block, uint64_t *bytes)
{
  struct count c;
  int exact;

  count_init (&c, 0);
  footprint (&c, nest, NULL, block);
  exact = count_get_u64 (&c, bytes);
  count_clear (&c);
  return exact;
}

/* ---- Profitability ---- */

int
array_indexed_by (const struct accblock_model_array *a, unsigned level)
{
  unsigned j;

  for (j = 0; j < a->ndims; j++)
    if (a->dim[j].level == (int) level)
      return 1;
  return 0;
}

const char *
level_name (const struct accblock_model_nest *nest, unsigned level,
            char *buf, size_t size)
{
  if (nest->level[level].name != NULL)
    return nest->level[level].name;
  snprintf (buf, size, "L%u", level);
  return buf;
}

static const char *
array_name (const struct accblock_model_array *a)
{
  return a->name != NULL ? a->name : "(array)";
}

static int
say (char *why, size_t why_size, int verdict, const char *fmt, ...)
{
  va_list ap;

  if (why != NULL && why_size > 0)
    {
      va_start (ap, fmt);
      vsnprintf (why, why_size, fmt, ap);
      va_end (ap);
    }
  return verdict;
}

/* Nonzero when LEVEL drives array A's last dimension and no other.  */
static int
drives_only_contiguous_dim (const struct accblock_model_array *a,
                            unsigned level)
{
  unsigned j;

  if (a->ndims < 2 || a->dim[a->ndims - 1].level != (int) level)
    return 0;
  for (j = 0; j + 1 < a->ndims; j++)
    if (a->dim[j].level == (int) level)
      return 0;
  return 1;
}

/* The halo of array A along LEVEL when it is a small nonzero distance,
   else 0.  */
static int64_t
small_halo_along (const struct accblock_model_array *a, unsigned level)
{
  unsigned j;

  for (j = 0; j < a->ndims; j++)
    if (a->dim[j].level == (int) level)
      {
        uint64_t halo = dim_halo (&a->dim[j]);
        if (halo > 0 && halo <= ACCBLOCK_MODEL_SMALL_DISTANCE)
          return (int64_t) halo;
      }
  return 0;
}

int
accblock_model_profitable (const struct accblock_model_nest *nest,
                           unsigned level, char *why, size_t why_size)
{
  char buf[16];
  const char *name;
  unsigned k;

  if (nest == NULL || level >= nest->nlevels)
    return say (why, why_size, 0, "no such level");
  name = level_name (nest, level, buf, sizeof buf);
  if (level + 1 == nest->nlevels)
    return say (why, why_size, 0,
                "%s is the innermost level: no reuse across iterations of "
                "an outer loop", name);
  for (k = 0; k < nest->narrays; k++)
    if (!array_indexed_by (&nest->arrays[k], level))
      return say (why, why_size, 1,
                  "%s is not indexed by %s: its data is reused across %s's "
                  "iterations", array_name (&nest->arrays[k]), name, name);
  for (k = 0; k < nest->narrays; k++)
    {
      int64_t halo = small_halo_along (&nest->arrays[k], level);
      if (halo > 0)
        return say (why, why_size, 1,
                    "%s is referenced at offsets %lld apart along %s: "
                    "reuse carried by %s with a small distance",
                    array_name (&nest->arrays[k]), (long long) halo, name,
                    name);
    }
  for (k = 0; k < nest->narrays; k++)
    if (drives_only_contiguous_dim (&nest->arrays[k], level))
      return say (why, why_size, 1,
                  "%s subscripts only the contiguous dimension of %s: "
                  "consecutive iterations use adjacent elements",
                  name, array_name (&nest->arrays[k]));
  return say (why, why_size, 0,
              "every array is indexed by %s at one offset, outside a "
              "contiguous dimension: no reuse to exploit", name);
}
