/* lmem.c -- the local memory of each simulated accelerator.

   Why this file exists: the point of the block clause is that a tile's
   data fits the accelerator's small local memory.  Each accelerator gets
   an arena of exactly the configured size, so staging code can never use
   more than the real machine would have: a request that does not fit
   fails and is reported, and guard bytes around the arena catch a tile
   that writes past it.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-internal.h"

#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

/* The byte pattern of the guards.  */
#define GUARD_BYTE 0xa5

/* Arenas of at least LARGE_ARENA bytes (the host target's, as large as
   an L2 cache) get a mapping of their own, aligned to HUGE_PAGE, with
   the kernel asked for transparent huge pages.  Left to malloc, such an
   arena takes a page fault per 4 KiB page inside the first tile's copies
   (on a virtual machine a fault is expensive) and the tile function walks
   its blocks through many TLB entries; with a huge page the first touch
   maps it all.  Nothing touches such an arena before its first
   allocation, its guards included (set_guards): a run that stages
   nothing, such as calc2 or Jacobi on the host, then never faults it in.
   The accelerator targets' arenas, a few KiB, stay with malloc and get
   their guards at once.  (The measurements behind this choice are in
   the ChangeLog entry that made it.)  */
#define LARGE_ARENA ((size_t) 256 * 1024)
#define HUGE_PAGE ((size_t) 2 * 1024 * 1024)

/* A mapping of at least BYTES bytes starting on a HUGE_PAGE boundary;
   its length goes to *MAPPED.  NULL when out of memory.  */
