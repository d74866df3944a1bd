/* sched.c -- assignment of outer tile indices to accelerators.

   Why this file exists: the two schemes of the paper's runtime (static
   contiguous ranges, dynamic next-index) are small but their guarantees
   (balance within one tile row, every row taken exactly once) are what
   the acceptance tests check, so they live apart from the thread pool
   that drives them.  A third order, reverse, runs the static ranges
   backwards (device.c): outer tiles must be independent, and a program
   whose output changes under it has a clause that its loops do not
   allow.

   A chunk (ACCBLOCK_SCHEDULE=static,8 or dynamic,4) means what it means
   in OMP_SCHEDULE, with outer tiles for iterations: static deals chunks
   of that many consecutive outer tiles round-robin to the accelerators,
   dynamic hands out that many at a time to whichever accelerator asks.
   Consecutive outer tiles on one accelerator share the blocks of the
   arrays they do not split, which is what a chunk is for.  Reverse takes
   none (env.c refuses it): its point is the one order that runs the
   whole nest backwards.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-internal.h"

#include <stdatomic.h>
#include <stdio.h>

const char *
accblock_schedule_name (enum accblock_schedule schedule)
{
  switch (schedule)
    {
    case ACCBLOCK_SCHEDULE_STATIC:
      return "static";
    case ACCBLOCK_SCHEDULE_DYNAMIC:
      return "dynamic";
    case ACCBLOCK_SCHEDULE_REVERSE:
      return "reverse";
    }
  return NULL;
}

void
accblock_sched_static_range (int64_t outer_tiles, int naccel, int accel,
                             int64_t *first, int64_t *last)
{
  /* The first OUTER_TILES % NACCEL accelerators take one extra index.  */
  int64_t base = outer_tiles / naccel;
  int64_t extra = outer_tiles % naccel;
  int64_t before = accel < extra ? accel : extra;
  *first = accel * base + before;
  *last = *first + base + (accel < extra);
}

void
accblock_schedule_describe (enum accblock_schedule schedule, int64_t chunk,
                            char *buf, size_t size)
{
  const char *name = accblock_schedule_name (schedule);
  if (chunk > 0)
    snprintf (buf, size, "%s,%lld", name, (long long) chunk);
  else
    snprintf (buf, size, "%s", name);
}

/* Chunks of CHUNK outer indices dealt round-robin: accelerator ACCEL
   owns chunks ACCEL, ACCEL + NACCEL, ...; only the very last chunk of
   the nest may be short.  */
int64_t
accblock_sched_static_count (int64_t outer_tiles, int naccel, int accel,
                             int64_t chunk)
{
  if (chunk <= 0)
    {
      int64_t first, last;
      accblock_sched_static_range (outer_tiles, naccel, accel, &first,
                                   &last);
      return last - first;
    }
  int64_t nchunks = (outer_tiles + chunk - 1) / chunk;
  if (accel >= nchunks)
    return 0;
  int64_t owned = (nchunks - 1 - accel) / naccel + 1;
  int64_t count = owned * chunk;
  /* Owning the last chunk: it ends at OUTER_TILES.  */
  if ((nchunks - 1) % naccel == accel)
    count -= nchunks * chunk - outer_tiles;
  return count;
}

int64_t
accblock_sched_static_index (int64_t outer_tiles, int naccel, int accel,
                             int64_t chunk, int64_t k)
{
  if (chunk <= 0)
    {
      int64_t first, last;
      accblock_sched_static_range (outer_tiles, naccel, accel, &first,
                                   &last);
      return first + k;
    }
  int64_t owned_chunk = k / chunk;
  return (accel + owned_chunk * naccel) * chunk + k % chunk;
}

void
accblock_sched_dynamic_init (struct accblock_sched_dynamic *sched,
                             int64_t outer_tiles, int64_t chunk)
{
  atomic_init (&sched->next, 0);
  sched->outer_tiles = outer_tiles;
  sched->chunk = chunk > 0 ? chunk : 1;
}

bool
accblock_sched_dynamic_take (struct accblock_sched_dynamic *sched,
                             int64_t *first, int64_t *last)
{
  /* Once NEXT has passed the end every later take fails too, so the
     counter overshooting by a chunk per accelerator is harmless.  */
  int64_t taken = atomic_fetch_add_explicit (&sched->next, sched->chunk,
                                             memory_order_relaxed);
  if (taken >= sched->outer_tiles)
    return false;
  *first = taken;
  *last = sched->outer_tiles - taken < sched->chunk
          ? sched->outer_tiles : taken + sched->chunk;
  return true;
}
