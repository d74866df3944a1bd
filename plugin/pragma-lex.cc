/* pragma-lex.cc -- tokens, balanced expressions and constant integer
   expressions of #pragma acc lines.

   Why this file exists: a pragma handler sees only tokens, never the C
   parser, so the parts of a clause that are C expressions ("if" conditions,
   sub-array bounds, gang arguments) can only be skipped with their
   brackets checked, and the parts accblock must know (block sizes, group
   and collapse counts) are evaluated here, token by token, as C
   evaluates integer constant expressions: its operators, casts to
   integer types, sizeof and _Alignof of types and declared variables,
   enumerators and character constants, with GCC's own folding and every
   overflow and undefined operation reported at its token.  Directive
   knowledge stays in pragma.cc, clause knowledge in pragma-clause.cc.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "pragma-parse.h"

/* Tokens to look ahead for a nested pragma (see read_through_p); more
   is garbage.  */
#define MAX_LOOKAHEAD 64

/* More of libcpp: weak, like the symbols in pragma-parse.h, because
   lto1 lacks them.  */
extern cpp_callbacks *cpp_get_callbacks (cpp_reader *) __attribute__ ((weak));
extern unsigned cpp_classify_number (cpp_reader *, const cpp_token *,
				     const char **, location_t)
  __attribute__ ((weak));
extern cpp_num cpp_interpret_integer (cpp_reader *, const cpp_token *,
				      unsigned int) __attribute__ ((weak));

/* Tokens after which one pragma_lex call goes on to read the next
   token too: string literals (to concatenate adjacent ones), and what
   the C lexer reports as stray and skips.  */

static bool
read_through_p (enum cpp_ttype type)
{
  switch (type)
    {
    case CPP_STRING:
    case CPP_WSTRING:
    case CPP_STRING16:
    case CPP_STRING32:
    case CPP_UTF8STRING:
    case CPP_PADDING:
    case CPP_HASH:
    case CPP_PASTE:
    case CPP_OTHER:
    case CPP_ATSIGN:
      return true;
    default:
      return false;
    }
}

/* The pragma token pragma_lex would meet next, or NULL.  A _Pragma
   written inside the string of another _Pragma is already expanded when
   our handler runs, and pragma_lex asserts on consuming the pragma token
   that results, so it must be seen first.  */

static const cpp_token *
nested_pragma_ahead (void)
{
  if (!acc_can_peek_tokens_p ())
    return NULL;
  for (int i = 0; i < MAX_LOOKAHEAD; i++)
    {
      const cpp_token *token = cpp_peek_token (parse_in, i);
      if (token->type == CPP_PRAGMA)
	return token;
      if (!read_through_p (token->type))
	return NULL;
    }
  return NULL;
}

/* The token pragma_lex would return next, padding skipped, or NULL.  */

static const cpp_token *
next_token_ahead (void)
{
  if (!acc_can_peek_tokens_p ())
    return NULL;
  for (int i = 0; i < MAX_LOOKAHEAD; i++)
    {
      const cpp_token *token = cpp_peek_token (parse_in, i);
      if (token->type != CPP_PADDING)
	return token;
    }
  return NULL;
}

/* A cpp diagnostic callback that drops the diagnostic.  */

static bool
drop_cpp_diagnostic (cpp_reader *, enum cpp_diagnostic_level,
		     enum cpp_warning_reason, rich_location *, const char *,
		     va_list *)
{
  return false;
}

/* Whether TOKEN is an integer literal too large for cpp's intmax_t
   arithmetic ("integer constant is too large for its type"): pragma_lex
   then gives its value truncated, with no flag on the INTEGER_CST.  The
   literal is classified and interpreted again with cpp's diagnostics
   off, as pragma_lex has already given them.  */

static bool
literal_too_large_p (const cpp_token *token)
{
  if (token == NULL || token->type != CPP_NUMBER)
    return false;
  cpp_callbacks *callbacks = cpp_get_callbacks (parse_in);
  auto saved = callbacks->diagnostic;
  callbacks->diagnostic = drop_cpp_diagnostic;
  unsigned flags = cpp_classify_number (parse_in, token, NULL,
					token->src_loc);
  bool too_large = ((flags & CPP_N_CATEGORY) == CPP_N_INTEGER
		    && cpp_interpret_integer (parse_in, token, flags).overflow);
  callbacks->diagnostic = saved;
  return too_large;
}

bool
acc_read_ahead (struct acc_parser *p)
{
  if (p->nahead == ACC_MAX_SECTION_TOKENS)
    return false;
  struct acc_token *t = &p->ahead[p->nahead++];
  t->type = pragma_lex (&t->value, &t->loc);
  t->decl = NULL_TREE;
  return true;
}

tree
acc_name_decl (const struct acc_parser *p)
{
  if (p->type != CPP_NAME)
    return NULL_TREE;
  return p->replaying ? p->name_decl : acc_lookup_name (p->value);
}

/* Read the next token.  A token that comes from a macro (a block size
   spelt BS) is located where the macro is used, in the pragma line,
   rather than in the macro's definition: that is the text to fix.  A
   nested pragma ends the line there, with an error.  */

