/* privatize.cc -- the copies that the data-sharing clauses (private,
   firstprivate, reduction) and OpenACC's implicit attributes make.

   Why this file exists: a private, firstprivate or reduction clause
   gives each gang (or iteration) its own copy of a variable, wherever
   the variable lives: a global, a static, an address-taken local, a
   parameter, an array or a section of one.  The outline pass only
   privatizes register scalars, from their data flow; a clause on any
   other variable would be ignored and the tiles would race on the
   shared original.  directive-scan.cc hands each construct's statement
   here, and the clauses are carried out as OpenACC defines them, by
   renaming:

     private(v)        each iteration of the loop (each execution of the
                       region, and each gang: each iteration of its
                       outermost loops) declares its own v, uninitialized;
     firstprivate(v)   the same, initialized from the original v;
     reduction(op:v)   the construct works on a local copy initialized
                       from v, whose final value is stored back to v.

   The copies are ordinary local variables, which the outline pass then
   handles exactly as if the user had written them: per-tile locals,
   integer reductions combined in parallel, declared floating-point
   reductions combined in tile order, other carried values in order.
   Scalars a parallel or serial region writes without a clause get
   OpenACC's implicit firstprivate the same way.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "directive-tree.h"

/* The copies made for reduction clauses, by DECL_UID (unique in the
   compilation, unlike an address GC may reuse), with their operator.  */
static hash_map<int_hash<unsigned, UINT_MAX>, int> *declared_reductions;

bool
accblock_declared_reduction_p (const_tree decl, enum tree_code *op)
{
  if (declared_reductions == NULL || !DECL_P (decl))
    return false;
  int *found = declared_reductions->get (DECL_UID (decl));
  if (found && op)
    *op = (enum tree_code) *found;
  return found != NULL;
}

static void
note_declared_reduction (tree copy, enum tree_code op)
{
  if (declared_reductions == NULL)
    declared_reductions = new hash_map<int_hash<unsigned, UINT_MAX>, int>;
  declared_reductions->put (DECL_UID (copy), (int) op);
}

/* The copy a clause makes of its variable: the locals that hold it
   (chained), the statements that set it up (and fill it from the
   original), those that store it back (a reduction), and the local the
   construct's statement refers to instead of the variable.  */
struct copy_plan
{
  tree vars;
  tree init;
  tree fini;
  tree stand_in;
};

/* The copy of V's section v[lo:len] of a pointer V: a variable-length
   array of LEN elements and a pointer that stands for V, so that
   v[lo + i] is the array's element i.  */

static struct copy_plan
plan_section_copy (const struct accblock_var_clause *v, bool fill, bool store)
{
  location_t loc = v->loc;
  tree ptr_type = TREE_TYPE (v->decl);
  tree elem = TREE_TYPE (ptr_type);
  tree len = build_decl (loc, VAR_DECL, NULL_TREE, long_integer_type_node);
  tree domain = build_index_type (fold_build2 (MINUS_EXPR, sizetype,
					       fold_convert (sizetype, len),
					       size_one_node));
  tree buf = build_decl (loc, VAR_DECL, NULL_TREE,
			 build_array_type (elem, domain));
  tree stand_in = build_decl (loc, VAR_DECL, DECL_NAME (v->decl), ptr_type);
  for (tree d : { len, buf, stand_in })
    {
      DECL_CONTEXT (d) = current_function_decl;
      TREE_USED (d) = 1;
    }
  DECL_ARTIFICIAL (len) = DECL_ARTIFICIAL (buf) = 1;
  TREE_ADDRESSABLE (buf) = 1;
  DECL_CHAIN (len) = buf;
  DECL_CHAIN (buf) = stand_in;
  tree first = fold_convert (ptr_type, build_fold_addr_expr (buf));
  tree skip = elements_bytes (v->section_lo, elem);
  tree bytes = elements_bytes (len, elem);
  tree original = fold_build_pointer_plus (v->decl, skip);
  struct copy_plan plan;
  plan.vars = len;
  plan.stand_in = stand_in;
  plan.init = stmt_list_of (assignment_stmt (loc, len, v->section_len),
			      build1 (DECL_EXPR, void_type_node, buf),
			      assignment_stmt (loc, stand_in,
					  fold_build2 (POINTER_PLUS_EXPR,
						       ptr_type, first,
						       fold_build1 (NEGATE_EXPR,
								    sizetype,
								    skip))),
			      fill ? memcpy_call (first, original, bytes)
			      : void_node, NULL_TREE);
  plan.fini = store ? memcpy_call (original, first, bytes) : void_node;
  return plan;
}

static struct copy_plan
plan_copy (const struct accblock_var_clause *v, bool fill, bool store)
{
  if (v->section && POINTER_TYPE_P (TREE_TYPE (v->decl)))
    return plan_section_copy (v, fill, store);
  tree copy = local_copy (v->decl, v->loc);
  struct copy_plan plan;
  plan.vars = copy;
  plan.stand_in = copy;
  plan.init = fill ? assignment_stmt (v->loc, copy, v->decl) : void_node;
  plan.fini = store ? assignment_stmt (v->loc, v->decl, copy) : void_node;
  return plan;
}

