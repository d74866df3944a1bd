/* outline-patch.cc -- the descriptor words the runtime reads from the
   capture record.

   Why this file exists: the words of a descriptor that are only known at
   run time are mostly a captured variable plus a constant (a bound
   "n - 1", an array's address, a VLA's row length), and the capture
   record holds that variable at the dispatch.  Each store of such a
   word in front of the call costs GCC work at every dispatch site, so
   the word becomes a patch instead (accblock-abi.h, struct
   accblock_patch): the runtime reads the record.  This file decides,
   word by word, whether the runtime's reading gives exactly the value
   the store would have given, and moves the word from the late stores
   to the patches when it does.  The matcher only needs a list of
   captures and their fields: the run-time test in front of a
   distributed loop (alias-guard.cc) gives it the record it builds for
   its own descriptor.

   A word qualifies when its expression is, after conversions that keep
   the value and constant additions, a variable the nest captures by
   value (CAPTURE_VALUE, copied into the record right before the call,
   which nothing writes before the runtime reads it), the product of two
   such, one divided exactly by a power of two (the sizes of VLA types),
   or the address of an object the nest captures by address.
   Arithmetic narrower than the word must not wrap: only additions and
   products whose overflow is undefined qualify there.  A variable the nest does not capture may stand in between
   (the gimplifier's saved size of a VLA type) when its value cannot
   change: a local that is assigned once, in the function's first
   block, and whose address is never taken; through it, the captured
   variable must be such a one too, or a parameter never assigned.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "outline.h"

/* How far the matcher looks through conversions, additions and
   definitions.  */
#define PATCH_MAX_DEPTH 12

/* What a word's expression reduces to: the capture CAP's field, times
   FACTOR's when there is one, shifted right by SHIFT bits (arithmetic
   when ARITHMETIC), plus ADDEND.  */
struct patch_match
{
  const struct capture *cap;
  const struct capture *factor;
  unsigned shift;
  bool arithmetic;
  unsigned HOST_WIDE_INT addend;
};

/* Whether M is a field alone, with nothing applied to it.  */

static bool
plain_p (const struct patch_match *m)
{
  return !m->factor && !m->shift && !m->addend;
}

/* The precision of TYPE if it is an integer or pointer type of at most
   64 bits, else 0.  */

static unsigned
word_precision (tree type)
{
  if (!INTEGRAL_TYPE_P (type) && !POINTER_TYPE_P (type))
    return 0;
  unsigned prec = TYPE_PRECISION (type);
  return prec <= 64 ? prec : 0;
}

/* Whether TYPE's values are unsigned (pointers are).  */

static bool
unsigned_p (tree type)
{
  return POINTER_TYPE_P (type) || TYPE_UNSIGNED (type);
}

/* The capture of CAPS whose variable is DECL, or NULL.  */

static const struct capture *
capture_of (const vec<capture> &caps, tree decl)
{
  for (const struct capture &c : caps)
    if (c.decl == decl)
      return &c;
  return NULL;
}

/* Whether DECL keeps one value wherever the nest's caller reads it: a
   local or parameter of the function whose address is never taken,
   assigned nowhere (a parameter) or once, in the function's first block,
   which runs once.  */

static bool
stable_decl_p (tree decl, gimple **def)
{
  *def = NULL;
  if ((TREE_CODE (decl) != VAR_DECL && TREE_CODE (decl) != PARM_DECL)
      || TREE_ADDRESSABLE (decl) || TREE_THIS_VOLATILE (decl)
      || is_global_var (decl) || DECL_HAS_VALUE_EXPR_P (decl)
      || DECL_CONTEXT (decl) != current_function_decl)
    return false;
  if (!single_succ_p (ENTRY_BLOCK_PTR_FOR_FN (cfun)))
    return false;
  basic_block first = single_succ (ENTRY_BLOCK_PTR_FOR_FN (cfun));
  if (!single_pred_p (first))
    return false;
  unsigned defs = 0;
  basic_block bb;
  FOR_EACH_BB_FN (bb, cfun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (gimple_code (stmt) == GIMPLE_ASM)
	  return false;
	if (gimple_get_lhs (stmt) != decl)
	  continue;
	defs++;
	if (bb != first || !is_gimple_assign (stmt))
	  return false;
	*def = stmt;
      }
  if (TREE_CODE (decl) == PARM_DECL)
    return defs == 0;
  return defs == 1;
}

static bool match_expr (const vec<capture> &, tree, bool, unsigned,
			struct patch_match *);

/* Match the value DEF gives its left-hand side, which the caller reads
   elsewhere: only stable variables may lie behind it.  */

