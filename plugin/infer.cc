/* infer.cc -- choose a block clause for loop pragmas that have none.

   Why this file exists: the paper's second contribution is generating
   the block clause automatically (paper-notes section 3).  Under
   -fauto-block (plugin argument "auto"), a "#pragma acc loop",
   "parallel loop" or "kernels loop" without a block clause and without
   "seq" gets one here: the nest is looked at without any diagnostic
   (nest_probe), described for the blocking model (dataref.cc), the
   levels that may legally be blocked are marked, and the paper's greedy
   algorithm or the cost-model search picks the sizes for the target of
   the "target", "local-mem" and "num-accel" settings.  The result is a
   struct blocking_decision (decision.h), by level, which the outline
   pass lays on the same nest (nest_apply_decision) and implements as
   it would a written clause, with the analysis made here: the nest is
   found and analysed once.  Each inferred nest gets a remark with the
   clause and the model's numbers, the search trace goes to the dump,
   and a fix-it hint lets -fdiagnostics-generate-patch write the clause
   back into the source.  Nests that cannot be described are left alone
   with a missed-optimization remark saying why.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "infer.h"
#include "depend.h"
#include "split.h"
#include "outline.h"
#include "reduction.h"
#include "skew.h"
#include "gemm.h"

/* Whether a loop pragma CLAUSE without a block clause should get an
   inferred one.  */

bool
infer_wanted_p (const struct accblock_clause *clause)
{
  return clause && !clause->has_block && !clause->seq
	 && accblock_settings.auto_mode != ACCBLOCK_AUTO_OFF
	 && accblock_settings.auto_mode != ACCBLOCK_AUTO_NONE;
}

/* ---- Legality ---- */

/* Whether level L of MODEL has the name of an outer level: the clause
   names levels by their induction variables, so it could not name it.  */

static bool
name_repeats_p (const struct accblock_model_nest *model, unsigned l)
{
  for (unsigned k = 0; k < l; k++)
    if (model->level[k].name && !strcmp (model->level[k].name,
					 model->level[l].name))
      return true;
  return false;
}

/* Mark the levels of DATA that may be blocked: only the clauses the
   outline pass accepts as they are.  An inner level may be blocked when
   it and the levels above it are perfectly nested, and, beyond level 1,
   only when the dependence test proves the inner levels permutable
   (otherwise the tile order would change the iteration order).  */

static void
mark_legal_levels (const struct nest_analysis *an, struct dataref_nest *data)
{
  const struct nest *probe = an->nest;
  struct accblock_model_nest *model = &data->model;
  model->inner_permutable = depend_inner_levels_permutable (an);
  bool parallel[ACCBLOCK_MAX_LEVELS];
  depend_parallel_levels (an, parallel);
  bool perfect = true;
  for (unsigned l = 1; l < model->nlevels; l++)
    {
      perfect = perfect && !nest_imperfect_stmt (probe, l - 1);
      model->level[l].may_block
	= perfect && model->level[l].name && !name_repeats_p (model, l)
	  && (l == 1 || model->inner_permutable);
      model->level[l].parallel = parallel[l];
    }
}

/* The array of DATA that indexes BASE and is staged, or NULL.  */

static struct accblock_model_array *
staged_array (struct dataref_nest *data, tree base)
{
  for (unsigned k = 0; k < data->model.narrays; k++)
    if (data->base[k] && !data->array[k].unstaged
	&& operand_equal_p (data->base[k], base, 0))
      return &data->array[k];
  return NULL;
}

/* Whether every array PROBE->sums lists is staged in DATA; flag them
   ACCBLOCK_MODEL_ADD when so.  */

static bool
mark_summed_arrays (const struct nest *probe, struct dataref_nest *data)
{
  for (unsigned s = 0; s < probe->nsums; s++)
    if (!staged_array (data, probe->sums[s]))
      return false;
  for (unsigned s = 0; s < probe->nsums; s++)
    staged_array (data, probe->sums[s])->access |= ACCBLOCK_MODEL_ADD;
  return true;
}

/* Let the model split the tiles of the first inner level of PROBE that
   may be blocked but whose tiles do not run in parallel, when its
   iterations share nothing but sums into staged arrays (split.cc), as
   split(k:G) would: the model then prices group counts too.  */

