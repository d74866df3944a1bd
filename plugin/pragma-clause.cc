/* pragma-clause.cc -- the OpenACC clauses of #pragma acc lines: which
   exist, on which directives each is allowed, and the parser of each
   clause's argument.

   Why this file exists: the clauses are most of what a pragma line
   holds, and they are checked here, at the token level (a pragma
   handler cannot call the C parser): known clause names, with a fix-it
   for a near miss, clauses allowed on the directive, no clause given
   twice, lists of declared variables or sub-arrays, and block sizes that
   are positive integer constant expressions (evaluated by
   pragma-lex.cc).  The directive handlers of pragma.cc call
   parse_clauses for the rest of the line; what a loop directive asked
   for is left in the parser's struct accblock_clause.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "pragma-parse.h"
#include "spellcheck.h"

/* ---- Clause kinds ---- */

#define ON(d) (1u << (d))
#define ON_LOOPS (ON (DIR_LOOP) | ON (DIR_PARALLEL_LOOP) \
		  | ON (DIR_KERNELS_LOOP) | ON (DIR_SERIAL_LOOP))
#define ON_COMPUTE (ON (DIR_PARALLEL) | ON (DIR_KERNELS) | ON (DIR_SERIAL) \
		    | ON (DIR_PARALLEL_LOOP) | ON (DIR_KERNELS_LOOP) \
		    | ON (DIR_SERIAL_LOOP))
/* Compute constructs that take the data-sharing clauses.  */
#define ON_PARALLEL (ON (DIR_PARALLEL) | ON (DIR_PARALLEL_LOOP) \
		     | ON (DIR_SERIAL) | ON (DIR_SERIAL_LOOP))
/* Compute constructs whose gang count is the user's (not serial).  */
#define ON_SIZED (ON_COMPUTE & ~(ON (DIR_SERIAL) | ON (DIR_SERIAL_LOOP)))
#define ON_DATA_REGION (ON_COMPUTE | ON (DIR_DATA) | ON (DIR_DECLARE))
#define ON_ENTER_EXIT (ON (DIR_ENTER_DATA) | ON (DIR_EXIT_DATA))
#define ON_ASYNC (ON_COMPUTE | ON_ENTER_EXIT | ON (DIR_UPDATE) \
		  | ON (DIR_WAIT))
/* The runtime directives of OpenACC 2.5.  */
#define ON_RUNTIME (ON (DIR_INIT) | ON (DIR_SHUTDOWN) | ON (DIR_SET))
#define ON_IF (ON_COMPUTE | ON (DIR_DATA) | ON_ENTER_EXIT | ON (DIR_UPDATE) \
	       | ON (DIR_WAIT) | ON (DIR_HOST_DATA) | ON_RUNTIME)
#define ON_PARALLELISM (ON_LOOPS | ON (DIR_ROUTINE))

/* The shape of what follows a clause name.  */
enum acc_clause_arg
{
  ARG_NONE,		/* seq */
  ARG_OPT_EXPRS,	/* gang[(...)], async[(expr)], wait[(list)] */
  ARG_EXPRS,		/* if(expr), num_gangs(expr) */
  ARG_TILE,		/* tile(size or *, ...) */
  ARG_VARS,		/* private(list of variables) */
  ARG_DATA,		/* copy(list of variables and sub-arrays) */
  ARG_REDUCTION,	/* reduction(op:list) */
  ARG_DEFAULT,		/* default(none|present) */
  ARG_COLLAPSE,		/* collapse(constant) */
  ARG_BLOCK,		/* block(index:size, ...) */
  ARG_SPLIT		/* split(index:groups) */
};

struct acc_clause_kind
{
  const char *name;
  enum acc_clause_arg arg;
  unsigned allowed_on;	/* ON () bits.  */
  bool data;		/* A data clause: validated, has no effect.  */
};

