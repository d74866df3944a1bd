/* reduce.c -- combining the partial results of an integer reduction.

   Why this file exists: a nest that only updates an integer scalar as
   S = S op X lets its tiles run in parallel, each on its own copy of S
   started at the operator's identity (accblock-abi.h).  Each tile's
   partial result must still reach the one copy in the capture record,
   from many accelerator threads at once; this file does that under a
   lock, in the scalar's width, so that the sum wraps exactly as the
   loops' own arithmetic would have.  */

#include "accblock-internal.h"

#include <pthread.h>
#include <string.h>

static pthread_mutex_t reduce_lock = PTHREAD_MUTEX_INITIALIZER;

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

/* A op B in 64-bit modular arithmetic, whose low bits are those of the
   same operation in any narrower width.  */
static uint64_t
combine (int op, uint64_t a, uint64_t b)
{
  switch (op)
    {
    case ACCBLOCK_REDUCE_ADD: return a + b;
    case ACCBLOCK_REDUCE_MUL: return a * b;
    case ACCBLOCK_REDUCE_AND: return a & b;
    case ACCBLOCK_REDUCE_IOR: return a | b;
    default: return a ^ b;
    }
}

ACCBLOCK_EXPORT void
__accblock_reduce (void *target, int64_t partial, int64_t how)
{
  int64_t op = how % ACCBLOCK_REDUCE_SIZE_UNIT;
  int64_t size = how / ACCBLOCK_REDUCE_SIZE_UNIT;
  if (!target || how < 0 || op > ACCBLOCK_REDUCE_XOR
      || (size != 1 && size != 2 && size != 4 && size != 8))
    accblock_fatal ("reduction with an unknown operator or size (%lld): "
                    "rebuild the program with the matching plugin",
                    (long long) how);
  pthread_mutex_lock (&reduce_lock);
  uint64_t value = load_bytes (target, (int) size);
  store_bytes (target, (int) size,
               combine ((int) op, value, (uint64_t) partial));
  pthread_mutex_unlock (&reduce_lock);
}
