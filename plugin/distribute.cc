/* distribute.cc -- split the outer loop of an imperfect parallel nest
   over the loops of its body, so that each becomes a perfect nest.

   Why this file exists: benchmark kernels write gemm as "for (i) { for
   (j) C[i][j] *= beta; for (k) for (j) C[i][j] += ...; }".  Inference
   can only block the outer loop of such a nest, the arrays subscripted
   by the indices of its inner loops stay in main memory
   (access-varying.cc), and the model counts one iteration per outer
   iteration.  When no iteration of the outer loop touches memory that
   another one touches, the parts of different iterations may run in
   any order: running the first loop of the body for every iteration,
   then the second for every iteration keeps every dependence (those
   within one iteration keep their order).  Each part is then a perfect
   nest that inference blocks on every level.  This is loop
   distribution, as GCC's tree-loop-distribution.cc does it, for the one
   case the plugin's parallelism proof makes safe: the loop and its
   first value are copied in front of themselves once per extra part
   (duplicate_loop for the loop structures; the blocks by hand, as
   copy_bbs would rename the variables' definitions as if in SSA form),
   and each copy skips the loops of the other parts, which are then
   deleted.

   The pass runs before SSA form, so a scalar is one variable in every
   copy: a scalar written in one part and read in another, or written
   in two parts, would see the value of another iteration, and the
   split is refused.  So is a body that is anything but loops and
   assignments in front of them (a branch around them, a call, an asm,
   a volatile access, a statement that may throw, a second exit or
   entry, a statement after the last loop), a loop whose first value is
   not set right in front of it or whose exit test reads memory.  Each
   part is then looked at by serial.cc as a nest of its own, and its
   parallelism proven again.

   A nest whose parallelism rests on arrays found apart only at run
   time (VLA parameters that may overlap) is split only under a test of
   their address ranges (alias-guard.cc): the loop is versioned first,
   a copy of the whole region kept as written, and the test in a block
   in front of both sends the run to the split copies when the arrays
   lie apart, to the loop as written otherwise, as GCC's vectorizer and
   tree-loop-distribution.cc version a loop on an alias test.  The
   copies would run in the wrong order when the arrays overlap, so no
   path reaches them without the test, and the nests they become need
   no check of those arrays of their own (serial.cc).

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "distribute.h"
#include "cfgloopmanip.h"
#include "cfgcleanup.h"
#include "tree-eh.h"  /* stmt_could_throw_p */

/* The role of a block of the region that is no part's: it runs in
   every copy (the block in front of the loop, the header, and the
   blocks after the last loop of the body).  */
#define ROLE_COMMON (-1)

/* The loop being split, its region (the block in front, then the
   body) and what each block of it is to the split.  */
struct dist_region
{
  class loop *loop;
  basic_block entry_bb;
  gimple *init;
  tree iv;
  edge exit;                     /* The loop's one exit, from its header.  */
  auto_vec<class loop *> parts;  /* The loops of the body, in order.  */
  auto_vec<edge> part_in;        /* The edge into each, and out of it.  */
  auto_vec<edge> part_out;
  auto_vec<basic_block> bbs;     /* ENTRY_BB, then the body.  */
  auto_vec<int> role;            /* By index in BBS: ROLE_COMMON, or the
				    part whose loop or glue it is.  */
  auto_vec<bool> glue;           /* By index in BBS: in front of a part's
				    loop, not in it.  */
  auto_vec<int> index_of;        /* By block index: the index in BBS, or
				    -1.  */
};

/* Record LOOP, the next loop of R's body, as a part, giving its blocks
   ROLE_OF; false when it has more than one exit or entry, or is entered
   right from the loop before it.  A copy skips a part by sending the
   edge into it past it: that edge must be no other part's.  */

