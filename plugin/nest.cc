/* nest.cc -- find the loop nest behind a marker and check its shape.

   Why this file exists: before a nest can be strip-mined and outlined the
   plugin must know, for every level the block clause names, the induction
   variable, its first value, exit test and constant step, and it must
   refuse shapes the tile function could not reproduce exactly: loops
   left by break or goto, induction variables changed in the body, bounds
   that change while the nest runs, statements that would run once per
   tile instead of once per iteration.  Everything here only reads the
   function; the outline pass (outline*.cc) does the rewriting.

   The pass runs right after "ompexp": the function has a CFG and loop
   structures but is not in SSA form, so a C for loop looks like
   "IV = INIT; goto HEADER;  BODY...; IV = IV + STEP;  HEADER: if (IV < BOUND)"
   with user variables as VAR_DECLs and the gimplifier's temporaries as
   SSA names with a single definition.  */

#include "nest.h"
#include "cfgexpand.h"  /* gimple_assign_rhs_to_tree */
#include "tree-eh.h"  /* tree_could_trap_p */

/* Why a loop is not canonical; the messages below explain each.  */
enum noncanonical_reason
{
  NC_NO_TEST,
  NC_EXIT_TEST,
  NC_EXITS,
  NC_LATCH,
  NC_INCREMENT,
  NC_STEP,
  NC_DIRECTION,
  NC_IV_TYPE,
  NC_IV_STORAGE,
  NC_IV_MODIFIED,
  NC_ENTRY,
  NC_WHILE
};

static const char *const noncanonical_text[] = {
  "it does not start with an exit test (is it a 'do' loop?)",
  "its exit test does not compare an induction variable with "
  "'<', '<=', '>' or '>='",
  "a 'break', 'goto' or 'return' leaves it",
  "it has no single latch (a 'while' or 'do' loop?)",
  "its induction variable is not incremented by '++', '--', "
  "'+=' or '-=' at the end of each iteration",
  "its step is not a compile-time constant",
  "its step goes away from its bound",
  "its induction variable is not int, long, unsigned or unsigned long",
  "its induction variable is not a local variable whose address is "
  "never taken",
  "its induction variable is modified in the loop body",
  "it is entered from more than one place",
  "it is not a 'for' loop: its induction variable is incremented at the "
  "end of the body instead of in the loop header"
};

/* Whether BB belongs to the region of NEST.  */

bool
nest_region_p (const struct nest *nest, basic_block bb)
{
  return bb && bitmap_bit_p (nest->region_bbs, bb->index);
}

/* The level of NEST whose induction variable is DECL, or -1.  */

int
nest_level_of_iv (const struct nest *nest, tree decl)
{
  for (unsigned l = 0; l < nest->depth; l++)
    if (nest->level[l].iv == decl)
      return (int) l;
  return -1;
}

/* Say why NEST cannot be dispatched: an error at LOC when the user wrote
   a block clause; otherwise the nest simply stays on the host, which a
   missed remark at the pragma explains.  */

void
nest_refuse (const struct nest *nest, location_t loc, const char *gmsgid, ...)
{
  va_list ap;
  va_start (ap, gmsgid);
  /* A clause inferred for a loop without pragma was not written either:
     serial code must compile whatever inference does.  */
  if (!nest->implicit && !nest->clause->synthetic)
    emit_diagnostic_valist (DK_ERROR, loc, 0, gmsgid, &ap);
  else
    {
      char *why = accblock_format_message (_(gmsgid), &ap);
      accblock_missed (nest->loc, "loop left alone: %s", why);
      free (why);
    }
  va_end (ap);
}

/* The loop header reached from ENTRY_BB through blocks with a single
   successor, the way the C front end lays out "IV = INIT; goto HEADER",
   or NULL when the marker is not followed by a loop.  LAST receives the
   block whose edge enters the header.  */

static basic_block
find_first_header (basic_block entry_bb, basic_block *last)
{
  basic_block bb = entry_bb;
  for (int steps = 0; steps < 8 && single_succ_p (bb); steps++)
    {
      basic_block next = single_succ (bb);
      class loop *loop = next->loop_father;
      if (loop && loop->header == next && !flow_bb_inside_loop_p (loop, bb))
	{
	  *last = bb;
	  return next;
	}
      if (single_pred_p (next) == false)
	return NULL;
      bb = next;
    }
  return NULL;
}

/* The assignment IV = IV +- CST in LATCH (the only statement there that
   sets IV), or NULL.  */

static gimple *
find_increment (basic_block latch, tree iv)
{
  gimple *found = NULL;
  for (gimple_stmt_iterator gsi = gsi_start_bb (latch); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      if (gimple_get_lhs (stmt) == iv)
	{
	  if (found)
	    return NULL;
	  found = stmt;
	}
    }
  if (!found || !is_gimple_assign (found))
    return NULL;
  enum tree_code code = gimple_assign_rhs_code (found);
  if (code != PLUS_EXPR && code != MINUS_EXPR)
    return NULL;
  if (gimple_assign_rhs1 (found) == iv
      || (code == PLUS_EXPR && gimple_assign_rhs2 (found) == iv))
    return found;
  return NULL;
}