static const struct acc_clause_kind clause_kinds[] =
{
  { "block", ARG_BLOCK, ON_LOOPS, false },	/* First two: see  */
  { "split", ARG_SPLIT, ON_LOOPS, false },	/* note_clause_use.  */
  { "seq", ARG_NONE, ON_PARALLELISM, false },
  { "independent", ARG_NONE, ON_LOOPS, false },
  { "auto", ARG_NONE, ON_LOOPS, false },
  { "gang", ARG_OPT_EXPRS, ON_PARALLELISM, false },
  { "worker", ARG_OPT_EXPRS, ON_PARALLELISM, false },
  { "vector", ARG_OPT_EXPRS, ON_PARALLELISM, false },
  { "collapse", ARG_COLLAPSE, ON_LOOPS, false },
  { "tile", ARG_TILE, ON_LOOPS, false },
  { "private", ARG_VARS, ON_LOOPS | ON_PARALLEL, false },
  { "firstprivate", ARG_VARS, ON_PARALLEL, false },
  { "reduction", ARG_REDUCTION, ON_LOOPS | ON_PARALLEL, false },
  { "device_type", ARG_EXPRS, ON_PARALLELISM | ON_COMPUTE | ON_RUNTIME,
    false },
  { "dtype", ARG_EXPRS, ON_PARALLELISM | ON_COMPUTE, false },
  { "device_num", ARG_EXPRS, ON_RUNTIME, false },
  { "default_async", ARG_EXPRS, ON (DIR_SET), false },
  { "num_gangs", ARG_EXPRS, ON_SIZED, false },
  { "num_workers", ARG_EXPRS, ON_SIZED, false },
  { "vector_length", ARG_EXPRS, ON_SIZED, false },
  { "default", ARG_DEFAULT, ON_COMPUTE | ON (DIR_DATA), false },
  { "if", ARG_EXPRS, ON_IF, false },
  { "async", ARG_OPT_EXPRS, ON_ASYNC, false },
  { "wait", ARG_OPT_EXPRS, ON_ASYNC & ~ON (DIR_WAIT), false },
  { "copy", ARG_DATA, ON_DATA_REGION, true },
  { "copyin", ARG_DATA, ON_DATA_REGION | ON (DIR_ENTER_DATA), true },
  { "copyout", ARG_DATA, ON_DATA_REGION | ON (DIR_EXIT_DATA), true },
  { "create", ARG_DATA, ON_DATA_REGION | ON (DIR_ENTER_DATA), true },
  { "present", ARG_DATA, ON_DATA_REGION, true },
  { "present_or_copy", ARG_DATA, ON_DATA_REGION, true },
  { "present_or_copyin", ARG_DATA, ON_DATA_REGION | ON (DIR_ENTER_DATA),
    true },
  { "present_or_copyout", ARG_DATA, ON_DATA_REGION, true },
  { "present_or_create", ARG_DATA, ON_DATA_REGION | ON (DIR_ENTER_DATA),
    true },
  { "pcopy", ARG_DATA, ON_DATA_REGION, true },
  { "pcopyin", ARG_DATA, ON_DATA_REGION | ON (DIR_ENTER_DATA), true },
  { "pcopyout", ARG_DATA, ON_DATA_REGION, true },
  { "pcreate", ARG_DATA, ON_DATA_REGION | ON (DIR_ENTER_DATA), true },
  { "deviceptr", ARG_VARS, ON_DATA_REGION, true },
  { "device_resident", ARG_DATA, ON (DIR_DECLARE), true },
  { "link", ARG_DATA, ON (DIR_DECLARE), true },
  { "use_device", ARG_VARS, ON (DIR_HOST_DATA), true },
  { "bind", ARG_EXPRS, ON (DIR_ROUTINE), false },
  { "nohost", ARG_NONE, ON (DIR_ROUTINE), false },
  { "delete", ARG_DATA, ON (DIR_EXIT_DATA), true },
  { "attach", ARG_DATA, ON_COMPUTE | ON (DIR_DATA) | ON (DIR_ENTER_DATA),
    true },
  { "detach", ARG_DATA, ON (DIR_EXIT_DATA), true },
  { "no_create", ARG_DATA, ON_COMPUTE | ON (DIR_DATA), true },
  { "finalize", ARG_NONE, ON (DIR_EXIT_DATA), false },
  { "self", ARG_DATA, ON (DIR_UPDATE), true },
  { "host", ARG_DATA, ON (DIR_UPDATE), true },
  { "device", ARG_DATA, ON (DIR_UPDATE), true },
  { "if_present", ARG_NONE, ON (DIR_UPDATE) | ON (DIR_HOST_DATA), false }
};

