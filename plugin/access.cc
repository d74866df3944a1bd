/* access.cc -- read the memory references of a nest as affine subscripts.

   Why this file exists: legality (depend.cc), staging (section.cc) and
   inference (dataref.cc) all need each reference of a nest as a base
   object and one subscript per dimension, affine in the induction
   variables with constant coefficients.  The function is not in SSA form
   yet, so GCC's data-reference analysis (which needs SCEV) cannot run
   here; this file follows the temporaries of the region instead, through
   value-preserving conversions, and notes where the program's own
   arithmetic may wrap where the affine form does not.  */

#include "access.h"
#include "cfgexpand.h"  /* gimple_assign_rhs_to_tree */

static bool affine_of (const struct nest *, tree, struct affine *);

/* Set by affine_of when what it followed may wrap or lose value in the
   program's arithmetic while the affine form does not: the least
   precision at which that happens (0: nowhere).  */
static unsigned affine_wrap_bits;

static void
note_wrap (tree type)
{
  unsigned bits = TYPE_PRECISION (type);
  if (!affine_wrap_bits || bits < affine_wrap_bits)
    affine_wrap_bits = bits;
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

static bool
affine_combine (const struct nest *nest, enum tree_code code, tree a, tree b,
		struct affine *out)
{
  struct affine x, y;
  if (!affine_of (nest, a, &x))
    return false;
  if (code == NEGATE_EXPR)
    {
      for (int l = 0; l < ACCBLOCK_MAX_LEVELS; l++)
	out->coef[l] = -x.coef[l];
      out->cst = -x.cst;
      return true;
    }
  if (code == MULT_EXPR)
    {
      if (TREE_CODE (b) != INTEGER_CST || !tree_fits_shwi_p (b))
	return false;
      HOST_WIDE_INT k = tree_to_shwi (b);
      for (int l = 0; l < ACCBLOCK_MAX_LEVELS; l++)
	out->coef[l] = x.coef[l] * k;
      out->cst = x.cst * k;
      return true;
    }
  if (!affine_of (nest, b, &y))
    return false;
  HOST_WIDE_INT sign = code == MINUS_EXPR ? -1 : 1;
  for (int l = 0; l < ACCBLOCK_MAX_LEVELS; l++)
    out->coef[l] = x.coef[l] + sign * y.coef[l];
  out->cst = x.cst + sign * y.cst;
  return true;
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
      if (!value_preserving_conversion_p (TREE_TYPE (TREE_OPERAND (op, 0)),
					  TREE_TYPE (op)))
	note_wrap (TREE_TYPE (op));
      return affine_of (nest, TREE_OPERAND (op, 0), out);
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
      if (l < 0)
	return false;
      out->coef[l] = 1;
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
      if (!INTEGRAL_TYPE_P (TREE_TYPE (op)))
	return false;
      if (!exact_arithmetic_type_p (TREE_TYPE (op)))
	note_wrap (TREE_TYPE (op));
      if (TREE_CODE (op) == MULT_EXPR
	  && TREE_CODE (TREE_OPERAND (op, 0)) == INTEGER_CST)
	return affine_combine (nest, MULT_EXPR, TREE_OPERAND (op, 1),
			       TREE_OPERAND (op, 0), out);
      return affine_combine (nest, TREE_CODE (op), TREE_OPERAND (op, 0),
			     TREE_OPERAND (op, 1), out);
    case NEGATE_EXPR:
      if (!exact_arithmetic_type_p (TREE_TYPE (op)))
	note_wrap (TREE_TYPE (op));
      return affine_combine (nest, NEGATE_EXPR, TREE_OPERAND (op, 0),
			     NULL_TREE, out);
    default:
      return false;
    }
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
  if (size <= 0 || out->cst % size)
    return false;
  out->cst /= size;
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

/* Split OFFSET, the byte offset of a row of a variably sized array
   (pointer to VLA), into SUBSCRIPT times a row size that does not change
   in the nest: OFFSET must be a product of constants, one invariant
   factor and one affine factor.  *ROW_BYTES gets the row size as an
   expression valid in front of the nest.  */

static bool
symbolic_row_subscript (const struct nest *nest, tree offset,
			struct affine *subscript, tree *row_bytes)
{
  HOST_WIDE_INT scale = 1;
  tree expr = region_definition (nest, offset);
  for (int steps = 0; steps < 8; steps++)
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
	      || !affine_of (nest, a, subscript))
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
  gimple *def = SSA_NAME_DEF_STMT (ptr);
  if (!def || !is_gimple_assign (def)
      || gimple_assign_rhs_code (def) != POINTER_PLUS_EXPR
      || !nest_region_p (nest, gimple_bb (def)))
    return false;
  tree origin = gimple_assign_rhs1 (def);
  if (!DECL_P (origin) || nest->written->contains (origin))
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
  return symbolic_row_subscript (nest, gimple_assign_rhs2 (def),
				 &acc->sub[0], &acc->row_bytes);
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
}

/* Fill ACC for REF: its base and one affine subscript per dimension.  */

static void
analyse_ref (const struct nest *nest, tree ref, bool write,
	     struct access *acc)
{
  memset (acc, 0, sizeof *acc);
  acc->ref = ref;
  acc->write = write;
  affine_wrap_bits = 0;
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
	return;
      acc->wrap_bits[0] = affine_wrap_bits;
      reduce_wrapped (&acc->sub[0], affine_wrap_bits);
    }
  else
    {
      tree base = get_base_address (t);
      if (!base || !DECL_P (base))
	return;
      acc->base = t;
    }
  if (acc->ndims + nindex > ACCESS_MAX_DIMS)
    return;
  /* ARRAY_REFs nest innermost dimension outermost.  */
  for (unsigned k = 0; k < nindex; k++)
    {
      affine_wrap_bits = 0;
      if (!affine_of (nest, index[nindex - 1 - k], &acc->sub[acc->ndims + k]))
	return;
      acc->wrap_bits[acc->ndims + k] = affine_wrap_bits;
      reduce_wrapped (&acc->sub[acc->ndims + k], affine_wrap_bits);
    }
  acc->ndims += nindex;
  acc->analysed = true;
}

/* Whether OP is a reference to memory (not a register or constant).  */

static bool
memory_ref_p (tree op)
{
  if (!op || TREE_CODE (op) == SSA_NAME || is_gimple_min_invariant (op))
    return false;
  if (DECL_P (op))
    return !is_gimple_reg (op);
  return REFERENCE_CLASS_P (op);
}

/* Whether REF is storage of a variable declared inside the nest: each
   iteration has its own, so it carries no dependence.  */

static bool
private_ref_p (const struct nest *nest, tree ref)
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
      && !private_ref_p ((const struct nest *) data, TREE_OPERAND (*tp, 0)))
    return *tp;
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

/* Collect the memory references of the nest into ACCESSES.  Returns a
   reason when something defeats the analysis (a call that may access
   memory, an address that escapes), else PROVEN.  */

enum unproven
access_collect (const struct nest *nest, vec<struct access> *accesses)
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
	if (memory_ref_p (lhs) && !private_ref_p (nest, lhs))
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
	    if (memory_ref_p (t) && !private_ref_p (nest, t))
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
