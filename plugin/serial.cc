/* serial.cc -- loop nests without pragmas whose outer loop is provably
   parallel, handed to inference as if "#pragma acc loop" stood in front.

   Why this file exists: the paper's compiler also takes plain serial C
   and produces its annotated OpenACC version.  Under -fauto-block (and
   unless the plugin key "serial=no" turns it off) this file looks at the
   loops of each function that no pragma claims: neither inside the nest
   of a loop pragma nor around one.  For the outermost such loop it runs
   the same nest discovery inference uses (nest_probe) and a conservative
   parallelism test (depend_outer_parallel in depend.cc, on the GIMPLE
   the plugin sees before SSA), and checks the scalars the nest writes.
   A loop found parallel gets a synthetic clause record and a marker call
   in front of its first statement, exactly where the pragma handler
   would have planted one; the outline pass then infers its block clause
   and dispatches it like any "acc loop" nest, and the fix-it of the
   inference remark writes the whole pragma line.  Arrays that may
   overlap only because they are reached through different pointers do
   not stop a loop when the runtime can compare their address ranges
   (alias-check.cc): the clause carries the pairs, and a remark says
   that the nest runs as written when they overlap; behind the run-time
   test of a distributed loop (alias-guard.cc), which compared those
   pairs over the whole loop, a split nest needs no check of its own,
   and the loop kept as written for overlapping arrays gets no marker.
   A loop that carries dependences only within each value of the loop
   directly inside it (covariance's column sums) gets a clause flagged
   to run it whole in every tile of that inner loop instead
   (outer-whole.cc).  A loop that carries dependences which a skew of
   the loops inside it keeps (a time loop around an in-place sweep,
   skew.cc) gets a clause flagged to tile them together in skewed
   fronts.
   Anything not proven is left alone with a missed remark saying why,
   and the loops inside it are looked at in turn (the parallel loops
   inside a time loop).  A
   parallel nest that streams its data and runs once per run of the
   program (a setup loop: reuse.h) is left alone too, as a whole: one
   pass over its data gains less than a tile function costs.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "infer.h"
#include "serial.h"
#include "depend.h"
#include "alias-check.h"
#include "reuse.h"
#include "distribute.h"
#include "wavefront.h"
#include "skew.h"

/* Steps from a marker to the header of its loop, as nest.cc's
   find_first_header walks them.  */
#define MARKER_REACH 8

/* The loops the pragmas of a function claim, by loop number.  */
struct claimed_loops
{
  bitmap marked;     /* A marker stands in front of the loop.  */
  bitmap enclosing;  /* A marker lies inside the loop.  */
  bitmap visited;    /* Looked at already (a loop distribution made is
			visited where it made it).  */
};

/* The pairs of bases BASES that the run-time test ending block TEST
   (alias-guard.cc) found apart over the whole loop it stands in front
   of; the split loops behind its true edge need no check of their
   own.  */
struct guard_proof
{
  basic_block test;
  vec<tree> bases;
};

/* The loop a marker in BB stands in front of, or NULL.  */

static class loop *
loop_after_marker (basic_block bb)
{
  for (int steps = 0; steps < MARKER_REACH && single_succ_p (bb); steps++)
    {
      basic_block next = single_succ (bb);
      class loop *loop = next->loop_father;
      if (loop && loop->header == next && !flow_bb_inside_loop_p (loop, bb))
	return loop;
      bb = next;
    }
  return NULL;
}

static bool
block_has_marker_p (basic_block bb)
{
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (accblock_marker_call_p (gsi_stmt (gsi)))
      return true;
  return false;
}

/* Fill CLAIMED from the markers of FUN.  */

static void
find_claimed_loops (function *fun, struct claimed_loops *claimed)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    {
      if (!block_has_marker_p (bb))
	continue;
      for (class loop *loop = bb->loop_father; loop && loop_outer (loop);
	   loop = loop_outer (loop))
	bitmap_set_bit (claimed->enclosing, loop->num);
      if (class loop *loop = loop_after_marker (bb))
	bitmap_set_bit (claimed->marked, loop->num);
    }
}