/* The constant step of INCR (IV = IV +- STEP), sign-extended from the
   IV's precision so that "u--" on an unsigned IV gives -1; false when
   the step is not a constant.  */

static bool
increment_step (gimple *incr, tree iv, HOST_WIDE_INT *step)
{
  tree other = gimple_assign_rhs1 (incr) == iv ? gimple_assign_rhs2 (incr)
					       : gimple_assign_rhs1 (incr);
  if (TREE_CODE (other) != INTEGER_CST)
    return false;
  unsigned prec = TYPE_PRECISION (TREE_TYPE (iv));
  HOST_WIDE_INT value = wi::sext (wi::to_wide (other), prec).to_shwi ();
  if (gimple_assign_rhs_code (incr) == MINUS_EXPR)
    value = -value;
  *step = value;
  return true;
}

/* The loop runs while IV CODE BOUND; turn CODE into the ABI's compare
   code, false for == and !=.  */

static bool
cmp_from_code (enum tree_code code, enum accblock_cmp *cmp)
{
  switch (code)
    {
    case LT_EXPR: *cmp = ACCBLOCK_CMP_LT; return true;
    case LE_EXPR: *cmp = ACCBLOCK_CMP_LE; return true;
    case GT_EXPR: *cmp = ACCBLOCK_CMP_GT; return true;
    case GE_EXPR: *cmp = ACCBLOCK_CMP_GE; return true;
    default: return false;
    }
}

/* The exit test of LEVEL's loop: sets cond, continue_on_true, and returns
   the two compared operands in *A and *B; false when the header does not
   end in a two-way test with one edge leaving the loop.  */

static bool
find_exit_test (struct nest_level *level, tree *a, tree *b)
{
  class loop *loop = level->loop;
  gimple *last = last_stmt (loop->header);
  if (!last || gimple_code (last) != GIMPLE_COND)
    return false;
  edge true_edge, false_edge;
  extract_true_false_edges_from_block (loop->header, &true_edge, &false_edge);
  bool true_in = flow_bb_inside_loop_p (loop, true_edge->dest);
  bool false_in = flow_bb_inside_loop_p (loop, false_edge->dest);
  if (true_in == false_in)
    return false;
  level->cond = as_a <gcond *> (last);
  level->continue_on_true = true_in;
  *a = gimple_cond_lhs (last);
  *b = gimple_cond_rhs (last);
  return true;
}

/* Whether DECL can be the induction variable of a blocked level.  */

static bool
iv_storage_ok (tree decl)
{
  return (TREE_CODE (decl) == VAR_DECL || TREE_CODE (decl) == PARM_DECL)
	 && !is_global_var (decl) && !TREE_ADDRESSABLE (decl)
	 && !TREE_THIS_VOLATILE (decl)
	 && DECL_CONTEXT (decl) == current_function_decl;
}

static bool
iv_type_ok (tree type)
{
  return TREE_CODE (type) == INTEGER_TYPE
	 && (TYPE_PRECISION (type) == 32 || TYPE_PRECISION (type) == 64);
}

/* Whether a statement of LOOP other than INCR assigns IV.  */

static bool
iv_modified_in_body_p (class loop *loop, tree iv, gimple *incr)
{
  basic_block *body = get_loop_body (loop);
  bool modified = false;
  for (unsigned i = 0; i < loop->num_nodes && !modified; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      if (gsi_stmt (gsi) != incr && gimple_get_lhs (gsi_stmt (gsi)) == iv)
	{
	  modified = true;
	  break;
	}
  free (body);
  return modified;
}

/* The last assignment to IV in BB, or NULL.  */

static gimple *
last_assignment_in (basic_block bb, tree iv)
{
  for (gimple_stmt_iterator gsi = gsi_last_bb (bb); !gsi_end_p (gsi);
       gsi_prev (&gsi))
    if (gimple_get_lhs (gsi_stmt (gsi)) == iv)
      return gsi_stmt (gsi);
  return NULL;
}

/* Find LEVEL's entry edge and the assignment that gives its IV its first
   value.  For level 0 the assignment may be missing (the loop then starts
   from the IV's value in front of the nest); SEARCH_FROM is where to look
   backwards for it when it is not in the entry block itself.  */

static bool
find_entry_and_init (struct nest_level *level, basic_block search_from)
{
  edge e, entry = NULL;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, level->loop->header->preds)
    if (!flow_bb_inside_loop_p (level->loop, e->src))
      {
	if (entry)
	  return false;
	entry = e;
      }
  if (!entry)
    return false;
  level->entry = entry;
  gimple *init = last_assignment_in (entry->src, level->iv);
  if (!init && search_from && search_from != entry->src)
    init = last_assignment_in (search_from, level->iv);
  level->init_stmt = init;
  if (init && is_gimple_assign (init))
    level->init = gimple_assign_rhs_to_tree (init);
  else
    level->init = NULL_TREE;
  return true;
}

/* The variable OP converts, when OP is a temporary holding "(T) VAR"
   (how a short or char IV appears in an exit test), else NULL.  */

