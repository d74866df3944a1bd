/* descriptor.cc -- emit the nest descriptor as one template copy and a
   few stores.

   Why this file exists: see descriptor.h.  The words whose value is a
   link-time constant (initializer_constant_valid_p: integers, addresses
   of static objects and string literals) form a read-only static array;
   the parent copies it into the descriptor with one aggregate assignment,
   which no GCC pass has to compare against its neighbours.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "stage.h"

void
desc_put (struct desc_words *w, unsigned index, tree value)
{
  value = fold_convert (outline_word_type (), value);
  if (initializer_constant_valid_p (value, outline_word_type ()))
    CONSTRUCTOR_APPEND_ELT (w->known, size_int (index), value);
  else
    w->late.safe_push (std::make_pair (index, value));
}

void
desc_put_int (struct desc_words *w, unsigned index, HOST_WIDE_INT value)
{
  desc_put (w, index, build_int_cst (outline_word_type (), value));
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

void
desc_emit (struct desc_words *w, tree desc, gimple_seq *seq)
{
  tree type = TREE_TYPE (desc);
  gimple_seq_add_stmt (seq, gimple_build_assign (desc,
						 desc_template (w, type)));
  unsigned i;
  std::pair<unsigned, tree> *late;
  FOR_EACH_VEC_ELT (w->late, i, late)
    outline_store_word (seq, desc, late->first, late->second);
}
