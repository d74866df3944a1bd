/* blockmodel.c -- footprints, the reuse test, the paper's greedy
   algorithm and the cost-model search declared in blockmodel.h.

   Why this file exists: choosing a block clause is the same problem at
   compile time (the plugin's -fauto-block) and at run time (nests whose
   trip counts the compiler could not see), so the choice lives here, in
   plain C99 with GMP, and both sides link it.  Products of extents and
   trip counts overflow 64 bits on large arrays, so every count is exact
   until it is reported: computed in 64 bits while that cannot overflow,
   which spares the search GMP's allocations, and in GMP otherwise.

   The cost of a block vector (accblock_model_evaluate):
   * Tiles: level i has ceil (trip_i / b_i) tiles (one when unblocked).
     Each combination of the parallel levels' tiles (level 0 and the
     inner levels marked parallel) is an outer task; the tasks go to the
     accelerators in ceil (tasks / accelerators) rounds, and the tiles of
     the other levels in one task run in lexicographic order on one
     accelerator.
   * Residency reuse: an array's data block only changes when a blocked
     level that drives one of its dimensions moves to another tile.  With
     p the innermost such level among those that are not parallel and
     have more than one tile, the block is fetched once per tile of the
     non-parallel levels 1..p in each task; an array that neither such a
     level nor a parallel level drives stays resident and is fetched
     once per accelerator.  Consecutive tasks on one accelerator are
     taken not to share blocks, which overcounts arrays that a parallel
     level does not drive.  Written arrays are written back as often as
     they are fetched.
   * A vector whose footprint exceeds local memory is priced as if every
     access went to main memory directly (the runtime's fallback); the
     search never picks one.  Arrays marked unstaged are always priced
     that way and take no local memory, and so are, on a target whose
     local memory is a cache, arrays a full tile uses fewer than the
     target's stage_min_reuse times per element (the runtime leaves them
     in place).
   * Time: the target's parameters (accel-target.h) applied to the totals and
     scaled to the slowest accelerator: total * rounds / outer tiles.  */

#include "blockmodel.h"

#include <gmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- 64-bit <-> mpz, portable to 32-bit longs ---- */

/* Whether VALUE survives a round trip through unsigned long, so the
   cheap _ui functions of GMP can take it.  */
#define FITS_ULONG(value) ((uint64_t) (unsigned long) (value) == (value))

static void
z_set_u64 (mpz_t z, uint64_t value)
{
  if (FITS_ULONG (value))
    mpz_set_ui (z, (unsigned long) value);
  else
    mpz_import (z, 1, -1, sizeof value, 0, 0, &value);
}

static void
z_mul_u64 (mpz_t z, uint64_t value)
{
  mpz_t t;

  if (FITS_ULONG (value))
    {
      mpz_mul_ui (z, z, (unsigned long) value);
      return;
    }
  mpz_init (t);
  z_set_u64 (t, value);
  mpz_mul (z, z, t);
  mpz_clear (t);
}

static void
z_add_u64 (mpz_t z, uint64_t value)
{
  mpz_t t;

  if (FITS_ULONG (value))
    {
      mpz_add_ui (z, z, (unsigned long) value);
      return;
    }
  mpz_init (t);
  z_set_u64 (t, value);
  mpz_add (z, z, t);
  mpz_clear (t);
}

/* Z (non-negative) as a uint64_t, saturated.  */
static uint64_t
z_get_u64_sat (const mpz_t z)
{
  uint64_t value = 0;

  if (mpz_sgn (z) <= 0)
    return 0;
  if (mpz_sizeinbase (z, 2) > 64)
    return UINT64_MAX;
  mpz_export (&value, NULL, -1, sizeof value, 0, 0, z);
  return value;
}

static int
z_cmp_u64 (const mpz_t z, uint64_t value)
{
  mpz_t t;
  int result;

  if (FITS_ULONG (value))
    return mpz_cmp_ui (z, (unsigned long) value);
  mpz_init (t);
  z_set_u64 (t, value);
  result = mpz_cmp (z, t);
  mpz_clear (t);
  return result;
}

/* ---- 64-bit fast paths ---- */

/* Most counts fit 64 bits.  Computing them there, and in GMP only when
   one would not, gives the same exact values without the allocations
   that GMP temporaries cost on every call.  Both return zero when *Z
   overflows (it is then garbage).  */
static int
u64_mul (uint64_t *z, uint64_t value)
{
  return !__builtin_mul_overflow (*z, value, z);
}

static int
u64_add (uint64_t *z, uint64_t value)
{
  return !__builtin_add_overflow (*z, value, z);
}

/* Z (non-negative) into *VALUE; zero when it needs more than 64 bits.  */
static int
z_get_u64 (const mpz_t z, uint64_t *value)
{
  if (mpz_sizeinbase (z, 2) > 64)
    return 0;
  *value = z_get_u64_sat (z);
  return 1;
}

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
  if ((a->access & ~(ACCBLOCK_MODEL_READ | ACCBLOCK_MODEL_WRITE)) != 0)
    return fail (err, err_size, "array %u has unknown access bits", k);
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
  if (nest->narrays > 0 && nest->arrays == NULL)
    return fail (err, err_size, "arrays missing");
  for (k = 0; k < nest->narrays; k++)
    if (check_array (nest, k, err, err_size) != 0)
      return -1;
  return 0;
}

static int
target_ok (const struct accblock_target *t)
{
  return t != NULL && t->num_accel > 0 && t->local_mem > 0
         && t->cost.dma_bandwidth > 0 && t->cost.compute_rate > 0;
}

/* ---- Spans and footprints ---- */

/* The tile length of LEVEL under BLOCK: the block size capped at the trip
   count, or 0 when the level is not blocked (taken whole).  */
static uint64_t
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

/* *D = d(k,j) of DIM for a tile of LEN iterations of its driving level
   (see dim_span); zero when it needs more than 64 bits.  */
static int
dim_span_u64 (uint64_t *d, const struct accblock_model_nest *nest,
              const struct accblock_model_dim *dim, uint64_t len)
{
  uint64_t span = 1;
  int ok = 1;

  if (len == 0 && dim->extent > 0)
    {
      *d = dim->extent;
      return 1;
    }
  if (dim->level != ACCBLOCK_MODEL_NO_LEVEL)
    {
      span = (len == 0 ? nest->level[dim->level].trip : len) - 1;
      ok = u64_mul (&span, dim->coef) && u64_add (&span, 1);
    }
  ok = ok && u64_add (&span, dim_halo (dim));
  /* A span past 64 bits is above any extent, so the cap still applies.  */
  if (dim->extent > 0 && (!ok || span > dim->extent))
    {
      *d = dim->extent;
      return 1;
    }
  *d = span;
  return ok;
}

/* D = d(k,j) of DIM for a tile of LEN iterations of its driving level;
   LEN 0 means the dimension is taken whole.  */