static void
mark_splittable_level (const struct nest_analysis *an,
		       struct dataref_nest *data)
{
  const struct nest *probe = an->nest;
  struct accblock_model_nest *model = &data->model;
  for (unsigned l = 1; l < model->nlevels; l++)
    if (model->level[l].may_block && !model->level[l].parallel)
      {
	if (split_possible_p (an, l) && mark_summed_arrays (probe, data))
	  model->level[l].splittable = 1;
	return;
      }
}

/* Why the outer loop of PROBE cannot carry a clause, or NULL.  */

const char *
infer_outer_level_problem (const struct nest *probe)
{
  const struct nest_level *outer = &probe->level[0];
  if (outer->noncanonical)
    return outer->noncanonical;
  if (!outer->iv || !DECL_NAME (outer->iv))
    return "its induction variable has no name";
  return NULL;
}

/* Whether DECL is a scalar of the function that lives in a register.  */

static bool
local_register_p (tree decl)
{
  return (TREE_CODE (decl) == VAR_DECL || TREE_CODE (decl) == PARM_DECL)
	 && !is_global_var (decl)
	 && DECL_CONTEXT (decl) == current_function_decl
	 && is_gimple_reg (decl);
}

/* Scalars the outline pass would refuse whatever the clause.  */
enum scalar_problem
{
  SCALAR_OK,
  SCALAR_USED_AFTER,    /* Its value is used after the nest.  */
  SCALAR_CARRIED        /* Its value flows from one iteration to the
			   next, and it is not an integer reduction
			   (reduction.cc), whose tiles run in parallel:
			   the tiles would have to run in order.  */
};

/* The scalars of the function PROBE writes, other than the outer
   induction variable, into SCALARS in declaration order.  */

static void
written_scalars (const struct nest *probe, vec<tree> *scalars)
{
  for (hash_set<tree>::iterator it = probe->written->begin ();
       it != probe->written->end (); ++it)
    if (local_register_p (*it) && nest_level_of_iv (probe, *it) != 0)
      scalars->safe_push (*it);
  scalars->qsort (outline_tree_order);
}

/* Whether DECL, written by PROBE, carries a value into the nest's
   iterations from before it or from an earlier iteration.  */

static bool
carried_p (const struct nest *probe, tree decl)
{
  return !nest_declared_inside_p (probe, decl)
	 && outline_read_before_write_p (probe->entry_bb, decl, probe);
}

/* Look for a scalar PROBE writes that the outline pass would refuse
   (the outer induction variable is fine: the runtime returns its final
   value).  Such a nest is left alone rather than given a clause that
   makes the program fail to compile.  Sets *CULPRIT to the scalar: the
   first declared of those with a problem, so that the remark names the
   same one in every compilation (the written set is ordered by
   address).  */

static enum scalar_problem
find_scalar_problem (struct nest *probe, tree *culprit)
{
  basic_block after = outline_block_after_nest (probe);
  auto_vec<tree> scalars;
  written_scalars (probe, &scalars);
  for (tree decl : scalars)
    {
      *culprit = decl;
      if (carried_p (probe, decl))
	{
	  if (nest_reduction_group (probe, decl) != ERROR_MARK)
	    continue;
	  return SCALAR_CARRIED;
	}
      if (outline_read_before_write_p (after, decl, NULL))
	return SCALAR_USED_AFTER;
    }
  return SCALAR_OK;
}

/* Count into MODEL the integer reductions of PROBE, which each tile
   combines into main memory, and their bytes.  */

static void
count_reductions (const struct nest *probe, struct accblock_model_nest *model)
{
  auto_vec<tree> scalars;
  written_scalars (probe, &scalars);
  for (tree decl : scalars)
    if (carried_p (probe, decl)
	&& nest_reduction_group (probe, decl) != ERROR_MARK)
      {
	model->combines++;
	tree size = TYPE_SIZE_UNIT (TREE_TYPE (decl));
	model->combine_bytes += tree_to_uhwi (size);
      }
}

/* Whether the scalars of PROBE allow a clause; a missed remark at LOC
   says why not.  */

static bool
scalars_allow_blocking (struct nest *probe, location_t loc)
{
  tree culprit = NULL_TREE;
  switch (find_scalar_problem (probe, &culprit))
    {
    case SCALAR_USED_AFTER:
      accblock_missed (loc, "no block clause inferred: the value of %qD "
		       "computed in the nest is used after it", culprit);
      return false;
    case SCALAR_CARRIED:
      accblock_missed (loc, "no block clause inferred: %qD carries a value "
		       "from one iteration to the next and is not an integer "
		       "reduction, so the tiles would run one at a time",
		       culprit);
      return false;
    default:
      return true;
    }
}