static tree
converted_decl (tree op)
{
  if (TREE_CODE (op) != SSA_NAME)
    return NULL_TREE;
  gimple *def = SSA_NAME_DEF_STMT (op);
  if (!def || !is_gimple_assign (def)
      || !CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (def)))
    return NULL_TREE;
  tree var = gimple_assign_rhs1 (def);
  return DECL_P (var) ? var : NULL_TREE;
}

/* The induction variable OP of LOOP's exit test stands for, with its
   increment in *INCR: OP itself, or the variable OP widens or converts
   to the signedness of the other operand ("i < n" with int i and long
   or unsigned n).  NULL when OP is neither.  */

static tree
compared_iv (class loop *loop, tree op, gimple **incr)
{
  tree var = DECL_P (op) ? op : converted_decl (op);
  if (!var || !INTEGRAL_TYPE_P (TREE_TYPE (op))
      || !INTEGRAL_TYPE_P (TREE_TYPE (var))
      || TYPE_PRECISION (TREE_TYPE (op)) < TYPE_PRECISION (TREE_TYPE (var)))
    return NULL_TREE;
  *incr = find_increment (loop->latch, var);
  return *incr ? var : NULL_TREE;
}

/* Pick the induction variable among the operands A and B of the exit
   test: the one the latch increments.  Sets iv, incr, bound and cmp.  */

static bool
identify_iv (struct nest_level *level, tree a, tree b)
{
  class loop *loop = level->loop;
  enum tree_code code = gimple_cond_code (level->cond);
  if (!level->continue_on_true)
    code = invert_tree_comparison (code, false);
  tree iv = NULL_TREE, bound = NULL_TREE;
  gimple *incr = NULL;
  if ((iv = compared_iv (loop, a, &incr)))
    bound = b;
  else if ((iv = compared_iv (loop, b, &incr)))
    bound = a, code = swap_tree_comparison (code);
  if (!iv)
    {
      /* Remember a plausible IV anyway, for matching clause names.  */
      level->iv = converted_decl (a);
      if (!level->iv)
	level->iv = converted_decl (b);
      if (!level->iv && DECL_P (a))
	level->iv = a;
      return false;
    }
  level->iv = iv;
  level->incr = incr;
  level->bound = bound;
  level->cmp_type = TREE_TYPE (bound);
  /* The front end folds "u > 0" on an unsigned IV into "u != 0" and
     "u < 1" into "u == 0".  */
  if (TYPE_UNSIGNED (level->cmp_type) && integer_zerop (bound))
    {
      if (code == NE_EXPR)
	code = GT_EXPR;
      else if (code == EQ_EXPR)
	code = LE_EXPR;
    }
  return cmp_from_code (code, &level->cmp);
}

/* Where LOC was written, through macro expansions to the outermost
   expansion point, so that statements from one macro compare equal.  */

static expanded_location
source_position (location_t loc)
{
  return expand_location (linemap_resolve_location (line_table, loc,
						    LRK_MACRO_EXPANSION_POINT,
						    NULL));
}

static bool
position_before_p (expanded_location a, expanded_location b)
{
  if (!a.file || !b.file || strcmp (a.file, b.file))
    return false;
  return a.line < b.line || (a.line == b.line && a.column < b.column);
}

/* Whether LOOP looks like "while (IV < N) { ...; IV++; }": in GIMPLE it
   has the shape of a for loop, but the body is written before the
   increment instead of after it.  */

static bool
while_loop_p (class loop *loop, gimple *incr)
{
  if (!gimple_has_location (incr))
    return false;
  expanded_location incr_pos = source_position (gimple_location (incr));
  basic_block *body = get_loop_body (loop);
  bool found = false;
  for (unsigned i = 0; i < loop->num_nodes && !found; i++)
    {
      if (body[i] == loop->header)
	continue;
      for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  if (stmt != incr && gimple_has_location (stmt)
	      && position_before_p (source_position (gimple_location (stmt)),
				    incr_pos))
	    {
	      found = true;
	      break;
	    }
	}
    }
  free (body);
  return found;
}

/* Whether every path from BB ends without leaving the function normally
   (abort, exit, a failed assert): such a path does not leave the nest the
   way break, goto or return do.  */

static bool
dead_end_p (basic_block bb, int depth = 0)
{
  if (depth > 8 || bb->index < NUM_FIXED_BLOCKS)
    return false;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, bb->succs)
    if (!dead_end_p (e->dest, depth + 1))
      return false;
  return true;
}

/* Whether LOOP is left only by the exit test in its header (paths into
   dead ends aside).  */

static bool
single_real_exit_p (class loop *loop)
{
  auto_vec<edge> exits = get_loop_exit_edges (loop);
  unsigned real = 0;
  for (unsigned i = 0; i < exits.length (); i++)
    if (!dead_end_p (exits[i]->dest))
      {
	if (exits[i]->src != loop->header)
	  return false;
	real++;
      }
  return real == 1;
}

/* Analyse LEVEL's loop; return NULL when canonical, else why not.
   SEARCH_FROM: see find_entry_and_init.  */

