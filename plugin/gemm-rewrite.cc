/* gemm-rewrite.cc -- run the matrix product of a tile in the runtime's
   kernel.

   Why this file exists: a host tile that is a matrix product runs far
   faster in a kernel written for the vector unit (runtime/gemm.c) than
   in the loops GCC makes of it.  This pass looks at each tile function
   the outline pass marked (gemm-mark.cc), in SSA form, where
   gemm-match.cc can read every address and trip count from scalar
   evolutions, and, for a product it finds, puts in front of the i loop
   a test that the call gives the loops' bits, which only run time can
   tell:

     ok = __accblock_gemm_applies (m, n, k, a, lda, b, ldb, c, ldc, rows)
     for (i) { leading statements;
	       if (!ok) __accblock_gemm_as_written (1, n, k, s, a_i, lda,
						    b, ldb, c_i, ldc, flags); }
     __accblock_gemm_update (ok ? m : 0, n, k, s, a, lda, b, ldb, c, ldc,
			     flags);

   The runtime makes the test (m, n and k positive, ldc >= n, lda and
   ldb not negative, C's elements apart from A's and from B's): written
   out in the tile, its address arithmetic cost GCC more to compile,
   through every pass that tracks value ranges, than the rest of the
   rewrite (issue 32), and it runs once per tile.
   When the test fails (C overlaps A or B: the run-time alias check's
   path, which runs the whole nest as one tile, or arguments that really
   overlap) each row runs as written, in the runtime: the k and j loops
   go, since GCC compiled them in every tile function for a path that
   rarely runs (a tenth of gemm's compile, issue 32).  Leading
   statements (C[i][j] *= beta) only exist when the analysis proved the
   i loop parallel; they then all run before the product, which only
   touches what they touch in the same rows.

   The kernel fuses each multiply and add exactly when GCC would in the
   loops: -ffp-contract=fast, the optimisations under which GCC forms
   FMAs (widening_mul: -O2, -fexpensive-optimizations), and FMA for
   double in the function's target.  A host tile function with an
   AVX-512F clone in a compilation without FMA has -ffp-contract=off
   (outline-tile.cc), so no version fuses; the clones are made later
   from this body, so all of them make the same call.  Under
   -fassociative-math (-ffast-math) GCC may regroup the loops' operations
   however it likes; the call stays, since the program allows the bits
   it gives.

   The pass runs right after "ssa": before any pass changed the loops'
   form, at -O0 too, and before the tile clones are made.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "gemm.h"
#include "descriptor.h"
#include "internal-fn.h"
#include "tree-ssa-loop-manip.h"

static GTY(()) tree gemm_update_decl;
static GTY(()) tree gemm_as_written_decl;
static GTY(()) tree gemm_applies_decl;

static const struct ggc_root_tab gemm_gc_roots[] = {
  { &gemm_update_decl, 1, sizeof (gemm_update_decl), &gt_ggc_mx_tree_node,
    &gt_pch_nx_tree_node },
  { &gemm_as_written_decl, 1, sizeof (gemm_as_written_decl),
    &gt_ggc_mx_tree_node, &gt_pch_nx_tree_node },
  { &gemm_applies_decl, 1, sizeof (gemm_applies_decl), &gt_ggc_mx_tree_node,
    &gt_pch_nx_tree_node },
  LAST_GGC_ROOT_TAB
};

/* The declaration of NAME, an entry with __accblock_gemm_update's
   parameters, in *SLOT.  */

static tree
update_like_decl (tree *slot, const char *name)
{
  if (!*slot)
    {
      tree w = desc_word_type ();
      tree cptr = build_pointer_type (build_qualified_type (double_type_node,
							   TYPE_QUAL_CONST));
      tree ptr = build_pointer_type (double_type_node);
      tree type = build_function_type_list (void_type_node, w, w, w,
					    double_type_node, cptr, w, cptr,
					    w, ptr, w, w, NULL_TREE);
      *slot = build_fn_decl (name, type);
      TREE_NOTHROW (*slot) = 1;
    }
  return *slot;
}

/* The declaration of __accblock_gemm_update.  */

static tree
update_decl (void)
{
  return update_like_decl (&gemm_update_decl, "__accblock_gemm_update");
}

/* The declaration of __accblock_gemm_as_written.  */

static tree
as_written_decl (void)
{
  return update_like_decl (&gemm_as_written_decl,
			   "__accblock_gemm_as_written");
}