void
acc_advance (struct acc_parser *p)
{
  if (p->nested_pragma)
    return;
  location_t loc;
  /* The token being replaced was the last one of the line so far.  */
  if (p->type != CPP_EOF && p->loc != UNKNOWN_LOCATION)
    p->clause.last_token_loc = p->loc;
  p->number_too_large = false;
  const cpp_token *nested = nested_pragma_ahead ();
  if (nested != NULL)
    {
      loc = nested->src_loc;
      error_at (loc, "a pragma inside %<#pragma acc%>; the rest of the "
		"line is ignored");
      p->nested_pragma = true;
      p->type = CPP_EOF;
    }
  else if (p->next_ahead < p->nahead)
    {
      const struct acc_token *t = &p->ahead[p->next_ahead++];
      p->type = t->type;
      p->value = t->value;
      p->name_decl = t->decl;
      loc = t->loc;
      /* All handed out: the next look-ahead has the whole room.  */
      if (p->next_ahead == p->nahead)
	p->next_ahead = p->nahead = 0;
    }
  else
    {
      p->number_too_large = literal_too_large_p (next_token_ahead ());
      p->type = pragma_lex (&p->value, &loc);
    }
  p->loc = linemap_resolve_location (line_table, loc,
				     LRK_MACRO_EXPANSION_POINT, NULL);
}

/* Whether the statement after the pragma line P has read to its end
   provably is not a loop.  The next token is peeked raw, before macro
   expansion, so a macro name or a pragma there proves nothing: the
   middle end then looks for the loop as before.  "while" and "do" are
   loops too, which the middle end refuses with a message of their own.
   A loop directive followed by any other statement must not reach a
   loop further down, which the marker call would otherwise meet first
   (pragma-marker.cc).  */

bool
acc_followed_by_non_loop_p (const struct acc_parser *p)
{
  if (p->type != CPP_EOF || p->nested_pragma || !acc_can_peek_tokens_p ())
    return false;
  const cpp_token *next = cpp_peek_token (parse_in, 0);
  switch (next->type)
    {
    case CPP_NAME:
      {
	cpp_hashnode *node = next->val.node.node;
	const char *name = (const char *) NODE_NAME (node);
	return !cpp_macro_p (node) && strcmp (name, "for") != 0
	       && strcmp (name, "while") != 0 && strcmp (name, "do") != 0;
      }
    case CPP_PRAGMA:
    case CPP_EOF:
    case CPP_PADDING:
      return false;
    default:
      return true;
    }
}

bool
acc_at_name_p (const struct acc_parser *p, const char *name)
{
  return (p->type == CPP_NAME
	  && strcmp (IDENTIFIER_POINTER (p->value), name) == 0);
}

/* Consume a token of TYPE, or report that SPELLING was expected.  */

bool
acc_expect (struct acc_parser *p, enum cpp_ttype type, const char *spelling)
{
  if (p->type == type)
    {
      acc_advance (p);
      return true;
    }
  if (p->type == CPP_EOF)
    error_at (p->loc, "expected %qs before end of line", spelling);
  else
    error_at (p->loc, "expected %qs", spelling);
  return false;
}

/* ---- Balanced expressions ---- */

/* Deepest bracket or operator nesting accepted.  Real clauses come
   nowhere near it; the limit bounds the recursion on garbage input.  */
#define MAX_NESTING 64

static enum cpp_ttype
closer_of (enum cpp_ttype opener)
{
  switch (opener)
    {
    case CPP_OPEN_PAREN:
      return CPP_CLOSE_PAREN;
    case CPP_OPEN_SQUARE:
      return CPP_CLOSE_SQUARE;
    default:
      return CPP_CLOSE_BRACE;
    }
}

static const char *
spelling_of (enum cpp_ttype closer)
{
  switch (closer)
    {
    case CPP_CLOSE_PAREN:
      return ")";
    case CPP_CLOSE_SQUARE:
      return "]";
    default:
      return "}";
    }
}

static bool
closer_p (enum cpp_ttype type)
{
  return (type == CPP_CLOSE_PAREN || type == CPP_CLOSE_SQUARE
	  || type == CPP_CLOSE_BRACE);
}

/* Skip a non-empty C expression that the C parser will never see (an
   "if" condition, a gang argument, a sub-array bound): it ends before a
   ',' or a closing bracket at nesting depth 0, or before ':' when
   STOP_AT_COLON.  Brackets inside it must balance.  */

bool
acc_skip_expression (struct acc_parser *p, bool stop_at_colon)
{
  enum cpp_ttype open[MAX_NESTING];
  int depth = 0;
  bool empty = true;
  for (;; acc_advance (p), empty = false)
    {
      if (p->type == CPP_EOF)
	break;
      if (depth == 0
	  && (p->type == CPP_COMMA || closer_p (p->type)
	      || (stop_at_colon && p->type == CPP_COLON)))
	break;
      if (p->type == CPP_OPEN_PAREN || p->type == CPP_OPEN_SQUARE
	  || p->type == CPP_OPEN_BRACE)
	{
	  if (depth == MAX_NESTING)
	    {
	      error_at (p->loc, "brackets nested too deeply");
	      return false;
	    }
	  open[depth++] = p->type;
	}
      else if (closer_p (p->type))
	{
	  enum cpp_ttype want = closer_of (open[depth - 1]);
	  if (p->type != want)
	    {
	      error_at (p->loc, "expected %qs", spelling_of (want));
	      return false;
	    }
	  depth--;
	}
    }
  if (depth > 0)
    {
      error_at (p->loc, "expected %qs before end of line",
		spelling_of (closer_of (open[depth - 1])));
      return false;
    }
  if (empty)
    {
      error_at (p->loc, "expected an expression");
      return false;
    }
  return true;
}

/* "( expr, expr, ... )".  */

bool
acc_parse_expression_list (struct acc_parser *p)
{
  if (!acc_expect (p, CPP_OPEN_PAREN, "("))
    return false;
  do
    if (!acc_skip_expression (p, false))
      return false;
  while (p->type == CPP_COMMA && (acc_advance (p), true));
  return acc_expect (p, CPP_CLOSE_PAREN, ")");
}

/* ---- Constant integer expressions (block sizes, collapse) ---- */

