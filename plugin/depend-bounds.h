/* depend-bounds.h -- the loop-bounds test of depend-bounds.cc.

   Why this file exists: depend.cc asks it whether the bounds of the
   loops around two references keep them apart where their subscripts
   alone do not.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef ACCBLOCK_DEPEND_BOUNDS_H
#define ACCBLOCK_DEPEND_BOUNDS_H

#include "access.h"

/* Whether the bounds of the loops around W (a write) and R prove that
   the two never access the same element in iterations of NEST with
   different values of level L.  */
bool depend_bounds_apart_p (const struct nest *nest, unsigned l,
			    const struct access *w, const struct access *r);

#endif /* ACCBLOCK_DEPEND_BOUNDS_H */
