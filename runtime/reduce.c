/* reduce.c -- combining the partial results of scalar reductions.

   Why this file exists: a nest that only updates an integer scalar as
   S = S op X lets its tiles run in parallel, each on its own copy of S
   started at the operator's identity (accblock-abi.h).  Each tile's
   partial result must still reach the one copy in the capture record,
   from many accelerator threads at once; this file does that under a
   lock, in the scalar's width, so that the sum wraps exactly as the
   loops' own arithmetic would have.  On an accelerator the combine is a
   read and a write of main memory, so a tile's combine goes through
   its DMA engine: one transfer each way, counted and timed like the
   data blocks' (and so in the modeled time).

   A floating-point reduction the program declared cannot be combined
   as it arrives: the order of the additions would show in the bits.
   Its partial results wait in one slot per tile until the dispatch
   ends, and are then combined in tile order, which no schedule, thread
   count or accelerator count changes.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-internal.h"

#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

static pthread_mutex_t reduce_lock = PTHREAD_MUTEX_INITIALIZER;

/* V, the low SIZE bytes of a signed integer, sign-extended.  */
static int64_t
sign_extend (uint64_t v, int size)
{
  int shift = 64 - 8 * size;
  return (int64_t) (v << shift) >> shift;
}

/* The greater (MAX) or the lesser of A and B, integers of SIZE bytes,
   compared as signed integers when SIGNED_CMP.  */
static uint64_t
extreme (bool max, bool signed_cmp, int size, uint64_t a, uint64_t b)
{
  uint64_t mask = size == 8 ? UINT64_MAX : (UINT64_C (1) << 8 * size) - 1;
  a &= mask;
  b &= mask;
  bool a_less = signed_cmp ? sign_extend (a, size) < sign_extend (b, size)
                           : a < b;
  return a_less == max ? b : a;
}

/* A op B in 64-bit modular arithmetic, whose low bits are those of the
   same operation in any narrower width; max and min in SIZE bytes.  */
static uint64_t
combine (int op, int size, uint64_t a, uint64_t b)
{
  bool signed_cmp = (op & ACCBLOCK_REDUCE_SIGNED) != 0;
  switch (op & ~ACCBLOCK_REDUCE_SIGNED)
    {
    case ACCBLOCK_REDUCE_ADD: return a + b;
    case ACCBLOCK_REDUCE_MUL: return a * b;
    case ACCBLOCK_REDUCE_AND: return a & b;
    case ACCBLOCK_REDUCE_IOR: return a | b;
    case ACCBLOCK_REDUCE_XOR: return a ^ b;
    case ACCBLOCK_REDUCE_MAX: return extreme (true, signed_cmp, size, a, b);
    default: return extreme (false, signed_cmp, size, a, b);
    }
}

/* Whether OP is an operator __accblock_reduce knows.  */
static bool
known_op (int64_t op)
{
  int64_t base = op & ~(int64_t) ACCBLOCK_REDUCE_SIGNED;
  if (base == ACCBLOCK_REDUCE_MAX || base == ACCBLOCK_REDUCE_MIN)
    return true;
  return op >= ACCBLOCK_REDUCE_ADD && op <= ACCBLOCK_REDUCE_XOR;
}

ACCBLOCK_EXPORT void
__accblock_reduce (void *target, int64_t partial, int64_t how)
{
  int64_t op = how % ACCBLOCK_REDUCE_SIZE_UNIT;
  int64_t size = how / ACCBLOCK_REDUCE_SIZE_UNIT;
  if (!target || how < 0 || !known_op (op)
      || (size != 1 && size != 2 && size != 4 && size != 8))
    accblock_fatal ("reduction with an unknown operator or size (%lld): "
                    "rebuild the program with the matching plugin",
                    (long long) how);
  struct accblock_accel *acc = accblock_current_accel ();
  struct accblock_dma_section word = { .ndims = 1, .elem_size = (size_t) size,
      .count = { 1 }, .stride = { 1 } };
  unsigned char local[8];
  pthread_mutex_lock (&reduce_lock);
  if (acc)
    accblock_dma_get (acc, local, target, &word);
  else
    memcpy (local, target, (size_t) size);
  uint64_t value = accblock_int_load (local, (int) size);
  accblock_int_store (local, (int) size,
               combine ((int) op, (int) size, value, (uint64_t) partial));
  if (acc)
    accblock_dma_put (acc, target, local, &word);
  else
    memcpy (target, local, (size_t) size);
  pthread_mutex_unlock (&reduce_lock);
}

/* ---- Floating-point reductions combined in tile order ----

   The slots of a dispatch live in a struct float_partials that the
   first load of the dispatch allocates, under REDUCE_LOCK, and that the
   descriptor's FLOAT_PARTIALS word points to, so that nested dispatches
   and programs dispatching from several threads each have their own.
   Different tiles own different slots, and the parts of one tile run
   one after the other on one accelerator: the slots need no lock.  */