#define N_CLAUSE_KINDS ARRAY_SIZE (clause_kinds)
static_assert (N_CLAUSE_KINDS <= ACC_MAX_CLAUSE_KINDS,
	       "acc_parser.seen has a slot per clause kind");

static const struct acc_clause_kind *
find_clause_kind (const char *name)
{
  for (size_t i = 0; i < N_CLAUSE_KINDS; i++)
    if (strcmp (clause_kinds[i].name, name) == 0)
      return &clause_kinds[i];
  return NULL;
}

/* ---- Variables and sub-arrays ---- */

/* C++: whether P's clause may name a class member or a variable the
   lambda captures.  Private, firstprivate and reduction clauses get a
   stand-in (clause-member.cc); the data clauses of compute and data
   constructs have no effect on memory the host and the tiles share.
   The present table of enter and exit data, update, and the clauses
   that take device addresses would need the member's address when
   the pragma is read.  */

static bool
member_allowed_p (const struct acc_parser *p)
{
  switch (p->directive)
    {
    case DIR_LOOP: case DIR_PARALLEL_LOOP: case DIR_KERNELS_LOOP:
    case DIR_SERIAL_LOOP: case DIR_PARALLEL: case DIR_KERNELS:
    case DIR_SERIAL: case DIR_DATA:
      break;
    default:
      return false;
    }
  static const char *const refused[]
    = { "deviceptr", "attach", "no_create", NULL };
  for (unsigned i = 0; p->clause_name && refused[i]; i++)
    if (strcmp (p->clause_name, refused[i]) == 0)
      return false;
  return true;
}

/* The clause or directive P is in, for messages.  */

static const char *
clause_spelling (const struct acc_parser *p)
{
  return p->clause_name ? p->clause_name : "data-sharing";
}

/* C++: the member NAME of the class whose member function is being
   parsed, or NULL_TREE.  */

static tree
member_of_this (tree name)
{
  tree fn = current_function_decl;
  tree parm = fn ? DECL_ARGUMENTS (fn) : NULL_TREE;
  if (parm == NULL_TREE || DECL_NAME (parm) == NULL_TREE
      || strcmp (IDENTIFIER_POINTER (DECL_NAME (parm)), "this") != 0
      || !POINTER_TYPE_P (TREE_TYPE (parm)))
    return NULL_TREE;
  tree type = TREE_TYPE (TREE_TYPE (parm));
  for (tree f = TYPE_FIELDS (type); f; f = DECL_CHAIN (f))
    if (TREE_CODE (f) == FIELD_DECL && DECL_NAME (f) == name)
      return f;
  return NULL_TREE;
}

/* "this->member" at P's current token ("this"): the member's
   FIELD_DECL, with the cursor on "member", or NULL_TREE after an
   error.  */

static tree
parse_this_member (struct acc_parser *p)
{
  acc_advance (p);
  if (!acc_expect (p, CPP_DEREF, "->"))
    return NULL_TREE;
  if (p->type != CPP_NAME)
    {
      error_at (p->loc, "expected a member name");
      return NULL_TREE;
    }
  tree field = member_of_this (p->value);
  if (field == NULL_TREE)
    error_at (p->loc, "%qE is not a data member of the class of %<this%>",
	      p->value);
  return field;
}

/* Whether DECL, named at LOC in P's clause, may stand there; the
   error when not.  */

static bool
clause_variable_p (const struct acc_parser *p, tree decl, location_t loc)
{
  bool member = TREE_CODE (decl) == FIELD_DECL;
  bool captured = acc_enclosing_function_local_p (decl);
  if ((member || captured) && !member_allowed_p (p))
    {
      error_at (loc, "%qD is %s: accblock does not support it in a %qs "
		"clause of %<#pragma acc %s%>", decl,
		member ? "a class member" : "captured by the lambda",
		clause_spelling (p), directive_names[p->directive]);
      return false;
    }
  if (!member && !VAR_P (decl) && TREE_CODE (decl) != PARM_DECL)
    {
      error_at (loc, "%qE is not a variable", DECL_NAME (decl));
      return false;
    }
  return true;
}

/* The current token must name a declared variable (in C++ also a data
   member, as "m" or "this->m", or a variable a lambda captures); its
   decl goes to *DECL when DECL is not NULL.  */

