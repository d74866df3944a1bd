/* gemm-shape.cc -- whether a nest, as the analysis sees it before SSA
   form, is a matrix product that the runtime's kernel will run.

   Why this file exists: gemm-match.cc recognises the product in SSA
   form, in the tile function, long after the outline pass chose the
   blocks and emitted the descriptor.  Two of those earlier choices
   depend on the kernel running the tiles: the kernel packs the blocks it
   reads itself, so on a cache target staging them first only copies
   them twice (ACCBLOCK_NEST_KERNEL_PACKS), and the blocks that suit it
   are whole rows of C per accelerator, not those the model fits into
   the cache for the tile loop (infer.cc).  Both read this test of the
   nest's references: C[i][j] read and written, A[i][k] and B[k][j] read,
   over levels i, k, j, all of one floating type the kernel computes in.
   It does not see the arithmetic; gemm-match.cc checks that in SSA form
   and leaves a tile that is no product as it is, which runs correctly
   unstaged.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "gemm.h"
#include "analysis.h"

bool
gemm_element_type_p (tree t)
{
  return SCALAR_FLOAT_TYPE_P (t) && TYPE_MODE (t) == DFmode
	 && TYPE_MODE (double_type_node) == DFmode;
}

/* The runtime's kernel multiplies whole rectangles; a triangular
   level's tiles are clamped to the triangle.  */

bool
gemm_candidate_p (const struct nest_analysis *an)
{
  return accblock_settings.gemm && nest_analysis_reorderable (an)
	 && !nest_has_triangular_p (an->nest);
}

/* Whether subscript S is exactly the index of level L.  */

static bool
index_of_level_p (const struct affine *s, unsigned l)
{
  if (s->cst != 0 || s->sym_coef != 0 || s->varies_step != 0
      || s->wrap_bits != 0)
    return false;
  for (unsigned k = 0; k < ACCBLOCK_MAX_LEVELS; k++)
    if (s->coef[k] != (k == l))
      return false;
  return true;
}

/* Whether ACC is an analysed element [ROW][COL] of a two-dimensional
   array of the kernel's type, ROW and COL the indices of those
   levels.  */

static bool
element_at_p (const struct access *acc, unsigned row, unsigned col)
{
  return acc->analysed && acc->ndims == 2
	 && gemm_element_type_p (TREE_TYPE (acc->ref))
	 && index_of_level_p (&acc->sub[0], row)
	 && index_of_level_p (&acc->sub[1], col);
}

/* Which operand of C[i][j] += A[i][k] * B[k][j] ACC may be; -1 for
   none.  */

enum { SHAPE_C, SHAPE_A, SHAPE_B };

static int
operand_of (const struct access *acc)
{
  if (element_at_p (acc, 0, 2))
    return SHAPE_C;
  if (!acc->write && element_at_p (acc, 0, 1))
    return SHAPE_A;
  if (!acc->write && element_at_p (acc, 1, 2))
    return SHAPE_B;
  return -1;
}

bool
gemm_expected_p (const struct nest_analysis *an)
{
  const struct nest *nest = an->nest;
  if (!gemm_candidate_p (an) || nest->depth != 3
      || !nest_loops_are_levels_p (nest))
    return false;
  tree base[3] = { NULL_TREE, NULL_TREE, NULL_TREE };
  unsigned seen[3] = { 0, 0, 0 }, c_writes = 0;
  for (const struct access &ref : an->refs)
    {
      const struct access *acc = &ref;
      int op = operand_of (acc);
      if (op < 0 || (base[op] && !operand_equal_p (base[op], acc->base, 0)))
	return false;
      base[op] = acc->base;
      seen[op]++;
      c_writes += acc->write;
    }
  /* One read and one write of C, one read of each factor, three
     different arrays.  */
  return seen[SHAPE_C] == 2 && c_writes == 1 && seen[SHAPE_A] == 1
	 && seen[SHAPE_B] == 1
	 && !operand_equal_p (base[SHAPE_C], base[SHAPE_A], 0)
	 && !operand_equal_p (base[SHAPE_C], base[SHAPE_B], 0);
}
