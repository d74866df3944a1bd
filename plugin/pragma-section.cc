/* pragma-section.cc -- the array section of a data-sharing clause,
   "v[lo:len]", with its bounds as expressions evaluated at run time.

   Why this file exists: private(c[0:n]), firstprivate(c[0:n]) and
   reduction(+:c[0:10]) name a part of an array reached through a
   pointer, whose bounds are only known when the construct runs; the
   copy privatize.cc makes needs them as trees.  A pragma handler
   cannot call the C parser, so the bounds are read here from the
   tokens: the arithmetic programs write in bounds (+ - * / %,
   parentheses, unary minus) over integer literals, enumerators,
   variables and parameters, computed in "long".  Anything else is an
   error that says so.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "pragma-parse.h"

static bool parse_bound_sum (struct acc_parser *, tree *);

/* An operand: a literal, a variable, an enumerator, or a parenthesised
   sum, possibly negated.  */

static bool
parse_bound_operand (struct acc_parser *p, tree *value)
{
  location_t loc = p->loc;
  if (p->type == CPP_MINUS)
    {
      acc_advance (p);
      if (!parse_bound_operand (p, value))
	return false;
      *value = fold_build1_loc (loc, NEGATE_EXPR, long_integer_type_node,
				*value);
      return true;
    }
  if (p->type == CPP_OPEN_PAREN)
    {
      acc_advance (p);
      return parse_bound_sum (p, value) && acc_expect (p, CPP_CLOSE_PAREN,
						       ")");
    }
  if (p->type == CPP_NUMBER && TREE_CODE (p->value) == INTEGER_CST)
    {
      *value = fold_convert (long_integer_type_node, p->value);
      acc_advance (p);
      return true;
    }
  if (p->type == CPP_NAME)
    {
      tree decl = acc_lookup_name (p->value);
      if (decl && TREE_CODE (decl) == CONST_DECL)
	*value = fold_convert (long_integer_type_node, DECL_INITIAL (decl));
      else if (decl && (VAR_P (decl) || TREE_CODE (decl) == PARM_DECL)
	       && INTEGRAL_TYPE_P (TREE_TYPE (decl)))
	{
	  TREE_USED (decl) = 1;
	  DECL_READ_P (decl) = 1;
	  *value = fold_convert (long_integer_type_node, decl);
	}
      else
	{
	  error_at (loc, "%qE in an array section bound is not an integer "
		    "variable or constant", p->value);
	  return false;
	}
      acc_advance (p);
      return true;
    }
  error_at (loc, "expected an integer expression in the array section: "
	    "literals, variables, %<+ - * / %%%> and parentheses");
  return false;
}

/* A product: operands joined by * / %.  */

static bool
parse_bound_product (struct acc_parser *p, tree *value)
{
  if (!parse_bound_operand (p, value))
    return false;
  for (;;)
    {
      enum tree_code code = p->type == CPP_MULT ? MULT_EXPR
			    : p->type == CPP_DIV ? TRUNC_DIV_EXPR
			    : p->type == CPP_MOD ? TRUNC_MOD_EXPR : ERROR_MARK;
      if (code == ERROR_MARK)
	return true;
      location_t loc = p->loc;
      acc_advance (p);
      tree rhs;
      if (!parse_bound_operand (p, &rhs))
	return false;
      *value = fold_build2_loc (loc, code, long_integer_type_node, *value,
				rhs);
    }
}

/* A sum: products joined by + -.  */

static bool
parse_bound_sum (struct acc_parser *p, tree *value)
{
  if (!parse_bound_product (p, value))
    return false;
  for (;;)
    {
      enum tree_code code = p->type == CPP_PLUS ? PLUS_EXPR
			    : p->type == CPP_MINUS ? MINUS_EXPR : ERROR_MARK;
      if (code == ERROR_MARK)
	return true;
      location_t loc = p->loc;
      acc_advance (p);
      tree rhs;
      if (!parse_bound_product (p, &rhs))
	return false;
      *value = fold_build2_loc (loc, code, long_integer_type_node, *value,
				rhs);
    }
}

