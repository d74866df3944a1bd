/* gemm-mark.cc -- which tile functions may have their matrix product
   run by the runtime's kernel.

   Why this file exists: the loops are only recognised in SSA form
   (gemm-rewrite.cc), long after the outline pass made the tile function;
   what that pass knows and SSA form no longer does (that the function is
   a tile function, what the dependence analysis proved of its nest) goes
   with the function as an attribute, "accblock gemm", that no program
   can spell.  Its value is the gemm_mark_flags.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "gemm.h"
#include "outline.h"
#include "depend.h"

static const char gemm_attribute[] = "accblock gemm";

/* Whether AN proves that level 0 of its nest carries no dependence, on
   condition at most that arrays the runtime checks lie apart: the
   distributed form rechecks the arrays it touches at run time, in each
   tile (gemm-rewrite.cc).  */

static bool
level0_parallel_p (const struct nest_analysis *an)
{
  tree culprit = NULL_TREE, other = NULL_TREE;
  auto_vec<tree> checked;
  return depend_outer_parallel (an, &culprit, &other, &checked)
	 == DEPEND_OUTER_PARALLEL;
}

void
gemm_mark_tile (const struct outline *ol, const struct nest_analysis *an)
{
  if (!gemm_candidate_p (an))
    return;
  int flags = GEMM_MARK_TILE;
  if (level0_parallel_p (an))
    flags |= GEMM_MARK_DISTRIBUTE;
  tree value = build_tree_list (NULL_TREE, build_int_cst (integer_type_node,
							  flags));
  DECL_ATTRIBUTES (ol->child)
    = tree_cons (get_identifier (gemm_attribute), value,
		 DECL_ATTRIBUTES (ol->child));
}

int
gemm_mark_of (tree fndecl)
{
  tree attr = lookup_attribute (gemm_attribute, DECL_ATTRIBUTES (fndecl));
  if (!attr || !TREE_VALUE (attr))
    return 0;
  return (int) tree_to_shwi (TREE_VALUE (TREE_VALUE (attr)));
}