/* The scalar that keeps PROBE from being blocked (see infer.h).  */

tree
infer_blocking_scalar (struct nest *probe, bool *carried)
{
  tree culprit = NULL_TREE;
  enum scalar_problem problem = find_scalar_problem (probe, &culprit);
  *carried = problem == SCALAR_CARRIED;
  return problem == SCALAR_OK ? NULL_TREE : culprit;
}

/* ---- Running the model ---- */

/* See infer.h.  */

void
infer_settings_target (struct accblock_target *target)
{
  const struct accblock_target *profile
    = accblock_target_lookup (accblock_settings.target);
  if (!profile)
    profile = accblock_target_default ();
  accblock_target_resolve (profile, target);
  if (accblock_settings.local_mem)
    target->local_mem = accblock_settings.local_mem;
  if (accblock_settings.num_accel)
    target->num_accel = accblock_settings.num_accel;
}

static void
trace_to_dump (void *, const char *line)
{
  if (dump_file)
    fprintf (dump_file, "  %s\n", line);
}

static const char *
algorithm_name (void)
{
  return accblock_settings.auto_mode == ACCBLOCK_AUTO_GREEDY ? "greedy"
							     : "model";
}

/* Describe the model input in the dump, so that a choice can be checked
   by hand.  */

static void
dump_model_input (const struct dataref_nest *data,
		  const struct accblock_target *target)
{
  const struct accblock_model_nest *model = &data->model;
  fprintf (dump_file, "accblock: inferring a block clause (%s) for "
	   "target %s: local memory %llu bytes, %lu accelerators\n",
	   algorithm_name (), target->name,
	   (unsigned long long) target->local_mem,
	   target->num_accel);
  for (unsigned l = 0; l < model->nlevels; l++)
    fprintf (dump_file, "  level %u: %s, %llu iterations%s%s%s\n", l,
	     model->level[l].name ? model->level[l].name : "?",
	     (unsigned long long) model->level[l].trip,
	     model->level[l].may_block ? "" : ", may not be blocked",
	     model->level[l].parallel ? ", parallel" : "",
	     model->level[l].splittable ? ", splittable" : "");
  fprintf (dump_file, "  inner levels %spermutable\n",
	   model->inner_permutable ? "" : "not proven ");
  for (unsigned k = 0; k < model->narrays; k++)
    {
      const struct accblock_model_array *a = &model->arrays[k];
      fprintf (dump_file, "  array %s: %llu-byte elements%s%s%s%s", a->name,
	       (unsigned long long) a->elem_size,
	       (a->access & ACCBLOCK_MODEL_READ) ? ", read" : "",
	       (a->access & ACCBLOCK_MODEL_WRITE) ? ", written" : "",
	       (a->access & ACCBLOCK_MODEL_ADD) ? ", summed" : "",
	       a->unstaged ? ", not staged" : "");
      for (unsigned d = 0; d < a->ndims; d++)
	{
	  const struct accblock_model_dim *dim = &a->dim[d];
	  fprintf (dump_file, " [%llu", (unsigned long long) dim->extent);
	  if (dim->level >= 0)
	    fprintf (dump_file, " by %s*%llu%+lld..%+lld",
		     model->level[dim->level].name,
		     (unsigned long long) dim->coef, (long long) dim->min_off,
		     (long long) dim->max_off);
	  fprintf (dump_file, "]");
	}
      fprintf (dump_file, "\n");
    }
}

/* The blocks of a nest the runtime's matrix kernel will run
   (gemm_expected_p) on a cache target, priced into RESULT: whole rows
   of C, as many as make one block per accelerator.  The kernel blocks
   for the cache itself and packs what it reads, so the blocks the model
   fits into the cache for the tile loop only cut its work into calls
   that each pack B again (double, n = 2048, two cores: 0.57 s against
   0.34 s).  False when the rule does not apply: the paper's greedy
   algorithm is kept as it is.  */