/* A constant is evaluated the way C evaluates an integer constant
   expression: each operand is an INTEGER_CST of its C type, promoted and
   converted by the usual arithmetic conversions, and GCC's own constant
   folding computes each operator, flagging signed overflow.  What C
   leaves undefined (signed overflow, division by zero, a shift by more
   than the width) is an error at the operator or operand concerned,
   unless the operand is one C does not evaluate ("0 && 1/0").  The
   result must be positive and fit the 64-bit signed descriptor words.  */

static bool parse_constant_conditional (struct acc_parser *, tree *);
static bool parse_constant_cast (struct acc_parser *, tree *);
static bool parse_constant_unary (struct acc_parser *, tree *);

static bool
evaluated_p (const struct acc_parser *p)
{
  return p->constant_unevaluated == 0;
}

static bool
report_overflow (location_t loc)
{
  error_at (loc, "integer overflow in constant expression");
  return false;
}

/* The value is too large for the 64-bit words of the descriptor.  */

static bool
report_too_large (const struct acc_parser *p, location_t loc)
{
  if (p->constant_of)
    error_at (loc, "%s for %qE does not fit in 64 bits", p->constant_what,
	      p->constant_of);
  else
    error_at (loc, "%s does not fit in 64 bits", p->constant_what);
  return false;
}

/* Say why the current token cannot start an integer constant.  */

static void
report_not_integer (const struct acc_parser *p)
{
  const char *what = p->constant_what;
  tree of = p->constant_of;
  if (p->type == CPP_EOF)
    error_at (p->loc, "expected %s before end of line", what);
  else if (p->type == CPP_NUMBER && TREE_CODE (p->value) == REAL_CST)
    {
      if (of)
	error_at (p->loc, "%s for %qE must be an integer, not a "
		  "floating-point number", what, of);
      else
	error_at (p->loc, "%s must be an integer, not a floating-point "
		  "number", what);
    }
  else if (p->type == CPP_NAME)
    error_at (p->loc, "%qE is not an integer constant; %s must be a "
	      "constant expression", p->value, what);
  else
    error_at (p->loc, "expected %s, an integer constant expression", what);
}

/* Run one level deeper in the recursion of the evaluator, or refuse:
   every recursive path passes through here, so garbage input cannot
   exhaust the stack.  */

static bool
enter_nesting (struct acc_parser *p)
{
  if (p->constant_depth == MAX_NESTING)
    {
      error_at (p->loc, "constant expression nested too deeply");
      return false;
    }
  p->constant_depth++;
  return true;
}

/* ---- C types and conversions ---- */

/* The integer promotion of TYPE: types narrower than int become int, an
   enumerated type its integer type of the same width.  */

static tree
promoted_type (tree type)
{
  if (TYPE_PRECISION (type) < TYPE_PRECISION (integer_type_node))
    return integer_type_node;
  if (TREE_CODE (type) == INTEGER_TYPE)
    return type;
  return lang_hooks.types.type_for_size (TYPE_PRECISION (type),
					 TYPE_UNSIGNED (type));
}

/* The type the usual arithmetic conversions bring A and B to: the wider
   promoted type, or at equal width the unsigned one.  Which of two types
   of the same width and signedness (long, long long) does not change a
   value.  */

static tree
common_type_of (tree a, tree b)
{
  a = promoted_type (a);
  b = promoted_type (b);
  if (TYPE_PRECISION (a) != TYPE_PRECISION (b))
    return TYPE_PRECISION (a) > TYPE_PRECISION (b) ? a : b;
  return TYPE_UNSIGNED (b) ? b : a;
}

/* CST converted to the integer type TYPE as C converts: modulo 2^width
   (GCC's choice where C leaves it to the implementation), and to _Bool
   by comparison with zero.  Never an overflow.  */

static tree
convert_constant (tree type, tree cst)
{
  if (TREE_CODE (type) == BOOLEAN_TYPE)
    return build_int_cst (type, !integer_zerop (cst));
  return wide_int_to_tree (type, wi::to_widest (cst));
}

static tree
promote_constant (tree cst)
{
  return convert_constant (promoted_type (TREE_TYPE (cst)), cst);
}

/* The int 0 or 1 that C's comparisons and logical operators give.  */

static tree
truth_constant (bool value)
{
  return build_int_cst (integer_type_node, value);
}

/* ---- Type names (casts, sizeof, _Alignof) ---- */

/* What the specifiers of a type name said so far.  */
struct type_specifiers
{
  int longs, shorts, chars, ints, bools, floats, doubles, complexes;
  int signeds, unsigneds, int_n;	/* int_n: 1 + index of __intN.  */
  tree named;				/* A typedef name's type.  */
  int count;				/* Type specifiers seen.  */
};

/* The reserved word the current token is, or RID_MAX.  */

static enum rid
current_keyword (const struct acc_parser *p)
{
  if (p->type != CPP_NAME || !C_IS_RESERVED_WORD (p->value))
    return RID_MAX;
  return C_RID_CODE (p->value);
}

static bool
int_n_keyword_p (enum rid rid)
{
  return rid >= RID_FIRST_INT_N && rid < RID_FIRST_INT_N + NUM_INT_N_ENTS;
}

/* Whether the current token is a keyword that may start a type name.  */

static bool
type_keyword_p (const struct acc_parser *p)
{
  enum rid rid = current_keyword (p);
  switch (rid)
    {
    case RID_INT: case RID_CHAR: case RID_SHORT: case RID_LONG:
    case RID_SIGNED: case RID_UNSIGNED: case RID_BOOL: case RID_FLOAT:
    case RID_DOUBLE: case RID_VOID: case RID_COMPLEX: case RID_CONST:
    case RID_VOLATILE: case RID_RESTRICT: case RID_STRUCT: case RID_UNION:
    case RID_ENUM:
      return true;
    default:
      return int_n_keyword_p (rid);
    }
}

