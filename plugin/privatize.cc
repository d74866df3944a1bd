/* privatize.cc -- the data-sharing clauses (private, firstprivate,
   reduction) and the kind of the enclosing compute construct, carried
   out on the function's tree before it is genericized.

   Why this file exists: a private, firstprivate or reduction clause
   gives each gang (or iteration) its own copy of a variable, wherever
   the variable lives: a global, a static, an address-taken local or a
   parameter.  The outline pass only privatizes register scalars, from
   their data flow; a clause on any other variable would be ignored and
   the tiles would race on the shared original.  Here, while the
   function is still a tree of statements (PLUGIN_PRE_GENERICIZE), the
   statement after each directive's marker is the loop or the region
   the directive governs, so the clauses can be carried out as OpenACC
   defines them, by renaming:

     private(v)        each iteration of the loop (each execution of the
                       region) declares its own v, uninitialized;
     firstprivate(v)   the same, initialized from the original v;
     reduction(op:v)   the construct works on a local copy initialized
                       from v, whose final value is stored back to v.

   The copies are ordinary local variables, which the outline pass then
   handles exactly as if the user had written them: per-tile locals,
   integer reductions combined in parallel, other carried values in
   order.  The same walk knows which compute construct (parallel,
   kernels, serial) encloses each loop directive: loops of a serial
   construct run in order, and those of kernels without "independent"
   (and those with "auto") run in parallel only where the dependence
   test proves it.  A tile clause becomes block items here too, as only
   the tree shows which loops it names.  The markers of compute
   constructs without loop end here; loop markers stay for the outline
   pass, directly in front of their loop.  */

#include "accblock-plugin.h"

/* What the walk knows about the statements it is in.  */
struct scan_context
{
  const struct accblock_clause *region;  /* Innermost compute construct,
					    or NULL.  */
  tree block;				 /* Innermost lexical BLOCK.  */
  struct accblock_clause *loop;		 /* Innermost loop directive, or
					    NULL.  */
  const struct scan_context *outer;	 /* The context LOOP stands in.  */
  hash_set<tree> *mapped;		 /* Variables in data clauses of
					    the data constructs around, or
					    NULL.  */
  hash_set<tree> *loop_reductions;	 /* Where the loops of REGION note
					    their reduction variables...  */
  hash_set<tree> *loop_ivs;		 /* ... and their induction
					    variables.  */
  vec<tree> *gang_loops;		 /* Where the outermost loops of
					    REGION note their for
					    statements and blocks.  */
};

static tree scan_r (tree *, int *, void *);

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

/* ---- Markers in the tree ---- */

/* The id of the marker call STMT, or -1 when it is none.  */

static int
tree_marker_id (tree stmt)
{
  if (TREE_CODE (stmt) != CALL_EXPR || call_expr_nargs (stmt) != 1)
    return -1;
  tree fn = get_callee_fndecl (stmt);
  if (fn == NULL_TREE || DECL_NAME (fn) == NULL_TREE
      || strcmp (IDENTIFIER_POINTER (DECL_NAME (fn)), "__accblock_mark") != 0)
    return -1;
  tree arg = CALL_EXPR_ARG (stmt, 0);
  return tree_fits_shwi_p (arg) ? (int) tree_to_shwi (arg) : -1;
}

/* ---- Renaming ---- */

struct rename_map
{
  tree from, to;
};