/* Where LOOP is written: the "for" keyword, which the front end gives
   the jump into the loop, else its exit test.  */

static location_t
loop_location (class loop *loop, edge entry)
{
  location_t loc = entry ? LOCATION_LOCUS (entry->goto_locus)
			 : UNKNOWN_LOCATION;
  if (loc != UNKNOWN_LOCATION)
    return loc;
  gimple *last = last_stmt (loop->header);
  return last ? gimple_location (last) : UNKNOWN_LOCATION;
}

/* Whether STMT is the last statement of its block that is not a debug
   statement.  */

static bool
last_real_stmt_p (gimple *stmt)
{
  gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
  gsi_next_nondebug (&gsi);
  return gsi_end_p (gsi);
}

/* Make the block the nest of the loop ENTRY enters starts with: one
   holding the assignment INIT of the loop's first value when that ends
   the block in front (as "for (i = 0; ...)" leaves it), else an empty
   one.  A pragma's marker would stand right in front of it, so that the
   region of the nest holds nothing of what comes before the loop.  */

static basic_block
isolate_nest_entry (edge entry, gimple *init)
{
  basic_block pre = entry->src;
  if (!init || gimple_bb (init) != pre || !last_real_stmt_p (init))
    return split_edge (entry);
  gimple_stmt_iterator gsi = gsi_for_stmt (init);
  gsi_prev (&gsi);
  gimple *before = NULL;
  if (!gsi_end_p (gsi) && gimple_code (gsi_stmt (gsi)) != GIMPLE_LABEL)
    before = gsi_stmt (gsi);
  return split_block (pre, before)->dest;
}

/* The missed remark for a loop left alone because of its memory
   accesses.  */

static void
explain_dependence (location_t loc, tree iv_name, enum depend_outer why,
		    tree culprit, tree other)
{
  switch (why)
    {
    case DEPEND_OUTER_CALL:
      accblock_missed (loc, "loop %qE left alone: a function called in the "
		       "loop may access memory", iv_name);
      break;
    case DEPEND_OUTER_ASM:
      accblock_missed (loc, "loop %qE left alone: it contains an %<asm%> "
		       "statement", iv_name);
      break;
    case DEPEND_OUTER_ADDRESS:
      accblock_missed (loc, "loop %qE left alone: it takes the address of "
		       "storage it shares", iv_name);
      break;
    case DEPEND_OUTER_VOLATILE:
      accblock_missed (loc, "loop %qE left alone: it accesses "
		       "%<volatile%> %qE", iv_name, culprit);
      break;
    case DEPEND_OUTER_OVERLAP:
      accblock_missed (loc, "loop %qE left alone: %qE and %qE may overlap",
		       iv_name, culprit, other);
      break;
    case DEPEND_OUTER_SUBSCRIPT:
      accblock_missed (loc, "loop %qE left alone: the subscripts of %qE are "
		       "not affine in the indices of its nest", iv_name,
		       culprit);
      break;
    case DEPEND_OUTER_SHAPE:
      accblock_missed (loc, "loop %qE left alone: %qE is indexed in two "
		       "shapes (dimensions or row sizes differ)", iv_name,
		       culprit);
      break;
    case DEPEND_OUTER_DISTANCE:
      accblock_missed (loc, "loop %qE left alone: cannot prove that its "
		       "iterations access different elements of %qE",
		       iv_name, culprit);
      break;
    case DEPEND_OUTER_CARRIED:
      accblock_missed (loc, "loop %qE left alone: it carries a dependence "
		       "on %qE", iv_name, culprit);
      break;
    default:
      gcc_unreachable ();
    }
}

/* See serial.h.  */