static bool
kernel_blocking (const struct nest_analysis *an,
		 const struct dataref_nest *data,
		 const struct accblock_target *target,
		 struct accblock_model_result *result)
{
  if (accblock_settings.auto_mode == ACCBLOCK_AUTO_GREEDY
      || accblock_target_stages_packed (target) || data->model.nlevels != 3
      || !data->model.level[0].may_block || !gemm_expected_p (an))
    return false;
  accblock_model_block block = { 0 };
  uint64_t accelerators = target->num_accel ? target->num_accel : 1;
  block[0] = (data->model.level[0].trip + accelerators - 1) / accelerators;
  if (dump_file)
    fprintf (dump_file, "accblock: a matrix product for the runtime's "
	     "kernel: %llu rows of C per block\n",
	     (unsigned long long) block[0]);
  return accblock_model_evaluate (&data->model, target, block, result) == 0;
}

/* Run the algorithm the settings ask for on DATA; false on a model
   failure (malformed input, which dataref_describe should prevent).  */

static bool
run_model (const struct dataref_nest *data,
	   const struct accblock_target *target,
	   struct accblock_model_result *result)
{
  struct accblock_model_options options;
  memset (&options, 0, sizeof options);
  options.time_slack_percent = accblock_settings.time_slack;
  if (dump_file)
    {
      dump_model_input (data, target);
      options.trace = trace_to_dump;
    }
  if (accblock_settings.auto_mode == ACCBLOCK_AUTO_GREEDY)
    return accblock_model_greedy (&data->model, target, &options,
				  result) == 0;
  return accblock_model_search (&data->model, target, &options,
				result) == 0;
}

/* ---- The clause and how it is reported ---- */

/* Start D, a decision of ORIGIN for the nest PROBE under PRAGMA: no
   level blocked yet.  */

static void
start_decision (const struct accblock_clause *pragma, const struct nest *probe,
		enum blocking_origin origin, struct blocking_decision *d)
{
  memset ((void *) d, 0, sizeof *d);
  d->origin = origin;
  d->where = pragma->pragma_loc;
  d->split_where = pragma->pragma_loc;
  d->outer = probe->level[0].loop;
}

/* Decide into D the blocking RESULT chose for PROBE, described as DATA;
   false when it blocks no level.  */

static bool
model_decision (const struct accblock_clause *pragma, const struct nest *probe,
		const struct dataref_nest *data,
		const struct accblock_model_result *result,
		struct blocking_decision *d)
{
  start_decision (pragma, probe, BLOCKING_INFERRED, d);
  for (unsigned l = 0; l < data->model.nlevels; l++)
    if (result->block[l])
      {
	if (data->model.level[l].splittable && result->split_groups > 1)
	  {
	    d->split_level = l;
	    d->split_groups = result->split_groups;
	  }
	d->block[l] = result->block[l];
	d->nlevels = l + 1;
      }
  d->text = nest_blocking_text (probe, d);
  return d->nlevels != 0;
}

/* The source line of LOC, when LOC is in a "#pragma" line of a file
   (not produced by _Pragma in a macro).  */

static char_span
pragma_source_line (location_t loc)
{
  if (linemap_location_from_macro_expansion_p (line_table, loc))
    return char_span (NULL, 0);
  expanded_location at = expand_location (loc);
  if (!at.file)
    return char_span (NULL, 0);
  char_span line = location_get_source_line (at.file, at.line);
  for (size_t i = 0; line && i < line.length (); i++)
    if (!ISSPACE (line[i]))
      return line[i] == '#' ? line : char_span (NULL, 0);
  return char_span (NULL, 0);
}

/* The last character of "#pragma acc loop" when the pragma at LOC (the
   "acc") has nothing after that word: the pragma handler never reads the
   directive word itself, so no token location marks it.  */

static location_t
bare_loop_end (location_t loc, char_span line)
{
  static const char acc[] = "acc", word[] = "loop";
  int column = expand_location (loc).column;
  if (column < 1 || (size_t) column - 1 + strlen (acc) > line.length ()
      || strncmp (line.get_buffer () + column - 1, acc, strlen (acc)))
    return UNKNOWN_LOCATION;
  size_t i = column - 1 + strlen (acc);
  while (i < line.length () && ISSPACE (line[i]))
    i++;
  size_t len = strlen (word);
  if (i + len > line.length () || strncmp (line.get_buffer () + i, word, len))
    return UNKNOWN_LOCATION;
  size_t offset = i + len - column;
  return linemap_position_for_loc_and_offset (line_table, loc, offset);
}

/* Where the inferred clause goes (see infer.h).  */