static const char *
analyze_level (struct nest_level *level, basic_block search_from)
{
  class loop *loop = level->loop;
  tree a, b;
  if (!loop->latch || loop->latch == loop->header
      || !single_succ_p (loop->latch))
    return noncanonical_text[NC_LATCH];
  if (!find_exit_test (level, &a, &b))
    return noncanonical_text[NC_NO_TEST];
  if (!identify_iv (level, a, b))
    {
      if (level->iv && !iv_type_ok (TREE_TYPE (level->iv)))
	return noncanonical_text[NC_IV_TYPE];
      if (level->iv && !find_increment (loop->latch, level->iv))
	return noncanonical_text[NC_INCREMENT];
      return noncanonical_text[NC_EXIT_TEST];
    }
  if (!iv_type_ok (TREE_TYPE (level->iv)) || !iv_type_ok (level->cmp_type))
    return noncanonical_text[NC_IV_TYPE];
  if (!iv_storage_ok (level->iv))
    return noncanonical_text[NC_IV_STORAGE];
  if (!increment_step (level->incr, level->iv, &level->step))
    return noncanonical_text[NC_STEP];
  if (level->step == 0
      || (level->step > 0) != (level->cmp == ACCBLOCK_CMP_LT
			       || level->cmp == ACCBLOCK_CMP_LE))
    return noncanonical_text[NC_DIRECTION];
  /* An unsigned IV counting down wraps where its widened value would
     not: the trip count could not be computed in the wider type.  */
  if (level->step < 0 && TYPE_UNSIGNED (TREE_TYPE (level->iv))
      && (TYPE_PRECISION (level->cmp_type)
	  > TYPE_PRECISION (TREE_TYPE (level->iv))))
    return noncanonical_text[NC_EXIT_TEST];
  if (iv_modified_in_body_p (loop, level->iv, level->incr))
    return noncanonical_text[NC_IV_MODIFIED];
  if (while_loop_p (loop, level->incr))
    return noncanonical_text[NC_WHILE];
  if (!single_real_exit_p (loop))
    return noncanonical_text[NC_EXITS];
  if (!find_entry_and_init (level, search_from))
    return noncanonical_text[NC_ENTRY];
  return NULL;
}

/* Record in NEST->written every decl the region assigns, or whose
   address it takes (it may then be changed through a pointer).  */

