/* reuse.cc -- whether a nest uses an element of memory more than
   once, the test that decides which tile functions are worth compiling
   for wider vectors.

   Why this file exists: a host tile function compiled for AVX2 and
   AVX-512F (tile-clones.cc) costs two more compilations of it, and the
   first function of a compilation built for a new extension pays for
   GCC's setting up of that target as well: about as much again as the
   whole -O2 compile of a small file.  Wider vectors only pay where
   arithmetic bounds the nest's time: where an element the nest loads
   stays in registers or the cache for many of its iterations (a matrix
   product reads C[i][j] for every k, B[k][j] for every i).  A nest that
   touches a new element in each iteration (an initialisation, a copy,
   a stencil sweep, a row update, a sum of rows into one) takes the time
   of moving its data through memory, which wider vectors do not
   shorten, and its tile function keeps the baseline version only.

   The test is the roofline model's, by counting: a loop of the nest
   holding a reference whose address changes with every loop around it
   inside the nest moves at least one new element for each iteration, so
   that its time is at least that of the data it streams, however fast
   the arithmetic.  The nest streams when each of its loops that holds
   references does (gemm's row scaling streams, its k-j product does
   not, and the product takes the time).
   A reference reuses its element in a loop around it when its address
   does not depend on that loop's index: a level of the nest whose
   coefficient is zero in every subscript, or an inner loop of an
   imperfect nest's body whose index no subscript mentions.  In a matrix
   product every reference leaves one loop out, and it is not streaming.
   What the analysis cannot tell (a reference it cannot describe, an
   index it cannot find, a call in the nest) counts as reuse, so that in
   doubt the tile is cloned as before.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-plugin.h"
#include "analysis.h"
#include "reuse.h"

/* The index of LOOP, an inner loop of NEST's region that is no level:
   the variable of its exit test that is such an index, else NULL_TREE.  */

tree
nest_inner_loop_index (const struct nest *nest, class loop *loop)
{
  gimple *last = last_stmt (loop->header);
  if (!last || gimple_code (last) != GIMPLE_COND)
    return NULL_TREE;
  tree ops[2] = { gimple_cond_lhs (last), gimple_cond_rhs (last) };
  for (tree op : ops)
    if (DECL_P (op) && access_varying_index_p (nest, op))
      return op;
  return NULL_TREE;
}

/* Whether a subscript of ACC may use the inner index INDEX: one that
   names it, or one whose varying term cannot be followed.  */

static bool
uses_inner_index_p (const struct access *acc, tree index)
{
  for (unsigned d = 0; d < acc->ndims; d++)
    {
      tree var = access_varies_var (acc, d);
      if (var == index || var == error_mark_node)
	return true;
    }
  return false;
}

/* Whether ACC, a reference of NEST, reads or writes the same element in
   two iterations of a loop around it inside the nest.  */

static bool
access_reused_p (const struct nest *nest, const struct access *acc)
{
  if ((!acc->analysed && !acc->symbolic && !acc->varies)
      || acc->moving_object || acc->loaded_pointer)
    return true;
  class loop *outer = nest->level[0].loop;
  for (class loop *loop = gimple_bb (acc->stmt)->loop_father; loop;
       loop = loop_outer (loop))
    {
      int l = nest_level_of_loop (nest, loop);
      if (l >= 0)
	{
	  if (!access_uses_level_p (acc, l))
	    return true;
	}
      else
	{
	  tree index = nest_inner_loop_index (nest, loop);
	  if (!index || !uses_inner_index_p (acc, index))
	    return true;
	}
      if (loop == outer)
	break;
    }
  return false;
}

/* Whether every reference of AN whose statement LOOP holds directly is
   reused in a loop around it, so that LOOP's iterations may run from
   registers and cache; false too when LOOP holds none.  */

static bool
loop_reuses_p (const struct nest_analysis *an, class loop *loop)
{
  bool any = false;
  for (const struct access &acc : an->refs)
    if (gimple_bb (acc.stmt)->loop_father == loop)
      {
	if (!access_reused_p (an->nest, &acc))
	  return false;
	any = true;
      }
  return any;
}

/* See reuse.h.  */

const char *
nest_streaming_why (const struct nest_analysis *an)
{
  /* A nest without memory references computes in registers.  */
  if (an->collected != PROVEN || an->refs.is_empty ())
    return NULL;
  for (const struct access &acc : an->refs)
    if (loop_reuses_p (an, gimple_bb (acc.stmt)->loop_father))
      return NULL;
  return "every loop of the nest moves to a new element in each "
	 "iteration: the nest streams its data, and wider vectors do not "
	 "move memory faster";
}
