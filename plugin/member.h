/* member.h -- members of a structure reached through a pointer
   (member.cc).

   Why this file exists: the reference analysis (access.cc) and the
   dependence test (depend.cc) see p->w as an array of its own, apart
   from p->g; member.cc tells how, and this private header declares it.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef ACCBLOCK_MEMBER_H
#define ACCBLOCK_MEMBER_H

#include "nest.h"

/* The MEM_REF under T, a chain of COMPONENT_REFs at constant offsets
   (p->w, this->g.a), or NULL_TREE.  */
tree member_chain_mem (tree t);

/* Whether the member bases A and B of one pointer share no byte.  */
bool members_apart_p (tree a, tree b);

/* "p->w" for the member MEMBER, or NULL_TREE.  */
tree member_name (tree member);

#endif /* ACCBLOCK_MEMBER_H */
