/* guard.c -- the run-time test in front of a loop distributed on
   condition that its arrays do not overlap.

   Why this file exists: the plugin splits a parallel loop whose body is
   a sequence of loops into one loop per part (plugin/distribute.cc);
   when the loop is parallel only if arrays the program may pass twice
   lie apart (VLA parameters), it keeps the loop as written too and
   calls __accblock_ranges_apart in front of both (accblock-abi.h).  The
   answer is the dispatch's alias check (overlap.c) on a descriptor of
   the loop's levels and the arrays' ranges over the whole loop, every
   part of it, whose words known only at run time the runtime reads from
   the guard's record as a dispatch reads its capture record (patch.c);
   the statistics count each answer (timing.c), so that a
   test can show that both versions ran.  It sits with the dispatch,
   above the check and the timing records it uses.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifdef HAVE_CONFIG_H
#include <config.h>
#endif

#include "accblock-internal.h"

/* Exit naming LOCATION when NEST cannot be a guard's descriptor before
   its patches apply: none, or one with patches the runtime would have
   to write into (a guard's descriptor is never written).  */
static void
check_unpatched (const struct accblock_nest *nest, const char *location)
{
  if (!nest)
    accblock_fatal ("%s: alias guard without a descriptor of ranges: "
                    "rebuild the program with the matching plugin",
                    location);
  /* Another ABI's header: accblock_plan_nest reports it.  */
  if (nest->abi_version == ACCBLOCK_ABI_VERSION && nest->npatches != 0
      && !(nest->flags & ACCBLOCK_NEST_READ_ONLY))
    accblock_fatal ("%s: alias guard's descriptor has patches but is not "
                    "read-only: rebuild the program with the matching "
                    "plugin", location);
}

ACCBLOCK_EXPORT int64_t
__accblock_ranges_apart (const struct accblock_nest *nest,
                         const void *record, const char *location)
{
  if (!location)
    location = "(unknown location)";
  check_unpatched (nest, location);
  /* Read-only or without patches, NEST is not written: the patches go
     into COPY.  */
  int64_t copy[ACCBLOCK_NEST_COPY_WORDS];
  nest = accblock_nest_prepare ((struct accblock_nest *) nest, record, copy,
                                location);
  if (!(nest->flags & ACCBLOCK_NEST_CHECK_OVERLAP)
      || nest->nsections != 0)
    accblock_fatal ("%s: alias guard without a descriptor of ranges: "
                    "rebuild the program with the matching plugin",
                    location);
  struct accblock_plan plan;
  accblock_plan_nest (nest, location, &plan);
  bool apart = !accblock_overlap_found (nest, &plan);
  accblock_timing_guard (location, apart);
  return apart;
}
