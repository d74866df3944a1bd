/* outline.cc -- strip-mine each blocked nest into a tile function and
   replace it by a call into libaccblock.

   Why this file exists: the block clause is implemented by running the
   nest tile by tile under the runtime's control.  For every marker the
   pragma handler planted, this pass takes the nest nest.cc describes,
   makes each strip-mined level run from the tile's first iteration for
   the tile's iteration count (outline-strip.cc), moves the nest into a
   new function "NAME.accblock.N (void *captures, const int64_t *tile)"
   (outline-tile.cc), and leaves in its place a nest descriptor
   (accblock-abi.h, built by descriptor.cc) and a call to
   __accblock_dispatch (outline-dispatch.cc).  Values the nest reads are
   passed by value, storage it reads or writes by address, through one
   record (outline-capture.cc).  This file is the driver: it registers
   the pass, finds the markers and runs on each nest the pipeline: find
   the nest and decide its blocking (a struct blocking_decision,
   decision.h: decide-clause.cc, or infer.cc under -fauto-block),
   analyse it once (nest_analyse, depend_test_nest: analysis.h,
   depend.h), decide what the analysis allows (decide.cc) and rewrite
   (the steps above).

   The pass sits right after "ompexp" for the same reason omp-expand
   outlines there: the function has a CFG and loop structures, but is not
   yet in SSA form, so moving blocks into another function needs no SSA
   repair, and the tile function then goes through the whole optimisation
   pipeline like any other function.  It removes every marker, also those
   of pragmas it does not block.

   A loop pragma without block clause (and without an inferred blocking)
   is dispatched too, as if it said block(OUTER:1): the paper's "noblock"
   baseline, where each outer iteration is one tile and the data is
   accessed directly.  Such a nest is only left alone, with a missed
   remark, when it cannot be dispatched; errors are for written clauses.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "outline.h"
#include "alias-check.h"
#include "decide.h"
#include "gemm.h"
#include "depend.h"
#include "infer.h"
#include "reuse.h"
#include "serial.h"
#include "split.h"
#include "skew.h"

/* ---- Driver ---- */

/* Outline the nest AN analysed: decide (decide.cc), then rewrite.  */

static void
outline_analysed_nest (struct nest_analysis *an)
{
  struct nest *nest = an->nest;
  struct outline ol;
  memset ((void *) &ol, 0, sizeof ol);
  ol.nest = nest;
  /* "auto", and kernels without "independent": parallel only where
     proven, else the loop stays where it is, in order.  */
  if (nest->clause->prove_parallel
      && !serial_memory_parallel_p (an, nest->loc))
    return;
  /* Only a nest whose block sizes the runtime chooses can be made one
     tile when its run-time alias check fails (infer.cc sees to it; a
     nest without clause under auto=none leaves them to it too).  */
  if (!nest->clause->alias_bases.is_empty () && !nest->sizes_at_run_time)
    {
      nest_refuse (nest, nest->loc, "its arrays may overlap");
      return;
    }
  depend_test_nest (an);
  if (!decide_nest (an, &ol.permutable))
    return;
  ol.captures.create (8);
  /* After an error anywhere, only look for more errors.  */
  if (!analyse_captures (&ol) || seen_error ())
    {
      ol.captures.release ();
      return;
    }
  /* A serial construct has one gang: its tiles run one at a time, in
     the loops' order.  */
  if (nest->clause->in_order)
    {
      ol.ordered = true;
      for (unsigned l = 0; l < nest->nlevels; l++)
	nest->level[l].parallel = false;
    }
  stage_analyse (an, &ol.stage, true);
  alias_check_mark_sections (an, &ol.stage);
  decide_split_sums (nest, ol.ordered, &ol.stage);
  ol.streaming = nest_streaming_why (an);
  if (!ol.streaming)
    ol.streaming = nest_no_contiguous_why (an, &ol.stage);
  /* Tasks that differ in work, when there is more than one task.  */
  ol.uneven = !ol.ordered && nest_uneven_p (nest);
  create_tile_function (&ol);
  gemm_mark_tile (&ol, an);
  build_record (&ol);
  rewrite_captures (&ol);
  load_captures (&ol);
  if (!nest->decision->skew_levels && permute_tile_choose (&ol, an))
    permute_tile_apply (&ol);
  for (unsigned l = 0; l < nest->nlevels; l++)
    if (strip_mined_p (nest, l))
      strip_mine_level (&ol, l);
  stage_tile_function (&ol);
  if (ol.permute)
    permute_tile_restore (&ol);
  remove_inner_markers (&ol);
  if (dump_file)
    {
      dump_descriptor (&ol);
      stage_dump (&ol.stage, nest);
    }
  basic_block bb = move_nest (&ol);
  emit_dispatch (&ol, bb);
  remark_blocked (&ol);
  if (nest->decision->skew_levels)
    skew_remark (nest->loc, nest, nest->decision->skew_levels,
		 nest->decision->skew_coef);
  if (dump_file)
    dump_function_to_file (ol.child, dump_file, dump_flags);
  stage_release (&ol.stage);
  ol.captures.release ();
}