static bool
parse_variable (struct acc_parser *p, tree *decl_out = NULL)
{
  if (p->type != CPP_NAME)
    {
      error_at (p->loc, "expected a variable name");
      return false;
    }
  location_t loc = p->loc;
  tree decl;
  if (accblock_cxx_front_end_p ()
      && strcmp (IDENTIFIER_POINTER (p->value), "this") == 0)
    {
      decl = parse_this_member (p);
      if (decl == NULL_TREE)
	return false;
    }
  else
    {
      decl = lookup_name (p->value);
      if (decl == NULL_TREE)
	{
	  error_at (p->loc, "%qE undeclared in OpenACC clause", p->value);
	  return false;
	}
    }
  if (!clause_variable_p (p, decl, loc))
    return false;
  if (decl_out)
    *decl_out = decl;
  acc_advance (p);
  return true;
}

/* C++: whether DECL cannot be copied the way private, firstprivate and
   reduction copies are made (an assignment of its bits, no constructor
   or destructor called): a reference, whose copy would still name the
   original object, or an object of a class with a non-trivial copy or
   destructor (TREE_ADDRESSABLE on its type).  Refused with an error.  */

static bool
refuse_uncopyable (tree decl, location_t loc)
{
  tree type = TREE_TYPE (decl);
  if (!accblock_cxx_front_end_p ())
    return false;
  if (TREE_CODE (type) == REFERENCE_TYPE)
    {
      error_at (loc, "%qD is a reference: accblock does not support a "
		"reference in a private, firstprivate or reduction clause "
		"yet", decl);
      return true;
    }
  tree elem = strip_array_types (type);
  if (RECORD_OR_UNION_TYPE_P (elem) && TREE_ADDRESSABLE (elem))
    {
      error_at (loc, "%qD has a class type with a non-trivial copy or "
		"destructor: accblock does not support it in a private, "
		"firstprivate or reduction clause yet", decl);
      return true;
    }
  return false;
}

/* Record DECL, named at LOC, in the data-sharing list of P's clause;
   a variable may appear in one such list of a directive only.  */

static bool
record_variable (struct acc_parser *p, enum accblock_var_kind kind,
		 enum tree_code op, tree decl, location_t loc)
{
  tree lo = NULL_TREE, len = NULL_TREE;
  bool section = p->type == CPP_OPEN_SQUARE;
  if (section && !acc_parse_section (p, &lo, &len))
    return false;
  if (refuse_uncopyable (decl, loc))
    return false;
  struct accblock_clause *c = &p->clause;
  for (unsigned i = 0; i < c->vars.length (); i++)
    if (c->vars[i].decl == decl)
      {
	error_at (loc, "%qD appears more than once in data-sharing "
		  "clauses", decl);
	inform (c->vars[i].loc, "first appearance here");
	return false;
      }
  struct accblock_var_clause v = { kind, decl, op, loc, section, lo, len };
  c->vars.safe_push (v);
  return true;
}

/* "( var, var, ... )" of a private or firstprivate clause.  */

static bool
parse_sharing_list (struct acc_parser *p, enum accblock_var_kind kind)
{
  if (!acc_expect (p, CPP_OPEN_PAREN, "("))
    return false;
  do
    {
      location_t loc = p->loc;
      tree decl;
      if (!parse_variable (p, &decl)
	  || !record_variable (p, kind, ERROR_MARK, decl, loc))
	return false;
    }
  while (p->type == CPP_COMMA && (acc_advance (p), true));
  return acc_expect (p, CPP_CLOSE_PAREN, ")");
}

/* "[lo:len]" or "[index]"; each part may be empty, as in a[:n].  */

static bool
parse_subscript (struct acc_parser *p)
{
  acc_advance (p);
  if (p->type != CPP_COLON && !acc_skip_expression (p, true))
    return false;
  if (p->type == CPP_COLON)
    {
      acc_advance (p);
      if (p->type != CPP_CLOSE_SQUARE && !acc_skip_expression (p, false))
	return false;
    }
  return acc_expect (p, CPP_CLOSE_SQUARE, "]");
}

/* ".member" or "->member".  */

static bool
parse_member (struct acc_parser *p)
{
  acc_advance (p);
  if (p->type != CPP_NAME)
    {
      error_at (p->loc, "expected a member name");
      return false;
    }
  acc_advance (p);
  return true;
}

