/* access.cc -- read the memory references of a nest as affine subscripts.

   Why this file exists: legality (depend.cc), staging (section.cc) and
   inference (dataref.cc) all need each reference of a nest as a base
   object and one subscript per dimension, affine in the induction
   variables with constant coefficients.  The function is not in SSA form
   yet, so GCC's data-reference analysis (which needs SCEV) cannot run
   here; this file follows the temporaries of the region instead, through
   value-preserving conversions, and notes where the program's own
   arithmetic may wrap where the affine form does not: where the values
   it computes may leave the range of its type, judged from the range of
   each induction variable.  A variable the nest does not change may
   stand in a subscript too, as a symbol (struct affine), for the
   dependence test alone; so may the index of a loop of the body that is
   no level of the nest, as a term that takes any value
   (access-varying.cc).

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "access.h"
#include "callee.h"
#include "member.h"
#include "cfgexpand.h"  /* gimple_assign_rhs_to_tree */

static bool affine_of (const struct nest *, tree, struct affine *);
static bool affine_of_arithmetic (const struct nest *, tree,
				  struct affine *);

/* The lesser of two wrap precisions, 0 standing for none.  */

static unsigned
least_wrap (unsigned a, unsigned b)
{
  return !a ? b : !b ? a : MIN (a, b);
}

/* Note in VALUE that the program computes it in TYPE, which may wrap.  */

static void
note_wrap (struct affine *value, tree type)
{
  value->wrap_bits = least_wrap (value->wrap_bits, TYPE_PRECISION (type));
}

/* The least and the greatest value the induction variable of level L of
   NEST takes in the region: from its first value to one step past its
   last (what the IV holds after its loop) when its bounds are constants,
   else every value of its type.  */

static void
iv_range (const struct nest *nest, unsigned l, widest_int *lo, widest_int *hi)
{
  const struct nest_level *level = &nest->level[l];
  tree type = TREE_TYPE (level->iv);
  *lo = wi::to_widest (TYPE_MIN_VALUE (type));
  *hi = wi::to_widest (TYPE_MAX_VALUE (type));
  tree init = level->init ? nest_invariant_expr (nest, level->init) : NULL_TREE;
  tree bound = level->bound ? nest_invariant_expr (nest, level->bound)
			    : NULL_TREE;
  unsigned HOST_WIDE_INT trips;
  widest_int first, last;
  if (!nest_constant_iv_values (level, init, bound, &trips, &first, &last)
      || trips == 0)
    return;
  widest_int past = last + level->step;
  widest_int least = wi::smin (first, past), greatest = wi::smax (first, past);
  if (wi::les_p (*lo, least) && wi::les_p (greatest, *hi))
    {
      *lo = least;
      *hi = greatest;
    }
}

/* Whether VALUE, an affine form of the IVs of NEST, lies in the range of
   TYPE for every value the IVs take.  The program computes it in TYPE
   modulo 2^precision, which agrees with VALUE modulo 2^precision; in
   range, the two are equal, so that "i + 17" in unsigned int, i from 0
   to 13, is exactly i + 17.  */

static bool
affine_fits_type_p (const struct nest *nest, const struct affine *value,
		    tree type)
{
  /* A varying term may hold any value.  */
  if (value->varies_step)
    return false;
  widest_int lo = value->cst, hi = value->cst;
  if (value->sym)
    {
      /* The symbol may hold any value of its type.  */
      tree sym_type = TREE_TYPE (value->sym);
      widest_int coef = value->sym_coef;
      widest_int sym_lo = wi::to_widest (TYPE_MIN_VALUE (sym_type));
      widest_int sym_hi = wi::to_widest (TYPE_MAX_VALUE (sym_type));
      lo += coef * (wi::neg_p (coef) ? sym_hi : sym_lo);
      hi += coef * (wi::neg_p (coef) ? sym_lo : sym_hi);
    }
  for (unsigned l = 0; l < nest->depth; l++)
    {
      if (!value->coef[l])
	continue;
      if (!nest->level[l].iv || !INTEGRAL_TYPE_P (TREE_TYPE (nest->level[l].iv)))
	return false;
      widest_int iv_lo, iv_hi, coef = value->coef[l];
      iv_range (nest, l, &iv_lo, &iv_hi);
      lo += coef * (wi::neg_p (coef) ? iv_hi : iv_lo);
      hi += coef * (wi::neg_p (coef) ? iv_lo : iv_hi);
    }
  return wi::les_p (wi::to_widest (TYPE_MIN_VALUE (type)), lo)
	 && wi::les_p (hi, wi::to_widest (TYPE_MAX_VALUE (type)));
}

