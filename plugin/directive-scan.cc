/* directive-scan.cc -- the walk over a function's tree, before it is
   genericized, that pairs each directive with its statement and
   carries it out.

   Why this file exists: while the function is still a tree of
   statements (PLUGIN_PRE_GENERICIZE), the statement after each
   directive's marker is the loop or the region the directive governs,
   and the nesting of the statements is that of the constructs.  The
   walk knows which compute construct (parallel, kernels, serial)
   encloses each loop directive: loops of a serial construct run in
   order, those of kernels without "independent" (and those with
   "auto") run in parallel only where the dependence test proves it, an
   atomic construct or an array reduction makes the loops around it run
   in order.  It takes inner constructs first, so that each construct
   renames what its inner ones already made.  The markers of other
   constructs end here (standalone data directives become runtime
   calls); loop markers stay for the outline pass, directly in front of
   their loop.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "directive-tree.h"

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

/* ---- Markers in the tree ---- */

/* The id of the marker call STMT, or -1 when it is none.  */

static int
tree_marker_id (tree stmt)
{
  stmt = acc_unwrap_statement (stmt);
  if (TREE_CODE (stmt) != CALL_EXPR || call_expr_nargs (stmt) < 1)
    return -1;
  tree fn = get_callee_fndecl (stmt);
  if (fn == NULL_TREE || DECL_NAME (fn) == NULL_TREE
      || strcmp (IDENTIFIER_POINTER (DECL_NAME (fn)), "__accblock_mark") != 0)
    return -1;
  tree arg = CALL_EXPR_ARG (stmt, 0);
  return tree_fits_shwi_p (arg) ? (int) tree_to_shwi (arg) : -1;
}

/* The entry of the directive MARKER stands for, in the function being
   walked.  In C++ a directive of a template is met once in each
   instantiation: the first takes the entry, each other one a copy as
   parsed, under a new id its marker then carries; and every one gets
   its own variables (directive-instance.cc).  */

static struct accblock_clause *
clause_in_this_function (tree marker)
{
  int id = tree_marker_id (marker);
  struct accblock_clause *c = accblock_clause_for_update (id);
  if (!accblock_cxx_front_end_p () || c == NULL)
    return c;
  if (c->taken)
    {
      struct accblock_clause *copy = accblock_clause_copy (id);
      if (copy == NULL)
	return c;
      c = copy;
      CALL_EXPR_ARG (acc_unwrap_statement (marker), 0)
	= build_int_cst (integer_type_node, c->id);
    }
  c->taken = true;
  if (!accblock_instantiate_clause (c, current_function_decl)
      || !accblock_evaluate_template_sizes (c, acc_unwrap_statement (marker),
					    current_function_decl))
    c->refused = true;
  return c;
}

/* ---- Compute constructs ---- */

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

/* Whether the iterations of loop directive C are spread over gangs:
   not in order, and not left to a dependence test that may keep the
   order.  */

static bool
gang_partitioned_p (const struct accblock_clause *c)
{
  return !c->seq && !c->auto_clause && !c->prove_parallel && !c->in_order;
}

/* ---- The walk ---- */

static void
skip_debug_statements (tree_stmt_iterator *i)
{
  while (!tsi_end_p (*i) && TREE_CODE (tsi_stmt (*i)) == DEBUG_BEGIN_STMT)
    tsi_next (i);
}

static bool
statement_follows_p (tree_stmt_iterator i)
{
  tsi_next (&i);
  skip_debug_statements (&i);
  return !tsi_end_p (i);
}

static tree
take_construct (tree_stmt_iterator *i, const struct scan_context *ctx)
{
  tree marker = tsi_stmt (*i);
  struct accblock_clause *c = clause_in_this_function (marker);
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
  /* The gang loops the walk below notes are inside this construct.  */
  unsigned inner_gang_loops = ctx->gang_loops ? ctx->gang_loops->length () : 0;
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
      stmt = stmt_list_of (stmt, loop, NULL_TREE);
    }
  if (c->ntile && !region)
    tile_to_block (c, stmt);
  if (!region)
    {
      check_followed_by_loop (c, stmt);
      check_range_for (c, stmt);
      check_collapse (c, stmt);
      check_block_indices (c, stmt);
    }
  tree block = ctx->block;
  tree for_ = region ? NULL_TREE : leading_for (stmt, &block);
  if (!region)
    stmt = stmt_list_of (marker, stmt, NULL_TREE);
  /* Members and captured variables get their stand-ins before the
     reductions of the region are noted: those are the variables the
     region's implicit attributes must leave alone.  */
  tree stand_ins;
  if (!accblock_bind_members (c, &stmt, &stand_ins))
    c->refused = true;
  note_loop_reductions (c, ctx);
  note_loop_ivs (c, for_, ctx);
  for (unsigned k = 0; k < c->vars.length (); k++)
    if (!region && reduces_elements_p (&c->vars[k]))
      {
	c->in_order = true;
	c->in_order_why = "the loop reduces an array";
      }
  /* The outermost loops of a region whose iterations go to different
     gangs (tiles) are its gangs' loops; a loop run in order (seq,
     auto, serial, atomic inside) is run by every gang, whose one copy
     it must see.  Inner constructs came first: a gang loop around
     them takes their place.  */
  if (!region && for_ && ctx->gang_loops && gang_partitioned_p (c))
    {
      ctx->gang_loops->truncate (inner_gang_loops);
      ctx->gang_loops->safe_push (for_);
      ctx->gang_loops->safe_push (block);
    }
  /* The copies of private and firstprivate belong to the iterations of
     the innermost loop the directive governs: statements between the
     loops of a blocked nest would break it.  */
  tree inner_block_at = block;
  tree innermost = for_ ? innermost_associated_for (c, for_, &inner_block_at)
		   : NULL_TREE;
  privatize (c, &stmt, ctx->block, innermost, inner_block_at,
	     region ? &gang_loops : NULL);
  if (stand_ins)
    stmt = scope_declaring (stand_ins, stmt);
  if (region)
    {
      struct implicit_exclusions ex
	= { inner.mapped, inner.loop_reductions, inner.loop_ivs };
      apply_implicit_attributes (c, &stmt, &ex);
    }
  if (compute_region_p (c))
    stmt = stmt_list_of (runtime_call ("__accblock_compute_begin"), stmt,
			   runtime_call ("__accblock_compute_end"), NULL_TREE);
  if (inner.mapped != ctx->mapped)
    delete inner.mapped;
  c->vars.release ();
  c->data_vars.release ();
  c->data_items.release ();
  return stmt;
}

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

static void
privatize_function (void *gcc_data, void *)
{
  tree fndecl = (tree) gcc_data;
  if (!accblock_c_family_front_end_p () || DECL_SAVED_TREE (fndecl) == NULL_TREE)
    return;
  struct scan_context ctx = { NULL, DECL_INITIAL (fndecl), NULL, NULL,
			      NULL, NULL, NULL, NULL };
  walk_tree (&DECL_SAVED_TREE (fndecl), scan_r, &ctx, NULL);
  acc_forget_front_end_folds ();
}

void
accblock_register_privatization (const char *plugin_name)
{
  register_callback (plugin_name, PLUGIN_PRE_GENERICIZE, privatize_function,
		     NULL);
}
