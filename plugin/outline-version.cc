/* outline-version.cc -- a loop too small to pay for its dispatch runs as
   written, decided before the dispatch by its trip count.

   Why this file exists: a loop whose trip count is only known at run
   time gets its block sizes from the runtime, which also decides there
   whether dispatching it pays (choose.c).  Asking costs a call into the
   runtime and the planning of the nest every time the loop is reached:
   nothing for a loop that runs long, but many times the loop itself for
   an 8-iteration loop in a function called a million times, or a row
   loop inside the k loop of a matrix product.  As GCC's vectorizer does
   with its cost model's run-time check, the loop is therefore versioned
   here (loop_version): below the iteration count at which a dispatch
   can never pay on the target (accblock_model_never_pays_below, from
   the bytes one iteration touches at most) the original loop runs where
   it stands; from that count on the copy the outline pass dispatches
   runs, and the runtime decides with the whole model as before.

   Only single loops are versioned (a nest's trip count would be a
   product of several), with a 32-bit or narrower exit test (so that the
   distance to the bound is exact in 64 bits) and no call in the body
   (whose bytes cannot be counted).  Other nests are left to the
   runtime alone.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "outline.h"
#include "infer.h"
#include "cfgloopmanip.h"

/* Bytes of memory the statements of LOOP read and write in one
   iteration, at most; false when a statement's cannot be told (a call,
   an asm, an operand of unknown size).  */

static bool
bytes_per_iteration (class loop *loop, unsigned HOST_WIDE_INT *bytes)
{
  *bytes = 0;
  basic_block *bbs = get_loop_body (loop);
  bool known = true;
  for (unsigned i = 0; i < loop->num_nodes && known; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bbs[i]);
	 !gsi_end_p (gsi) && known; gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (is_gimple_debug (stmt) || gimple_code (stmt) == GIMPLE_COND
	    || gimple_code (stmt) == GIMPLE_LABEL
	    || gimple_code (stmt) == GIMPLE_NOP
	    || gimple_code (stmt) == GIMPLE_PREDICT)
	  continue;
	if (!is_gimple_assign (stmt))
	  {
	    known = false;
	    break;
	  }
	for (unsigned k = 0; k < gimple_num_ops (stmt); k++)
	  {
	    tree op = gimple_op (stmt, k);
	    if (!op || is_gimple_reg (op) || is_gimple_min_invariant (op))
	      continue;
	    HOST_WIDE_INT size = int_size_in_bytes (TREE_TYPE (op));
	    if (size <= 0)
	      known = false;
	    else
	      *bytes += size;
	  }
      }
  free (bbs);
  return known;
}

/* ---- The gimplifier's temporaries ----

   Before SSA the gimplifier's temporaries are SSA names already, each
   set once.  Copying a loop gives the copy's definitions new names, and
   would leave SSA form to rename the uses (update_ssa), which cannot run
   before SSA: the uses in the copy are renamed here, from the pairs of
   definitions the copy's statements and the original's make in order.  */

/* Whether an operand of a statement outside LOOP uses a temporary that
   LOOP defines: the two loops' values would then need a merge.  */

static tree defined_in_loop_r (tree *, int *, void *);

static bool
temporary_leaves_loop_p (class loop *loop)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, cfun)
    {
      if (flow_bb_inside_loop_p (loop, bb))
	continue;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  for (unsigned k = 0; k < gimple_num_ops (stmt); k++)
	    if (walk_tree_without_duplicates (gimple_op_ptr (stmt, k),
					      defined_in_loop_r, loop))
	      return true;
	}
    }
  return false;
}

/* walk_tree callback: an SSA name defined inside the loop DATA.  */

static tree
defined_in_loop_r (tree *tp, int *walk_subtrees, void *data)
{
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  if (TREE_CODE (*tp) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (*tp))
    return NULL_TREE;
  gimple *def = SSA_NAME_DEF_STMT (*tp);
  return def && gimple_bb (def)
	 && flow_bb_inside_loop_p ((class loop *) data, gimple_bb (def))
	 ? *tp : NULL_TREE;
}

/* The local variables LOOP assigns as a whole that are GIMPLE registers:
   copying a block renames the definitions of those as it renames
   temporaries (it expects SSA form), which before SSA loses their
   assignments.  Marked DECL_NOT_GIMPLE_REG_P while the loop is copied,
   they are copied as they are.  */