/* Outline the nest NEST describes, analysed in AN unless AN->nest is
   NULL: then analyse it now, once.  */

static void
outline_nest (struct nest *nest, struct nest_analysis *an)
{
  if (nest->implicit && inner_block_clause_p (nest))
    {
      nest_refuse (nest, nest->loc, "a loop inside it has a %<block%> "
		   "clause");
      return;
    }
  if (!an->nest)
    nest_analyse (nest, an);
  outline_analysed_nest (an);
}

/* Find the nest after ENTRY for the pragma CLAUSE at LOC in SCOPE into
   NEST and decide its blocking into D; false when it is left alone.
   Under -fauto-block inference probes, analyses (into AN) and decides;
   that nest, admitted, is the one outlined, with that analysis while it
   holds (nest_analysis_holds_p).  Otherwise AN stays for outline_nest
   to fill.  */

static bool
find_and_decide (basic_block entry, const struct accblock_clause *clause,
		 location_t loc, tree scope, struct nest *nest,
		 struct nest_analysis *an, struct blocking_decision *d)
{
  if (!infer_wanted_p (clause))
    {
      memset ((void *) an, 0, sizeof *an);
      return nest_discover (entry, clause, loc, scope, nest)
	     && decide_written_blocking (nest, d)
	     && nest_apply_decision (nest, d);
    }
  if (!infer_blocking (entry, clause, loc, scope, nest, an, d))
    return false;
  /* A single loop too short to pay for its dispatch runs as written,
     decided here rather than in the runtime at every call.  Versioning
     changes the blocks in front of the loop: the nest is found and
     analysed again; the decision, by level, still holds.  */
  if (basic_block versioned = outline_version_small_trips (nest, d))
    {
      nest_analysis_release (an);
      memset ((void *) an, 0, sizeof *an);
      nest_release (nest);
      return nest_discover (versioned, clause, loc, scope, nest)
	     && nest_apply_decision (nest, d);
    }
  if (!nest_admit (nest) || !nest_apply_decision (nest, d))
    return false;
  if (!nest_analysis_holds_p (an))
    {
      nest_analysis_release (an);
      nest_analyse (nest, an);
    }
  return true;
}

/* The marker to handle next: the outermost one, so that the markers of
   pragmas inside a blocked nest are seen as part of it.  */

static gimple *
next_marker (function *fun)
{
  gimple *best = NULL;
  unsigned best_depth = UINT_MAX;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      if (accblock_marker_call_p (gsi_stmt (gsi))
	  && loop_depth (bb->loop_father) < best_depth)
	{
	  best = gsi_stmt (gsi);
	  best_depth = loop_depth (bb->loop_father);
	}
  return best;
}

/* Why a loop with a marker is left alone, or NULL when it is blocked.  */

