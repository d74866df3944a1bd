/* reuse.h -- what a nest's run is worth: whether it streams its data
   (reuse.cc) and whether it runs once per run of the program (once.cc).

   Why this file exists: two decisions that spare compile time read these
   properties of a nest: a tile function whose nest streams gets no
   vector clones (tile-clones.cc, through outline.cc), and a loop without
   pragma that streams and runs once is left as it is (serial.cc).  Only
   the middle end uses this private header.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef ACCBLOCK_REUSE_H
#define ACCBLOCK_REUSE_H

#include "analysis.h"

/* Why the nest AN describes gains nothing from wider vectors: in each of
   its loops a reference's address changes with every loop around it
   inside the nest, so that each iteration moves a new element and
   memory bounds the time; NULL when some loop reuses all it touches,
   or the analysis cannot tell.  */
const char *nest_streaming_why (const struct nest_analysis *an);

struct stage_plan;

/* Why the host tile function of the nest AN describes, staged as PLAN
   says, would gain nothing from vector extensions although the nest
   reuses its data: no reference of an innermost loop where the nest
   spends its time walks memory element by element where GCC's
   vectorizer may make vectors of it (vector-gain.cc); NULL when one
   does, or the analysis cannot tell.  */
const char *nest_no_contiguous_why (const struct nest_analysis *an,
				    const struct stage_plan *plan);

/* The index of LOOP, an inner loop of NEST's region that is no level:
   the variable of its exit test that is such an index, else NULL_TREE
   (reuse.cc).  */
tree nest_inner_loop_index (const struct nest *nest, class loop *loop);

/* Whether NEST runs at most once per call of the current function, and
   that function at most a fixed number of times per run of the
   program: no loop or recursion of the translation unit encloses it
   and nothing outside it may call it (main, or a static function whose
   every caller is such a function and calls it outside its loops).  */
bool nest_runs_once_p (const struct nest *nest);

#endif /* ACCBLOCK_REUSE_H */
