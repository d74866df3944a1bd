/* section.cc -- the data blocks of a blocked nest: one section per array
   (or per way of indexing an array the nest only reads), as affine
   functions of the tile bounds.

   Why this file exists: the block clause splits every array the nest
   references the same way it splits the iterations (paper-notes §1-2).
   For each array this file derives, from the subscripts the dependence
   collector reads (depend.cc), the loop level that drives each dimension,
   the coefficient and the range of constant offsets over all references
   (a[i-1][j], a[i][j] and a[i+1][j] give one block with a halo).  The
   runtime turns that into a bounding box per tile.  An array the nest
   only reads may be indexed in several ways (A[i][k] and A[j][k]): each
   way is a section of its own, a view, fetched and never written back,
   so that views may share elements.

   Staging must never change what the program computes, so an array is
   staged only when every reference to it is understood, and it cannot
   share memory with anything the nest accesses otherwise.  Everything
   else stays in main memory with a missed remark that names the array
   and the reason; the runtime counts those accesses as direct.  Two
   staged arrays that might overlap (pointers) are checked per tile by the
   runtime, which knows the addresses.

   The analysis runs in the outlining pass, before SSA, for the same
   reason as the dependence test: the references must be rewritten before
   the nest moves into its tile function.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "stage.h"
#include "depend.h"
#include "warn.h"
#include "gemm.h"
#include "../model/blockmodel.h"

#define MAX_DIMS ACCBLOCK_SECTION_MAX_DIMS

/* One reference, once understood, before grouping.  */
struct candidate
{
  tree base;
  unsigned ndims;
  int level[MAX_DIMS];
  HOST_WIDE_INT coef[MAX_DIMS];
  HOST_WIDE_INT offset[MAX_DIMS];
  tree sym[MAX_DIMS];   /* As in stage_dim.  */
  HOST_WIDE_INT sym_coef[MAX_DIMS];
  struct stage_fold fold[MAX_DIMS];
  tree extent[MAX_DIMS];
  tree stride[MAX_DIMS];  /* In elements.  */
  unsigned rows;        /* Leading dimensions reached through a row
			   pointer rather than an ARRAY_REF.  */
  bool delinearized;
  bool triangle;        /* Written along a triangular level, its rows
			   moved in part (ACCBLOCK_SECTION_TRIANGLE).  */
};

/* ---- Names and locations for messages ---- */

static location_t
stmt_loc (const struct nest *nest, const gimple *stmt)
{
  location_t loc = stmt ? gimple_location (stmt) : UNKNOWN_LOCATION;
  return loc != UNKNOWN_LOCATION ? loc : nest->loc;
}

/* ---- Reading one reference ---- */

/* See stage.h.  In a level, these are the values the level takes in a
   tile.  */

