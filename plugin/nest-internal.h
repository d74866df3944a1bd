/* nest-internal.h -- what the files of nest discovery share.

   Why this file exists: finding the nest behind a marker and checking
   its shape is split by concern.  The driver (nest.cc) builds the chain
   of levels, matches the block clause to it and checks each level; it
   asks nest-iv.cc whether one level's loop is a canonical for loop,
   nest-invariant.cc what the nest writes (and, through nest.h, which
   values stay invariant while it runs), and nest-region.cc which blocks
   make up the region and where its variables are declared.  This
   private header declares the functions those files call across; what
   the rest of the plugin needs of a nest is declared in nest.h.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef ACCBLOCK_NEST_INTERNAL_H
#define ACCBLOCK_NEST_INTERNAL_H

#include "nest.h"

/* ---- nest-iv.cc ---- */

/* Analyse LEVEL's loop; return NULL when canonical, else why not (a
   message to translate).  SEARCH_FROM: where to look backwards for the
   IV's first assignment when it is not in the entry block itself.  */
const char *analyse_level (struct nest_level *level, basic_block search_from);

/* ---- nest-invariant.cc ---- */

/* Record in NEST->written every decl the region assigns or whose address
   it takes, and in NEST->written_refs the memory it stores to.  */
void collect_written (struct nest *nest);

/* ---- nest-region.cc ---- */

/* Whether every path from BB ends without leaving the function normally
   (abort, exit, a failed assert).  DEPTH bounds the search.  */
bool dead_end_p (basic_block bb, int depth = 0);

/* Collect the blocks of the region: the blocks from NEST->entry_bb to
   LAST_ENTRY, whose edge enters the outer loop's header, then the outer
   loop's body and the dead ends it reaches.  */
void collect_region (struct nest *nest, basic_block last_entry);

/* The first statement of NEST's region that may throw, or NULL.  */
gimple *region_throwing_stmt (const struct nest *nest);

/* Whether a control edge enters or leaves the region of NEST other than
   at its entry and through the exit test of its outer loop.  */
bool region_leaks_p (const struct nest *nest);

/* Record in SCOPES the BLOCK declaring each variable under BLOCK.  */
void map_scopes (tree block, hash_map<tree, tree> *scopes);

#endif /* ACCBLOCK_NEST_INTERNAL_H */