/* The type the current token names when it is a typedef name.  */

static tree
typedef_type (const struct acc_parser *p)
{
  if (p->type != CPP_NAME || C_IS_RESERVED_WORD (p->value))
    return NULL_TREE;
  tree decl = acc_name_decl (p);
  if (decl == NULL_TREE || TREE_CODE (decl) != TYPE_DECL)
    return NULL_TREE;
  return TREE_TYPE (decl);
}

static bool
type_name_start_p (const struct acc_parser *p)
{
  return type_keyword_p (p) || typedef_type (p) != NULL_TREE;
}

/* Note the specifier or qualifier at the current token in S; false when
   the current token is none (the declarator or the ')' follows).  A
   typedef name counts only as the first specifier, as in C, where
   "unsigned T" declares a variable T.  */

static bool
note_specifier (struct acc_parser *p, struct type_specifiers *s)
{
  enum rid rid = current_keyword (p);
  switch (rid)
    {
    case RID_CONST: case RID_VOLATILE: case RID_RESTRICT:
      return true;
    case RID_INT: s->ints++; break;
    case RID_CHAR: s->chars++; break;
    case RID_SHORT: s->shorts++; break;
    case RID_LONG: s->longs++; break;
    case RID_SIGNED: s->signeds++; break;
    case RID_UNSIGNED: s->unsigneds++; break;
    case RID_BOOL: s->bools++; break;
    case RID_FLOAT: s->floats++; break;
    case RID_DOUBLE: s->doubles++; break;
    case RID_COMPLEX: s->complexes++; break;
    case RID_VOID: s->named = void_type_node; break;
    default:
      if (int_n_keyword_p (rid))
	{
	  s->int_n = rid - RID_FIRST_INT_N + 1;
	  break;
	}
      if (s->count > 0 || !typedef_type (p))
	return false;
      s->named = typedef_type (p);
      break;
    }
  s->count++;
  return true;
}

/* The integer type the specifiers S name, or NULL_TREE.  */

static tree
integer_type_from (const struct type_specifiers *s)
{
  bool is_unsigned = s->unsigneds > 0;
  if (s->chars)
    return (s->signeds ? signed_char_type_node
	    : is_unsigned ? unsigned_char_type_node : char_type_node);
  if (s->shorts)
    return is_unsigned ? short_unsigned_type_node : short_integer_type_node;
  if (s->longs == 2)
    return (is_unsigned ? long_long_unsigned_type_node
	    : long_long_integer_type_node);
  if (s->longs == 1)
    return is_unsigned ? long_unsigned_type_node : long_integer_type_node;
  if (s->int_n)
    {
      const struct int_n_trees_t *t = &int_n_trees[s->int_n - 1];
      return is_unsigned ? t->unsigned_type : t->signed_type;
    }
  return is_unsigned ? unsigned_type_node : integer_type_node;
}

/* The type the specifiers S name, or NULL_TREE when they do not name
   one ("long char", "unsigned double", "short short").  */

static tree
type_from_specifiers (const struct type_specifiers *s)
{
  int kinds = (s->named != NULL_TREE) + (s->bools > 0) + (s->chars > 0)
	      + (s->floats > 0) + (s->doubles > 0) + (s->int_n > 0);
  bool sized = s->shorts || s->longs;
  bool sign = s->signeds || s->unsigneds;
  if (kinds > 1 || s->chars > 1 || s->ints > 1 || s->bools > 1
      || s->floats > 1 || s->doubles > 1 || s->complexes > 1
      || s->shorts > 1 || s->longs > 2 || (s->shorts && s->longs)
      || (s->signeds && s->unsigneds) || s->signeds > 1 || s->unsigneds > 1)
    return NULL_TREE;
  if ((s->named || s->bools || s->floats) && (sized || sign || s->ints))
    return NULL_TREE;
  if ((s->chars || s->int_n) && (sized || s->ints))
    return NULL_TREE;
  tree type;
  if (s->named)
    type = s->named;
  else if (s->bools)
    type = boolean_type_node;
  else if (s->floats)
    type = float_type_node;
  else if (s->doubles)
    {
      if (sign || s->ints || s->shorts || s->longs > 1)
	return NULL_TREE;
      type = s->longs ? long_double_type_node : double_type_node;
    }
  else
    type = integer_type_from (s);
  if (s->complexes)
    {
      if (s->named)
	return NULL_TREE;
      type = build_complex_type (type);
    }
  return type;
}

/* Whether the current token is a qualifier, which changes no size.  */

static bool
qualifier_p (const struct acc_parser *p)
{
  enum rid rid = current_keyword (p);
  return rid == RID_CONST || rid == RID_VOLATILE || rid == RID_RESTRICT;
}

/* A type name: specifiers and qualifiers, then "*" for pointers
   (qualified or not).  Array and function declarators are not
   accepted, nor structure tags: a handler cannot look tags up.  */

static bool
parse_type_name (struct acc_parser *p, tree *type)
{
  location_t loc = p->loc;
  enum rid tag = current_keyword (p);
  if (tag == RID_STRUCT || tag == RID_UNION || tag == RID_ENUM)
    {
      error_at (loc, "%qE tags cannot be looked up in a pragma; name the "
		"type with a typedef", p->value);
      return false;
    }
  struct type_specifiers s;
  memset (&s, 0, sizeof s);
  while (note_specifier (p, &s))
    acc_advance (p);
  *type = s.count ? type_from_specifiers (&s) : NULL_TREE;
  if (*type == NULL_TREE)
    {
      error_at (loc, "these specifiers do not name a type");
      return false;
    }
  while (p->type == CPP_MULT)
    {
      *type = build_pointer_type (*type);
      acc_advance (p);
      while (qualifier_p (p))
	acc_advance (p);
    }
  return true;
}

