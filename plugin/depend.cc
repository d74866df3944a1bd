/* depend.cc -- is the tile order of a block clause legal?

   Why this file exists: tiles that share the outer index run in
   lexicographic order of their inner tile indices.  With one blocked
   inner level directly inside the parallel level that is the original
   iteration order; otherwise it is loop tiling, legal only when the
   levels from 1 to the deepest blocked one are permutable: every
   dependence between iterations of one outer index must have distance
   components of one sign on those levels.  This file decides with a
   conservative test, and where it cannot prove legality it warns and
   drops inner blocking until the order is the original one again; it
   never reorders silently.  It also warns when the test proves that the
   parallel level carries a dependence.

   The function is not in SSA form yet, so GCC's data-dependence analysis
   (which needs SCEV) cannot run here.  The test below reads subscripts
   directly: each must be affine in the induction variables of the nest
   with constant coefficients (i, i + c, c * i + d, sums of those), on a
   declared array or on rows reached through a pointer that the nest does
   not change.  Anything else makes the test give up.  */

#include "nest.h"
#include "cfgexpand.h"  /* gimple_assign_rhs_to_tree */

#define MAX_DIMS 8

/* C + sum of COEF[L] * IV of level L.  */
struct affine
{
  HOST_WIDE_INT coef[ACCBLOCK_MAX_LEVELS];
  HOST_WIDE_INT cst;
};

/* One memory reference of the nest.  */
struct access
{
  tree ref;
  tree base;            /* Object the subscripts index (decl, field or the
			   pointer a row address is computed from).  */
  bool write;
  bool analysed;        /* Subscripts below are exact.  */
  /* Per dimension: 0 when the subscript equals its affine form in 64-bit
     arithmetic, else the least precision of the arithmetic that wraps or
     the conversion that reduces on the way: the two then agree whenever
     the subscript stays below 2^(BITS-1).  */
  unsigned char wrap_bits[MAX_DIMS];
  gimple *stmt;         /* The statement and its operand holding REF.  */
  unsigned opno;
  tree row_bytes;       /* When dimension 0 comes from a row pointer: the
			   bytes between rows, valid in front of the nest;
			   else NULL_TREE.  */
  unsigned ndims;
  struct affine sub[MAX_DIMS];  /* Outermost dimension first.  */
};

/* Distance of a dependence on one level: known, or any value.  */
struct distance
{
  bool any;
  HOST_WIDE_INT value;
};

/* Why permutability is not proven.  */
enum unproven
{
  PROVEN,
  UNPROVEN_CALL,
  UNPROVEN_ASM,
  UNPROVEN_ADDRESS,
  UNPROVEN_SUBSCRIPT,
  UNPROVEN_DEPENDENCE
};

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
  tree index[MAX_DIMS];
  unsigned nindex = 0;
  tree t = ref;
  while (TREE_CODE (t) == ARRAY_REF && nindex < MAX_DIMS)
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
  if (acc->ndims + nindex > MAX_DIMS)
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

static enum unproven
collect_accesses (const struct nest *nest, vec<struct access> *accesses)
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

/* Whether A and B may designate overlapping storage although their bases
   differ; *UNKNOWN is set when that cannot be decided.  */

static bool
different_bases_overlap_p (const struct access *a, const struct access *b)
{
  tree base_a = get_base_address (a->analysed ? a->base : a->ref);
  tree base_b = get_base_address (b->analysed ? b->base : b->ref);
  if (base_a && base_b && DECL_P (base_a) && DECL_P (base_b)
      && TREE_CODE (base_a) != PARM_DECL && TREE_CODE (base_b) != PARM_DECL
      && !POINTER_TYPE_P (TREE_TYPE (base_a))
      && !POINTER_TYPE_P (TREE_TYPE (base_b)))
    return base_a == base_b && refs_may_alias_p (a->ref, b->ref, false);
  return true;
}

/* Solve subscript equality of W and R for the distances R - W per level.
   Returns false when the two references never touch the same element.  */

