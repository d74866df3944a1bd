/* nest-uneven.cc -- whether the iterations of a nest's outer level
   differ in work.

   Why this file exists: a triangular nest ("for (j = 0; j <= i; j++)"
   inside "for (i ...)") gives a tile of the first rows a fraction of the
   work of one of the last.  Block sizes that deal level 0 out evenly
   then leave most accelerators idle while one finishes.  The model and
   the runtime balance such a nest (ACCBLOCK_NEST_UNEVEN in
   accblock-abi.h, accblock_model_nest.uneven); this file finds it: a
   loop inside level 0 whose first value or bound depends on level 0's
   induction variable.  A dependence it does not see (a bound copied
   into a variable first) only leaves the nest balanced as before.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "nest-internal.h"
#include "cfgexpand.h"  /* gimple_assign_rhs_to_tree */

/* Temporaries followed from one operand, at most: the gimplifier's
   chains for a bound are a few statements long.  */
#define MAX_FOLLOWED 16

struct iv_search
{
  const struct nest *nest;
  tree iv;              /* Level 0's induction variable.  */
  unsigned followed;
};

/* walk_tree callback: stop at the IV, directly or in the definition of
   a temporary the region computes.  */

static tree
uses_iv_r (tree *tp, int *walk_subtrees, void *data)
{
  struct iv_search *search = (struct iv_search *) data;
  tree t = *tp;
  if (t == search->iv)
    return t;
  if (TYPE_P (t))
    *walk_subtrees = 0;
  else if (TREE_CODE (t) == SSA_NAME)
    {
      *walk_subtrees = 0;
      gimple *def = SSA_NAME_DEF_STMT (t);
      if (!def || !is_gimple_assign (def)
	  || !nest_region_p (search->nest, gimple_bb (def))
	  || search->followed++ >= MAX_FOLLOWED)
	return NULL_TREE;
      tree rhs = gimple_assign_rhs_to_tree (def);
      return walk_tree (&rhs, uses_iv_r, data, NULL);
    }
  return NULL_TREE;
}

/* Whether OP (NULL_TREE: none) depends on level 0's IV.  */

static bool
uses_outer_iv_p (const struct nest *nest, tree op)
{
  struct iv_search search = { nest, nest->level[0].iv, 0 };
  return op && walk_tree (&op, uses_iv_r, &search, NULL) != NULL_TREE;
}

/* Whether the trip count of LOOP, a loop inside level 0 of NEST, moves
   with level 0's IV.  A loop that is not canonical counts as even.  */

static bool
loop_trips_vary_p (const struct nest *nest, class loop *loop)
{
  struct nest_level level;
  memset ((void *) &level, 0, sizeof level);
  level.loop = loop;
  if (analyse_level (&level, NULL))
    return false;
  return uses_outer_iv_p (nest, level.init)
	 || uses_outer_iv_p (nest, level.bound);
}

bool
nest_uneven_p (const struct nest *nest)
{
  class loop *outer = nest->level[0].loop;
  if (!outer || !nest->level[0].iv)
    return false;
  for (basic_block bb : nest->region)
    {
      class loop *loop = bb->loop_father;
      if (loop && loop != outer && loop->header == bb
	  && flow_loop_nested_p (outer, loop)
	  && loop_trips_vary_p (nest, loop))
	return true;
    }
  return false;
}