location_t
infer_pragma_end (const struct accblock_clause *pragma)
{
  char_span line = pragma_source_line (pragma->pragma_loc);
  if (!line)
    return UNKNOWN_LOCATION;
  location_t last = pragma->last_token_loc;
  if (last == UNKNOWN_LOCATION)
    return bare_loop_end (pragma->pragma_loc, line);
  expanded_location at = expand_location (pragma->pragma_loc);
  expanded_location end = expand_location (last);
  if (!end.file || strcmp (at.file, end.file) || at.line != end.line)
    return UNKNOWN_LOCATION;
  return last;
}

/* Whether the user asked for fix-its in a form a tool reads: a patch
   (-fdiagnostics-generate-patch) or the "fix-it:" lines of
   -fdiagnostics-parseable-fixits (IDEs, clang-apply-replacements-like
   scripts).  Either asks for the edits, so neither should need the
   plugin's own "verbose" key as well.  */

static bool
fixits_requested_p (void)
{
  return flag_diagnostics_generate_patch || flag_diagnostics_parseable_fixits;
}

/* A note with a fix-it hint that appends CLAUSE_TEXT to the pragma line,
   so that -fdiagnostics-generate-patch writes the annotated OpenACC
   source.  Given under "verbose" or when fix-its are asked for; otherwise
   the remark alone reports the clause, and a note per loop would be
   noise.  */

static void
suggest_clause (const struct accblock_clause *pragma, const char *clause_text)
{
  if (!accblock_settings.verbose && !fixits_requested_p ())
    return;
  if (pragma->synthetic)
    {
      serial_suggest_pragma (pragma->pragma_loc, clause_text);
      return;
    }
  location_t end = infer_pragma_end (pragma);
  if (end == UNKNOWN_LOCATION)
    return;
  gcc_rich_location richloc (pragma->pragma_loc);
  char *insertion = xasprintf (" %s", clause_text);
  richloc.add_fixit_insert_after (end, insertion);
  free (insertion);
  inform (&richloc, "accblock: write the inferred clause %qs here to keep "
	  "it", clause_text);
}

/* The remark for an inferred clause: the clause as it would be written,
   its footprint against local memory, tiles, outer blocks against
   accelerators and the predicted DMA volume.  */

static void
remark_inferred (location_t loc, const char *clause_text,
		 const struct accblock_target *target,
		 const struct accblock_model_result *result)
{
  typedef unsigned HOST_WIDE_INT uhwi;
  accblock_remark (loc, "inferred %s (%s): footprint %wu of %wu bytes%s, "
		   "%wu tiles, %wu outer blocks on %wu accelerators, "
		   "predicted DMA %wu bytes", clause_text, algorithm_name (),
		   (uhwi) result->footprint, (uhwi) target->local_mem,
		   result->fits ? "" : " (does not fit: the runtime splits "
		   "tiles or leaves arrays in main memory)", (uhwi) result->tiles,
		   (uhwi) result->outer_tiles, (uhwi) target->num_accel,
		   (uhwi) (result->dma_in_bytes + result->dma_out_bytes));
}

/* ---- Whether dispatching pays ---- */

/* Whether the nest PROBE, described as DATA and priced as RESULT on
   TARGET, gains from being dispatched (model/dispatch-gain.c); a missed
   remark with
   both predicted times when it does not, so that it stays where it
   stands ("cost-model=unlimited" dispatches it anyway).  */

static bool
dispatch_pays (const struct nest *probe, const struct dataref_nest *data,
	       const struct accblock_target *target,
	       const struct accblock_model_result *result, location_t loc)
{
  /* With iterations the model does not see, its time where the nest
     stands is a lower bound that cannot show a loss.  */
  if (!accblock_settings.cost_model_dynamic
      || data->model.nlevels != probe->depth
      || !nest_loops_are_levels_p (probe))
    return true;
  struct accblock_dispatch_gain gain;
  accblock_model_dispatch_gain (&data->model, target, result, &gain);
  if (dump_file)
    fprintf (dump_file, "accblock: %.3g s where it stands, %.3g s "
	     "dispatched\n", gain.local_s, gain.dispatched_s);
  if (gain.pays)
    return true;
  /* GCC's diagnostics have no %g.  */
  char locally[32], dispatched[32], dispatch[32];
  snprintf (locally, sizeof locally, "%.3g", gain.local_s);
  snprintf (dispatched, sizeof dispatched, "%.3g", gain.dispatched_s);
  snprintf (dispatch, sizeof dispatch, "%.3g", target->cost.dispatch_s);
  accblock_missed (loc, "loop left alone: dispatching it does not pay: "
		   "predicted %s s where it stands, %s s dispatched (%s s of "
		   "them the dispatch) on target %qs", locally, dispatched,
		   dispatch, target->name);
  return false;
}