static void
dim_span (mpz_t d, const struct accblock_model_nest *nest,
          const struct accblock_model_dim *dim, uint64_t len)
{
  uint64_t span;

  if (dim_span_u64 (&span, nest, dim, len))
    {
      z_set_u64 (d, span);
      return;
    }
  if (dim->level == ACCBLOCK_MODEL_NO_LEVEL)
    mpz_set_ui (d, 1);
  else
    {
      /* coef * (len - 1) + 1, with LEN the whole trip when unblocked.  */
      z_set_u64 (d, (len == 0 ? nest->level[dim->level].trip : len) - 1);
      z_mul_u64 (d, dim->coef);
      mpz_add_ui (d, d, 1);
    }
  z_add_u64 (d, dim_halo (dim));
  if (dim->extent > 0 && z_cmp_u64 (d, dim->extent) > 0)
    z_set_u64 (d, dim->extent);
}

/* *BYTES = section_bytes in 64 bits; zero when it does not fit.  */
static int
section_bytes_u64 (uint64_t *bytes, const struct accblock_model_nest *nest,
                   const struct accblock_model_array *a, const uint64_t *len)
{
  uint64_t d;
  unsigned j;

  *bytes = a->elem_size;
  for (j = 0; j < a->ndims; j++)
    {
      int level = a->dim[j].level;
      if (!dim_span_u64 (&d, nest, &a->dim[j], level >= 0 ? len[level] : 0)
          || !u64_mul (bytes, d))
        return 0;
    }
  return 1;
}

/* BYTES = S_k * prod_j d(k,j) of array A for a tile whose levels have
   the lengths in LEN (0 = whole).  */
static void
section_bytes (mpz_t bytes, const struct accblock_model_nest *nest,
               const struct accblock_model_array *a, const uint64_t *len)
{
  uint64_t fast;
  mpz_t d;
  unsigned j;

  if (section_bytes_u64 (&fast, nest, a, len))
    {
      z_set_u64 (bytes, fast);
      return;
    }
  mpz_init (d);
  z_set_u64 (bytes, a->elem_size);
  for (j = 0; j < a->ndims; j++)
    {
      int level = a->dim[j].level;
      dim_span (d, nest, &a->dim[j], level >= 0 ? len[level] : 0);
      mpz_mul (bytes, bytes, d);
    }
  mpz_clear (d);
}

/* *IN_PLACE = array_in_place for the tile lengths LEN, in 64 bits;
   zero when a count does not fit.  */
static int
in_place_u64 (int *in_place, const struct accblock_model_nest *nest,
              const struct accblock_target *target,
              const struct accblock_model_array *a, const uint64_t *len)
{
  uint64_t uses = a->refs != 0 ? a->refs : 1, needed;
  unsigned i;

  for (i = 0; i < nest->nlevels; i++)
    if (!u64_mul (&uses, len[i] != 0 ? len[i] : nest->level[i].trip))
      return 0;
  if (!section_bytes_u64 (&needed, nest, a, len))
    return 0;
  needed /= a->elem_size;
  if (!u64_mul (&needed, target->stage_min_reuse))
    return 0;
  *in_place = uses < needed;
  return 1;
}

/* Whether TARGET (NULL: none) leaves array A in main memory under BLOCK
   although it could be staged: its local memory is a cache, and a full
   tile uses each element of A's block fewer than stage_min_reuse times
   on average (the runtime's accblock_stage_in_place).  */
static int
array_in_place (const struct accblock_model_nest *nest,
                const struct accblock_target *target,
                const struct accblock_model_array *a, const uint64_t *block)
{
  uint64_t len[ACCBLOCK_MODEL_MAX_LEVELS];
  mpz_t uses, needed;
  unsigned i;
  int in_place;

  if (target == NULL || target->stage_min_reuse == 0 || a->unstaged)
    return 0;
  for (i = 0; i < nest->nlevels; i++)
    len[i] = tile_length (nest, block, (int) i);
  if (in_place_u64 (&in_place, nest, target, a, len))
    return in_place;
  mpz_inits (uses, needed, NULL);
  z_set_u64 (uses, a->refs != 0 ? a->refs : 1);
  for (i = 0; i < nest->nlevels; i++)
    z_mul_u64 (uses, len[i] != 0 ? len[i] : nest->level[i].trip);
  section_bytes (needed, nest, a, len);
  mpz_divexact_ui (needed, needed, (unsigned long) a->elem_size);
  mpz_mul_ui (needed, needed, target->stage_min_reuse);
  in_place = mpz_cmp (uses, needed) < 0;
  mpz_clears (uses, needed, NULL);
  return in_place;
}

/* Whether array A is priced in main memory under BLOCK on TARGET.  */
static int
array_unstaged (const struct accblock_model_nest *nest,
                const struct accblock_target *target,
                const struct accblock_model_array *a, const uint64_t *block)
{
  return a->unstaged || array_in_place (nest, target, a, block);
}

/* *BYTES = footprint_z in 64 bits; zero when it does not fit.  */
static int
footprint_u64 (uint64_t *bytes, const struct accblock_model_nest *nest,
               const struct accblock_target *target, const uint64_t *block)
{
  uint64_t len[ACCBLOCK_MODEL_MAX_LEVELS], one;
  unsigned i, k;

  for (i = 0; i < nest->nlevels; i++)
    len[i] = tile_length (nest, block, (int) i);
  *bytes = 0;
  for (k = 0; k < nest->narrays; k++)
    if (!array_unstaged (nest, target, &nest->arrays[k], block)
        && (!section_bytes_u64 (&one, nest, &nest->arrays[k], len)
            || !u64_add (bytes, one)))
      return 0;
  return 1;
}

/* BYTES = the footprint of BLOCK: the blocks of the arrays staged on
   TARGET (NULL: every array that can be).  */
static void
footprint_z (mpz_t bytes, const struct accblock_model_nest *nest,
             const struct accblock_target *target, const uint64_t *block)
{
  uint64_t len[ACCBLOCK_MODEL_MAX_LEVELS], fast;
  mpz_t one;
  unsigned i, k;

  if (footprint_u64 (&fast, nest, target, block))
    {
      z_set_u64 (bytes, fast);
      return;
    }
  for (i = 0; i < nest->nlevels; i++)
    len[i] = tile_length (nest, block, (int) i);
  mpz_init (one);
  mpz_set_ui (bytes, 0);
  for (k = 0; k < nest->narrays; k++)
    if (!array_unstaged (nest, target, &nest->arrays[k], block))
      {
        section_bytes (one, nest, &nest->arrays[k], len);
        mpz_add (bytes, bytes, one);
      }
  mpz_clear (one);
}

