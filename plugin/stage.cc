/* stage.cc -- make the tile function use the data blocks the runtime
   stages, and tell the runtime what they are.

   Why this file exists: section.cc decided which arrays are staged; this
   file carries the decision out on both sides of the ABI.  In the tile
   function every staged reference is rewritten to address its element
   through the section words of the tile (accblock-abi.h): a base, a bias
   and the leading dimensions.  The runtime fills those words with the
   packed local copy, or with the array in main memory when a block does
   not fit or staging is off, so one rewritten body serves both and no
   decision taken at run time needs a second copy of the code.  In the
   parent the sections go into the nest descriptor.

   All index arithmetic is done in unsigned 64-bit words, which wrap
   instead of overflowing: the subscripts were only accepted when they
   agree with the program's own arithmetic modulo 2^64 (depend.cc).  */

#include "stage.h"

static tree
u64 (void)
{
  return long_long_unsigned_type_node;
}

/* The section words of one staged section, loaded once per tile into
   unsigned 64-bit variables.  */
struct section_words
{
  tree base;
  tree bias;
  tree ld[ACCBLOCK_SECTION_MAX_DIMS];
};

/* A variable holding tile word WORD as an unsigned 64-bit value, loaded
   by statements appended to SEQ.  */

static tree
load_word (tree tile_parm, unsigned word, const char *name, gimple_seq *seq)
{
  tree raw = create_tmp_var (long_long_integer_type_node, name);
  tree value = create_tmp_var (u64 (), name);
  gimple_seq_add_stmt (seq, gimple_build_assign (raw,
			 outline_tile_word (tile_parm, word)));
  gimple_seq_add_stmt (seq, gimple_build_assign (value, NOP_EXPR, raw));
  return value;
}

/* Load the words of the section with descriptor index INDEX, with
   statements appended to SEQ.  */

static void
load_section_words (const struct stage_section *s, unsigned index,
		    tree tile_parm, unsigned nlevels, gimple_seq *seq,
		    struct section_words *w)
{
  unsigned first = ACCBLOCK_TILE_WORDS (nlevels, index);
  w->base = load_word (tile_parm, first + ACCBLOCK_TILE_SECTION_BASE,
		       "accblock_base", seq);
  w->bias = load_word (tile_parm, first + ACCBLOCK_TILE_SECTION_BIAS,
		       "accblock_bias", seq);
  for (unsigned d = 1; d < s->ndims; d++)
    w->ld[d] = load_word (tile_parm, first + ACCBLOCK_TILE_SECTION_LD + d - 1,
			  "accblock_ld", seq);
}

/* The index operand of dimension D of REF, an ARRAY_REF chain, as a
   64-bit word: the program's own index, wrapped as the program wraps.  */

static tree
array_index (tree ref, unsigned ndims, unsigned d)
{
  for (unsigned k = ndims - 1; k > d; k--)
    ref = TREE_OPERAND (ref, 0);
  tree index = TREE_OPERAND (ref, 1);
  tree wide = TYPE_UNSIGNED (TREE_TYPE (index)) ? u64 ()
	      : long_long_integer_type_node;
  return fold_convert (u64 (), fold_convert (wide, index));
}

/* The index of dimension D of SITE.  Dimensions that the program indexes
   with an ARRAY_REF use its index operand, which equals OFFSET + COEF * IV
   wherever the runtime stages a box (section.cc); the others are built
   from that affine form.  */

static tree
site_index (const struct stage_section *s, const struct stage_site *site,
	    unsigned d, const tree *iv_vars)
{
  const struct stage_dim *dim = &s->dim[d];
  if (!s->delinearized && d >= s->rows)
    return array_index (gimple_op (site->stmt, site->opno), s->ndims, d);
  tree index = build_int_cst (u64 (), site->offset[d]);
  if (dim->level < 0)
    return index;
  tree iv = fold_convert (u64 (), iv_vars[dim->level]);
  tree scaled = fold_build2 (MULT_EXPR, u64 (), iv,
			     build_int_cst (u64 (), dim->coef));
  return fold_build2 (PLUS_EXPR, u64 (), scaled, index);
}

/* The address of SITE's element:
   BASE + (LINEAR - BIAS) * ELEM_SIZE.  */

static tree
site_address (const struct stage_section *s, const struct stage_site *site,
	      const struct section_words *w, const tree *iv_vars)
{
  tree linear = site_index (s, site, 0, iv_vars);
  for (unsigned d = 1; d < s->ndims; d++)
    linear = fold_build2 (PLUS_EXPR, u64 (),
			  fold_build2 (MULT_EXPR, u64 (), linear, w->ld[d]),
			  site_index (s, site, d, iv_vars));
  tree offset = fold_build2 (MULT_EXPR, u64 (),
			     fold_build2 (MINUS_EXPR, u64 (), linear, w->bias),
			     fold_convert (u64 (),
					   TYPE_SIZE_UNIT (s->elem_type)));
  tree ptr_type = build_pointer_type (s->elem_type);
  return fold_build_pointer_plus (fold_convert (ptr_type, w->base),
				  fold_convert (sizetype, offset));
}