static bool
add_part (struct dist_region *r, class loop *loop, vec<int> *role_of)
{
  auto_vec<edge> exits = get_loop_exit_edges (loop);
  edge in = loop_entry_edge (loop);
  if (exits.length () != 1 || !in || in->src->loop_father != r->loop)
    return false;
  basic_block *body = get_loop_body (loop);
  for (unsigned i = 0; i < loop->num_nodes; i++)
    (*role_of)[body[i]->index] = r->parts.length ();
  free (body);
  r->parts.safe_push (loop);
  r->part_in.safe_push (in);
  r->part_out.safe_push (exits[0]);
  return true;
}

/* Walk the body of R's loop from its header: a sequence of loops, each
   with the blocks in front of it.  Fill R's parts and ROLE_OF and
   GLUE_OF (by block index); the reason when the body is not such a
   sequence.  */

static const char *
walk_body (struct dist_region *r, vec<int> *role_of, vec<bool> *glue_of)
{
  class loop *loop = r->loop;
  auto_vec<edge> exits = get_loop_exit_edges (loop);
  if (exits.length () != 1 || exits[0]->src != loop->header
      || EDGE_COUNT (loop->header->succs) != 2)
    return "it has more than one exit";
  r->exit = exits[0];
  edge in = EDGE_SUCC (loop->header, EDGE_SUCC (loop->header, 0) == r->exit);
  basic_block bb = in->dest;
  unsigned seen = 1;
  while (bb != loop->header && seen <= loop->num_nodes)
    {
      class loop *inner = bb->loop_father;
      if (inner == loop)
	{
	  if (!single_succ_p (bb))
	    return "its body branches";
	  (*role_of)[bb->index] = r->parts.length ();
	  (*glue_of)[bb->index] = true;
	  seen++;
	  bb = single_succ (bb);
	  continue;
	}
      if (loop_outer (inner) != loop || inner->header != bb
	  || !add_part (r, inner, role_of))
	return "a loop of its body has more than one exit or entry, or "
	       "follows the one before it without a statement between";
      seen += inner->num_nodes;
      bb = r->part_out.last ()->dest;
    }
  if (bb != loop->header || seen != loop->num_nodes)
    return "its body is not a sequence of loops";
  return NULL;
}

/* Fill R's region from the walk: ENTRY_BB, then the body, with their
   roles; the blocks after the last part run in every copy.  */

static void
fill_region (struct dist_region *r, const vec<int> &role_of,
	     const vec<bool> &glue_of)
{
  r->index_of.safe_grow (last_basic_block_for_fn (cfun), true);
  for (unsigned i = 0; i < r->index_of.length (); i++)
    r->index_of[i] = -1;
  r->bbs.safe_push (r->entry_bb);
  basic_block *body = get_loop_body (r->loop);
  for (unsigned i = 0; i < r->loop->num_nodes; i++)
    r->bbs.safe_push (body[i]);
  free (body);
  for (unsigned i = 0; i < r->bbs.length (); i++)
    {
      int idx = r->bbs[i]->index;
      int role = role_of[idx];
      r->index_of[idx] = i;
      r->glue.safe_push (glue_of[idx]);
      r->role.safe_push ((unsigned) role >= r->parts.length ()
			 ? ROLE_COMMON : role);
    }
}

/* walk_tree callback: the first volatile variable or reference.  */

static tree
volatile_r (tree *tp, int *walk_subtrees, void *)
{
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  else if ((DECL_P (*tp) || REFERENCE_CLASS_P (*tp))
	   && (TREE_THIS_VOLATILE (*tp) || TYPE_VOLATILE (TREE_TYPE (*tp))))
    return *tp;
  return NULL_TREE;
}

/* Whether an operand of STMT is volatile.  The statement's own flag
   (gimple_has_volatile_ops) is set by the scan of SSA operands, which
   has not run yet.  */

static bool
volatile_stmt_p (gimple *stmt)
{
  for (unsigned k = 0; k < gimple_num_ops (stmt); k++)
    if (gimple_op (stmt, k)
	&& walk_tree_without_duplicates (gimple_op_ptr (stmt, k), volatile_r,
					 NULL))
      return true;
  return false;
}

/* Why STMT, of block I of R's region, keeps the loop from being split,
   or NULL.  */