/* Note a wrap in TYPE unless VALUE, what the program computes in TYPE,
   never leaves its range.  */

static void
note_wrap_unless_fits (const struct nest *nest, struct affine *value,
		       tree type)
{
  if (!affine_fits_type_p (nest, value, type))
    note_wrap (value, type);
}

/* Whether arithmetic in TYPE agrees with exact integer arithmetic modulo
   2^64 for the values a subscript takes: signed types (overflow is
   undefined) and 64-bit types do.  */

static bool
exact_arithmetic_type_p (tree type)
{
  return TYPE_PRECISION (type) >= 64 || TYPE_OVERFLOW_UNDEFINED (type);
}

/* Whether converting from FROM to TO keeps every value.  */

static bool
value_preserving_conversion_p (tree from, tree to)
{
  if (TYPE_PRECISION (to) > TYPE_PRECISION (from))
    return TYPE_UNSIGNED (from) || !TYPE_UNSIGNED (to)
	   || TYPE_PRECISION (to) >= 64;
  return TYPE_PRECISION (to) == TYPE_PRECISION (from)
	 && (TYPE_UNSIGNED (to) == TYPE_UNSIGNED (from)
	     || TYPE_PRECISION (to) >= 64);
}

/* OUT = X * K.  */

static void
affine_scale (const struct affine *x, HOST_WIDE_INT k, struct affine *out)
{
  for (int l = 0; l < ACCBLOCK_MAX_LEVELS; l++)
    out->coef[l] = x->coef[l] * k;
  out->cst = x->cst * k;
  out->sym_coef = x->sym_coef * k;
  out->sym = out->sym_coef ? x->sym : NULL_TREE;
  out->varies_step = access_varies_scale (x->varies_step, k);
  out->varies_var = x->varies_var;
  if (x->varies_var && x->varies_var != error_mark_node
      && __builtin_mul_overflow (x->varies_coef, k, &out->varies_coef))
    out->varies_var = error_mark_node;
  out->wrap_bits = x->wrap_bits;
}

/* OUT = X + SIGN * Y; false when the two have different symbols.  */

static bool
affine_add (const struct affine *x, HOST_WIDE_INT sign,
	    const struct affine *y, struct affine *out)
{
  if (x->sym && y->sym && x->sym != y->sym)
    return false;
  for (int l = 0; l < ACCBLOCK_MAX_LEVELS; l++)
    out->coef[l] = x->coef[l] + sign * y->coef[l];
  out->cst = x->cst + sign * y->cst;
  out->sym_coef = x->sym_coef + sign * y->sym_coef;
  out->sym = !out->sym_coef ? NULL_TREE : x->sym ? x->sym : y->sym;
  /* Two varying terms never cancel, even of one variable: "j - j" of
     two references is any difference.  */
  out->varies_step = access_varies_join (x->varies_step, y->varies_step);
  /* Two reads of inner indices may see different values: no one term.  */
  out->varies_var = x->varies_var && y->varies_var ? error_mark_node
		    : x->varies_var ? x->varies_var : y->varies_var;
  out->varies_coef = x->varies_var ? x->varies_coef : y->varies_coef;
  if (y->varies_var && sign < 0
      && __builtin_mul_overflow (y->varies_coef, -1, &out->varies_coef))
    out->varies_var = error_mark_node;
  out->wrap_bits = least_wrap (x->wrap_bits, y->wrap_bits);
  return true;
}

static bool
affine_combine (const struct nest *nest, enum tree_code code, tree a, tree b,
		struct affine *out)
{
  struct affine x, y;
  if (!affine_of (nest, a, &x))
    return false;
  if (code == NEGATE_EXPR)
    {
      affine_scale (&x, -1, out);
      return true;
    }
  if (code == MULT_EXPR)
    {
      if (TREE_CODE (b) != INTEGER_CST || !tree_fits_shwi_p (b))
	return false;
      affine_scale (&x, tree_to_shwi (b), out);
      return true;
    }
  if (!affine_of (nest, b, &y))
    return false;
  return affine_add (&x, code == MINUS_EXPR ? -1 : 1, &y, out);
}

/* Whether DECL is a local integer variable that keeps its value while
   NEST runs: the nest does not assign it, and no pointer can reach it.
   The index of a loop around the nest is the common case.  Stricter than
   nest_invariant_expr, which takes a global or a load through a pointer
   as unchanged, as OpenACC allows of loop bounds: a proof of
   independence may not rest on what the program does not promise.  */

