/* template-size.cc -- block sizes that a C++ template decides: kept as
   tokens when the template is parsed, evaluated in each instantiation.

   Why this file exists: "block(i:BS)" with BS a template parameter, or
   a constexpr variable of the template whose value depends on one, has
   no value while the template is parsed, which is when the pragma
   handler runs; each instantiation has a value of its own.  The tokens
   of such a size are kept with what each name denoted in the template.
   A template parameter travels to the instantiation as a further
   argument of the directive's marker call, which the C++ front end
   instantiates with the rest of the template (no function of the C++
   front end is called, so the plugin still loads into cc1); a variable
   of the template is matched with the instantiation's
   (directive-instance.cc).  The size is then evaluated by the same
   constant evaluator as any other (pragma-lex.cc), with errors at the
   size's own tokens and a note naming the instantiation.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "pragma-parse.h"
#include "directive-tree.h"

struct accblock_deferred_size
{
  unsigned ntokens;		/* The last one is CPP_EOF.  */
  struct acc_token *tokens;
};

/* The trees the kept tokens hold (literals may be collected otherwise),
   a TREE_LIST under a GC root (pragma-marker.cc).  */
tree acc_deferred_size_trees;

/* ---- While the template is parsed ---- */

static bool
template_parameter_p (tree decl)
{
  return (decl != NULL_TREE && TREE_CODE (decl) == CONST_DECL
	  && DECL_INITIAL (decl) != NULL_TREE
	  && TREE_CODE (DECL_INITIAL (decl)) == TEMPLATE_PARM_INDEX);
}

/* A constant variable of the template being parsed that has no value
   yet: its initializer depends on the template's parameters, or is not
   folded before the template is instantiated.  (In a template, a
   constexpr variable is not TREE_READONLY yet, but its type is
   const.)  */

static bool
template_constant_p (tree decl)
{
  if (decl == NULL_TREE || !VAR_P (decl)
      || !(TREE_READONLY (decl) || TYPE_READONLY (TREE_TYPE (decl)))
      || DECL_CONTEXT (decl) != current_function_decl
      || !acc_in_template_p ())
    return false;
  tree init = DECL_INITIAL (decl);
  return (init == NULL_TREE
	  || TREE_CODE (tree_strip_any_location_wrapper (init)) != INTEGER_CST);
}

static bool
ends_size_p (enum cpp_ttype type, int depth)
{
  return (type == CPP_EOF
	  || (depth == 0 && (type == CPP_COMMA || type == CPP_CLOSE_PAREN)));
}

static int
depth_change (enum cpp_ttype type)
{
  if (type == CPP_OPEN_PAREN || type == CPP_OPEN_SQUARE)
    return 1;
  if (type == CPP_CLOSE_PAREN || type == CPP_CLOSE_SQUARE)
    return -1;
  return 0;
}

/* The tokens of the size at P's current token, up to the ',' or ')'
   that ends it, into TOKS (room for ACC_MAX_SECTION_TOKENS); their
   count.  *TOO_LONG is set when they do not fit with an end token:
   TOKS then holds those that do.  Names get what they denote here.  */

static unsigned
read_size_tokens (struct acc_parser *p, struct acc_token *toks,
		  bool *too_long)
{
  struct acc_token current = { p->type, p->value, p->loc, NULL_TREE };
  unsigned n = 0, next = p->next_ahead;
  int depth = 0;
  *too_long = false;
  for (struct acc_token t = current; !ends_size_p (t.type, depth); n++)
    {
      if (n == ACC_MAX_SECTION_TOKENS - 1)	/* Room for the end.  */
	{
	  *too_long = true;
	  return n;
	}
      depth += depth_change (t.type);
      if (t.type == CPP_NAME)
	t.decl = acc_lookup_name (t.value);
      toks[n] = t;
      if (next == p->nahead && !acc_read_ahead (p))
	{
	  *too_long = true;
	  return n + 1;
	}
      t = p->ahead[next++];
    }
  return n;
}

static void
keep_tree (tree t)
{
  if (t != NULL_TREE)
    acc_deferred_size_trees = tree_cons (NULL_TREE, t,
					 acc_deferred_size_trees);
}

/* Add template parameter PARM to the marker arguments of P's clause,
   once.  */

static void
pass_to_instantiation (struct acc_parser *p, tree parm)
{
  tree index = DECL_INITIAL (parm);
  tree *tail = &p->clause.marker_args;
  for (; *tail; tail = &TREE_CHAIN (*tail))
    if (TREE_VALUE (*tail) == index)
      return;
  *tail = tree_cons (NULL_TREE, index, NULL_TREE);
}

