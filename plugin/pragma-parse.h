/* pragma-parse.h -- the token cursor shared by the #pragma acc parser
   files.

   Why this file exists: pragma.cc knows the OpenACC directives,
   pragma-clause.cc their clauses, and pragma-marker.cc records loop
   directives; pragma-lex.cc knows tokens, balanced bracket skipping and
   constant integer expressions.  All work on one parse state, declared
   here with the functions they call across, and all need the C front
   end, declared weak here so that every reference to it is weak (see
   pragma.cc).  Private to those files.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef ACCBLOCK_PRAGMA_PARSE_H
#define ACCBLOCK_PRAGMA_PARSE_H

#include "accblock-plugin.h"

/* Symbols of the C and C++ front ends.  They are weak so that the
   plugin still loads into compilers without them (lto1 during -flto
   links, f951); there, no pragma is registered and they are never
   called.  pragma_lex, lookup_name (tree) and add_stmt exist with one
   signature in cc1 and cc1plus; keep_next_level does not, and
   front-end.cc picks the right one.  */
extern enum cpp_ttype pragma_lex (tree *, location_t *)
  __attribute__ ((weak));
extern tree lookup_name (tree) __attribute__ ((weak));
extern tree add_stmt (tree) __attribute__ ((weak));
extern void keep_next_level (void) __attribute__ ((weak));
/* C++'s keep_next_level (bool), _Z15keep_next_levelb, under another
   name here: an overload of C's would be just as good for the linker,
   but a name of its own keeps a call from picking the wrong one.  */
extern void keep_next_level_cxx (bool)
  __asm__ ("_Z15keep_next_levelb") __attribute__ ((weak));

/* libcpp's reader and token peek, weak for the same reason.  */
extern struct cpp_reader *parse_in __attribute__ ((weak));
extern const cpp_token *cpp_peek_token (cpp_reader *, int)
  __attribute__ ((weak));
extern bool cpp_fun_like_macro_p (cpp_hashnode *) __attribute__ ((weak));

enum acc_directive
{
  DIR_LOOP,
  DIR_PARALLEL_LOOP,
  DIR_KERNELS_LOOP,
  DIR_PARALLEL,
  DIR_KERNELS,
  DIR_DATA,
  DIR_ENTER_DATA,
  DIR_EXIT_DATA,
  DIR_UPDATE,
  DIR_WAIT,
  DIR_ROUTINE,
  DIR_DECLARE,
  DIR_CACHE,
  DIR_HOST_DATA,
  DIR_SERIAL_LOOP,
  DIR_SERIAL,
  DIR_ATOMIC,
  DIR_INIT,
  DIR_SHUTDOWN,
  DIR_SET
};

/* Tokens read ahead at most, for a subscript (pragma-section.cc).  */
#define ACC_MAX_SECTION_TOKENS 64

/* A token read with pragma_lex and kept for later.  */
struct acc_token
{
  enum cpp_ttype type;
  tree value;
  location_t loc;
  tree decl;		/* C++, in a deferred block size: what a name
			   denoted in the template, or NULL_TREE.  */
};

/* Room for every clause kind pragma-clause.cc knows (checked there).  */
#define ACC_MAX_CLAUSE_KINDS 64

/* The parse state of one pragma line: the current token (already read
   with pragma_lex, which consumes) and what has been learnt.  */
struct acc_parser
{
  enum cpp_ttype type;
  tree value;
  location_t loc;
  enum acc_directive directive;
  location_t pragma_loc;
  struct accblock_clause clause;
  location_t seen[ACC_MAX_CLAUSE_KINDS];  /* First use of each clause.  */
  bool data_clauses;
  const char *clause_name;	/* The clause whose argument is parsed.  */
  /* What the constant being parsed is, for messages: "block size for
     'i'" is CONSTANT_WHAT "block size" and CONSTANT_OF the index.  */
  const char *constant_what;
  tree constant_of;
  int constant_depth;	/* Recursion guard for absurd nesting.  */
  int constant_unevaluated;  /* Inside an operand C does not evaluate
				(0 && X, sizeof X): no errors of value.  */
  bool number_too_large;     /* The current CPP_NUMBER overflowed cpp's
				intmax_t arithmetic and was truncated.  */
  bool nested_pragma;	/* A pragma token ended the line early.  */
  /* C++, where libcpp cannot peek: the tokens after the current one
     that were read ahead, which acc_advance hands out first.  */
  struct acc_token ahead[ACC_MAX_SECTION_TOKENS];
  unsigned nahead, next_ahead;
  /* C++: tokens of a deferred block size evaluated for an
     instantiation: names denote the DECL of their token, not what
     lookup finds now.  */
  bool replaying;
  tree name_decl;	/* The current name's DECL when REPLAYING.  */
};