static bool
invariant_scalar_p (const struct nest *nest, tree decl)
{
  return (VAR_P (decl) || TREE_CODE (decl) == PARM_DECL)
	 && INTEGRAL_TYPE_P (TREE_TYPE (decl))
	 && !TREE_STATIC (decl) && !DECL_EXTERNAL (decl)
	 && !TREE_ADDRESSABLE (decl) && !TREE_THIS_VOLATILE (decl)
	 && !(VAR_P (decl) && DECL_HAS_VALUE_EXPR_P (decl))
	 && DECL_CONTEXT (decl) == current_function_decl
	 && !nest->written->contains (decl);
}

/* OP as an affine function of the nest's IVs, following the
   temporaries the region defines.  */

static bool
affine_of (const struct nest *nest, tree op, struct affine *out)
{
  memset (out, 0, sizeof *out);
  if (CONVERT_EXPR_P (op) && INTEGRAL_TYPE_P (TREE_TYPE (op))
      && INTEGRAL_TYPE_P (TREE_TYPE (TREE_OPERAND (op, 0))))
    {
      if (!affine_of (nest, TREE_OPERAND (op, 0), out))
	return false;
      if (!value_preserving_conversion_p (TREE_TYPE (TREE_OPERAND (op, 0)),
					  TREE_TYPE (op)))
	note_wrap_unless_fits (nest, out, TREE_TYPE (op));
      return true;
    }
  if (TREE_CODE (op) == INTEGER_CST)
    {
      /* Offsets in sizetype arithmetic are written as huge unsigned
	 constants: read them modulo 2^64.  */
      if (!tree_fits_shwi_p (op)
	  && !(TYPE_UNSIGNED (TREE_TYPE (op))
	       && TYPE_PRECISION (TREE_TYPE (op)) == 64))
	return false;
      out->cst = (HOST_WIDE_INT) TREE_INT_CST_LOW (op);
      return true;
    }
  if (DECL_P (op))
    {
      int l = nest_level_of_iv (nest, op);
      if (l >= 0)
	out->coef[l] = 1;
      else if (invariant_scalar_p (nest, op))
	{
	  out->sym = op;
	  out->sym_coef = 1;
	}
      else if (access_varying_index_p (nest, op))
	{
	  out->varies_step = 1;
	  out->varies_var = op;
	  out->varies_coef = 1;
	}
      else
	return false;
      return true;
    }
  if (TREE_CODE (op) == SSA_NAME)
    {
      gimple *def = SSA_NAME_DEF_STMT (op);
      if (!def || !is_gimple_assign (def)
	  || !nest_region_p (nest, gimple_bb (def)))
	return false;
      return affine_of (nest, gimple_assign_rhs_to_tree (def), out);
    }
  switch (TREE_CODE (op))
    {
    case PLUS_EXPR:
    case MINUS_EXPR:
    case MULT_EXPR:
    case NEGATE_EXPR:
      return affine_of_arithmetic (nest, op, out);
    default:
      return false;
    }
}

/* See access.h.  */

bool
access_affine_of (const struct nest *nest, tree op, struct affine *out)
{
  return affine_of (nest, op, out);
}

/* OP, an integer PLUS, MINUS, MULT or NEGATE_EXPR, as an affine
   function; the operation may wrap in a narrow unsigned type.  */

static bool
affine_of_arithmetic (const struct nest *nest, tree op, struct affine *out)
{
  tree type = TREE_TYPE (op);
  if (!INTEGRAL_TYPE_P (type))
    return false;
  enum tree_code code = TREE_CODE (op);
  tree a = TREE_OPERAND (op, 0);
  tree b = code == NEGATE_EXPR ? NULL_TREE : TREE_OPERAND (op, 1);
  if (code == MULT_EXPR && TREE_CODE (a) == INTEGER_CST)
    std::swap (a, b);
  if (!affine_combine (nest, code, a, b, out))
    return false;
  if (!exact_arithmetic_type_p (type))
    note_wrap_unless_fits (nest, out, type);
  return true;
}

/* Turn the byte offset OFFSET of a row pointer into a row subscript: the
   offset must be affine with coefficients divisible by ROW_SIZE.  */

