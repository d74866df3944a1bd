/* pragma-lex.cc -- tokens, balanced expressions and constant integer
   expressions of #pragma acc lines.

   Why this file exists: a pragma handler sees only tokens, never the C
   parser, so the parts of a clause that are C expressions ("if" conditions,
   sub-array bounds, gang arguments) can only be skipped with their
   brackets checked, and the parts accblock must know (block sizes,
   collapse counts) are evaluated here, in 64-bit arithmetic with every
   overflow reported.  Directive knowledge stays in pragma.cc, clause
   knowledge in pragma-clause.cc.  */

#include "pragma-parse.h"

/* Tokens to look ahead for a nested pragma (see read_through_p); more
   is garbage.  */
#define MAX_LOOKAHEAD 64

/* libcpp's reader and token peek: weak, like the C front end symbols in
   pragma-parse.h, because lto1 lacks them.  */
extern struct cpp_reader *parse_in __attribute__ ((weak));
extern const cpp_token *cpp_peek_token (cpp_reader *, int)
  __attribute__ ((weak));

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
  const cpp_token *nested = nested_pragma_ahead ();
  if (nested != NULL)
    {
      loc = nested->src_loc;
      error_at (loc, "a pragma inside %<#pragma acc%>; the rest of the "
		"line is ignored");
      p->nested_pragma = true;
      p->type = CPP_EOF;
    }
  else
    p->type = pragma_lex (&p->value, &loc);
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
  if (p->type != CPP_EOF || p->nested_pragma)
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

/* A constant is evaluated in 64-bit signed arithmetic, the range of the
   descriptor words; any overflow is an error rather than a wrap.  */

static bool parse_constant_sum (struct acc_parser *, HOST_WIDE_INT *);
static bool parse_constant_unary (struct acc_parser *, HOST_WIDE_INT *);

static bool
report_overflow (location_t loc)
{
  error_at (loc, "integer overflow in constant expression");
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

/* An integer literal, an enumerator, or a parenthesised expression.  */

static bool
parse_constant_primary (struct acc_parser *p, HOST_WIDE_INT *value)
{
  location_t loc = p->loc;
  if (p->type == CPP_OPEN_PAREN)
    {
      acc_advance (p);
      return (parse_constant_sum (p, value)
	      && acc_expect (p, CPP_CLOSE_PAREN, ")"));
    }
  tree cst = NULL_TREE;
  if (p->type == CPP_NUMBER || p->type == CPP_CHAR)
    cst = p->value;
  else if (p->type == CPP_NAME)
    {
      tree decl = lookup_name (p->value);
      if (decl != NULL_TREE && TREE_CODE (decl) == CONST_DECL)
	cst = DECL_INITIAL (decl);
    }
  if (cst == NULL_TREE || TREE_CODE (cst) != INTEGER_CST)
    {
      report_not_integer (p);
      return false;
    }
  if (!wi::fits_shwi_p (wi::to_widest (cst)))
    return report_overflow (loc);
  *value = wi::to_widest (cst).to_shwi ();
  acc_advance (p);
  return true;
}

static bool
parse_constant_signed (struct acc_parser *p, HOST_WIDE_INT *value)
{
  if (p->type != CPP_MINUS && p->type != CPP_PLUS)
    return parse_constant_primary (p, value);
  bool negate = p->type == CPP_MINUS;
  location_t loc = p->loc;
  acc_advance (p);
  if (!parse_constant_unary (p, value))
    return false;
  if (negate && __builtin_sub_overflow ((HOST_WIDE_INT) 0, *value, value))
    return report_overflow (loc);
  return true;
}

/* Every nested operand passes through here, so this bounds the
   recursion whatever the input.  */

static bool
parse_constant_unary (struct acc_parser *p, HOST_WIDE_INT *value)
{
  if (p->constant_depth == MAX_NESTING)
    {
      error_at (p->loc, "constant expression nested too deeply");
      return false;
    }
  p->constant_depth++;
  bool ok = parse_constant_signed (p, value);
  p->constant_depth--;
  return ok;
}

static bool
multiplicative_p (enum cpp_ttype type)
{
  return type == CPP_MULT || type == CPP_DIV || type == CPP_MOD;
}

static bool
parse_constant_product (struct acc_parser *p, HOST_WIDE_INT *value)
{
  if (!parse_constant_unary (p, value))
    return false;
  while (multiplicative_p (p->type))
    {
      enum cpp_ttype op = p->type;
      location_t loc = p->loc;
      HOST_WIDE_INT rhs;
      acc_advance (p);
      if (!parse_constant_unary (p, &rhs))
	return false;
      if (op == CPP_MULT)
	{
	  if (__builtin_mul_overflow (*value, rhs, value))
	    return report_overflow (loc);
	  continue;
	}
      if (rhs == 0)
	{
	  error_at (loc, "division by zero in constant expression");
	  return false;
	}
      if (rhs == -1 && *value == HOST_WIDE_INT_MIN)
	return report_overflow (loc);
      *value = op == CPP_DIV ? *value / rhs : *value % rhs;
    }
  return true;
}

static bool
parse_constant_sum (struct acc_parser *p, HOST_WIDE_INT *value)
{
  if (!parse_constant_product (p, value))
    return false;
  while (p->type == CPP_PLUS || p->type == CPP_MINUS)
    {
      bool add = p->type == CPP_PLUS;
      location_t loc = p->loc;
      HOST_WIDE_INT rhs;
      acc_advance (p);
      if (!parse_constant_product (p, &rhs))
	return false;
      if (add ? __builtin_add_overflow (*value, rhs, value)
	  : __builtin_sub_overflow (*value, rhs, value))
	return report_overflow (loc);
    }
  return true;
}

/* A positive constant expression for WHAT ("block size for 'i'").  */

bool
acc_parse_positive_constant (struct acc_parser *p, HOST_WIDE_INT *value,
			 const char *what, tree name)
{
  location_t loc = p->loc;
  p->constant_what = what;
  p->constant_of = name;
  if (!parse_constant_sum (p, value))
    return false;
  if (*value <= 0)
    {
      if (name)
	error_at (loc, "%s for %qE must be positive, not %wd", what, name,
		  *value);
      else
	error_at (loc, "%s must be positive, not %wd", what, *value);
      return false;
    }
  return true;
}
