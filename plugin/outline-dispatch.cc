/* outline-dispatch.cc -- the descriptor and dispatch call in the parent.

   Why this file exists: where the nest was, the parent now describes it
   to the runtime and hands it over: it fills a nest descriptor
   (accblock-abi.h, built by descriptor.cc) and the capture record, calls
   __accblock_dispatch with them and the tile function, and afterwards
   gives an induction variable read after the nest the value the loops
   would have left in it, and a carried or reduction scalar the value
   the tiles left in the record.  The declarations of the runtime's
   entry points are built once, here, and kept alive as GC roots.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "outline.h"
#include "alias-check.h"
#include "reduction.h"

/* The runtime entry points, created once and kept alive for the
   garbage collector.  */
static GTY (()) tree dispatch_decl;
static GTY (()) tree reduce_decl;
static GTY (()) tree float_load_decl;
static GTY (()) tree float_store_decl;
static GTY (()) tree float_reduce_decl;
static GTY (()) tree ranges_apart_decl;

const struct ggc_root_tab outline_gc_roots[] = {
  { &dispatch_decl, 1, sizeof (dispatch_decl), &gt_ggc_mx_tree_node,
    &gt_pch_nx_tree_node },
  { &reduce_decl, 1, sizeof (reduce_decl), &gt_ggc_mx_tree_node,
    &gt_pch_nx_tree_node },
  { &float_load_decl, 1, sizeof (float_load_decl), &gt_ggc_mx_tree_node,
    &gt_pch_nx_tree_node },
  { &float_store_decl, 1, sizeof (float_store_decl), &gt_ggc_mx_tree_node,
    &gt_pch_nx_tree_node },
  { &float_reduce_decl, 1, sizeof (float_reduce_decl), &gt_ggc_mx_tree_node,
    &gt_pch_nx_tree_node },
  { &ranges_apart_decl, 1, sizeof (ranges_apart_decl), &gt_ggc_mx_tree_node,
    &gt_pch_nx_tree_node },
  LAST_GGC_ROOT_TAB
};

tree
outline_reduce_decl (void)
{
  if (!reduce_decl)
    {
      tree word = desc_word_type ();
      tree type = build_function_type_list (void_type_node, ptr_type_node,
					    word, word, NULL_TREE);
      reduce_decl = build_fn_decl ("__accblock_reduce", type);
      TREE_NOTHROW (reduce_decl) = 1;
    }
  return reduce_decl;
}

tree
outline_float_partial_decl (bool load)
{
  tree *decl = load ? &float_load_decl : &float_store_decl;
  if (!*decl)
    {
      tree word = desc_word_type ();
      tree type = build_function_type_list (void_type_node, ptr_type_node,
					    desc_tile_pointer_type (), word,
					    ptr_type_node, NULL_TREE);
      *decl = build_fn_decl (load ? "__accblock_float_partial_load"
			     : "__accblock_float_partial_store", type);
      TREE_NOTHROW (*decl) = 1;
    }
  return *decl;
}

/* The declaration of __accblock_float_reduce.  */

static tree
get_float_reduce_decl (void)
{
  if (!float_reduce_decl)
    {
      tree type = build_function_type_list (void_type_node, ptr_type_node,
					    NULL_TREE);
      float_reduce_decl = build_fn_decl ("__accblock_float_reduce", type);
      TREE_NOTHROW (float_reduce_decl) = 1;
    }
  return float_reduce_decl;
}

tree
outline_ranges_apart_decl (void)
{
  if (!ranges_apart_decl)
    {
      tree type = build_function_type_list (desc_word_type (), ptr_type_node,
					    const_ptr_type_node,
					    const_ptr_type_node, NULL_TREE);
      ranges_apart_decl = build_fn_decl ("__accblock_ranges_apart", type);
      TREE_NOTHROW (ranges_apart_decl) = 1;
    }
  return ranges_apart_decl;
}

static tree
get_dispatch_decl (void)
{
  if (!dispatch_decl)
    {
      tree type = build_function_type_list (void_type_node, ptr_type_node,
					    ptr_type_node, ptr_type_node,
					    const_ptr_type_node,
					    const_ptr_type_node, NULL_TREE);
      dispatch_decl = build_fn_decl ("__accblock_dispatch", type);
      TREE_NOTHROW (dispatch_decl) = 1;
    }
  return dispatch_decl;
}