static bool
solve_distances (const struct nest *nest, const struct access *w,
		 const struct access *r, struct distance *dist, bool *exact)
{
  bool constrained[ACCBLOCK_MAX_LEVELS] = { false };
  *exact = true;
  for (unsigned l = 0; l < nest->depth; l++)
    dist[l].any = true;
  for (unsigned d = 0; d < w->ndims; d++)
    {
      const struct affine *sw = &w->sub[d], *sr = &r->sub[d];
      int level = -1, nonzero = 0;
      bool same = true;
      for (unsigned l = 0; l < nest->depth; l++)
	{
	  if (sw->coef[l] != sr->coef[l])
	    same = false;
	  if (sw->coef[l] || sr->coef[l])
	    level = l, nonzero++;
	}
      if (nonzero == 0)
	{
	  if (sw->cst != sr->cst)
	    return false;
	  continue;
	}
      if (!same || nonzero > 1)
	{
	  /* Coupled or skewed subscripts: the levels involved may take
	     any distance.  */
	  *exact = false;
	  continue;
	}
      HOST_WIDE_INT c = sw->coef[level], diff = sw->cst - sr->cst;
      if (diff % c)
	return false;
      HOST_WIDE_INT value = diff / c;
      if (constrained[level] && !dist[level].any && dist[level].value != value)
	return false;
      constrained[level] = true;
      dist[level].any = false;
      dist[level].value = value;
    }
  return true;
}

/* Whether distances DIST keep tiling of levels 1 .. LAST legal: on those
   levels every dependence must point the same way.  */

static bool
band_permutable_p (const struct distance *dist, unsigned last)
{
  int any = 0;
  bool positive = false, negative = false;
  for (unsigned l = 1; l <= last; l++)
    if (dist[l].any)
      any++;
    else if (dist[l].value > 0)
      positive = true;
    else if (dist[l].value < 0)
      negative = true;
  if (positive && negative)
    return false;
  return any == 0 || (any == 1 && !positive && !negative);
}

/* The variable a pointer PTR of the region was computed from.  */

tree
depend_pointer_origin (tree ptr)
{
  for (int steps = 0; steps < 16 && ptr && TREE_CODE (ptr) == SSA_NAME;
       steps++)
    {
      gimple *def = SSA_NAME_DEF_STMT (ptr);
      if (!def || !is_gimple_assign (def))
	return NULL_TREE;
      ptr = gimple_assign_rhs1 (def);
    }
  return ptr && DECL_P (ptr) ? ptr : NULL_TREE;
}

/* The name of the object ACC accesses, for messages.  */

static tree
access_name (const struct access *acc)
{
  tree base = get_base_address (acc->analysed ? acc->base : acc->ref);
  if (base && TREE_CODE (base) == MEM_REF)
    base = depend_pointer_origin (TREE_OPERAND (base, 0));
  if (base && DECL_P (base) && DECL_NAME (base))
    return DECL_NAME (base);
  return get_identifier ("memory");
}


/* Result of testing the whole nest.  */
struct verdict
{
  enum unproven reason;
  tree culprit;         /* Name of the array concerned, or NULL.  */
  tree carried;         /* Array with a proven level-0 dependence.  */
};

static HOST_WIDE_INT outer_span (const struct nest *);

/* Test one pair of accesses, at least one a write.  SPAN: see
   outer_span.  */

static void
test_pair (const struct nest *nest, const struct access *w,
	   const struct access *r, bool need_band, HOST_WIDE_INT span,
	   struct verdict *v)
{
  if (!w->analysed || !r->analysed || !operand_equal_p (w->base, r->base, 0)
      || w->ndims != r->ndims)
    {
      if (!different_bases_overlap_p (w, r))
	return;
      if (need_band && !v->reason)
	{
	  v->reason = UNPROVEN_SUBSCRIPT;
	  v->culprit = access_name (!w->analysed ? w : r);
	}
      return;
    }
  struct distance dist[ACCBLOCK_MAX_LEVELS];
  bool exact;
  if (!solve_distances (nest, w, r, dist, &exact))
    return;
  bool meet = dist[0].any
	      || (dist[0].value != 0
		  && (span < 0
		      || absu_hwi (dist[0].value) <= (unsigned HOST_WIDE_INT)
						     span));
  if (exact && !v->carried && meet)
    v->carried = access_name (w);
  if (!need_band || v->reason)
    return;
  if (!dist[0].any && dist[0].value != 0)
    return;
  if (!band_permutable_p (dist, nest->nlevels - 1))
    {
      v->reason = UNPROVEN_DEPENDENCE;
      v->culprit = access_name (w);
    }
}