int
accblock_model_footprint (const struct accblock_model_nest *nest,
                          const accblock_model_block block, uint64_t *bytes)
{
  mpz_t z;
  int exact;

  if (footprint_u64 (bytes, nest, NULL, block))
    return 1;
  mpz_init (z);
  footprint_z (z, nest, NULL, block);
  *bytes = z_get_u64_sat (z);
  exact = mpz_sizeinbase (z, 2) <= 64;
  mpz_clear (z);
  return exact;
}

/* ---- Profitability ---- */

static int
array_indexed_by (const struct accblock_model_array *a, unsigned level)
{
  unsigned j;

  for (j = 0; j < a->ndims; j++)
    if (a->dim[j].level == (int) level)
      return 1;
  return 0;
}

static const char *
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

/* ---- Pricing a block vector ---- */

/* Exact counts of one block vector.  */
struct price
{
  mpz_t footprint, tiles, outer_tiles, rounds, iterations;
  mpz_t dma_in, dma_out, transfers, direct, direct_bytes, moved;
  int fits;
  double cost_s;
};

static void
price_init (struct price *p)
{
  mpz_inits (p->footprint, p->tiles, p->outer_tiles, p->rounds,
             p->iterations, p->dma_in, p->dma_out, p->transfers, p->direct,
             p->direct_bytes, p->moved, NULL);
  p->fits = 0;
  p->cost_s = 0;
}

static void
price_clear (struct price *p)
{
  mpz_clears (p->footprint, p->tiles, p->outer_tiles, p->rounds,
              p->iterations, p->dma_in, p->dma_out, p->transfers, p->direct,
              p->direct_bytes, p->moved, NULL);
}

static void
price_copy (struct price *to, const struct price *from)
{
  mpz_set (to->footprint, from->footprint);
  mpz_set (to->tiles, from->tiles);
  mpz_set (to->outer_tiles, from->outer_tiles);
  mpz_set (to->rounds, from->rounds);
  mpz_set (to->iterations, from->iterations);
  mpz_set (to->dma_in, from->dma_in);
  mpz_set (to->dma_out, from->dma_out);
  mpz_set (to->transfers, from->transfers);
  mpz_set (to->direct, from->direct);
  mpz_set (to->direct_bytes, from->direct_bytes);
  mpz_set (to->moved, from->moved);
  to->fits = from->fits;
  to->cost_s = from->cost_s;
}

static uint64_t
tile_count (const struct accblock_model_nest *nest, const uint64_t *block,
            unsigned level)
{
  uint64_t b = block[level], trip = nest->level[level].trip;

  return b == 0 || b >= trip ? 1 : trip / b + (trip % b != 0);
}

/* *SUM = level_span_sum in 64 bits; zero when it does not fit.  */
static int
level_span_sum_u64 (uint64_t *sum, const struct accblock_model_nest *nest,
                    const struct accblock_model_array *a,
                    const uint64_t *block, unsigned level)
{
  uint64_t trip = nest->level[level].trip;
  uint64_t b = tile_length (nest, block, (int) level);
  uint64_t lengths[2], counts[2], prod, d;
  unsigned t, j;

  lengths[0] = b;
  counts[0] = trip / b;
  lengths[1] = trip % b;
  counts[1] = lengths[1] != 0;
  *sum = 0;
  for (t = 0; t < 2; t++)
    {
      if (counts[t] == 0)
        continue;
      prod = counts[t];
      for (j = 0; j < a->ndims; j++)
        if (a->dim[j].level == (int) level
            && (!dim_span_u64 (&d, nest, &a->dim[j], lengths[t])
                || !u64_mul (&prod, d)))
          return 0;
      if (!u64_add (sum, prod))
        return 0;
    }
  return 1;
}

/* SUM = sum over the tiles of blocked LEVEL of the product of the spans
   of array A's dimensions driven by LEVEL.  Tiles are full except the
   last, which has trip % b iterations.  */
static void
level_span_sum (mpz_t sum, const struct accblock_model_nest *nest,
                const struct accblock_model_array *a, const uint64_t *block,
                unsigned level)
{
  uint64_t trip = nest->level[level].trip;
  uint64_t b = tile_length (nest, block, (int) level);
  uint64_t lengths[2];
  uint64_t counts[2];
  mpz_t prod, d;
  unsigned t, j;

  lengths[0] = b;
  counts[0] = trip / b;
  lengths[1] = trip % b;
  counts[1] = lengths[1] != 0;
  mpz_inits (prod, d, NULL);
  mpz_set_ui (sum, 0);
  for (t = 0; t < 2; t++)
    {
      if (counts[t] == 0)
        continue;
      z_set_u64 (prod, counts[t]);
      for (j = 0; j < a->ndims; j++)
        if (a->dim[j].level == (int) level)
          {
            dim_span (d, nest, &a->dim[j], lengths[t]);
            mpz_mul (prod, prod, d);
          }
      mpz_add (sum, sum, prod);
    }
  mpz_clears (prod, d, NULL);
}

static int
level_parallel (const struct accblock_model_nest *nest, unsigned level)
{
  return level == 0 || nest->level[level].parallel;
}

/* Tasks of BLOCK: the product of the parallel levels' tile counts.  */
static void
task_count (mpz_t tasks, const struct accblock_model_nest *nest,
            const uint64_t *block)
{
  unsigned i;

  mpz_set_ui (tasks, 1);
  for (i = 0; i < nest->nlevels; i++)
    if (level_parallel (nest, i))
      z_mul_u64 (tasks, tile_count (nest, block, i));
}

/* *TASKS = task_count in 64 bits; zero when it does not fit.  */
static int
task_count_u64 (uint64_t *tasks, const struct accblock_model_nest *nest,
                const uint64_t *block)
{
  unsigned i;

  *tasks = 1;
  for (i = 0; i < nest->nlevels; i++)
    if (level_parallel (nest, i)
        && !u64_mul (tasks, tile_count (nest, block, i)))
      return 0;
  return 1;
}

/* Set DRIVES[i] when blocked level i subscripts array A, and return the
   innermost level that is not parallel and whose move to its next tile
   changes A's data block, or -1 when no such level does.  */
static int
innermost_changing_level (const struct accblock_model_nest *nest,
                          const struct accblock_model_array *a,
                          const uint64_t *block, int *drives)
{
  int p = -1;
  unsigned i;

  for (i = 0; i < nest->nlevels; i++)
    {
      drives[i] = block[i] != 0 && array_indexed_by (a, i);
      if (!level_parallel (nest, i) && drives[i]
          && tile_count (nest, block, i) > 1)
        p = (int) i;
    }
  return p;
}

/* *BYTES and *FETCHES = array_traffic in 64 bits, step for step; zero
   when a count does not fit.  */
