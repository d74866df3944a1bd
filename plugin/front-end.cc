/* front-end.cc -- which front end the plugin runs in, and the front-end
   calls whose signatures differ between C and C++.

   Why this file exists: one accblock.so is loaded by cc1 and by cc1plus
   (and by lto1 during -flto links).  The pragma handlers call into the
   front end (pragma_lex, add_stmt, lookup_name, keep_next_level), whose
   symbols exist only in some compilers and not always with one
   signature: C's keep_next_level takes nothing, C++'s takes a bool.
   Every such symbol is declared weak (pragma-parse.h), so that the
   plugin loads everywhere, and this file alone picks the right one for
   the compiler at hand.  It also says what the C++ front end cannot do
   for the pragma parser: C++ lexes the whole file before parsing, so
   libcpp's token peek (cpp_peek_token) has nothing left to peek at when
   a handler runs and must not be called there.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "pragma-parse.h"

/* c-family's registration, present in cc1 and cc1plus.  */
extern void c_register_pragma_with_expansion (const char *, const char *,
					      pragma_handler_1arg)
  __attribute__ ((weak));

/* C++'s way to declare an extern "C" library function, whose decl
   carries the language data the C++ front end reads when a template
   that calls it is instantiated (mark_used); a decl of build_fn_decl
   has none and crashes there.  */
extern tree build_library_fn_ptr (const char *, tree, int)
  __attribute__ ((weak));

/* C++ adds an expression statement this way: as an EXPR_STMT, which
   is what a template's instantiation copies (a bare expression in a
   template's statement list is dropped when it is instantiated).  */
extern tree finish_expr_stmt (tree) __attribute__ ((weak));

/* C++: whether the function being parsed is a template (or a member
   of one), whose constants may not have their values yet.  */
extern bool in_template_function_cxx (void)
  __asm__ ("_Z20in_template_functionv") __attribute__ ((weak));

/* C++ keeps a cache from each expression it has folded to the folded
   expression (cp_fold), filled while it parses (the folds of its
   warnings) and read again when it folds the whole function, after
   PLUGIN_PRE_GENERICIZE.  */
extern void clear_fold_cache (void) __attribute__ ((weak));

/* The language name without "GNU ", as lang_hooks spell it.  */

static const char *
language_name (void)
{
  const char *name = lang_hooks.name;
  return strncmp (name, "GNU ", 4) == 0 ? name + 4 : name;
}

/* Whether the symbols both C-family front ends define are there.  */

static bool
c_family_symbols_p (void)
{
  return (c_register_pragma_with_expansion != NULL && pragma_lex != NULL
	  && add_stmt != NULL && lookup_name != NULL);
}

bool
accblock_cxx_front_end_p (void)
{
  return (c_family_symbols_p () && keep_next_level_cxx != NULL
	  && strncmp (language_name (), "C++", 3) == 0);
}

static bool
c_front_end_p (void)
{
  const char *name = language_name ();
  return (c_family_symbols_p () && keep_next_level != NULL
	  && name[0] == 'C' && name[1] != '+');
}

bool
accblock_c_family_front_end_p (void)
{
  return c_front_end_p () || accblock_cxx_front_end_p ();
}

/* Keep the scope the parser opens next as a scope of its own (see
   record_directive).  */

void
acc_keep_next_level (void)
{
  if (accblock_cxx_front_end_p ())
    keep_next_level_cxx (true);
  else
    keep_next_level ();
}

bool
acc_in_template_p (void)
{
  return (accblock_cxx_front_end_p () && in_template_function_cxx != NULL
	  && in_template_function_cxx ());
}

bool
acc_can_peek_tokens_p (void)
{
  return c_front_end_p () && parse_in != NULL && cpp_peek_token != NULL;
}

/* An external function NAME of TYPE with C linkage that neither throws
   nor calls back, for the marker calls planted in the parser's trees:
   C++ may copy them into each instantiation of a template, and a call
   that may throw would put exception edges between the marker and its
   loop.  */

tree
acc_build_marker_fn_decl (const char *name, tree type)
{
  tree decl;
  if (accblock_cxx_front_end_p () && build_library_fn_ptr != NULL)
    decl = build_library_fn_ptr (name, type, ECF_NOTHROW | ECF_LEAF);
  else
    decl = build_fn_decl (name, type);
  TREE_NOTHROW (decl) = 1;
  return decl;
}

void
acc_add_marker_stmt (tree call)
{
  if (accblock_cxx_front_end_p () && finish_expr_stmt != NULL)
    finish_expr_stmt (call);
  else
    add_stmt (call);
}

/* EXPR_STMT and the other C++ tree codes are known here: GCC's
   all-tree.def numbers the codes of every front end.  */

/* The directives change the function's tree in place: a clause's
   copy takes the place of its variable in the expressions of the
   construct (privatize.cc).  A fold C++ cached for such an expression
   before the change still names the variable (fp * i, cached as
   i * fp, reads the shared fp again after firstprivate(fp) renamed it
   in fp * i), and the function's fold would put it back; so the cache
   is emptied once the directives are carried out.  */

void
acc_forget_front_end_folds (void)
{
  if (accblock_cxx_front_end_p () && clear_fold_cache != NULL)
    clear_fold_cache ();
}

tree
acc_unwrap_statement (tree stmt)
{
  if (!accblock_cxx_front_end_p ())
    return stmt;
  if (stmt && TREE_CODE (stmt) == CLEANUP_POINT_EXPR)
    stmt = TREE_OPERAND (stmt, 0);
  if (stmt && TREE_CODE (stmt) == EXPR_STMT)
    stmt = TREE_OPERAND (stmt, 0);
  return stmt;
}

bool
acc_enclosing_function_local_p (tree decl)
{
  if (!accblock_cxx_front_end_p () || decl == NULL_TREE
      || (!VAR_P (decl) && TREE_CODE (decl) != PARM_DECL)
      || TREE_STATIC (decl) || DECL_EXTERNAL (decl))
    return false;
  tree ctx = DECL_CONTEXT (decl);
  return (ctx && TREE_CODE (ctx) == FUNCTION_DECL
	  && ctx != current_function_decl);
}

tree
acc_lookup_name (tree id)
{
  tree decl = lookup_name (id);
  return acc_enclosing_function_local_p (decl) ? NULL_TREE : decl;
}
