/* access-row-zero.cc -- row 0 of an array reached through a pointer to
   rows, read with as many dimensions as its other rows.

   Why this file exists: GIMPLE writes p[0][j] of a pointer to rows
   (a VLA parameter "double p[n][n]", or "double (*p)[100]") as (*p)[j],
   with no row offset, while p[i][j] is (*(p + i * rowsize))[j].  access.cc
   reads the first as one dimension and the second as two, so the
   dependence test could not compare them and left loops alone, as the
   column sweep of adi ("p[0][j] = 0; for (i) ... p[i - 1][j] ...").
   When another reference of the nest reaches the same pointer through a
   row offset, and its rows are as long as the rows the pointer points
   to, this file gives the row-0 reference the same shape: an outer
   subscript that is the constant 0, and that reference's row size.
   Row 0 starts at the pointer whatever the row size, so the borrowed
   size only has to match for the comparison, which it does by
   construction.  Where no such reference exists nothing changes: all
   references of the pointer then already have one shape.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "access.h"

/* The MEM_REF ACC reads its rows through when ACC indexes the pointer
   it is based on directly, at offset 0, with ARRAY_REFs only (no row
   dimension of its own): (*p)[j].  NULL_TREE otherwise.  */

static tree
row_zero_mem (const struct access *acc)
{
  tree t = acc->ref;
  unsigned nindex = 0;
  for (; TREE_CODE (t) == ARRAY_REF; t = TREE_OPERAND (t, 0))
    nindex++;
  if (TREE_CODE (t) != MEM_REF || !acc->base
      || TREE_OPERAND (t, 0) != acc->base
      || !integer_zerop (TREE_OPERAND (t, 1)) || acc->row_bytes
      || nindex == 0 || acc->ndims != nindex
      || acc->ndims + 1 > ACCESS_MAX_DIMS
      || !(acc->analysed || acc->symbolic || acc->varies))
    return NULL_TREE;
  return t;
}

/* The MEM_REF of ACC, a reference with a row dimension (ROW_BYTES set),
   under its ARRAY_REFs.  */

static tree
rows_mem (const struct access *acc)
{
  tree t = acc->ref;
  while (TREE_CODE (t) == ARRAY_REF)
    t = TREE_OPERAND (t, 0);
  return TREE_CODE (t) == MEM_REF ? t : NULL_TREE;
}

/* A reference of ACCESSES on the base of ACC, one dimension deeper,
   whose rows have the type of the rows MEM, ACC's MEM_REF, points to
   (so the same size and the same layout inside): the shape ACC is to
   take.  NULL when there is none.  */

static const struct access *
row_shape_partner (const vec<struct access> &accesses,
		   const struct access *acc, tree mem)
{
  tree row_type = TYPE_MAIN_VARIANT (TREE_TYPE (mem));
  for (const struct access &other : accesses)
    {
      if (!other.row_bytes || other.ndims != acc->ndims + 1
	  || !operand_equal_p (other.base, acc->base, 0))
	continue;
      tree other_mem = rows_mem (&other);
      if (other_mem && TYPE_MAIN_VARIANT (TREE_TYPE (other_mem)) == row_type)
	return &other;
    }
  return NULL;
}

/* Give ACC an outer row subscript 0 and the row size of PARTNER.  */

static void
add_row_zero (struct access *acc, const struct access *partner)
{
  for (unsigned d = acc->ndims; d > 0; d--)
    acc->sub[d] = acc->sub[d - 1];
  memset (&acc->sub[0], 0, sizeof acc->sub[0]);
  acc->ndims++;
  acc->row_bytes = partner->row_bytes;
}

/* See access.h.  */

void
access_align_row_zero (vec<struct access> *accesses)
{
  for (unsigned a = 0; a < accesses->length (); a++)
    {
      struct access *acc = &(*accesses)[a];
      tree mem = row_zero_mem (acc);
      if (!mem)
	continue;
      if (const struct access *partner
	    = row_shape_partner (*accesses, acc, mem))
	add_row_zero (acc, partner);
    }
}