bool
serial_memory_parallel_p (const struct nest_analysis *an, location_t loc,
			  vec<tree> *checked)
{
  const struct nest *nest = an->nest;
  tree culprit, other;
  auto_vec<tree> pairs;
  enum depend_outer why = depend_outer_parallel (an, &culprit, &other,
						 checked ? &pairs : NULL);
  /* Pairs the runtime cannot compare stop the nest as before.  */
  if (why == DEPEND_OUTER_PARALLEL && !pairs.is_empty ()
      && !alias_check_possible_p (an, pairs))
    why = depend_outer_parallel (an, &culprit, &other);
  else if (checked)
    checked->safe_splice (pairs);
  if (why == DEPEND_OUTER_PARALLEL)
    return true;
  /* In a body that is a sequence of loops, the subscripts that use the
     indices of those loops take any value (access-varying.cc): a
     distance the others leave open is a dependence the loop may carry,
     as the time loop around a stencil's sweeps does.  */
  if (why == DEPEND_OUTER_DISTANCE && !nest_loops_are_levels_p (nest))
    accblock_missed (loc, "loop %qE left alone: it may carry a dependence "
		     "on %qE: its iterations may access the same elements "
		     "(the indices of the loops in its body, in the "
		     "subscripts, may take any value)",
		     DECL_NAME (nest->level[0].iv), culprit);
  else
    explain_dependence (loc, DECL_NAME (nest->level[0].iv), why, culprit,
			other);
  return false;
}

/* Whether AN's nest (PROBE), whose outer loop is not parallel as
   written, may be tiled in skewed fronts (skew.cc), without a word:
   the dispatch says so.  On a cache target under the default cost
   model it is not, with a missed remark at LOC: there a tile runs each
   point of seidel-2d 1.3 times slower than the loop as written, so two
   threads gain 1.25x on an idle machine and lose (0.83x) beside two
   busy processes (benchmarks/README.md, "seidel-2d in skewed fronts");
   cost-model=unlimited asks for it.  */

static bool
skewed_nest_p (struct nest *probe, const struct nest_analysis *an,
	       location_t loc)
{
  tree culprit, other;
  struct skew_plan plan;
  if (!skew_wanted_p ()
      || depend_outer_parallel (an, &culprit, &other)
	 == DEPEND_OUTER_PARALLEL
      || !skew_analyse (probe, an, &plan))
    return false;
  if (!accblock_cache_target_default_cost_p ())
    return true;
  accblock_missed (loc, "loop %qE not tiled in skewed fronts: on a cache "
		   "target its tiles gain too little to pay "
		   "(cost-model=unlimited asks for them)",
		   DECL_NAME (probe->level[0].iv));
  return false;
}

/* Whether the nest PROBE may run its outer iterations in parallel, or,
   with *OUTER_WHOLE set, run its outer loop whole in tiles of its inner
   loop that run in parallel (outer-whole.cc), or, with *SKEWED set, be
   tiled with the loops inside it in skewed fronts (skew.cc); a missed
   remark at LOC says why none.  *ONCE tells whether the nest streams its data and
   runs once per run of the program (reuse.h), a question of profit that
   cost-model=unlimited does not ask.  */

static bool
parallel_nest_p (struct nest *probe, location_t loc, vec<tree> *checked,
		 bool *once, bool *outer_whole, bool *skewed)
{
  tree iv_name = DECL_NAME (probe->level[0].iv);
  struct nest_analysis an;
  nest_analyse (probe, &an);
  *outer_whole = serial_outer_whole_p (&an, checked);
  *skewed = !*outer_whole && skewed_nest_p (probe, &an, loc);
  if (*skewed)
    {
      /* Its sweeps reuse their data: it never streams.  */
      *once = false;
      nest_analysis_release (&an);
      return true;
    }
  bool memory_parallel = *outer_whole
			 || serial_memory_parallel_p (&an, loc, checked);
  *once = memory_parallel && accblock_settings.cost_model_dynamic
	  && nest_streaming_why (&an) && nest_runs_once_p (probe);
  /* A nest run whole in tiles of its inner loop could also run in
     fronts: the remark of the sweep's analysis stays as it was.  */
  if (!memory_parallel || *outer_whole)
    wavefront_explain (probe, &an, loc);
  nest_analysis_release (&an);
  if (!memory_parallel)
    return false;
  bool carried;
  if (tree scalar = infer_blocking_scalar (probe, &carried))
    {
      if (carried)
	accblock_missed (loc, "loop %qE left alone: scalar %qD is carried "
			 "across iterations", iv_name, scalar);
      else
	accblock_missed (loc, "loop %qE left alone: the value of %qD "
			 "computed in it is used after it", iv_name, scalar);
      return false;
    }
  return true;
}

