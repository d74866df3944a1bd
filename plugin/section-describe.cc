/* section-describe.cc -- describe the staged sections: to the runtime in
   the nest descriptor, and to the reader in the dump file.

   Why this file exists: the runtime stages what the descriptor's
   sections (struct accblock_section in accblock-abi.h) say, and
   section-rewrite.cc made the tile function address exactly those
   boxes; this file turns each staged stage_section into the words of
   its section, by field name through descriptor.cc, in the order the
   tile finds them.  The dump that shows the plan to a developer is
   here too, since it shows the same fields.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "stage.h"
#include "alias-check.h"

static tree
u64 (void)
{
  return long_long_unsigned_type_node;
}

/* ---- The sections in the descriptor ---- */

/* The name of S as a static string, its address as a word.  */

static tree
name_address (const struct stage_section *s)
{
  const char *name = IDENTIFIER_POINTER (s->name);
  return build_string_literal (strlen (name) + 1, name);
}

/* The descriptor word of OFFSET, an offset of DIM: with a SYM, OFFSET
   plus its term at the dispatch, computed in wrapping 64-bit arithmetic
   like every index of the tile (see section-rewrite.cc).  */

static tree
moved_offset (const struct stage_dim *dim, HOST_WIDE_INT offset)
{
  tree word = desc_word_type ();
  if (!dim->sym)
    return build_int_cst (word, offset);
  tree value = fold_convert (TYPE_UNSIGNED (TREE_TYPE (dim->sym))
			     ? u64 () : word, dim->sym);
  tree term = fold_build2 (MULT_EXPR, u64 (), fold_convert (u64 (), value),
			   build_int_cst (u64 (), dim->sym_coef));
  return fold_convert (word, fold_build2 (PLUS_EXPR, u64 (), term,
					  build_int_cst (u64 (), offset)));
}

/* The LO word (GREATEST false) or the HI word of DIM, a hull
   (stage_dim's HULL_LEVEL): the least or the greatest of its constant
   offsets and of HULL_COEF times the level's first and last values plus
   its level offsets, when the level runs; the terms in wrapping 64-bit
   arithmetic, compared as signed words.  */

static tree
hull_word (const struct stage_dim *dim, bool greatest)
{
  tree word = desc_word_type ();
  enum tree_code pick = greatest ? MAX_EXPR : MIN_EXPR;
  HOST_WIDE_INT offset = greatest ? dim->hull_hi : dim->hull_lo;
  tree ends[2] = { dim->hull_first, dim->hull_last };
  tree level_end = NULL_TREE;
  for (unsigned k = 0; k < 2; k++)
    {
      tree term = fold_build2 (MULT_EXPR, u64 (),
			       fold_convert (u64 (), unshare_expr (ends[k])),
			       build_int_cst (u64 (), dim->hull_coef));
      term = fold_build2 (PLUS_EXPR, u64 (), term,
			  build_int_cst (u64 (), offset));
      term = fold_convert (word, term);
      level_end = level_end ? fold_build2 (pick, word, level_end, term) : term;
    }
  tree constant = moved_offset (dim, greatest ? dim->hi : dim->lo);
  return fold_build3 (COND_EXPR, word, unshare_expr (dim->hull_runs),
		      fold_build2 (pick, word, constant, level_end), constant);
}

/* Put the words of dimension D of S, staged section INDEX, into W.  A
   dimension S does not have says so by level -1.  */

static void
fill_dim (const struct stage_section *s, unsigned d, struct desc_words *w,
	  unsigned index)
{
  if (d >= s->ndims)
    {
      desc_put_dim_field (w, index, d, ACCBLOCK_SECTION_DIM_WORD (level),
			  desc_int (-1));
      return;
    }
  const struct stage_dim *dim = &s->dim[d];
  desc_put_dim_field (w, index, d, ACCBLOCK_SECTION_DIM_WORD (level),
		      desc_int (dim->level));
  desc_put_dim_field (w, index, d, ACCBLOCK_SECTION_DIM_WORD (coef),
		      desc_int (dim->level < 0 ? 0 : dim->coef));
  desc_put_dim_field (w, index, d, ACCBLOCK_SECTION_DIM_WORD (lo),
		      dim->hull_level >= 0 ? hull_word (dim, false)
		      : moved_offset (dim, dim->lo));
  desc_put_dim_field (w, index, d, ACCBLOCK_SECTION_DIM_WORD (hi),
		      dim->hull_level >= 0 ? hull_word (dim, true)
		      : moved_offset (dim, dim->hi));
  if (dim->extent)
    desc_put_dim_field (w, index, d, ACCBLOCK_SECTION_DIM_WORD (extent),
			unshare_expr (dim->extent));
  desc_put_dim_field (w, index, d, ACCBLOCK_SECTION_DIM_WORD (stride),
		      unshare_expr (dim->stride));
  desc_put_dim_field (w, index, d, ACCBLOCK_SECTION_DIM_WORD (fold_level),
		      desc_int (dim->fold_coef ? dim->fold_level : -1));
  desc_put_dim_field (w, index, d, ACCBLOCK_SECTION_DIM_WORD (fold_coef),
		      desc_int (dim->fold_coef));
}

/* Put the words of S, staged section INDEX, into W.  */

