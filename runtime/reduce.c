/* reduce.c -- combining the partial results of an integer reduction.

   Why this file exists: a nest that only updates an integer scalar as
   S = S op X lets its tiles run in parallel, each on its own copy of S
   started at the operator's identity (accblock-abi.h).  Each tile's
   partial result must still reach the one copy in the capture record,
   from many accelerator threads at once; this file does that under a
   lock, in the scalar's width, so that the sum wraps exactly as the
   loops' own arithmetic would have.  On an accelerator the combine is a
   read and a write of main memory, so a tile's combine goes through
   its DMA engine: one transfer each way, counted and timed like the
   data blocks' (and so in the modeled time).  */

#include "accblock-internal.h"

#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

static pthread_mutex_t reduce_lock = PTHREAD_MUTEX_INITIALIZER;

/* The lock of the boxes added to main memory in split nests; not
   REDUCE_LOCK, since a tile that runs under it may still combine a
   scalar reduction.  */
static pthread_mutex_t add_lock = PTHREAD_MUTEX_INITIALIZER;

/* The value of the SIZE-byte integer at P, zero-extended.  */
static uint64_t
load_bytes (const void *p, int size)
{
  switch (size)
    {
    case 1: { uint8_t v; memcpy (&v, p, 1); return v; }
    case 2: { uint16_t v; memcpy (&v, p, 2); return v; }
    case 4: { uint32_t v; memcpy (&v, p, 4); return v; }
    default: { uint64_t v; memcpy (&v, p, 8); return v; }
    }
}

/* Store the low SIZE bytes of VALUE at P.  */
static void
store_bytes (void *p, int size, uint64_t value)
{
  switch (size)
    {
    case 1: { uint8_t v = (uint8_t) value; memcpy (p, &v, 1); break; }
    case 2: { uint16_t v = (uint16_t) value; memcpy (p, &v, 2); break; }
    case 4: { uint32_t v = (uint32_t) value; memcpy (p, &v, 4); break; }
    default: memcpy (p, &value, 8); break;
    }
}

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
  struct accblock_dma_section word = { 1, (size_t) size, { 1 }, { 1 } };
  unsigned char local[8];
  pthread_mutex_lock (&reduce_lock);
  if (acc)
    accblock_dma_get (acc, local, target, &word);
  else
    memcpy (local, target, (size_t) size);
  uint64_t value = load_bytes (local, (int) size);
  store_bytes (local, (int) size,
               combine ((int) op, (int) size, value, (uint64_t) partial));
  if (acc)
    accblock_dma_put (acc, target, local, &word);
  else
    memcpy (target, local, (size_t) size);
  pthread_mutex_unlock (&reduce_lock);
}

/* ---- Boxes added to main memory ----

   A nest split along a reduction level (accblock-abi.h, split_level)
   runs the runs of that level's tiles as different tasks; each stages
   the boxes of the sections it only adds to zero-filled, so that they
   collect its partial sums, and adds them to main memory when they are
   written back.  Main memory is read and written under ADD_LOCK, one
   box at a time, so that the tasks' sums all arrive; integer addition
   modulo 2^bits gives the same bits in any order.  */

void
accblock_add_lock (struct accblock_accel *acc)
{
  /* Time spent waiting for another accelerator's combine is waiting,
     not computing or transferring.  */
  uint64_t start = accblock_now_ns ();
  pthread_mutex_lock (&add_lock);
  acc->counters.wait_ns += accblock_now_ns () - start;
}

void
accblock_add_unlock (void)
{
  pthread_mutex_unlock (&add_lock);
}

void
accblock_dma_add (struct accblock_accel *acc, void *main, const void *local,
                  const struct accblock_dma_section *s)
{
  size_t bytes = accblock_dma_section_bytes (s);
  int size = (int) s->elem_size;
  if (size != 1 && size != 2 && size != 4 && size != 8)
    accblock_fatal ("adding a box of %d-byte elements", size);
  /* The main-memory copy, packed like LOCAL; at least one byte so that
     an empty box needs no special case.  */
  unsigned char *sum = malloc (bytes ? bytes : 1);
  if (!sum)
    accblock_fatal ("out of memory adding a box of %zu bytes", bytes);
  const unsigned char *part = local;
  accblock_add_lock (acc);
  accblock_dma_get (acc, sum, main, s);
  for (size_t at = 0; at < bytes; at += (size_t) size)
    store_bytes (sum + at, size, load_bytes (sum + at, size)
                                 + load_bytes (part + at, size));
  accblock_dma_put (acc, main, sum, s);
  pthread_mutex_unlock (&add_lock);
  free (sum);
}