static const char *
stmt_problem (const struct dist_region *r, unsigned i, gimple *stmt)
{
  basic_block bb = r->bbs[i];
  if (is_gimple_debug (stmt) || gimple_code (stmt) == GIMPLE_LABEL
      || gimple_code (stmt) == GIMPLE_NOP
      || gimple_code (stmt) == GIMPLE_PREDICT)
    return NULL;
  if (is_gimple_call (stmt))
    return "it calls a function";
  if (gimple_code (stmt) == GIMPLE_ASM)
    return "it contains an asm statement";
  if (gimple_has_volatile_ops (stmt) || volatile_stmt_p (stmt))
    return "it accesses volatile storage";
  if (stmt_could_throw_p (cfun, stmt))
    return "a statement in it may throw";
  bool in_part_loop = r->role[i] != ROLE_COMMON && !r->glue[i];
  if (gimple_code (stmt) == GIMPLE_COND && bb == r->loop->header)
    return NULL;
  if (!is_gimple_assign (stmt) || (in_part_loop && stmt_ends_bb_p (stmt)))
    return in_part_loop && gimple_code (stmt) == GIMPLE_COND
	   ? NULL : "its body branches";
  if (in_part_loop)
    return NULL;
  if (bb == r->entry_bb && stmt != r->init)
    return "statements run in front of it";
  /* In front of a part's loop, a statement of that part; its memory
     references are the dependence test's, as those of the loop.  */
  if (r->role[i] != ROLE_COMMON)
    return NULL;
  if (bb != r->loop->header && bb != r->entry_bb
      && gimple_assign_lhs (stmt) != r->iv)
    return "a statement after the last loop of its body is not its "
	   "increment";
  /* What every copy runs reads no memory: a part could change it.  */
  for (unsigned k = 0; k < gimple_num_ops (stmt); k++)
    {
      tree op = gimple_op (stmt, k);
      if (op && !is_gimple_reg (op) && !is_gimple_min_invariant (op))
	return "its exit test or first value reads memory";
    }
  return NULL;
}

/* The first statement of R's region that keeps it from being split, or
   NULL; its reason in *WHY.  */

static gimple *
first_bad_stmt (const struct dist_region *r, const char **why)
{
  for (unsigned i = 0; i < r->bbs.length (); i++)
    {
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, r->bbs[i]->succs)
	if (e->flags & EDGE_COMPLEX)
	  {
	    *why = "its body has an abnormal or exception edge";
	    return last_stmt (r->bbs[i]);
	  }
      for (gimple_stmt_iterator gsi = gsi_start_bb (r->bbs[i]);
	   !gsi_end_p (gsi); gsi_next (&gsi))
	if ((*why = stmt_problem (r, i, gsi_stmt (gsi))))
	  return gsi_stmt (gsi);
    }
  return NULL;
}

/* The variable or temporary (an SSA name before SSA form: the
   gimplifier's) STMT assigns as a whole, or the variable it assigns a
   part of when that is no array; NULL_TREE for a store into an array
   or through a pointer, which the dependence test has seen.  */

static tree
written_var (gimple *stmt)
{
  tree lhs = gimple_get_lhs (stmt);
  if (!lhs)
    return NULL_TREE;
  if (TREE_CODE (lhs) == SSA_NAME)
    return lhs;
  tree base = get_base_address (lhs);
  if (base && DECL_P (base) && TREE_CODE (TREE_TYPE (base)) != ARRAY_TYPE)
    return base;
  return NULL_TREE;
}

/* walk_tree callback: push each variable and temporary of an operand
   onto DATA (a vec<tree>), not looking into types (the sizes of a VLA
   type).  */

static tree
collect_vars (tree *tp, int *walk_subtrees, void *data)
{
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  else if (VAR_P (*tp) || TREE_CODE (*tp) == PARM_DECL
	   || TREE_CODE (*tp) == RESULT_DECL || TREE_CODE (*tp) == SSA_NAME)
    ((vec<tree> *) data)->safe_push (*tp);
  return NULL_TREE;
}

