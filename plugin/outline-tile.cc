/* outline-tile.cc -- create the tile function and move the nest into it.

   Why this file exists: the runtime runs a blocked nest tile by tile by
   calling a function "NAME.accblock.N (void *captures, const int64_t
   *tile)" that holds the nest.  This file creates that function, with
   the optimization options a tile wants, moves the nest's blocks into it
   (before SSA form, so without SSA repair: see outline.cc), and removes
   the markers of pragmas inside the nest, which now belong to it.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "outline.h"
#include "warn.h"

/* ---- The tile function ---- */

tree
outline_build_parm (tree fndecl, const char *name, tree type)
{
  tree parm = build_decl (DECL_SOURCE_LOCATION (fndecl), PARM_DECL,
			  get_identifier (name), type);
  DECL_ARG_TYPE (parm) = type;
  DECL_ARTIFICIAL (parm) = 1;
  TREE_USED (parm) = 1;
  /* The nest refers to the parameters while it is still in the parent;
     they move to the child with it.  */
  DECL_CONTEXT (parm) = current_function_decl;
  return parm;
}

void
outline_void_result (tree fndecl, location_t loc)
{
  tree result = build_decl (loc, RESULT_DECL, NULL_TREE, void_type_node);
  DECL_ARTIFICIAL (result) = 1;
  DECL_IGNORED_P (result) = 1;
  DECL_CONTEXT (result) = fndecl;
  DECL_RESULT (fndecl) = result;
}

/* Whether tile_optimization turns -O2's "very cheap" vectorizer cost
   model into "cheap" (the user chose none).  */

static bool
cheaper_vector_model_p (void)
{
  return flag_vect_cost_model == VECT_COST_MODEL_VERY_CHEAP
	 && !global_options_set.x_flag_vect_cost_model;
}

/* See outline.h.  */

bool
tile_versions_for_alias_p (void)
{
  if (param_vect_max_version_for_alias_checks == 0)
    return false;
  if (cheaper_vector_model_p ())
    return global_options_set.x_param_vect_max_version_for_alias_checks;
  /* "very cheap" versions no loop.  */
  return flag_vect_cost_model != VECT_COST_MODEL_VERY_CHEAP;
}

/* The optimization options of the tile function: those of the parent,
   except that a loop whose trip count strip-mining made unknown may
   still be vectorized with an epilogue.  -O2's "very cheap" cost model
   refuses any loop whose iteration count is not known to be a multiple
   of the vector length, which every blocked innermost level becomes
   (the nest had constant bounds, the tile has a count from the runtime);
   "cheap" allows the epilogue.  It would also allow versioning a loop
   for aliasing, which -O2 never does; the tile function does not
   either: two rows of one section lie a run-time stride apart, so every
   loop that reads one row and writes the next would be compiled twice
   and then run the scalar copy.  Either model keeps the program's
   floating-point evaluation order.

   For a target whose local memory is this machine's cache ("host"),
   from -O2 on (not for size), the tile function also gets -O3's
   unroll-and-jam: the tile's data are packed and small, so jamming two
   iterations of an outer level into the innermost loop (matmul's k into
   j) halves the loads and stores of the element both update, which is
   what makes a host tile faster than the unblocked loop.  GCC only jams
   where its dependence analysis proves every dependent pair keeps its
   order, so each element still sees the same operations in the same
   order.  On the simulated targets the tile functions only stand in for
   accelerator code and the run's measure is the modeled time, so their
   compile time stays close to -O2's.  What the user chose stays.

   A tile function cloned for a vector extension that brings FMA
   instructions, in a compilation without them, gets -ffp-contract=off
   (tile-clones.cc): no version then fuses what the program rounds twice.

   A tile function with a signed integer reduction gets -fwrapv: its
   partial result may pass the type's range where the loops' running
   value did not (the partials of 2^30 + 2^30 - 2^30 from -2^30), which
   the final combination makes right modulo 2^bits, but only if GCC
   does not treat the partial's overflow as impossible.  */