/* ---- sizeof and alignment queries ---- */

static bool parse_query_operand (struct acc_parser *, tree *, tree *);

/* The variable the current token names, or NULL_TREE.  */

static tree
variable_named (const struct acc_parser *p)
{
  if (p->type != CPP_NAME || C_IS_RESERVED_WORD (p->value))
    return NULL_TREE;
  tree decl = acc_name_decl (p);
  if (decl && (VAR_P (decl) || TREE_CODE (decl) == PARM_DECL))
    return decl;
  return NULL_TREE;
}

/* *TYPE becomes what the array or pointer *TYPE holds ("*x", "x[2]",
   "x->m"); an error at LOC when it is neither.  */

static bool
step_into (location_t loc, tree *type)
{
  if (TREE_CODE (*type) != POINTER_TYPE && TREE_CODE (*type) != ARRAY_TYPE)
    {
      error_at (loc, "subscripted or dereferenced value of type %qT is "
		"neither array nor pointer", *type);
      return false;
    }
  *type = TREE_TYPE (*type);
  return true;
}

/* The member NAME of the structure or union TYPE, also inside its
   anonymous members, or NULL_TREE.  */

static tree
find_member (tree type, tree name)
{
  if (!RECORD_OR_UNION_TYPE_P (type))
    return NULL_TREE;
  for (tree field = TYPE_FIELDS (type); field; field = DECL_CHAIN (field))
    {
      if (TREE_CODE (field) != FIELD_DECL)
	continue;
      if (DECL_NAME (field) == name)
	return field;
      if (DECL_NAME (field) == NULL_TREE)
	if (tree inner = find_member (TREE_TYPE (field), name))
	  return inner;
    }
  return NULL_TREE;
}

/* ".m" or "->m" at the current token: *TYPE becomes the member's.  */

static bool
parse_member_access (struct acc_parser *p, tree *type)
{
  if (p->type == CPP_DEREF && !step_into (p->loc, type))
    return false;
  acc_advance (p);
  if (p->type != CPP_NAME)
    {
      error_at (p->loc, "expected a member name");
      return false;
    }
  tree field = find_member (*type, p->value);
  if (field == NULL_TREE)
    {
      error_at (p->loc, "%qT has no member named %qE", *type, p->value);
      return false;
    }
  if (DECL_BIT_FIELD (field))
    {
      error_at (p->loc, "%qE is a bit-field, which has no size in bytes",
		p->value);
      return false;
    }
  *type = TREE_TYPE (field);
  acc_advance (p);
  return true;
}

/* Subscripts and member accesses after a variable: *TYPE becomes the
   type of the element or member designated, and *DECL (the variable
   itself so far) NULL_TREE.  A subscript is not evaluated, as sizeof
   does not evaluate its operand, but must be an integer constant
   expression still: the handler cannot read variables.  */

static bool
parse_designator_suffixes (struct acc_parser *p, tree *type, tree *decl)
{
  for (;; *decl = NULL_TREE)
    if (p->type == CPP_OPEN_SQUARE)
      {
	location_t loc = p->loc;
	tree index;
	acc_advance (p);
	p->constant_unevaluated++;
	bool ok = parse_constant_conditional (p, &index);
	p->constant_unevaluated--;
	if (!ok || !acc_expect (p, CPP_CLOSE_SQUARE, "]")
	    || !step_into (loc, type))
	  return false;
      }
    else if (p->type == CPP_DOT || p->type == CPP_DEREF)
      {
	if (!parse_member_access (p, type))
	  return false;
      }
    else
      return true;
}

/* An operand inside the "(" just read: a type name, a designator, or an
   integer constant expression of its own type.  */

static bool
parse_parenthesised_operand (struct acc_parser *p, tree *type, tree *decl)
{
  if (type_name_start_p (p))
    return parse_type_name (p, type) && acc_expect (p, CPP_CLOSE_PAREN, ")");
  if (p->type != CPP_OPEN_PAREN && p->type != CPP_MULT && !variable_named (p))
    {
      tree cst;
      p->constant_unevaluated++;
      bool ok = parse_constant_conditional (p, &cst);
      p->constant_unevaluated--;
      if (ok)
	*type = TREE_TYPE (cst);
      return ok && acc_expect (p, CPP_CLOSE_PAREN, ")");
    }
  if (!parse_query_operand (p, type, decl)
      || !acc_expect (p, CPP_CLOSE_PAREN, ")"))
    return false;
  return parse_designator_suffixes (p, type, decl);
}

static bool
parse_query_operand_1 (struct acc_parser *p, tree *type, tree *decl)
{
  *decl = NULL_TREE;
  if (p->type == CPP_OPEN_PAREN)
    {
      acc_advance (p);
      return parse_parenthesised_operand (p, type, decl);
    }
  if (p->type == CPP_MULT)
    {
      location_t loc = p->loc;
      acc_advance (p);
      if (!parse_query_operand (p, type, decl))
	return false;
      *decl = NULL_TREE;
      return step_into (loc, type);
    }
  if (tree var = variable_named (p))
    {
      *decl = var;
      *type = TREE_TYPE (var);
      acc_advance (p);
      return parse_designator_suffixes (p, type, decl);
    }
  /* Any other operand is a constant of its own type ("sizeof 'a'").  */
  tree cst;
  p->constant_unevaluated++;
  bool ok = parse_constant_unary (p, &cst);
  p->constant_unevaluated--;
  if (ok)
    *type = TREE_TYPE (cst);
  return ok;
}

/* The operand of sizeof or of an alignment query: "(type name)", or an
   expression whose type is wanted, which is not evaluated: a variable
   designated with "*", "[...]", "." and "->" (*DECL is the variable when
   it stands alone), or an integer constant expression.  */