/* The role of a variable more than one part writes.  */
#define ROLE_MANY (-2)

/* Note in OWNER which role writes each variable of R's region
   (ROLE_MANY: several parts), and in PARTIAL the variables assigned
   other than as a whole; the variable written both by a part and by
   what every copy runs, or NULL_TREE.  */

static tree
note_writers (const struct dist_region *r, hash_map<tree, int> *owner,
	      hash_set<tree> *partial)
{
  for (unsigned i = 0; i < r->bbs.length (); i++)
    for (gimple_stmt_iterator gsi = gsi_start_nondebug_bb (r->bbs[i]);
	 !gsi_end_p (gsi); gsi_next_nondebug (&gsi))
      if (tree var = written_var (gsi_stmt (gsi)))
	{
	  if (gimple_get_lhs (gsi_stmt (gsi)) != var)
	    partial->add (var);
	  int *role = owner->get (var);
	  if (!role)
	    owner->put (var, r->role[i]);
	  else if (*role != r->role[i])
	    {
	      if (*role == ROLE_COMMON || r->role[i] == ROLE_COMMON)
		return var;
	      *role = ROLE_MANY;
	    }
	}
  return NULL_TREE;
}

/* Whether statement DEF comes before USE in their one block.  */

static bool
stmt_before_p (gimple *def, gimple *use)
{
  gimple_stmt_iterator gsi = gsi_for_stmt (def);
  for (gsi_next (&gsi); !gsi_end_p (gsi); gsi_next (&gsi))
    if (gsi_stmt (gsi) == use)
      return true;
  return false;
}

/* Whether every run of USE, in part ROLE of R, reads VAR as an
   assignment of part ROLE in the same iteration left it: one such
   assignment dominates USE (the index of an inner loop, declared
   once for all of them, which each loop sets before it reads it).  */

static bool
set_before_p (const struct dist_region *r, tree var, int role, gimple *use)
{
  basic_block ub = gimple_bb (use);
  for (unsigned i = 0; i < r->bbs.length (); i++)
    if (r->role[i] == role)
      for (gimple_stmt_iterator gsi = gsi_start_nondebug_bb (r->bbs[i]);
	   !gsi_end_p (gsi); gsi_next_nondebug (&gsi))
	{
	  gimple *def = gsi_stmt (gsi);
	  if (def == use || gimple_get_lhs (def) != var)
	    continue;
	  if (r->bbs[i] == ub ? stmt_before_p (def, use)
	      : dominated_by_p (CDI_DOMINATORS, ub, r->bbs[i]))
	    return true;
	}
  return false;
}

/* The variables and temporaries STMT reads into VARS: those of its
   operands, but not the variable an assignment stores as a whole (its
   operand 0; the same variable among the other operands, as in
   "t = t / n", is read).  */

static void
read_vars (gimple *stmt, vec<tree> *vars)
{
  vars->truncate (0);
  tree lhs = gimple_get_lhs (stmt);
  bool whole = lhs && (DECL_P (lhs) || TREE_CODE (lhs) == SSA_NAME);
  for (unsigned k = 0; k < gimple_num_ops (stmt); k++)
    {
      tree *op = gimple_op_ptr (stmt, k);
      if (*op && !(k == 0 && whole && is_gimple_assign (stmt)))
	walk_tree_without_duplicates (op, collect_vars, vars);
    }
}

/* Whether the read of VAR by STMT, in a block of ROLE, stays right once
   R is split: VAR is written by ROLE only, or by what every copy runs
   (the IV, the header's temporaries), or not at all; or a part reads
   what it set itself in the same iteration (set_before_p).  */

static bool
read_stays_p (const struct dist_region *r, hash_map<tree, int> &owner,
	      hash_set<tree> &partial, tree var, int role,
	      gimple *stmt)
{
  int *writer = owner.get (var);
  if (!writer || *writer == ROLE_COMMON || *writer == role)
    return true;
  return role != ROLE_COMMON && VAR_P (var) && is_gimple_reg (var)
	 && !partial.contains (var) && set_before_p (r, var, role, stmt);
}

