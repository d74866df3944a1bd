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

   Only the innermost loops where the nest spends its time count: an
   innermost loop nested in fewer loops than another, which runs more
   loops of unknown or long count around its body, does a vanishing
   share of the work.  syrk's "C[i][j] *= beta" walks its row, but runs
   n times per row against the k and j loops' n times m (below).

   Nor does a loop count that GCC's vectorizer must leave alone for want
   of a test of two pointers: it writes an array that another of its
   references may overlap (a pair the nest's dispatch or the test in
   front of its distributed loop compares at run time, neither staged),
   and the tile function, as -O2, versions no loop for aliasing
   (tile_versions_for_alias_p).  syrk's "C[i][j] += alpha * A[i][k] *
   A[j][k]" is such a loop, C and A being VLA parameters.  Two
   references of it to neighbouring elements still count: packing them
   needs no such test.  syrk's AVX2 version vectorized the row loop
   alone and ran syrk no faster (on an Ice Lake-SP Xeon, whose AVX-512F
   version it ran: 0.56 s against 0.52 s without clones, medians of six
   alternating rounds, 2 threads) for a compile of 2.46 times gcc's
   instead of 1.24.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-plugin.h"
#include "analysis.h"
#include "reuse.h"
#include "outline.h"
#include "stage.h"
#include "depend.h"

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

/* The right-hand side of the exit test of LOOP, a loop of NEST's
   region (a level or an inner loop), in *BOUND (NULL_TREE when a
   level's is unknown); false when the test cannot be read.  */