/* ---- Tile words ---- */

/* The tile the runtime hands a tile function does not change while the
   function runs, so its words may be read anywhere; strip-mining reads
   those of an inner level each time the level starts.  Read them all at
   the start of FUN instead, so that scalar evolutions see the bounds of
   every level as invariant.  Returns whether a load moved.  */

static bool
hoist_tile_loads (function *fun)
{
  tree tile_parm = DECL_ARGUMENTS (fun->decl);
  tile_parm = tile_parm ? DECL_CHAIN (tile_parm) : NULL_TREE;
  tree tile = tile_parm ? ssa_default_def (fun, tile_parm) : NULL_TREE;
  if (!tile)
    return false;
  basic_block first = NULL;
  gimple_stmt_iterator to;
  bool moved = false;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);)
      {
	gimple *stmt = gsi_stmt (gsi);
	tree rhs = gimple_assign_load_p (stmt) ? gimple_assign_rhs1 (stmt)
					       : NULL_TREE;
	if (!rhs || TREE_CODE (rhs) != MEM_REF
	    || TREE_OPERAND (rhs, 0) != tile || gimple_has_volatile_ops (stmt)
	    || bb == first)
	  {
	    gsi_next (&gsi);
	    continue;
	  }
	if (!first)
	  {
	    first = split_edge (single_succ_edge (ENTRY_BLOCK_PTR_FOR_FN (fun)));
	    to = gsi_start_bb (first);
	  }
	gsi_move_before (&gsi, &to);
	moved = true;
      }
  return moved;
}

/* ---- The test and the call ---- */

/* VALUE converted to the ABI's word.  */

static tree
word (tree value)
{
  return fold_convert (desc_word_type (), value);
}

/* The step of ADDR in loop L, in elements (0 when it does not move).  */

static tree
elements (const struct gemm_address *addr, enum gemm_loop l)
{
  if (!addr->step[l])
    return build_zero_cst (desc_word_type ());
  return word (fold_build2 (EXACT_DIV_EXPR, TREE_TYPE (addr->step[l]),
			    addr->step[l],
			    build_int_cst (TREE_TYPE (addr->step[l]), 8)));
}

/* The arguments of the call, and the test.  */
struct gemm_call
{
  tree m, n, k, lda, ldb, ldc;
  tree ok;
};

/* The declaration of __accblock_gemm_applies.  */

static tree
applies_decl (void)
{
  if (!gemm_applies_decl)
    {
      tree w = desc_word_type ();
      tree cptr = build_pointer_type (build_qualified_type (double_type_node,
							   TYPE_QUAL_CONST));
      tree type = build_function_type_list (integer_type_node, w, w, w, cptr,
					    w, cptr, w, cptr, w, w,
					    NULL_TREE);
      gemm_applies_decl = build_fn_decl ("__accblock_gemm_applies", type);
      TREE_NOTHROW (gemm_applies_decl) = 1;
      TREE_READONLY (gemm_applies_decl) = 1;
    }
  return gemm_applies_decl;
}

/* VALUES, converted to the types of FN's parameters, as gimple values
   made in SEQ.  */

static void
convert_args (tree fn, tree *values, unsigned count, gimple_seq *seq)
{
  function_args_iterator it;
  tree arg_type;
  unsigned i = 0;
  FOREACH_FUNCTION_ARGS (TREE_TYPE (fn), arg_type, it)
    {
      if (i == count)
	break;
      values[i] = seq_gimple_value (fold_convert (arg_type, values[i]), seq);
      i++;
    }
}

/* Fill CALL from M: the counts, the leading dimensions and, in SEQ, the
   test that the call gives the loops' bits.  With leading statements
   the whole rows of C count, which is where they may reach.  */

