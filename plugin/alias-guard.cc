/* alias-guard.cc -- the run-time test in front of a loop distributed on
   condition that arrays the program may pass twice do not overlap.

   Why this file exists: distribute.cc splits a parallel loop whose body
   is a sequence of loops into one loop per part, which runs the parts
   of different iterations in another order.  In kernels that take their
   arrays as VLA parameters (gemm's "double C[ni][nj], double
   A[ni][nk]"), the loop is parallel only if C and A lie apart, which
   only the run time knows.  Split on that condition, the copies would
   give wrong results when the arrays overlap, so the loop is versioned:
   this test runs in front of it and picks the split loops when the
   arrays lie apart, the loop as written otherwise, serially in place
   (no tile function, no dispatch: a rare case, and the dispatch's own
   check of the same ranges would find them overlapping again).  It is
   the test of the dispatch's alias check (runtime/overlap.c), on the
   same ranges (alias-range.cc), taken over the whole loop: every
   reference of every part, the split loop as level 0 of a descriptor
   with no section, passed to __accblock_ranges_apart (accblock-abi.h).
   Its words known only at run time are patches the runtime reads from a
   record the test fills right before the call (alias-guard-record.cc),
   as a dispatch's from its capture record, where the matcher of
   outline-patch.cc accepts them: then the descriptor is the read-only
   template itself, with no copy and no store.
   Any array that cannot be bounded leaves no test, and the loop is not
   split.  Since
   the split loops only run when the test found every pair apart over
   the whole loop, serial.cc gives the nests they become those pairs as
   proven apart (guard_bases): no check of their own.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "alias-check.h"
#include "outline.h"
#include "depend.h"

/* The address ranges of every base of BASES (once each) over AN's whole
   nest into RANGES; false when one cannot be bounded.  */

static bool
guard_ranges (const struct nest_analysis *an, const vec<tree> &bases,
	      vec<stage_range> *ranges)
{
  if (an->collected != PROVEN)
    return false;
  for (unsigned b = 0; b < bases.length (); b++)
    {
      bool seen = false;
      for (unsigned e = 0; e < b; e++)
	seen |= operand_equal_p (bases[e], bases[b], 0);
      if (!seen && !alias_range_build (an->nest, an->refs, bases[b], ranges))
	return false;
    }
  return true;
}

/* Put the words of the test's descriptor into W: the levels of NEST and
   the ranges of PLAN, flagged for the overlap check.  */

static void
fill_guard_words (const struct nest *nest, const struct stage_plan *plan,
		  struct desc_words *w)
{
  desc_put_nest_field (w, ACCBLOCK_NEST_WORD (abi_version),
		       desc_int (ACCBLOCK_ABI_VERSION));
  desc_put_nest_field (w, ACCBLOCK_NEST_WORD (nlevels),
		       desc_int (nest->ndesc));
  /* The descriptor's check wants the flag of runtime-chosen sizes on a
     nest checked for overlap; nothing is dispatched with it.  */
  desc_put_nest_field (w, ACCBLOCK_NEST_WORD (flags),
		       desc_int (ACCBLOCK_NEST_CHECK_OVERLAP
				 | ACCBLOCK_NEST_INFER_GREEDY));
  desc_put_nest_field (w, ACCBLOCK_NEST_WORD (split_level), desc_int (-1));
  desc_put_nest_field (w, ACCBLOCK_NEST_WORD (nranges),
		       desc_int (plan->ranges.length ()));
  for (unsigned l = 0; l < nest->ndesc; l++)
    outline_fill_level (nest, l, w);
  alias_range_fill_descriptor (plan, w);
}

/* The address of the test's descriptor, whose words are W, and the
   statements that make it into SEQ: the read-only template itself when
   every late word became a patch, else a copy of it with the others
   stored.  The runtime never writes it (ACCBLOCK_NEST_READ_ONLY) and
   applies the patches to a copy of its own.  */

static tree
guard_descriptor (struct desc_words *w, gimple_seq *seq)
{
  desc_add_nest_flags (w, ACCBLOCK_NEST_READ_ONLY);
  if (w->late.is_empty ())
    return build_fold_addr_expr_with_type (desc_emit_template (w),
					   ptr_type_node);
  tree desc = create_tmp_var (desc_array_type (w), "accblock_guard");
  TREE_ADDRESSABLE (desc) = 1;
  desc_emit (w, desc, seq);
  return build_fold_addr_expr_with_type (desc, ptr_type_node);
}

/* See alias-check.h.  */

bool
alias_guard_build (const struct nest_analysis *an, const vec<tree> &bases,
		   location_t loc, gimple_seq *seq, tree *apart)
{
  const struct nest *nest = an->nest;
  if (nest->ndesc < 1 || !nest->level[0].evaluated)
    return false;
  struct stage_plan plan;
  memset ((void *) &plan, 0, sizeof plan);
  bool bounded = guard_ranges (an, bases, &plan.ranges);
  if (bounded)
    {
      struct desc_words words (nest->ndesc, 0, 0, plan.ranges.length ());
      fill_guard_words (nest, &plan, &words);
      auto_vec<capture> caps;
      tree record_type = alias_guard_record (&words, &caps);
      tree desc = guard_descriptor (&words, seq);
      /* The record is filled last, right before the call.  */
      tree record = alias_guard_fill (caps, record_type, seq);
      *apart = create_tmp_var (desc_word_type (), "accblock_apart");
      gcall *call
	= gimple_build_call (outline_ranges_apart_decl (), 3, desc, record,
			     outline_location_string (loc));
      gimple_call_set_lhs (call, *apart);
      gimple_set_location (call, loc);
      gimple_seq_add_stmt (seq, call);
    }
  plan.ranges.release ();
  return bounded;
}

/* See alias-check.h.  */

void
alias_guard_remark (location_t loc, tree iv, const vec<tree> &bases)
{
  for (unsigned p = 0; p + 1 < bases.length (); p += 2)
    accblock_remark (loc, "loop %qD distributed over its body on condition "
		     "that %qE and %qE do not overlap, checked at run time: "
		     "when they overlap, the loop runs as written on the "
		     "host", iv,
		     depend_object_name (bases[p]),
		     depend_object_name (bases[p + 1]));
}

/* See alias-check.h.  */

void
alias_guard_proven_remark (location_t loc, const vec<tree> &bases)
{
  for (unsigned p = 0; p + 1 < bases.length (); p += 2)
    accblock_remark (loc, "%qE and %qE do not overlap here: the run-time "
		     "test in front of the distributed loop found them apart, "
		     "so the nest has no check of its own",
		     depend_object_name (bases[p]),
		     depend_object_name (bases[p + 1]));
}