/* Replace the reference of SITE by one through its section words.  */

static void
rewrite_site (const struct stage_section *s, const struct stage_site *site,
	      const struct section_words *w, const tree *iv_vars)
{
  gimple_stmt_iterator gsi = gsi_for_stmt (site->stmt);
  tree old_ref = gimple_op (site->stmt, site->opno);
  tree addr = force_gimple_operand_gsi (&gsi, site_address (s, site, w,
							     iv_vars),
					true, NULL_TREE, true, GSI_SAME_STMT);
  tree alias_type = reference_alias_ptr_type (old_ref);
  tree mem = build2 (MEM_REF, TREE_TYPE (old_ref), addr,
		     build_int_cst (alias_type, 0));
  gimple_set_op (site->stmt, site->opno, mem);
}

void
stage_rewrite (const struct stage_plan *plan, const struct nest *nest,
	       tree tile_parm, unsigned nlevels, const tree *iv_vars)
{
  gimple_seq loads = NULL;
  unsigned index = 0, i;
  struct stage_section *s;
  FOR_EACH_VEC_ELT (plan->sections, i, s)
    {
      if (s->direct)
	continue;
      struct section_words w;
      load_section_words (s, index++, tile_parm, nlevels, &loads, &w);
      unsigned k;
      struct stage_site *site;
      FOR_EACH_VEC_ELT (s->sites, k, site)
	rewrite_site (s, site, &w, iv_vars);
    }
  if (!loads)
    return;
  gimple_stmt_iterator gsi = gsi_after_labels (nest->entry_bb);
  gsi_insert_seq_before (&gsi, loads, GSI_SAME_STMT);
}

/* ---- The sections in the descriptor ---- */

static void
store_int (gimple_seq *seq, tree desc, unsigned index, HOST_WIDE_INT value)
{
  outline_store_word (seq, desc, index,
		      build_int_cst (long_long_integer_type_node, value));
}

/* The name of S as a static string, its address as a word.  */

static tree
name_address (const struct stage_section *s)
{
  const char *name = IDENTIFIER_POINTER (s->name);
  return fold_convert (long_long_integer_type_node,
		       build_string_literal (strlen (name) + 1, name));
}

static void
fill_section (const struct stage_section *s, tree desc, unsigned first,
	      gimple_seq *seq)
{
  store_int (seq, desc, first + 0, s->flags);
  store_int (seq, desc, first + 1, s->ndims);
  store_int (seq, desc, first + 2,
	     tree_to_shwi (TYPE_SIZE_UNIT (s->elem_type)));
  store_int (seq, desc, first + 3, s->sites.length ());
  outline_store_word (seq, desc, first + 4,
		      fold_convert (long_long_integer_type_node,
				    unshare_expr (s->base_addr)));
  outline_store_word (seq, desc, first + 5, name_address (s));
  for (unsigned d = 0; d < ACCBLOCK_SECTION_MAX_DIMS; d++)
    {
      unsigned w = first + ACCBLOCK_SECTION_HEADER_WORDS
		   + d * ACCBLOCK_SECTION_DIM_WORDS;
      if (d >= s->ndims)
	{
	  for (unsigned k = 0; k < ACCBLOCK_SECTION_DIM_WORDS; k++)
	    store_int (seq, desc, w + k, k == 0 ? -1 : 0);
	  continue;
	}
      const struct stage_dim *dim = &s->dim[d];
      store_int (seq, desc, w + 0, dim->level);
      store_int (seq, desc, w + 1, dim->level < 0 ? 0 : dim->coef);
      store_int (seq, desc, w + 2, dim->lo);
      store_int (seq, desc, w + 3, dim->hi);
      if (dim->extent)
	outline_store_word (seq, desc, w + 4, unshare_expr (dim->extent));
      else
	store_int (seq, desc, w + 4, 0);
      outline_store_word (seq, desc, w + 5, unshare_expr (dim->stride));
    }
}

void
stage_fill_descriptor (const struct stage_plan *plan, tree desc,
		       unsigned first, gimple_seq *seq)
{
  unsigned i;
  struct stage_section *s;
  FOR_EACH_VEC_ELT (plan->sections, i, s)
    if (!s->direct)
      {
	fill_section (s, desc, first, seq);
	first += ACCBLOCK_SECTION_WORDS;
      }
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
  if (dim->lo == dim->hi && (dim->lo || dim->level < 0))
    fprintf (dump_file, dim->level < 0 ? HOST_WIDE_INT_PRINT_DEC
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
	fprintf (dump_file, " %s%s, %u references\n", access_kind (s->flags),
		 (s->flags & ACCBLOCK_SECTION_COVERED) ? " covered" : "",
		 s->sites.length ());
    }
  fprintf (dump_file, "  direct references: %u\n", plan->direct_refs);
}