static void
build_test (const struct gemm_match *m, struct gemm_call *call,
	    gimple_seq *seq)
{
  call->m = m->trips[GEMM_I];
  call->k = m->trips[GEMM_K];
  call->n = m->trips[GEMM_J];
  call->lda = elements (&m->a, GEMM_I);
  call->ldb = elements (&m->b, GEMM_K);
  call->ldc = elements (&m->c, GEMM_I);
  HOST_WIDE_INT flags = m->distribute ? ACCBLOCK_GEMM_WHOLE_ROWS : 0;
  tree args[] = { call->m, call->n, call->k, m->a.base, call->lda,
		  m->b.base, call->ldb, m->c.base, call->ldc,
		  build_int_cst (desc_word_type (), flags) };
  convert_args (applies_decl (), args, ARRAY_SIZE (args), seq);
  gcall *test = gimple_build_call (applies_decl (), ARRAY_SIZE (args),
				   args[0], args[1], args[2], args[3],
				   args[4], args[5], args[6], args[7],
				   args[8], args[9]);
  tree answer = make_ssa_name (integer_type_node);
  gimple_call_set_lhs (test, answer);
  gimple_seq_add_stmt (seq, test);
  call->ok = make_ssa_name (boolean_type_node);
  gimple_seq_add_stmt (seq, gimple_build_assign (call->ok, NE_EXPR, answer,
						 integer_zero_node));
}

/* Whether GCC would fuse the loops' multiply and add in this function
   (see the head comment).  */

static bool
contracts_p (void)
{
  return optimize && flag_expensive_optimizations
	 && flag_fp_contract_mode == FP_CONTRACT_FAST
	 && direct_internal_fn_supported_p (IFN_FMA, double_type_node,
					    OPTIMIZE_FOR_BOTH);
}

/* A call of FN, an entry with __accblock_gemm_update's parameters, with
   ROWS rows of M from the rows of A and C at A_ROWS and C_ROWS, and
   CALL's other values; the arguments made in SEQ.  */

static gcall *
build_update_like (tree fn, const struct gemm_match *m,
		   const struct gemm_call *call, tree rows, tree a_rows,
		   tree c_rows, bool fused, gimple_seq *seq)
{
  tree w = desc_word_type ();
  HOST_WIDE_INT flags = (m->scale ? ACCBLOCK_GEMM_SCALED : 0)
			| (fused ? ACCBLOCK_GEMM_FUSED : 0);
  tree scale = m->scale ? m->scale : build_one_cst (double_type_node);
  tree args[] = { rows, call->n, call->k, scale, a_rows, call->lda,
		  m->b.base, call->ldb, c_rows, call->ldc,
		  build_int_cst (w, flags) };
  for (tree &arg : args)
    arg = unshare_expr (arg);
  convert_args (fn, args, ARRAY_SIZE (args), seq);
  return gimple_build_call (fn, ARRAY_SIZE (args), args[0], args[1],
			    args[2], args[3], args[4], args[5], args[6],
			    args[7], args[8], args[9], args[10]);
}

/* The call of the kernel for M with CALL's values, made in SEQ.  */

static gcall *
build_call (const struct gemm_match *m, const struct gemm_call *call,
	    tree ok, bool fused, gimple_seq *seq)
{
  tree w = desc_word_type ();
  tree rows = fold_build3 (COND_EXPR, w, ok, call->m, build_zero_cst (w));
  return build_update_like (update_decl (), m, call, rows, m->a.base,
			    m->c.base, fused, seq);
}

/* ---- The rewrite ---- */

/* The address of the current row of ADDR in M's i loop: an induction
   variable from ADDR's base by its step in that loop.  */

static tree
row_address (const struct gemm_match *m, const struct gemm_address *addr)
{
  class loop *li = m->loop[GEMM_I];
  tree step = addr->step[GEMM_I] ? addr->step[GEMM_I] : size_zero_node;
  gimple_stmt_iterator incr;
  bool after;
  tree before;
  standard_iv_increment_position (li, &incr, &after);
  create_iv (unshare_expr (addr->base), unshare_expr (step), NULL_TREE, li,
	     &incr, after, &before, NULL);
  return before;
}

/* Give EDGE into DEST the arguments that EXIT has in DEST's phis: only
   virtual operands flow out of the k loop (used_after_p), which are
   renamed after the pass.  */

static void
copy_phi_args (basic_block dest, edge exit, edge edge)
{
  for (gphi_iterator psi = gsi_start_phis (dest); !gsi_end_p (psi);
       gsi_next (&psi))
    add_phi_arg (psi.phi (), PHI_ARG_DEF_FROM_EDGE (psi.phi (), exit), edge,
		 UNKNOWN_LOCATION);
}

/* Make each use outside LOOP of NAME, a virtual operand LOOP defines,
   use WITH instead.  */