static bool
row_subscript (const struct nest *nest, tree offset, tree row_size,
	       struct affine *out)
{
  if (!row_size || !tree_fits_shwi_p (row_size)
      || !affine_of (nest, offset, out))
    return false;
  HOST_WIDE_INT size = tree_to_shwi (row_size);
  if (size <= 0 || out->cst % size || out->sym_coef % size
      || out->varies_step % size)
    return false;
  out->cst /= size;
  out->sym_coef /= size;
  out->varies_step /= size;
  if (out->varies_var && out->varies_coef % size)
    out->varies_var = error_mark_node;
  out->varies_coef /= size;
  for (int l = 0; l < ACCBLOCK_MAX_LEVELS; l++)
    {
      if (out->coef[l] % size)
	return false;
      out->coef[l] /= size;
    }
  return true;
}

/* The defining expression of the region temporary OP, or OP.  */

static tree
region_definition (const struct nest *nest, tree op)
{
  if (TREE_CODE (op) != SSA_NAME)
    return op;
  gimple *def = SSA_NAME_DEF_STMT (op);
  if (!def || !is_gimple_assign (def) || !nest_region_p (nest, gimple_bb (def)))
    return op;
  return gimple_assign_rhs_to_tree (def);
}

/* The expression T was assigned: the definition of an SSA name, or the
   only assignment of a compiler temporary (the gimplifier gives the
   size of a variably sized type one, at the start of the function);
   NULL_TREE when there is none to follow.  */

static tree
assigned_value (tree t)
{
  gimple *def = NULL;
  if (TREE_CODE (t) == SSA_NAME)
    def = SSA_NAME_DEF_STMT (t);
  else if (VAR_P (t) && DECL_ARTIFICIAL (t) && !TREE_ADDRESSABLE (t))
    {
      basic_block bb;
      FOR_EACH_BB_FN (bb, cfun)
	for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	     gsi_next (&gsi))
	  if (is_gimple_assign (gsi_stmt (gsi))
	      && gimple_assign_lhs (gsi_stmt (gsi)) == t)
	    {
	      if (def)
		return NULL_TREE;
	      def = gsi_stmt (gsi);
	    }
    }
  if (!def || !is_gimple_assign (def))
    return NULL_TREE;
  return gimple_assign_rhs_to_tree (def);
}

/* T as FACTOR * *SCALE with a constant *SCALE, following conversions,
   SSA names and compiler temporaries: (sizetype) m * 8 is m times 8.
   *SCALE is 0 when it does not fit.  */

static tree
factor_and_scale (tree t, HOST_WIDE_INT *scale)
{
  *scale = 1;
  for (int steps = 0; steps < ACCBLOCK_MAX_SUBSCRIPT_STEPS; steps++)
    {
      STRIP_NOPS (t);
      if (TREE_CODE (t) == MULT_EXPR
	  && TREE_CODE (TREE_OPERAND (t, 1)) == INTEGER_CST
	  && tree_fits_shwi_p (TREE_OPERAND (t, 1)))
	{
	  if (__builtin_mul_overflow (*scale,
				      tree_to_shwi (TREE_OPERAND (t, 1)),
				      scale))
	    {
	      *scale = 0;
	      return t;
	    }
	  t = TREE_OPERAND (t, 0);
	  continue;
	}
      tree value = assigned_value (t);
      if (!value)
	break;
      t = value;
    }
  return t;
}

/* Whether AFFINE, a row subscript read from one factor of a product
   whose other factor INVARIANT, times SCALE, does not change in the
   nest, can be told from the row size: it uses a loop index, or
   INVARIANT times SCALE is the size ROW_SIZE of the row type itself.
   Both factors of t * (n * 8) are invariant, and read the other way
   round the product would be row n of rows of t bytes.  */

static bool
row_factor_p (const struct affine *affine, tree invariant,
	      HOST_WIDE_INT scale, tree row_size)
{
  for (int l = 0; l < ACCBLOCK_MAX_LEVELS; l++)
    if (affine->coef[l])
      return true;
  if (affine->varies_step)
    return true;
  if (!row_size)
    return false;
  HOST_WIDE_INT invariant_scale, row_scale, product;
  tree a = factor_and_scale (invariant, &invariant_scale);
  tree b = factor_and_scale (row_size, &row_scale);
  return invariant_scale && row_scale
	 && !__builtin_mul_overflow (invariant_scale, scale, &product)
	 && product == row_scale && operand_equal_p (a, b, 0);
}

/* Split OFFSET, the byte offset of a row of a variably sized array
   (pointer to VLA) of ROW_SIZE bytes per row, into SUBSCRIPT times a
   row size that does not change in the nest: OFFSET must be a product
   of constants, one invariant factor and one affine factor.
   *ROW_BYTES gets the row size as an expression valid in front of the
   nest.  */