static tree
note_address_taken (tree *tp, int *walk_subtrees, void *data)
{
  hash_set<tree> *written = (hash_set<tree> *) data;
  if (TREE_CODE (*tp) == ADDR_EXPR)
    {
      tree base = get_base_address (TREE_OPERAND (*tp, 0));
      if (base && DECL_P (base))
	written->add (base);
    }
  else if (TYPE_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

static void
collect_written (struct nest *nest)
{
  nest->written = new hash_set<tree>;
  nest->written_refs.create (8);
  unsigned i;
  basic_block bb;
  FOR_EACH_VEC_ELT (nest->region, i, bb)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	tree lhs = gimple_get_lhs (stmt);
	if (lhs && DECL_P (lhs))
	  nest->written->add (lhs);
	else if (lhs && TREE_CODE (lhs) != SSA_NAME)
	  nest->written_refs.safe_push (lhs);
	if (gasm *asm_stmt = dyn_cast <gasm *> (stmt))
	  for (unsigned o = 0; o < gimple_asm_noutputs (asm_stmt); o++)
	    {
	      tree base
		= get_base_address (TREE_VALUE (gimple_asm_output_op (asm_stmt,
								      o)));
	      if (base && DECL_P (base))
		nest->written->add (base);
	    }
	for (unsigned op = 0; op < gimple_num_ops (stmt); op++)
	  if (gimple_op (stmt, op))
	    walk_tree (gimple_op_ptr (stmt, op), note_address_taken,
		       nest->written, NULL);
      }
}

/* Whether the nest may store to what REF, a reference to memory or an
   aggregate decl, designates.  Only stores to the same declared object
   are considered: loads through pointers count as invariant, as OpenACC
   requires of loop bounds.  */

static bool
ref_written_p (const struct nest *nest, tree ref)
{
  tree base = get_base_address (ref);
  if (!base || !DECL_P (base))
    return false;
  unsigned i;
  tree written;
  FOR_EACH_VEC_ELT (nest->written_refs, i, written)
    if (get_base_address (written) == base
	&& refs_may_alias_p (ref, written, false))
      return true;
  return false;
}

static tree invariant_r (tree *, int *, void *);

/* Check the operands of the memory reference *TP other than the object
   it designates (indices, the pointer of a MEM_REF); the object itself
   passed ref_written_p.  */

static tree
invariant_reference_operands (tree *tp, const struct nest *nest)
{
  void *data = (void *) const_cast<struct nest *> (nest);
  tree *ref = tp;
  for (; handled_component_p (*ref); ref = &TREE_OPERAND (*ref, 0))
    for (int op = 1; op < TREE_OPERAND_LENGTH (*ref); op++)
      if (TREE_OPERAND (*ref, op))
	if (tree bad = walk_tree (&TREE_OPERAND (*ref, op), invariant_r, data,
				  NULL))
	  return bad;
  if (DECL_P (*ref))
    return TREE_THIS_VOLATILE (*ref) || nest->written->contains (*ref)
	   ? *ref : NULL_TREE;
  if (TREE_CODE (*ref) == MEM_REF || TREE_CODE (*ref) == TARGET_MEM_REF)
    return walk_tree (&TREE_OPERAND (*ref, 0), invariant_r, data, NULL);
  return NULL_TREE;
}

/* walk_tree callback of nest_invariant_expr: replace temporaries defined
   in the region by their defining expressions, and stop (returning the
   tree) at anything whose value may change while the nest runs.  */

static tree
invariant_r (tree *tp, int *walk_subtrees, void *data)
{
  const struct nest *nest = (const struct nest *) data;
  tree t = *tp;
  switch (TREE_CODE (t))
    {
    case SSA_NAME:
      {
	*walk_subtrees = 0;
	gimple *def = SSA_NAME_DEF_STMT (t);
	if (!def || gimple_nop_p (def) || !nest_region_p (nest, gimple_bb (def)))
	  return NULL_TREE;
	if (!is_gimple_assign (def) || gimple_has_side_effects (def))
	  return t;
	tree expr = nest_invariant_expr (nest, gimple_assign_rhs_to_tree (def));
	if (!expr)
	  return t;
	*tp = expr;
	return NULL_TREE;
      }
    case VAR_DECL:
    case PARM_DECL:
    case RESULT_DECL:
      if (TREE_THIS_VOLATILE (t) || nest->written->contains (t)
	  || (AGGREGATE_TYPE_P (TREE_TYPE (t)) && ref_written_p (nest, t)))
	return t;
      return NULL_TREE;
    case CALL_EXPR:
      return t;
    default:
      if (TYPE_P (t))
	*walk_subtrees = 0;
      else if (TREE_THIS_VOLATILE (t))
	return t;
      else if (REFERENCE_CLASS_P (t))
	{
	  *walk_subtrees = 0;
	  if (ref_written_p (nest, t))
	    return t;
	  return invariant_reference_operands (tp, nest);
	}
      return NULL_TREE;
    }
}

/* Rebuild OP, an operand of a statement of NEST, as an expression that
   gives the same value in front of the nest; NULL_TREE when the value
   may change while the nest runs.  Loads from memory the nest does not
   assign directly count as invariant: OpenACC requires loop bounds to be
   computable before the loop starts.  */

tree
nest_invariant_expr (const struct nest *nest, tree op)
{
  if (!op)
    return NULL_TREE;
  tree copy = unshare_expr (op);
  if (walk_tree (&copy, invariant_r, (void *) nest, NULL))
    return NULL_TREE;
  return copy;
}

/* The name of LEVEL's induction variable for messages.  */

static tree
iv_name (const struct nest_level *level)
{
  if (level->iv && DECL_NAME (level->iv))
    return DECL_NAME (level->iv);
  return get_identifier ("?");
}

/* Build the level chain: the marked loop, then loop->inner while each
   loop holds exactly one loop.  */

static void
build_chain (struct nest *nest, class loop *outer, basic_block last_entry)
{
  class loop *loop = outer;
  nest->depth = 0;
  while (loop && nest->depth < ACCBLOCK_MAX_LEVELS)
    {
      struct nest_level *level = &nest->level[nest->depth];
      memset (level, 0, sizeof *level);
      level->loop = loop;
      level->noncanonical
	= analyze_level (level, nest->depth == 0 ? last_entry : NULL);
      nest->depth++;
      if (!loop->inner || loop->inner->next)
	break;
      loop = loop->inner;
    }
}

/* The chain level whose IV is named NAME, or -1.  */

static int
level_named (const struct nest *nest, tree name)
{
  for (unsigned l = 0; l < nest->depth; l++)
    if (nest->level[l].iv && DECL_NAME (nest->level[l].iv) == name)
      return (int) l;
  return -1;
}

/* Whether NAME is the IV of one of several sibling loops below the end
   of the chain, for a more helpful error.  */

static bool
named_in_siblings_p (const struct nest *nest, tree name)
{
  class loop *last = nest->level[nest->depth - 1].loop;
  for (class loop *l = last->inner; l; l = l->next)
    {
      gimple *cond = last_stmt (l->header);
      if (cond && gimple_code (cond) == GIMPLE_COND)
	for (int op = 0; op < 2; op++)
	  {
	    tree t = op ? gimple_cond_rhs (cond) : gimple_cond_lhs (cond);
	    if (DECL_P (t) && DECL_NAME (t) == name)
	      return true;
	  }
    }
  return false;
}

/* The first level of the chain whose loop is not canonical and whose
   IV could not even be recognised, or NULL: a clause index that names no
   level may well mean that loop.  */

static const struct nest_level *
unnamed_noncanonical (const struct nest *nest)
{
  for (unsigned l = 0; l < nest->depth; l++)
    if (nest->level[l].noncanonical && !nest->level[l].iv)
      return &nest->level[l];
  return NULL;
}

/* Assign the clause's sizes to the levels; errors at the clause items.  */

static bool
match_clause (struct nest *nest)
{
  const struct accblock_clause *clause = nest->clause;
  int previous = -1;
  for (unsigned m = 0; m < clause->nitems; m++)
    {
      const struct accblock_block_item *item = &clause->item[m];
      int l = level_named (nest, item->index);
      if (l < 0)
	{
	  if (named_in_siblings_p (nest, item->index))
	    error_at (item->index_loc,
		      "%qE is the induction variable of one of several loops "
		      "inside loop %qE; only a single nested loop can be "
		      "blocked", item->index,
		      iv_name (&nest->level[nest->depth - 1]));
	  else if (const struct nest_level *bad = unnamed_noncanonical (nest))
	    error_at (nest->loc, "cannot block this nest: its loop at depth "
		      "%u is not a canonical 'for' loop: %s",
		      (unsigned) (bad - nest->level), _(bad->noncanonical));
	  else if (m >= nest->depth)
	    error_n (item->index_loc, nest->depth,
		     "%<block%> lists %u indices but the loop nest has only "
		     "%u level", "%<block%> lists %u indices but the loop nest "
		     "has only %u levels", clause->nitems, nest->depth);
	  else
	    error_at (item->index_loc,
		      "%qE is not an induction variable of the loop nest",
		      item->index);
	  return false;
	}
      if (l <= previous)
	{
	  error_at (item->index_loc,
		    "index %qE is out of order: %<block%> lists the induction "
		    "variables from the outer to the inner loop", item->index);
	  return false;
	}
      nest->level[l].block = item->size;
      previous = l;
    }
  nest->nlevels = previous < 0 ? 1 : previous + 1;
  return true;
}

/* Whether STMT may sit in a level above the deepest blocked one: it must
   not matter how often it runs.  Temporaries, the exit test, the IV
   bookkeeping of the loops and inner markers qualify.  */

static bool
harmless_between_levels_p (gimple *stmt, const struct nest_level *outer,
			   const struct nest_level *inner)
{
  if (is_gimple_debug (stmt) || gimple_code (stmt) == GIMPLE_LABEL
      || gimple_code (stmt) == GIMPLE_NOP || stmt == outer->cond
      || stmt == outer->incr || stmt == inner->init_stmt
      || accblock_marker_call_p (stmt))
    return true;
  if (is_gimple_assign (stmt))
    return TREE_CODE (gimple_assign_lhs (stmt)) == SSA_NAME
	   && !gimple_has_side_effects (stmt);
  return false;
}

/* The first statement between level L and level L + 1 that would run
   once per tile of the inner levels instead of once per iteration.  */

static gimple *
imperfect_stmt (const struct nest *nest, unsigned l)
{
  const struct nest_level *outer = &nest->level[l];
  const struct nest_level *inner = &nest->level[l + 1];
  basic_block *body = get_loop_body (outer->loop);
  gimple *found = NULL;
  for (unsigned i = 0; i < outer->loop->num_nodes && !found; i++)
    {
      if (flow_bb_inside_loop_p (inner->loop, body[i]))
	continue;
      for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
	   !gsi_end_p (gsi); gsi_next (&gsi))
	if (!harmless_between_levels_p (gsi_stmt (gsi), outer, inner))
	  {
	    found = gsi_stmt (gsi);
	    break;
	  }
    }
  free (body);
  return found;
}