/* Plant the marker of a synthetic clause for the loop at LOC at the
   start of ENTRY_BB, standing in lexical SCOPE; the clause takes over
   the pairs of bases CHECKED whose overlap the runtime checks, and
   those PROVEN apart by the test in front of a distributed loop.
   Returns the clause's id.  */

static int
plant_marker (basic_block entry_bb, location_t loc, tree scope,
	      vec<tree> *checked, vec<tree> *proven)
{
  int id = accblock_register_synthetic_clause (loc);
  accblock_clause_for_update (id)->alias_bases = checked->copy ();
  accblock_clause_for_update (id)->guard_bases = proven->copy ();
  gcall *marker = accblock_build_marker (id);
  gimple_set_location (marker, loc);
  gimple_set_block (marker, scope);
  gimple_stmt_iterator gsi = gsi_after_labels (entry_bb);
  gsi_insert_before (&gsi, marker, GSI_SAME_STMT);
  return id;
}

/* Find the induction variable *IV of the loop *ENTRY enters and the
   assignment *INIT of its first value (or NULL); false, with a missed
   remark at LOC, when the loop is not one a clause can name.  *ENTRY
   becomes the edge from a new block when its source has other
   successors, since nest_probe walks single-successor blocks.  */

static bool
find_outer_level (edge *entry, location_t loc, tree *iv, gimple **init,
		  bool *changed)
{
  if (!single_succ_p ((*entry)->src)
      || (*entry)->src->index < NUM_FIXED_BLOCKS)
    {
      *entry = single_succ_edge (split_edge (*entry));
      *changed = true;
    }
  struct nest probe;
  nest_probe ((*entry)->src, NULL, loc, NULL_TREE, &probe);
  const char *problem = infer_outer_level_problem (&probe);
  *init = probe.level[0].init_stmt;
  *iv = probe.level[0].iv;
  nest_release (&probe);
  if (!problem)
    return true;
  if (*iv && DECL_NAME (*iv))
    accblock_missed (loc, "loop %qD left alone: %s", *iv, _(problem));
  else
    accblock_missed (loc, "loop left alone: %s", _(problem));
  return false;
}

/* The lexical scope the "for" of LOOP stands in, for the marker: that of
   the assignment INIT when the nest starts with it, else that of the
   exit test.  */

static tree
loop_scope (class loop *loop, gimple *init, basic_block entry_bb)
{
  if (init && gimple_bb (init) == entry_bb && gimple_block (init))
    return gimple_block (init);
  gimple *test = last_stmt (loop->header);
  return test ? gimple_block (test) : NULL_TREE;
}

/* The run-time test, in GUARD, that the pairs of arrays CHECKED of the
   nest whose first block is ENTRY_BB (the loop IV at LOC) lie apart
   over the whole loop, its result in *APART (alias-guard.cc); false,
   with a missed remark, when the loop is not to be split under it.  On
   a target whose local memory is this machine's cache it is not, unless
   cost-model=unlimited asks for every nest: there the loop as written
   keeps in the cache what the loops of one iteration share, and every
   kernel of the suite measured slower split (gemm's tiles of a few rows
   pack B once each for the matrix-product kernel; adi's sweeps read
   back from memory what the loop before wrote).  Nor is it when an
   array cannot be bounded.  */