static tree
tile_optimization (tree parent, bool wrap, bool no_contract)
{
  struct gcc_options opts = global_options;
  bool changed = false;
  if (no_contract && flag_fp_contract_mode != FP_CONTRACT_OFF)
    {
      opts.x_flag_fp_contract_mode = FP_CONTRACT_OFF;
      changed = true;
    }
  if (wrap)
    {
      /* -ftrapv would trap on that overflow too.  */
      opts.x_flag_wrapv = 1;
      opts.x_flag_trapv = 0;
      changed = true;
    }
  if (cheaper_vector_model_p ())
    {
      opts.x_flag_vect_cost_model = VECT_COST_MODEL_CHEAP;
      if (!global_options_set.x_param_vect_max_version_for_alias_checks)
	opts.x_param_vect_max_version_for_alias_checks = 0;
      changed = true;
    }
  if (accblock_settings.native_tiles && optimize >= 2 && !optimize_size
      && !flag_unroll_jam && !global_options_set.x_flag_unroll_jam)
    {
      opts.x_flag_unroll_jam = 1;
      changed = true;
    }
  if (!changed)
    return DECL_FUNCTION_SPECIFIC_OPTIMIZATION (parent);
  return build_optimization_node (&opts, &global_options_set);
}

/* Give the tile function DECL back the command line's vectorizer cost
   model and unroll-and-jam where tile_optimization changed them.  The
   matrix-product rewrite calls this once the product runs in the
   runtime's kernel: what stays of the tile's loops (the leading
   statements, O(n^2) beside the product, and the loops kept for arrays
   that overlap) gains nothing measurable from the epilogues and the
   jamming, which cost a compile of gemm.c 3 to 5 per cent of gcc -O2's
   (issue 32).  Only how the loops are compiled changes, not the
   order of any operation.  */

void
accblock_tile_loop_options_drop (tree decl)
{
  tree node = DECL_FUNCTION_SPECIFIC_OPTIMIZATION (decl);
  if (!node || node == optimization_default_node)
    return;
  struct gcc_options base = global_options;
  struct gcc_options base_set = global_options_set;
  cl_optimization_restore (&base, &base_set,
			   TREE_OPTIMIZATION (optimization_default_node));
  struct gcc_options opts = global_options;
  struct gcc_options opts_set = global_options_set;
  cl_optimization_restore (&opts, &opts_set, TREE_OPTIMIZATION (node));
  bool changed = false;
  if (opts.x_flag_vect_cost_model != base.x_flag_vect_cost_model
      && !base_set.x_flag_vect_cost_model)
    {
      opts.x_flag_vect_cost_model = base.x_flag_vect_cost_model;
      opts.x_param_vect_max_version_for_alias_checks
	= base.x_param_vect_max_version_for_alias_checks;
      changed = true;
    }
  if (opts.x_flag_unroll_jam != base.x_flag_unroll_jam
      && !base_set.x_flag_unroll_jam)
    {
      opts.x_flag_unroll_jam = base.x_flag_unroll_jam;
      changed = true;
    }
  if (changed)
    DECL_FUNCTION_SPECIFIC_OPTIMIZATION (decl)
      = build_optimization_node (&opts, &opts_set);
}

/* Whether a capture of OL is a reduction of a type whose overflow does
   not wrap (undefined, or trapping under -ftrapv).  */

static bool
signed_reduction_p (const struct outline *ol)
{
  unsigned i;
  struct capture *cap;
  FOR_EACH_VEC_ELT (ol->captures, i, cap)
    if (cap->kind == CAPTURE_REDUCTION
	&& !TYPE_OVERFLOW_WRAPS (TREE_TYPE (cap->decl)))
      return true;
  return false;
}

/* Create "NAME.accblock.N (void *captures, const int64_t *tile)".  */