bool
stage_iv_in_range_at (const struct nest_level *level, gimple *stmt)
{
  basic_block bb = gimple_bb (stmt);
  if (!flow_bb_inside_loop_p (level->loop, bb) || bb == level->loop->header)
    return false;
  if (!level->incr)
    return false;
  basic_block incr_bb = gimple_bb (level->incr);
  if (bb == incr_bb)
    {
      for (gimple_stmt_iterator gsi = gsi_for_stmt (stmt); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	if (gsi_stmt (gsi) == level->incr)
	  return true;
      return false;
    }
  return !dominated_by_p (CDI_DOMINATORS, bb, incr_bb);
}

/* Split a one-dimensional subscript that runs over several levels
   (a[i * 64 + j]) into one dimension per level, outermost first: the
   coefficients must each be a multiple of the next.  The runtime checks
   per tile that each inner index stays inside its row, which is what
   makes the split exact.  */

static const char *
delinearize (const struct access *acc, struct candidate *c)
{
  int order[ACCBLOCK_MAX_LEVELS];
  unsigned n = 0;
  for (int l = 0; l < ACCBLOCK_MAX_LEVELS; l++)
    if (acc->sub[0].coef[l])
      {
	if (acc->sub[0].coef[l] < 0)
	  return "its subscript runs backwards over several loops";
	unsigned k = n++;
	while (k > 0 && acc->sub[0].coef[order[k - 1]] < acc->sub[0].coef[l])
	  {
	    order[k] = order[k - 1];
	    k--;
	  }
	order[k] = l;
      }
  if (n > MAX_DIMS)
    return "its subscript runs over more than four loops";
  HOST_WIDE_INT rest = acc->sub[0].cst;
  c->ndims = n;
  for (unsigned d = 0; d < n; d++)
    {
      HOST_WIDE_INT coef = acc->sub[0].coef[order[d]];
      bool last = d + 1 == n;
      HOST_WIDE_INT stride = last ? 1 : coef;
      if (d > 0 && (tree_to_shwi (c->stride[d - 1]) % stride
		    || tree_to_shwi (c->stride[d - 1]) / stride < 2))
	return "its subscript is not a row-major combination of the loop "
	       "indices";
      c->level[d] = order[d];
      c->coef[d] = last ? coef : 1;
      c->stride[d] = size_int (stride);
      c->extent[d] = d == 0 ? NULL_TREE
		     : size_int (tree_to_shwi (c->stride[d - 1]) / stride);
      /* Offsets nearest to zero suit halos: a[i * 64 + j - 1] is row i,
	 column j - 1.  */
      HOST_WIDE_INT q = last ? 0 : (rest + (rest >= 0 ? stride / 2
					    : -(stride / 2))) / stride;
      c->offset[d] = last ? rest : q;
      rest -= q * stride;
    }
  return NULL;
}

/* The byte size of one step of ARRAY_REF dimension AREF, as a tree valid
   in front of NEST, or NULL_TREE.  */

static tree
aref_step_bytes (const struct nest *nest, tree aref)
{
  tree size = array_ref_element_size (aref);
  return size ? nest_invariant_expr (nest, size) : NULL_TREE;
}

/* The number of elements of ARRAY_REF dimension AREF, or NULL_TREE.  */

static tree
aref_extent (const struct nest *nest, tree aref)
{
  if (!integer_zerop (array_ref_low_bound (aref)))
    return NULL_TREE;
  tree up = array_ref_up_bound (aref);
  if (!up)
    return NULL_TREE;
  up = nest_invariant_expr (nest, up);
  if (!up)
    return NULL_TREE;
  return fold_build2 (PLUS_EXPR, sizetype, fold_convert (sizetype, up),
		      size_one_node);
}

/* Convert the byte step BYTES into elements of ELEM_SIZE bytes.  */

static tree
elements (tree bytes, tree elem_size)
{
  tree result = fold_build2 (EXACT_DIV_EXPR, sizetype,
			     fold_convert (sizetype, bytes), elem_size);
  if (TREE_CODE (bytes) == INTEGER_CST
      && !integer_zerop (fold_build2 (TRUNC_MOD_EXPR, sizetype,
				      fold_convert (sizetype, bytes),
				      elem_size)))
    return NULL_TREE;
  return result;
}

/* Main-memory strides and extents of the dimensions of ACC.  */

static const char *
describe_layout (const struct nest *nest, const struct access *acc,
		 tree elem_size, struct candidate *c)
{
  tree aref[ACCESS_MAX_DIMS];
  unsigned naref = 0;
  for (tree t = acc->ref; TREE_CODE (t) == ARRAY_REF;
       t = TREE_OPERAND (t, 0))
    aref[naref++] = t;
  unsigned rows = acc->ndims - naref;
  c->rows = rows;
  for (unsigned d = 0; d < acc->ndims; d++)
    {
      tree bytes;
      if (d < rows)
	{
	  bytes = acc->row_bytes;
	  c->extent[d] = NULL_TREE;
	}
      else
	{
	  tree t = aref[naref - 1 - (d - rows)];
	  bytes = aref_step_bytes (nest, t);
	  c->extent[d] = aref_extent (nest, t);
	}
      if (!bytes || !(c->stride[d] = elements (bytes, elem_size)))
	return "its layout in memory is not known in front of the nest";
    }
  /* An unknown inner extent is the row length: what one step of the
     enclosing dimension skips.  */
  for (unsigned d = 1; d < acc->ndims; d++)
    if (!c->extent[d])
      c->extent[d] = fold_build2 (EXACT_DIV_EXPR, sizetype, c->stride[d - 1],
				  c->stride[d]);
  return NULL;
}

/* See stage.h.  */

const char *
stage_reference_strides (const struct nest *nest,
			 const struct access *acc, tree elem_size,
			 tree *stride)
{
  struct candidate c;
  memset (&c, 0, sizeof c);
  if (acc->ndims > MAX_DIMS)
    return "it has more than four dimensions";
  const char *why = describe_layout (nest, acc, elem_size, &c);
  for (unsigned d = 0; !why && d < acc->ndims; d++)
    stride[d] = c.stride[d];
  return why;
}

/* Whether the subscripts of ACC that the program computes in narrower
   wrapping arithmetic still equal their affine forms: they do whenever
   they stay below 2^(BITS-1), which a dimension of known, small enough
   extent guarantees in every program with defined behaviour (and the
   runtime stages a box only inside the extents).  */

static bool
wrap_harmless_p (const struct access *acc, const struct candidate *c)
{
  for (unsigned d = 0; d < acc->ndims; d++)
    {
      unsigned bits = acc->sub[d].wrap_bits;
      if (!bits)
	continue;
      tree extent = c->extent[d];
      if (bits > 64 || !extent || TREE_CODE (extent) != INTEGER_CST
	  || !tree_fits_uhwi_p (extent)
	  || tree_to_uhwi (extent) > (HOST_WIDE_INT_1U << (bits - 1)))
	return false;
    }
  return true;
}

/* Read the one flat subscript of ACC, which runs over several levels,
   as one dimension per level (delinearize).  The reason when it cannot
   be.  */

static const char *
split_flat_subscript (const struct nest *nest, const struct access *acc,
		      struct candidate *c)
{
  const char *why;
  if (TREE_CODE (c->stride[0]) != INTEGER_CST
      || !integer_onep (c->stride[0]) || acc->sub[0].wrap_bits)
    return "its subscript runs over several loops";
  c->delinearized = true;
  why = delinearize (acc, c);
  if (why)
    return why;
  /* The split is exact only where each inner index stays inside its
     row, which the runtime checks per tile from the level's bounds;
     of a level it runs whole it assumes the row (a[(i + 6) * 8 + j]
     with j from -3 lies in row i + 5, not at column j - 4 of row
     i + 6).  */
  for (unsigned d = 1; d < c->ndims; d++)
    {
      int l = c->level[d];
      if (l > 0 && l < (int) nest->ndesc && nest_level_whole_p (nest, l))
	return "its subscript is split into rows along a loop whose "
	       "bounds depend on an outer index";
    }
  /* u[(t * N + i) * M + j]: the variable moves whole rows.  */
  if (access_sym (acc, 0))
    {
      HOST_WIDE_INT rows = tree_to_shwi (c->stride[0]);
      if (access_sym_coef (acc, 0) % rows)
	return "its subscripts depend on a variable other than the "
	       "indices of the nest";
      c->sym[0] = access_sym (acc, 0);
      c->sym_coef[0] = access_sym_coef (acc, 0) / rows;
    }
  return NULL;
}

/* The least and the greatest value COEF * IV of level L of NEST takes,
   when the level's bounds are constants (and the values stay far from
   overflowing the offsets they are added to).  */

static bool
level_term_range (const struct nest *nest, unsigned l, HOST_WIDE_INT coef,
		  HOST_WIDE_INT *lo, HOST_WIDE_INT *hi)
{
  const struct nest_level *level = &nest->level[l];
  unsigned HOST_WIDE_INT trips;
  widest_int first, last;
  if (l >= nest->ndesc
      || !nest_constant_iv_values (level, level->init_expr,
				   level->bound_expr, &trips, &first, &last))
    return false;
  widest_int a = first * coef, b = last * coef;
  widest_int limit = wi::lshift (widest_int (1), 40);
  widest_int least = wi::smin (a, b), greatest = wi::smax (a, b);
  if (wi::les_p (least, -limit) || wi::les_p (limit, greatest))
    return false;
  *lo = least.to_shwi ();
  *hi = greatest.to_shwi ();
  return true;
}

/* See stage.h.  */

bool
stage_dim_constant_offsets (const struct nest *nest,
			    const struct stage_dim *dim,
			    HOST_WIDE_INT *lo, HOST_WIDE_INT *hi)
{
  *lo = dim->lo;
  *hi = dim->hi;
  if (dim->hull_level < 0)
    return true;
  if (dim->sym)
    return false;
  HOST_WIDE_INT least, greatest;
  if (!level_term_range (nest, dim->hull_level, dim->hull_coef, &least,
			 &greatest))
    return false;
  *lo = MIN (*lo, least + dim->hull_lo);
  *hi = MAX (*hi, greatest + dim->hull_hi);
  return true;
}

/* Whether the tiles of level L of NEST may cover only a part of its
   range: those of level 0 always do (a nest without a clause runs one
   iteration per tile, and inference always sizes level 0), those of
   the others when the clause blocks them.  */

static bool
level_tiled_p (const struct nest *nest, unsigned l)
{
  return l == 0 || nest->level[l].block != 0;
}

/* Whether the runtime knows the range of level L of NEST at each
   dispatch: the descriptor carries its bounds.  */

static bool
range_known_at_run_time_p (const struct nest *nest, unsigned l)
{
  return l < nest->ndesc && !nest_level_whole_p (nest, l);
}

/* Read subscript D of ACC, which runs over two levels (x[i + k]), as
   driven by one of them with the other's whole range folded into its
   offsets.  The box then spans a tile of the driving level plus the
   whole range of the folded one, so the driving level is the only one
   of the two that is tiled, or else the one whose bounds are not
   constants, or else the one that spans more, or else the outer one.
   The range of a folded level with constant bounds is added now; of
   one whose bounds the descriptor carries, by the runtime at each
   dispatch.  Only reads: a written box must hold exactly what the tile
   writes.  The reason when it cannot be read so.  */

static const char *
fold_second_level (const struct nest *nest, const struct access *acc,
		   unsigned d, struct candidate *c)
{
  int levels[2];
  unsigned n = 0;
  for (unsigned l = 0; l < ACCBLOCK_MAX_LEVELS; l++)
    if (acc->sub[d].coef[l])
      {
	if (n == 2)
	  return "a subscript runs over more than two loops";
	levels[n++] = l;
      }
  if (acc->write)
    return "a subscript it is written through runs over several loops";
  HOST_WIDE_INT lo[2], hi[2];
  bool fixed[2], tiled[2];
  for (unsigned k = 0; k < 2; k++)
    {
      fixed[k] = level_term_range (nest, levels[k], acc->sub[d].coef[levels[k]],
				   &lo[k], &hi[k]);
      tiled[k] = level_tiled_p (nest, levels[k]);
    }
  unsigned keep;
  if (tiled[0] != tiled[1])
    keep = tiled[1];
  else if (fixed[0] && fixed[1])
    keep = hi[1] - lo[1] > hi[0] - lo[0];
  else if (fixed[0] || fixed[1])
    keep = fixed[0];
  else
    keep = 0;
  /* When the runtime cannot add the other level's range, fold the
     kept one instead if its bounds are constants.  */
  if (!fixed[1 - keep]
      && !range_known_at_run_time_p (nest, levels[1 - keep])
      && fixed[keep])
    keep = 1 - keep;
  unsigned other = 1 - keep;
  if (!fixed[other] && !range_known_at_run_time_p (nest, levels[other]))
    return "a subscript runs over two loops and the runtime does not know "
	   "the bounds of the one to add to the halo";
  c->level[d] = levels[keep];
  c->coef[d] = acc->sub[d].coef[levels[keep]];
  c->fold[d].level = levels[other];
  c->fold[d].coef = acc->sub[d].coef[levels[other]];
  c->fold[d].lo = fixed[other] ? lo[other] : 0;
  c->fold[d].hi = fixed[other] ? hi[other] : 0;
  c->fold[d].at_run_time = !fixed[other];
  return NULL;
}

/* Read the subscripts of ACC one dimension each; the reason when they
   cannot be.  */

static const char *
read_dims (const struct nest *nest, const struct access *acc,
	   struct candidate *c)
{
  c->ndims = acc->ndims;
  for (unsigned d = 0; d < acc->ndims; d++)
    {
      c->level[d] = -1;
      c->offset[d] = acc->sub[d].cst;
      c->sym[d] = access_sym (acc, d);
      c->sym_coef[d] = access_sym_coef (acc, d);
      unsigned levels = 0;
      for (unsigned l = 0; l < ACCBLOCK_MAX_LEVELS; l++)
	if (acc->sub[d].coef[l])
	  {
	    levels++;
	    c->level[d] = l;
	    c->coef[d] = acc->sub[d].coef[l];
	  }
      if (levels > 1)
	if (const char *why = fold_second_level (nest, acc, d, c))
	  return why;
    }
  return NULL;
}

/* Whether a dimension of C runs along (or folds) the triangular level
   L of NEST.  */

static bool
along_level_p (const struct candidate *c, int l)
{
  for (unsigned d = 0; d < c->ndims; d++)
    if (c->level[d] == l || (c->fold[d].coef && c->fold[d].level == l))
      return true;
  return false;
}

/* Whether C indexes a 2-D array by the outer level of the triangular
   level L of NEST in one dimension and by L in the other, each with
   coefficient 1, and nothing else: the runtime can then tell the
   columns each row of a box takes (ACCBLOCK_SECTION_TRIANGLE,
   runtime/nest.c accblock_plan_triangle_rows).  */

static bool
triangle_rows_p (const struct nest *nest, const struct candidate *c,
		 unsigned l)
{
  if (c->ndims != 2 || c->delinearized)
    return false;
  for (unsigned d = 0; d < 2; d++)
    if (c->fold[d].coef || c->sym[d] || c->coef[d] != 1)
      return false;
  const struct nest_level *level = &nest->level[l];
  int outer = (int) level->tri_outer;
  if (c->level[0] == outer && c->level[1] == (int) l)
    return true;
  /* Rows along L (covariance's cov[b][a]): a row's columns are the
     outer values whose rows hold its value, one run when each bound
     bounds them from one side (coefficients 1 or -1, or 0 for none).  */
  HOST_WIDE_INT a1 = level->tri_init_coef, b1 = level->tri_bound_coef;
  return c->level[0] == (int) l && c->level[1] == outer
	 && IN_RANGE (a1, -1, 1) && IN_RANGE (b1, -1, 1)
	 && (a1 == 0 || a1 != -b1);
}

/* A box along a triangular level (nest-triangular.cc) is a rectangle
   over a part of the level's hull: it holds elements above or below the
   triangle that its tile does not touch.  So a written reference along
   one stays in main memory (only the elements a tile writes may be
   written back) unless its rows are the triangle's (triangle_rows_p),
   when the runtime moves only the part of each row the tile touches; a
   read one too unless the ends of the hull are values the loop takes
   (nest_level.tri_exact), so that the box lies within what the program
   reads.  On a cache target under the default cost model, a written one
   stays in main memory: the kernel suite there is measured as it was.
   The reason for C, ACC's candidate, or NULL.  */

#define TRIANGLE_WRITE_WHY \
  "it is written along a loop whose bounds follow an outer loop (a " \
  "tile's box would hold elements outside the triangle)"

static const char *
triangular_dims_why (const struct nest *nest, const struct access *acc,
		     struct candidate *c)
{
  /* Folded, the hull of a triangular level widens the box of the other
     level at both ends by values the rows of its tile may not take: the
     box could leave the range the program reads (x[i + 2 * k] with
     k < i reads no x[0]).  */
  for (unsigned d = 0; d < c->ndims; d++)
    if (c->fold[d].coef && nest->level[c->fold[d].level].triangular)
      return "a subscript adds a loop whose bounds follow an outer loop "
	     "to another loop";
  for (unsigned l = 0; l < nest->ndesc; l++)
    if (nest->level[l].triangular && along_level_p (c, (int) l))
      {
	if (acc->write)
	  {
	    if (accblock_cache_target_default_cost_p ()
		|| !triangle_rows_p (nest, c, l))
	      return TRIANGLE_WRITE_WHY;
	    c->triangle = true;
	    continue;
	  }
	if (!nest->level[l].tri_exact)
	  return "it is read along a loop whose bounds follow an outer loop "
		 "and whose hull holds values no iteration takes";
      }
  return NULL;
}

/* Understand ACC as a candidate for staging; the reason when it is
   not.  */

static const char *
read_reference (const struct nest *nest, const struct access *acc,
		struct candidate *c)
{
  memset (c, 0, sizeof *c);
  if (acc->moving_object)
    return "it is a part of the elements of an array of structures or "
	   "complex numbers (only arrays of scalars are staged)";
  if (acc->pointer_stored)
    return "it is reached through a pointer kept in memory that a store of "
	   "the nest may change (under -fstrict-aliasing only stores of "
	   "pointers or characters may)";
  if (acc->loaded_pointer)
    return "it is reached through a pointer the nest loads from memory "
	   "(only arrays whose address is known in front of the nest are "
	   "staged)";
  if (acc->varies)
    return "a subscript uses the index of a loop inside the blocked ones "
	   "(the body of the nest is a sequence of loops)";
  if (!acc->analysed && !acc->symbolic)
    return "its subscripts are not affine in the loop indices with "
	   "constant coefficients";
  if (acc->ndims == 0)
    return "it is not an array element";
  if (!is_gimple_assign (acc->stmt))
    return "it is an argument of a call";
  tree type = TREE_TYPE (acc->ref);
  tree elem_size = TYPE_SIZE_UNIT (type);
  if (TREE_THIS_VOLATILE (acc->ref) || TYPE_VOLATILE (type)
      || !is_gimple_reg_type (type) || !elem_size
      || TREE_CODE (elem_size) != INTEGER_CST || integer_zerop (elem_size))
    return "its elements are not plain scalars";
  if (acc->ndims > MAX_DIMS)
    return "it has more than four dimensions";
  c->base = acc->base;
  const char *why = describe_layout (nest, acc, elem_size, c);
  if (why)
    return why;
  if (!wrap_harmless_p (acc, c))
    return "a subscript is computed in arithmetic that may wrap around";
  c->ndims = acc->ndims;
  unsigned levels_in_dim0 = 0;
  for (unsigned l = 0; l < nest->ndesc; l++)
    levels_in_dim0 += acc->sub[0].coef[l] != 0;
  if (acc->ndims == 1 && levels_in_dim0 > 1)
    {
      /* a[i * 64 + j] is split into rows.  x[i + k] is not row-major,
	 and x[i + 2 * k] only in rows of two elements, which i leaves:
	 a read is read with k folded into the offsets instead, when k
	 would be the row index.  */
      struct candidate folded = *c;
      why = split_flat_subscript (nest, acc, c);
      if (levels_in_dim0 == 2 && !acc->write
	  && !read_dims (nest, acc, &folded)
	  && (why || folded.fold[0].level == c->level[0]))
	{
	  *c = folded;
	  why = NULL;
	}
      if (why)
	return why;
    }
  else if ((why = read_dims (nest, acc, c)))
    return why;
  for (unsigned d = 0; d < c->ndims; d++)
    if (c->level[d] >= (int) nest->ndesc
	|| (c->level[d] >= 0
	    && !stage_iv_in_range_at (&nest->level[c->level[d]], acc->stmt))
	|| (c->fold[d].coef
	    && !stage_iv_in_range_at (&nest->level[c->fold[d].level], acc->stmt)))
      return "a subscript uses a loop index outside its loop";
  return triangular_dims_why (nest, acc, c);
}

/* ---- Grouping references into sections ---- */

/* The address of element [0]...[0] of the array BASE indexes.  */

static tree
base_address (tree base)
{
  if (POINTER_TYPE_P (TREE_TYPE (base)))
    return base;
  return build_fold_addr_expr (base);
}

static struct stage_section *
find_section (struct stage_plan *plan, tree base)
{
  unsigned i;
  struct stage_section *s;
  FOR_EACH_VEC_ELT (plan->sections, i, s)
    if (operand_equal_p (s->base, base, 0))
      return s;
  return NULL;
}

/* Whether C indexes its array the way section S's references do.  */

static bool
same_shape_p (const struct stage_section *s, const struct candidate *c,
	      tree elem_type)
{
  if (s->ndims != c->ndims || s->rows != c->rows
      || s->delinearized != c->delinearized
      || !tree_int_cst_equal (TYPE_SIZE_UNIT (s->elem_type),
			      TYPE_SIZE_UNIT (elem_type)))
    return false;
  for (unsigned d = 0; d < c->ndims; d++)
    if (!operand_equal_p (s->dim[d].stride, c->stride[d], 0))
      return false;
  return true;
}

/* Whether dimension D of section S can be taken whole: its references
   then address it by their own index operands (an ARRAY_REF dimension,
   see section-rewrite.cc), and its extent is a known constant.  */

static bool
can_take_whole_p (const struct stage_section *s, unsigned d)
{
  tree extent = s->dim[d].extent;
  return !s->delinearized && d >= s->rows && extent
	 && TREE_CODE (extent) == INTEGER_CST && tree_fits_shwi_p (extent)
	 && tree_to_shwi (extent) > 0;
}

/* Whether C indexes dimension D of section S the way its other
   references do, but for the constant offset.  */

static bool
same_dim_p (const struct stage_dim *dim, const struct candidate *c,
	    unsigned d)
{
  HOST_WIDE_INT fold_coef = c->fold[d].at_run_time ? c->fold[d].coef : 0;
  if (dim->level != c->level[d] || dim->coef != c->coef[d]
      || dim->fold_coef != fold_coef
      || (fold_coef && dim->fold_level != c->fold[d].level))
    return false;
  if (!dim->sym || !c->sym[d])
    return !dim->sym && !c->sym[d];
  return dim->sym_coef == c->sym_coef[d] && dim->sym == c->sym[d];
}

/* The least value and the greatest value the IV of level L of NEST may
   take, and whether the level runs at all, as trees valid in front of
   the nest in the descriptor's word type; false when the level's IV is
   not a signed integer or its bounds are not known there.  */

static bool
level_value_trees (const struct nest *nest, unsigned l, tree *first,
		   tree *last, tree *runs)
{
  const struct nest_level *level = &nest->level[l];
  tree type = level->cmp_type;
  if (!type || !INTEGRAL_TYPE_P (type) || TYPE_UNSIGNED (type)
      || TYPE_PRECISION (type) > 64 || !level->init_expr
      || !level->bound_expr)
    return false;
  tree word = desc_word_type ();
  tree init = fold_convert (type, unshare_expr (level->init_expr));
  tree bound = fold_convert (type, unshare_expr (level->bound_expr));
  enum tree_code cmp;
  switch (level->cmp)
    {
    case ACCBLOCK_CMP_LT: cmp = LT_EXPR; break;
    case ACCBLOCK_CMP_LE: cmp = LE_EXPR; break;
    case ACCBLOCK_CMP_GT: cmp = GT_EXPR; break;
    case ACCBLOCK_CMP_GE: cmp = GE_EXPR; break;
    default: return false;
    }
  /* The IV never passes the bound, whatever the step: every value lies
     between INIT and the last one the test lets in.  */
  *first = fold_convert (word, init);
  *last = fold_build2 (PLUS_EXPR, word, fold_convert (word, bound),
		       build_int_cst (word, nest_level_last_offset (level)));
  *runs = fold_build2 (cmp, boolean_type_node, init, bound);
  return true;
}

/* Whether dimension D of C and the same dimension of section S, one
   indexing a constant (plus a variable of the parent) and the other a
   level L, can share a hull (see stage_dim), or D of S is a hull that
   C's level side fits: L runs whole in every tile (not blocked, nor
   sized by the runtime, and its bounds known in front of the nest), the
   level side has no variable, and no reference a second loop in D.  A
   blocked L would make the hull span the columns the other tiles of L
   write.  */

static bool
hull_fits_p (const struct nest *nest, const struct stage_section *s,
	     const struct candidate *c, unsigned d)
{
  const struct stage_dim *dim = &s->dim[d];
  if (c->fold[d].coef || dim->fold_coef)
    return false;
  if (dim->whole)
    return dim->hull_level >= 0 && c->level[d] == dim->hull_level
	   && c->coef[d] == dim->hull_coef && !c->sym[d];
  bool on_level = dim->level >= 0;
  int l = on_level ? dim->level : c->level[d];
  HOST_WIDE_INT coef = on_level ? dim->coef : c->coef[d];
  /* A variable may move the constant side only.  */
  if (on_level == (c->level[d] >= 0) || (on_level ? dim->sym : c->sym[d])
      || l >= (int) nest->ndesc || level_tiled_p (nest, l)
      || !range_known_at_run_time_p (nest, l)
      || absu_hwi (coef) > (HOST_WIDE_INT_1U << 20))
    return false;
  tree first, last, runs;
  if (!level_value_trees (nest, l, &first, &last, &runs))
    return false;
  unsigned i;
  struct stage_site *site;
  FOR_EACH_VEC_ELT (s->sites, i, site)
    if (site->fold[d].coef)
      return false;
  return true;
}

/* Make dimension D of S, which hull_fits_p, a hull that also holds
   C's references: the references already there index a constant or
   the level, and add_site adds C's to the other group.  */

static void
make_hull (const struct nest *nest, struct stage_section *s,
	   const struct candidate *c, unsigned d)
{
  struct stage_dim *dim = &s->dim[d];
  if (dim->whole)
    return;
  bool sites_on_level = dim->level >= 0;
  dim->hull_level = sites_on_level ? dim->level : c->level[d];
  dim->hull_coef = sites_on_level ? dim->coef : c->coef[d];
  level_value_trees (nest, dim->hull_level, &dim->hull_first,
		     &dim->hull_last, &dim->hull_runs);
  if (sites_on_level)
    {
      dim->hull_lo = dim->lo;
      dim->hull_hi = dim->hi;
      dim->lo = HOST_WIDE_INT_MAX;
      dim->hi = HOST_WIDE_INT_MIN;
      /* The constant side's variable, as stage_dim's SYM.  */
      dim->sym = c->sym[d];
      dim->sym_coef = c->sym_coef[d];
    }
  else
    {
      dim->hull_lo = HOST_WIDE_INT_MAX;
      dim->hull_hi = HOST_WIDE_INT_MIN;
    }
  unsigned i;
  struct stage_site *site;
  FOR_EACH_VEC_ELT (s->sites, i, site)
    site->hull_iv[d] = sites_on_level;
  dim->whole = true;
  dim->level = -1;
  dim->coef = 0;
}

/* Make the dimensions in which C indexes section S differently from its
   other references whole, so that one box holds both (A[i][k] and
   A[j][k] of a symmetric rank-k update, or a[t][x] and a[u][x] with two
   variables), or with HULL, where one of them indexes a constant and
   the other a level whole in every tile, the hull of both (make_hull);
   false when a dimension can be neither.  A dimension that is a hull
   already keeps it for references that fit it.  */

static bool
merge_shapes (const struct nest *nest, struct stage_section *s,
	      const struct candidate *c, bool hull)
{
  /* Check every dimension first: a section left unmerged must keep its
     boxes, since an array only read may still get a view of its own
     (add_to_view).  */
  for (unsigned d = 0; d < c->ndims; d++)
    {
      const struct stage_dim *dim = &s->dim[d];
      if ((dim->whole && dim->hull_level < 0) || same_dim_p (dim, c, d)
	  || (dim->whole && hull_fits_p (nest, s, c, d)))
	continue;
      if (!can_take_whole_p (s, d) && !(hull && hull_fits_p (nest, s, c, d)))
	return false;
    }
  for (unsigned d = 0; d < c->ndims; d++)
    {
      struct stage_dim *dim = &s->dim[d];
      if ((dim->whole && dim->hull_level < 0) || same_dim_p (dim, c, d)
	  || (dim->whole && hull_fits_p (nest, s, c, d)))
	continue;
      if (hull && hull_fits_p (nest, s, c, d) && !can_take_whole_p (s, d))
	{
	  make_hull (nest, s, c, d);
	  continue;
	}
      dim->whole = true;
      dim->level = -1;
      dim->coef = 0;
      dim->sym = NULL_TREE;
      dim->sym_coef = 0;
      dim->fold_level = -1;
      dim->fold_coef = 0;
      dim->hull_level = -1;
      dim->lo = 0;
      dim->hi = tree_to_shwi (dim->extent) - 1;
    }
  return true;
}

static struct stage_section *
new_section (struct stage_plan *plan, const struct candidate *c,
	     tree elem_type)
{
  struct stage_section s;
  memset ((void *) &s, 0, sizeof s);
  /* Copies: the outlining rewrites the nest's own trees in place, and
     these are evaluated in front of the nest.  */
  s.base = unshare_expr (c->base);
  s.base_addr = base_address (unshare_expr (c->base));
  s.name = depend_object_name (c->base);
  s.elem_type = elem_type;
  s.ndims = c->ndims;
  s.rows = c->rows;
  s.delinearized = c->delinearized;
  for (unsigned d = 0; d < c->ndims; d++)
    {
      s.dim[d].level = c->level[d];
      s.dim[d].coef = c->coef[d];
      s.dim[d].lo = c->offset[d] + c->fold[d].lo;
      s.dim[d].hi = c->offset[d] + c->fold[d].hi;
      s.dim[d].sym = c->sym[d];
      s.dim[d].sym_coef = c->sym_coef[d];
      s.dim[d].fold_level = c->fold[d].at_run_time ? c->fold[d].level : -1;
      s.dim[d].fold_coef = c->fold[d].at_run_time ? c->fold[d].coef : 0;
      s.dim[d].extent = unshare_expr (c->extent[d]);
      s.dim[d].stride = unshare_expr (c->stride[d]);
      s.dim[d].hull_level = -1;
    }
  s.sites.create (4);
  plan->sections.safe_push (s);
  return &plan->sections.last ();
}

static void
add_site (struct stage_section *s, const struct access *acc,
	  const struct candidate *c)
{
  struct stage_site site;
  memset (&site, 0, sizeof site);
  site.stmt = acc->stmt;
  site.opno = acc->opno;
  site.write = acc->write;
  for (unsigned d = 0; d < c->ndims; d++)
    {
      site.offset[d] = c->offset[d];
      site.fold[d] = c->fold[d];
      site.wrap_bits[d] = acc->sub[d].wrap_bits;
      struct stage_dim *dim = &s->dim[d];
      if (dim->whole && dim->hull_level >= 0 && c->level[d] >= 0)
	{
	  site.hull_iv[d] = true;
	  dim->hull_lo = MIN (dim->hull_lo, stage_site_lo (&site, d));
	  dim->hull_hi = MAX (dim->hull_hi, stage_site_hi (&site, d));
	  continue;
	}
      if (dim->whole && dim->hull_level < 0)
	continue;
      s->dim[d].lo = MIN (s->dim[d].lo, stage_site_lo (&site, d));
      s->dim[d].hi = MAX (s->dim[d].hi, stage_site_hi (&site, d));
    }
  s->flags |= acc->write ? ACCBLOCK_SECTION_WRITE : ACCBLOCK_SECTION_READ;
  if (c->triangle)
    s->flags |= ACCBLOCK_SECTION_TRIANGLE;
  s->sites.safe_push (site);
}

static void
keep_in_main_memory (struct stage_section *s, const char *why,
		     location_t loc)
{
  if (!s->direct)
    {
      s->direct = why;
      s->direct_loc = loc;
    }
}

/* Whether any reference of section S may access the memory REF does,
   with one of them written.  */

static bool
conflicts_p (const struct stage_section *s, tree ref, bool write)
{
  if (!write && !(s->flags & ACCBLOCK_SECTION_WRITE))
    return false;
  unsigned i;
  struct stage_site *site;
  FOR_EACH_VEC_ELT (s->sites, i, site)
    if ((write || site->write)
	&& refs_may_alias_p (gimple_op (site->stmt, site->opno), ref))
      return true;
  return false;
}

/* References staying in main memory: keep every section that may share
   memory with one of them, and one of the two is written, in main memory
   too, or the local copy and main memory would disagree; unless a
   run-time test of their address ranges keeps them apart
   (depend_checked_apart_p: when it finds them overlapping, nothing is
   staged).  */

static void
exclude_aliases (const struct nest *nest, struct stage_plan *plan,
		 const vec<struct access> &refs, const vec<int> &home)
{
  bool changed = true;
  while (changed)
    {
      changed = false;
      for (unsigned r = 0; r < refs.length (); r++)
	{
	  bool direct = home[r] < 0;
	  struct stage_section *owner = NULL;
	  if (!direct)
	    {
	      owner = &plan->sections[home[r]];
	      direct = owner->direct;
	    }
	  if (!direct)
	    continue;
	  unsigned i;
	  struct stage_section *s;
	  FOR_EACH_VEC_ELT (plan->sections, i, s)
	    if (s != owner && !s->direct
		&& conflicts_p (s, refs[r].ref, refs[r].write)
		&& !(refs[r].base
		     && depend_checked_apart_p (nest, &refs[r], s->base)))
	      {
		keep_in_main_memory (s, "it may share memory with a "
				     "reference that stays in main memory",
				     stmt_loc (nest, refs[r].stmt));
		changed = true;
	      }
	}
    }
}

/* ---- Properties of the staged sections ---- */

/* Whether STMT runs on every iteration of every level down to its own
   loop, each of which is a level the descriptor evaluates.  */

static bool
runs_every_iteration_p (const struct nest *nest, gimple *stmt)
{
  basic_block bb = gimple_bb (stmt);
  int own = -1;
  for (unsigned l = 0; l < nest->ndesc; l++)
    if (nest->level[l].loop == bb->loop_father)
      own = l;
  if (own < 0)
    return false;
  for (int l = 0; l <= own; l++)
    {
      const struct nest_level *level = &nest->level[l];
      /* A tile of a triangular level runs only a part of each row.  */
      if (nest_level_whole_p (nest, l) || level->triangular)
	return false;
      basic_block must = l < own ? nest->level[l + 1].loop->header : bb;
      if (!dominated_by_p (CDI_DOMINATORS, level->loop->latch, must))
	return false;
    }
  return true;
}

/* Set ACCBLOCK_SECTION_COVERED when every tile writes every element of
   its box: one subscript shared by all references, unit steps, one level
   per dimension, and a write on every iteration.  */

static void
mark_covered (const struct nest *nest, struct stage_section *s)
{
  if (!(s->flags & ACCBLOCK_SECTION_WRITE))
    return;
  unsigned used_levels = 0;
  for (unsigned d = 0; d < s->ndims; d++)
    {
      const struct stage_dim *dim = &s->dim[d];
      if (dim->lo != dim->hi || dim->hull_level >= 0)
	return;
      if (dim->level < 0)
	continue;
      if ((used_levels & (1u << dim->level))
	  || absu_hwi (dim->coef * nest->level[dim->level].step) != 1)
	return;
      used_levels |= 1u << dim->level;
    }
  unsigned i;
  struct stage_site *site;
  FOR_EACH_VEC_ELT (s->sites, i, site)
    if (site->write && runs_every_iteration_p (nest, site->stmt))
      {
	s->flags |= ACCBLOCK_SECTION_COVERED;
	return;
      }
}

/* The iterations of level L in the first tile, when known.  */

static bool
first_tile_count (const struct nest *nest, unsigned l,
		  unsigned HOST_WIDE_INT *count)
{
  const struct nest_level *level = &nest->level[l];
  if (nest_level_whole_p (nest, l))
    return false;
  if (!nest_constant_trips (level, level->init_expr, level->bound_expr,
			    count))
    return false;
  if (level->block && level->block < *count)
    *count = level->block;
  return true;
}

/* The bytes of section S's box in the first tile, when known and below
   2^64: the model's box-size rule in each dimension.  */

static bool
first_tile_bytes (const struct nest *nest, const struct stage_section *s,
		  unsigned HOST_WIDE_INT *bytes)
{
  uint64_t total = tree_to_uhwi (TYPE_SIZE_UNIT (s->elem_type));
  for (unsigned d = 0; d < s->ndims; d++)
    {
      const struct stage_dim *dim = &s->dim[d];
      unsigned HOST_WIDE_INT count = 1;
      HOST_WIDE_INT coef = 0, step = 0, lo, hi;
      if (dim->fold_coef || !stage_dim_constant_offsets (nest, dim, &lo, &hi))
	return false;
      if (dim->level >= 0)
	{
	  if (!first_tile_count (nest, dim->level, &count) || count == 0)
	    return false;
	  coef = dim->coef;
	  step = nest->level[dim->level].step;
	}
      uint64_t span;
      if (!accblock_model_section_box_span (&span, coef, step, count,
					    (uint64_t) hi - (uint64_t) lo)
	  || __builtin_mul_overflow (total, span, &total)
	  || total > HOST_WIDE_INT_M1U - ACCBLOCK_SECTION_ALIGN)
	return false;
    }
  *bytes = ROUND_UP (total, ACCBLOCK_SECTION_ALIGN);
  return true;
}

/* The iterations of NEST's first tile, or 0 when a level's count is
   not known at compile time.  */

static double
first_tile_iterations (const struct nest *nest)
{
  double iterations = 1;
  for (unsigned l = 0; l < nest->ndesc; l++)
    {
      unsigned HOST_WIDE_INT count;
      if (!first_tile_count (nest, l, &count))
	return 0;
      iterations *= (double) count;
    }
  return iterations;
}

/* Whether TARGET leaves section S's block of BYTES in place, taking no
   local memory: on a target whose local memory is a cache, a copy of a
   block the first tile's ITERATIONS use too few times per element does
   not pay, and the runtime does not make it (accblock_stage_in_place
   asks the same rule, model/stage-gain.c).  */

static bool
stays_in_place_p (const struct accblock_target *target,
		  const struct stage_section *s, double iterations,
		  unsigned HOST_WIDE_INT bytes)
{
  if (!target || iterations <= 0)
    return false;
  double elements = (double) (bytes / tree_to_uhwi (TYPE_SIZE_UNIT
						    (s->elem_type)));
  return !accblock_target_stage_pays (target, iterations, elements);
}

/* Warn when the first tile's data blocks cannot fit the target's local
   memory: the runtime will split tiles or leave arrays in main memory.
   Blocks the target leaves in place take none.  */

static void
check_footprint (const struct nest *nest, const struct stage_plan *plan)
{
  unsigned HOST_WIDE_INT total = 0, bytes;
  if (nest->sizes_at_run_time)
    return;
  const struct accblock_target *target
    = accblock_target_lookup (accblock_settings.target);
  /* The kernel's own packing takes the place of staging in a cache.  */
  if (plan->kernel_packs && target && !accblock_target_stages_packed (target))
    return;
  double iterations = first_tile_iterations (nest);
  unsigned i;
  struct stage_section *s;
  FOR_EACH_VEC_ELT (plan->sections, i, s)
    {
      if (s->direct)
	continue;
      if (!first_tile_bytes (nest, s, &bytes))
	return;
      if (stays_in_place_p (target, s, iterations, bytes))
	continue;
      total += bytes;
    }
  unsigned HOST_WIDE_INT avail = accblock_settings.local_mem;
  if (total <= avail)
    return;
  if (nest->decision->origin != BLOCKING_WRITTEN)
    accblock_missed (nest->loc, "the data blocks of a tile need %wu bytes "
		     "of local memory, more than the %wu bytes of the target",
		     total, avail);
  else
    accblock_warning_at (nest->decision->where, ACCBLOCK_WARN_LOCAL_MEM,
			 "the data blocks of one tile need %wu bytes of local "
			 "memory, more than the %wu bytes of the target; the "
			 "runtime splits such tiles or leaves arrays in main "
			 "memory", total, avail);
}

/* ---- Driver ---- */

/* Whether reference R of REFS only loads a pointer that another
   reference goes through and that makes that one stay in main memory
   (u of u[i], with u a global the nest may change): the other's remark
   names the pointer and says why, and "not an array element" about the
   pointer itself would only repeat it.  */

static bool
loads_blamed_pointer_p (const vec<struct access> &refs, unsigned r)
{
  const struct access *acc = &refs[r];
  if (acc->write || acc->ndims != 0 || !POINTER_TYPE_P (TREE_TYPE (acc->ref)))
    return false;
  tree name = depend_object_name (acc->ref);
  if (name == get_identifier ("memory"))
    return false;
  for (unsigned k = 0; k < refs.length (); k++)
    if (k != r && (refs[k].loaded_pointer || refs[k].pointer_stored)
	&& depend_object_name (refs[k].ref) == name)
      return true;
  return false;
}

/* Whether reference R of REFS uses the index of an inner loop (VARIES)
   in an array an earlier reference with that same reason WHY names: an
   imperfect nest's body reads and writes its arrays many times over,
   and one remark per array says it all.  */

static bool
varying_reason_given_p (const vec<struct access> &refs,
			const vec<const char *> &why, unsigned r)
{
  if (!refs[r].varies)
    return false;
  tree name = depend_object_name (refs[r].ref);
  for (unsigned k = 0; k < r; k++)
    if (refs[k].varies && why[k] == why[r]
	&& depend_object_name (refs[k].ref) == name)
      return true;
  return false;
}

/* Whether a section of PLAN before I is of the same array as section I
   and, with DIRECT, in main memory for the same reason, or without it,
   staged: the views of an array that the nest only reads (add_to_view)
   share one remark.  */

static bool
earlier_view_p (const struct stage_plan *plan, unsigned i, bool direct)
{
  const struct stage_section *s = &plan->sections[i];
  for (unsigned k = 0; k < i; k++)
    {
      const struct stage_section *t = &plan->sections[k];
      if (operand_equal_p (t->base, s->base, 0)
	  && (direct ? t->direct == s->direct : !t->direct))
	return true;
    }
  return false;
}

/* The number of staged views of the array of section I of PLAN when
   there are several: sections only read, or sections proven apart (the
   written part of an array that section-split.cc separates alone is
   not a view), else 0.  */

static unsigned
count_views (const struct stage_plan *plan, unsigned i)
{
  unsigned views = 0, k;
  struct stage_section *t;
  FOR_EACH_VEC_ELT (plan->sections, k, t)
    if (operand_equal_p (t->base, plan->sections[i].base, 0))
      {
	if ((t->flags & ACCBLOCK_SECTION_WRITE) && !t->apart)
	  return 0;
	views += !t->direct;
      }
  return views > 1 ? views : 0;
}

/* Say that staged section S holds a constant subscript beside the
   range of a level in one block (stage_dim's hull), where before the
   array stayed in main memory.  */

static void
hull_remark (const struct nest *nest, const struct stage_section *s)
{
  for (unsigned d = 0; d < s->ndims; d++)
    if (s->dim[d].hull_level >= 0)
      {
	accblock_remark (stmt_loc (nest, s->sites[0].stmt), "%qE is staged "
			 "with its constant subscript and the whole range of "
			 "loop %qE in one block: no tile blocks that loop",
			 s->name,
			 nest_iv_name (&nest->level[s->dim[d].hull_level]));
	return;
      }
}

static void
give_reasons (const struct nest *nest, const struct stage_plan *plan,
	      const vec<struct access> &refs,
	      const vec<const char *> &why)
{
  for (unsigned r = 0; r < refs.length (); r++)
    if (why[r] && !loads_blamed_pointer_p (refs, r)
	&& !varying_reason_given_p (refs, why, r))
      accblock_missed (stmt_loc (nest, refs[r].stmt), "%qE stays in main "
		       "memory: %s", depend_object_name (refs[r].ref),
		       _(why[r]));
  unsigned i;
  struct stage_section *s;
  FOR_EACH_VEC_ELT (plan->sections, i, s)
    if (s->direct && !earlier_view_p (plan, i, true))
      accblock_missed (s->direct_loc ? s->direct_loc : nest->loc,
		       "%qE stays in main memory: %s", s->name, _(s->direct));
  FOR_EACH_VEC_ELT (plan->sections, i, s)
    if (!s->direct && !earlier_view_p (plan, i, false))
      hull_remark (nest, s);
  FOR_EACH_VEC_ELT (plan->sections, i, s)
    if (!s->direct && !earlier_view_p (plan, i, false))
      if (unsigned views = count_views (plan, i))
	{
	  if (s->apart)
	    accblock_remark (stmt_loc (nest, s->sites[0].stmt), "%qE is "
			     "staged as %u blocks, one per way its references "
			     "index it, which never share an element", s->name,
			     views);
	  else
	    accblock_remark (stmt_loc (nest, s->sites[0].stmt), "%qE is "
			     "staged as %u blocks, one per way its references "
			     "index it", s->name, views);
	}
}

/* Whether BASES lists BASE.  */

static bool
listed_base_p (const vec<tree> &bases, tree base)
{
  for (unsigned b = 0; b < bases.length (); b++)
    if (operand_equal_p (bases[b], base, 0))
      return true;
  return false;
}

/* Whether a reference of REFS writes the array BASE indexes.  */

static bool
base_written_p (const vec<struct access> &refs, tree base)
{
  for (unsigned r = 0; r < refs.length (); r++)
    if (refs[r].write && refs[r].base
	&& operand_equal_p (refs[r].base, base, 0))
      return true;
  return false;
}

/* The index of the section of PLAN whose references index C's array
   exactly as C does but for the constant offsets, or -1.  */

static int
find_view (struct stage_plan *plan, const struct candidate *c,
	   tree elem_type)
{
  unsigned i;
  struct stage_section *s;
  FOR_EACH_VEC_ELT (plan->sections, i, s)
    if (operand_equal_p (s->base, c->base, 0)
	&& same_shape_p (s, c, elem_type))
      {
	unsigned d = 0;
	while (d < c->ndims && same_dim_p (&s->dim[d], c, d))
	  d++;
	if (d == c->ndims)
	  return i;
      }
  return -1;
}

/* The index in PLAN of the section that takes reference ACC, read as C
   (a new one when none does): the one of its array, whose dimensions
   that C indexes differently become whole (merge_shapes); else, when
   the nest only reads the array (no reference of REFS writes it), a
   view of its own: syrk's A[i][k] and A[j][k] are two boxes, each of
   one tile's rows, both fetched and neither written back, which no
   element of main memory can tell apart from one box.  So does an array
   that APART lists (NULL: every array), whose sections are proven
   apart.  Otherwise a dimension in which C indexes a constant and the
   others a level that runs whole in every tile, or the reverse, takes
   the hull of both (adi's p[i][0] beside p[i][j - 1] and p[i][j]);
   failing that the array stays in main memory.  A written triangle
   beside another of the same array (covariance's cov[a][b] and
   cov[b][a]) takes a view of its own: each moves only the elements its
   tile's iterations touch, which no other outer task touches, and the
   runtime leaves both in main memory in a tile where their boxes meet.
   Every array is kept in main memory when indexed in several ways on
   a cache target under the default cost
   model (accblock_cache_target_default_cost_p), where views cost more
   than they save: lu's row update, its A as four blocks, ran 1.5 times
   as long on the host as with A left where it is (kernel suite, 2
   threads, 6 alternating rounds).  */

static unsigned
add_to_view (const struct nest *nest, struct stage_plan *plan,
	     const vec<struct access> &refs, const vec<tree> *apart,
	     const struct access *acc, const struct candidate *c)
{
  tree elem_type = TREE_TYPE (acc->ref);
  int view = find_view (plan, c, elem_type);
  if (view >= 0)
    return view;
  struct stage_section *s = find_section (plan, c->base);
  /* Triangles of one array that each move their rows' part: a view
     each (check_triangles).  */
  if (s && c->triangle && (s->flags & ACCBLOCK_SECTION_TRIANGLE))
    {
      new_section (plan, c, elem_type);
      return plan->sections.length () - 1;
    }
  if (s && same_shape_p (s, c, elem_type) && merge_shapes (nest, s, c, false))
    return s - plan->sections.address ();
  bool cache_default = accblock_cache_target_default_cost_p ();
  if (s && (cache_default
	    || (base_written_p (refs, c->base)
		&& apart && !listed_base_p (*apart, c->base))))
    {
      if (!cache_default && same_shape_p (s, c, elem_type)
	  && merge_shapes (nest, s, c, true))
	return s - plan->sections.address ();
      keep_in_main_memory (s, "its references index it in different ways",
			   stmt_loc (nest, acc->stmt));
      return s - plan->sections.address ();
    }
  new_section (plan, c, elem_type);
  return plan->sections.length () - 1;
}

/* Group the understood references into sections, HOME[R] the index of
   the section of reference R or -1; a written array gets several only
   when APART lists it (NULL: any array).  References of an array whose
   other references are not understood stay in main memory with it,
   every view of it.  */

static void
group_pass (const struct nest *nest, struct stage_plan *plan,
	    const vec<struct access> &refs, const vec<tree> *apart,
	    vec<const char *> *why, vec<int> *home)
{
  for (unsigned r = 0; r < refs.length (); r++)
    {
      const struct access *acc = &refs[r];
      struct candidate c;
      (*why)[r] = read_reference (nest, acc, &c);
      (*home)[r] = -1;
      if ((*why)[r])
	continue;
      (*home)[r] = add_to_view (nest, plan, refs, apart, acc, &c);
      add_site (&plan->sections[(*home)[r]], acc, &c);
    }
  for (unsigned r = 0; r < refs.length (); r++)
    if ((*home)[r] < 0 && refs[r].base)
      {
	const char *reason = (*why)[r];
	unsigned i;
	struct stage_section *s;
	FOR_EACH_VEC_ELT (plan->sections, i, s)
	  if (operand_equal_p (s->base, refs[r].base, 0))
	    {
	      keep_in_main_memory (s, reason, stmt_loc (nest, refs[r].stmt));
	      /* The section's remark gives the reason.  */
	      (*why)[r] = NULL;
	    }
      }
}

/* Whether the sections of BASE in PLAN, more than one, are staged and
   pairwise apart wherever one of a pair is written
   (stage_sections_apart_p).  */

static bool
written_sections_apart_p (const struct nest *nest,
			  const struct stage_plan *plan, tree base)
{
  unsigned count = 0;
  for (unsigned i = 0; i < plan->sections.length (); i++)
    {
      const struct stage_section *s = &plan->sections[i];
      if (!operand_equal_p (s->base, base, 0))
	continue;
      if (s->direct)
	return false;
      count++;
      for (unsigned k = 0; k < i; k++)
	{
	  const struct stage_section *t = &plan->sections[k];
	  if (operand_equal_p (t->base, base, 0)
	      && ((s->flags | t->flags) & ACCBLOCK_SECTION_WRITE)
	      && !stage_sections_apart_p (nest, s, t))
	    return false;
	}
    }
  return count > 1;
}

/* Group the references of REFS into sections of PLAN (group_pass): a
   written array indexed in several ways gets a section per way when a
   trial grouping that allows it shows them apart, else it stays in main
   memory as one section.  */

static void
group_references (const struct nest *nest, struct stage_plan *plan,
		  const vec<struct access> &refs,
		  vec<const char *> *why, vec<int> *home)
{
  auto_vec<tree> apart;
  if (!nest->split_level && !accblock_cache_target_default_cost_p ())
    {
      struct stage_plan trial;
      memset ((void *) &trial, 0, sizeof trial);
      trial.sections.create (8);
      group_pass (nest, &trial, refs, NULL, why, home);
      unsigned i;
      struct stage_section *s;
      FOR_EACH_VEC_ELT (trial.sections, i, s)
	if ((s->flags & ACCBLOCK_SECTION_WRITE)
	    && !listed_base_p (apart, s->base)
	    && written_sections_apart_p (nest, &trial, s->base))
	  apart.safe_push (s->base);
      stage_release (&trial);
    }
  group_pass (nest, plan, refs, &apart, why, home);
  unsigned i;
  struct stage_section *s;
  FOR_EACH_VEC_ELT (plan->sections, i, s)
    s->apart = listed_base_p (apart, s->base);
}

/* Whether the sections of BASE in PLAN, when more than one, all move
   their triangles' rows and are all staged.  */

static bool
triangle_views_ok_p (const struct stage_plan *plan, tree base)
{
  unsigned n = 0;
  bool ok = true;
  for (unsigned i = 0; i < plan->sections.length (); i++)
    {
      const struct stage_section *s = &plan->sections[i];
      if (!operand_equal_p (s->base, base, 0))
	continue;
      n++;
      ok &= (s->flags & ACCBLOCK_SECTION_TRIANGLE) && !s->direct;
    }
  return n < 2 || ok;
}

/* Keep in main memory the sections flagged ACCBLOCK_SECTION_TRIANGLE
   whose references do not all index the triangle's rows alike: the
   runtime moves the columns of one offset per dimension, which the
   references' shared shape gives (triangle_rows_p), and no
   dimension taken whole.  */

static void
check_triangles (const struct nest *nest, struct stage_plan *plan)
{
  unsigned i;
  struct stage_section *s;
  FOR_EACH_VEC_ELT (plan->sections, i, s)
    {
      if (!(s->flags & ACCBLOCK_SECTION_TRIANGLE))
	continue;
      bool ok = s->ndims == 2 && !s->delinearized;
      for (unsigned d = 0; ok && d < s->ndims; d++)
	ok = !s->dim[d].whole && !s->dim[d].sym && !s->dim[d].fold_coef
	     && s->dim[d].coef == 1 && s->dim[d].lo == s->dim[d].hi;
      if (!ok)
	keep_in_main_memory (s, TRIANGLE_WRITE_WHY,
			     stmt_loc (nest, s->sites[0].stmt));
    }
  /* Views of a written array not proven apart are triangles' alone, each
     in local memory.  */
  FOR_EACH_VEC_ELT (plan->sections, i, s)
    if ((s->flags & ACCBLOCK_SECTION_TRIANGLE) && !s->apart
	&& !triangle_views_ok_p (plan, s->base))
      {
	unsigned k;
	struct stage_section *t;
	FOR_EACH_VEC_ELT (plan->sections, k, t)
	  if (operand_equal_p (t->base, s->base, 0))
	    keep_in_main_memory (t, "its references index it in different "
				 "ways", stmt_loc (nest, t->sites[0].stmt));
      }
}

void
stage_analyse (const struct nest_analysis *an, struct stage_plan *plan,
	       bool report)
{
  const struct nest *nest = an->nest;
  const vec<struct access> &refs = an->refs;
  memset ((void *) plan, 0, sizeof *plan);
  plan->sections.create (8);
  if (an->collected != PROVEN)
    {
      plan->none = "a call, an asm or an escaping address in the nest may "
		   "access the arrays";
      plan->direct_refs = refs.length ();
      if (report)
	accblock_missed (nest->loc, "arrays stay in main memory: %s",
			 _(plan->none));
      return;
    }
  auto_vec<const char *> why;
  auto_vec<int> home;
  why.safe_grow_cleared (refs.length ());
  home.safe_grow_cleared (refs.length ());
  plan->kernel_packs = gemm_expected_p (an);
  group_references (nest, plan, refs, &why, &home);
  check_triangles (nest, plan);
  exclude_aliases (nest, plan, refs, home);
  unsigned kept = 0, i;
  struct stage_section *s;
  FOR_EACH_VEC_ELT (plan->sections, i, s)
    if (!s->direct && ++kept > ACCBLOCK_MAX_SECTIONS)
      keep_in_main_memory (s, "the nest references more arrays than the "
			   "runtime stages", nest->loc);
  stage_separate_reads_from_writes (nest, plan, kept);
  for (unsigned r = 0; r < refs.length (); r++)
    if (home[r] < 0)
      plan->direct_refs++;
  FOR_EACH_VEC_ELT (plan->sections, i, s)
    if (s->direct)
      plan->direct_refs += s->sites.length ();
    else
      mark_covered (nest, s);
  if (report)
    {
      give_reasons (nest, plan, refs, why);
      check_footprint (nest, plan);
    }
}

unsigned
stage_count (const struct stage_plan *plan)
{
  unsigned n = 0, i;
  struct stage_section *s;
  FOR_EACH_VEC_ELT (plan->sections, i, s)
    n += !s->direct;
  return n;
}

void
stage_release (struct stage_plan *plan)
{
  unsigned i;
  struct stage_section *s;
  FOR_EACH_VEC_ELT (plan->sections, i, s)
    s->sites.release ();
  plan->sections.release ();
  plan->ranges.release ();
}