/* ---- front-end.cc ---- */

/* Keep the next scope the parser opens (C's keep_next_level () or
   C++'s keep_next_level (true)).  */
void acc_keep_next_level (void);

/* C++: whether the function being parsed is a template, or a member
   of a class template.  */
bool acc_in_template_p (void);

/* Whether libcpp's token peek may be used: in C only, which lexes as
   it parses; C++ has lexed the whole file already.  */
bool acc_can_peek_tokens_p (void);

/* The extern "C" function the marker calls call (see
   pragma-marker.cc), declared the way the front end needs.  */
tree acc_build_marker_fn_decl (const char *name, tree type);

/* Add the marker call CALL to the statement list being parsed, as an
   expression statement of the front end.  */
void acc_add_marker_stmt (tree call);

/* C++: whether DECL is an automatic variable of a function around the
   one being parsed (a lambda's body names such variables of the
   function that encloses the lambda: they are captured, and the
   lambda's code reaches them through its closure).  */
bool acc_enclosing_function_local_p (tree decl);

/* lookup_name (ID), but NULL_TREE for such a variable, which the
   clauses cannot use.  */
tree acc_lookup_name (tree id);

/* ---- pragma-lex.cc ---- */

/* Read the token after the current one (and those read ahead before
   it) into P's read-ahead list, to be handed out by acc_advance later;
   false when the list is full.  */
bool acc_read_ahead (struct acc_parser *p);

/* Read the next token into P.  */
void acc_advance (struct acc_parser *p);

/* Whether the current token is the identifier NAME.  */
bool acc_at_name_p (const struct acc_parser *p, const char *name);

/* Whether the statement after the pragma line just read provably is not
   a loop.  */
bool acc_followed_by_non_loop_p (const struct acc_parser *p);

/* Consume a token of TYPE, or report that SPELLING was expected.  */
bool acc_expect (struct acc_parser *p, enum cpp_ttype type,
		 const char *spelling);

/* Skip a non-empty expression with balanced brackets, up to a ',' or a
   closing bracket at depth 0, or a ':' when STOP_AT_COLON.  */
bool acc_skip_expression (struct acc_parser *p, bool stop_at_colon);

/* "( expr, expr, ... )" of such expressions.  */
bool acc_parse_expression_list (struct acc_parser *p);

/* What the name at P's current token denotes (see REPLAYING).  */
tree acc_name_decl (const struct acc_parser *p);

/* A positive integer constant expression into *VALUE; WHAT and NAME
   describe it in messages ("block size" for 'i').  */
bool acc_parse_positive_constant (struct acc_parser *p, HOST_WIDE_INT *value,
				  const char *what, tree name);

/* ---- pragma-section.cc ---- */

/* "[lo:len]" after a data-sharing clause's variable, with the bounds
   as "long" expressions for run time; *LEN is NULL_TREE when empty.  */
bool acc_parse_section (struct acc_parser *p, tree *lo, tree *len);

/* The same for one "[...]" of a data clause's item, which more
   subscripts may follow.  */
bool acc_parse_section_bounds (struct acc_parser *p, tree *lo, tree *len);

/* Whether the "[...]" at P's token holds only what
   acc_parse_section_bounds reads, peeked before it is consumed.  */
bool acc_simple_section_ahead_p (struct acc_parser *p);

/* ---- pragma.cc ---- */

/* The name of each directive, as in "#pragma acc NAME", for messages.  */
extern const char *const directive_names[];

/* ---- pragma-clause.cc ---- */

/* "( item, item, ... )" of variables or, when SUBARRAYS, sub-arrays.  */
bool parse_variable_list (struct acc_parser *p, bool subarrays);

/* The clauses of the directive P has read, up to the end of the line.  */
bool parse_clauses (struct acc_parser *p);

/* ---- pragma-marker.cc ---- */

/* Record the loop or compute directive P parsed and plant its marker
   call.  */
void record_directive (struct acc_parser *p);

/* ---- template-size.cc ---- */

/* When the size of a block clause is evaluated.  */
enum acc_size_timing
{
  ACC_SIZE_NOW,		/* As the pragma is read.  */
  ACC_SIZE_DEFERRED,	/* In each instantiation of the template.  */
  ACC_SIZE_ERROR	/* Never: an error was reported.  */
};

/* C++: when the block size at P's current token names a template
   parameter or a constant of the template, consume it into ITEM's
   deferred tokens; else leave it to be evaluated now.  */
enum acc_size_timing acc_defer_template_size
  (struct acc_parser *p, struct accblock_block_item *item);

/* The trees of the tokens so kept, under a GC root.  */
extern tree acc_deferred_size_trees;

#endif /* ACCBLOCK_PRAGMA_PARSE_H */
