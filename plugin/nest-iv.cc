/* nest-iv.cc -- recognise one level's loop as a canonical for loop.

   Why this file exists: the tile function can only strip-mine a loop of
   the form for (IV = INIT; IV <CMP> BOUND; IV += STEP): one entry, an
   exit test in the header that is the only way out, a constant step
   towards the bound, the increment at the end of each iteration as in
   a 'for' header, and an induction variable of 32 or 64 bits, a local
   whose address is never taken, that the body leaves alone.  For each
   loop on the chain nest.cc builds, this file finds the exit test, the
   induction variable with its increment and first value, or says in
   words why the loop is not canonical; the driver reports that only for
   the levels the tile function strip-mines.

   Right after "ompexp" a C for loop looks like
   "IV = INIT; goto HEADER;  BODY...; IV = IV + STEP;  HEADER: if (IV < BOUND)"
   with the IV a VAR_DECL and the gimplifier's temporaries (an IV
   converted for the exit test) SSA names with a single definition.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "nest-internal.h"
#include "cfgexpand.h"  /* gimple_assign_rhs_to_tree */

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

/* The statement before STMT in its block, debug statements skipped, or
   NULL.  */

static gimple *
previous_statement (gimple *stmt)
{
  gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
  gsi_prev_nondebug (&gsi);
  return gsi_end_p (gsi) ? NULL : gsi_stmt (gsi);
}

/* Whether STMT copies a value into a temporary of the gimplifier's.  */

static bool
copy_to_temporary_p (gimple *stmt)
{
  tree lhs = gimple_assign_lhs (stmt);
  return VAR_P (lhs) && DECL_ARTIFICIAL (lhs) && DECL_IGNORED_P (lhs)
	 && !TREE_ADDRESSABLE (lhs);
}

/* "#pragma GCC unroll" and "#pragma GCC ivdep" leave the exit test of
   their loop as "T = A < B; C = T; if (C != 0)": the annotation was a
   call around the comparison, which building the CFG turned into the
   loop's flags and a copy.  Restore "if (A < B)", the form the analysis
   reads and the tile function rewrites, and drop the copy into the
   gimplifier's temporary C, which nothing else reads and which would
   count as a statement between two levels of the nest; T is an SSA name
   and harmless.  Only a chain of assignments right in front of the
   test is followed, so nothing between the comparison and the test can
   change A or B.  */

static void
unwrap_annotated_test (gcond *cond)
{
  if (gimple_cond_code (cond) != NE_EXPR
      || !integer_zerop (gimple_cond_rhs (cond)))
    return;
  tree value = gimple_cond_lhs (cond);
  gimple *stmt = cond;
  auto_vec<gimple *, 4> copies;
  for (int step = 0; step < 4; step++)
    {
      gimple *def = previous_statement (stmt);
      if (!def || !is_gimple_assign (def) || gimple_assign_lhs (def) != value)
	return;
      enum tree_code code = gimple_assign_rhs_code (def);
      if (TREE_CODE_CLASS (code) == tcc_comparison)
	{
	  gimple_cond_set_condition (cond, code, gimple_assign_rhs1 (def),
				     gimple_assign_rhs2 (def));
	  for (gimple *copy : copies)
	    {
	      gimple_stmt_iterator gsi = gsi_for_stmt (copy);
	      gsi_remove (&gsi, true);
	    }
	  return;
	}
      if (!gimple_assign_single_p (def))
	return;
      if (copy_to_temporary_p (def))
	copies.safe_push (def);
      value = gimple_assign_rhs1 (def);
      stmt = def;
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
  unwrap_annotated_test (level->cond);
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
  level->bound_on_left = bound == a && bound != b;
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

/* Whether STMT was written before INCR_POS and, when the exit test has
   a position (COND_POS.file set), after it: inside the loop statement,
   between its test and its increment.  A statement of the body written
   before the loop's own test comes from elsewhere: -fsanitize=bounds
   re-evaluates the bound of a variable-length array type ("m - 1" of a
   parameter "double (*v)[m]") at each checked access, located at the
   declaration.  */

static bool
written_between_p (gimple *stmt, expanded_location cond_pos,
		   expanded_location incr_pos)
{
  if (!gimple_has_location (stmt))
    return false;
  expanded_location pos = source_position (gimple_location (stmt));
  return (position_before_p (pos, incr_pos)
	  && (!cond_pos.file || position_before_p (cond_pos, pos)));
}

/* Whether LOOP looks like "while (IV < N) { ...; IV++; }": in GIMPLE it
   has the shape of a for loop, but the body is written between the exit
   test COND and the increment INCR instead of after both.  */

static bool
while_loop_p (class loop *loop, gcond *cond, gimple *incr)
{
  if (!gimple_has_location (incr))
    return false;
  expanded_location incr_pos = source_position (gimple_location (incr));
  expanded_location cond_pos = { NULL, 0, 0, NULL, false };
  if (gimple_has_location (cond))
    cond_pos = source_position (gimple_location (cond));
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
	  if (stmt != incr && written_between_p (stmt, cond_pos, incr_pos))
	    {
	      found = true;
	      break;
	    }
	}
    }
  free (body);
  return found;
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

const char *
analyse_level (struct nest_level *level, basic_block search_from)
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
  if (while_loop_p (loop, level->cond, level->incr))
    return noncanonical_text[NC_WHILE];
  if (!single_real_exit_p (loop))
    return noncanonical_text[NC_EXITS];
  if (!find_entry_and_init (level, search_from))
    return noncanonical_text[NC_ENTRY];
  return NULL;
}