enum acc_size_timing
acc_defer_template_size (struct acc_parser *p,
			 struct accblock_block_item *item)
{
  if (!accblock_cxx_front_end_p () || p->replaying)
    return ACC_SIZE_NOW;
  struct acc_token toks[ACC_MAX_SECTION_TOKENS];
  bool too_long;
  unsigned n = read_size_tokens (p, toks, &too_long);
  bool dependent = false;
  for (unsigned i = 0; i < n; i++)
    dependent |= (template_parameter_p (toks[i].decl)
		  || template_constant_p (toks[i].decl));
  if (!dependent)
    return ACC_SIZE_NOW;
  if (too_long)
    {
      error_at (item->size_loc, "the block size for %qE depends on the "
		"template and is too long to keep for its instantiations: "
		"at most %d tokens", item->index, ACC_MAX_SECTION_TOKENS - 1);
      return ACC_SIZE_ERROR;
    }
  for (unsigned i = 0; i < n; i++)
    {
      keep_tree (toks[i].value);
      keep_tree (toks[i].decl);
      if (template_parameter_p (toks[i].decl))
	pass_to_instantiation (p, toks[i].decl);
      acc_advance (p);
    }
  struct acc_token end = { CPP_EOF, NULL_TREE, p->loc, NULL_TREE };
  toks[n++] = end;
  struct accblock_deferred_size *d = XNEW (struct accblock_deferred_size);
  d->ntokens = n;
  d->tokens = XNEWVEC (struct acc_token, n);
  memcpy (d->tokens, toks, n * sizeof (struct acc_token));
  item->deferred = d;
  return ACC_SIZE_DEFERRED;
}

/* ---- In an instantiation ---- */

/* The position of template parameter PARM among C's marker arguments
   (the id is argument 0), or 0.  */

static int
marker_arg_position (const struct accblock_clause *c, tree parm)
{
  int k = 1;
  for (tree a = c->marker_args; a; a = TREE_CHAIN (a), k++)
    if (TREE_VALUE (a) == DECL_INITIAL (parm))
      return k;
  return 0;
}

/* A constant standing for template parameter PARM in the instantiation
   whose marker call is CALL, or PARM itself when its value there is
   not an integer constant (the evaluator then says so).  */

static tree
parameter_value (const struct accblock_clause *c, tree parm, tree call)
{
  int k = marker_arg_position (c, parm);
  if (k == 0 || k >= call_expr_nargs (call))
    return parm;
  tree value = fold (tree_strip_any_location_wrapper (CALL_EXPR_ARG (call,
								    k)));
  if (TREE_CODE (value) != INTEGER_CST)
    return parm;
  tree type = TREE_TYPE (parm);
  if (!INTEGRAL_TYPE_P (type))
    type = TREE_TYPE (value);
  tree cst = build_decl (DECL_SOURCE_LOCATION (parm), CONST_DECL,
			 DECL_NAME (parm), type);
  DECL_INITIAL (cst) = fold_convert (type, value);
  return cst;
}

/* What DECL, a name of a size parsed in the template, denotes in the
   instantiation FNDECL.  */

static tree
instantiated_decl (const struct accblock_clause *c, tree decl, tree call,
		   tree fndecl)
{
  if (template_parameter_p (decl))
    return parameter_value (c, decl, call);
  if (decl && VAR_P (decl) && DECL_CONTEXT (decl) != fndecl
      && DECL_CONTEXT (decl)
      && TREE_CODE (DECL_CONTEXT (decl)) == FUNCTION_DECL)
    if (tree local = accblock_instance_decl (decl, fndecl))
      return local;
  return decl;
}

/* Evaluate the deferred size of ITEM for the instantiation FNDECL.  */

static bool
evaluate_size (const struct accblock_clause *c,
	       struct accblock_block_item *item, tree call, tree fndecl)
{
  const struct accblock_deferred_size *d = item->deferred;
  struct acc_parser *p = XCNEW (struct acc_parser);
  gcc_assert (d->ntokens <= ACC_MAX_SECTION_TOKENS);
  for (unsigned i = 0; i < d->ntokens; i++)
    {
      p->ahead[i] = d->tokens[i];
      p->ahead[i].decl = instantiated_decl (c, d->tokens[i].decl, call,
					    fndecl);
    }
  p->nahead = d->ntokens;
  p->replaying = true;
  p->type = CPP_EOF;
  p->loc = UNKNOWN_LOCATION;
  acc_advance (p);
  HOST_WIDE_INT size;
  bool ok = acc_parse_positive_constant (p, &size, "block size",
					 item->index);
  if (ok && p->type != CPP_EOF)
    {
      error_at (p->loc, "expected %<,%> or %<)%> after the block size "
		"for %qE", item->index);
      ok = false;
    }
  free (p);
  if (!ok)
    {
      inform (item->size_loc, "accblock: block size for %qE of the "
	      "instantiation %qD", item->index, fndecl);
      return false;
    }
  item->size = (unsigned HOST_WIDE_INT) size;
  accblock_remark (item->size_loc, "block size for %qE is %wd "
		   "in the instantiation %qD", item->index, size, fndecl);
  return true;
}

bool
accblock_evaluate_template_sizes (struct accblock_clause *c, tree call,
				  tree fndecl)
{
  bool ok = true;
  for (unsigned i = 0; i < c->nitems; i++)
    if (c->item[i].deferred)
      ok &= evaluate_size (c, &c->item[i], call, fndecl);
  /* The parameters' values have done their work: the outline pass
     reads the id alone.  */
  for (int k = 1; k < call_expr_nargs (call); k++)
    CALL_EXPR_ARG (call, k) = integer_zero_node;
  return ok;
}
