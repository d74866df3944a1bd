/* access-varying.cc -- subscripts that use the index of an inner loop
   that is no level of the nest.

   Why this file exists: the body of a loop may be a sequence of loops
   and statements (an imperfect nest, as in gemm's "for (i) { for (j)
   C[i][j] *= beta; for (k) for (j) ... }").  Only the perfectly nested
   outer loops are levels of the nest; the indices of the loops inside
   them change within one iteration of the levels.  A subscript such as
   C[i][j] is then exact in i but says nothing of j: in two references,
   or in two iterations, j may hold any value of its range, so a term in
   j must never cancel against another one.  access.cc keeps such terms
   as an unknown multiple of a step (struct affine, VARIES_STEP), the
   dependence test (depend.cc) learns nothing from a subscript that has
   one, and staging leaves the reference in main memory.  This file says
   which variables are such indices and how their steps combine.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "access.h"

/* Whether LOOP, a loop of NEST's region, tests DECL in its exit test.  */

static bool
exit_test_uses_p (class loop *loop, tree decl)
{
  gimple *last = last_stmt (loop->header);
  if (!last || gimple_code (last) != GIMPLE_COND)
    return false;
  return gimple_cond_lhs (last) == decl || gimple_cond_rhs (last) == decl;
}

/* Whether DECL is the index of a loop of NEST's region that is none of
   its levels: a loop beside another in a body that is a sequence of
   loops, or a loop below such a body.  */

static bool
inner_loop_index_p (const struct nest *nest, tree decl)
{
  for (basic_block bb : nest->region)
    {
      class loop *loop = nest_inner_loop_headed_by (nest, bb);
      if (loop && exit_test_uses_p (loop, decl))
	return true;
    }
  return false;
}

/* See access.h.  */

bool
access_varying_index_p (const struct nest *nest, tree decl)
{
  return VAR_P (decl) && INTEGRAL_TYPE_P (TREE_TYPE (decl))
	 && !TREE_STATIC (decl) && !DECL_EXTERNAL (decl)
	 && !TREE_ADDRESSABLE (decl) && !TREE_THIS_VOLATILE (decl)
	 && !DECL_HAS_VALUE_EXPR_P (decl)
	 && DECL_CONTEXT (decl) == current_function_decl
	 && nest->written->contains (decl) && nest_level_of_iv (nest, decl) < 0
	 && inner_loop_index_p (nest, decl);
}

/* See access.h.  */

HOST_WIDE_INT
access_varies_join (HOST_WIDE_INT a, HOST_WIDE_INT b)
{
  unsigned HOST_WIDE_INT x = absu_hwi (a), y = absu_hwi (b);
  while (y)
    {
      unsigned HOST_WIDE_INT r = x % y;
      x = y;
      y = r;
    }
  /* A step that does not fit a signed word only ever says "some
     multiple of 1".  */
  return x > (unsigned HOST_WIDE_INT) HOST_WIDE_INT_MAX ? 1
	 : (HOST_WIDE_INT) x;
}

/* See access.h.  */

HOST_WIDE_INT
access_varies_scale (HOST_WIDE_INT step, HOST_WIDE_INT k)
{
  HOST_WIDE_INT scaled;
  if (!step || !k)
    return step;
  /* Steps are positive (access_varies_join); the affine forms are read
     modulo 2^64, where every value is a multiple of 1.  */
  if (__builtin_mul_overflow (step, k, &scaled) || scaled == HOST_WIDE_INT_MIN)
    return 1;
  return scaled < 0 ? -scaled : scaled;
}
