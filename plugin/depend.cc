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
  STRIP_NOPS (op);
  if (TREE_CODE (op) == INTEGER_CST)
    {
      if (!tree_fits_shwi_p (op))
	return false;
      out->cst = tree_to_shwi (op);
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
      if (TREE_CODE (op) == MULT_EXPR
	  && TREE_CODE (TREE_OPERAND (op, 0)) == INTEGER_CST)
	return affine_combine (nest, MULT_EXPR, TREE_OPERAND (op, 1),
			       TREE_OPERAND (op, 0), out);
      return affine_combine (nest, TREE_CODE (op), TREE_OPERAND (op, 0),
			     TREE_OPERAND (op, 1), out);
    case NEGATE_EXPR:
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
  return row_subscript (nest, gimple_assign_rhs2 (def),
			TYPE_SIZE_UNIT (TREE_TYPE (mem)), &acc->sub[0]);
}

/* Fill ACC for REF: its base and one affine subscript per dimension.  */

static void
analyse_ref (const struct nest *nest, tree ref, bool write,
	     struct access *acc)
{
  memset (acc, 0, sizeof *acc);
  acc->ref = ref;
  acc->write = write;
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
    if (!affine_of (nest, index[nindex - 1 - k], &acc->sub[acc->ndims + k]))
      return;
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
	if (is_gimple_call (stmt)
	    && !(gimple_call_flags (stmt) & (ECF_CONST | ECF_PURE))
	    && !gimple_call_builtin_p (stmt, BUILT_IN_NORMAL))
	  return UNPROVEN_CALL;
	if (gimple_code (stmt) == GIMPLE_ASM)
	  return UNPROVEN_ASM;
	struct access acc;
	tree lhs = gimple_get_lhs (stmt);
	if (memory_ref_p (lhs) && !private_ref_p (nest, lhs))
	  {
	    analyse_ref (nest, lhs, true, &acc);
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

static tree
pointer_origin (tree ptr)
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
    base = pointer_origin (TREE_OPERAND (base, 0));
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

/* Test one pair of accesses, at least one a write.  */

static void
test_pair (const struct nest *nest, const struct access *w,
	   const struct access *r, bool need_band, struct verdict *v)
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
  if (exact && !v->carried && (dist[0].any || dist[0].value != 0))
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
  for (unsigned a = 0; a < accesses.length (); a++)
    for (unsigned b = a; b < accesses.length (); b++)
      if (accesses[a].write || accesses[b].write)
	test_pair (nest, accesses[a].write ? &accesses[a] : &accesses[b],
		   accesses[a].write ? &accesses[b] : &accesses[a], need_band,
		   &v);
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
  for (unsigned a = 0; a < accesses.length () && !v.reason; a++)
    for (unsigned b = a; b < accesses.length (); b++)
      if (accesses[a].write || accesses[b].write)
	test_pair (nest, accesses[a].write ? &accesses[a] : &accesses[b],
		   accesses[a].write ? &accesses[b] : &accesses[a], true, &v);
  return v.reason == PROVEN;
}