static bool
match_definition (const vec<capture> &caps, gimple *def, unsigned depth,
		  struct patch_match *m)
{
  if (!def || !is_gimple_assign (def))
    return false;
  tree type = TREE_TYPE (gimple_assign_lhs (def));
  tree rhs;
  switch (get_gimple_rhs_class (gimple_assign_rhs_code (def)))
    {
    case GIMPLE_SINGLE_RHS:
      rhs = gimple_assign_rhs1 (def);
      break;
    case GIMPLE_UNARY_RHS:
      rhs = build1 (gimple_assign_rhs_code (def), type,
		    gimple_assign_rhs1 (def));
      break;
    case GIMPLE_BINARY_RHS:
      rhs = build2 (gimple_assign_rhs_code (def), type,
		    gimple_assign_rhs1 (def), gimple_assign_rhs2 (def));
      break;
    default:
      return false;
    }
  return match_expr (caps, rhs, true, depth, m);
}

/* Match a variable: captured by value (stable when it was reached through
   another variable's definition, CHASED), or a variable the nest does
   not capture whose definition matches.  */

static bool
match_variable (const vec<capture> &caps, tree var, bool chased,
		unsigned depth, struct patch_match *m)
{
  const struct capture *cap = capture_of (caps, var);
  gimple *def = NULL;
  if (cap)
    {
      if (cap->kind != CAPTURE_VALUE || !cap->field
	  || (chased && TREE_CODE (var) != SSA_NAME
	      && !stable_decl_p (var, &def)))
	return false;
      tree field_type = TREE_TYPE (cap->field);
      tree type = TREE_TYPE (var);
      if (word_precision (field_type) != word_precision (type)
	  || unsigned_p (field_type) != unsigned_p (type))
	return false;
      m->cap = cap;
      return true;
    }
  if (TREE_CODE (var) == SSA_NAME)
    return (!SSA_NAME_IS_DEFAULT_DEF (var)
	    && match_definition (caps, SSA_NAME_DEF_STMT (var), depth, m));
  return stable_decl_p (var, &def) && match_definition (caps, def, depth, m);
}

/* Match the exact quotient EXPR of 64-bit precision.  "X * C /[ex] C"
   is X: the element count of a VLA dimension or plane, its byte size
   over its element size, which GCC computes so.  A VLA's size is
   positive wherever it is evaluated (C11 6.7.6.2) and no object's size
   reaches 2^63 bytes, so X * C does not wrap.  "X /[ex] 2^S" is X
   shifted right by S bits, which is exact: X is a multiple of 2^S.  */

static bool
match_exact_quotient (const vec<capture> &caps, tree expr, bool chased,
		      unsigned depth, struct patch_match *m)
{
  tree dividend = TREE_OPERAND (expr, 0);
  tree divisor = TREE_OPERAND (expr, 1);
  if (TREE_CODE (divisor) != INTEGER_CST || tree_int_cst_sgn (divisor) <= 0)
    return false;
  if (TREE_CODE (dividend) == MULT_EXPR
      && TREE_CODE (TREE_OPERAND (dividend, 1)) == INTEGER_CST
      && tree_int_cst_equal (TREE_OPERAND (dividend, 1), divisor))
    return match_expr (caps, TREE_OPERAND (dividend, 0), chased, depth, m);
  int shift = tree_log2 (divisor);
  if (shift < 1 || shift > 63
      || !match_expr (caps, dividend, chased, depth, m) || !plain_p (m))
    return false;
  m->shift = shift;
  m->arithmetic = !unsigned_p (TREE_TYPE (expr));
  return true;
}

/* Match the product EXPR of two variables: exact below 64 bits, where
   its overflow is undefined, else modulo 2^64.  */

static bool
match_product (const vec<capture> &caps, tree expr, bool chased,
	       unsigned depth, struct patch_match *m)
{
  struct patch_match other = { NULL, NULL, 0, false, 0 };
  if (!match_expr (caps, TREE_OPERAND (expr, 0), chased, depth, m)
      || !plain_p (m)
      || !match_expr (caps, TREE_OPERAND (expr, 1), chased, depth, &other)
      || !plain_p (&other))
    return false;
  m->factor = other.cap;
  return true;
}

/* Match EXPR: its value, taken exactly when narrower than 64 bits and
   modulo 2^64 otherwise, is the integer M->cap's field holds, extended,
   plus M->addend.  CHASED: EXPR was reached through a definition.  */