static void
privatize_iterations (tree for_, tree outer,
		      const struct accblock_var_clause *v)
{
  struct copy_plan plan
    = plan_copy (v, v->kind == ACCBLOCK_VAR_FIRSTPRIVATE, false);
  tree body = FOR_BODY (for_);
  rename_decl (&body, v->decl, plan.stand_in);
  tree bind = scope_declaring (plan.vars, stmt_list_of (plan.init, body, NULL_TREE));
  BIND_EXPR_BLOCK (bind) = block_declaring (outer, plan.vars);
  FOR_BODY (for_) = bind;
}

/* The construct *STMTP works on a copy of V's variable.  OUTER, when
   known, is the scope *STMTP lies in: the copy's scope then enters the
   function's tree of scopes under it, so that a nest around the
   construct sees the copy declared in its body (one per iteration) and
   not as a variable its iterations share.  */

static void
privatize_construct (tree *stmtp, const struct accblock_var_clause *v,
		     tree outer)
{
  bool reduction = v->kind == ACCBLOCK_VAR_REDUCTION;
  struct copy_plan plan
    = plan_copy (v, v->kind != ACCBLOCK_VAR_PRIVATE, reduction);
  if (reduction)
    note_declared_reduction (plan.stand_in, v->op);
  rename_decl (stmtp, v->decl, plan.stand_in);
  *stmtp = scope_declaring (plan.vars, stmt_list_of (plan.init, *stmtp, plan.fini,
					     NULL_TREE));
  if (outer)
    BIND_EXPR_BLOCK (*stmtp) = block_declaring (outer, plan.vars);
}

static tree
copied_element_type (const struct accblock_var_clause *v)
{
  tree type = TREE_TYPE (v->decl);
  if (v->section && POINTER_TYPE_P (type))
    return TREE_TYPE (type);
  while (TREE_CODE (type) == ARRAY_TYPE)
    type = TREE_TYPE (type);
  return type;
}

static bool
section_copyable_p (const struct accblock_var_clause *v)
{
  tree type = TREE_TYPE (v->decl);
  if (TREE_CODE (type) == ARRAY_TYPE)
    return true;	/* The whole array is copied.  */
  if (!POINTER_TYPE_P (type) || !constant_size_p (TREE_TYPE (type)))
    {
      error_at (v->loc, "%qD is neither an array nor a pointer to complete "
		"elements; it has no section to copy", v->decl);
      return false;
    }
  if (v->section_len == NULL_TREE)
    {
      error_at (v->loc, "the section of pointer %qD needs a length, as in "
		"%<%E[0:n]%>", v->decl, DECL_NAME (v->decl));
      return false;
    }
  return true;
}

static bool
sharable_p (const struct accblock_var_clause *v)
{
  tree type = TREE_TYPE (v->decl);
  if (v->section ? !section_copyable_p (v) : !constant_size_p (type))
    {
      if (!v->section)
	error_at (v->loc, "%qD has a variable size; %s copies of it are "
		  "not supported", v->decl,
		  v->kind == ACCBLOCK_VAR_REDUCTION ? "reduction" : "private");
      return false;
    }
  tree elem = copied_element_type (v);
  if (v->kind == ACCBLOCK_VAR_REDUCTION
      && !(INTEGRAL_TYPE_P (elem) || SCALAR_FLOAT_TYPE_P (elem)
	   || TREE_CODE (elem) == COMPLEX_TYPE))
    {
      error_at (v->loc, "reduction variable %qD must have an arithmetic "
		"type", v->decl);
      return false;
    }
  if (v->kind == ACCBLOCK_VAR_REDUCTION
      && (v->op == MAX_EXPR || v->op == MIN_EXPR)
      && TREE_CODE (elem) == COMPLEX_TYPE)
    {
      error_at (v->loc, "%<max%> and %<min%> reductions need a real type, "
		"not the complex %qD", v->decl);
      return false;
    }
  if (TYPE_READONLY (elem) && v->kind != ACCBLOCK_VAR_FIRSTPRIVATE)
    {
      error_at (v->loc, "%qD is %<const%>", v->decl);
      return false;
    }
  return true;
}

bool
reduces_elements_p (const struct accblock_var_clause *v)
{
  return (v->kind == ACCBLOCK_VAR_REDUCTION
	  && (v->section || TREE_CODE (TREE_TYPE (v->decl)) == ARRAY_TYPE));
}