bool
accblock_unit_dispatches_p (void)
{
  cgraph_node *node = dispatch_decl ? cgraph_node::get (dispatch_decl) : NULL;
  return (node && node->callers) || dispatch_thunk_called_p ();
}

/* ---- The dispatch in the parent ---- */

/* Whether the runtime sizes the levels of NEST but level 0, which runs
   whole in every tile (outer-whole.cc, ACCBLOCK_NEST_OUTER_WHOLE).  */

static bool
outer_whole_p (const struct nest *nest)
{
  return nest->sizes_at_run_time && nest->level[0].block == 0;
}

/* The ABI flags of level L of NEST.  */

HOST_WIDE_INT
level_flags (const struct nest *nest, unsigned l)
{
  const struct nest_level *level = &nest->level[l];
  HOST_WIDE_INT flags = 0;
  if (level->cmp_type && TYPE_UNSIGNED (level->cmp_type))
    flags |= ACCBLOCK_LEVEL_UNSIGNED;
  if (nest_level_whole_p (nest, l))
    flags |= ACCBLOCK_LEVEL_WHOLE;
  /* A nest without clause has the runtime size its outer level only
     (an inner level blocked is one of outer-whole.cc's, one iteration
     per tile).  */
  if (level->block && nest->sizes_at_run_time && !(nest->implicit && l > 0))
    flags |= ACCBLOCK_LEVEL_MAY_BLOCK;
  if (level->block && level->parallel)
    flags |= ACCBLOCK_LEVEL_PARALLEL;
  if (nest->decision && l < nest->decision->skew_levels)
    flags |= ((HOST_WIDE_INT) nest->decision->skew_coef[l]
	      << ACCBLOCK_LEVEL_SKEW_SHIFT);
  /* Coefficients beyond a signed byte only cost the exact count.  */
  if (level->triangular && IN_RANGE (level->tri_init_coef, -128, 127)
      && IN_RANGE (level->tri_bound_coef, -128, 127))
    flags |= (ACCBLOCK_LEVEL_TRIANGULAR
	      | ((HOST_WIDE_INT) level->tri_outer
		 << ACCBLOCK_LEVEL_TRI_OUTER_SHIFT)
	      | ((level->tri_init_coef & 0xff)
		 << ACCBLOCK_LEVEL_TRI_INIT_SHIFT)
	      | ((level->tri_bound_coef & 0xff)
		 << ACCBLOCK_LEVEL_TRI_BOUND_SHIFT));
  return flags;
}

/* The algorithm by which the runtime sizes the levels of NEST
   (sizes_at_run_time).  A nest without block clause has only its outer
   level to size, which the greedy algorithm deals out evenly over the
   accelerators; it is cheap enough to run at every dispatch with new
   trip counts (a loop whose bounds move with a time loop around it),
   where the search costs more than a dispatch.  */

static HOST_WIDE_INT
infer_flag (const struct nest *nest)
{
  return nest->implicit || accblock_settings.auto_mode == ACCBLOCK_AUTO_GREEDY
	 ? ACCBLOCK_NEST_INFER_GREEDY : ACCBLOCK_NEST_INFER_MODEL;
}

/* The ABI flags of the nest OL outlines.  */

static HOST_WIDE_INT
nest_flags (const struct outline *ol)
{
  HOST_WIDE_INT flags = ol->permutable ? ACCBLOCK_NEST_PERMUTABLE : 0;
  if (ol->ordered)
    flags |= ACCBLOCK_NEST_ORDERED;
  if (ol->nest->sizes_at_run_time)
    flags |= infer_flag (ol->nest);
  if (outer_whole_p (ol->nest))
    flags |= ACCBLOCK_NEST_OUTER_WHOLE;
  /* The runtime then also decides whether the dispatch pays, when the
     levels it counts are all the nest's loops.  */
  if (ol->nest->decision->origin == BLOCKING_AT_RUN_TIME
      && ol->nest->decision->all_loops_counted
      && accblock_settings.cost_model_dynamic)
    flags |= ACCBLOCK_NEST_MAY_RUN_LOCALLY;
  /* Blocked on condition that some arrays do not overlap, which the
     runtime checks (alias-check.cc).  */
  if (!ol->nest->clause->alias_bases.is_empty ())
    flags |= ACCBLOCK_NEST_CHECK_OVERLAP;
  if (ol->uneven)
    flags |= ACCBLOCK_NEST_UNEVEN;
  /* Tiled in skewed coordinates, the tiles in fronts (skew.cc).  */
  if (ol->nest->decision->skew_levels)
    flags |= ACCBLOCK_NEST_SKEWED;
  if (ol->stage.kernel_packs)
    flags |= ACCBLOCK_NEST_KERNEL_PACKS;
  return flags;
}