/* A variable, optionally followed by sub-array subscripts and member
   accesses, as in a[0:n] or s.rows[i][0:m].  A variable or a
   one-dimensional section with simple bounds is also recorded for the
   runtime's present table (enter and exit data).  */

static bool
parse_data_item (struct acc_parser *p)
{
  tree decl;
  if (!parse_variable (p, &decl))
    return false;
  p->clause.data_vars.safe_push (decl);
  struct accblock_data_item item = { p->clause_name, decl, false, NULL_TREE,
				     NULL_TREE };
  if (acc_simple_section_ahead_p (p))
    {
      if (!acc_parse_section_bounds (p, &item.section_lo, &item.section_len))
	return false;
      item.section = true;
    }
  /* More subscripts or members: validated, but not for the runtime.  */
  bool simple = true;
  while (p->type == CPP_OPEN_SQUARE || p->type == CPP_DOT
	 || p->type == CPP_DEREF)
    {
      simple = false;
      if (!(p->type == CPP_OPEN_SQUARE ? parse_subscript (p)
	    : parse_member (p)))
	return false;
    }
  /* A member or a captured variable has no address yet (see
     member_allowed_p).  */
  if (simple && p->clause_name && TREE_CODE (decl) != FIELD_DECL
      && !acc_enclosing_function_local_p (decl))
    p->clause.data_items.safe_push (item);
  return true;
}

/* "( item, item, ... )" where items are variables or, when SUBARRAYS,
   sub-arrays.  */

bool
parse_variable_list (struct acc_parser *p, bool subarrays)
{
  if (!acc_expect (p, CPP_OPEN_PAREN, "("))
    return false;
  do
    {
      tree decl;
      if (subarrays)
	{
	  if (!parse_data_item (p))
	    return false;
	}
      else if (!parse_variable (p, &decl))
	return false;
      else
	p->clause.data_vars.safe_push (decl);
    }
  while (p->type == CPP_COMMA && (acc_advance (p), true));
  return acc_expect (p, CPP_CLOSE_PAREN, ")");
}

/* The operator of reduction(op:list) at P's token as a tree code, or
   ERROR_MARK when it is none of those OpenACC allows.  */

static enum tree_code
reduction_operator (const struct acc_parser *p)
{
  switch (p->type)
    {
    case CPP_PLUS:
      return PLUS_EXPR;
    case CPP_MINUS:
      /* Not in OpenACC 2.6's list, but in OpenMP's and in programs
	 (GCC takes it): partial results are added.  */
      return MINUS_EXPR;
    case CPP_MULT:
      return MULT_EXPR;
    case CPP_AND:
      return BIT_AND_EXPR;
    case CPP_OR:
      return BIT_IOR_EXPR;
    case CPP_XOR:
      return BIT_XOR_EXPR;
    case CPP_AND_AND:
      return TRUTH_ANDIF_EXPR;
    case CPP_OR_OR:
      return TRUTH_ORIF_EXPR;
    default:
      if (acc_at_name_p (p, "max"))
	return MAX_EXPR;
      if (acc_at_name_p (p, "min"))
	return MIN_EXPR;
      return ERROR_MARK;
    }
}

static bool
parse_reduction (struct acc_parser *p)
{
  if (!acc_expect (p, CPP_OPEN_PAREN, "("))
    return false;
  enum tree_code op = reduction_operator (p);
  if (op == ERROR_MARK)
    {
      error_at (p->loc, "expected a reduction operator: one of %<+%>, "
		"%<-%>, %<*%>, %<max%>, %<min%>, %<&%>, %<|%>, %<^%>, "
		"%<&&%>, %<||%>");
      return false;
    }
  acc_advance (p);
  if (!acc_expect (p, CPP_COLON, ":"))
    return false;
  do
    {
      location_t loc = p->loc;
      tree decl;
      if (!parse_variable (p, &decl)
	  || !record_variable (p, ACCBLOCK_VAR_REDUCTION, op, decl, loc))
	return false;
    }
  while (p->type == CPP_COMMA && (acc_advance (p), true));
  return acc_expect (p, CPP_CLOSE_PAREN, ")");
}