static bool
symbolic_row_subscript (const struct nest *nest, tree offset, tree row_size,
			struct affine *subscript, tree *row_bytes)
{
  HOST_WIDE_INT scale = 1;
  tree expr = region_definition (nest, offset);
  for (int steps = 0; steps < ACCBLOCK_MAX_SUBSCRIPT_STEPS; steps++)
    {
      while (CONVERT_EXPR_P (expr))
	expr = region_definition (nest, TREE_OPERAND (expr, 0));
      if (TREE_CODE (expr) != MULT_EXPR)
	return false;
      tree a = TREE_OPERAND (expr, 0), b = TREE_OPERAND (expr, 1);
      if (TREE_CODE (b) == INTEGER_CST && tree_fits_shwi_p (b))
	{
	  scale *= tree_to_shwi (b);
	  expr = region_definition (nest, a);
	  continue;
	}
      for (int order = 0; order < 2; order++, std::swap (a, b))
	{
	  tree invariant = nest_invariant_expr (nest, b);
	  if (!invariant || TREE_CODE (invariant) == INTEGER_CST
	      || !affine_of (nest, a, subscript)
	      || !row_factor_p (subscript, b, scale, row_size))
	    continue;
	  *row_bytes = fold_build2 (MULT_EXPR, sizetype,
				    fold_convert (sizetype, invariant),
				    size_int (scale));
	  return true;
	}
      return false;
    }
  return false;
}

static bool memory_ref_p (tree);

/* The memory pointer PTR is loaded from inside the nest, through
   copies, conversions and pointer arithmetic (rows[i] of int **rows,
   g.cells, a global pointer), or NULL_TREE when it is not loaded
   there.  */

static tree
pointer_load_source (const struct nest *nest, tree ptr)
{
  for (int steps = 0;
       steps < ACCBLOCK_MAX_ORIGIN_STEPS && TREE_CODE (ptr) == SSA_NAME;
       steps++)
    {
      gimple *def = SSA_NAME_DEF_STMT (ptr);
      if (!def || !is_gimple_assign (def)
	  || !nest_region_p (nest, gimple_bb (def)))
	return NULL_TREE;
      ptr = gimple_assign_rhs1 (def);
      if (gimple_assign_single_p (def) && memory_ref_p (ptr))
	return ptr;
    }
  return NULL_TREE;
}

static bool variable_part_p (tree);

/* Whether HOME, memory a pointer is loaded from, is one place for the
   whole nest and an ordinary pointer: a global pointer (double *u), a
   pointer member at a fixed place (g.cells), not a row of an array of
   pointers.  */

static bool
fixed_pointer_home_p (tree home)
{
  tree decl = get_base_address (home);
  return decl && DECL_P (decl) && !variable_part_p (home)
	 && !TREE_THIS_VOLATILE (home) && !TYPE_VOLATILE (TREE_TYPE (home))
	 && POINTER_TYPE_P (TREE_TYPE (home));
}

/* Whether a store of the nest may change HOME: by the alias oracle,
   with the type-based rules where the program allows them
   (-fstrict-aliasing).  */

static bool
nest_may_store_to_p (const struct nest *nest, tree home)
{
  if (nest->written->contains (get_base_address (home)))
    return true;
  unsigned i;
  tree store;
  FOR_EACH_VEC_ELT (nest->written_refs, i, store)
    if (refs_may_alias_p (home, store))
      return true;
  return false;
}

/* The memory pointer PTR is loaded from inside the nest when the nest
   cannot change it, else NULL_TREE.  The pointer then holds one value
   while the nest runs, the value it has in front of the nest, so what
   it points to has a base a section can be computed from.  */

static tree
invariant_pointer_home (const struct nest *nest, tree ptr)
{
  if (TREE_CODE (ptr) != SSA_NAME)
    return NULL_TREE;
  gimple *def = SSA_NAME_DEF_STMT (ptr);
  if (!def || !gimple_assign_single_p (def)
      || !nest_region_p (nest, gimple_bb (def)))
    return NULL_TREE;
  tree home = gimple_assign_rhs1 (def);
  if (!memory_ref_p (home) || !fixed_pointer_home_p (home)
      || nest_may_store_to_p (nest, home))
    return NULL_TREE;
  return home;
}

/* Whether the pointer of MEM, a reference that is not analysed, is the
   reason: loaded in the nest, from memory that moves (rows[i]) or from
   a fixed place that a store may change.  A pointer loaded from a fixed
   place no store changes is a base; the subscript is then to blame.  */