/* The block word of level L: the clause's size, or, when the runtime
   chooses the sizes, 1 for the outer level and 0 (not blocked) for the
   others until it has; a nest without clause has only its outer level
   sized (0 when it runs whole), the others as decided.  */

static HOST_WIDE_INT
initial_block (const struct nest *nest, unsigned l)
{
  if (!nest->sizes_at_run_time || (nest->implicit && l > 0))
    return nest->level[l].block;
  return l == 0 && !outer_whole_p (nest) ? 1 : 0;
}

/* The runtime's operator and type of the floating-point reduction CAP
   (accblock-abi.h).  */

static HOST_WIDE_INT
float_reduce_how (const struct capture *cap)
{
  HOST_WIDE_INT op;
  switch (cap->reduction)
    {
    case MULT_EXPR: op = ACCBLOCK_REDUCE_MUL; break;
    case MAX_EXPR: op = ACCBLOCK_REDUCE_MAX; break;
    case MIN_EXPR: op = ACCBLOCK_REDUCE_MIN; break;
    default: op = ACCBLOCK_REDUCE_ADD; break;
    }
  return op + (nest_float_reduction_type (TREE_TYPE (cap->decl))
	       * ACCBLOCK_REDUCE_SIZE_UNIT);
}

/* Put the floating-point reductions of OL into W after the sections:
   each one's operator and type, and the address of its copy in the
   record REC, into which the runtime combines the partial results.  */

static void
fill_float_reductions (const struct outline *ol, tree rec,
		       struct desc_words *w)
{
  for (const struct capture &c : ol->captures)
    if (c.kind == CAPTURE_FLOAT_REDUCTION)
      {
	tree field_ref = build3 (COMPONENT_REF, TREE_TYPE (c.field), rec,
				 c.field, NULL_TREE);
	desc_put_float_reduction_field
	  (w, c.float_index, ACCBLOCK_FLOAT_REDUCTION_WORD (how),
	   desc_int (float_reduce_how (&c)));
	desc_put_float_reduction_field
	  (w, c.float_index, ACCBLOCK_FLOAT_REDUCTION_WORD (target),
	   build_fold_addr_expr_with_type (field_ref, ptr_type_node));
      }
}

/* See outline.h.  A level flagged ACCBLOCK_LEVEL_WHOLE has no bounds
   the caller could evaluate: the runtime reads none of them, and its
   step and comparison are fixed.  */

void
outline_fill_level (const struct nest *nest, unsigned l,
		    struct desc_words *w)
{
  const struct nest_level *level = &nest->level[l];
  HOST_WIDE_INT flags = level_flags (nest, l);
  bool whole = flags & ACCBLOCK_LEVEL_WHOLE;
  if (!whole)
    {
      desc_put_level_field (w, l, ACCBLOCK_LEVEL_WORD (init),
			    level->init_expr);
      desc_put_level_field (w, l, ACCBLOCK_LEVEL_WORD (bound),
			    level->bound_expr);
    }
  desc_put_level_field (w, l, ACCBLOCK_LEVEL_WORD (step),
			desc_int (whole ? 1 : level->step));
  desc_put_level_field (w, l, ACCBLOCK_LEVEL_WORD (cmp),
			desc_int (whole ? 0 : level->cmp));
  desc_put_level_field (w, l, ACCBLOCK_LEVEL_WORD (flags), desc_int (flags));
  desc_put_level_field (w, l, ACCBLOCK_LEVEL_WORD (block),
			desc_int (initial_block (nest, l)));
}

/* Put the header words of the descriptor of OL into W.  */