/* One partial result, of any of the types accblock_float_type names.  */
union float_value
{
  float f;
  double d;
  long double ld;
  float _Complex cf;
  double _Complex cd;
};

struct float_partials
{
  struct accblock_plan plan;  /* Of the dispatch, for the tile numbers.  */
  int64_t n;                  /* Reductions.  */
  union float_value *slot;    /* SLOT[tile * N + k].  */
};

/* Bytes of a value of TYPE: what a transfer of the partial moves.  */
static size_t
float_size (int type)
{
  switch (type)
    {
    case ACCBLOCK_FLOAT_FLOAT: return sizeof (float);
    case ACCBLOCK_FLOAT_DOUBLE: return sizeof (double);
    case ACCBLOCK_FLOAT_LONG_DOUBLE: return sizeof (long double);
    case ACCBLOCK_FLOAT_COMPLEX_FLOAT: return sizeof (float _Complex);
    default: return sizeof (double _Complex);
    }
}

/* The identity of the operator of HOW in its type.  -0.0 for a sum, as
   -0.0 + x is x for every x, +0.0 and -0.0 included; the infinities for
   maximum and minimum, so that a partial that took no value never wins
   over one that did.  */
static union float_value
float_identity (int64_t how)
{
  long double one = 1.0L, start;
  bool product = accblock_reduce_op (how) == ACCBLOCK_REDUCE_MUL;
  switch (accblock_reduce_op (how))
    {
    case ACCBLOCK_REDUCE_MUL: start = one; break;
    case ACCBLOCK_REDUCE_MAX: start = -__builtin_infl (); break;
    case ACCBLOCK_REDUCE_MIN: start = __builtin_infl (); break;
    default: start = -0.0L; break;
    }
  union float_value v;
  memset (&v, 0, sizeof v);
  switch (accblock_reduce_type (how))
    {
    case ACCBLOCK_FLOAT_FLOAT: v.f = (float) start; break;
    case ACCBLOCK_FLOAT_DOUBLE: v.d = (double) start; break;
    case ACCBLOCK_FLOAT_LONG_DOUBLE: v.ld = start; break;
    /* (1, 0) for a product; (-0.0, -0.0) for a sum.  */
    case ACCBLOCK_FLOAT_COMPLEX_FLOAT:
      v.cf = __builtin_complex ((float) start,
                                product ? 0.0f : (float) start);
      break;
    default:
      v.cd = __builtin_complex ((double) start,
                                product ? 0.0 : (double) start);
      break;
    }
  return v;
}

/* ACC = ACC op X in the type of HOW.  Maximum and minimum keep ACC
   unless X compares greater (less), as "if (s < x) s = x;" does: of
   equal values the earlier stays, and a NaN X is never taken.  */
#define FLOAT_COMBINE(acc, x, op)                                  \
  do                                                               \
    {                                                              \
      if ((op) == ACCBLOCK_REDUCE_ADD)                             \
        (acc) = (acc) + (x);                                       \
      else if ((op) == ACCBLOCK_REDUCE_MUL)                        \
        (acc) = (acc) * (x);                                       \
      else                                                         \
        FLOAT_COMBINE_EXTREME (acc, x, op);                        \
    }                                                              \
  while (0)
#define FLOAT_COMBINE_EXTREME(acc, x, op)                          \
  do                                                               \
    {                                                              \
      if ((op) == ACCBLOCK_REDUCE_MAX ? (acc) < (x) : (x) < (acc)) \
        (acc) = (x);                                               \
    }                                                              \
  while (0)

static void
float_combine (int64_t how, union float_value *acc,
               const union float_value *x)
{
  int op = accblock_reduce_op (how);
  switch (accblock_reduce_type (how))
    {
    case ACCBLOCK_FLOAT_FLOAT: FLOAT_COMBINE (acc->f, x->f, op); break;
    case ACCBLOCK_FLOAT_DOUBLE: FLOAT_COMBINE (acc->d, x->d, op); break;
    case ACCBLOCK_FLOAT_LONG_DOUBLE: FLOAT_COMBINE (acc->ld, x->ld, op);
      break;
    /* Only sums and products are valid on complex values.  */
    case ACCBLOCK_FLOAT_COMPLEX_FLOAT:
      acc->cf = op == ACCBLOCK_REDUCE_MUL ? acc->cf * x->cf
                                          : acc->cf + x->cf;
      break;
    default:
      acc->cd = op == ACCBLOCK_REDUCE_MUL ? acc->cd * x->cd
                                          : acc->cd + x->cd;
      break;
    }
}

/* The slots of NEST's reductions for this dispatch, every one at its
   operator's identity: TOTAL_TILES * N of them, 16 bytes each on
   x86-64.  */