static int
array_traffic_u64 (uint64_t *bytes, uint64_t *fetches,
                   const struct accblock_model_nest *nest,
                   const struct accblock_target *target,
                   const struct accblock_model_array *a,
                   const uint64_t *block)
{
  int drives[ACCBLOCK_MODEL_MAX_LEVELS];
  int p = innermost_changing_level (nest, a, block, drives);
  int per_task = p >= 0;
  uint64_t g;
  unsigned i, j;

  *bytes = a->elem_size;
  for (j = 0; j < a->ndims; j++)
    if ((a->dim[j].level < 0 || !drives[a->dim[j].level])
        && (!dim_span_u64 (&g, nest, &a->dim[j], 0) || !u64_mul (bytes, g)))
      return 0;
  *fetches = 1;
  for (i = 0; i < nest->nlevels; i++)
    {
      int refetches = !level_parallel (nest, i) && (int) i <= p;
      per_task |= level_parallel (nest, i) && drives[i];
      if (drives[i])
        {
          if (!level_span_sum_u64 (&g, nest, a, block, i)
              || !u64_mul (bytes, g))
            return 0;
        }
      else if (refetches && !u64_mul (bytes, tile_count (nest, block, i)))
        return 0;
      if (refetches && !u64_mul (fetches, tile_count (nest, block, i)))
        return 0;
    }
  if (!task_count_u64 (&g, nest, block))
    return 0;
  if (per_task)
    {
      for (i = 0; i < nest->nlevels; i++)
        if (level_parallel (nest, i) && !drives[i]
            && !u64_mul (bytes, tile_count (nest, block, i)))
          return 0;
      return u64_mul (fetches, g);
    }
  if (g > target->num_accel)
    g = target->num_accel;
  return u64_mul (bytes, g) && u64_mul (fetches, g);
}

/* Bytes and transfers of array A over the whole nest under BLOCK, with
   residency reuse (see the head of the file).  */
static void
array_traffic (mpz_t bytes, mpz_t fetches,
               const struct accblock_model_nest *nest,
               const struct accblock_target *target,
               const struct accblock_model_array *a, const uint64_t *block)
{
  int drives[ACCBLOCK_MODEL_MAX_LEVELS];
  int p = innermost_changing_level (nest, a, block, drives);
  int per_task = p >= 0;
  unsigned i, j;
  mpz_t g;

  /* The dimensions no blocked level drives are taken whole.  */
  mpz_init (g);
  z_set_u64 (bytes, a->elem_size);
  for (j = 0; j < a->ndims; j++)
    if (a->dim[j].level < 0 || !drives[a->dim[j].level])
      {
        dim_span (g, nest, &a->dim[j], 0);
        mpz_mul (bytes, bytes, g);
      }
  /* A driving level sizes the block, tile by tile.  The other levels up
     to P that are not parallel fetch it again on each of their tiles.  */
  mpz_set_ui (fetches, 1);
  for (i = 0; i < nest->nlevels; i++)
    {
      int refetches = !level_parallel (nest, i) && (int) i <= p;
      per_task |= level_parallel (nest, i) && drives[i];
      if (drives[i])
        {
          level_span_sum (g, nest, a, block, i);
          mpz_mul (bytes, bytes, g);
        }
      else if (refetches)
        z_mul_u64 (bytes, tile_count (nest, block, i));
      if (refetches)
        z_mul_u64 (fetches, tile_count (nest, block, i));
    }
  task_count (g, nest, block);
  if (per_task)
    {
      /* Fetched in every task; the tasks along a parallel level that
         does not drive A fetch the same block again.  */
      for (i = 0; i < nest->nlevels; i++)
        if (level_parallel (nest, i) && !drives[i])
          z_mul_u64 (bytes, tile_count (nest, block, i));
      mpz_mul (fetches, fetches, g);
    }
  else
    {
      /* Resident for the whole nest on each accelerator that runs a
         task.  */
      if (z_cmp_u64 (g, target->num_accel) > 0)
        z_set_u64 (g, target->num_accel);
      mpz_mul (bytes, bytes, g);
      mpz_mul (fetches, fetches, g);
    }
  mpz_clear (g);
}

/* count_tiles in 64 bits; zero, setting nothing, when a count does not
   fit.  */
static int
count_tiles_u64 (struct price *p, const struct accblock_model_nest *nest,
                 const struct accblock_target *target, const uint64_t *block)
{
  uint64_t tiles = 1, iterations = 1, tasks;
  unsigned i;

  for (i = 0; i < nest->nlevels; i++)
    if (!u64_mul (&tiles, tile_count (nest, block, i))
        || !u64_mul (&iterations, nest->level[i].trip))
      return 0;
  if (!task_count_u64 (&tasks, nest, block))
    return 0;
  z_set_u64 (p->tiles, tiles);
  z_set_u64 (p->iterations, iterations);
  z_set_u64 (p->outer_tiles, tasks);
  z_set_u64 (p->rounds, tasks / target->num_accel
                        + (tasks % target->num_accel != 0));
  return 1;
}

static void
count_tiles (struct price *p, const struct accblock_model_nest *nest,
             const struct accblock_target *target, const uint64_t *block)
{
  unsigned i;

  if (count_tiles_u64 (p, nest, target, block))
    return;

  mpz_set_ui (p->tiles, 1);
  mpz_set_ui (p->iterations, 1);
  for (i = 0; i < nest->nlevels; i++)
    {
      z_mul_u64 (p->tiles, tile_count (nest, block, i));
      z_mul_u64 (p->iterations, nest->level[i].trip);
    }
  task_count (p->outer_tiles, nest, block);
  z_set_u64 (p->rounds, target->num_accel);
  mpz_cdiv_q (p->rounds, p->outer_tiles, p->rounds);
}

/* Add the BYTES and FETCHES of array A to P's staged traffic.  */
static void
add_traffic (struct price *p, const struct accblock_model_array *a,
             const mpz_t bytes, const mpz_t fetches)
{
  if (a->access & ACCBLOCK_MODEL_READ)
    {
      mpz_add (p->dma_in, p->dma_in, bytes);
      mpz_add (p->transfers, p->transfers, fetches);
    }
  if (a->access & ACCBLOCK_MODEL_WRITE)
    {
      mpz_add (p->dma_out, p->dma_out, bytes);
      mpz_add (p->transfers, p->transfers, fetches);
    }
}

/* add_traffic for counts that fit 64 bits.  */
static void
add_traffic_u64 (struct price *p, const struct accblock_model_array *a,
                 uint64_t bytes, uint64_t fetches)
{
  if (a->access & ACCBLOCK_MODEL_READ)
    {
      z_add_u64 (p->dma_in, bytes);
      z_add_u64 (p->transfers, fetches);
    }
  if (a->access & ACCBLOCK_MODEL_WRITE)
    {
      z_add_u64 (p->dma_out, bytes);
      z_add_u64 (p->transfers, fetches);
    }
}