static void
hide_assigned_registers (class loop *loop, vec<tree> *hidden)
{
  basic_block *bbs = get_loop_body (loop);
  for (unsigned i = 0; i < loop->num_nodes; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bbs[i]); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	tree lhs = gimple_get_lhs (gsi_stmt (gsi));
	if (lhs && (VAR_P (lhs) || TREE_CODE (lhs) == PARM_DECL)
	    && is_gimple_reg (lhs))
	  {
	    DECL_NOT_GIMPLE_REG_P (lhs) = 1;
	    hidden->safe_push (lhs);
	  }
      }
  free (bbs);
}

static void
unhide_registers (vec<tree> *hidden)
{
  for (tree decl : *hidden)
    DECL_NOT_GIMPLE_REG_P (decl) = 0;
}

/* walk_tree callback: replace an SSA name the map DATA knows.  */

static tree
rename_r (tree *tp, int *walk_subtrees, void *data)
{
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  if (TREE_CODE (*tp) == SSA_NAME)
    if (tree *copy = ((hash_map<tree, tree> *) data)->get (*tp))
      *tp = *copy;
  return NULL_TREE;
}

/* After loop_version copied LOOP (the copy tables still live): map each
   temporary LOOP defines to its copy's, then rename the uses in the
   copy, and drop the renaming SSA would have done.  */

static void
rename_copied_temporaries (class loop *loop)
{
  hash_map<tree, tree> map;
  basic_block *bbs = get_loop_body (loop);
  for (unsigned i = 0; i < loop->num_nodes; i++)
    {
      gimple_stmt_iterator a = gsi_start_bb (bbs[i]);
      gimple_stmt_iterator b = gsi_start_bb (get_bb_copy (bbs[i]));
      for (; !gsi_end_p (a) && !gsi_end_p (b); gsi_next (&a), gsi_next (&b))
	{
	  tree from = gimple_get_lhs (gsi_stmt (a));
	  tree to = gimple_get_lhs (gsi_stmt (b));
	  if (!from || !to || from == to)
	    continue;
	  if (TREE_CODE (from) == SSA_NAME)
	    map.put (from, to);
	}
    }
  for (unsigned i = 0; i < loop->num_nodes; i++)
    {
      basic_block copy = get_bb_copy (bbs[i]);
      for (gimple_stmt_iterator gsi = gsi_start_bb (copy); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  /* The definition of a temporary was renamed already; a stored-to
	     memory reference may use one.  */
	  for (unsigned k = 0; k < gimple_num_ops (stmt); k++)
	    if (!(k == 0 && is_gimple_assign (stmt)
		  && TREE_CODE (gimple_assign_lhs (stmt)) == SSA_NAME))
	      {
		/* The copy may share a memory reference with the original,
		   which keeps its names.  */
		tree *op = gimple_op_ptr (stmt, k);
		*op = unshare_expr (*op);
		walk_tree (op, rename_r, &map, NULL);
	      }
	  update_stmt_if_modified (stmt);
	}
    }
  free (bbs);
  if (need_ssa_update_p (cfun))
    delete_update_ssa ();
}

/* The distance, in index units, from LEVEL's induction variable to its
   bound, in 64 bits: what the loop must step over before it ends.  */

static tree
distance_to_bound (const struct nest_level *level)
{
  tree wide = long_long_integer_type_node;
  tree iv = fold_convert (wide, level->iv);
  tree bound = fold_convert (wide, unshare_expr (level->bound_expr));
  bool up = level->cmp == ACCBLOCK_CMP_LT || level->cmp == ACCBLOCK_CMP_LE;
  tree distance = up ? fold_build2 (MINUS_EXPR, wide, bound, iv)
		     : fold_build2 (MINUS_EXPR, wide, iv, bound);
  if (level->cmp == ACCBLOCK_CMP_LE || level->cmp == ACCBLOCK_CMP_GE)
    distance = fold_build2 (PLUS_EXPR, wide, distance,
			    build_int_cst (wide, 1));
  return distance;
}

/* Whether LEVEL, the only level of a probed nest, can be versioned on
   its trip count.  */

static bool
versionable_level_p (const struct nest *probe)
{
  const struct nest_level *level = &probe->level[0];
  return probe->depth == 1 && !level->noncanonical && level->iv
	 && level->bound_expr && level->cmp_type
	 && TYPE_PRECISION (level->cmp_type) <= 32
	 && level->step != 0 && level->step > -(HOST_WIDE_INT_1 << 20)
	 && level->step < (HOST_WIDE_INT_1 << 20) && level->loop->latch
	 && level->loop->latch != level->loop->header
	 && single_succ_p (level->loop->latch)
	 && !temporary_leaves_loop_p (level->loop);
}

/* The block control enters LOOP's header from, outside the loop.  */