/* Check every level the descriptor describes: canonical form where the
   tile function strip-mines it, perfect nesting above the deepest blocked
   level.  */

static bool
check_levels (struct nest *nest)
{
  for (unsigned l = 0; l < nest->nlevels; l++)
    {
      struct nest_level *level = &nest->level[l];
      bool strip_mined = l == 0 || level->block != 0;
      if (strip_mined && level->noncanonical)
	{
	  nest_refuse (nest, nest->loc, "cannot block loop %qE: %s",
		       iv_name (level), _(level->noncanonical));
	  return false;
	}
    }
  for (unsigned l = 0; l < nest->nlevels; l++)
    {
      struct nest_level *level = &nest->level[l];
      if (l + 1 < nest->nlevels)
	if (gimple *stmt = imperfect_stmt (nest, l))
	  {
	    error_at (gimple_location (stmt) != UNKNOWN_LOCATION
		      ? gimple_location (stmt) : nest->loc,
		      "this statement sits between loop %qE and loop %qE of "
		      "the blocked nest and would run once per tile; only the "
		      "innermost blocked loop may contain other statements",
		      iv_name (level), iv_name (&nest->level[l + 1]));
	    inform (nest->loc, "blocked nest starts here");
	    return false;
	  }
    }
  return true;
}

/* walk_tree callback: stop at a subexpression that could trap.  */

static tree
could_trap_r (tree *tp, int *walk_subtrees, void *)
{
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  else if (tree_could_trap_p (*tp))
    return *tp;
  return NULL_TREE;
}

/* Whether EXPR, evaluated in front of the nest, could trap.  */

static bool
could_trap_expr_p (tree expr)
{
  return walk_tree_without_duplicates (&expr, could_trap_r, NULL) != NULL;
}

/* Rebuild INIT and BOUND of each described level for the parent; the
   outer level and blocked levels must have invariant ones, the others
   run as written when theirs are not (ACCBLOCK_LEVEL_WHOLE).  The levels
   below the deepest blocked one are described only for the runtime's
   iteration count; the source may guard their bounds by the outer loops
   (a division, a load through a pointer), so those are evaluated only
   when that cannot trap.  */