static void
note_loaded_pointer (const struct nest *nest, tree mem, struct access *acc)
{
  tree source = pointer_load_source (nest, TREE_OPERAND (mem, 0));
  if (!source)
    return;
  bool fixed = fixed_pointer_home_p (source);
  acc->pointer_stored = fixed && nest_may_store_to_p (nest, source);
  acc->loaded_pointer = !fixed || acc->pointer_stored;
}

/* The base of a MEM_REF's pointer: either a pointer the nest does not
   change (its rows then start at offset 0), or POINTER + OFFSET computed
   in the region, which adds an outer dimension.  */

static bool
analyse_mem_base (const struct nest *nest, tree mem, struct access *acc)
{
  tree ptr = TREE_OPERAND (mem, 0);
  if (!integer_zerop (TREE_OPERAND (mem, 1)))
    return false;
  if (DECL_P (ptr))
    {
      acc->base = ptr;
      return !nest->written->contains (ptr);
    }
  if (TREE_CODE (ptr) != SSA_NAME)
    return false;
  if (tree home = invariant_pointer_home (nest, ptr))
    {
      acc->base = home;
      return true;
    }
  gimple *def = SSA_NAME_DEF_STMT (ptr);
  if (!def || !is_gimple_assign (def)
      || gimple_assign_rhs_code (def) != POINTER_PLUS_EXPR
      || !nest_region_p (nest, gimple_bb (def)))
    return false;
  tree origin = gimple_assign_rhs1 (def);
  if (tree home = invariant_pointer_home (nest, origin))
    origin = home;
  else if (!DECL_P (origin) || nest->written->contains (origin))
    return false;
  acc->base = origin;
  acc->ndims = 1;
  tree row_size = TYPE_SIZE_UNIT (TREE_TYPE (mem));
  if (row_size && TREE_CODE (row_size) == INTEGER_CST)
    {
      acc->row_bytes = row_size;
      return row_subscript (nest, gimple_assign_rhs2 (def), row_size,
			    &acc->sub[0]);
    }
  return symbolic_row_subscript (nest, gimple_assign_rhs2 (def), row_size,
				 &acc->sub[0], &acc->row_bytes);
}

/* The base of T, a member of a structure reached through a pointer
   (p->w, this->g.a): the member itself, an object at one place for the
   whole nest when the pointer is a variable the nest does not assign.
   A pointer loaded inside the nest is left alone: the base would name
   a temporary of the region, which no section can be computed from in
   front of the nest.  */

static bool
analyse_member_base (const struct nest *nest, tree t, struct access *acc)
{
  tree mem = member_chain_mem (t);
  if (!mem)
    return false;
  tree ptr = TREE_OPERAND (mem, 0);
  if (!DECL_P (ptr) || nest->written->contains (ptr))
    return false;
  acc->base = t;
  return true;
}

/* A subscript computed with wrapping at BITS is only known modulo
   2^BITS: take the representatives nearest zero, so that i + 4294967293
   in unsigned int reads as i - 3.  */

static void
reduce_wrapped (struct affine *sub, unsigned bits)
{
  if (!bits || bits >= 64)
    return;
  unsigned shift = 64 - bits;
  for (int l = 0; l < ACCBLOCK_MAX_LEVELS; l++)
    sub->coef[l] = (HOST_WIDE_INT) ((unsigned HOST_WIDE_INT) sub->coef[l]
				    << shift) >> shift;
  sub->cst = (HOST_WIDE_INT) ((unsigned HOST_WIDE_INT) sub->cst << shift)
	     >> shift;
  sub->sym_coef = (HOST_WIDE_INT) ((unsigned HOST_WIDE_INT) sub->sym_coef
				   << shift) >> shift;
}

/* Whether the object T names (what is left of a reference once its
   trailing subscripts are read) has a part at a variable place: an
   element of an array of structures (W.in[i].a, pts[i].w), a part of a
   complex element (__real__ c[i]).  Such an object moves with the
   index: taken as the base, it would stage the rows of one value of it
   for all, and let the dependence test compare different rows as one.  */

static bool
variable_part_p (tree t)
{
  for (; handled_component_p (t); t = TREE_OPERAND (t, 0))
    switch (TREE_CODE (t))
      {
      case ARRAY_REF:
      case ARRAY_RANGE_REF:
	if (TREE_CODE (TREE_OPERAND (t, 1)) != INTEGER_CST
	    || TREE_OPERAND (t, 2) || TREE_OPERAND (t, 3))
	  return true;
	break;
      case COMPONENT_REF:
	if (TREE_OPERAND (t, 2))
	  return true;
	break;
      case BIT_FIELD_REF:
	return true;
      default:
	break;
      }
  return false;
}