/* The scalar that would carry a value from one part of R to another,
   or between a part and what every copy runs, or NULL_TREE.  */

static tree
crossing_scalar (const struct dist_region *r)
{
  hash_map<tree, int> owner;
  hash_set<tree> partial;
  if (tree var = note_writers (r, &owner, &partial))
    return var;
  calculate_dominance_info (CDI_DOMINATORS);
  auto_vec<tree> vars;
  for (unsigned i = 0; i < r->bbs.length (); i++)
    for (gimple_stmt_iterator gsi = gsi_start_nondebug_bb (r->bbs[i]);
	 !gsi_end_p (gsi); gsi_next_nondebug (&gsi))
      {
	read_vars (gsi_stmt (gsi), &vars);
	for (tree var : vars)
	  if (!read_stays_p (r, owner, partial, var, r->role[i],
			     gsi_stmt (gsi)))
	    return var;
      }
  return NULL_TREE;
}

/* The copy of edge E of R's region in the copy whose blocks MAP gives
   by index in R->BBS.  */

static edge
edge_copy (const struct dist_region *r, basic_block *map, edge e)
{
  edge c = find_edge (map[r->index_of[e->src->index]],
		      map[r->index_of[e->dest->index]]);
  gcc_assert (c);
  return c;
}

/* Make the copy of R's region whose blocks MAP gives run the loop of
   part KEEP only: the statements in front of the other parts' loops
   are removed, and the edge into each of those loops goes past it.
   The loops become unreachable.  */

static void
skip_other_parts (const struct dist_region *r, basic_block *map,
		  unsigned keep)
{
  for (unsigned i = 0; i < r->bbs.length (); i++)
    if (r->glue[i] && r->role[i] != ROLE_COMMON
	&& (unsigned) r->role[i] != keep)
      for (gimple_stmt_iterator gsi = gsi_after_labels (map[i]);
	   !gsi_end_p (gsi);)
	gsi_remove (&gsi, true);
  for (unsigned m = 0; m < r->parts.length (); m++)
    if (m != keep)
      {
	edge in = edge_copy (r, map, r->part_in[m]);
	edge out = edge_copy (r, map, r->part_out[m]);
	edge e = redirect_edge_and_branch (in, out->dest);
	gcc_assert (e);
      }
}

/* walk_tree callback: replace a temporary by its copy, from DATA (a
   hash_map<tree, tree>).  */

static tree
rename_copied (tree *tp, int *walk_subtrees, void *data)
{
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  else if (tree *copy = ((hash_map<tree, tree> *) data)->get (*tp))
    *tp = *copy;
  return NULL_TREE;
}

/* Copy the statements of FROM but its labels into the empty block TO.
   The plugin's GIMPLE is not in SSA form yet, so a variable keeps its
   name in the copy (gimple_duplicate_bb, behind copy_bbs, would give
   it an SSA name); only the gimplifier's temporaries, which are SSA
   names already, get new ones, noted in RENAMED.  */

static void
copy_statements (basic_block from, basic_block to,
		 hash_map<tree, tree> *renamed)
{
  gimple_stmt_iterator out = gsi_start_bb (to);
  for (gimple_stmt_iterator gsi = gsi_start_bb (from); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      /* A label, and a debug bind of one, must stay unique.  */
      if (gimple_code (stmt) == GIMPLE_LABEL
	  || (gimple_debug_bind_p (stmt)
	      && TREE_CODE (gimple_debug_bind_get_var (stmt)) == LABEL_DECL))
	continue;
      gimple *copy = gimple_copy (stmt);
      tree lhs = gimple_get_lhs (copy);
      if (lhs && TREE_CODE (lhs) == SSA_NAME)
	{
	  tree name = copy_ssa_name (lhs, copy);
	  gimple_set_lhs (copy, name);
	  renamed->put (lhs, name);
	}
      gsi_insert_after (&out, copy, GSI_NEW_STMT);
    }
}