static bool
evaluate_levels (struct nest *nest)
{
  for (unsigned l = 0; l < nest->ndesc; l++)
    {
      struct nest_level *level = &nest->level[l];
      bool required = l == 0 || level->block != 0;
      if (level->noncanonical)
	continue;
      if (l == 0 && !level->init_stmt)
	level->init_expr = level->iv;
      else
	level->init_expr = nest_invariant_expr (nest, level->init);
      /* The runtime counts in the type the exit test compares in.  */
      if (level->init_expr)
	level->init_expr = fold_convert (level->cmp_type, level->init_expr);
      level->bound_expr = nest_invariant_expr (nest, level->bound);
      if (l >= nest->nlevels
	  && ((level->init_expr && could_trap_expr_p (level->init_expr))
	      || (level->bound_expr && could_trap_expr_p (level->bound_expr))))
	level->init_expr = level->bound_expr = NULL_TREE;
      level->evaluated = level->init_expr && level->bound_expr;
      if (required && !level->init_expr)
	{
	  nest_refuse (nest, nest->loc, "cannot block loop %qE: its initial "
		       "value changes while the nest runs (it must not depend "
		       "on outer induction variables or on what the nest "
		       "computes)", iv_name (level));
	  return false;
	}
      if (required && !level->bound_expr)
	{
	  nest_refuse (nest, nest->loc, "cannot block loop %qE: its bound is "
		       "not invariant in the nest (it must not depend on outer "
		       "induction variables or on what the nest computes)",
		       iv_name (level));
	  return false;
	}
    }
  return true;
}

/* Add BB and the dead-end blocks after it to the region of NEST.  */

static void
add_dead_end (struct nest *nest, basic_block bb)
{
  if (!bitmap_set_bit (nest->region_bbs, bb->index))
    return;
  nest->region.safe_push (bb);
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, bb->succs)
    add_dead_end (nest, e->dest);
}

/* Collect the blocks of the region: the blocks from ENTRY_BB to the
   header, then the outer loop's body.  */

static void
collect_region (struct nest *nest, basic_block last_entry)
{
  nest->region.create (16);
  nest->region_bbs = BITMAP_ALLOC (NULL);
  for (basic_block bb = nest->entry_bb;; bb = single_succ (bb))
    {
      nest->region.safe_push (bb);
      bitmap_set_bit (nest->region_bbs, bb->index);
      if (bb == last_entry)
	break;
    }
  class loop *outer = nest->level[0].loop;
  basic_block *body = get_loop_body (outer);
  for (unsigned i = 0; i < outer->num_nodes; i++)
    {
      nest->region.safe_push (body[i]);
      bitmap_set_bit (nest->region_bbs, body[i]->index);
    }
  free (body);
  /* Dead ends reached from the nest (abort, failed asserts) move into
     the tile function with it.  */
  auto_vec<edge> exits = get_loop_exit_edges (outer);
  for (unsigned i = 0; i < exits.length (); i++)
    if (dead_end_p (exits[i]->dest))
      add_dead_end (nest, exits[i]->dest);
}

/* Whether a control edge enters or leaves the region of NEST other than
   at its entry and through the exit test of its outer loop.  */

static bool
region_leaks_p (const struct nest *nest)
{
  const struct nest_level *outer = &nest->level[0];
  unsigned i;
  basic_block bb;
  FOR_EACH_VEC_ELT (nest->region, i, bb)
    {
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
	if (!nest_region_p (nest, e->dest)
	    && !(bb == outer->loop->header
		 && !flow_bb_inside_loop_p (outer->loop, e->dest)))
	  return true;
      if (bb != nest->entry_bb)
	FOR_EACH_EDGE (e, ei, bb->preds)
	  if (!nest_region_p (nest, e->src))
	    return true;
    }
  return false;
}

static void map_scopes (tree, hash_map<tree, tree> *);

/* Discover the nest whose first block is ENTRY_BB for CLAUSE at LOC and
   check that it can be blocked as the clause asks.  On failure an error
   has been given and false is returned.  */

bool
nest_discover (basic_block entry_bb, const struct accblock_clause *clause,
	       location_t loc, tree scope, struct nest *nest)
{
  memset ((void *) nest, 0, sizeof *nest);
  nest->clause = clause;
  nest->implicit = !clause->has_block;
  nest->loc = loc;
  nest->scope = scope;
  if (scope)
    {
      nest->scopes = new hash_map<tree, tree>;
      map_scopes (DECL_INITIAL (current_function_decl), nest->scopes);
    }
  nest->entry_bb = entry_bb;
  basic_block last_entry;
  basic_block header = find_first_header (entry_bb, &last_entry);
  if (!header)
    {
      if (nest->implicit)
	nest_refuse (nest, loc, "it is not followed by a %<for%> loop");
      else
	error_at (loc, "%<#pragma acc loop%> with a %<block%> clause is not "
		  "followed by a %<for%> loop");
      return false;
    }
  nest->level[0].loop = header->loop_father;
  collect_region (nest, last_entry);
  collect_written (nest);
  build_chain (nest, header->loop_father, last_entry);
  if (!match_clause (nest))
    return false;
  /* Without a clause each outer iteration is one tile.  */
  if (nest->implicit)
    nest->level[0].block = 1;
  if (!check_levels (nest))
    return false;
  nest->ndesc = nest->depth;
  if (region_leaks_p (nest))
    {
      nest_refuse (nest, loc, "cannot block this nest: control enters or "
		   "leaves it other than through its outer loop (%<goto%>, "
		   "%<break%> or %<return%>)");
      return false;
    }
  return evaluate_levels (nest);
}