static void
fill_header (const struct outline *ol, struct desc_words *w)
{
  const struct nest *nest = ol->nest;
  unsigned combines = 0;
  HOST_WIDE_INT combine_bytes = 0;
  for (const struct capture &c : ol->captures)
    if (c.kind == CAPTURE_REDUCTION || c.kind == CAPTURE_FLOAT_REDUCTION)
      {
	combines++;
	combine_bytes += tree_to_shwi (TYPE_SIZE_UNIT (TREE_TYPE (c.decl)));
      }
  desc_put_nest_field (w, ACCBLOCK_NEST_WORD (abi_version),
		       desc_int (ACCBLOCK_ABI_VERSION));
  desc_put_nest_field (w, ACCBLOCK_NEST_WORD (nlevels),
		       desc_int (nest->ndesc));
  desc_put_nest_field (w, ACCBLOCK_NEST_WORD (flags),
		       desc_int (nest_flags (ol)));
  desc_put_nest_field (w, ACCBLOCK_NEST_WORD (nsections),
		       desc_int (stage_count (&ol->stage)));
  desc_put_nest_field (w, ACCBLOCK_NEST_WORD (direct_refs),
		       desc_int (ol->stage.direct_refs));
  desc_put_nest_field (w, ACCBLOCK_NEST_WORD (combines), desc_int (combines));
  desc_put_nest_field (w, ACCBLOCK_NEST_WORD (combine_bytes),
		       desc_int (combine_bytes));
  desc_put_nest_field (w, ACCBLOCK_NEST_WORD (split_level),
		       desc_int (nest->split_level
				 ? (HOST_WIDE_INT) nest->split_level : -1));
  desc_put_nest_field (w, ACCBLOCK_NEST_WORD (split_groups),
		       desc_int (nest->split_level ? nest->split_groups : 0));
  desc_put_nest_field (w, ACCBLOCK_NEST_WORD (float_reductions),
		       desc_int (ol->float_reductions));
  desc_put_nest_field (w, ACCBLOCK_NEST_WORD (nranges),
		       desc_int (ol->stage.ranges.length ()));
}

/* Put the words of the descriptor of OL into W, in the order
   accblock-abi.h lays them out.  It describes the whole chain of loops,
   also the levels below the deepest blocked one, so that the runtime
   knows how many iterations a tile runs.  REC is the capture record.
   The words left out are zero (float_partials, and each level's final,
   which the runtime writes).  */

static void
fill_descriptor (const struct outline *ol, tree rec, struct desc_words *w)
{
  fill_header (ol, w);
  for (unsigned l = 0; l < ol->nest->ndesc; l++)
    outline_fill_level (ol->nest, l, w);
  stage_fill_descriptor (&ol->stage, w);
  fill_float_reductions (ol, rec, w);
  alias_range_fill_descriptor (&ol->stage, w);
}

/* See outline.h.  */

void
fill_record_fields (const vec<capture> &caps, tree rec, gimple_seq *seq)
{
  for (const struct capture &cap : caps)
    {
      if (!cap.field)
	continue;
      tree value;
      if (cap.kind == CAPTURE_ADDRESS)
	{
	  TREE_ADDRESSABLE (cap.decl) = 1;
	  value = build_fold_addr_expr_with_type (cap.decl, ptr_type_node);
	}
      else
	value = fold_convert (TREE_TYPE (cap.field), cap.decl);
      value = seq_gimple_value (value, seq);
      tree field_ref = build3 (COMPONENT_REF, TREE_TYPE (cap.field), rec,
			       cap.field, NULL_TREE);
      gassign *copy = gimple_build_assign (field_ref, value);
      /* A scalar whose last value the nest hands out may well have none
	 before it ("double last; for (...) last = ...;"): the copy only
	 keeps the old value for a nest that never assigns it.  */
      if (cap.kind == CAPTURE_CARRIED && cap.only_out)
	suppress_warning (copy, OPT_Wuninitialized);
      gimple_seq_add_stmt (seq, copy);
    }
}

/* See outline.h.  */

tree
outline_location_string (location_t loc)
{
  expanded_location xloc = expand_location (loc);
  char *text = xasprintf ("%s:%d:%d", xloc.file ? xloc.file : "<unknown>",
			  xloc.line, xloc.column);
  tree str = build_string_literal (strlen (text) + 1, text);
  free (text);
  return str;
}

/* Give the IV of level L, read after the nest, the value the loops
   would have left in it: the runtime's final value when every outer
   level ran at least once (final != init), else the IV is unchanged.  */