static bool
parse_query_operand (struct acc_parser *p, tree *type, tree *decl)
{
  if (!enter_nesting (p))
    return false;
  bool ok = parse_query_operand_1 (p, type, decl);
  p->constant_depth--;
  return ok;
}

/* The size of TYPE in bytes as a size_t, as sizeof gives it.  */

static bool
size_of_type (location_t loc, tree type, tree *value)
{
  if (TREE_CODE (type) == TEMPLATE_TYPE_PARM)
    {
      error_at (loc, "accblock cannot take %<sizeof%> of %qT, a type "
		"parameter of the template, in a block size", type);
      return false;
    }
  if (!COMPLETE_TYPE_P (type) || VOID_TYPE_P (type))
    {
      error_at (loc, "invalid application of %<sizeof%> to incomplete type "
		"%qT", type);
      return false;
    }
  tree size = TYPE_SIZE_UNIT (type);
  if (TREE_CODE (size) != INTEGER_CST)
    {
      error_at (loc, "the size of the variable-length type %qT is not a "
		"constant", type);
      return false;
    }
  *value = convert_constant (size_type_node, size);
  return true;
}

/* "sizeof X", "_Alignof (T)" or "__alignof__ X" at the current token, as
   a size_t.  _Alignof gives the least alignment of the type that C11
   guarantees, __alignof__ GCC's preferred one and a variable's own.  */

static bool
parse_size_query (struct acc_parser *p, tree *value)
{
  location_t loc = p->loc;
  bool size = current_keyword (p) == RID_SIZEOF;
  bool c11_alignof = strcmp (IDENTIFIER_POINTER (p->value), "_Alignof") == 0;
  acc_advance (p);
  tree type, decl;
  if (!parse_query_operand (p, &type, &decl))
    return false;
  if (size)
    return size_of_type (loc, type, value);
  if (!COMPLETE_TYPE_P (type) || VOID_TYPE_P (type))
    {
      error_at (loc, "invalid application of %qs to incomplete type %qT",
		c11_alignof ? "_Alignof" : "__alignof__", type);
      return false;
    }
  unsigned align = (decl && !c11_alignof ? DECL_ALIGN_UNIT (decl)
		    : c11_alignof ? min_align_of_type (type)
		    : TYPE_ALIGN_UNIT (type));
  *value = build_int_cst (size_type_node, align);
  return true;
}

/* ---- Operators ---- */

/* RESULT, what GCC's folding gave for the operator at LOC, into *VALUE;
   a signed overflow is an error where C evaluates the operation.  */

static bool
check_result (struct acc_parser *p, location_t loc, tree result, tree *value)
{
  if (TREE_OVERFLOW (result))
    {
      if (evaluated_p (p))
	return report_overflow (loc);
      result = drop_tree_overflow (result);
    }
  *value = result;
  return true;
}

/* A value of TYPE standing for an operation C does not evaluate that
   would be undefined (1/0 in "0 && 1/0"): any value will do.  */

static bool
unevaluated_result (tree type, tree *value)
{
  *value = build_zero_cst (type);
  return true;
}

/* The unary operator OP at LOC applied to *VALUE.  */

static bool
apply_unary (struct acc_parser *p, enum cpp_ttype op, location_t loc,
	     tree *value)
{
  if (op == CPP_NOT)
    {
      *value = truth_constant (integer_zerop (*value));
      return true;
    }
  tree operand = promote_constant (*value);
  tree type = TREE_TYPE (operand);
  if (op == CPP_PLUS)
    *value = operand;
  else if (op == CPP_COMPL)
    *value = int_const_binop (BIT_XOR_EXPR, operand,
			      build_minus_one_cst (type));
  else
    return check_result (p, loc, int_const_binop (MINUS_EXPR,
						  build_zero_cst (type),
						  operand), value);
  return true;
}

/* "LHS << COUNT" or "LHS >> COUNT" (CODE at LOC; the operands start at
   LHS_LOC and COUNT_LOC).  C promotes each operand on its own and gives
   the left one's type; a negative count, a count not less than the
   width, and a left shift of a negative value or into a value the type
   cannot hold are undefined.  */

static bool
apply_shift (struct acc_parser *p, enum tree_code code, location_t loc,
	     location_t lhs_loc, location_t count_loc, tree *value,
	     tree count)
{
  tree lhs = promote_constant (*value);
  tree type = TREE_TYPE (lhs);
  bool left = code == LSHIFT_EXPR;
  count = promote_constant (count);
  bool negative = tree_int_cst_sgn (count) < 0;
  if (negative || compare_tree_int (count, TYPE_PRECISION (type)) >= 0)
    {
      if (!evaluated_p (p))
	return unevaluated_result (type, value);
      if (negative)
	error_at (count_loc, left ? "left shift count is negative"
		  : "right shift count is negative");
      else
	error_at (count_loc, left ? "left shift count %E is not less than "
		  "the width of %qT, %d bits" : "right shift count %E is not "
		  "less than the width of %qT, %d bits", count, type,
		  (int) TYPE_PRECISION (type));
      return false;
    }
  if (left && !TYPE_UNSIGNED (type))
    {
      if (tree_int_cst_sgn (lhs) < 0)
	{
	  if (!evaluated_p (p))
	    return unevaluated_result (type, value);
	  error_at (lhs_loc, "left shift of negative value %E", lhs);
	  return false;
	}
      widest_int shifted = wi::lshift (wi::to_widest (lhs),
				       tree_to_uhwi (count));
      if (!wi::fits_to_tree_p (shifted, type))
	{
	  if (!evaluated_p (p))
	    return unevaluated_result (type, value);
	  return report_overflow (loc);
	}
    }
  return check_result (p, loc, int_const_binop (code, lhs, count), value);
}