static bool
split_guard (basic_block entry_bb, tree iv, location_t loc,
	     const vec<tree> &checked, gimple_seq *guard, tree *apart)
{
  const char *why = NULL;
  if (accblock_cache_target_default_cost_p ())
    why = G_("and on a target whose local memory is the cache the loop as "
	     "written runs faster than the split loops under a run-time "
	     "test");
  else
    {
      struct nest probe;
      struct nest_analysis an;
      nest_probe (entry_bb, NULL, loc, NULL_TREE, &probe);
      nest_analyse (&probe, &an);
      if (!alias_guard_build (&an, checked, loc, guard, apart))
	why = G_("and the run time cannot compare their address ranges "
		 "over the whole loop");
      nest_analysis_release (&an);
      nest_release (&probe);
    }
  if (why)
    accblock_missed (loc, "loop %qD not distributed over its body: %qE and "
		     "%qE may overlap, %s", iv,
		     depend_object_name (checked[0]),
		     depend_object_name (checked[1]), _(why));
  return !why;
}

/* Distribute LOOP, whose nest is parallel and imperfect and whose
   first block is ENTRY_BB, over the loops of its body when the
   "distribute" key lets it (distribute.cc); the headers of the new
   nests go to PARTS.  A nest proven parallel only on condition that the
   pairs of arrays CHECKED lie apart is split under a run-time test of
   their address ranges over the whole loop (split_guard), and the loop
   as written, which runs when they overlap, is left alone: it runs
   serially where it stands; its first block goes to *AS_WRITTEN.  */

static bool
distribute_nest (class loop *loop, basic_block entry_bb, gimple *init,
		 tree iv, location_t loc, const vec<tree> &checked,
		 vec<basic_block> *parts, basic_block *as_written)
{
  if (!accblock_settings.distribute || !loop->inner || !loop->inner->next)
    return false;
  gimple_seq guard = NULL;
  tree apart = NULL_TREE;
  if (!checked.is_empty ()
      && !split_guard (entry_bb, iv, loc, checked, &guard, &apart))
    return false;
  if (!distribute_loop (loop, entry_bb, init, iv, loc, guard, apart, parts,
			as_written))
    return false;
  if (guard)
    alias_guard_remark (loc, iv, checked);
  return true;
}

/* Whether the nest whose first block is ENTRY_BB lies behind the true
   edge of the test of PROOF, and that test found every pair of bases of
   CHECKED apart.  The test covers the ranges of every reference of the
   whole loop, so a split loop's pairs are among its pairs; anything
   else keeps the check at dispatch.  */

static bool
guard_proves_apart_p (const struct guard_proof *proof, basic_block entry_bb,
		      const vec<tree> &checked)
{
  if (!proof || checked.is_empty () || !proof->test)
    return false;
  gcond *cond = safe_dyn_cast <gcond *> (last_stmt (proof->test));
  edge yes, no;
  if (!cond || EDGE_COUNT (proof->test->succs) != 2)
    return false;
  extract_true_false_edges_from_block (proof->test, &yes, &no);
  if (!single_pred_p (yes->dest)
      || !dominated_by_p (CDI_DOMINATORS, entry_bb, yes->dest))
    return false;
  for (unsigned p = 0; p + 1 < checked.length (); p += 2)
    if (!depend_pair_listed_p (proof->bases, checked[p], checked[p + 1]))
      return false;
  return true;
}

/* Look at LOOP, which no pragma claims: plant a marker in front of it
   when its outer loop is parallel and return true, else say why not.
   A parallel nest that streams its data and runs once is left alone
   as a whole, and true is returned too (once.cc, reuse.cc).  A
   parallel nest whose body is a sequence of loops may instead be
   distributed over them (distribute.cc): then true is returned with
   the headers of the new nests, in order, in PARTS, for the caller to
   look at each; when it was split under a run-time alias test, the
   loop kept as written, left alone, in *KEPT.  *CHANGED is
   set when the CFG was changed.  */

