/* distribute.h -- loop distribution of an imperfect parallel nest
   (distribute.cc), for the look at serial code (serial.cc).

   Why this file exists: serial.cc proves the outer loop of a nest
   without pragma parallel and then asks distribute.cc to split it over
   the loops of its body; this private header is that one question.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef ACCBLOCK_DISTRIBUTE_H
#define ACCBLOCK_DISTRIBUTE_H

#include "accblock-plugin.h"

/* Distribute LOOP, whose induction variable IV gets its first value
   from INIT, the one statement of ENTRY_BB (the block in front of the
   loop's header), over the loops of its body: one copy of the loop per
   loop of the body, each keeping only that loop, in the body's order.
   The caller has proven that no iteration of LOOP touches memory
   another iteration touches, and that no scalar flows from one
   iteration to another or out of LOOP.  When that proof assumes that
   arrays lie apart, GUARD is the sequence that tests it at run time
   and sets APART nonzero when they do (alias-guard.cc): the whole
   region is then first copied as written, the split copies run only
   when APART is nonzero and the copy as written otherwise, and the
   copy's first block (ENTRY_BB's copy) goes to *AS_WRITTEN.  GUARD
   NULL: no assumption, no test.  On success, push the headers of the
   new outer loops, in the order they run, onto HEADERS, give the remark
   at LOC and return true (dominance and loop structures are up to
   date).  When the body is not a sequence of at least two loops, or
   anything makes the split unsafe, change nothing and return false,
   with a missed remark at LOC saying why when the body holds two loops
   or more.  */
bool distribute_loop (class loop *loop, basic_block entry_bb, gimple *init,
		      tree iv, location_t loc, gimple_seq guard, tree apart,
		      vec<basic_block> *headers, basic_block *as_written);

#endif /* ACCBLOCK_DISTRIBUTE_H */
