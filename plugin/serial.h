/* serial.h -- the parallelism test of serial.cc, for the outline pass.

   Why this file exists: a loop without pragma that serial.cc proves
   parallel, and a pragma that asks for proof ("auto", kernels without
   "independent"), are blocked only when the memory accesses of the
   nest let its outer iterations run in parallel; serial.cc and the
   outline pass (outline.cc) ask the same question, declared here.  What
   the rest of the plugin calls of serial.cc is in accblock-plugin.h.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef ACCBLOCK_SERIAL_H
#define ACCBLOCK_SERIAL_H

#include "analysis.h"

/* Whether the memory accesses of AN's nest let its outer iterations run
   in parallel (depend_outer_parallel); a missed remark at LOC says why
   not.  With CHECKED, that may be so on condition that the pairs of
   bases pushed onto it lie apart, which the runtime checks
   (alias-check.cc).  */
bool serial_memory_parallel_p (const struct nest_analysis *an,
			       location_t loc, vec<tree> *checked = NULL);

#endif /* ACCBLOCK_SERIAL_H */