static bool
consider_loop (class loop *loop, bool *changed, vec<basic_block> *parts,
	       class loop **kept, const struct guard_proof *outer,
	       struct guard_proof *proof)
{
  edge entry = loop_entry_edge (loop);
  location_t loc = loop_location (loop, entry);
  if (!entry)
    {
      accblock_missed (loc, "loop left alone: it is entered other than "
		       "through its exit test");
      return false;
    }
  tree iv;
  gimple *init;
  if (!find_outer_level (&entry, loc, &iv, &init, changed))
    return false;
  basic_block entry_bb = isolate_nest_entry (entry, init);
  *changed = true;
  tree scope = loop_scope (loop, init, entry_bb);
  struct nest probe;
  /* The probe knows no scopes, so arrays its body declares count as
     shared: conservative, and a private array that carried values
     across an inner blocked level would lose them between tiles.  */
  nest_probe (entry_bb, NULL, loc, scope, &probe);
  auto_vec<tree> checked;
  bool once, outer_whole, skewed;
  bool parallel = parallel_nest_p (&probe, loc, &checked, &once,
				   &outer_whole, &skewed);
  /* A nest run whole in tiles of its inner loop is not distributed: its
     outer loop is not parallel.  */
  bool imperfect = !outer_whole && !skewed
		   && !nest_loops_are_levels_p (&probe);
  tree inner_iv = outer_whole ? probe.level[1].iv : NULL_TREE;
  location_t inner_loc = UNKNOWN_LOCATION;
  if (outer_whole)
    {
      class loop *inner = probe.level[1].loop;
      inner_loc = loop_location (inner, loop_entry_edge (inner));
    }
  nest_release (&probe);
  if (!parallel)
    return false;
  /* Its loops are one nest, left alone as a whole: a loop inside it
     would run once per outer iteration, not once.  */
  if (once)
    {
      accblock_missed (loc, "loop %qD left alone: it runs once per run of "
		       "the program and each iteration touches new elements: "
		       "one pass over its data gains too little to pay for a "
		       "tile function", iv);
      return true;
    }
  /* Behind a test that found its pairs apart, the nest needs none.  */
  auto_vec<tree> proven;
  if (guard_proves_apart_p (outer, entry_bb, checked))
    {
      proven.safe_splice (checked);
      checked.truncate (0);
    }
  basic_block as_written = NULL;
  if (imperfect && distribute_nest (loop, entry_bb, init, iv, loc, checked,
				    parts, &as_written))
    {
      if (!as_written)
	{
	  /* Its parts stand where it stood.  */
	  if (outer)
	    {
	      proof->test = outer->test;
	      proof->bases = outer->bases.copy ();
	    }
	  return true;
	}
      proof->test = single_pred (as_written);
      proof->bases = checked.copy ();
      /* The loop as written runs when the arrays overlap, in place and
	 serially: the dispatch's own check of the same ranges would only
	 find them overlapping again, and a tile function for it would
	 cost a compile what the split nests' tiles cost.  */
      *kept = single_succ (as_written)->loop_father;
      return true;
    }
  int id = plant_marker (entry_bb, loc, scope, &checked, &proven);
  if (outer_whole)
    {
      accblock_clause_for_update (id)->outer_whole = true;
      serial_outer_whole_remark (inner_loc, iv, inner_iv);
    }
  else if (skewed)
    /* The dispatch says how it is tiled (outline.cc).  */
    accblock_clause_for_update (id)->skewed = true;
  else
    accblock_remark (loc, "loop %qD has no pragma and is parallel: treated "
		     "as %<#pragma acc loop%>", iv);
  alias_check_remark (loc, checked);
  alias_guard_proven_remark (loc, proven);
  return true;
}

/* Look at LOOP and, where it is left alone, at the loops inside it;
   where it was distributed, at each nest it became.  */