static basic_block
entry_block (class loop *loop)
{
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, loop->header->preds)
    if (!flow_bb_inside_loop_p (loop, e->src))
      return e->src;
  return NULL;
}

/* Version LOOP: the original where DISTANCE reaches MIN_DISTANCE, the
   copy below.  Returns the block in front of the original, or NULL.  */

static basic_block
version_loop (class loop *loop, tree distance, unsigned HOST_WIDE_INT
	      min_distance)
{
  /* The condition's operands must be values: compute the distance at
     the end of the block the loop is entered from, ahead of the test
     loop_version puts on that edge.  */
  gimple_seq seq = NULL;
  distance = force_gimple_operand (distance, &seq, true, NULL_TREE);
  gimple_stmt_iterator gsi = gsi_last_bb (entry_block (loop));
  if (!gsi_end_p (gsi) && stmt_ends_bb_p (gsi_stmt (gsi)))
    gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
  else
    gsi_insert_seq_after (&gsi, seq, GSI_NEW_STMT);
  tree cond = fold_build2 (GE_EXPR, boolean_type_node, distance,
			   build_int_cst (TREE_TYPE (distance), min_distance));
  /* loop_version wants the loop's one entry edge as its preheader edge
     and its one latch a simple one (versionable_level_p and nest
     discovery checked both); the pass keeps the loops in no such state
     otherwise, so say so for the call only.  */
  const unsigned flags = LOOPS_HAVE_PREHEADERS | LOOPS_HAVE_SIMPLE_LATCHES
			 | LOOPS_MAY_HAVE_MULTIPLE_LATCHES;
  unsigned saved = current_loops->state & flags;
  loops_state_set (LOOPS_HAVE_PREHEADERS | LOOPS_HAVE_SIMPLE_LATCHES);
  loops_state_clear (LOOPS_MAY_HAVE_MULTIPLE_LATCHES);
  auto_vec<tree> hidden;
  hide_assigned_registers (loop, &hidden);
  initialize_original_copy_tables ();
  /* The loop as written is the likely way: there a taken branch costs
     a few per cent of an 8-iteration loop, beside a dispatch nothing.  */
  class loop *copy
    = loop_version (loop, cond, NULL, profile_probability::unlikely (),
		    profile_probability::likely (),
		    profile_probability::always (),
		    profile_probability::always (), true);
  unhide_registers (&hidden);
  if (copy)
    rename_copied_temporaries (loop);
  free_original_copy_tables ();
  loops_state_clear (flags);
  loops_state_set (saved);
  return copy ? entry_block (loop) : NULL;
}

/* The trip count below which the loop of PROBE, each iteration touching
   at most BYTES bytes, stays where it stands, as the distance to its
   bound that the loop must reach to be dispatched: (N - 1) steps and
   one more index unit; 0 when that is not worth a test.  */

static unsigned HOST_WIDE_INT
min_dispatched_distance (const struct nest *probe,
			 unsigned HOST_WIDE_INT bytes, uint64_t *trips)
{
  struct accblock_target target;
  infer_settings_target (&target);
  *trips = accblock_model_never_pays_below (&target.cost, (double) bytes);
  HOST_WIDE_INT step = probe->level[0].step;
  unsigned HOST_WIDE_INT magnitude = step < 0 ? -step : step;
  if (*trips < 2 || *trips > (UINT64_C (1) << 40))
    return 0;
  return (*trips - 1) * magnitude + 1;
}

basic_block
outline_version_small_trips (const struct nest *probe,
			     const struct blocking_decision *d)
{
  if (!accblock_settings.cost_model_dynamic
      || d->origin != BLOCKING_AT_RUN_TIME || !d->all_loops_counted)
    return NULL;
  unsigned HOST_WIDE_INT bytes, distance;
  uint64_t trips;
  if (!versionable_level_p (probe)
      || !bytes_per_iteration (probe->level[0].loop, &bytes)
      || (distance = min_dispatched_distance (probe, bytes, &trips)) == 0)
    return NULL;
  basic_block bb = version_loop (probe->level[0].loop,
				 distance_to_bound (&probe->level[0]),
				 distance);
  /* Even when loop_version gave up, the distance's statements stay in
     front of the loop: the nest is to be found again all the same.  */
  if (!bb)
    return probe->entry_bb;
  accblock_remark (probe->loc, "loop %qE runs as written when it has "
		   "fewer than %wu iterations, too few to pay for a "
		   "dispatch", DECL_NAME (probe->level[0].iv),
		   (uint64_t) trips);
  return bb;
}