/* "[lo:len]" after the variable of a data-sharing clause: *LO (0 when
   empty) and *LEN (NULL_TREE when empty: the whole of an array); or
   "[i]", the element, as "[i:1]".  One dimension only.  */

bool
acc_parse_section (struct acc_parser *p, tree *lo, tree *len)
{
  if (!acc_parse_section_bounds (p, lo, len))
    return false;
  if (p->type == CPP_OPEN_SQUARE)
    {
      error_at (p->loc, "only one-dimensional array sections can be "
		"private or reduced");
      return false;
    }
  return true;
}

/* Whether a token of TYPE, other than a name, may stand in a bound
   acc_parse_section_bounds reads.  */

static bool
simple_bound_token_type_p (enum cpp_ttype type)
{
  switch (type)
    {
    case CPP_NUMBER:
    case CPP_PLUS:
    case CPP_MINUS:
    case CPP_MULT:
    case CPP_DIV:
    case CPP_MOD:
    case CPP_OPEN_PAREN:
    case CPP_CLOSE_PAREN:
    case CPP_COLON:
    case CPP_PADDING:
      return true;
    default:
      return false;
    }
}

static bool
simple_bound_token_p (const struct acc_token *token)
{
  return token->type != CPP_PADDING && simple_bound_token_type_p (token->type);
}

/* C++: the same decision on tokens read ahead (see acc_read_ahead):
   C++ has expanded the macros already, and a name is simple unless a
   call follows it.  */

static bool
simple_tokens_ahead_p (struct acc_parser *p)
{
  for (unsigned i = p->next_ahead;; i++)
    {
      if (i == p->nahead && !acc_read_ahead (p))
	return false;
      enum cpp_ttype type = p->ahead[i].type;
      if (type == CPP_CLOSE_SQUARE)
	return true;
      if (type == CPP_NAME)
	{
	  if (i + 1 == p->nahead && !acc_read_ahead (p))
	    return false;
	  if (p->ahead[i + 1].type == CPP_OPEN_PAREN)
	    return false;
	  continue;
	}
      if (type == CPP_EOF || type == CPP_PADDING
	  || !simple_bound_token_p (&p->ahead[i]))
	return false;
    }
}

bool
acc_simple_section_ahead_p (struct acc_parser *p)
{
  if (p->type != CPP_OPEN_SQUARE || p->nested_pragma)
    return false;
  if (!acc_can_peek_tokens_p ())
    return simple_tokens_ahead_p (p);
  for (int i = 0; i < ACC_MAX_SECTION_TOKENS; i++)
    {
      const cpp_token *token = cpp_peek_token (parse_in, i);
      if (token->type == CPP_CLOSE_SQUARE)
	return true;
      if (token->type == CPP_NAME)
	{
	  /* Not a call, nor a macro that may expand to anything.  */
	  if (cpp_peek_token (parse_in, i + 1)->type == CPP_OPEN_PAREN
	      || cpp_fun_like_macro_p (token->val.node.node))
	    return false;
	  continue;
	}
      if (!simple_bound_token_type_p (token->type))
	return false;
    }
  return false;
}

bool
acc_parse_section_bounds (struct acc_parser *p, tree *lo, tree *len)
{
  *lo = build_int_cst (long_integer_type_node, 0);
  *len = NULL_TREE;
  if (!acc_expect (p, CPP_OPEN_SQUARE, "["))
    return false;
  if (p->type != CPP_COLON && !parse_bound_sum (p, lo))
    return false;
  /* v[i], an element: the section v[i:1].  */
  if (p->type == CPP_CLOSE_SQUARE)
    *len = build_int_cst (long_integer_type_node, 1);
  else if (!acc_expect (p, CPP_COLON, ":")
	   || (p->type != CPP_CLOSE_SQUARE && !parse_bound_sum (p, len)))
    return false;
  return acc_expect (p, CPP_CLOSE_SQUARE, "]");
}