/* Find the nest after ENTRY_BB silently, for inference (see nest.h).  */

bool
nest_probe (basic_block entry_bb, const struct accblock_clause *clause,
	    location_t loc, tree scope, struct nest *nest)
{
  memset ((void *) nest, 0, sizeof *nest);
  nest->clause = clause;
  nest->loc = loc;
  nest->scope = scope;
  nest->entry_bb = entry_bb;
  basic_block last_entry;
  basic_block header = find_first_header (entry_bb, &last_entry);
  if (!header)
    return false;
  nest->level[0].loop = header->loop_father;
  collect_region (nest, last_entry);
  collect_written (nest);
  build_chain (nest, header->loop_father, last_entry);
  nest->nlevels = nest->ndesc = nest->depth;
  return true;
}

/* The first statement between level L and level L + 1 of NEST that would
   run once per tile, or NULL.  */

gimple *
nest_imperfect_stmt (const struct nest *nest, unsigned l)
{
  return imperfect_stmt (nest, l);
}

/* The block clause NEST now stands for ("block(i:1, j:32)"), which
   differs from the clause as written after a fallback.  GC'd string.  */

const char *
nest_effective_clause (const struct nest *nest)
{
  pretty_printer pp;
  pp_string (&pp, "block(");
  bool first = true;
  for (unsigned l = 0; l < nest->nlevels; l++)
    if (nest->level[l].block)
      {
	if (!first)
	  pp_string (&pp, ", ");
	first = false;
	if (nest->clause->runtime_blocks)
	  {
	    pp_string (&pp, IDENTIFIER_POINTER (iv_name (&nest->level[l])));
	    pp_string (&pp, ":?");
	  }
	else
	  pp_printf (&pp, "%s:" HOST_WIDE_INT_PRINT_UNSIGNED,
		     IDENTIFIER_POINTER (iv_name (&nest->level[l])),
		     nest->level[l].block);
      }
  pp_string (&pp, ")");
  return ggc_strdup (pp_formatted_text (&pp));
}

/* Whether BLOCK is SCOPE or one of the scopes around it.  */

static bool
encloses_p (tree block, tree scope)
{
  for (; scope && TREE_CODE (scope) == BLOCK;
       scope = BLOCK_SUPERCONTEXT (scope))
    if (scope == block)
      return true;
  return false;
}

/* Record in SCOPES the BLOCK declaring each variable under BLOCK.  */

static void
map_scopes (tree block, hash_map<tree, tree> *scopes)
{
  for (; block; block = BLOCK_CHAIN (block))
    {
      for (tree var = BLOCK_VARS (block); var; var = DECL_CHAIN (var))
	if (VAR_P (var))
	  scopes->put (var, block);
      map_scopes (BLOCK_SUBBLOCKS (block), scopes);
    }
}

/* Whether the local variable DECL is declared inside NEST, in the body
   of one of its loops: C scoping then gives every iteration its own, so
   every tile may have its own too, whatever its type.  A variable
   referenced in the nest is either declared there or in a scope around
   the pragma.  */

bool
nest_declared_inside_p (const struct nest *nest, tree decl)
{
  if (!VAR_P (decl) || !nest->scopes || is_global_var (decl))
    return false;
  tree *block = nest->scopes->get (decl);
  return block && !encloses_p (*block, nest->scope);
}

/* Release what nest_discover allocated.  */

void
nest_release (struct nest *nest)
{
  nest->region.release ();
  if (nest->region_bbs)
    BITMAP_FREE (nest->region_bbs);
  nest->written_refs.release ();
  delete nest->written;
  nest->written = NULL;
  delete nest->scopes;
  nest->scopes = NULL;
}

bool
nest_constant_trips (const struct nest_level *level, tree init, tree bound,
		     unsigned HOST_WIDE_INT *trips)
{
  if (!init || !bound)
    return false;
  init = fold (init);
  bound = fold (bound);
  if (TREE_CODE (init) != INTEGER_CST || TREE_CODE (bound) != INTEGER_CST)
    return false;
  widest_int from = wi::to_widest (init), to = wi::to_widest (bound);
  widest_int step = level->step, span;
  switch (level->cmp)
    {
    case ACCBLOCK_CMP_LT: span = to - from; break;
    case ACCBLOCK_CMP_LE: span = to - from + 1; break;
    case ACCBLOCK_CMP_GT: span = from - to; step = -step; break;
    default: span = from - to + 1; step = -step; break;
    }
  if (wi::les_p (span, 0))
    {
      *trips = 0;
      return true;
    }
  widest_int count = wi::div_ceil (span, step, SIGNED);
  if (!wi::fits_uhwi_p (count))
    return false;
  *trips = count.to_uhwi ();
  return true;
}