static tree
rename_r (tree *tp, int *walk_subtrees, void *data)
{
  const struct rename_map *map = (const struct rename_map *) data;
  if (*tp == map->from)
    *tp = map->to;
  else if (TREE_CODE (*tp) == ADDR_EXPR
	   && get_base_address (TREE_OPERAND (*tp, 0)) == map->from)
    /* The copy's address is taken where the original's was.  */
    TREE_ADDRESSABLE (map->to) = 1;
  else if (TYPE_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

/* Replace every use of FROM in *TP by TO.  */

static void
rename_decl (tree *tp, tree from, tree to)
{
  struct rename_map map = { from, to };
  walk_tree (tp, rename_r, &map, NULL);
}

/* A new local variable of the current function standing for DECL, with
   its name and type, so that messages about it read as about DECL.  */

static tree
local_copy (tree decl, location_t loc)
{
  tree copy = build_decl (loc, VAR_DECL, DECL_NAME (decl),
			  TYPE_MAIN_VARIANT (TREE_TYPE (decl)));
  if (TYPE_QUALS (TREE_TYPE (decl)) & TYPE_QUAL_VOLATILE)
    TREE_TYPE (copy) = TREE_TYPE (decl);
  DECL_CONTEXT (copy) = current_function_decl;
  /* Addressable only if the construct takes its address (rename_r):
     the original's address may be taken elsewhere.  */
  TREE_ADDRESSABLE (copy) = 0;
  TREE_USED (copy) = 1;
  DECL_ARTIFICIAL (copy) = 0;
  return copy;
}

/* The statement list { FIRST; SECOND; ... } of the non-null trees
   given, NULL_TREE-terminated.  */

static tree
statement_list (tree first, ...)
{
  tree list = alloc_stmt_list ();
  va_list ap;
  va_start (ap, first);
  for (tree t = first; t != NULL_TREE; t = va_arg (ap, tree))
    if (t != void_node)
      append_to_statement_list_force (t, &list);
  va_end (ap);
  return list;
}

/* A scope declaring VAR around BODY.  */

static tree
scope (tree var, tree body)
{
  tree bind = build3 (BIND_EXPR, void_type_node, var, body, NULL_TREE);
  TREE_SIDE_EFFECTS (bind) = 1;
  return bind;
}

/* The statement TO = FROM.  It reads FROM on the program's behalf (a
   reduction starts from the original value even where the program
   never set it), so it is not the place for -Wuninitialized.  */

static tree
assignment (location_t loc, tree to, tree from)
{
  tree set = build2_loc (loc, MODIFY_EXPR, TREE_TYPE (to), to, from);
  TREE_SIDE_EFFECTS (set) = 1;
  suppress_warning (set, OPT_Wuninitialized);
  suppress_warning (set, OPT_Wmaybe_uninitialized);
  return set;
}

/* ---- Loops in the tree ---- */

/* The for statement STMT is or begins with (after the declarations of
   its induction variables), or NULL_TREE.  *BLOCK, when BLOCK is not
   NULL, becomes the innermost lexical block around it.  */

static tree
leading_for (tree stmt, tree *block = NULL)
{
  while (stmt != NULL_TREE)
    switch (TREE_CODE (stmt))
      {
      case FOR_STMT:
	return stmt;
      case BIND_EXPR:
	if (block && BIND_EXPR_BLOCK (stmt))
	  *block = BIND_EXPR_BLOCK (stmt);
	stmt = BIND_EXPR_BODY (stmt);
	break;
      case STATEMENT_LIST:
	{
	  /* Past the declarations and the init expression.  */
	  tree found = NULL_TREE;
	  for (tree_stmt_iterator i = tsi_start (stmt); !tsi_end_p (i);
	       tsi_next (&i))
	    if (TREE_CODE (tsi_stmt (i)) == FOR_STMT
		|| TREE_CODE (tsi_stmt (i)) == BIND_EXPR
		|| TREE_CODE (tsi_stmt (i)) == STATEMENT_LIST)
	      {
		found = tsi_stmt (i);
		break;
	      }
	  stmt = found;
	  break;
	}
      default:
	return NULL_TREE;
      }
  return NULL_TREE;
}

/* The variable the increment expression EXPR of a for statement
   steps (i++, --i, i += s, i = i + s, ...), or NULL_TREE.  */

static tree
stepped_variable (tree expr)
{
  while (expr && TREE_CODE (expr) == COMPOUND_EXPR)
    expr = TREE_OPERAND (expr, 0);
  if (expr == NULL_TREE)
    return NULL_TREE;
  switch (TREE_CODE (expr))
    {
    case PREINCREMENT_EXPR:
    case PREDECREMENT_EXPR:
    case POSTINCREMENT_EXPR:
    case POSTDECREMENT_EXPR:
    case MODIFY_EXPR:
      {
	tree target = TREE_OPERAND (expr, 0);
	return DECL_P (target) ? target : NULL_TREE;
      }
    default:
      return NULL_TREE;
    }
}

/* The induction variable of the for statement FOR_: the variable its
   increment steps, else one compared in its condition (conversions
   stripped), or NULL_TREE.  */

static tree
for_iv (tree for_)
{
  if (tree stepped = stepped_variable (FOR_EXPR (for_)))
    if (INTEGRAL_TYPE_P (TREE_TYPE (stepped)))
      return stepped;
  tree cond = FOR_COND (for_);
  if (cond == NULL_TREE || !COMPARISON_CLASS_P (cond))
    return NULL_TREE;
  for (int k = 0; k < 2; k++)
    {
      tree op = TREE_OPERAND (cond, k);
      while (CONVERT_EXPR_P (op))
	op = TREE_OPERAND (op, 0);
      if (DECL_P (op) && INTEGRAL_TYPE_P (TREE_TYPE (op)))
	return op;
    }
  return NULL_TREE;
}

/* ---- The block clause ---- */

static unsigned nested_for_count (tree);

static tree
note_decl_r (tree *tp, int *walk_subtrees, void *data)
{
  if (DECL_P (*tp) && DECL_NAME (*tp))
    ((hash_set<tree> *) data)->add (DECL_NAME (*tp));
  else if (TYPE_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

/* Record in DATA, a hash_set of names, the names of the variables the
   condition or increment of each for statement under *TP mentions.  */

static tree
note_loop_names_r (tree *tp, int *walk_subtrees, void *data)
{
  if (TREE_CODE (*tp) == FOR_STMT)
    {
      walk_tree (&FOR_COND (*tp), note_decl_r, data, NULL);
      walk_tree (&FOR_EXPR (*tp), note_decl_r, data, NULL);
    }
  else if (TYPE_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

/* Each index of C's block clause must be a loop's induction variable.
   Checked here on the tree, so that a pragma in code that is never
   reached (after a return, under "if (0)") gets its error too: the
   outline pass never sees such code.  The finer checks of the nest
   stay there.  */

static void
check_block_indices (struct accblock_clause *c, tree stmt)
{
  /* Where the loops are not a tight for nest as deep as the clause,
     the outline pass has the more precise message.  */
  if (!c->has_block || c->nitems == 0 || nested_for_count (stmt) < c->nitems)
    return;
  hash_set<tree> names;
  walk_tree (&stmt, note_loop_names_r, &names, NULL);
  for (unsigned l = 0; l < c->nitems; l++)
    if (!names.contains (c->item[l].index))
      {
	error_at (c->item[l].index_loc, "%qE is not an induction variable "
		  "of the loop nest", c->item[l].index);
	c->refused = true;
      }
}

/* ---- The tile clause ---- */

/* Give C, whose tile clause names the NTILE tightly nested loops from
   STMT on, the block items "outer:size, ..., inner:size" (tile's sizes
   come innermost first).  A "*" size leaves the choice to the
   inference.  */

static void
tile_to_block (struct accblock_clause *c, tree stmt)
{
  tree ivs[ACCBLOCK_MAX_LEVELS];
  unsigned n = 0;
  for (tree f = leading_for (stmt); f && n < c->ntile;
       f = leading_for (FOR_BODY (f)))
    {
      ivs[n] = for_iv (f);
      if (ivs[n] == NULL_TREE || DECL_NAME (ivs[n]) == NULL_TREE)
	break;
      n++;
    }
  if (n < c->ntile)
    {
      error_at (c->tile_loc, "%<tile%> clause with %u sizes needs %u tightly "
		"nested %<for%> loops with an induction variable compared in "
		"the condition; found %u", c->ntile, c->ntile, n);
      return;
    }
  bool any_star = false;
  for (unsigned l = 0; l < n; l++)
    {
      struct accblock_block_item *item = &c->item[l];
      item->index = DECL_NAME (ivs[l]);
      item->index_loc = c->tile_loc;
      item->size = c->tile_size[n - 1 - l];
      item->size_loc = c->tile_loc;
      any_star |= item->size == 0;
    }
  c->nitems = n;
  c->has_block = !any_star;
  c->block_loc = c->tile_loc;
  /* tile(*): the sizes are the inference's, as for a loop without
     clause; under -fopenacc-block alone the loop is dispatched as is.  */
  if (any_star)
    c->nitems = 0;
}

/* ---- The clauses ---- */

/* A new lexical block inside OUTER, declaring VAR.  The outline pass
   learns from the blocks which variables belong to the iterations of
   a nest (nest_declared_inside_p).  */

static tree
inner_block (tree outer, tree var)
{
  tree block = make_node (BLOCK);
  BLOCK_VARS (block) = var;
  BLOCK_SUPERCONTEXT (block) = outer;
  BLOCK_CHAIN (block) = BLOCK_SUBBLOCKS (outer);
  BLOCK_SUBBLOCKS (outer) = block;
  TREE_USED (block) = 1;
  return block;
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

/* The bytes of COUNT elements of type ELEM, as a size.  */

static tree
elements_bytes (tree count, tree elem)
{
  return fold_build2 (MULT_EXPR, sizetype, fold_convert (sizetype, count),
		      TYPE_SIZE_UNIT (elem));
}

/* A call to memcpy (TO, FROM, BYTES).  */

static tree
copy_bytes (tree to, tree from, tree bytes)
{
  return build_call_expr (builtin_decl_explicit (BUILT_IN_MEMCPY), 3, to,
			  from, bytes);
}

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
  plan.init = statement_list (assignment (loc, len, v->section_len),
			      build1 (DECL_EXPR, void_type_node, buf),
			      assignment (loc, stand_in,
					  fold_build2 (POINTER_PLUS_EXPR,
						       ptr_type, first,
						       fold_build1 (NEGATE_EXPR,
								    sizetype,
								    skip))),
			      fill ? copy_bytes (first, original, bytes)
			      : void_node, NULL_TREE);
  plan.fini = store ? copy_bytes (original, first, bytes) : void_node;
  return plan;
}

/* The copy of clause V's variable: FILL it from the original, STORE it
   back at the end.  */

static struct copy_plan
plan_copy (const struct accblock_var_clause *v, bool fill, bool store)
{
  if (v->section && POINTER_TYPE_P (TREE_TYPE (v->decl)))
    return plan_section_copy (v, fill, store);
  tree copy = local_copy (v->decl, v->loc);
  struct copy_plan plan;
  plan.vars = copy;
  plan.stand_in = copy;
  plan.init = fill ? assignment (v->loc, copy, v->decl) : void_node;
  plan.fini = store ? assignment (v->loc, v->decl, copy) : void_node;
  return plan;
}

/* Carry out private(V) or firstprivate(V) in each iteration of the
   for statement FOR_, which stands in lexical block OUTER: its body
   declares the copy, in a block of its own.  */

static void
privatize_iterations (tree for_, tree outer,
		      const struct accblock_var_clause *v)
{
  struct copy_plan plan
    = plan_copy (v, v->kind == ACCBLOCK_VAR_FIRSTPRIVATE, false);
  tree body = FOR_BODY (for_);
  rename_decl (&body, v->decl, plan.stand_in);
  tree bind = scope (plan.vars, statement_list (plan.init, body, NULL_TREE));
  BIND_EXPR_BLOCK (bind) = inner_block (outer, plan.vars);
  FOR_BODY (for_) = bind;
}

/* Carry out clause V on the construct statement *STMTP as a whole: a
   scope with the copy around it, and for a reduction the store of the
   copy's final value.  */

static void
privatize_construct (tree *stmtp, const struct accblock_var_clause *v)
{
  bool reduction = v->kind == ACCBLOCK_VAR_REDUCTION;
  struct copy_plan plan
    = plan_copy (v, v->kind != ACCBLOCK_VAR_PRIVATE, reduction);
  if (reduction)
    note_declared_reduction (plan.stand_in, v->op);
  rename_decl (stmtp, v->decl, plan.stand_in);
  *stmtp = scope (plan.vars, statement_list (plan.init, *stmtp, plan.fini,
					     NULL_TREE));
}

/* Whether clause V can be carried out; an error naming the variable
   when not.  */

/* The type of the elements clause V copies: the variable's own type,
   the element type of an array, or what a pointer with a section
   points to.  */

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
constant_size_p (tree type)
{
  return (COMPLETE_TYPE_P (type) && TYPE_SIZE_UNIT (type)
	  && TREE_CODE (TYPE_SIZE_UNIT (type)) == INTEGER_CST);
}

/* Whether the section of clause V can be copied; an error when not.  */

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

/* Whether clause V can be carried out; an error naming the variable
   when not.  */

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

/* Whether clause V reduces more than a scalar: an array, or a section.
   The loop's iterations then all update the one copy, so its tiles
   must run in order (the copy is not a scalar the runtime combines).  */

static bool
reduces_elements_p (const struct accblock_var_clause *v)
{
  return (v->kind == ACCBLOCK_VAR_REDUCTION
	  && (v->section || TREE_CODE (TREE_TYPE (v->decl)) == ARRAY_TYPE));
}

static tree
mentions_r (tree *tp, int *walk_subtrees, void *data)
{
  if (*tp == (tree) data)
    return *tp;
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

/* A compute construct's private copy of V belongs to each gang, and the
   gangs of accblock are the tiles of its loops.  So each iteration of
   the outermost loop directives in the region (GANG_LOOPS: pairs of for
   statement and lexical block) that uses V gets its own copy, which
   starts from the region's (the region renames V after this): the
   tiles then never share it.  A private copy starts uninitialized, as
   the region's does; a firstprivate one from the region's.  */

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
      if (walk_tree (&FOR_BODY (for_), mentions_r, v->decl, NULL))
	privatize_iterations (for_, (*gang_loops)[i + 1], &per_gang);
    }
}

/* Carry out the data-sharing clauses of C on *STMTP, the statement of
   its construct; FOR_ is the loop of a loop directive, else NULL_TREE,
   and BLOCK the lexical block it stands in.  */

static void
privatize (const struct accblock_clause *c, tree *stmtp, tree for_,
	   tree block, const vec<tree> *gang_loops)
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
	  privatize_construct (stmtp, v);
	}
    }
}

/* ---- Compute constructs ---- */

static bool
construct_is (const struct accblock_clause *c, enum accblock_construct k)
{
  return c != NULL && c->construct == k;
}

/* Fill in what loop directive C gets from REGION, the compute construct
   around it (NULL for a combined or orphaned directive).  */

static void
apply_region (struct accblock_clause *c, const struct accblock_clause *region)
{
  c->in_order = construct_is (c, ACCBLOCK_CONSTRUCT_SERIAL_LOOP)
		|| (construct_is (c, ACCBLOCK_CONSTRUCT_LOOP)
		    && construct_is (region, ACCBLOCK_CONSTRUCT_SERIAL));
  bool in_kernels = construct_is (c, ACCBLOCK_CONSTRUCT_KERNELS_LOOP)
		    || (construct_is (c, ACCBLOCK_CONSTRUCT_LOOP)
			&& construct_is (region, ACCBLOCK_CONSTRUCT_KERNELS));
  c->prove_parallel = c->auto_clause || (in_kernels && !c->independent);
}

/* An atomic construct in the loops of CTX: OpenACC makes the access
   atomic among the iterations that run at once.  Running the tiles of
   every loop around it in order makes it so, without an atomic
   operation for every type and form.  */

static void
order_loops_around (const struct scan_context *ctx)
{
  for (; ctx; ctx = ctx->outer)
    if (ctx->loop)
      {
	ctx->loop->in_order = true;
	ctx->loop->in_order_why = "the loop holds an atomic construct";
      }
}

/* The number of tightly nested for statements from STMT on.  */

static unsigned
nested_for_count (tree stmt)
{
  unsigned n = 0;
  for (tree f = leading_for (stmt); f; f = leading_for (FOR_BODY (f)))
    n++;
  return n;
}

/* collapse(N) associates the N tightly nested loops of STMT with C's
   directive; an error when there are fewer.  */

static void
check_collapse (const struct accblock_clause *c, tree stmt)
{
  unsigned found = nested_for_count (stmt);
  if (c->collapse > 1 && found < c->collapse)
    error_at (c->pragma_loc, "%<collapse(%u)%> needs %u tightly nested "
	      "%<for%> loops; found %u", c->collapse, c->collapse, found);
}

/* ---- Calls into the OpenACC runtime ---- */

/* A call to the runtime function NAME (void), which the plugin plants
   around a compute region.  */

static tree
runtime_call (const char *name)
{
  tree type = build_function_type_list (void_type_node, NULL_TREE);
  return build_call_expr (accblock_runtime_function (name, type), 0);
}

/* Whether C is a compute construct without loop: its code outside its
   loops runs on the host thread, which the runtime is told, so that
   acc_on_device answers as on the device.  */

static bool
compute_region_p (const struct accblock_clause *c)
{
  return (construct_is (c, ACCBLOCK_CONSTRUCT_PARALLEL)
	  || construct_is (c, ACCBLOCK_CONSTRUCT_KERNELS)
	  || construct_is (c, ACCBLOCK_CONSTRUCT_SERIAL));
}

/* The runtime routine that carries out data clause CLAUSE of an enter
   or exit data directive (FINALIZE: with "finalize"), or NULL for
   clauses without effect on the present table.  */

static const char *
present_routine (const char *clause, bool finalize)
{
  static const char *const table[][3] = {
    { "copyin", "acc_copyin", "acc_copyin" },
    { "pcopyin", "acc_copyin", "acc_copyin" },
    { "present_or_copyin", "acc_copyin", "acc_copyin" },
    { "create", "acc_create", "acc_create" },
    { "pcreate", "acc_create", "acc_create" },
    { "present_or_create", "acc_create", "acc_create" },
    { "copyout", "acc_copyout", "acc_copyout_finalize" },
    { "delete", "acc_delete", "acc_delete_finalize" },
  };
  for (unsigned i = 0; i < ARRAY_SIZE (table); i++)
    if (strcmp (clause, table[i][0]) == 0)
      return table[i][finalize ? 2 : 1];
  return NULL;
}

/* The address and size in bytes of data item ITEM, or false when they
   cannot be had (a pointer section without its length).  */

static bool
item_extent (const struct accblock_data_item *item, tree *addr, tree *bytes)
{
  tree decl = item->decl, type = TREE_TYPE (decl);
  if (!item->section || TREE_CODE (type) == ARRAY_TYPE)
    TREE_ADDRESSABLE (decl) = 1;
  if (!item->section)
    {
      *addr = build_fold_addr_expr (decl);
      *bytes = TYPE_SIZE_UNIT (type);
      return *bytes != NULL_TREE;
    }
  if (TREE_CODE (type) != ARRAY_TYPE && !POINTER_TYPE_P (type))
    return false;
  tree elem = TREE_TYPE (type);
  if (!constant_size_p (elem))
    return false;
  tree base = POINTER_TYPE_P (type) ? decl
	      : fold_convert (build_pointer_type (elem),
			      build_fold_addr_expr (decl));
  tree len = item->section_len;
  if (len == NULL_TREE)
    {
      if (POINTER_TYPE_P (type) || !constant_size_p (type))
	return false;
      len = fold_build2 (MINUS_EXPR, long_integer_type_node,
			 fold_convert (long_integer_type_node,
				       array_type_nelts (type)),
			 fold_build2 (MINUS_EXPR, long_integer_type_node,
				      item->section_lo,
				      build_int_cst (long_integer_type_node,
						     1)));
    }
  *addr = fold_build_pointer_plus (base, elements_bytes (item->section_lo,
							 elem));
  *bytes = elements_bytes (len, elem);
  return true;
}

/* The calls that carry out the data clauses of C, an enter or exit
   data directive, on the runtime's present table, or NULL_TREE.  */

static tree
present_table_calls (const struct accblock_clause *c)
{
  tree type = build_function_type_list (void_type_node, ptr_type_node,
					size_type_node, NULL_TREE);
  tree calls = NULL_TREE;
  for (unsigned i = 0; i < c->data_items.length (); i++)
    {
      const struct accblock_data_item *item = &c->data_items[i];
      const char *routine = present_routine (item->clause, c->finalize);
      tree addr, bytes;
      if (routine == NULL || !item_extent (item, &addr, &bytes))
	continue;
      append_to_statement_list_force
	(build_call_expr (accblock_runtime_function (routine, type), 2,
			  fold_convert (ptr_type_node, addr),
			  fold_convert (size_type_node, bytes)), &calls);
    }
  return calls;
}

/* ---- Implicit data attributes ---- */

/* Tell the compute construct around loop directive C (through CTX)
   which variables C reduces.  */

static void
note_loop_reductions (const struct accblock_clause *c,
		      const struct scan_context *ctx)
{
  if (accblock_region_construct_p (c) || !ctx->loop_reductions)
    return;
  for (unsigned i = 0; i < c->vars.length (); i++)
    if (c->vars[i].kind == ACCBLOCK_VAR_REDUCTION)
      ctx->loop_reductions->add (c->vars[i].decl);
}

/* The innermost of the tightly nested loops from FOR_ on that loop
   directive C governs (its block or tile items, collapse); *BLOCK
   becomes the lexical block that loop stands in.  */

static tree
innermost_associated_for (const struct accblock_clause *c, tree for_,
			  tree *block)
{
  unsigned depth = MAX (MAX (c->collapse, c->nitems), 1u);
  for (unsigned l = 1; l < depth; l++)
    {
      tree inner_block = *block;
      tree inner = leading_for (FOR_BODY (for_), &inner_block);
      if (inner == NULL_TREE)
	break;
      for_ = inner;
      *block = inner_block;
    }
  return for_;
}

/* Tell the compute construct around loop directive C (through CTX) the
   induction variables of the loops C governs, starting at FOR_: they
   are predetermined private (OpenACC 2.6, 2.6.1).  */

static void
note_loop_ivs (const struct accblock_clause *c, tree for_,
	       const struct scan_context *ctx)
{
  if (!ctx->loop_ivs)
    return;
  unsigned depth = MAX (MAX (c->collapse, c->nitems), 1u);
  for (unsigned l = 0; for_ && l < depth; l++, for_ = leading_for (FOR_BODY (for_)))
    if (tree iv = for_iv (for_))
      ctx->loop_ivs->add (iv);
}

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

/* Whether C's own clauses name DECL.  */

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

/* Whether DECL, written in the region of C (parallel or serial), gets
   the implicit firstprivate attribute of OpenACC 2.6, 2.5.1: a scalar
   declared outside the region, in no data clause of the construct or
   of a data construct around it, and no loop's reduction variable
   (OpenACC 2.7 makes those copy, as GCC does).  */

static bool
implicitly_firstprivate_p (const struct accblock_clause *c,
			   const struct scan_context *ctx,
			   struct region_uses *uses, tree decl)
{
  tree type = TREE_TYPE (decl);
  return (!AGGREGATE_TYPE_P (type) && TREE_CODE (type) != VECTOR_TYPE
	  && !TYPE_READONLY (type) && !TREE_THIS_VOLATILE (decl)
	  && !(VAR_P (decl) && DECL_HARD_REGISTER (decl))
	  && !uses->declared.contains (decl)
	  && !named_in_clauses_p (c, decl)
	  && !(ctx->mapped && ctx->mapped->contains (decl))
	  && !(ctx->loop_reductions && ctx->loop_reductions->contains (decl)));
}

/* Give the scalars written in *STMTP, the region of compute construct
   C, their implicit data attribute: firstprivate in a parallel or
   serial construct (the host's copy keeps its value), shared (copy) in
   kernels.  INNER is the context the region was scanned in.  */

static void
apply_implicit_attributes (const struct accblock_clause *c, tree *stmtp,
			   const struct scan_context *inner)
{
  if (!construct_is (c, ACCBLOCK_CONSTRUCT_PARALLEL)
      && !construct_is (c, ACCBLOCK_CONSTRUCT_SERIAL))
    return;
  struct region_uses uses;
  walk_tree (stmtp, note_uses_r, &uses, NULL);
  for (unsigned i = 0; i < uses.order.length (); i++)
    if (implicitly_firstprivate_p (c, inner, &uses, uses.order[i]))
      {
	bool iv = inner->loop_ivs->contains (uses.order[i]);
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
	privatize_construct (stmtp, &v);
      }
}

/* The variables of DATA's clauses added to those of the data
   constructs around (OUTER, or NULL), in a new set.  */

static hash_set<tree> *
mapped_by (const struct accblock_clause *data, hash_set<tree> *outer)
{
  hash_set<tree> *set = new hash_set<tree>;
  if (outer)
    for (hash_set<tree>::iterator it = outer->begin (); it != outer->end ();
	 ++it)
      set->add (*it);
  for (unsigned i = 0; i < data->data_vars.length (); i++)
    set->add (data->data_vars[i]);
  return set;
}

/* Move I past the debug statements (-gstatement-frontiers puts one
   before each statement), which stay where they are.  */

static void
skip_debug_statements (tree_stmt_iterator *i)
{
  while (!tsi_end_p (*i) && TREE_CODE (tsi_stmt (*i)) == DEBUG_BEGIN_STMT)
    tsi_next (i);
}

/* Whether a statement other than a debug statement follows I.  */

static bool
statement_follows_p (tree_stmt_iterator i)
{
  tsi_next (&i);
  skip_debug_statements (&i);
  return !tsi_end_p (i);
}

/* The construct whose marker is at I in its statement list: take the
   marker and its statement out of the list, carry out the directive,
   and return what stands for both.  CTX is the context of the list.  */

static tree
take_construct (tree_stmt_iterator *i, const struct scan_context *ctx)
{
  tree marker = tsi_stmt (*i);
  struct accblock_clause *c = accblock_clause_for_update (tree_marker_id (marker));
  tsi_delink (i);
  if (construct_is (c, ACCBLOCK_CONSTRUCT_ATOMIC))
    {
      order_loops_around (ctx);
      return NULL_TREE;
    }
  if (accblock_standalone_construct_p (c))
    {
      tree calls = present_table_calls (c);
      c->data_items.release ();
      return calls;
    }
  bool region = accblock_region_construct_p (c);
  struct scan_context inner = *ctx;
  hash_set<tree> reductions, ivs;
  auto_vec<tree> gang_loops;
  if (construct_is (c, ACCBLOCK_CONSTRUCT_DATA))
    inner.mapped = mapped_by (c, ctx->mapped);
  else if (region)
    {
      inner.region = c;
      inner.loop_reductions = &reductions;
      inner.loop_ivs = &ivs;
      inner.gang_loops = &gang_loops;
      inner.loop = NULL;
    }
  else
    {
      apply_region (c, ctx->region);
      inner.loop = c;
      inner.outer = ctx;
    }
  skip_debug_statements (i);
  tree stmt = NULL_TREE;
  const struct accblock_clause *next
    = accblock_clause_by_id (tree_marker_id (tsi_stmt (*i)));
  if (next && !accblock_standalone_construct_p (next)
      && statement_follows_p (*i))
    stmt = take_construct (i, &inner);
  /* The statement itself, also after an atomic marker, which leaves
     its statement where it stands.  */
  if (stmt == NULL_TREE)
    {
      stmt = tsi_stmt (*i);
      tsi_delink (i);
      walk_tree (&stmt, scan_r, &inner, NULL);
    }
  /* Where the for statement has no scope of its own (C90), its init
     expression stands alone before it.  */
  skip_debug_statements (i);
  if (!region && TREE_CODE (stmt) != FOR_STMT
      && TREE_CODE (stmt) != BIND_EXPR && !tsi_end_p (*i)
      && TREE_CODE (tsi_stmt (*i)) == FOR_STMT)
    {
      tree loop = tsi_stmt (*i);
      tsi_delink (i);
      walk_tree (&loop, scan_r, &inner, NULL);
      stmt = statement_list (stmt, loop, NULL_TREE);
    }
  if (c->ntile && !region)
    tile_to_block (c, stmt);
  if (!region)
    {
      check_collapse (c, stmt);
      check_block_indices (c, stmt);
    }
  tree block = ctx->block;
  tree for_ = region ? NULL_TREE : leading_for (stmt, &block);
  if (!region)
    stmt = statement_list (marker, stmt, NULL_TREE);
  note_loop_reductions (c, ctx);
  note_loop_ivs (c, for_, ctx);
  for (unsigned k = 0; k < c->vars.length (); k++)
    if (!region && reduces_elements_p (&c->vars[k]))
      {
	c->in_order = true;
	c->in_order_why = "the loop reduces an array";
      }
  /* The outermost loop directives of a region are its gangs' loops.  */
  if (!region && for_ && ctx->gang_loops && ctx->loop == NULL)
    {
      ctx->gang_loops->safe_push (for_);
      ctx->gang_loops->safe_push (block);
    }
  /* The copies of private and firstprivate belong to the iterations of
     the innermost loop the directive governs: statements between the
     loops of a blocked nest would break it.  */
  tree inner_block_at = block;
  tree innermost = for_ ? innermost_associated_for (c, for_, &inner_block_at)
		   : NULL_TREE;
  privatize (c, &stmt, innermost, inner_block_at,
	     region ? &gang_loops : NULL);
  if (region)
    apply_implicit_attributes (c, &stmt, &inner);
  if (compute_region_p (c))
    stmt = statement_list (runtime_call ("__accblock_compute_begin"), stmt,
			   runtime_call ("__accblock_compute_end"), NULL_TREE);
  if (inner.mapped != ctx->mapped)
    delete inner.mapped;
  c->vars.release ();
  c->data_vars.release ();
  c->data_items.release ();
  return stmt;
}

/* Carry out the directives in statement list LIST.  */

static void
scan_list (tree list, const struct scan_context *ctx)
{
  tree_stmt_iterator i = tsi_start (list);
  while (!tsi_end_p (i))
    {
      tree stmt = tsi_stmt (i);
      int id = tree_marker_id (stmt);
      const struct accblock_clause *c = id >= 0 ? accblock_clause_by_id (id)
					 : NULL;
      if (c && (statement_follows_p (i)
		|| accblock_standalone_construct_p (c)))
	{
	  /* Before the statement after the construct, or at the end.  */
	  if (tree done = take_construct (&i, ctx))
	    tsi_link_before (&i, done, TSI_SAME_STMT);
	  continue;
	}
      walk_tree (tsi_stmt_ptr (i), scan_r, (void *) ctx, NULL);
      tsi_next (&i);
    }
}

static tree
scan_r (tree *tp, int *walk_subtrees, void *data)
{
  const struct scan_context *ctx = (const struct scan_context *) data;
  if (TREE_CODE (*tp) == STATEMENT_LIST)
    {
      scan_list (*tp, ctx);
      *walk_subtrees = 0;
    }
  else if (TREE_CODE (*tp) == BIND_EXPR && BIND_EXPR_BLOCK (*tp))
    {
      struct scan_context inner = *ctx;
      inner.block = BIND_EXPR_BLOCK (*tp);
      walk_tree (&BIND_EXPR_BODY (*tp), scan_r, &inner, NULL);
      *walk_subtrees = 0;
    }
  else if (TYPE_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

/* PLUGIN_PRE_GENERICIZE: carry out the directives of FNDECL.  */

static void
privatize_function (void *gcc_data, void *)
{
  tree fndecl = (tree) gcc_data;
  if (!accblock_c_front_end_p () || DECL_SAVED_TREE (fndecl) == NULL_TREE)
    return;
  struct scan_context ctx = { NULL, DECL_INITIAL (fndecl), NULL, NULL,
			      NULL, NULL, NULL, NULL };
  walk_tree (&DECL_SAVED_TREE (fndecl), scan_r, &ctx, NULL);
}

void
accblock_register_privatization (const char *plugin_name)
{
  register_callback (plugin_name, PLUGIN_PRE_GENERICIZE, privatize_function,
		     NULL);
}
