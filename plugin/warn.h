/* warn.h -- the plugin's warnings, by kind, each one controllable.

   Why this file exists: a plugin cannot add -W options to GCC 12, so
   its warnings would all be "warning_at (loc, 0, ...)": impossible to
   turn off one at a time, and printed without the "[-Wfoo]" tag that
   tells the user which switch controls them.  Every warning of the
   plugin names one of the kinds below and goes through
   accblock_warning_at, which consults "-fplugin-arg-accblock-warn=LIST"
   and prints the tag.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef ACCBLOCK_WARN_H
#define ACCBLOCK_WARN_H

#include "accblock-plugin.h"

/* The kinds of warning, named in "warn=LIST" by the names warn.cc
   gives them.  All are on by default.  */
enum accblock_warning
{
  ACCBLOCK_WARN_RACE,             /* "race": a loop declared independent
				     provably carries a dependence on an
				     array element.  */
  ACCBLOCK_WARN_SHARED,           /* "shared": a loop with a block clause
				     shares one element or scalar in
				     memory between its iterations.  */
  ACCBLOCK_WARN_TILING_FALLBACK,  /* "tiling-fallback": the inner levels
				     of a clause cannot be proven
				     permutable; the clause falls back.  */
  ACCBLOCK_WARN_SPLIT,            /* "split": a split clause is dropped.  */
  ACCBLOCK_WARN_LOCAL_MEM,        /* "local-mem": one tile's data blocks
				     exceed the target's local memory.  */
  ACCBLOCK_WARN_CLAUSE,           /* "clause": a clause is ignored.  */
  ACCBLOCK_WARN_KINDS
};

/* "warn=VALUE", a comma-separated list of kinds to turn on, "no-KIND"
   to turn off, and "all" / "no-all"; applied in order, after any
   earlier "warn=".  NULL when accepted, else why not.  */
const char *accblock_warn_parse (const char *value);

/* The kind names "warn=" accepts, comma-separated.  */
const char *accblock_warn_kind_names (void);

/* Give a warning of KIND at LOC, unless "warn=" turned KIND off:
   through GCC's diagnostics like warning_at (so -w, -Werror and
   -Wfatal-errors apply), with the tag
   "[-fplugin-arg-accblock-warn=KIND]" after the message where GCC puts
   "[-Wfoo]".  Returns whether it was shown, so that notes can follow.  */
bool accblock_warning_at (location_t loc, enum accblock_warning kind,
			  const char *gmsgid, ...) ATTRIBUTE_GCC_DIAG (3, 4);

#endif /* ACCBLOCK_WARN_H */