static bool
parse_default (struct acc_parser *p)
{
  if (!acc_expect (p, CPP_OPEN_PAREN, "("))
    return false;
  if (!acc_at_name_p (p, "none") && !acc_at_name_p (p, "present"))
    {
      error_at (p->loc, "expected %<none%> or %<present%>");
      return false;
    }
  acc_advance (p);
  return acc_expect (p, CPP_CLOSE_PAREN, ")");
}

static bool
parse_collapse (struct acc_parser *p)
{
  HOST_WIDE_INT n;
  if (!acc_expect (p, CPP_OPEN_PAREN, "(")
      || !acc_parse_positive_constant (p, &n, "collapse count", NULL_TREE)
      || !acc_expect (p, CPP_CLOSE_PAREN, ")"))
    return false;
  if (n > ACCBLOCK_MAX_LEVELS)
    n = ACCBLOCK_MAX_LEVELS + 1;	/* Deeper than any blocked nest.  */
  p->clause.collapse = (unsigned) n;
  return true;
}

/* ---- The tile clause ---- */

/* One size of tile(...): a positive constant, or "*" (0) for the
   inference to choose.  */

static bool
parse_tile_size (struct acc_parser *p)
{
  struct accblock_clause *c = &p->clause;
  if (c->ntile == ACCBLOCK_MAX_LEVELS)
    {
      error_at (p->loc, "%<tile%> clause has more than %d sizes",
		ACCBLOCK_MAX_LEVELS);
      return false;
    }
  if (p->type == CPP_MULT)
    {
      c->tile_size[c->ntile++] = 0;
      acc_advance (p);
      return true;
    }
  HOST_WIDE_INT size;
  if (!acc_parse_positive_constant (p, &size, "tile size", NULL_TREE))
    return false;
  c->tile_size[c->ntile++] = (unsigned HOST_WIDE_INT) size;
  return true;
}

/* "tile(size, ...)", sizes for the tightly nested loops innermost
   first (OpenACC 2.6, 2.9.7).  */

static bool
parse_tile (struct acc_parser *p)
{
  if (!acc_expect (p, CPP_OPEN_PAREN, "("))
    return false;
  do
    if (!parse_tile_size (p))
      return false;
  while (p->type == CPP_COMMA && (acc_advance (p), true));
  return acc_expect (p, CPP_CLOSE_PAREN, ")");
}

/* ---- The block clause ---- */

/* One "index:size" item.  */

static bool
parse_block_item (struct acc_parser *p)
{
  struct accblock_clause *c = &p->clause;
  if (p->type != CPP_NAME)
    {
      error_at (p->loc, "expected a loop index, as in %<block(i:32)%>");
      return false;
    }
  tree index = p->value;
  location_t index_loc = p->loc;
  for (unsigned i = 0; i < c->nitems; i++)
    if (c->item[i].index == index)
      {
	error_at (index_loc, "index %qE appears twice in %<block%> clause",
		  index);
	return false;
      }
  if (c->nitems == ACCBLOCK_MAX_LEVELS)
    {
      error_at (index_loc, "%<block%> clause has more than %d indices",
		ACCBLOCK_MAX_LEVELS);
      return false;
    }
  acc_advance (p);
  if (p->type != CPP_COLON)
    {
      error_at (p->loc, "missing block size for %qE, as in %<%E:32%>",
		index, index);
      return false;
    }
  acc_advance (p);
  if (p->type == CPP_COMMA || p->type == CPP_CLOSE_PAREN)
    {
      error_at (p->loc, "missing block size for %qE", index);
      return false;
    }
  struct accblock_block_item item = { index, index_loc, 0, p->loc, NULL };
  enum acc_size_timing timing = acc_defer_template_size (p, &item);
  if (timing == ACC_SIZE_ERROR)
    return false;
  if (timing == ACC_SIZE_NOW)
    {
      HOST_WIDE_INT size;
      if (!acc_parse_positive_constant (p, &size, "block size", index))
	return false;
      item.size = (unsigned HOST_WIDE_INT) size;
    }
  c->item[c->nitems++] = item;
  return true;
}

static bool
parse_block (struct acc_parser *p)
{
  p->clause.has_block = true;
  if (!acc_expect (p, CPP_OPEN_PAREN, "("))
    return false;
  if (p->type == CPP_CLOSE_PAREN)
    {
      error_at (p->loc, "empty %<block%> clause: name at least one loop "
		"index and its block size, as in %<block(i:32)%>");
      return false;
    }
  do
    if (!parse_block_item (p))
      return false;
  while (p->type == CPP_COMMA && (acc_advance (p), true));
  return acc_expect (p, CPP_CLOSE_PAREN, ")");
}