static bool
match_expr (const vec<capture> &caps, tree expr, bool chased, unsigned depth,
	    struct patch_match *m)
{
  if (depth++ > PATCH_MAX_DEPTH)
    return false;
  tree type = TREE_TYPE (expr);
  unsigned prec = word_precision (type);
  if (!prec)
    return false;
  switch (TREE_CODE (expr))
    {
    case SSA_NAME:
    case VAR_DECL:
    case PARM_DECL:
      return match_variable (caps, expr, chased, depth, m);
    case ADDR_EXPR:
      {
	const struct capture *cap = capture_of (caps, TREE_OPERAND (expr, 0));
	if (!cap || cap->kind != CAPTURE_ADDRESS || !cap->field)
	  return false;
	m->cap = cap;
	return true;
      }
    CASE_CONVERT:
      {
	tree inner = TREE_OPERAND (expr, 0);
	tree inner_type = TREE_TYPE (inner);
	unsigned inner_prec = word_precision (inner_type);
	if (!inner_prec || inner_prec > prec)
	  return false;
	/* Below 64 bits the value must survive exactly.  */
	if (prec < 64
	    && (inner_prec == prec
		? unsigned_p (inner_type) != unsigned_p (type)
		: unsigned_p (type) && !unsigned_p (inner_type)))
	  return false;
	return match_expr (caps, inner, chased, depth, m);
      }
    case PLUS_EXPR:
    case MINUS_EXPR:
    case POINTER_PLUS_EXPR:
      {
	tree op0 = TREE_OPERAND (expr, 0);
	tree op1 = TREE_OPERAND (expr, 1);
	if (TREE_CODE (expr) == PLUS_EXPR && TREE_CODE (op0) == INTEGER_CST)
	  std::swap (op0, op1);
	if (TREE_CODE (op1) != INTEGER_CST
	    || (prec < 64 && !TYPE_OVERFLOW_UNDEFINED (type)))
	  return false;
	unsigned HOST_WIDE_INT c = wi::to_wide (op1).to_shwi ();
	if (!match_expr (caps, op0, chased, depth, m))
	  return false;
	m->addend += TREE_CODE (expr) == MINUS_EXPR ? -c : c;
	return true;
      }
    case EXACT_DIV_EXPR:
      return prec == 64 && match_exact_quotient (caps, expr, chased, depth, m);
    case MULT_EXPR:
      return ((prec == 64 || TYPE_OVERFLOW_UNDEFINED (type))
	      && match_product (caps, expr, chased, depth, m));
    default:
      return false;
    }
}

/* The patch kind of a record field of type TYPE, or 0 when the runtime
   cannot read it.  */

static HOST_WIDE_INT
field_kind (tree type)
{
  unsigned prec = word_precision (type);
  if ((prec != 8 && prec != 16 && prec != 32 && prec != 64)
      || !tree_fits_uhwi_p (TYPE_SIZE_UNIT (type))
      || tree_to_uhwi (TYPE_SIZE_UNIT (type)) * BITS_PER_UNIT != prec)
    return 0;
  return prec / BITS_PER_UNIT + (unsigned_p (type) ? 0
				 : ACCBLOCK_PATCH_SIGNED);
}

/* How the runtime reads CAP's field: its byte OFFSET in the record and
   its KIND.  False when it cannot.  */

static bool
field_read (const struct capture *cap, HOST_WIDE_INT *offset,
	    HOST_WIDE_INT *kind)
{
  tree field = cap->field;
  *kind = field_kind (TREE_TYPE (field));
  if (!*kind || DECL_BIT_FIELD (field)
      || !tree_fits_shwi_p (byte_position (field)))
    return false;
  *offset = tree_to_shwi (byte_position (field));
  return true;
}

/* The patch of word INDEX whose value is VALUE, into *P; false when
   VALUE is not a field of CAPS's record plus a constant.  */

static bool
patch_for (const vec<capture> &caps, unsigned index, tree value,
	   struct desc_patch *p)
{
  struct patch_match m = { NULL, NULL, 0, false, 0 };
  if (!match_expr (caps, value, false, 0, &m)
      || !field_read (m.cap, &p->offset, &p->kind))
    return false;
  p->factor_offset = 0;
  p->factor_kind = 0;
  if (m.factor && !field_read (m.factor, &p->factor_offset, &p->factor_kind))
    return false;
  p->word = index;
  p->shift = m.shift + (m.arithmetic ? ACCBLOCK_PATCH_ARITHMETIC : 0);
  p->addend = (HOST_WIDE_INT) m.addend;
  return true;
}

/* Order of patches by word.  */

static int
patch_order (const void *a, const void *b)
{
  unsigned wa = ((const struct desc_patch *) a)->word;
  unsigned wb = ((const struct desc_patch *) b)->word;
  return wa < wb ? -1 : wa > wb;
}

/* See outline.h.  */

bool
patch_value_fields (const vec<capture> &caps, tree value, tree *var,
		    tree *factor)
{
  struct patch_match m = { NULL, NULL, 0, false, 0 };
  if (!match_expr (caps, value, false, 0, &m)
      || !field_kind (TREE_TYPE (m.cap->field))
      || (m.factor && !field_kind (TREE_TYPE (m.factor->field))))
    return false;
  *var = m.cap->decl;
  *factor = m.factor ? m.factor->decl : NULL_TREE;
  return true;
}

/* See outline.h.  */

void
patch_words (const vec<capture> &caps, struct desc_words *w)
{
  /* The words left are kept in their order.  */
  unsigned kept = 0;
  for (unsigned i = 0; i < w->late.length (); i++)
    {
      struct desc_patch p;
      if (patch_for (caps, w->late[i].first, w->late[i].second, &p))
	w->patches.safe_push (p);
      else
	w->late[kept++] = w->late[i];
    }
  w->late.truncate (kept);
  w->patches.qsort (patch_order);
}

/* See outline.h.  */

void
outline_patch_words (const struct outline *ol, struct desc_words *w)
{
  if (ol->record_type)
    patch_words (ol->captures, w);
}