static bool
loop_exit_bound (const struct nest *nest, class loop *loop, tree *bound)
{
  int l = nest_level_of_loop (nest, loop);
  if (l >= 0)
    {
      *bound = nest->level[l].bound;
      return true;
    }
  tree index = nest_inner_loop_index (nest, loop);
  gimple *last = last_stmt (loop->header);
  if (!index || !last || gimple_code (last) != GIMPLE_COND)
    return false;
  *bound = gimple_cond_lhs (last) == index ? gimple_cond_rhs (last)
					    : gimple_cond_lhs (last);
  return true;
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
  if (!loop_exit_bound (nest, loop, &bound))
    return true;
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

/* Whether a reference of LOOP, a loop of AN's nest, is to the element
   next to ACC's: the straight-line vectorizer may pack the two, with
   no test of pointers.  */

static bool
neighbour_in_loop_p (const struct nest_analysis *an,
		     const struct access *acc, class loop *loop)
{
  for (const struct access &other : an->refs)
    if (gimple_bb (other.stmt)->loop_father == loop
	&& neighbour_p (acc, &other))
      return true;
  return false;
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
  return neighbour_in_loop_p (an, acc, loop);
}

/* The trip count below which a loop is short: no deeper loop of such
   counts outweighs a loop beside it.  */
#define VECTOR_GAIN_SHORT_TRIPS 16

/* Whether LOOP, a loop of NEST's region, may run many times: anything
   but an exit test against a constant below VECTOR_GAIN_SHORT_TRIPS.  */

static bool
may_run_long_p (const struct nest *nest, class loop *loop)
{
  tree bound;
  if (!loop_exit_bound (nest, loop, &bound))
    return true;
  return !bound || TREE_CODE (bound) != INTEGER_CST
	 || !tree_fits_shwi_p (bound)
	 || tree_to_shwi (bound) >= VECTOR_GAIN_SHORT_TRIPS;
}

/* Whether the innermost loop SMALL does a vanishing share of the work
   beside the innermost loop DEEP: below the loop around both, DEEP
   lies in more loops that may run long than SMALL lies in loops.  */

static bool
outweighed_by_p (const struct nest *nest, class loop *small,
		 class loop *deep)
{
  class loop *around = find_common_loop (small, deep);
  unsigned small_loops = loop_depth (small) - loop_depth (around);
  unsigned deep_long = 0;
  for (class loop *l = deep; l != around; l = loop_outer (l))
    deep_long += may_run_long_p (nest, l);
  return deep_long > small_loops;
}

/* Whether LOOP, one of LOOPS (the innermost loops of a nest that hold
   references), does a vanishing share of the nest's work beside
   another one.  */

static bool
minor_loop_p (const struct nest *nest, const vec<class loop *> &loops,
	      class loop *loop)
{
  for (class loop *other : loops)
    if (other != loop && outweighed_by_p (nest, loop, other))
      return true;
  return false;
}

/* Whether BASE has a section of PLAN copied into local memory: its
   references then go to a block GCC may tell apart.  */

static bool
staged_base_p (const struct stage_plan *plan, tree base)
{
  for (const struct stage_section &s : plan->sections)
    if (!s.direct && s.base && operand_equal_p (s.base, base, 0))
      return true;
  return false;
}

/* Whether GCC's vectorizer must leave LOOP, an innermost loop of AN's
   nest staged as PLAN says, alone: it writes an array that another of
   its references may overlap, both in main memory, and no test of the
   two pointers may version it.  */

static bool
alias_blocks_vectorizing_p (const struct nest_analysis *an,
			    const struct stage_plan *plan, class loop *loop)
{
  if (tile_versions_for_alias_p ())
    return false;
  const struct accblock_clause *clause = an->nest->clause;
  for (const struct access &w : an->refs)
    {
      if (!w.write || !w.base || gimple_bb (w.stmt)->loop_father != loop
	  || staged_base_p (plan, w.base))
	continue;
      for (const struct access &x : an->refs)
	if (x.base && gimple_bb (x.stmt)->loop_father == loop
	    && !staged_base_p (plan, x.base)
	    && (depend_pair_listed_p (clause->alias_bases, w.base, x.base)
		|| depend_pair_listed_p (clause->guard_bases, w.base, x.base)))
	  return true;
    }
  return false;
}

/* Whether a reference of LOOP, an innermost loop of AN's nest, walks
   memory element by element where GCC may vectorize (walks_memory_p),
   or, with NEIGHBOURS_ONLY (a loop the vectorizer must leave alone),
   has a neighbour the straight-line vectorizer may pack it with.  */

static bool
loop_walks_memory_p (const struct nest_analysis *an, class loop *loop,
		     bool neighbours_only)
{
  for (const struct access &acc : an->refs)
    if (gimple_bb (acc.stmt)->loop_father == loop
	&& (neighbours_only ? neighbour_in_loop_p (an, &acc, loop)
			    : walks_memory_p (an, &acc, loop)))
      return true;
  return false;
}

/* See reuse.h.  */

const char *
nest_no_contiguous_why (const struct nest_analysis *an,
			const struct stage_plan *plan)
{
  if (an->collected != PROVEN || an->refs.is_empty ())
    return NULL;
  /* The innermost loops that hold references, once each.  */
  auto_vec<class loop *> loops;
  for (const struct access &acc : an->refs)
    {
      class loop *loop = gimple_bb (acc.stmt)->loop_father;
      if (!loop->inner && !loops.contains (loop))
	loops.safe_push (loop);
    }
  if (loops.is_empty ())
    return NULL;
  bool minor = false, aliased = false;
  for (class loop *loop : loops)
    if (minor_loop_p (an->nest, loops, loop))
      minor = true;
    else if (alias_blocks_vectorizing_p (an, plan, loop))
      {
	if (loop_walks_memory_p (an, loop, true))
	  return NULL;
	aliased = true;
      }
    else if (loop_walks_memory_p (an, loop, false))
      return NULL;
  if (aliased)
    return "each innermost loop of the nest where it spends its time "
	   "either walks no memory element by element or writes an array "
	   "that another of its references may overlap, which the "
	   "vectorizer does not test for at -O2: no vector to widen";
  if (minor)
    return "no reference of an innermost loop of the nest where it spends "
	   "its time walks memory element by element: the vectorizer has "
	   "no vector to widen";
  return "no reference of an innermost loop of the nest walks memory "
	 "element by element: the vectorizer has no vector to widen";
}
