/* descriptor.cc -- find the word of a field, and emit the nest
   descriptor as one template copy and a few stores.

   Why this file exists: see descriptor.h.  Word indices come from the
   offsetof macros of accblock-abi.h and the counts of its structs,
   nowhere else.  The words whose value is a link-time constant
   (initializer_constant_valid_p: integers, addresses of static objects
   and string literals) form a read-only static array; the parent copies
   it into the descriptor with one aggregate assignment, which no GCC
   pass has to compare against its neighbours.  The patch table the
   caller gathered (outline-patch.cc) goes into the template too, and a
   descriptor without late words may be the template itself
   (desc_emit_template).

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "descriptor.h"

tree
desc_word_type (void)
{
  return long_long_integer_type_node;
}

tree
desc_tile_pointer_type (void)
{
  return build_pointer_type (build_qualified_type (desc_word_type (),
						   TYPE_QUAL_CONST));
}

tree
desc_int (HOST_WIDE_INT value)
{
  return build_int_cst (desc_word_type (), value);
}

tree
desc_array_type (const struct desc_words *w)
{
  return build_array_type_nelts (desc_word_type (),
				 ACCBLOCK_NEST_PATCHED_WORDS
				   (w->nlevels, w->nsections, w->nfloat,
				    w->nranges, w->patches.length ()));
}

/* ---- Where a field's word lies ---- */

/* The descriptor word of level L's field WORD.  */

static unsigned
level_word (unsigned l, unsigned word)
{
  gcc_assert (word < ACCBLOCK_LEVEL_WORDS);
  return ACCBLOCK_NEST_WORD (level) + l * ACCBLOCK_LEVEL_WORDS + word;
}

/* The descriptor word of staged section S's field WORD in W, counted
   from the section's start (the dimensions included).  */

static unsigned
section_word (const struct desc_words *w, unsigned s, unsigned word)
{
  gcc_assert (s < w->nsections && word < ACCBLOCK_SECTION_WORDS);
  return ACCBLOCK_NEST_WORDS (w->nlevels, s) + word;
}

/* ---- Gathering the words ---- */

/* Word INDEX of the descriptor is VALUE.  The template's words must come
   in increasing order, as the descriptor lays them out.  */

static void
put_word (struct desc_words *w, unsigned index, tree value)
{
  value = fold_convert (desc_word_type (), value);
  if (!initializer_constant_valid_p (value, desc_word_type ()))
    {
      w->late.safe_push (std::make_pair (index, value));
      return;
    }
  gcc_assert (vec_safe_is_empty (w->known)
	      || tree_to_uhwi (w->known->last ().index) < index);
  CONSTRUCTOR_APPEND_ELT (w->known, size_int (index), value);
}

void
desc_put_nest_field (struct desc_words *w, unsigned word, tree value)
{
  gcc_assert (word < ACCBLOCK_NEST_HEADER_WORDS);
  put_word (w, word, value);
}

void
desc_put_level_field (struct desc_words *w, unsigned l, unsigned word,
		      tree value)
{
  gcc_assert (l < w->nlevels);
  put_word (w, level_word (l, word), value);
}

void
desc_put_section_field (struct desc_words *w, unsigned s, unsigned word,
			tree value)
{
  gcc_assert (word < ACCBLOCK_SECTION_HEADER_WORDS);
  put_word (w, section_word (w, s, word), value);
}

void
desc_put_dim_field (struct desc_words *w, unsigned s, unsigned d,
		    unsigned word, tree value)
{
  gcc_assert (d < ACCBLOCK_SECTION_MAX_DIMS
	      && word < ACCBLOCK_SECTION_DIM_WORDS);
  put_word (w, section_word (w, s, ACCBLOCK_SECTION_WORD (dim)
				    + d * ACCBLOCK_SECTION_DIM_WORDS + word),
	    value);
}

void
desc_put_float_reduction_field (struct desc_words *w, unsigned k,
				unsigned word, tree value)
{
  gcc_assert (k < w->nfloat && word < ACCBLOCK_FLOAT_REDUCTION_WORDS);
  put_word (w, ACCBLOCK_NEST_WORDS (w->nlevels, w->nsections)
	       + k * ACCBLOCK_FLOAT_REDUCTION_WORDS + word, value);
}

/* The descriptor word of address range R's field WORD in W, counted
   from the range's start (the dimensions included).  */

static unsigned
range_word (const struct desc_words *w, unsigned r, unsigned word)
{
  gcc_assert (r < w->nranges && word < ACCBLOCK_RANGE_WORDS);
  return ACCBLOCK_NEST_ALL_WORDS (w->nlevels, w->nsections, w->nfloat, r)
	 + word;
}

void
desc_put_range_field (struct desc_words *w, unsigned r, unsigned word,
		      tree value)
{
  gcc_assert (word < ACCBLOCK_RANGE_HEADER_WORDS);
  put_word (w, range_word (w, r, word), value);
}

void
desc_put_range_dim_field (struct desc_words *w, unsigned r, unsigned d,
			  unsigned word, tree value)
{
  gcc_assert (d < ACCBLOCK_SECTION_MAX_DIMS
	      && word < ACCBLOCK_RANGE_DIM_WORDS);
  put_word (w, range_word (w, r, ACCBLOCK_RANGE_WORD (dim)
				 + d * ACCBLOCK_RANGE_DIM_WORDS + word),
	    value);
}

/* ---- Emitting them ---- */

/* The descriptor word INDEX of DESC.  */

static tree
array_word (tree desc, unsigned index)
{
  return build4 (ARRAY_REF, desc_word_type (), desc,
		 build_int_cst (integer_type_node, index), NULL_TREE,
		 NULL_TREE);
}