static unsigned char *
map_large_arena (size_t bytes, size_t *mapped)
{
  size_t length = (bytes + HUGE_PAGE - 1) & ~(HUGE_PAGE - 1);
  size_t spare = length + HUGE_PAGE;
  unsigned char *raw = mmap (NULL, spare, PROT_READ | PROT_WRITE,
                             MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (raw == MAP_FAILED)
    return NULL;
  uintptr_t start = ((uintptr_t) raw + HUGE_PAGE - 1) & ~(HUGE_PAGE - 1);
  unsigned char *aligned = (unsigned char *) start;
  size_t head = (size_t) (aligned - raw);
  if (head)
    munmap (raw, head);
  munmap (aligned + length, spare - head - length);
#ifdef MADV_HUGEPAGE
  /* Only a request: without huge pages the arena works as before.  */
  madvise (aligned, length, MADV_HUGEPAGE);
#endif
  *mapped = length;
  return aligned;
}

/* Write the guards around the arena, once: at creation, or for a large
   arena at its first allocation.  Until then no tile can hold a pointer
   into it, so there is nothing to catch.  */
static void
set_guards (struct accblock_lmem *lmem)
{
  if (lmem->guarded)
    return;
  memset (lmem->allocation, GUARD_BYTE, ACCBLOCK_LMEM_GUARD);
  memset (lmem->base + lmem->size, GUARD_BYTE, ACCBLOCK_LMEM_GUARD);
  lmem->guarded = true;
}

bool
accblock_lmem_init (struct accblock_lmem *lmem, size_t size)
{
  memset (lmem, 0, sizeof *lmem);
  size_t bytes = size + 2 * ACCBLOCK_LMEM_GUARD;
  if (size >= LARGE_ARENA)
    lmem->allocation = map_large_arena (bytes, &lmem->mapped);
  else
    lmem->allocation = malloc (bytes);
  if (!lmem->allocation)
    return false;
  lmem->base = lmem->allocation + ACCBLOCK_LMEM_GUARD;
  lmem->size = size;
  if (!lmem->mapped)
    set_guards (lmem);
  return true;
}

void
accblock_lmem_fini (struct accblock_lmem *lmem)
{
  if (lmem->mapped)
    munmap (lmem->allocation, lmem->mapped);
  else
    free (lmem->allocation);
  memset (lmem, 0, sizeof *lmem);
}

static void
note_high_water (struct accblock_lmem *lmem)
{
  if (lmem->low + lmem->high > lmem->high_water)
    lmem->high_water = lmem->low + lmem->high;
}

/* The base is malloc-aligned (at least 16 bytes), so offsets that are
   multiples of ACCBLOCK_LMEM_ALIGN give aligned addresses.  */
size_t
accblock_lmem_align (size_t bytes)
{
  if (bytes > SIZE_MAX - (ACCBLOCK_LMEM_ALIGN - 1))
    return SIZE_MAX;
  return (bytes + ACCBLOCK_LMEM_ALIGN - 1) & ~(size_t) (ACCBLOCK_LMEM_ALIGN
                                                        - 1);
}

void *
accblock_lmem_alloc (struct accblock_lmem *lmem, size_t bytes)
{
  set_guards (lmem);
  size_t start = accblock_lmem_align (lmem->low);
  if (start > lmem->size - lmem->high
      || bytes > lmem->size - lmem->high - start)
    return NULL;
  lmem->low = start + bytes;
  note_high_water (lmem);
  return lmem->base + start;
}

void *
accblock_lmem_alloc_top (struct accblock_lmem *lmem, size_t bytes)
{
  set_guards (lmem);
  size_t top = lmem->size - lmem->high;
  if (bytes > top)
    return NULL;
  size_t start = (top - bytes) & ~(size_t) (ACCBLOCK_LMEM_ALIGN - 1);
  if (start < lmem->low)
    return NULL;
  lmem->high = lmem->size - start;
  note_high_water (lmem);
  return lmem->base + start;
}

size_t
accblock_lmem_mark (const struct accblock_lmem *lmem)
{
  return lmem->low;
}

void
accblock_lmem_release (struct accblock_lmem *lmem, size_t mark)
{
  lmem->low = mark;
}

size_t
accblock_lmem_top_mark (const struct accblock_lmem *lmem)
{
  return lmem->high;
}

void
accblock_lmem_release_top (struct accblock_lmem *lmem, size_t mark)
{
  lmem->high = mark;
}

size_t
accblock_lmem_available (const struct accblock_lmem *lmem)
{
  return lmem->size - lmem->high - lmem->low;
}

static bool
all_guard (const unsigned char *p)
{
  for (size_t i = 0; i < ACCBLOCK_LMEM_GUARD; i++)
    if (p[i] != GUARD_BYTE)
      return false;
  return true;
}

bool
accblock_lmem_guards_intact (const struct accblock_lmem *lmem)
{
  return !lmem->guarded
         || (all_guard (lmem->allocation)
             && all_guard (lmem->base + lmem->size));
}

/* Nest and array pairs already reported; both strings are static strings
   from the generated code, so comparing text is enough.  */
#define REPORTED_MAX 64
static struct
{
  const char *location;
  const char *array;
} reported[REPORTED_MAX];
static int nreported;
static pthread_mutex_t reported_lock = PTHREAD_MUTEX_INITIALIZER;

/* True the first time LOCATION and ARRAY are seen.  */
static bool
first_report (const char *location, const char *array)
{
  bool first = true;
  pthread_mutex_lock (&reported_lock);
  for (int i = 0; i < nreported && first; i++)
    first = strcmp (reported[i].location, location) != 0
            || strcmp (reported[i].array, array) != 0;
  if (first && nreported < REPORTED_MAX)
    {
      reported[nreported].location = location;
      reported[nreported].array = array;
      nreported++;
    }
  pthread_mutex_unlock (&reported_lock);
  return first;
}

void
accblock_lmem_report_no_fit (const char *location, const char *array,
                             size_t needed, size_t available, size_t size,
                             const char *fallback)
{
  if (!first_report (location, array))
    return;
  fprintf (stderr, "accblock: %s: array '%s' needs %zu bytes of local "
           "memory but only %zu of %zu are free; %s\n", location, array,
           needed, available, size, fallback);
}