static void
privatize_gangs (const vec<tree> *gang_loops,
		 const struct accblock_var_clause *v)
{
  if (gang_loops == NULL || v->kind == ACCBLOCK_VAR_REDUCTION)
    return;
  const struct accblock_var_clause &per_gang = *v;
  for (unsigned i = 0; i + 1 < gang_loops->length (); i += 2)
    {
      tree for_ = (*gang_loops)[i];
      if (tree_mentions_p (&FOR_BODY (for_), v->decl))
	privatize_iterations (for_, (*gang_loops)[i + 1], &per_gang);
    }
}

void
privatize (const struct accblock_clause *c, tree *stmtp, tree stmt_block,
	   tree for_, tree block, const vec<tree> *gang_loops)
{
  for (unsigned i = 0; i < c->vars.length (); i++)
    {
      const struct accblock_var_clause *v = &c->vars[i];
      if (!sharable_p (v))
	continue;
      if (v->kind != ACCBLOCK_VAR_REDUCTION && for_ != NULL_TREE)
	privatize_iterations (for_, block, v);
      else
	{
	  privatize_gangs (gang_loops, v);
	  privatize_construct (stmtp, v, stmt_block);
	}
    }
}

/* ---- Implicit data attributes ---- */

/* What a region's statement declares and writes.  */
struct region_uses
{
  hash_set<tree> declared;
  hash_set<tree> written;
  auto_vec<tree> order;		/* WRITTEN in the order first met.  */
};

static void
note_written (struct region_uses *uses, tree ref)
{
  tree base = get_base_address (ref);
  if (base && (VAR_P (base) || TREE_CODE (base) == PARM_DECL)
      && !uses->written.add (base))
    uses->order.safe_push (base);
}

static tree
note_uses_r (tree *tp, int *walk_subtrees, void *data)
{
  struct region_uses *uses = (struct region_uses *) data;
  switch (TREE_CODE (*tp))
    {
    case BIND_EXPR:
      for (tree v = BIND_EXPR_VARS (*tp); v; v = DECL_CHAIN (v))
	uses->declared.add (v);
      break;
    case DECL_EXPR:
      uses->declared.add (DECL_EXPR_DECL (*tp));
      break;
    case MODIFY_EXPR:
    case INIT_EXPR:
    case PREINCREMENT_EXPR:
    case PREDECREMENT_EXPR:
    case POSTINCREMENT_EXPR:
    case POSTDECREMENT_EXPR:
    case ADDR_EXPR:
      note_written (uses, TREE_OPERAND (*tp, 0));
      break;
    default:
      if (TYPE_P (*tp))
	*walk_subtrees = 0;
      break;
    }
  return NULL_TREE;
}

static bool
named_in_clauses_p (const struct accblock_clause *c, tree decl)
{
  for (unsigned i = 0; i < c->vars.length (); i++)
    if (c->vars[i].decl == decl)
      return true;
  for (unsigned i = 0; i < c->data_vars.length (); i++)
    if (c->data_vars[i] == decl)
      return true;
  return false;
}

static bool
implicitly_firstprivate_p (const struct accblock_clause *c,
			   const struct implicit_exclusions *ex,
			   struct region_uses *uses, tree decl)
{
  tree type = TREE_TYPE (decl);
  return (!AGGREGATE_TYPE_P (type) && TREE_CODE (type) != VECTOR_TYPE
	  && !TYPE_READONLY (type) && !TREE_THIS_VOLATILE (decl)
	  && !(VAR_P (decl) && DECL_HARD_REGISTER (decl))
	  && !uses->declared.contains (decl)
	  && !named_in_clauses_p (c, decl)
	  && !(ex->mapped && ex->mapped->contains (decl))
	  && !(ex->loop_reductions && ex->loop_reductions->contains (decl)));
}

void
apply_implicit_attributes (const struct accblock_clause *c, tree *stmtp,
			   const struct implicit_exclusions *ex)
{
  if (!construct_is (c, ACCBLOCK_CONSTRUCT_PARALLEL)
      && !construct_is (c, ACCBLOCK_CONSTRUCT_SERIAL))
    return;
  struct region_uses uses;
  walk_tree (stmtp, note_uses_r, &uses, NULL);
  for (unsigned i = 0; i < uses.order.length (); i++)
    if (implicitly_firstprivate_p (c, ex, &uses, uses.order[i]))
      {
	bool iv = ex->loop_ivs && ex->loop_ivs->contains (uses.order[i]);
	struct accblock_var_clause v
	  = { iv ? ACCBLOCK_VAR_PRIVATE : ACCBLOCK_VAR_FIRSTPRIVATE,
	      uses.order[i], ERROR_MARK, c->pragma_loc };
	accblock_remark (c->pragma_loc, iv
			 ? "%qD, the induction variable of a loop, is "
			   "private to the compute construct: the copy of the "
			   "host keeps its value"
			 : "%qD is firstprivate in the compute construct "
			   "(the default of OpenACC for a scalar in no data "
			   "clause): the copy of the host keeps its value",
			 uses.order[i]);
	privatize_construct (stmtp, &v, NULL_TREE);
      }
}