/* Staged traffic of a vector that fits local memory.  */
static void
count_dma (struct price *p, const struct accblock_model_nest *nest,
           const struct accblock_target *target, const uint64_t *block)
{
  uint64_t bytes64, fetches64;
  mpz_t bytes, fetches;
  unsigned k;

  for (k = 0; k < nest->narrays; k++)
    {
      const struct accblock_model_array *a = &nest->arrays[k];
      if (array_unstaged (nest, target, a, block))
        continue;
      if (array_traffic_u64 (&bytes64, &fetches64, nest, target, a, block))
        {
          add_traffic_u64 (p, a, bytes64, fetches64);
          continue;
        }
      mpz_inits (bytes, fetches, NULL);
      array_traffic (bytes, fetches, nest, target, a, block);
      add_traffic (p, a, bytes, fetches);
      mpz_clears (bytes, fetches, NULL);
    }
}

/* Add to P the direct accesses and bytes of array A over ITERATIONS
   (P->iterations when it fits 64 bits) in 64 bits; zero, adding
   nothing, when a count does not fit.  */
static int
add_direct_u64 (struct price *p, const struct accblock_model_array *a,
                uint64_t iterations)
{
  uint64_t accesses = iterations, bytes;

  if (!u64_mul (&accesses, a->refs != 0 ? a->refs : 1))
    return 0;
  bytes = accesses;
  if (!u64_mul (&bytes, a->elem_size))
    return 0;
  z_add_u64 (p->direct, accesses);
  z_add_u64 (p->direct_bytes, bytes);
  return 1;
}

/* Unstaged traffic: every reference of every iteration to an array
   priced in main memory under BLOCK on TARGET, or to any array when ALL
   (the vector does not fit), goes to main memory.  */
static void
count_direct (struct price *p, const struct accblock_model_nest *nest,
              const struct accblock_target *target, const uint64_t *block,
              int all)
{
  uint64_t iterations = 0;
  int fast = z_get_u64 (p->iterations, &iterations);
  mpz_t n;
  unsigned k;

  for (k = 0; k < nest->narrays; k++)
    {
      const struct accblock_model_array *a = &nest->arrays[k];
      if (!all && !array_unstaged (nest, target, a, block))
        continue;
      if (fast && add_direct_u64 (p, a, iterations))
        continue;
      mpz_init (n);
      mpz_set (n, p->iterations);
      mpz_mul_ui (n, n, a->refs != 0 ? a->refs : 1);
      mpz_add (p->direct, p->direct, n);
      z_mul_u64 (n, a->elem_size);
      mpz_add (p->direct_bytes, p->direct_bytes, n);
      mpz_clear (n);
    }
}

/* Modeled seconds of the slowest accelerator.  */
static double
modeled_seconds (const struct price *p, const struct accblock_target *t)
{
  const struct accblock_cost_params *c = &t->cost;
  double total
    = (mpz_get_d (p->dma_in) + mpz_get_d (p->dma_out)) / c->dma_bandwidth
      + mpz_get_d (p->transfers) * c->dma_latency_s
      + mpz_get_d (p->direct) * c->direct_access_s
      + mpz_get_d (p->iterations) / c->compute_rate
      + mpz_get_d (p->tiles) * c->tile_overhead_s;

  return total * mpz_get_d (p->rounds) / mpz_get_d (p->outer_tiles);
}

static void
price_vector (struct price *p, const struct accblock_model_nest *nest,
              const struct accblock_target *target, const uint64_t *block)
{
  footprint_z (p->footprint, nest, target, block);
  p->fits = z_cmp_u64 (p->footprint, target->local_mem) <= 0;
  count_tiles (p, nest, target, block);
  mpz_set_ui (p->dma_in, 0);
  mpz_set_ui (p->dma_out, 0);
  mpz_set_ui (p->transfers, 0);
  mpz_set_ui (p->direct, 0);
  mpz_set_ui (p->direct_bytes, 0);
  if (p->fits)
    count_dma (p, nest, target, block);
  count_direct (p, nest, target, block, !p->fits);
  mpz_add (p->moved, p->dma_in, p->dma_out);
  mpz_add (p->moved, p->moved, p->direct_bytes);
  p->cost_s = modeled_seconds (p, target);
}

static void
price_to_result (const struct price *p, const uint64_t *block,
                 unsigned nlevels, struct accblock_model_result *out)
{
  unsigned i;

  memset (out, 0, sizeof *out);
  for (i = 0; i < nlevels; i++)
    out->block[i] = block[i];
  out->fits = p->fits;
  out->footprint = z_get_u64_sat (p->footprint);
  out->tiles = z_get_u64_sat (p->tiles);
  out->outer_tiles = z_get_u64_sat (p->outer_tiles);
  out->rounds = z_get_u64_sat (p->rounds);
  out->dma_in_bytes = z_get_u64_sat (p->dma_in);
  out->dma_out_bytes = z_get_u64_sat (p->dma_out);
  out->dma_transfers = z_get_u64_sat (p->transfers);
  out->direct_accesses = z_get_u64_sat (p->direct);
  out->moved_bytes = z_get_u64_sat (p->moved);
  out->cost_s = p->cost_s;
}

int
accblock_model_evaluate (const struct accblock_model_nest *nest,
                         const struct accblock_target *target,
                         const accblock_model_block block,
                         struct accblock_model_result *out)
{
  struct price p;

  if (accblock_model_check (nest, NULL, 0) != 0 || !target_ok (target))
    return -1;
  price_init (&p);
  price_vector (&p, nest, target, block);
  price_to_result (&p, block, nest->nlevels, out);
  out->evaluated = 1;
  price_clear (&p);
  return 0;
}

/* ---- Clause text and trace ---- */

int
accblock_model_format_clause (const struct accblock_model_nest *nest,
                              const accblock_model_block block, char *buf,
                              size_t size)
{
  char text[ACCBLOCK_MODEL_MAX_LEVELS * 48 + 8];
  size_t used = 0;
  unsigned i;
  int any = 0;

  text[0] = '\0';
  for (i = 0; i < nest->nlevels; i++)
    {
      char name[16];
      if (block[i] == 0)
        continue;
      used += (size_t) snprintf (text + used, sizeof text - used, "%s%s:%llu",
                                 any ? ", " : "block(",
                                 level_name (nest, i, name, sizeof name),
                                 (unsigned long long) block[i]);
      if (used >= sizeof text)
        used = sizeof text - 1;
      any = 1;
    }
  if (any && used + 1 < sizeof text)
    {
      text[used++] = ')';
      text[used] = '\0';
    }
  return snprintf (buf, size, "%s", text);
}

static void
trace (const struct accblock_model_options *options, const char *fmt, ...)
{
  char line[512];
  va_list ap;

  if (options == NULL || options->trace == NULL)
    return;
  va_start (ap, fmt);
  vsnprintf (line, sizeof line, fmt, ap);
  va_end (ap);
  options->trace (options->trace_data, line);
}