static void
replace_uses_outside (class loop *loop, tree name, tree with)
{
  imm_use_iterator it;
  use_operand_p use;
  gimple *user;
  FOR_EACH_IMM_USE_STMT (user, it, name)
    if (!flow_bb_inside_loop_p (loop, gimple_bb (user)))
      {
	FOR_EACH_IMM_USE_ON_STMT (use, it)
	  SET_USE (use, with);
	if (!is_a<gphi *> (user))
	  update_stmt (user);
      }
}

/* LOOP is about to become unreachable and go with the clean-up after the
   pass, its definitions released: make every use outside it of a
   virtual operand it defines use the one LOOP is entered with, a name
   that stays, which the renaming after the pass then corrects.  */

static void
forget_loop_memory (class loop *loop)
{
  gphi *vphi = get_virtual_phi (loop->header);
  if (!vphi)
    return;
  tree entry = PHI_ARG_DEF_FROM_EDGE (vphi, loop_preheader_edge (loop));
  basic_block *bbs = get_loop_body (loop);
  for (unsigned i = 0; i < loop->num_nodes; i++)
    {
      if (gphi *phi = get_virtual_phi (bbs[i]))
	replace_uses_outside (loop, gimple_phi_result (phi), entry);
      for (gimple_stmt_iterator gsi = gsi_start_bb (bbs[i]); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	if (tree vdef = gimple_vdef (gsi_stmt (gsi)))
	  replace_uses_outside (loop, vdef, entry);
    }
  free (bbs);
}

/* Replace the k loop of M by a test of OK: when it is false, the row's
   product runs as written in the runtime (__accblock_gemm_as_written,
   one row, CALL's values, computed there); either way control goes
   where the loop left to.  The loop, unreachable then,
   goes with the clean-up after the pass: GCC no longer compiles a copy
   of the product in every tile function.  */

static void
replace_k_loop (const struct gemm_match *m, const struct gemm_call *call,
		tree ok, bool fused)
{
  class loop *lk = m->loop[GEMM_K];
  edge exit = single_exit (lk);
  basic_block dest = exit->dest;
  forget_loop_memory (lk);
  tree one = build_one_cst (desc_word_type ());
  gimple_seq row_seq = NULL;
  gcall *row_call = build_update_like (as_written_decl (), m, call, one,
				       row_address (m, &m->a),
				       row_address (m, &m->c), fused,
				       &row_seq);
  gimple_set_location (row_call, gimple_location (m->store));
  basic_block guard = split_edge (loop_preheader_edge (lk));
  gimple_stmt_iterator gsi = gsi_last_bb (guard);
  gsi_insert_after (&gsi, gimple_build_cond (NE_EXPR, ok, boolean_false_node,
					     NULL_TREE, NULL_TREE),
		    GSI_NEW_STMT);
  edge into = single_succ_edge (guard);
  into->flags &= ~EDGE_FALLTHRU;
  into->flags |= EDGE_FALSE_VALUE;
  into->probability = profile_probability::unlikely ();
  edge around = make_edge (guard, dest, EDGE_TRUE_VALUE);
  around->probability = into->probability.invert ();
  copy_phi_args (dest, exit, around);
  basic_block as_written = split_edge (into);
  gsi = gsi_last_bb (as_written);
  gsi_insert_seq_after (&gsi, row_seq, GSI_CONTINUE_LINKING);
  gsi_insert_after (&gsi, row_call, GSI_CONTINUE_LINKING);
  edge out = redirect_edge_and_branch (single_succ_edge (as_written), dest);
  copy_phi_args (dest, exit, out);
}

/* Debug statements after the k loop of M may bind values it computes,
   which the bypass no longer defines there: forget them.  */

/* Forget the value USER binds, if it is a debug binding.  */

static bool
reset_debug_bind (gimple *user)
{
  if (gimple_debug_bind_p (user))
    {
      gimple_debug_bind_reset_value (user);
      update_stmt (user);
    }
  return false;
}

static void
reset_debug_uses_after (class loop *loop)
{
  gemm_each_use_after (loop, reset_debug_bind);
}

/* Replace the product M describes by the test and the call.  */

static void
rewrite (const struct gemm_match *m, bool fused)
{
  struct gemm_call call;
  gimple_seq seq = NULL;
  build_test (m, &call, &seq);
  tree ok = call.ok;
  gcall *stmt = build_call (m, &call, ok, fused, &seq);
  gsi_insert_seq_on_edge_immediate (loop_preheader_edge (m->loop[GEMM_I]),
				    seq);
  gimple_set_location (stmt, gimple_location (m->store));
  gsi_insert_on_edge_immediate (single_exit (m->loop[GEMM_I]), stmt);
  reset_debug_uses_after (m->loop[GEMM_K]);
  replace_k_loop (m, &call, ok, fused);
}

/* The remark for the product M found in the tile function FUN.  */

static void
remark (function *fun, const struct gemm_match *m, bool fused)
{
  location_t loc = DECL_SOURCE_LOCATION (fun->decl);
  accblock_remark (loc, "tile of nest at %d:%d is a matrix product: calls "
		   "%<__accblock_gemm_update%>%s%s%s",
		   LOCATION_LINE (loc), LOCATION_COLUMN (loc),
		   m->distribute ? " after the leading statements of all "
		   "its rows" : "",
		   m->scale ? ", scaled" : "",
		   fused ? ", with fused multiply-adds" : "");
}

/* Find a product in FUN, marked MARK, and rewrite it; return whether one
   was found.  */

static bool
rewrite_product (function *fun, int mark)
{
  calculate_dominance_info (CDI_DOMINATORS);
  struct gemm_match m;
  bool found = false;
  for (auto loop : loops_list (fun, LI_ONLY_INNERMOST))
    if (gemm_match_loop (loop, mark, &m))
      {
	found = true;
	break;
      }
  if (found)
    {
      bool fused = contracts_p ();
      rewrite (&m, fused);
      remark (fun, &m, fused);
      accblock_tile_clones_drop (fun->decl);
      accblock_tile_loop_options_drop (fun->decl);
    }
  free_dominance_info (CDI_DOMINATORS);
  return found;
}

/* Whether a loop of FUN looks like the update of a product.  The
   outline pass leaves the loops of a tile function to be fixed up, which
   changes no statement; functions without an update are otherwise left
   exactly as they are.  */

static bool
has_update_p (function *fun)
{
  if (loops_state_satisfies_p (fun, LOOPS_NEED_FIXUP))
    {
      calculate_dominance_info (CDI_DOMINATORS);
      fix_loop_structure (NULL);
    }
  for (auto loop : loops_list (fun, LI_ONLY_INNERMOST))
    if (gemm_update_shape_p (loop))
      return true;
  return false;
}

const pass_data gemm_pass_data = {
  GIMPLE_PASS,
  "gemm-accblock",     /* name: not "accblock-..." (dump switches
			  match by prefix: accblock_enable_dump) */
  OPTGROUP_LOOP | OPTGROUP_OMP, /* optinfo_flags */
  TV_NONE,             /* tv_id */
  PROP_cfg | PROP_ssa, /* properties_required */
  0,                   /* properties_provided */
  0,                   /* properties_destroyed */
  0,                   /* todo_flags_start */
  0                    /* todo_flags_finish */
};

class gemm_pass : public gimple_opt_pass
{
public:
  gemm_pass (gcc::context *ctxt) : gimple_opt_pass (gemm_pass_data, ctxt)
  {
  }

  bool gate (function *fun) final override
  {
    return gemm_mark_of (fun->decl) != 0;
  }

  unsigned int execute (function *fun) final override
  {
    if (!has_update_p (fun))
      return 0;
    bool moved = hoist_tile_loads (fun);
    loop_optimizer_init (LOOPS_NORMAL | LOOPS_HAVE_RECORDED_EXITS);
    scev_initialize ();
    bool found = rewrite_product (fun, gemm_mark_of (fun->decl));
    scev_finalize ();
    loop_optimizer_finalize ();
    if (!found && !moved)
      return 0;
    mark_virtual_operands_for_renaming (fun);
    if (found)
      {
	loops_state_set (fun, LOOPS_NEED_FIXUP);
	cgraph_edge::rebuild_edges ();
      }
    return TODO_update_ssa_only_virtuals | TODO_cleanup_cfg;
  }
};

void
gemm_register_pass (const char *plugin_name)
{
  struct register_pass_info info;
  info.pass = new gemm_pass (g);
  info.reference_pass_name = "ssa";
  info.ref_pass_instance_number = 1;
  info.pos_op = PASS_POS_INSERT_AFTER;
  register_callback (plugin_name, PLUGIN_PASS_MANAGER_SETUP, NULL, &info);
  register_callback (plugin_name, PLUGIN_REGISTER_GGC_ROOTS, NULL,
		     (void *) gemm_gc_roots);
}