void
create_tile_function (struct outline *ol)
{
  location_t loc = LOCATION_LOCUS (ol->nest->loc);
  tree type = build_function_type_list (void_type_node, ptr_type_node,
					desc_tile_pointer_type (), NULL_TREE);
  tree decl = build_decl (loc, FUNCTION_DECL,
			  clone_function_name_numbered (current_function_decl,
							"accblock"),
			  type);
  TREE_STATIC (decl) = 1;
  TREE_USED (decl) = 1;
  DECL_ARTIFICIAL (decl) = 1;
  DECL_IGNORED_P (decl) = 0;
  TREE_PUBLIC (decl) = 0;
  DECL_UNINLINABLE (decl) = 1;
  DECL_EXTERNAL (decl) = 0;
  DECL_CONTEXT (decl) = NULL_TREE;
  DECL_INITIAL (decl) = make_node (BLOCK);
  BLOCK_SUPERCONTEXT (DECL_INITIAL (decl)) = decl;
  DECL_FUNCTION_SPECIFIC_TARGET (decl)
    = DECL_FUNCTION_SPECIFIC_TARGET (current_function_decl);
  bool no_contract = accblock_tile_clones_attach (decl, current_function_decl,
						  ol->streaming);
  DECL_FUNCTION_SPECIFIC_OPTIMIZATION (decl)
    = tile_optimization (current_function_decl, signed_reduction_p (ol),
			 no_contract);

  outline_void_result (decl, loc);

  ol->captures_parm = outline_build_parm (decl, "captures", ptr_type_node);
  ol->tile_parm = outline_build_parm (decl, "tile",
				      desc_tile_pointer_type ());
  DECL_CHAIN (ol->captures_parm) = ol->tile_parm;
  DECL_ARGUMENTS (decl) = ol->captures_parm;

  push_struct_function (decl);
  cfun->function_start_locus = loc;
  cfun->function_end_locus = loc;
  init_tree_ssa (cfun);
  pop_cfun ();
  ol->child = decl;
}

/* Remove the markers of pragmas inside the nest: they belong to it.  */

void
remove_inner_markers (struct outline *ol)
{
  unsigned i;
  basic_block bb;
  FOR_EACH_VEC_ELT (ol->nest->region, i, bb)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);)
      {
	gimple *stmt = gsi_stmt (gsi);
	if (!accblock_marker_call_p (stmt))
	  {
	    gsi_next (&gsi);
	    continue;
	  }
	const struct accblock_clause *inner
	  = accblock_clause_by_id (tree_to_shwi (gimple_call_arg (stmt, 0)));
	if (inner && inner->has_block)
	  accblock_warning_at (inner->block_loc, ACCBLOCK_WARN_CLAUSE,
			       "%<block%> clause of a loop inside the blocked "
			       "nest at line %d is ignored; list all indices "
			       "in the outer clause",
			       LOCATION_LINE (ol->nest->loc));
	gsi_remove (&gsi, true);
      }
}

/* Whether a loop pragma inside NEST has a block clause of its own: a
   nest without one must then not swallow it.  */

bool
inner_block_clause_p (const struct nest *nest)
{
  unsigned i;
  basic_block bb;
  FOR_EACH_VEC_ELT (nest->region, i, bb)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      if (accblock_marker_call_p (gsi_stmt (gsi)))
	{
	  const struct accblock_clause *inner
	    = accblock_clause_by_id (accblock_marker_id (gsi_stmt (gsi)));
	  if (inner && inner->has_block)
	    return true;
	}
  return false;
}

/* Move the nest into the tile function; return the block left in its
   place in the parent.  */

basic_block
move_nest (struct outline *ol)
{
  basic_block exit_bb = split_edge (nest_exit_edge (ol->nest));
  gimple_stmt_iterator gsi = gsi_last_bb (exit_bb);
  gsi_insert_after (&gsi, gimple_build_return (NULL_TREE), GSI_NEW_STMT);
  store_captures (ol, exit_bb);

  struct function *child_cfun = DECL_STRUCT_FUNCTION (ol->child);
  /* The move gives the child the parent's count of dependence cliques;
     the cliques section-rewrite.cc took from the child for the staged
     references must stay counted, or the first pass that copies one of
     their blocks outside the loop owning the clique (jump threading)
     finds a clique GCC never handed out, and stops.  */
  unsigned short cliques = child_cfun->last_clique;
  basic_block new_bb = move_sese_region_to_fn (child_cfun, ol->nest->entry_bb,
					       exit_bb, NULL_TREE);
  child_cfun->last_clique = MAX (child_cfun->last_clique, cliques);
  make_edge (exit_bb, EXIT_BLOCK_PTR_FOR_FN (child_cfun), 0);
  single_succ_edge (new_bb)->flags = EDGE_FALLTHRU;
  for (tree parm = DECL_ARGUMENTS (ol->child); parm; parm = DECL_CHAIN (parm))
    DECL_CONTEXT (parm) = ol->child;

  child_cfun->curr_properties = cfun->curr_properties;
  loops_state_set (child_cfun, LOOPS_NEED_FIXUP);
  cgraph_node::add_new_function (ol->child, true);
  push_cfun (child_cfun);
  cgraph_edge::rebuild_edges ();
  pop_cfun ();
  return new_bb;
}