/* The binary operator CODE at LOC applied to *VALUE and RHS (operands
   starting at LHS_LOC and RHS_LOC), the operands brought to their common
   type first where C does.  */

static bool
apply_binary (struct acc_parser *p, enum tree_code code, location_t loc,
	      location_t lhs_loc, location_t rhs_loc, tree *value, tree rhs)
{
  tree lhs = *value;
  if (code == TRUTH_ANDIF_EXPR || code == TRUTH_ORIF_EXPR)
    {
      bool a = !integer_zerop (lhs), b = !integer_zerop (rhs);
      *value = truth_constant (code == TRUTH_ANDIF_EXPR ? a && b : a || b);
      return true;
    }
  if (code == LSHIFT_EXPR || code == RSHIFT_EXPR)
    return apply_shift (p, code, loc, lhs_loc, rhs_loc, value, rhs);
  tree type = common_type_of (TREE_TYPE (lhs), TREE_TYPE (rhs));
  lhs = convert_constant (type, lhs);
  rhs = convert_constant (type, rhs);
  if (TREE_CODE_CLASS (code) == tcc_comparison)
    {
      *value = fold_binary (code, integer_type_node, lhs, rhs);
      return true;
    }
  if ((code == TRUNC_DIV_EXPR || code == TRUNC_MOD_EXPR)
      && integer_zerop (rhs))
    {
      if (!evaluated_p (p))
	return unevaluated_result (type, value);
      error_at (loc, "division by zero in constant expression");
      return false;
    }
  return check_result (p, loc, int_const_binop (code, lhs, rhs), value);
}

/* The precedence of the binary operator TYPE, higher binding tighter,
   and its tree code in *CODE; 0 when TYPE is no binary operator.  */

static int
binary_precedence (enum cpp_ttype type, enum tree_code *code)
{
  switch (type)
    {
    case CPP_OR_OR: *code = TRUTH_ORIF_EXPR; return 1;
    case CPP_AND_AND: *code = TRUTH_ANDIF_EXPR; return 2;
    case CPP_OR: *code = BIT_IOR_EXPR; return 3;
    case CPP_XOR: *code = BIT_XOR_EXPR; return 4;
    case CPP_AND: *code = BIT_AND_EXPR; return 5;
    case CPP_EQ_EQ: *code = EQ_EXPR; return 6;
    case CPP_NOT_EQ: *code = NE_EXPR; return 6;
    case CPP_LESS: *code = LT_EXPR; return 7;
    case CPP_GREATER: *code = GT_EXPR; return 7;
    case CPP_LESS_EQ: *code = LE_EXPR; return 7;
    case CPP_GREATER_EQ: *code = GE_EXPR; return 7;
    case CPP_LSHIFT: *code = LSHIFT_EXPR; return 8;
    case CPP_RSHIFT: *code = RSHIFT_EXPR; return 8;
    case CPP_PLUS: *code = PLUS_EXPR; return 9;
    case CPP_MINUS: *code = MINUS_EXPR; return 9;
    case CPP_MULT: *code = MULT_EXPR; return 10;
    case CPP_DIV: *code = TRUNC_DIV_EXPR; return 10;
    case CPP_MOD: *code = TRUNC_MOD_EXPR; return 10;
    default: return 0;
    }
}

/* ---- The grammar of C's constant expressions ---- */

static bool
char_constant_p (enum cpp_ttype type)
{
  return (type == CPP_CHAR || type == CPP_WCHAR || type == CPP_CHAR16
	  || type == CPP_CHAR32 || type == CPP_UTF8CHAR);
}

/* C++: the value of DECL when it is a const (or constexpr) integer
   variable whose initializer is a constant, which C++, unlike C,
   allows in constant expressions ("constexpr int bs = 8;" then
   "block(i:bs)"), else NULL_TREE.  In a template such a variable is
   not TREE_READONLY yet (its type is const), and its constant may
   still carry the parser's location wrapper.  */

static tree
cxx_integer_constant (tree decl)
{
  if (!accblock_cxx_front_end_p () || decl == NULL_TREE || !VAR_P (decl)
      || !(TREE_READONLY (decl) || TYPE_READONLY (TREE_TYPE (decl)))
      || TREE_THIS_VOLATILE (decl)
      || !INTEGRAL_TYPE_P (TREE_TYPE (decl)) || !DECL_INITIAL (decl))
    return NULL_TREE;
  tree init = tree_strip_any_location_wrapper (DECL_INITIAL (decl));
  return TREE_CODE (init) == INTEGER_CST ? init : NULL_TREE;
}

/* An integer or character literal or an enumerator (or, in C++, a
   constant variable).  */

static bool
parse_constant_primary (struct acc_parser *p, tree *value)
{
  tree cst = NULL_TREE;
  if (p->type == CPP_NUMBER || char_constant_p (p->type))
    cst = p->value;
  else if (p->type == CPP_NAME)
    {
      tree decl = acc_name_decl (p);
      if (decl != NULL_TREE && TREE_CODE (decl) == CONST_DECL)
	cst = DECL_INITIAL (decl);
      else if (tree value = cxx_integer_constant (decl))
	cst = value;
    }
  if (cst == NULL_TREE || TREE_CODE (cst) != INTEGER_CST)
    {
      report_not_integer (p);
      return false;
    }
  /* A literal C cannot type is an error even where it is not
     evaluated.  */
  if (p->type == CPP_NUMBER && p->number_too_large)
    return report_too_large (p, p->loc);
  *value = cst;
  acc_advance (p);
  return true;
}

/* "+ - ~ !" applied to a cast expression, sizeof, an alignment query,
   or a primary expression.  */