/* Whether OP has the same value in every iteration of NEST, as an affine
   form with no term in its levels.  */

static bool
same_in_every_iteration_p (const struct nest *nest, tree op)
{
  struct affine form;
  if (TREE_CODE (op) == INTEGER_CST)
    return true;
  if (!affine_of (nest, op, &form) || form.varies_step || form.wrap_bits)
    return false;
  for (unsigned l = 0; l < nest->depth; l++)
    if (form.coef[l])
      return false;
  return true;
}

/* Whether REF, whose trailing subscripts are the NINDEX ones of INDEX
   and whose object T has a part at a variable place (variable_part_p),
   is one element of a declared object, the same in every iteration of
   NEST: each index along the way the same (same_in_every_iteration_p),
   no field at a variable offset.  */

static bool
fixed_element_p (const struct nest *nest, tree t, const tree *index,
		 unsigned nindex)
{
  for (unsigned k = 0; k < nindex; k++)
    if (!same_in_every_iteration_p (nest, index[k]))
      return false;
  for (; handled_component_p (t); t = TREE_OPERAND (t, 0))
    switch (TREE_CODE (t))
      {
      case ARRAY_REF:
	if (TREE_OPERAND (t, 2) || TREE_OPERAND (t, 3)
	    || !same_in_every_iteration_p (nest, TREE_OPERAND (t, 1)))
	  return false;
	break;
      case COMPONENT_REF:
	if (TREE_OPERAND (t, 2))
	  return false;
	break;
      default:
	return false;
      }
  return DECL_P (t);
}

/* Whether the indices X and Y, each the same in every iteration of NEST,
   have the same value: equal affine forms (temporaries that compute the
   same sum count as one).  */

static bool
same_index_p (const struct nest *nest, tree x, tree y)
{
  if (operand_equal_p (x, y, 0))
    return true;
  struct affine fx, fy;
  if (!affine_of (nest, x, &fx) || !affine_of (nest, y, &fy))
    return false;
  tree sym_x = fx.sym_coef ? fx.sym : NULL_TREE;
  tree sym_y = fy.sym_coef ? fy.sym : NULL_TREE;
  return fx.cst == fy.cst && fx.sym_coef == fy.sym_coef
	 && (sym_x == sym_y
	     || (sym_x && sym_y && operand_equal_p (sym_x, sym_y, 0)));
}

/* See access.h.  */

bool
access_same_fixed_element_p (const struct nest *nest,
			     const struct access *a, const struct access *b)
{
  if (!a->fixed_element || !b->fixed_element)
    return false;
  tree x = a->ref, y = b->ref;
  for (; handled_component_p (x); x = TREE_OPERAND (x, 0),
				  y = TREE_OPERAND (y, 0))
    {
      if (TREE_CODE (x) != TREE_CODE (y))
	return false;
      if (TREE_CODE (x) == COMPONENT_REF
	  ? TREE_OPERAND (x, 1) != TREE_OPERAND (y, 1)
	  : !same_index_p (nest, TREE_OPERAND (x, 1), TREE_OPERAND (y, 1)))
	return false;
    }
  return x == y;
}

/* Fill ACC for REF: its base and one affine subscript per dimension.  */

static void
analyse_ref (const struct nest *nest, tree ref, bool write,
	     struct access *acc)
{
  memset (acc, 0, sizeof *acc);
  acc->ref = ref;
  acc->write = write;
  tree index[ACCESS_MAX_DIMS];
  unsigned nindex = 0;
  tree t = ref;
  while (TREE_CODE (t) == ARRAY_REF && nindex < ACCESS_MAX_DIMS)
    {
      index[nindex++] = TREE_OPERAND (t, 1);
      t = TREE_OPERAND (t, 0);
    }
  if (TREE_CODE (t) == ARRAY_REF)
    return;
  if (TREE_CODE (t) == MEM_REF)
    {
      if (!analyse_mem_base (nest, t, acc))
	{
	  note_loaded_pointer (nest, t, acc);
	  return;
	}
      reduce_wrapped (&acc->sub[0], acc->sub[0].wrap_bits);
    }
  else
    {
      acc->moving_object = variable_part_p (t);
      tree base = get_base_address (t);
      if (acc->moving_object)
	{
	  acc->fixed_element = fixed_element_p (nest, t, index, nindex);
	  return;
	}
      if (base && DECL_P (base))
	acc->base = t;
      else if (!analyse_member_base (nest, t, acc))
	return;
    }
  if (acc->ndims + nindex > ACCESS_MAX_DIMS)
    return;
  /* ARRAY_REFs nest innermost dimension outermost.  */
  for (unsigned k = 0; k < nindex; k++)
    {
      struct affine *sub = &acc->sub[acc->ndims + k];
      if (!affine_of (nest, index[nindex - 1 - k], sub))
	return;
      reduce_wrapped (sub, sub->wrap_bits);
    }
  acc->ndims += nindex;
  for (unsigned d = 0; d < acc->ndims; d++)
    {
      acc->symbolic |= acc->sub[d].sym != NULL_TREE;
      acc->varies |= acc->sub[d].varies_step != 0;
    }
  acc->analysed = !acc->symbolic && !acc->varies;
}