static void
trace_price (const struct accblock_model_options *options,
             const char *prefix, const struct accblock_model_nest *nest,
             const uint64_t *block, const struct price *p)
{
  char clause[ACCBLOCK_MODEL_MAX_LEVELS * 48 + 8];

  if (options == NULL || options->trace == NULL)
    return;
  accblock_model_format_clause (nest, block, clause, sizeof clause);
  trace (options,
         "%s %s: footprint %llu bytes%s, %llu tiles, %llu rounds, "
         "dma %llu bytes in %llu transfers, %llu direct, cost %.6g s",
         prefix, clause[0] ? clause : "(no blocking)",
         (unsigned long long) z_get_u64_sat (p->footprint),
         p->fits ? "" : " (does not fit)",
         (unsigned long long) z_get_u64_sat (p->tiles),
         (unsigned long long) z_get_u64_sat (p->rounds),
         (unsigned long long) z_get_u64_sat (p->dma_in)
           + z_get_u64_sat (p->dma_out),
         (unsigned long long) z_get_u64_sat (p->transfers),
         (unsigned long long) z_get_u64_sat (p->direct), p->cost_s);
}

/* ---- The paper's greedy algorithm ---- */

/* The largest block size greedy may give LEVEL: the parallel level must
   yield at least one block per accelerator.  */
static uint64_t
greedy_cap (const struct accblock_model_nest *nest,
            const struct accblock_target *target, unsigned level)
{
  uint64_t trip = nest->level[level].trip;

  if (level > 0)
    return trip;
  return trip >= target->num_accel ? trip / target->num_accel : 1;
}

static int
footprint_fits (const struct accblock_model_nest *nest,
                const struct accblock_target *target, const uint64_t *block,
                uint64_t *bytes)
{
  uint64_t fast;
  mpz_t z;
  int fits;

  if (footprint_u64 (&fast, nest, target, block))
    {
      if (bytes != NULL)
        *bytes = fast;
      return fast <= target->local_mem;
    }
  mpz_init (z);
  footprint_z (z, nest, target, block);
  fits = z_cmp_u64 (z, target->local_mem) <= 0;
  if (bytes != NULL)
    *bytes = z_get_u64_sat (z);
  mpz_clear (z);
  return fits;
}

/* The largest size in [1, CAP] for LEVEL that keeps BLOCK within local
   memory, given that size 1 fits.  The footprint grows with the size, so
   a binary search finds it.  */
static uint64_t
largest_fitting (const struct accblock_model_nest *nest,
                 const struct accblock_target *target, uint64_t *block,
                 unsigned level, uint64_t cap)
{
  uint64_t lo = 1, hi = cap;

  while (lo < hi)
    {
      uint64_t mid = lo + (hi - lo + 1) / 2;
      block[level] = mid;
      if (footprint_fits (nest, target, block, NULL))
        lo = mid;
      else
        hi = mid - 1;
    }
  block[level] = lo;
  return lo;
}

/* Whether greedy may consider LEVEL; traces why not.  */
static int
greedy_level_allowed (const struct accblock_model_nest *nest,
                      const struct accblock_model_options *options,
                      const uint64_t *block, unsigned level)
{
  char why[256], buf[16];
  const char *name = level_name (nest, level, buf, sizeof buf);
  unsigned i;

  if (!nest->level[level].may_block)
    {
      trace (options, "greedy: %s: may not be blocked", name);
      return 0;
    }
  if (level == 0)
    return 1;
  if (!accblock_model_profitable (nest, level, why, sizeof why))
    {
      trace (options, "greedy: %s: not profitable: %s", name, why);
      return 0;
    }
  for (i = 1; i < level && !nest->inner_permutable; i++)
    if (block[i] != 0)
      {
        trace (options, "greedy: %s: a second blocked inner level needs "
               "permutable levels", name);
        return 0;
      }
  return 1;
}

/* Give LEVEL its greedy size.  Returns nonzero when the data now fits.  */
static int
greedy_level (const struct accblock_model_nest *nest,
              const struct accblock_target *target,
              const struct accblock_model_options *options, uint64_t *block,
              unsigned level)
{
  char buf[16];
  const char *name = level_name (nest, level, buf, sizeof buf);
  uint64_t cap = greedy_cap (nest, target, level), size, bytes, next_bytes;

  block[level] = 1;
  if (!footprint_fits (nest, target, block, &bytes))
    {
      trace (options, "greedy: %s:1 needs %llu bytes > %llu: even the "
             "smallest block overflows, block the next level too", name,
             (unsigned long long) bytes,
             (unsigned long long) target->local_mem);
      return 0;
    }
  size = largest_fitting (nest, target, block, level, cap);
  footprint_fits (nest, target, block, &bytes);
  if (size < cap)
    {
      block[level] = size + 1;
      footprint_fits (nest, target, block, &next_bytes);
      block[level] = size;
      trace (options, "greedy: %s:%llu needs %llu bytes <= %llu (%s:%llu "
             "would need %llu)", name, (unsigned long long) size,
             (unsigned long long) bytes,
             (unsigned long long) target->local_mem, name,
             (unsigned long long) (size + 1),
             (unsigned long long) next_bytes);
    }
  else
    trace (options, "greedy: %s:%llu needs %llu bytes <= %llu (largest "
           "allowed size)", name, (unsigned long long) size,
           (unsigned long long) bytes,
           (unsigned long long) target->local_mem);
  /* A whole inner level in one tile only adds scheduling: leave it
     unblocked when that fits too.  */
  if (level > 0 && size >= nest->level[level].trip)
    {
      block[level] = 0;
      if (!footprint_fits (nest, target, block, NULL))
        block[level] = size;
    }
  return 1;
}

/* Greedy's vector into BLOCK; returns nonzero when it fits.  */
static int
greedy_vector (const struct accblock_model_nest *nest,
               const struct accblock_target *target,
               const struct accblock_model_options *options, uint64_t *block)
{
  unsigned i;

  for (i = 0; i < ACCBLOCK_MODEL_MAX_LEVELS; i++)
    block[i] = 0;
  for (i = 0; i < nest->nlevels; i++)
    if (greedy_level_allowed (nest, options, block, i)
        && greedy_level (nest, target, options, block, i))
      return 1;
  trace (options, "greedy: no level makes the data fit %llu bytes",
         (unsigned long long) target->local_mem);
  return 0;
}

int
accblock_model_greedy (const struct accblock_model_nest *nest,
                       const struct accblock_target *target,
                       const struct accblock_model_options *options,
                       struct accblock_model_result *out)
{
  accblock_model_block block;
  struct price p;

  if (accblock_model_check (nest, NULL, 0) != 0 || !target_ok (target))
    return -1;
  greedy_vector (nest, target, options, block);
  price_init (&p);
  price_vector (&p, nest, target, block);
  trace_price (options, "greedy: chose", nest, block, &p);
  price_to_result (&p, block, nest->nlevels, out);
  out->evaluated = 1;
  price_clear (&p);
  return 0;
}

