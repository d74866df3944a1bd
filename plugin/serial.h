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

/* Whether AN's nest, whose outer loop carries a dependence, may be
   dispatched once with its outer level whole in every tile and the
   tiles of level 1 run as outer tasks (outer-whole.cc): every
   dependence has distance 0 on level 1.  With the pairs of bases the
   runtime must find apart pushed onto CHECKED.  */
bool serial_outer_whole_p (const struct nest_analysis *an,
			   vec<tree> *checked);

/* The remark, at LOC, for a nest serial_outer_whole_p accepted, whose
   outer and inner induction variables are OUTER_IV and INNER_IV.  */
void serial_outer_whole_remark (location_t loc, tree outer_iv,
				tree inner_iv);

#endif /* ACCBLOCK_SERIAL_H */