static bool
parse_constant_unary (struct acc_parser *p, tree *value)
{
  enum cpp_ttype op = p->type;
  if (op == CPP_PLUS || op == CPP_MINUS || op == CPP_COMPL || op == CPP_NOT)
    {
      location_t loc = p->loc;
      acc_advance (p);
      if (!enter_nesting (p))
	return false;
      bool ok = parse_constant_cast (p, value);
      p->constant_depth--;
      return ok && apply_unary (p, op, loc, value);
    }
  enum rid rid = current_keyword (p);
  if (rid == RID_SIZEOF || rid == RID_ALIGNOF)
    return parse_size_query (p, value);
  return parse_constant_primary (p, value);
}

/* "(T) X" where the "(" has been read and a type name follows.  A
   floating constant may be the immediate operand of a cast to an integer
   type, as in C ("(int) 2.5"); the value must fit.  */

static bool
parse_cast_operand (struct acc_parser *p, tree *value)
{
  location_t type_loc = p->loc;
  tree type;
  if (!parse_type_name (p, &type) || !acc_expect (p, CPP_CLOSE_PAREN, ")"))
    return false;
  if (!INTEGRAL_TYPE_P (type))
    {
      error_at (type_loc, "cast to %qT, which is not an integer type, in "
		"an integer constant expression", type);
      return false;
    }
  if (p->type == CPP_NUMBER && TREE_CODE (p->value) == REAL_CST)
    {
      location_t loc = p->loc;
      tree real = p->value;
      acc_advance (p);
      if (TREE_CODE (type) == BOOLEAN_TYPE)
	*value = build_int_cst (type, !real_zerop (real));
      else
	*value = fold_build1 (FIX_TRUNC_EXPR, type, real);
      if (TREE_CODE (*value) == INTEGER_CST && !TREE_OVERFLOW (*value))
	return true;
      if (!evaluated_p (p))
	return unevaluated_result (type, value);
      error_at (loc, "floating constant out of the range of %qT", type);
      return false;
    }
  if (!parse_constant_cast (p, value))
    return false;
  *value = convert_constant (type, *value);
  return true;
}

/* A cast, a parenthesised expression, or a unary expression.  */

static bool
parse_constant_cast (struct acc_parser *p, tree *value)
{
  if (p->type != CPP_OPEN_PAREN)
    return parse_constant_unary (p, value);
  if (!enter_nesting (p))
    return false;
  acc_advance (p);
  bool ok;
  if (type_name_start_p (p))
    ok = parse_cast_operand (p, value);
  else
    ok = (parse_constant_conditional (p, value)
	  && acc_expect (p, CPP_CLOSE_PAREN, ")"));
  p->constant_depth--;
  return ok;
}

/* Binary operators binding at least as tightly as MIN_PRECEDENCE, by
   precedence climbing.  The right operand of "&&" and "||" is not
   evaluated when the left one decides.  */

static bool
parse_constant_binary (struct acc_parser *p, int min_precedence, tree *value)
{
  location_t lhs_loc = p->loc;
  if (!parse_constant_cast (p, value))
    return false;
  enum tree_code code;
  int precedence;
  while ((precedence = binary_precedence (p->type, &code)) != 0
	 && precedence >= min_precedence)
    {
      location_t loc = p->loc;
      acc_advance (p);
      location_t rhs_loc = p->loc;
      bool skip = ((code == TRUTH_ANDIF_EXPR && integer_zerop (*value))
		   || (code == TRUTH_ORIF_EXPR && !integer_zerop (*value)));
      tree rhs;
      p->constant_unevaluated += skip;
      bool ok = parse_constant_binary (p, precedence + 1, &rhs);
      p->constant_unevaluated -= skip;
      if (!ok || !apply_binary (p, code, loc, lhs_loc, rhs_loc, value, rhs))
	return false;
    }
  return true;
}

/* "C ? X : Y", of the common type of X and Y; only the operand chosen
   is evaluated.  */

static bool
parse_constant_conditional (struct acc_parser *p, tree *value)
{
  if (!parse_constant_binary (p, 1, value))
    return false;
  if (p->type != CPP_QUERY)
    return true;
  bool first_chosen = !integer_zerop (*value);
  tree first, second;
  acc_advance (p);
  if (!enter_nesting (p))
    return false;
  p->constant_unevaluated += !first_chosen;
  bool ok = parse_constant_conditional (p, &first);
  p->constant_unevaluated -= !first_chosen;
  ok = ok && acc_expect (p, CPP_COLON, ":");
  p->constant_unevaluated += first_chosen;
  ok = ok && parse_constant_conditional (p, &second);
  p->constant_unevaluated -= first_chosen;
  p->constant_depth--;
  if (!ok)
    return false;
  tree type = common_type_of (TREE_TYPE (first), TREE_TYPE (second));
  *value = convert_constant (type, first_chosen ? first : second);
  return true;
}

/* A positive constant expression for WHAT ("block size for 'i'"); it
   must fit the 64-bit signed words of the descriptor.  */

bool
acc_parse_positive_constant (struct acc_parser *p, HOST_WIDE_INT *value,
			     const char *what, tree name)
{
  location_t loc = p->loc;
  p->constant_what = what;
  p->constant_of = name;
  p->constant_unevaluated = 0;
  tree cst;
  if (!parse_constant_conditional (p, &cst))
    return false;
  widest_int v = wi::to_widest (cst);
  if (!wi::fits_shwi_p (v))
    return report_too_large (p, loc);
  if (wi::les_p (v, 0))
    {
      if (name)
	error_at (loc, "%s for %qE must be positive, not %wd", what, name,
		  v.to_shwi ());
      else
	error_at (loc, "%s must be positive, not %wd", what, v.to_shwi ());
      return false;
    }
  *value = v.to_shwi ();
  return true;
}