/* Whether the clause keeps the original iteration order inside one
   outer tile: at most one inner level blocked, and that is level 1.  */

static bool
keeps_original_order (const struct nest *nest)
{
  for (unsigned l = 2; l < nest->nlevels; l++)
    if (nest->level[l].block)
      return false;
  return true;
}

/* Drop the blocking of every inner level except level 1: the nearest
   clause whose tile order is the original iteration order.  */

static void
fall_back (struct nest *nest)
{
  unsigned deepest = nest->level[1].block ? 1 : 0;
  for (unsigned l = 2; l < nest->nlevels; l++)
    nest->level[l].block = 0;
  nest->nlevels = deepest + 1;
}

/* Say why the test gave up, as a note at WHERE.  */

static void
explain (location_t where, const struct verdict *v)
{
  switch (v->reason)
    {
    case UNPROVEN_CALL:
      inform (where, "a function called in the nest may access the arrays");
      break;
    case UNPROVEN_ASM:
      inform (where, "the nest contains an %<asm%> statement");
      break;
    case UNPROVEN_ADDRESS:
      inform (where, "the nest takes the address of an array element");
      break;
    case UNPROVEN_SUBSCRIPT:
      inform (where, "the subscripts of %qE are not affine in the induction "
	      "variables with constant coefficients, or %qE may overlap "
	      "another array", v->culprit, v->culprit);
      break;
    case UNPROVEN_DEPENDENCE:
      inform (where, "a dependence on %qE goes against the tile order",
	      v->culprit);
      break;
    default:
      break;
    }
}

/* Check that the tile order NEST's clause implies keeps every dependence;
   drop the blocking of inner levels where it cannot be proven (with a
   warning) and warn when level 0 provably carries a dependence.  Sets
   *PERMUTABLE when the tile order was proven to keep the original
   semantics.  False when NEST has no block clause and level 0 provably
   carries a dependence: the user asked for no tiles, so the nest is left
   alone rather than run in an order that breaks it.  */

bool
depend_check_nest (struct nest *nest, bool *permutable)
{
  bool need_band = !keeps_original_order (nest);
  struct verdict v = { PROVEN, NULL_TREE, NULL_TREE };
  auto_vec<struct access> accesses;
  v.reason = collect_accesses (nest, &accesses);
  HOST_WIDE_INT span = outer_span (nest);
  for (unsigned a = 0; a < accesses.length (); a++)
    for (unsigned b = a; b < accesses.length (); b++)
      if (accesses[a].write || accesses[b].write)
	test_pair (nest, accesses[a].write ? &accesses[a] : &accesses[b],
		   accesses[a].write ? &accesses[b] : &accesses[a], need_band,
		   span, &v);
  location_t where = nest->clause->block_loc;
  if (v.carried && nest->implicit)
    {
      accblock_missed (nest->loc, "loop left alone: loop %qD carries a "
		       "dependence on %qE", nest->level[0].iv, v.carried);
      return false;
    }
  if (v.carried)
    warning_at (where, 0, "the outer blocked loop %qD carries a dependence "
		"on %qE: its tiles may run in any order, in parallel",
		nest->level[0].iv, v.carried);
  /* After a fallback the tile order is the original order again, which
     the ABI's permutable flag also covers.  */
  *permutable = true;
  if (!need_band || !v.reason)
    return true;
  const char *wanted = nest_effective_clause (nest);
  fall_back (nest);
  auto_diagnostic_group d;
  if (warning_at (where, 0, "cannot prove that the inner loops of %s may be "
		  "tiled; using %s, which keeps the original order", wanted,
		  nest_effective_clause (nest)))
    explain (where, &v);
  return true;
}

/* ---- The same analysis for inference ---- */

/* Collect the memory references of NEST into ACCESSES.  False when a
   call, an asm or an escaping address hides some of them.  */