/* Have the statements of the blocks MAP gives, N of them, use the
   copies of the temporaries RENAMED names.  */

static void
rename_temporaries (basic_block *map, unsigned n,
		    hash_map<tree, tree> *renamed)
{
  for (unsigned i = 0; i < n; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (map[i]); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	for (unsigned k = 0; k < gimple_num_ops (stmt); k++)
	  {
	    tree *op = gimple_op_ptr (stmt, k);
	    if (!*op || (k == 0 && gimple_get_lhs (stmt) == *op
			 && TREE_CODE (*op) == SSA_NAME))
	      continue;
	    *op = unshare_expr (*op);
	    walk_tree (op, rename_copied, renamed, NULL);
	  }
	update_stmt_if_modified (stmt);
      }
}

/* Give the blocks MAP gives, copies of those of R's region, the copies
   of the region's edges between them, and of those leaving it; the
   copy of the loop's exit in *EXIT.  */

static void
copy_edges (const struct dist_region *r, basic_block *map, edge *exit)
{
  for (unsigned i = 0; i < r->bbs.length (); i++)
    {
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, r->bbs[i]->succs)
	{
	  int d = r->index_of[e->dest->index];
	  edge c = make_edge (map[i], d >= 0 ? map[d] : e->dest, e->flags);
	  c->probability = e->probability;
	  c->goto_locus = e->goto_locus;
	  if (e == r->exit)
	    *exit = c;
	}
    }
}

/* Copy the blocks of R's region into MAP, in new blocks of copies of
   its loops placed after the loop the region stands in; the copy of
   the loop's exit in *EXIT.  */

static void
copy_region (const struct dist_region *r, basic_block *map, edge *exit)
{
  class loop *outer = loop_outer (r->loop);
  initialize_original_copy_tables ();
  class loop *copy = duplicate_loop (r->loop, outer);
  duplicate_subloops (r->loop, copy);
  hash_map<tree, tree> renamed;
  basic_block after = r->entry_bb->prev_bb;
  for (unsigned i = 0; i < r->bbs.length (); i++)
    {
      basic_block bb = r->bbs[i];
      class loop *father = get_loop_copy (bb->loop_father);
      map[i] = after = create_empty_bb (after);
      map[i]->count = bb->count;
      add_bb_to_loop (map[i], father ? father : bb->loop_father);
      if (father && bb->loop_father->header == bb)
	father->header = map[i];
      if (father && bb->loop_father->latch == bb)
	father->latch = map[i];
      copy_statements (bb, map[i], &renamed);
    }
  free_original_copy_tables ();
  rename_temporaries (map, r->bbs.length (), &renamed);
  copy_edges (r, map, exit);
}

/* Put in front of R's region a copy of it that runs part PART only;
   return the header of the copy's loop.  */

static basic_block
copy_for_part (struct dist_region *r, unsigned part)
{
  basic_block *map = XNEWVEC (basic_block, r->bbs.length ());
  edge exit_copy = NULL;
  copy_region (r, map, &exit_copy);
  skip_other_parts (r, map, part);
  edge into = redirect_edge_and_branch (single_pred_edge (r->entry_bb),
					map[0]);
  edge out = redirect_edge_and_branch (exit_copy, r->entry_bb);
  gcc_assert (into && out);
  basic_block header = map[r->index_of[r->loop->header->index]];
  free (map);
  return header;
}

/* Keep a copy of R's region as written, in front of it, and put the
   statements GUARD in a new block in front of both, with a branch to
   the region when APART, which they compute, is nonzero, to the copy
   otherwise; return the first block of the copy.  The copy's exit
   leaves to where the loop's does.  */