/* Whether OP is a reference to memory (not a register or constant).
   The labels a goto, a switch or a label statement names are
   declarations too, but of code.  */

static bool
memory_ref_p (tree op)
{
  if (!op || TREE_CODE (op) == SSA_NAME || is_gimple_min_invariant (op))
    return false;
  if (DECL_P (op))
    return (VAR_P (op) || TREE_CODE (op) == PARM_DECL
	    || TREE_CODE (op) == RESULT_DECL)
	   && !is_gimple_reg (op);
  return REFERENCE_CLASS_P (op);
}

/* See access.h.  */

bool
access_private_p (const struct nest *nest, tree ref)
{
  tree base = get_base_address (ref);
  return base && nest_declared_inside_p (nest, base);
}

/* walk_tree callback: an address of shared storage (not of a variable
   declared inside the nest DATA).  */

static tree
find_address_r (tree *tp, int *walk_subtrees, void *data)
{
  if (TREE_CODE (*tp) == ADDR_EXPR
      && !access_private_p ((const struct nest *) data, TREE_OPERAND (*tp, 0)))
    return *tp;
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

/* Collect the memory references of the nest into ACCESSES.  Returns a
   reason when something defeats the analysis (a call that may access
   memory, an address that escapes), else PROVEN.  */

static enum unproven
collect (const struct nest *nest, vec<struct access> *accesses)
{
  unsigned i;
  basic_block bb;
  FOR_EACH_VEC_ELT (nest->region, i, bb)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (is_gimple_debug (stmt) || accblock_marker_call_p (stmt))
	  continue;
	if (gcall *call = dyn_cast<gcall *> (stmt))
	  if (callee_may_touch_memory_p (call))
	    return UNPROVEN_CALL;
	if (gimple_code (stmt) == GIMPLE_ASM)
	  return UNPROVEN_ASM;
	struct access acc;
	tree lhs = gimple_get_lhs (stmt);
	/* Loading a pointer the nest never changes is reading a value
	   the nest leaves alone, like a loop bound: no dependence, and
	   nothing to stage (what it points to is).  */
	if (lhs && invariant_pointer_home (nest, lhs))
	  continue;
	if (memory_ref_p (lhs) && !access_private_p (nest, lhs))
	  {
	    analyse_ref (nest, lhs, true, &acc);
	    acc.stmt = stmt;
	    acc.opno = 0;
	    accesses->safe_push (acc);
	  }
	for (unsigned op = 0; op < gimple_num_ops (stmt); op++)
	  {
	    tree t = gimple_op (stmt, op);
	    if (!t || t == lhs)
	      continue;
	    if (walk_tree (&t, find_address_r,
			   const_cast<struct nest *> (nest), NULL))
	      if (!is_gimple_call (stmt) || op != 1)
		return UNPROVEN_ADDRESS;
	    if (memory_ref_p (t) && !access_private_p (nest, t))
	      {
		analyse_ref (nest, t, false, &acc);
		acc.stmt = stmt;
		acc.opno = op;
		accesses->safe_push (acc);
	      }
	  }
      }
  return PROVEN;
}

/* See access.h.  The dump line lets a test check that each nest is
   collected once (analysis.h).  */

enum unproven
access_collect (const struct nest *nest, vec<struct access> *accesses)
{
  enum unproven reason = collect (nest, accesses);
  access_align_row_zero (accesses);
  if (dump_file)
    fprintf (dump_file, "accblock: %u memory references collected\n",
	     accesses->length ());
  return reason;
}