static struct float_partials *
float_partials_new (const struct accblock_nest *nest)
{
  struct float_partials *fp = malloc (sizeof *fp);
  if (!fp)
    accblock_fatal ("out of memory for the partial results of a reduction");
  accblock_plan_nest (nest, "(floating-point reduction)", &fp->plan);
  fp->n = nest->float_reductions;
  size_t slots;
  if (__builtin_mul_overflow ((size_t) fp->plan.total_tiles, (size_t) fp->n,
                              &slots)
      || slots > SIZE_MAX / sizeof *fp->slot
      || !(fp->slot = malloc (slots ? slots * sizeof *fp->slot : 1)))
    accblock_fatal ("out of memory for the partial results of %lld "
                    "floating-point reductions in %lld tiles",
                    (long long) fp->n, (long long) fp->plan.total_tiles);
  for (int64_t k = 0; k < fp->n; k++)
    {
      union float_value identity
        = float_identity (accblock_nest_float_reduction (nest, k)->how);
      for (int64_t t = 0; t < fp->plan.total_tiles; t++)
        fp->slot[t * fp->n + k] = identity;
    }
  return fp;
}

/* The partial results of NEST's dispatch, allocated by the first tile
   that asks.  */
static struct float_partials *
float_partials_of (struct accblock_nest *nest)
{
  int64_t word = __atomic_load_n (&nest->float_partials, __ATOMIC_ACQUIRE);
  if (word == 0)
    {
      pthread_mutex_lock (&reduce_lock);
      word = __atomic_load_n (&nest->float_partials, __ATOMIC_RELAXED);
      if (word == 0)
        {
          word = (int64_t) (intptr_t) float_partials_new (nest);
          __atomic_store_n (&nest->float_partials, word, __ATOMIC_RELEASE);
        }
      pthread_mutex_unlock (&reduce_lock);
    }
  return (struct float_partials *) (intptr_t) word;
}

/* The slot of reduction K in the tile of the words TILE, and in *SIZE
   the bytes of its value.  */
static union float_value *
float_slot (struct accblock_nest *nest, const int64_t *tile, int64_t k,
            size_t *size)
{
  struct float_partials *fp = float_partials_of (nest);
  int64_t t = accblock_plan_tile_number (&fp->plan, tile);
  if (k < 0 || k >= fp->n || t < 0 || t >= fp->plan.total_tiles)
    accblock_fatal ("partial result %lld of tile %lld asked for, of %lld "
                    "reductions in %lld tiles", (long long) k, (long long) t,
                    (long long) fp->n, (long long) fp->plan.total_tiles);
  int64_t how = accblock_nest_float_reduction (nest, k)->how;
  *size = float_size (accblock_reduce_type (how));
  return &fp->slot[t * fp->n + k];
}

/* Copy SIZE bytes from main memory at MAIN to LOCAL (GET) or back,
   through the DMA engine of the accelerator running the tile.  */
static void
float_transfer (bool get, void *local, void *main, size_t size)
{
  struct accblock_accel *acc = accblock_current_accel ();
  struct accblock_dma_section word = { .ndims = 1, .elem_size = size,
      .count = { 1 }, .stride = { 1 } };
  if (acc && get)
    accblock_dma_get (acc, local, main, &word);
  else if (acc)
    accblock_dma_put (acc, main, local, &word);
  else if (get)
    memcpy (local, main, size);
  else
    memcpy (main, local, size);
}

ACCBLOCK_EXPORT void
__accblock_float_partial_load (struct accblock_nest *nest,
                               const int64_t *tile, int64_t k, void *value)
{
  size_t size;
  union float_value *slot = float_slot (nest, tile, k, &size);
  float_transfer (true, value, slot, size);
}

ACCBLOCK_EXPORT void
__accblock_float_partial_store (struct accblock_nest *nest,
                                const int64_t *tile, int64_t k,
                                const void *value)
{
  size_t size;
  union float_value *slot = float_slot (nest, tile, k, &size);
  float_transfer (false, (void *) value, slot, size);
}

ACCBLOCK_EXPORT void
__accblock_float_reduce (struct accblock_nest *nest)
{
  struct float_partials *fp
    = (struct float_partials *) (intptr_t) nest->float_partials;
  /* No tile ran: every target keeps its value.  */
  if (!fp)
    return;
  for (int64_t k = 0; k < fp->n; k++)
    {
      const struct accblock_float_reduction *r
        = accblock_nest_float_reduction (nest, k);
      size_t size = float_size (accblock_reduce_type (r->how));
      union float_value total = fp->slot[k], value;
      for (int64_t t = 1; t < fp->plan.total_tiles; t++)
        float_combine (r->how, &total, &fp->slot[t * fp->n + k]);
      void *target = (void *) (intptr_t) r->target;
      memset (&value, 0, sizeof value);
      memcpy (&value, target, size);
      float_combine (r->how, &value, &total);
      memcpy (target, &value, size);
    }
  free (fp->slot);
  free (fp);
  nest->float_partials = 0;
}