static basic_block
version_region (struct dist_region *r, gimple_seq guard, tree apart,
		location_t loc)
{
  basic_block *map = XNEWVEC (basic_block, r->bbs.length ());
  edge exit_copy = NULL;
  copy_region (r, map, &exit_copy);
  basic_block as_written = map[0];
  free (map);
  basic_block test = split_edge (single_pred_edge (r->entry_bb));
  gimple_stmt_iterator gsi = gsi_last_bb (test);
  gsi_insert_seq_after (&gsi, guard, GSI_CONTINUE_LINKING);
  gcond *cond = gimple_build_cond (NE_EXPR, apart,
				   build_zero_cst (TREE_TYPE (apart)),
				   NULL_TREE, NULL_TREE);
  gimple_set_location (cond, loc);
  gsi_insert_after (&gsi, cond, GSI_CONTINUE_LINKING);
  edge split = single_succ_edge (test);
  split->flags = (split->flags & ~EDGE_FALLTHRU) | EDGE_TRUE_VALUE;
  split->probability = profile_probability::likely ();
  edge other = make_edge (test, as_written, EDGE_FALSE_VALUE);
  other->probability = split->probability.invert ();
  return as_written;
}

/* Whether R can be split; a missed remark at LOC says why not when its
   body holds two loops or more.  */

static bool
region_splittable_p (struct dist_region *r, location_t loc)
{
  unsigned nloops = 0;
  for (class loop *inner = r->loop->inner; inner; inner = inner->next)
    nloops++;
  if (nloops < 2)
    return false;
  auto_vec<int> role_of;
  auto_vec<bool> glue_of;
  role_of.safe_grow (last_basic_block_for_fn (cfun), true);
  for (unsigned i = 0; i < role_of.length (); i++)
    role_of[i] = ROLE_COMMON;
  glue_of.safe_grow_cleared (last_basic_block_for_fn (cfun), true);
  const char *why = NULL;
  tree var = NULL_TREE;
  if (!r->init || gimple_bb (r->init) != r->entry_bb
      || !single_pred_p (r->entry_bb) || !single_succ_p (r->entry_bb)
      || single_succ (r->entry_bb) != r->loop->header
      || (single_pred_edge (r->entry_bb)->flags & EDGE_COMPLEX))
    why = "its first value is not set right in front of it";
  else if (!(why = walk_body (r, &role_of, &glue_of)))
    {
      fill_region (r, role_of, glue_of);
      if (!first_bad_stmt (r, &why))
	var = crossing_scalar (r);
    }
  if (var)
    accblock_missed (loc, "loop %qD not distributed over its body: %qD is "
		     "used by more than one of its loops", r->iv, var);
  else if (why)
    accblock_missed (loc, "loop %qD not distributed over its body: %s",
		     r->iv, _(why));
  return !why && !var;
}

/* See distribute.h.  */

bool
distribute_loop (class loop *loop, basic_block entry_bb, gimple *init,
		 tree iv, location_t loc, gimple_seq guard, tree apart,
		 vec<basic_block> *headers, basic_block *as_written)
{
  struct dist_region r;
  r.loop = loop;
  r.entry_bb = entry_bb;
  r.init = init;
  r.iv = iv;
  if (!region_splittable_p (&r, loc))
    return false;
  free_dominance_info (CDI_DOMINATORS);
  if (guard)
    *as_written = version_region (&r, guard, apart, loc);
  unsigned nparts = r.parts.length ();
  for (unsigned k = 0; k + 1 < nparts; k++)
    headers->safe_push (copy_for_part (&r, k));
  skip_other_parts (&r, r.bbs.address (), nparts - 1);
  headers->safe_push (loop->header);
  delete_unreachable_blocks ();
  calculate_dominance_info (CDI_DOMINATORS);
  loops_state_set (LOOPS_NEED_FIXUP);
  fix_loop_structure (NULL);
  free_dominance_info (CDI_DOMINATORS);
  calculate_dominance_info (CDI_DOMINATORS);
  accblock_remark (loc, "loop %qD distributed over its body: %u nests", iv,
		   nparts);
  if (dump_file)
    fprintf (dump_file, "distributed loop %d over its body: %u nests\n",
	     loop->num, nparts);
  return true;
}