static const char *
left_alone_reason (const struct accblock_clause *clause)
{
  if (!clause)
    return "no pragma recorded for this marker";
  if (clause->refused)
    return "its directive has an error";
  if (clause->left_alone_why)
    return clause->left_alone_why;
  if (clause->seq)
    return "'loop seq' asks for sequential execution";
  if (clause->in_order && !clause->has_block)
    return clause->in_order_why
	   ? clause->in_order_why
	   : "a serial construct runs its loops in order";
  /* -fopenacc-block dispatches a nest without block clause too, unless
     inference gives it one.  */
  if (!accblock_settings.block)
    return clause->has_block || infer_wanted_p (clause)
	   ? "block clauses are not enabled (-fopenacc-block)"
	   : "no block clause";
  return NULL;
}

/* Handle the marker MARKER; return whether the CFG changed.  */

static bool
process_marker (gimple *marker)
{
  int id = tree_fits_shwi_p (gimple_call_arg (marker, 0))
	   ? tree_to_shwi (gimple_call_arg (marker, 0)) : -1;
  const struct accblock_clause *clause = accblock_clause_by_id (id);
  location_t loc = clause ? clause->pragma_loc : gimple_location (marker);
  gimple_stmt_iterator gsi = gsi_for_stmt (marker);
  /* A construct privatize.cc could not pair with a statement (one at
     the end of a block): nothing to do.  */
  if (clause && accblock_region_construct_p (clause))
    {
      gsi_remove (&gsi, true);
      return false;
    }
  if (const char *reason = left_alone_reason (clause))
    {
      if (accblock_settings.verbose && !seen_error ())
	accblock_missed (loc, "loop left alone: %s", _(reason));
      gsi_remove (&gsi, true);
      return false;
    }
  edge e = split_block (gimple_bb (marker), marker);
  tree scope = gimple_block (marker);
  gsi = gsi_for_stmt (marker);
  gsi_remove (&gsi, true);
  /* Under -fauto-block the nest gets the blocking the model chooses;
     without it, a nest without clause is dispatched as it is.  */
  struct nest nest;
  struct nest_analysis an;
  struct blocking_decision decision;
  if (find_and_decide (e->dest, clause, loc, scope, &nest, &an, &decision))
    outline_nest (&nest, &an);
  nest_analysis_release (&an);
  nest_release (&nest);
  return true;
}

const pass_data outline_pass_data = {
  GIMPLE_PASS,
  "accblock",          /* name */
  /* Remarks show under -fopt-info-*-loop like GCC's loop passes, and
     under -fopt-info-*-omp, where OpenACC users look for them.  */
  OPTGROUP_LOOP | OPTGROUP_OMP, /* optinfo_flags */
  TV_NONE,             /* tv_id */
  PROP_cfg,            /* properties_required */
  0,                   /* properties_provided */
  0,                   /* properties_destroyed */
  0,                   /* todo_flags_start */
  0                    /* todo_flags_finish */
};

class outline_pass : public gimple_opt_pass
{
public:
  outline_pass (gcc::context *ctxt)
    : gimple_opt_pass (outline_pass_data, ctxt)
  {
  }

  unsigned int execute (function *fun) final override
  {
    /* Loops without pragma that inference may take get markers too.  */
    bool changed = serial_mark_parallel_nests (fun);
    while (gimple *marker = next_marker (fun))
      {
	free_dominance_info (CDI_DOMINATORS);
	calculate_dominance_info (CDI_DOMINATORS);
	changed |= process_marker (marker);
      }
    if (!changed)
      return 0;
    free_dominance_info (CDI_DOMINATORS);
    loops_state_set (fun, LOOPS_NEED_FIXUP);
    return TODO_cleanup_cfg;
  }
};

/* Register the outline pass after "ompexp".  */

void
accblock_register_passes (const char *plugin_name)
{
  struct register_pass_info info;
  info.pass = new outline_pass (g);
  info.reference_pass_name = "ompexp";
  info.ref_pass_instance_number = 1;
  info.pos_op = PASS_POS_INSERT_AFTER;
  register_callback (plugin_name, PLUGIN_PASS_MANAGER_SETUP, NULL, &info);
  register_callback (plugin_name, PLUGIN_REGISTER_GGC_ROOTS, NULL,
		     (void *) outline_gc_roots);
  register_callback (plugin_name, PLUGIN_REGISTER_GGC_ROOTS, NULL,
		     (void *) dispatch_thunk_gc_roots);
  gemm_register_pass (plugin_name);
}
