/* sched.c -- assignment of outer tile indices to accelerators.

   Why this file exists: the two schemes of the paper's runtime (static
   contiguous ranges, dynamic next-index) are small but their guarantees
   (balance within one tile row, every row taken exactly once) are what
   the acceptance tests check, so they live apart from the thread pool
   that drives them.  A third order, reverse, runs the static ranges
   backwards (device.c): outer tiles must be independent, and a program
   whose output changes under it has a clause that its loops do not
   allow.  */

#include "accblock-internal.h"

#include <stdatomic.h>

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
accblock_sched_dynamic_init (struct accblock_sched_dynamic *sched,
                             int64_t outer_tiles)
{
  atomic_init (&sched->next, 0);
  sched->outer_tiles = outer_tiles;
}

bool
accblock_sched_dynamic_take (struct accblock_sched_dynamic *sched,
                             int64_t *outer)
{
  /* Once NEXT has passed the end every later take fails too, so the
     counter overshooting by one per accelerator is harmless.  */
  int64_t taken = atomic_fetch_add_explicit (&sched->next, 1,
                                             memory_order_relaxed);
  if (taken >= sched->outer_tiles)
    return false;
  *outer = taken;
  return true;
}