/* ---- The split clause ---- */

/* "split(index:groups)": cut the tiles of the blocked loop INDEX into
   GROUPS runs that go to different accelerators; the nest checks that
   the loop only sums into arrays (split.cc).  */

static bool
parse_split (struct acc_parser *p)
{
  struct accblock_clause *c = &p->clause;
  if (!acc_expect (p, CPP_OPEN_PAREN, "("))
    return false;
  if (p->type != CPP_NAME)
    {
      error_at (p->loc, "expected a loop index, as in %<split(k:2)%>");
      return false;
    }
  c->split_index = p->value;
  c->split_index_loc = p->loc;
  acc_advance (p);
  if (p->type != CPP_COLON)
    {
      error_at (p->loc, "missing group count for %qE, as in %<%E:2%>",
		c->split_index, c->split_index);
      return false;
    }
  acc_advance (p);
  location_t groups_loc = p->loc;
  HOST_WIDE_INT groups;
  if (!acc_parse_positive_constant (p, &groups, "group count",
				    c->split_index))
    return false;
  if (groups < 2)
    {
      error_at (groups_loc, "%<split%> into one group splits nothing: "
		"give at least 2 groups");
      return false;
    }
  c->split_groups = (unsigned HOST_WIDE_INT) groups;
  return acc_expect (p, CPP_CLOSE_PAREN, ")");
}

/* Whether the split clause of P's pragma names an index of its block
   clause, as it must; gives the error when not.  */

static bool
split_index_blocked_p (const struct acc_parser *p)
{
  const struct accblock_clause *c = &p->clause;
  for (unsigned i = 0; i < c->nitems; i++)
    if (c->item[i].index == c->split_index)
      return true;
  if (!c->has_block)
    error_at (c->split_loc, "%<split%> clause without a %<block%> clause: "
	      "only the tiles of a blocked loop can be split");
  else
    error_at (c->split_index_loc, "%<split%> names %qE, which the "
	      "%<block%> clause does not block", c->split_index);
  return false;
}

/* ---- Clauses ---- */

static bool
parse_clause_argument (struct acc_parser *p, const struct acc_clause_kind *k)
{
  switch (k->arg)
    {
    case ARG_NONE:
      return true;
    case ARG_OPT_EXPRS:
      return p->type != CPP_OPEN_PAREN || acc_parse_expression_list (p);
    case ARG_EXPRS:
      return acc_parse_expression_list (p);
    case ARG_TILE:
      return parse_tile (p);
    case ARG_VARS:
      if (strcmp (k->name, "private") == 0)
	return parse_sharing_list (p, ACCBLOCK_VAR_PRIVATE);
      if (strcmp (k->name, "firstprivate") == 0)
	return parse_sharing_list (p, ACCBLOCK_VAR_FIRSTPRIVATE);
      return parse_variable_list (p, false);
    case ARG_DATA:
      return parse_variable_list (p, true);
    case ARG_REDUCTION:
      return parse_reduction (p);
    case ARG_DEFAULT:
      return parse_default (p);
    case ARG_COLLAPSE:
      return parse_collapse (p);
    case ARG_BLOCK:
      return parse_block (p);
    case ARG_SPLIT:
      return parse_split (p);
    }
  gcc_unreachable ();
}

/* Report an unknown clause name, with a fix-it for a near miss.  */

static void
report_unknown_clause (const struct acc_parser *p)
{
  auto_vec<const char *> names;
  for (size_t i = 0; i < N_CLAUSE_KINDS; i++)
    names.safe_push (clause_kinds[i].name);
  const char *hint = find_closest_string (IDENTIFIER_POINTER (p->value),
					  &names);
  if (hint == NULL)
    {
      error_at (p->loc, "unknown OpenACC clause %qE", p->value);
      return;
    }
  gcc_rich_location richloc (p->loc);
  richloc.add_fixit_replace (hint);
  error_at (&richloc, "unknown OpenACC clause %qE; did you mean %qs?",
	    p->value, hint);
}