/* ---- The cost-model search ---- */

/* Most candidate sizes one level offers.  */
#define MAX_CANDIDATES 256

/* Sizes the search tries per level, ascending and distinct.  */
struct candidates
{
  uint64_t size[MAX_CANDIDATES];
  unsigned count;
};

struct search
{
  const struct accblock_model_nest *nest;
  const struct accblock_target *target;
  const struct accblock_model_options *options;
  unsigned long budget;
  struct candidates level_sizes[ACCBLOCK_MODEL_MAX_LEVELS];
  /* Per-depth scratch: the level's sizes plus the one that fills local
     memory given the outer sizes chosen so far.  */
  struct candidates node_sizes[ACCBLOCK_MODEL_MAX_LEVELS];
  accblock_model_block block;
  accblock_model_block best_block;
  struct price current, best, greedy;
  int have_best, greedy_fits;
  unsigned long evaluated, pruned, dominated, floored;
};

/* Whether SIZE is a block size of a level of TRIP iterations and C has
   room for it.  */
static int
candidate_room_p (const struct candidates *c, uint64_t size, uint64_t trip)
{
  return size != 0 && size <= trip && c->count < MAX_CANDIDATES;
}

static void
candidates_add (struct candidates *c, uint64_t size, uint64_t trip)
{
  unsigned i;

  if (!candidate_room_p (c, size, trip))
    return;
  for (i = 0; i < c->count; i++)
    if (c->size[i] == size)
      return;
  c->size[c->count++] = size;
}

/* candidates_add for a list C that is ascending, keeping it so without
   sorting it again (qsort would allocate on every search node).  */
static void
candidates_insert (struct candidates *c, uint64_t size, uint64_t trip)
{
  unsigned i = 0;

  if (!candidate_room_p (c, size, trip))
    return;
  while (i < c->count && c->size[i] < size)
    i++;
  if (i < c->count && c->size[i] == size)
    return;
  memmove (&c->size[i + 1], &c->size[i],
           (c->count - i) * sizeof c->size[0]);
  c->size[i] = size;
  c->count++;
}

static int
compare_u64 (const void *a, const void *b)
{
  uint64_t x = *(const uint64_t *) a, y = *(const uint64_t *) b;

  return x < y ? -1 : x > y;
}

/* Add the sizes that split TRIP into T nearly equal tiles.  */
static void
candidates_add_split (struct candidates *c, uint64_t trip, uint64_t t)
{
  candidates_add (c, trip / t + (trip % t != 0), trip);
  candidates_add (c, trip / t, trip);
}

/* Divisors and near-divisors of LEVEL's trip count: small sizes, sizes
   giving 1..16 tiles, sizes giving a geometric series of tile counts,
   sizes giving whole rounds of accelerators on the parallel level, and
   greedy's size.  */
static void
level_candidates (struct candidates *c, const struct accblock_model_nest *nest,
                  const struct accblock_target *target, unsigned level,
                  uint64_t greedy_size)
{
  uint64_t trip = nest->level[level].trip, t, m;

  c->count = 0;
  for (t = 1; t <= 16 && t <= trip; t++)
    {
      candidates_add (c, t, trip);
      candidates_add_split (c, trip, t);
    }
  /* T stops short of 2^63: past it, the steps would wrap T around and
     a trip count above 2^63 would never end the loops.  */
  for (t = 16; t < trip && t <= UINT64_MAX / 2; t += t / 4 + 1)
    candidates_add_split (c, trip, t);
  for (t = 32; t < trip && t <= UINT64_MAX / 2; t *= 2)
    candidates_add (c, t, trip);
  if (level == 0)
    for (m = 1; m <= 4; m++)
      if (target->num_accel <= trip / m)
        candidates_add_split (c, trip, target->num_accel * m);
  candidates_add (c, greedy_size, trip);
  qsort (c->size, c->count, sizeof c->size[0], compare_u64);
}

/* Whether the vector chosen so far at levels < LEVEL, with VALUE at
   LEVEL and the smallest footprint at every inner level, still fits.  */
static int
prefix_fits (struct search *s, unsigned level, uint64_t value)
{
  unsigned i;

  s->block[level] = value;
  for (i = level + 1; i < s->nest->nlevels; i++)
    s->block[i] = s->nest->level[i].may_block ? 1 : 0;
  return footprint_fits (s->nest, s->target, s->block, NULL);
}

/* The sizes to try at LEVEL under the current prefix, into OUT.  */
static void
node_candidates (struct search *s, unsigned level, struct candidates *out)
{
  const struct candidates *base = &s->level_sizes[level];
  uint64_t trip = s->nest->level[level].trip;
  uint64_t fill;

  *out = *base;
  if (prefix_fits (s, level, 1))
    {
      fill = largest_fitting (s->nest, s->target, s->block, level, trip);
      candidates_insert (out, fill, trip);
    }
}

static unsigned
blocked_levels (const uint64_t *block, unsigned nlevels)
{
  unsigned i, count = 0;

  for (i = 0; i < nlevels; i++)
    count += block[i] != 0;
  return count;
}

/* Whether vector A (priced PA) beats vector B (priced PB): lower cost,
   then fewer bytes, then fewer tiles, then fewer blocked levels (each
   one is a loop the user has to read in the clause).  */
static int
better (const struct price *pa, const uint64_t *a, const struct price *pb,
        const uint64_t *b, unsigned nlevels)
{
  int c;

  if (pa->cost_s != pb->cost_s)
    return pa->cost_s < pb->cost_s;
  c = mpz_cmp (pa->moved, pb->moved);
  if (c != 0)
    return c < 0;
  c = mpz_cmp (pa->tiles, pb->tiles);
  if (c != 0)
    return c < 0;
  return blocked_levels (a, nlevels) < blocked_levels (b, nlevels);
}

/* A lower bound of the modeled seconds of S->block, cheap next to
   price_vector: modeled_seconds without the transfers and direct
   accesses, whose terms are never negative, from the same counts in the
   same floating-point order.  */
static double
cost_floor (const struct search *s)
{
  const struct accblock_model_nest *nest = s->nest;
  const struct accblock_cost_params *c = &s->target->cost;
  double tiles = 1, tasks = 1, iterations = 1, rounds;
  unsigned i;

  for (i = 0; i < nest->nlevels; i++)
    {
      double t = (double) tile_count (nest, s->block, i);
      tiles *= t;
      if (level_parallel (nest, i))
        tasks *= t;
      iterations *= (double) nest->level[i].trip;
    }
  /* Whole rounds while the task count is exact in a double; beyond,
     the unrounded quotient is still a lower bound.  */
  rounds = tasks / (double) s->target->num_accel;
  if (tasks < 9007199254740992.0)
    rounds = (double) (((uint64_t) tasks + s->target->num_accel - 1)
                       / s->target->num_accel);
  return (iterations / c->compute_rate + tiles * c->tile_overhead_s)
         * rounds / tasks;
}