bool
depend_collect_accesses (const struct nest *nest,
			 vec<struct nest_access> *accesses)
{
  STATIC_ASSERT (MAX_DIMS == NEST_ACCESS_MAX_DIMS);
  auto_vec<struct access> found;
  bool complete = collect_accesses (nest, &found) == PROVEN;
  for (unsigned i = 0; i < found.length (); i++)
    {
      const struct access *acc = &found[i];
      struct nest_access out;
      memset (&out, 0, sizeof out);
      out.ref = acc->ref;
      out.base = acc->base;
      out.write = acc->write;
      out.analysed = acc->analysed;
      memcpy (out.wrap_bits, acc->wrap_bits, sizeof out.wrap_bits);
      out.stmt = acc->stmt;
      out.opno = acc->opno;
      out.row_bytes = acc->row_bytes;
      out.ndims = acc->ndims;
      for (unsigned d = 0; d < acc->ndims; d++)
	{
	  memcpy (out.coef[d], acc->sub[d].coef, sizeof out.coef[d]);
	  out.cst[d] = acc->sub[d].cst;
	}
      accesses->safe_push (out);
    }
  return complete;
}

/* Whether tiling levels 1 .. NEST->nlevels - 1 in any combination is
   proven to keep every dependence.  */

bool
depend_inner_levels_permutable (const struct nest *nest)
{
  struct verdict v = { PROVEN, NULL_TREE, NULL_TREE };
  auto_vec<struct access> accesses;
  v.reason = collect_accesses (nest, &accesses);
  HOST_WIDE_INT span = outer_span (nest);
  for (unsigned a = 0; a < accesses.length () && !v.reason; a++)
    for (unsigned b = a; b < accesses.length (); b++)
      if (accesses[a].write || accesses[b].write)
	test_pair (nest, accesses[a].write ? &accesses[a] : &accesses[b],
		   accesses[a].write ? &accesses[b] : &accesses[a], true,
		   span, &v);
  return v.reason == PROVEN;
}

/* ---- Serial code: is the outer loop parallel? ---- */

/* Whether DECL is a parameter of the current function declared as a
   restrict-qualified pointer and never assigned or exposed by address:
   every access through it is then based on it, so storage it modifies
   is reached through no other pointer.  */