/* Append to SEQ the store of VALUE into descriptor word INDEX of DESC.  */

static void
store_word (gimple_seq *seq, tree desc, unsigned index, tree value)
{
  tree word = fold_convert (desc_word_type (), value);
  value = seq_gimple_value (word, seq);
  gimple_seq_add_stmt (seq, gimple_build_assign (array_word (desc, index),
						 value));
}

/* A read-only static array of type TYPE initialised with the known words
   of W.  */

static tree
desc_template (struct desc_words *w, tree type)
{
  tree decl = build_decl (UNKNOWN_LOCATION, VAR_DECL,
			  create_tmp_var_name ("accblock_template"), type);
  TREE_STATIC (decl) = 1;
  TREE_READONLY (decl) = 1;
  DECL_ARTIFICIAL (decl) = 1;
  DECL_IGNORED_P (decl) = 1;
  DECL_CONTEXT (decl) = current_function_decl;
  DECL_INITIAL (decl) = build_constructor (type, w->known);
  TREE_CONSTANT (DECL_INITIAL (decl)) = 1;
  TREE_STATIC (DECL_INITIAL (decl)) = 1;
  varpool_node::finalize_decl (decl);
  return decl;
}

/* The known word INDEX of W, or NULL when there is none.  */

static constructor_elt *
known_word (struct desc_words *w, unsigned index)
{
  unsigned i;
  constructor_elt *elt;
  FOR_EACH_VEC_SAFE_ELT (w->known, i, elt)
    if (tree_to_uhwi (elt->index) == index)
      return elt;
  return NULL;
}

void
desc_add_nest_flags (struct desc_words *w, HOST_WIDE_INT bits)
{
  constructor_elt *elt = known_word (w, ACCBLOCK_NEST_WORD (flags));
  gcc_assert (elt && TREE_CODE (elt->value) == INTEGER_CST);
  elt->value = desc_int (tree_to_shwi (elt->value) | bits);
}

/* Add the patch table of W to its known words: the header's count, put
   in its place, and the patches after every other word.  */

static void
put_patch_table (struct desc_words *w)
{
  if (w->patches.is_empty ())
    return;
  unsigned count_word = ACCBLOCK_NEST_WORD (npatches);
  tree count = desc_int (w->patches.length ());
  constructor_elt *elt = known_word (w, count_word);
  if (elt)
    elt->value = count;
  else
    {
      unsigned at = 0;
      while (at < vec_safe_length (w->known)
	     && tree_to_uhwi ((*w->known)[at].index) < count_word)
	at++;
      constructor_elt added = { size_int (count_word), count };
      vec_safe_insert (w->known, at, added);
    }
  unsigned base = ACCBLOCK_NEST_ALL_WORDS (w->nlevels, w->nsections,
					   w->nfloat, w->nranges);
  unsigned i;
  struct desc_patch *p;
  FOR_EACH_VEC_ELT (w->patches, i, p)
    {
      unsigned at = base + i * ACCBLOCK_PATCH_WORDS;
      put_word (w, at + ACCBLOCK_PATCH_WORD (word), desc_int (p->word));
      put_word (w, at + ACCBLOCK_PATCH_WORD (offset), desc_int (p->offset));
      put_word (w, at + ACCBLOCK_PATCH_WORD (kind), desc_int (p->kind));
      put_word (w, at + ACCBLOCK_PATCH_WORD (factor_offset),
		desc_int (p->factor_offset));
      put_word (w, at + ACCBLOCK_PATCH_WORD (factor_kind),
		desc_int (p->factor_kind));
      put_word (w, at + ACCBLOCK_PATCH_WORD (shift), desc_int (p->shift));
      put_word (w, at + ACCBLOCK_PATCH_WORD (addend), desc_int (p->addend));
    }
}

tree
desc_emit_template (struct desc_words *w)
{
  gcc_assert (w->late.is_empty ());
  put_patch_table (w);
  tree decl = desc_template (w, desc_array_type (w));
  TREE_ADDRESSABLE (decl) = 1;
  return decl;
}

void
desc_emit (struct desc_words *w, tree desc, gimple_seq *seq)
{
  tree type = TREE_TYPE (desc);
  put_patch_table (w);
  gimple_seq_add_stmt (seq, gimple_build_assign (desc,
						 desc_template (w, type)));
  unsigned i;
  std::pair<unsigned, tree> *late;
  FOR_EACH_VEC_ELT (w->late, i, late)
    store_word (seq, desc, late->first, late->second);
}

/* ---- Words read back ---- */

tree
desc_level_field_ref (tree desc, unsigned l, unsigned word)
{
  return array_word (desc, level_word (l, word));
}

/* Word INDEX of the tile that TILE_PARM points to.  */

static tree
tile_word (tree tile_parm, unsigned index)
{
  return build2 (MEM_REF, desc_word_type (), tile_parm,
		 build_int_cst (desc_tile_pointer_type (),
				index * sizeof (int64_t)));
}

tree
desc_tile_level_field_ref (tree tile_parm, unsigned l, unsigned word)
{
  gcc_assert (word < ACCBLOCK_TILE_WORDS_PER_LEVEL);
  return tile_word (tile_parm, ACCBLOCK_TILE_WORDS (l, 0) + word);
}

tree
desc_tile_section_field_ref (tree tile_parm, unsigned nlevels, unsigned s,
			     unsigned word)
{
  gcc_assert (word < ACCBLOCK_SECTION_TILE_WORDS);
  return tile_word (tile_parm, ACCBLOCK_TILE_WORDS (nlevels, s) + word);
}
