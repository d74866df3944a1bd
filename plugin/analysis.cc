/* analysis.cc -- collect the memory references of a nest once.

   Why this file exists: before analysis.h, each test collected the
   references again (access_collect was called from six places of
   depend.cc, and from section.cc and alias-check.cc, for one nest).
   This file fills the one struct nest_analysis they now read.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "analysis.h"

/* The first volatile access of ACCESSES, or NULL: volatile accesses must
   keep their number and order.  */

static const struct access *
first_volatile (const vec<struct access> &accesses)
{
  for (unsigned a = 0; a < accesses.length (); a++)
    if (TREE_THIS_VOLATILE (accesses[a].ref))
      return &accesses[a];
  return NULL;
}

/* See analysis.h.  */

void
nest_analyse (struct nest *nest, struct nest_analysis *an)
{
  memset ((void *) an, 0, sizeof *an);
  an->nest = nest;
  an->refs.create (16);
  an->collected = access_collect (nest, &an->refs);
  an->volatile_ref = first_volatile (an->refs);
}

/* See analysis.h.  The collection stops at the first address it cannot
   follow, which it does not record: that one may be private.  */

bool
nest_analysis_holds_p (const struct nest_analysis *an)
{
  if (an->collected == UNPROVEN_ADDRESS)
    return false;
  for (const struct access &acc : an->refs)
    if (access_private_p (an->nest, acc.ref))
      return false;
  return true;
}

/* See analysis.h.  */

void
nest_analysis_release (struct nest_analysis *an)
{
  an->refs.release ();
  an->volatile_ref = NULL;
}

/* See analysis.h.  */

const vec<struct access> *
nest_analysis_reorderable (const struct nest_analysis *an)
{
  return an->collected == PROVEN && !an->volatile_ref ? &an->refs : NULL;
}