static bool
restrict_parm_p (tree decl)
{
  if (!decl || TREE_CODE (decl) != PARM_DECL
      || !POINTER_TYPE_P (TREE_TYPE (decl))
      || !TYPE_RESTRICT (TREE_TYPE (decl)) || TREE_ADDRESSABLE (decl))
    return false;
  basic_block bb;
  FOR_EACH_BB_FN (bb, cfun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      if (gimple_get_lhs (gsi_stmt (gsi)) == decl)
	return false;
  return true;
}

/* The pointer a reference through memory was computed from, or NULL.  */

static tree
access_pointer (const struct access *acc)
{
  tree base = get_base_address (acc->ref);
  if (!base || TREE_CODE (base) != MEM_REF)
    return NULL_TREE;
  return depend_pointer_origin (TREE_OPERAND (base, 0));
}

/* Whether A and B, with different bases, provably touch different
   storage: a declared array is distinct from what a restrict parameter
   points to, and so are the targets of two distinct restrict
   parameters.  */

static bool
restrict_separates_p (const struct access *a, const struct access *b)
{
  tree pa = access_pointer (a), pb = access_pointer (b);
  bool ra = restrict_parm_p (pa), rb = restrict_parm_p (pb);
  if (ra && rb)
    return pa != pb;
  tree other = ra ? get_base_address (b->ref) : get_base_address (a->ref);
  if (!(ra || rb) || !other || !DECL_P (other))
    return false;
  return TREE_CODE (other) != PARM_DECL
	 && !POINTER_TYPE_P (TREE_TYPE (other));
}

/* Whether the subscripts of ACC are its affine forms in the program's
   arithmetic too: a subscript that may wrap (i computed in an unsigned
   char) can make two iterations meet where the affine forms never do.  */

static bool
exact_subscripts_p (const struct access *acc)
{
  for (unsigned d = 0; d < acc->ndims; d++)
    if (acc->wrap_bits[d])
      return false;
  return true;
}

/* Whether W and R see their common base with the same shape: element
   size and row size, so that equal subscripts mean equal bytes.  */

static bool
same_shape_p (const struct access *w, const struct access *r)
{
  tree w_size = TYPE_SIZE_UNIT (TREE_TYPE (w->ref));
  tree r_size = TYPE_SIZE_UNIT (TREE_TYPE (r->ref));
  if (!w_size || !r_size || !operand_equal_p (w_size, r_size, 0))
    return false;
  if (!w->row_bytes || !r->row_bytes)
    return !w->row_bytes && !r->row_bytes;
  return operand_equal_p (w->row_bytes, r->row_bytes, 0);
}

/* The largest difference between two values the induction variable of
   NEST's outer loop takes, when its trip count is a compile-time
   constant; else -1.  */

static HOST_WIDE_INT
outer_span (const struct nest *nest)
{
  const struct nest_level *outer = &nest->level[0];
  unsigned HOST_WIDE_INT trips;
  if (!outer->init || !outer->bound
      || !nest_constant_trips (outer, nest_invariant_expr (nest, outer->init),
			       nest_invariant_expr (nest, outer->bound),
			       &trips)
      || trips == 0 || trips > (unsigned HOST_WIDE_INT) HOST_WIDE_INT_MAX
			       / absu_hwi (outer->step))
    return -1;
  return (HOST_WIDE_INT) (trips - 1) * absu_hwi (outer->step);
}

/* How the pair W (a write) and R relates iterations of level 0, whose
   induction variable spans SPAN (-1: unknown).  */

static enum depend_outer
outer_pair (const struct nest *nest, const struct access *w,
	    const struct access *r, HOST_WIDE_INT span)
{
  bool same_base = w->analysed && r->analysed
		   && operand_equal_p (w->base, r->base, 0);
  if (!same_base)
    {
      if (!different_bases_overlap_p (w, r) || restrict_separates_p (w, r))
	return DEPEND_OUTER_PARALLEL;
      if (w->analysed && r->analysed)
	return DEPEND_OUTER_OVERLAP;
      return DEPEND_OUTER_SUBSCRIPT;
    }
  if (w->ndims != r->ndims || !same_shape_p (w, r)
      || !exact_subscripts_p (w) || !exact_subscripts_p (r))
    return DEPEND_OUTER_SUBSCRIPT;
  struct distance dist[ACCBLOCK_MAX_LEVELS];
  bool exact;
  if (!solve_distances (nest, w, r, dist, &exact))
    return DEPEND_OUTER_PARALLEL;
  /* A distance of 0 on level 0 from one subscript holds for every
     solution, whatever the other subscripts allow.  */
  if (!dist[0].any && dist[0].value == 0)
    return DEPEND_OUTER_PARALLEL;
  /* Two iterations further apart than the loop runs never meet, as in
     y[i] = y[i + 500] for i below 500.  */
  if (!dist[0].any && span >= 0
      && absu_hwi (dist[0].value) > (unsigned HOST_WIDE_INT) span)
    return DEPEND_OUTER_PARALLEL;
  return exact ? DEPEND_OUTER_CARRIED : DEPEND_OUTER_DISTANCE;
}

/* Whether every iteration of NEST's outer loop may run independently of
   the others (see nest.h).  */

enum depend_outer
depend_outer_parallel (const struct nest *nest, tree *culprit, tree *other)
{
  *culprit = *other = NULL_TREE;
  auto_vec<struct access> accesses;
  switch (collect_accesses (nest, &accesses))
    {
    case PROVEN:
      break;
    case UNPROVEN_CALL:
      return DEPEND_OUTER_CALL;
    case UNPROVEN_ASM:
      return DEPEND_OUTER_ASM;
    default:
      return DEPEND_OUTER_ADDRESS;
    }
  /* Volatile accesses must keep their number and order.  */
  for (unsigned a = 0; a < accesses.length (); a++)
    if (TREE_THIS_VOLATILE (accesses[a].ref))
      {
	*culprit = access_name (&accesses[a]);
	return DEPEND_OUTER_VOLATILE;
      }
  HOST_WIDE_INT span = outer_span (nest);
  for (unsigned a = 0; a < accesses.length (); a++)
    for (unsigned b = a; b < accesses.length (); b++)
      {
	const struct access *w = &accesses[a], *r = &accesses[b];
	if (!w->write)
	  std::swap (w, r);
	if (!w->write)
	  continue;
	enum depend_outer verdict = outer_pair (nest, w, r, span);
	if (verdict == DEPEND_OUTER_PARALLEL)
	  continue;
	bool blame_r = !r->analysed && w->analysed;
	*culprit = access_name (blame_r ? r : w);
	*other = access_name (blame_r ? w : r);
	return verdict;
      }
  return DEPEND_OUTER_PARALLEL;
}
