/* guard.c -- the run-time test in front of a loop distributed on
   condition that its arrays do not overlap.

   Why this file exists: the plugin splits a parallel loop whose body is
   a sequence of loops into one loop per part (plugin/distribute.cc);
   when the loop is parallel only if arrays the program may pass twice
   lie apart (VLA parameters), it keeps the loop as written too and
   calls __accblock_ranges_apart in front of both (accblock-abi.h).  The
   answer is the dispatch's alias check (overlap.c) on a descriptor of
   the loop's levels and the arrays' ranges over the whole loop, every
   part of it; the statistics count each answer (timing.c), so that a
   test can show that both versions ran.  It sits with the dispatch,
   above the check and the timing records it uses.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifdef HAVE_CONFIG_H
#include <config.h>
#endif

#include "accblock-internal.h"

ACCBLOCK_EXPORT int64_t
__accblock_ranges_apart (const struct accblock_nest *nest,
                         const char *location)
{
  if (!location)
    location = "(unknown location)";
  if (!nest || !(nest->flags & ACCBLOCK_NEST_CHECK_OVERLAP)
      || nest->nsections != 0 || nest->npatches != 0)
    accblock_fatal ("%s: alias guard without a descriptor of ranges: "
                    "rebuild the program with the matching plugin",
                    location);
  struct accblock_plan plan;
  accblock_plan_nest (nest, location, &plan);
  bool apart = !accblock_overlap_found (nest, &plan);
  accblock_timing_guard (location, apart);
  return apart;
}
