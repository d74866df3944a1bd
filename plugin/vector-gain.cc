/* vector-gain.cc -- whether a tile function could use wider vectors at
   all, the second test that decides which host tile functions are
   compiled for AVX2 and AVX-512F.

   Why this file exists: a host tile function cloned for vector
   extensions (tile-clones.cc) costs GCC two more compilations of it and
   its setting up of each extension, together more than the whole -O2
   compile of a small file (issue 32).  The clones only differ from the
   baseline where GCC's vectorizer finds vectors to make wider, and it
   makes them from references that walk memory element by element
   along the loop it vectorizes: an innermost loop (GCC 12 vectorizes an
   outer loop only when its body is the inner loop alone, without the
   guard a loop of unknown trip count keeps).  Where every reference of
   every innermost loop of the nest either stays on one element or
   jumps a whole row per iteration (covariance's
   "sum += data[i][a] * data[i][b]" down the columns), the clones are
   the baseline's instructions in another encoding: covariance's AVX2
   and AVX-512F versions held no ymm or zmm register.  Such a tile
   function keeps the baseline version only.

   A reference counts as walking memory when the loop's index appears in
   its last subscript and in no other, or when the analysis cannot tell
   (in doubt the tile is cloned as before).  It also counts where GCC
   might vectorize otherwise: along the level around the innermost level
   (where the tile may swap the two, outline-permute.cc), along the loop
   around an innermost loop that keeps no guard in front of it (a level
   the tile runs at least once, a loop of constant trip count: GCC may
   then vectorize the outer loop), and next to a
   reference of the same loop to the neighbouring element of the same
   row (the straight-line vectorizer packs the two).

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-plugin.h"
#include "analysis.h"
#include "reuse.h"
#include "outline.h"

/* Whether ACC walks memory element by element along the inner loop
   whose index is INDEX (NULL_TREE: unknown), or may.  */

static bool
walks_along_inner_p (const struct access *acc, tree index)
{
  if (!index)
    return true;
  bool last = false;
  for (unsigned d = 0; d < acc->ndims; d++)
    {
      tree var = access_varies_var (acc, d);
      if (var == error_mark_node)
	return true;
      if (var == index)
	{
	  if (d + 1 < acc->ndims)
	    return false;
	  last = true;
	}
    }
  return last;
}

/* Whether GCC may vectorize the loop around LOOP, an innermost loop of
   NEST's region: LOOP keeps no guard in front of it, because it takes
   its count from the tile (which runs a strip-mined level at least
   once) or compares its index with a constant.  */

static bool
outer_vectorizable_p (const struct nest *nest, class loop *loop)
{
  int l = nest_level_of_loop (nest, loop);
  if (l >= 0 && strip_mined_p (nest, (unsigned) l))
    return true;
  tree bound;
  if (l >= 0)
    bound = nest->level[l].bound;
  else
    {
      tree index = nest_inner_loop_index (nest, loop);
      gimple *last = last_stmt (loop->header);
      if (!index || !last || gimple_code (last) != GIMPLE_COND)
	return true;
      bound = gimple_cond_lhs (last) == index ? gimple_cond_rhs (last)
					      : gimple_cond_lhs (last);
    }
  return !bound || TREE_CODE (bound) == INTEGER_CST;
}

/* Whether ACC walks memory element by element along LOOP, a loop of
   NEST's region (a level or an inner loop), or may.  */

static bool
walks_along_loop_p (const struct nest *nest, const struct access *acc,
		    class loop *loop)
{
  int l = nest_level_of_loop (nest, loop);
  if (l < 0)
    return walks_along_inner_p (acc, nest_inner_loop_index (nest, loop));
  return access_walks_level_p (acc, (unsigned) l);
}

/* Whether B is a reference to the element next to A's: the same object
   and subscripts but for a constant one apart in the last one.  */

static bool
neighbour_p (const struct access *a, const struct access *b)
{
  if (a == b || a->ndims != b->ndims || a->ndims == 0
      || !operand_equal_p (a->base, b->base, 0))
    return false;
  for (unsigned d = 0; d < a->ndims; d++)
    {
      const struct affine &x = a->sub[d], &y = b->sub[d];
      if (memcmp (x.coef, y.coef, sizeof x.coef) != 0
	  || x.sym_coef != y.sym_coef || x.varies_step != y.varies_step
	  || x.varies_var != y.varies_var
	  || (x.sym_coef && !operand_equal_p (x.sym, y.sym, 0))
	  || (d + 1 < a->ndims && x.cst != y.cst))
	return false;
    }
  HOST_WIDE_INT gap = a->sub[a->ndims - 1].cst - b->sub[a->ndims - 1].cst;
  return gap == -1 || gap == 1;
}

/* Whether ACC, a reference of the nest AN describes held by the
   innermost loop LOOP, walks memory element by element where GCC may
   vectorize, or may.  */

static bool
walks_memory_p (const struct nest_analysis *an, const struct access *acc,
		class loop *loop)
{
  const struct nest *nest = an->nest;
  /* A symbolic subscript's term may hide a stride of one.  */
  if ((!acc->analysed && !acc->varies) || acc->symbolic
      || acc->moving_object || acc->loaded_pointer
      || walks_along_loop_p (nest, acc, loop))
    return true;
  int l = nest_level_of_loop (nest, loop);
  if (l >= 1 && (unsigned) l + 1 == nest->depth
      && permute_tile_levels_p (nest)
      && access_walks_level_p (acc, (unsigned) l - 1))
    return true;
  class loop *outer = loop_outer (loop);
  if (loop != nest->level[0].loop && outer_vectorizable_p (nest, loop)
      && walks_along_loop_p (nest, acc, outer))
    return true;
  for (const struct access &other : an->refs)
    if (gimple_bb (other.stmt)->loop_father == loop
	&& neighbour_p (acc, &other))
      return true;
  return false;
}

/* See reuse.h.  */

const char *
nest_no_contiguous_why (const struct nest_analysis *an)
{
  if (an->collected != PROVEN || an->refs.is_empty ())
    return NULL;
  bool any = false;
  for (const struct access &acc : an->refs)
    {
      class loop *loop = gimple_bb (acc.stmt)->loop_father;
      if (loop->inner)
	continue;
      if (walks_memory_p (an, &acc, loop))
	return NULL;
      any = true;
    }
  if (!any)
    return NULL;
  return "no reference of an innermost loop of the nest walks memory "
	 "element by element: the vectorizer has no vector to widen";
}