static void
fill_section (const struct stage_section *s, struct desc_words *w,
	      unsigned index)
{
  desc_put_section_field (w, index, ACCBLOCK_SECTION_WORD (flags),
			  desc_int (s->flags));
  desc_put_section_field (w, index, ACCBLOCK_SECTION_WORD (ndims),
			  desc_int (s->ndims));
  desc_put_section_field (w, index, ACCBLOCK_SECTION_WORD (elem_size),
			  desc_int (tree_to_shwi
				    (TYPE_SIZE_UNIT (s->elem_type))));
  desc_put_section_field (w, index, ACCBLOCK_SECTION_WORD (refs),
			  desc_int (s->sites.length ()));
  desc_put_section_field (w, index, ACCBLOCK_SECTION_WORD (base),
			  unshare_expr (s->base_addr));
  desc_put_section_field (w, index, ACCBLOCK_SECTION_WORD (name),
			  name_address (s));
  for (unsigned d = 0; d < ACCBLOCK_SECTION_MAX_DIMS; d++)
    fill_dim (s, d, w, index);
}

void
stage_fill_descriptor (const struct stage_plan *plan, struct desc_words *w)
{
  unsigned i, index = 0;
  struct stage_section *s;
  FOR_EACH_VEC_ELT (plan->sections, i, s)
    if (!s->direct)
      fill_section (s, w, index++);
}

/* ---- Dump ---- */

static const char *
access_kind (unsigned flags)
{
  if ((flags & ACCBLOCK_SECTION_READ) && (flags & ACCBLOCK_SECTION_WRITE))
    return "read-write";
  return flags & ACCBLOCK_SECTION_WRITE ? "write" : "read";
}

static void
dump_dim (const struct stage_dim *dim, const struct nest *nest)
{
  fprintf (dump_file, "[");
  if (dim->level >= 0)
    {
      if (dim->coef != 1)
	fprintf (dump_file, HOST_WIDE_INT_PRINT_DEC "*", dim->coef);
      print_generic_expr (dump_file, nest->level[dim->level].iv);
    }
  if (dim->sym)
    {
      if (dim->sym_coef < 0)
	fprintf (dump_file, "-");
      else if (dim->level >= 0)
	fprintf (dump_file, "+");
      if (absu_hwi (dim->sym_coef) != 1)
	fprintf (dump_file, HOST_WIDE_INT_PRINT_UNSIGNED "*",
		 absu_hwi (dim->sym_coef));
      print_generic_expr (dump_file, dim->sym);
    }
  if (dim->fold_coef)
    {
      fprintf (dump_file, dim->fold_coef < 0 ? "-" : "+");
      if (absu_hwi (dim->fold_coef) != 1)
	fprintf (dump_file, HOST_WIDE_INT_PRINT_UNSIGNED "*",
		 absu_hwi (dim->fold_coef));
      print_generic_expr (dump_file, nest->level[dim->fold_level].iv);
    }
  if (dim->hull_level >= 0)
    {
      /* [0|j{-1..+0}], [m+0|j{+0..+0}]: the hull of the constants and
	 the level.  */
      /* The variable is printed above.  */
      fprintf (dump_file, dim->sym ? "%+" HOST_WIDE_INT_PRINT "d"
	       : HOST_WIDE_INT_PRINT_DEC, dim->lo);
      if (dim->hi != dim->lo)
	fprintf (dump_file, ".." HOST_WIDE_INT_PRINT_DEC, dim->hi);
      fprintf (dump_file, "|");
      if (dim->hull_coef != 1)
	fprintf (dump_file, HOST_WIDE_INT_PRINT_DEC "*", dim->hull_coef);
      print_generic_expr (dump_file, nest->level[dim->hull_level].iv);
      fprintf (dump_file, "{%+" HOST_WIDE_INT_PRINT "d..%+"
	       HOST_WIDE_INT_PRINT "d}]", dim->hull_lo, dim->hull_hi);
      return;
    }
  bool alone = dim->level < 0 && !dim->sym;
  if (dim->lo == dim->hi && (dim->lo || alone))
    fprintf (dump_file, alone ? HOST_WIDE_INT_PRINT_DEC
	     : "%+" HOST_WIDE_INT_PRINT "d", dim->lo);
  else if (dim->lo != dim->hi)
    fprintf (dump_file, "{%+" HOST_WIDE_INT_PRINT "d..%+"
	     HOST_WIDE_INT_PRINT "d}", dim->lo, dim->hi);
  fprintf (dump_file, "]");
}

void
stage_dump (const struct stage_plan *plan, const struct nest *nest)
{
  if (plan->none)
    fprintf (dump_file, "  no section staged: %s\n", plan->none);
  unsigned i;
  struct stage_section *s;
  FOR_EACH_VEC_ELT (plan->sections, i, s)
    {
      fprintf (dump_file, "  section %s", IDENTIFIER_POINTER (s->name));
      for (unsigned d = 0; d < s->ndims; d++)
	dump_dim (&s->dim[d], nest);
      if (s->direct)
	fprintf (dump_file, " main memory: %s\n", s->direct);
      else
	fprintf (dump_file, " %s%s%s%s%s, %u references\n",
		 access_kind (s->flags),
		 (s->flags & ACCBLOCK_SECTION_COVERED) ? " covered" : "",
		 (s->flags & ACCBLOCK_SECTION_ADD) ? " summed" : "",
		 (s->flags & ACCBLOCK_SECTION_CHECK_OVERLAP)
		 ? " overlap-checked" : "",
		 (s->flags & ACCBLOCK_SECTION_TRIANGLE) ? " triangle" : "",
		 s->sites.length ());
    }
  fprintf (dump_file, "  direct references: %u\n", plan->direct_refs);
  alias_range_dump (plan, nest);
}
