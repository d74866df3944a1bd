/* alias-check.cc -- a nest blocked on condition that arrays the
   compiler cannot keep apart do not overlap: which arrays the runtime
   compares, and what the remarks say.

   Why this file exists: kernels take their arrays as pointer or VLA
   parameters (double C[ni][nj], double A[ni][nk]), and nothing at
   compile time says that C and A lie apart, so the dependence test
   (depend.cc) could only leave such nests alone.  Like GCC's vectorizer
   and Polly, the plugin instead proves the nest parallel as if they lay
   apart (depend_outer_parallel with a list of pairs) and lets a test of
   the address ranges decide at run time.  The test is the runtime's
   (runtime/overlap.c): the descriptor's sections already describe every
   index an array's references use over the iteration space, and an
   array that is not staged (one subscripted by an inner loop's index)
   gets an address range of its own (alias-range.cc).
   When the ranges meet, the runtime runs the nest as written, one tile
   on the calling thread; that needs a nest whose block sizes the
   runtime chooses (ACCBLOCK_NEST_INFER_*), which inference then gives
   it (infer.cc).  This file keeps the condition honest: a pair is
   accepted only when both arrays become staged sections, which this
   file flags ACCBLOCK_SECTION_CHECK_OVERLAP in the descriptor, or have
   address ranges.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "alias-check.h"
#include "depend.h"

/* Whether BASE is one of BASES.  */

static bool
checked_base_p (const vec<tree> &bases, tree base)
{
  for (unsigned b = 0; b < bases.length (); b++)
    if (operand_equal_p (bases[b], base, 0))
      return true;
  return false;
}

/* Whether the runtime can bound the indices of section S of NEST over
   the whole iteration space (runtime/overlap.c): no dimension moves
   with a level the nest runs whole, whose values the descriptor does
   not carry (syrk's A[j][k] with j <= i).  */

static bool
bounded_at_run_time_p (const struct nest *nest, const struct stage_section *s)
{
  for (unsigned d = 0; d < s->ndims; d++)
    {
      int level = s->dim[d].level;
      if ((level >= 0 && nest_level_whole_p (nest, level))
	  || (s->dim[d].fold_coef
	      && nest_level_whole_p (nest, s->dim[d].fold_level)))
	return false;
    }
  return true;
}

/* Whether BASE is a section of PLAN that the descriptor carries: staged,
   with no part of it left in main memory, and bounded at run time; the
   others get address ranges of their own.  */

static bool
described_p (const struct nest *nest, const struct stage_plan *plan,
	     tree base)
{
  bool described = false;
  unsigned i;
  struct stage_section *s;
  FOR_EACH_VEC_ELT (plan->sections, i, s)
    if (operand_equal_p (s->base, base, 0))
      {
	if (s->direct || !bounded_at_run_time_p (nest, s))
	  return false;
	described = true;
      }
  return described;
}

/* Give every base of BASES (once each) that PLAN does not describe its
   address ranges in PLAN->ranges (alias-range.cc); false when one of
   them has none, or they are too many for the descriptor.  */

static bool
range_undescribed (const struct nest_analysis *an, const vec<tree> &bases,
		   struct stage_plan *plan)
{
  const struct nest *nest = an->nest;
  const vec<struct access> &refs = an->refs;
  if (an->collected != PROVEN)
    return false;
  for (unsigned b = 0; b < bases.length (); b++)
    {
      bool seen = false;
      for (unsigned e = 0; e < b; e++)
	seen |= operand_equal_p (bases[e], bases[b], 0);
      if (seen || described_p (nest, plan, bases[b]))
	continue;
      if (!alias_range_build (nest, refs, bases[b], &plan->ranges))
	return false;
    }
  return true;
}

/* Whether the runtime can compare the address ranges of BASES in NEST,
   planned as PLAN: each is a staged section or has its ranges, which
   this adds to PLAN.  */

static bool
all_bounded_p (const struct nest_analysis *an, const vec<tree> &bases,
	       struct stage_plan *plan)
{
  return !plan->none && range_undescribed (an, bases, plan);
}

/* See alias-check.h.  */

bool
alias_check_possible_p (const struct nest_analysis *an,
			const vec<tree> &bases)
{
  struct stage_plan plan;
  stage_analyse (an, &plan, false);
  bool possible = all_bounded_p (an, bases, &plan);
  stage_release (&plan);
  return possible;
}

/* See alias-check.h.  */

void
alias_check_remark (location_t loc, const vec<tree> &bases)
{
  for (unsigned p = 0; p + 1 < bases.length (); p += 2)
    accblock_remark (loc, "%qE and %qE may overlap: their address ranges "
		     "are checked before each dispatch; when they overlap, "
		     "the nest runs as written",
		     depend_object_name (bases[p]),
		     depend_object_name (bases[p + 1]));
}

/* See alias-check.h.  */

void
alias_check_mark_sections (const struct nest_analysis *an,
			   struct stage_plan *plan)
{
  const struct nest *nest = an->nest;
  const vec<tree> &bases = nest->clause->alias_bases;
  if (bases.is_empty ())
    return;
  /* The runtime runs a nest with nothing to compare as written.  */
  if (!all_bounded_p (an, bases, plan))
    {
      plan->ranges.truncate (0);
      accblock_missed (nest->loc, "the nest runs as written at every "
		       "dispatch: not every array whose overlap it would "
		       "check is described to the runtime");
      return;
    }
  unsigned i;
  struct stage_section *s;
  FOR_EACH_VEC_ELT (plan->sections, i, s)
    if (checked_base_p (bases, s->base)
	&& described_p (nest, plan, s->base))
      s->flags |= ACCBLOCK_SECTION_CHECK_OVERLAP;
  /* Triangles of one array next to each other in the descriptor (only
     staged sections are there) are one array to the check: a written
     one would meet the other.  */
  const struct stage_section *last = NULL;
  unsigned both = ACCBLOCK_SECTION_CHECK_OVERLAP | ACCBLOCK_SECTION_TRIANGLE;
  FOR_EACH_VEC_ELT (plan->sections, i, s)
    {
      if (s->direct)
	continue;
      if (last && (s->flags & both) == both && (last->flags & both) == both
	  && operand_equal_p (s->base, last->base, 0))
	s->flags |= ACCBLOCK_SECTION_CONTINUED;
      last = s;
    }
}