static bool
device_type_clause_p (const struct acc_clause_kind *k)
{
  return (strcmp (k->name, "device_type") == 0
	  || strcmp (k->name, "dtype") == 0);
}

/* Note the first use of each clause kind; a second use is an error.
   List clauses may be split, and device_type starts a new group of
   clauses for other devices, in which gang, worker, ... may reappear
   (but "block" and "split" may not: they are not per device).  */

static bool
note_clause_use (struct acc_parser *p, const struct acc_clause_kind *k)
{
  size_t i = k - clause_kinds;
  if (k->arg == ARG_DATA || k->arg == ARG_VARS || k->arg == ARG_REDUCTION)
    return true;
  if (device_type_clause_p (k))
    {
      location_t block_seen = p->seen[0], split_seen = p->seen[1];
      memset (p->seen, 0, sizeof p->seen);
      p->seen[0] = block_seen;
      p->seen[1] = split_seen;
      return true;
    }
  if (p->seen[i] != UNKNOWN_LOCATION)
    {
      error_at (p->loc, "%qs clause given twice", k->name);
      inform (p->seen[i], "first %qs clause here", k->name);
      return false;
    }
  p->seen[i] = p->loc;
  return true;
}

static bool
parse_clause (struct acc_parser *p)
{
  if (p->type != CPP_NAME)
    {
      error_at (p->loc, "expected an OpenACC clause");
      return false;
    }
  const struct acc_clause_kind *k
    = find_clause_kind (IDENTIFIER_POINTER (p->value));
  if (k == NULL)
    {
      report_unknown_clause (p);
      return false;
    }
  if (!(k->allowed_on & ON (p->directive)))
    {
      error_at (p->loc, "%qs clause is not allowed on %<#pragma acc %s%>",
		k->name, directive_names[p->directive]);
      return false;
    }
  if (!note_clause_use (p, k))
    return false;
  if (strcmp (k->name, "block") == 0)
    p->clause.block_loc = p->loc;
  else if (strcmp (k->name, "split") == 0)
    p->clause.split_loc = p->loc;
  else if (strcmp (k->name, "seq") == 0)
    p->clause.seq = true;
  else if (strcmp (k->name, "independent") == 0)
    p->clause.independent = true;
  else if (strcmp (k->name, "auto") == 0)
    p->clause.auto_clause = true;
  else if (strcmp (k->name, "tile") == 0)
    p->clause.tile_loc = p->loc;
  p->data_clauses |= k->data;
  p->clause_name = k->data ? k->name : NULL;
  if (strcmp (k->name, "finalize") == 0)
    p->clause.finalize = true;
  else if (strcmp (k->name, "if") == 0)
    {
      p->clause.has_if = true;
      p->clause.if_loc = p->loc;
    }
  acc_advance (p);
  return parse_clause_argument (p, k);
}

/* seq, independent and auto exclude each other (OpenACC 2.6, 2.9);
   block and tile both give the tile sizes.  */

static bool
check_exclusive_clauses (const struct acc_parser *p)
{
  const struct accblock_clause *c = &p->clause;
  if (c->seq + c->independent + c->auto_clause > 1)
    {
      error_at (p->pragma_loc, "at most one of %<seq%>, %<independent%> "
		"and %<auto%> may appear on a loop directive");
      return false;
    }
  if (c->has_block && c->ntile)
    {
      error_at (c->tile_loc, "%<tile%> and %<block%> clauses on one loop: "
		"both give the tile sizes; keep one");
      return false;
    }
  if (c->ntile && c->seq)
    {
      error_at (c->tile_loc, "%<tile%> clause on a %<seq%> loop: a "
		"sequential loop is never tiled");
      return false;
    }
  return true;
}

/* Clauses up to the end of the line, optionally separated by commas.  */

bool
parse_clauses (struct acc_parser *p)
{
  while (p->type != CPP_EOF)
    {
      if (!parse_clause (p))
	return false;
      if (p->type == CPP_COMMA)
	acc_advance (p);
    }
  if (p->clause.has_block && p->clause.seq)
    {
      error_at (p->clause.block_loc, "%<block%> clause on a %<seq%> loop: "
		"a sequential loop is never blocked");
      return false;
    }
  if (!check_exclusive_clauses (p))
    return false;
  return !p->clause.split_index || split_index_blocked_p (p);
}