/* ---- Sizes chosen at run time ---- */

/* Whether level L of PROBE has bounds the descriptor can carry, so that
   the runtime knows its trip count: invariant ones, or off the host's
   cache target under the default cost model, ones affine in an outer
   level's IV, carried as their hull and counted row by row
   (nest-triangular.cc).  */

static bool
evaluable_level_p (const struct nest *probe, unsigned l)
{
  const struct nest_level *level = &probe->level[l];
  if (level->noncanonical || !level->iv || !DECL_NAME (level->iv)
      || !level->init || !level->bound)
    return false;
  if (nest_invariant_expr (probe, level->init)
      && nest_invariant_expr (probe, level->bound))
    return true;
  return !accblock_cache_target_default_cost_p ()
	 && nest_triangular_level_p (probe, l);
}

/* Whether the trip count of PROBE's outer loop is a compile-time
   constant.  */

static bool
outer_trips_known_p (const struct nest *probe)
{
  const struct nest_level *outer = &probe->level[0];
  unsigned HOST_WIDE_INT trips;
  return outer->init && outer->bound
	 && nest_constant_trips (outer, nest_invariant_expr (probe, outer->init),
				 nest_invariant_expr (probe, outer->bound),
				 &trips);
}

/* Decide into D that the runtime sizes levels 0 .. D of AN's nest,
   whose synthetic clause is flagged SKEWED, tiled in skewed fronts as
   the skew test finds them (skew.cc); false when it no longer does.  */

static bool
skewed_decision (const struct nest_analysis *an,
		 const struct accblock_clause *pragma,
		 struct blocking_decision *d)
{
  struct nest *probe = an->nest;
  struct skew_plan plan;
  start_decision (pragma, probe, BLOCKING_AT_RUN_TIME, d);
  d->why = N_("its loops run in skewed fronts");
  d->sizes_at_run_time = true;
  d->all_loops_counted = nest_loops_are_levels_p (probe);
  if (!skew_analyse (probe, an, &plan))
    return false;
  for (unsigned l = 0; l < plan.nlevels; l++)
    {
      d->block[l] = 1;
      d->skew_coef[l] = plan.coef[l];
    }
  d->nlevels = d->skew_levels = plan.nlevels;
  d->text = nest_blocking_text (probe, d);
  return true;
}

/* Decide into D that the runtime sizes the levels of AN's nest it may
   block, WHY: the outer level and the inner ones a clause could block
   (perfectly nested, and beyond level 1 only when proven permutable)
   whose bounds the runtime will know.  False when there are none.  */

static bool
runtime_decision (const struct nest_analysis *an,
		  const struct accblock_clause *pragma, const char *why,
		  struct blocking_decision *d)
{
  const struct nest *probe = an->nest;
  start_decision (pragma, probe, BLOCKING_AT_RUN_TIME, d);
  d->why = why;
  d->sizes_at_run_time = true;
  d->all_loops_counted = nest_loops_are_levels_p (probe);
  bool permutable = depend_inner_levels_permutable (an);
  /* A nest run whole in tiles of its inner loop (outer-whole.cc) leaves
     level 0 unblocked: the runtime sizes the others.  */
  for (unsigned l = pragma->outer_whole ? 1 : 0; l < probe->depth; l++)
    {
      if (!evaluable_level_p (probe, l)
	  || (l > 0 && nest_imperfect_stmt (probe, l - 1))
	  || (l > 1 && !permutable))
	break;
      bool repeated = false;
      for (unsigned k = 0; k < l; k++)
	repeated |= DECL_NAME (probe->level[k].iv)
		    == DECL_NAME (probe->level[l].iv);
      if (repeated)
	break;
      d->block[l] = 1;
      d->nlevels = l + 1;
      /* The tiles of a deeper level would each run level 0 whole
	 again: a dependence level 0 carries would go against them.  */
      if (pragma->outer_whole)
	break;
    }
  d->text = nest_blocking_text (probe, d);
  return d->nlevels > (pragma->outer_whole ? 1 : 0);
}

/* The remark for a nest whose sizes the runtime chooses (D).  */

static void
remark_at_run_time (location_t loc, const struct blocking_decision *d)
{
  accblock_remark (loc, "inferred %s (%s at run time): %s", d->text,
		   algorithm_name (), _(d->why));
}