static void
visit_loop (class loop *loop, struct claimed_loops *claimed,
	    bool *changed, const struct guard_proof *outer)
{
  if (bitmap_bit_p (claimed->marked, loop->num)
      || !bitmap_set_bit (claimed->visited, loop->num))
    return;
  auto_vec<basic_block> parts;
  class loop *kept = NULL;
  struct guard_proof proof = { NULL, vNULL };
  if (!bitmap_bit_p (claimed->enclosing, loop->num)
      && consider_loop (loop, changed, &parts, &kept, outer, &proof))
    {
      if (kept)
	bitmap_set_bit (claimed->visited, kept->num);
      /* LOOP itself, when distributed, is the last of them.  */
      if (!parts.is_empty ())
	bitmap_clear_bit (claimed->visited, loop->num);
      for (basic_block header : parts)
	visit_loop (header->loop_father, claimed, changed, &proof);
      proof.bases.release ();
      return;
    }
  proof.bases.release ();
  /* The loops inside keep their own checks.  */
  for (class loop *inner = loop->inner; inner; inner = inner->next)
    visit_loop (inner, claimed, changed, NULL);
}

/* Whether loops without pragma of the current function are looked at:
   -fauto-block with "serial" on, in C or C++, not in a tile function
   the outline pass made (its loops are the strip-mined nest), and not
   in a function of a system header (C++'s library templates and inline
   functions are instantiated in the user's file; they are not the
   user's loops).  */

static bool
serial_wanted_p (void)
{
  return accblock_settings.block && accblock_settings.serial
	 && accblock_settings.auto_mode != ACCBLOCK_AUTO_OFF
	 && accblock_c_family_front_end_p ()
	 && !DECL_ARTIFICIAL (current_function_decl)
	 && !DECL_IN_SYSTEM_HEADER (current_function_decl) && !seen_error ();
}

/* Plant markers in front of the parallel loops of FUN that no pragma
   claims (see accblock-plugin.h).  */

bool
serial_mark_parallel_nests (function *fun)
{
  if (!serial_wanted_p () || !loops_for_fn (fun))
    return false;
  struct claimed_loops claimed;
  claimed.marked = BITMAP_ALLOC (NULL);
  claimed.enclosing = BITMAP_ALLOC (NULL);
  claimed.visited = BITMAP_ALLOC (NULL);
  find_claimed_loops (fun, &claimed);
  /* Loop bodies are enumerated through dominance, which the splits
     below keep up to date.  */
  calculate_dominance_info (CDI_DOMINATORS);
  bool changed = false;
  for (class loop *loop = loops_for_fn (fun)->tree_root->inner; loop;
       loop = loop->next)
    visit_loop (loop, &claimed, &changed, NULL);
  BITMAP_FREE (claimed.marked);
  BITMAP_FREE (claimed.enclosing);
  BITMAP_FREE (claimed.visited);
  return changed;
}

/* ---- The fix-it that writes the pragma ---- */

/* The note whose fix-it inserts "#pragma acc loop CLAUSE_TEXT" in front
   of the loop at LOC (see accblock-plugin.h).  GCC only accepts an
   inserted line at column 1 of a line, so the loop's indentation goes
   into the inserted text.  */

void
serial_suggest_pragma (location_t loc, const char *clause_text)
{
  if (linemap_location_from_macro_expansion_p (line_table, loc))
    return;
  expanded_location at = expand_location (loc);
  if (!at.file)
    return;
  char_span line = location_get_source_line (at.file, at.line);
  if (!line)
    return;
  size_t indent = 0;
  while (indent < line.length ()
	 && (line[indent] == ' ' || line[indent] == '\t'))
    indent++;
  if ((size_t) at.column != indent + 1)
    return;
  const line_map_ordinary *map = NULL;
  linemap_resolve_location (line_table, loc, LRK_SPELLING_LOCATION, &map);
  if (!map)
    return;
  location_t line_start
    = linemap_position_for_line_and_column (line_table, map, at.line, 1);
  /* The source line is not NUL-terminated: copy the indentation.  */
  char *indentation = xstrndup (line.get_buffer (), indent);
  char *text = xasprintf ("%s#pragma acc loop %s\n", indentation,
			  clause_text);
  free (indentation);
  gcc_rich_location richloc (loc);
  richloc.add_fixit_insert_before (line_start, text);
  free (text);
  inform (&richloc, "accblock: write %<#pragma acc loop %s%> in front of "
	  "this loop to keep the inferred clause", clause_text);
}