static void
set_final_iv (const struct nest *nest, tree desc, unsigned l, gimple_seq *seq)
{
  tree word = desc_word_type ();
  tree ran = build_int_cst (word, 1);
  for (unsigned k = 0; k < l; k++)
    {
      tree moved = fold_build2 (NE_EXPR, boolean_type_node,
				desc_level_field_ref
				  (desc, k, ACCBLOCK_LEVEL_WORD (final)),
				desc_level_field_ref
				  (desc, k, ACCBLOCK_LEVEL_WORD (init)));
      ran = fold_build2 (BIT_AND_EXPR, word, ran, fold_convert (word, moved));
    }
  tree iv = nest->level[l].iv;
  tree mask = fold_build1 (NEGATE_EXPR, word, ran);
  tree kept = fold_build2 (BIT_AND_EXPR, word, fold_convert (word, iv),
			   fold_build1 (BIT_NOT_EXPR, word, mask));
  tree final = fold_build2 (BIT_AND_EXPR, word,
			    desc_level_field_ref
			      (desc, l, ACCBLOCK_LEVEL_WORD (final)),
			    mask);
  tree value = fold_convert (TREE_TYPE (iv),
			     fold_build2 (BIT_IOR_EXPR, word, kept, final));
  value = seq_gimple_value (value, seq);
  gimple_seq_add_stmt (seq, gimple_build_assign (iv, value));
}

/* Whether the nest OL outlines, with the words W, can pass the runtime
   its read-only template (ACCBLOCK_NEST_READ_ONLY): every word is known
   or a patch, and the parent reads nothing back from the descriptor
   (no final IV, no floating-point reduction, whose tiles reach the
   descriptor through the record).  */

static bool
read_only_p (const struct outline *ol, const struct desc_words *w)
{
  return (w->late.is_empty () && !ol->live_out_ivs
	  && !ol->float_reductions && !ol->nest_field);
}

/* Replace the nest by: descriptor, captures, the dispatch call, and the
   final value of a live-out outer IV.  */

void
emit_dispatch (struct outline *ol, basic_block bb)
{
  const struct nest *nest = ol->nest;
  gimple_seq seq = NULL;
  struct desc_words words (nest->ndesc, stage_count (&ol->stage),
			   ol->float_reductions,
			   ol->stage.ranges.length ());
  tree rec = NULL_TREE;
  if (ol->record_type)
    {
      rec = create_tmp_var (ol->record_type, "accblock_captures");
      TREE_ADDRESSABLE (rec) = 1;
    }
  fill_descriptor (ol, rec, &words);
  outline_patch_words (ol, &words);
  tree desc = NULL_TREE;
  tree desc_addr;
  if (read_only_p (ol, &words))
    {
      desc_add_nest_flags (&words, ACCBLOCK_NEST_READ_ONLY);
      desc_addr = build_fold_addr_expr_with_type (desc_emit_template (&words),
						  ptr_type_node);
    }
  else
    {
      desc = create_tmp_var (desc_array_type (&words), "accblock_nest");
      TREE_ADDRESSABLE (desc) = 1;
      desc_addr = build_fold_addr_expr_with_type (desc, ptr_type_node);
      desc_emit (&words, desc, &seq);
    }

  tree captures = null_pointer_node;
  if (rec)
    {
      fill_record_fields (ol->captures, rec, &seq);
      captures = build_fold_addr_expr_with_type (rec, ptr_type_node);
    }
  /* The tile functions hand their partial results to the runtime with
     the descriptor, which holds the dispatch's slots.  */
  if (ol->nest_field)
    gimple_seq_add_stmt (&seq, gimple_build_assign
				 (build3 (COMPONENT_REF, ptr_type_node, rec,
					  ol->nest_field, NULL_TREE),
				  unshare_expr (desc_addr)));

  /* A split the plugin had to drop is not what runs.  */
  const char *clause = nest->decision->split_level && !nest->split_level
		       ? nest_effective_clause (nest) : nest->decision->text;
  tree callee = dispatch_thunk_for (get_dispatch_decl ());
  gcall *call
    = gimple_build_call (callee, 5, unshare_expr (desc_addr),
			 build_fold_addr_expr_with_type (ol->child,
							 ptr_type_node),
			 captures, outline_location_string (nest->loc),
			 build_string_literal (strlen (clause) + 1, clause));
  gimple_set_location (call, nest->loc);
  gimple_seq_add_stmt (&seq, call);
  if (ol->float_reductions)
    gimple_seq_add_stmt (&seq, gimple_build_call (get_float_reduce_decl (), 1,
						  unshare_expr (desc_addr)));

  for (unsigned l = 0; l < nest->nlevels; l++)
    if (ol->live_out_ivs & (1u << l))
      set_final_iv (nest, desc, l, &seq);
  if (rec)
    copy_captures_out (ol, rec, &seq);
  gimple_stmt_iterator gsi = gsi_last_bb (bb);
  gsi_insert_seq_after (&gsi, seq, GSI_CONTINUE_LINKING);
}