/* Decide the blocking of the analysed nest AN into D; false with a
   missed remark when none can be chosen.  */

static bool
choose_blocking (const struct nest_analysis *an,
		 const struct accblock_clause *pragma, location_t loc,
		 struct blocking_decision *d)
{
  struct nest *probe = an->nest;
  /* A nest whose arrays the runtime checks for overlap (alias-check.cc)
     must let the runtime make it one tile when they do.  */
  bool trips_known = outer_trips_known_p (probe);
  if (pragma->skewed)
    {
      if (!skewed_decision (an, pragma, d))
	{
	  accblock_missed (loc, "no block clause inferred: its loops cannot "
			   "be tiled in skewed fronts");
	  return false;
	}
      remark_at_run_time (loc, d);
      return true;
    }
  /* A nest whose outer level runs whole in every tile has the runtime
     size it, which plans level 0 as one tile (ACCBLOCK_NEST_OUTER_WHOLE),
     its staged boxes included.  */
  if (!trips_known || !pragma->alias_bases.is_empty ()
      || pragma->outer_whole)
    {
      const char *why = N_("the trip counts are only known then");
      if (trips_known && !pragma->alias_bases.is_empty ())
	why = N_("only the run knows whether the arrays overlap");
      else if (trips_known)
	why = N_("its outer loop runs whole in every tile");
      if (!runtime_decision (an, pragma, why, d))
	{
	  accblock_missed (loc, "no block clause inferred: the bounds of the "
			   "outer loop change in the nest");
	  return false;
	}
      remark_at_run_time (loc, d);
      return true;
    }
  struct dataref_nest data;
  if (const char *why = dataref_describe (an, &data))
    {
      accblock_missed (loc, "no block clause inferred: %s", _(why));
      return false;
    }
  count_reductions (probe, &data.model);
  /* The outer trip count is known, but a halo is not: the runtime, which
     knows both, chooses, rather than a model that would price that
     array in main memory.  */
  if (data.halo_at_run_time
      && runtime_decision (an, pragma, N_("the halo of a staged array is "
					  "only known then"), d))
    {
      remark_at_run_time (loc, d);
      return true;
    }
  mark_legal_levels (an, &data);
  mark_splittable_level (an, &data);
  data.model.uneven = nest_uneven_p (probe);
  struct accblock_target target;
  infer_settings_target (&target);
  struct accblock_model_result result;
  bool kernel = kernel_blocking (an, &data, &target, &result);
  if ((!kernel && !run_model (&data, &target, &result))
      || !model_decision (pragma, probe, &data, &result, d))
    {
      accblock_missed (loc, "no block clause inferred: the blocking model "
		       "found no block vector");
      return false;
    }
  if (!dispatch_pays (probe, &data, &target, &result, loc))
    return false;
  if (dump_file)
    fprintf (dump_file, "accblock: inferred %s\n", d->text);
  if (kernel)
    accblock_remark (loc, "inferred %s (%s): a matrix product for the "
		     "runtime%'s kernel, whole rows of C per accelerator, "
		     "%wu tiles on %wu accelerators; a cache target stages "
		     "nothing, the kernel packs its blocks", d->text,
		     algorithm_name (), (unsigned HOST_WIDE_INT) result.tiles,
		     (unsigned HOST_WIDE_INT) target.num_accel);
  else
    remark_inferred (loc, d->text, &target, &result);
  suggest_clause (pragma, d->text);
  return true;
}

/* Decide the blocking of the nest after ENTRY_BB (see infer.h).  */

bool
infer_blocking (basic_block entry_bb, const struct accblock_clause *pragma,
		location_t loc, tree scope, struct nest *probe,
		struct nest_analysis *an, struct blocking_decision *d)
{
  memset ((void *) an, 0, sizeof *an);
  if (!nest_probe (entry_bb, pragma, loc, scope, probe))
    {
      accblock_missed (loc, "no block clause inferred: the pragma is not "
		       "followed by a %<for%> loop");
      return false;
    }
  if (const char *why = infer_outer_level_problem (probe))
    {
      accblock_missed (loc, "no block clause inferred: the outer loop "
		       "cannot be blocked: %s", _(why));
      return false;
    }
  if (!scalars_allow_blocking (probe, loc))
    return false;
  nest_analyse (probe, an);
  return choose_blocking (an, pragma, loc, d);
}