/* Whether S->block cannot beat the best vector so far: its cost floor
   is above the best cost by more than any rounding of the two.  */
static int
floor_above_best (const struct search *s)
{
  return s->have_best && cost_floor (s) > s->best.cost_s * (1 + 1e-9);
}

/* Price the complete vector in S->block and keep it if it is the best
   so far.  */
static void
search_leaf (struct search *s)
{
  struct price *p = &s->current;

  if (floor_above_best (s))
    {
      s->floored++;
      return;
    }
  s->evaluated++;
  price_vector (p, s->nest, s->target, s->block);
  if (s->options != NULL && s->options->trace_all)
    trace_price (s->options, "model: priced", s->nest, s->block, p);
  if (!p->fits)
    return;
  if (s->greedy_fits
      && (p->cost_s > s->greedy.cost_s
          || mpz_cmp (p->moved, s->greedy.moved) > 0))
    {
      s->dominated++;
      return;
    }
  if (s->have_best
      && !better (p, s->block, &s->best, s->best_block, s->nest->nlevels))
    return;
  price_copy (&s->best, p);
  memcpy (s->best_block, s->block, sizeof s->block);
  s->have_best = 1;
  trace_price (s->options, "model: new best", s->nest, s->block, p);
}

/* Whether LEVEL may take a nonzero size given the inner levels already
   blocked.  */
static int
level_blockable (const struct search *s, unsigned level,
                 unsigned inner_blocked)
{
  if (!s->nest->level[level].may_block)
    return 0;
  return level == 0 || s->nest->inner_permutable || inner_blocked == 0;
}

/* Try every size at LEVEL and below, smallest first; a size whose
   smallest completion overflows local memory ends the level, since the
   footprint only grows with the size (0, the whole level, comes last).  */
static void
search_level (struct search *s, unsigned level, unsigned inner_blocked)
{
  struct candidates *sizes = &s->node_sizes[level];
  unsigned i;

  if (level == s->nest->nlevels)
    {
      search_leaf (s);
      return;
    }
  sizes->count = 0;
  if (level_blockable (s, level, inner_blocked))
    node_candidates (s, level, sizes);
  for (i = 0; i <= sizes->count; i++)
    {
      uint64_t value = i < sizes->count ? sizes->size[i] : 0;
      if (value == 0 && level == 0 && s->nest->level[0].may_block)
        break;
      if (s->evaluated >= s->budget)
        return;
      if (!prefix_fits (s, level, value))
        {
          s->pruned++;
          break;
        }
      search_level (s, level + 1, inner_blocked + (level > 0 && value > 0));
    }
  s->block[level] = 0;
}

static void
search_init (struct search *s, const struct accblock_model_nest *nest,
             const struct accblock_target *target,
             const struct accblock_model_options *options)
{
  memset (s, 0, sizeof *s);
  s->nest = nest;
  s->target = target;
  s->options = options;
  s->budget = options != NULL && options->max_evaluations != 0
              ? options->max_evaluations
              : ACCBLOCK_MODEL_DEFAULT_EVALUATIONS;
  price_init (&s->current);
  price_init (&s->best);
  price_init (&s->greedy);
}

static void
search_clear (struct search *s)
{
  price_clear (&s->current);
  price_clear (&s->best);
  price_clear (&s->greedy);
}

/* Start from greedy's vector, so the search can only improve on it.  */
static void
search_seed_with_greedy (struct search *s)
{
  accblock_model_block greedy_block;
  unsigned i;

  s->greedy_fits = greedy_vector (s->nest, s->target, s->options,
                                  greedy_block);
  price_vector (&s->greedy, s->nest, s->target, greedy_block);
  trace_price (s->options, "model: greedy baseline", s->nest, greedy_block,
               &s->greedy);
  for (i = 0; i < s->nest->nlevels; i++)
    level_candidates (&s->level_sizes[i], s->nest, s->target, i,
                      greedy_block[i]);
  memcpy (s->best_block, greedy_block, sizeof greedy_block);
  price_copy (&s->best, &s->greedy);
  s->have_best = s->greedy_fits;
}

int
accblock_model_search (const struct accblock_model_nest *nest,
                       const struct accblock_target *target,
                       const struct accblock_model_options *options,
                       struct accblock_model_result *out)
{
  struct search *s;

  if (accblock_model_check (nest, NULL, 0) != 0 || !target_ok (target))
    return -1;
  s = (struct search *) malloc (sizeof *s);
  if (s == NULL)
    return -1;
  search_init (s, nest, target, options);
  search_seed_with_greedy (s);
  search_level (s, 0, 0);
  trace (options, "model: priced %lu vectors%s, cut %lu branches by the "
         "footprint, skipped %lu whose computation alone costs more than "
         "the best, rejected %lu as worse than greedy in cost or bytes",
         s->evaluated, s->evaluated >= s->budget ? " (budget reached)" : "",
         s->pruned, s->floored, s->dominated);
  trace_price (options, s->have_best ? "model: chose" : "model: nothing fits;"
               " kept greedy's", nest, s->best_block, &s->best);
  price_to_result (&s->best, s->best_block, nest->nlevels, out);
  out->evaluated = s->evaluated;
  search_clear (s);
  free (s);
  return 0;
}

/* ---- Describing staged array sections ---- */

void
accblock_model_set_unstaged (struct accblock_model_array *a)
{
  a->unstaged = 1;
  a->ndims = 1;
  memset (&a->dim[0], 0, sizeof a->dim[0]);
  a->dim[0].level = ACCBLOCK_MODEL_NO_LEVEL;
}

void
accblock_model_set_other_references (struct accblock_model_array *a,
                                     unsigned long refs)
{
  memset (a, 0, sizeof *a);
  a->name = "other references";
  a->elem_size = ACCBLOCK_MODEL_UNKNOWN_ELEM_SIZE;
  a->access = ACCBLOCK_MODEL_READ;
  a->refs = refs;
  accblock_model_set_unstaged (a);
}

int
accblock_model_section_dim (int level, int64_t coef, int64_t lo, int64_t hi,
                            uint64_t extent, unsigned nlevels,
                            struct accblock_model_dim *out)
{
  memset (out, 0, sizeof *out);
  out->extent = extent;
  out->level = ACCBLOCK_MODEL_NO_LEVEL;
  if (level >= 0 && (unsigned) level < nlevels)
    {
      out->level = level;
      out->coef = coef < 0 ? (uint64_t) -coef : (uint64_t) coef;
      out->min_off = lo;
      out->max_off = hi;
    }
  else if (level < 0)
    {
      out->min_off = lo;
      out->max_off = hi;
    }
  else if (extent > 0)
    out->max_off = (int64_t) extent - 1;
  else
    return -1;
  return 0;
}
