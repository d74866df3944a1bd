/* pragma.cc -- the #pragma acc directives: token-level validation, the
   clause table, and the marker call that ties a loop pragma to its loop.

   Why this file exists: accblock implements OpenACC's pragmas itself (GCC's
   own OpenACC parser is off without -fopenacc, and cannot be combined with
   a plugin-registered "acc" namespace).  A pragma handler cannot call the
   C parser, so clauses are checked at the token level: known clause names,
   clauses allowed on the directive, balanced brackets, lists of declared
   variables or sub-arrays, and block sizes that are positive integer
   constant expressions.  Loop directives are recorded in a table and a
   call __accblock_mark (ID) is planted in front of the loop; the outline
   pass finds the call, reads the clause by ID, and removes the call.
   Checks that need the loop nest are the outline pass's.  */

#include "pragma-parse.h"
#include "spellcheck.h"

/* More C front end symbols, weak for the reason pragma-parse.h gives.  */
extern void c_register_pragma_with_expansion (const char *, const char *,
					      pragma_handler_1arg)
  __attribute__ ((weak));
extern tree add_stmt (tree) __attribute__ ((weak));

/* ---- Directives and clauses ---- */


static const char *const directive_names[] =
{
  "loop", "parallel loop", "kernels loop", "parallel", "kernels", "data",
  "enter data", "exit data", "update", "wait", "routine", "declare",
  "cache", "host_data"
};
static_assert (ARRAY_SIZE (directive_names) == DIR_HOST_DATA + 1,
	       "a name for every directive");

#define ON(d) (1u << (d))
#define ON_LOOPS (ON (DIR_LOOP) | ON (DIR_PARALLEL_LOOP) \
		  | ON (DIR_KERNELS_LOOP))
#define ON_COMPUTE (ON (DIR_PARALLEL) | ON (DIR_KERNELS) \
		    | ON (DIR_PARALLEL_LOOP) | ON (DIR_KERNELS_LOOP))
#define ON_PARALLEL (ON (DIR_PARALLEL) | ON (DIR_PARALLEL_LOOP))
#define ON_DATA_REGION (ON_COMPUTE | ON (DIR_DATA) | ON (DIR_DECLARE))
#define ON_ENTER_EXIT (ON (DIR_ENTER_DATA) | ON (DIR_EXIT_DATA))
#define ON_ASYNC (ON_COMPUTE | ON_ENTER_EXIT | ON (DIR_UPDATE) \
		  | ON (DIR_WAIT))
#define ON_IF (ON_COMPUTE | ON (DIR_DATA) | ON_ENTER_EXIT | ON (DIR_UPDATE) \
	       | ON (DIR_WAIT) | ON (DIR_HOST_DATA))
#define ON_PARALLELISM (ON_LOOPS | ON (DIR_ROUTINE))

/* The shape of what follows a clause name.  */
enum acc_clause_arg
{
  ARG_NONE,		/* seq */
  ARG_OPT_EXPRS,	/* gang[(...)], async[(expr)], wait[(list)] */
  ARG_EXPRS,		/* tile(list), if(expr) */
  ARG_VARS,		/* private(list of variables) */
  ARG_DATA,		/* copy(list of variables and sub-arrays) */
  ARG_REDUCTION,	/* reduction(op:list) */
  ARG_DEFAULT,		/* default(none|present) */
  ARG_COLLAPSE,		/* collapse(constant) */
  ARG_BLOCK		/* block(index:size, ...) */
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
  { "block", ARG_BLOCK, ON_LOOPS, false },	/* First: see note_clause_use.  */
  { "seq", ARG_NONE, ON_PARALLELISM, false },
  { "independent", ARG_NONE, ON_LOOPS, false },
  { "auto", ARG_NONE, ON_LOOPS, false },
  { "gang", ARG_OPT_EXPRS, ON_PARALLELISM, false },
  { "worker", ARG_OPT_EXPRS, ON_PARALLELISM, false },
  { "vector", ARG_OPT_EXPRS, ON_PARALLELISM, false },
  { "collapse", ARG_COLLAPSE, ON_LOOPS, false },
  { "tile", ARG_EXPRS, ON_LOOPS, false },
  { "private", ARG_VARS, ON_LOOPS | ON_PARALLEL, false },
  { "firstprivate", ARG_VARS, ON_PARALLEL, false },
  { "reduction", ARG_REDUCTION, ON_LOOPS | ON_PARALLEL, false },
  { "device_type", ARG_EXPRS, ON_PARALLELISM | ON_COMPUTE, false },
  { "dtype", ARG_EXPRS, ON_PARALLELISM | ON_COMPUTE, false },
  { "num_gangs", ARG_EXPRS, ON_COMPUTE, false },
  { "num_workers", ARG_EXPRS, ON_COMPUTE, false },
  { "vector_length", ARG_EXPRS, ON_COMPUTE, false },
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

/* The current token must name a declared variable.  */

static bool
parse_variable (struct acc_parser *p)
{
  if (p->type != CPP_NAME)
    {
      error_at (p->loc, "expected a variable name");
      return false;
    }
  tree decl = lookup_name (p->value);
  if (decl == NULL_TREE)
    {
      error_at (p->loc, "%qE undeclared in OpenACC clause", p->value);
      return false;
    }
  if (!VAR_P (decl) && TREE_CODE (decl) != PARM_DECL)
    {
      error_at (p->loc, "%qE is not a variable", p->value);
      return false;
    }
  acc_advance (p);
  return true;
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
   accesses, as in a[0:n] or s.rows[i][0:m].  */

static bool
parse_data_item (struct acc_parser *p)
{
  if (!parse_variable (p))
    return false;
  for (;;)
    if (p->type == CPP_OPEN_SQUARE)
      {
	if (!parse_subscript (p))
	  return false;
      }
    else if (p->type == CPP_DOT || p->type == CPP_DEREF)
      {
	if (!parse_member (p))
	  return false;
      }
    else
      return true;
}

/* "( item, item, ... )" where items are variables or, when SUBARRAYS,
   sub-arrays.  */

static bool
parse_variable_list (struct acc_parser *p, bool subarrays)
{
  if (!acc_expect (p, CPP_OPEN_PAREN, "("))
    return false;
  do
    if (!(subarrays ? parse_data_item (p) : parse_variable (p)))
      return false;
  while (p->type == CPP_COMMA && (acc_advance (p), true));
  return acc_expect (p, CPP_CLOSE_PAREN, ")");
}

/* The operators OpenACC allows in reduction(op:list).  */

static bool
reduction_operator_p (const struct acc_parser *p)
{
  switch (p->type)
    {
    case CPP_PLUS:
    case CPP_MULT:
    case CPP_AND:
    case CPP_OR:
    case CPP_XOR:
    case CPP_AND_AND:
    case CPP_OR_OR:
      return true;
    default:
      return acc_at_name_p (p, "max") || acc_at_name_p (p, "min");
    }
}

static bool
parse_reduction (struct acc_parser *p)
{
  if (!acc_expect (p, CPP_OPEN_PAREN, "("))
    return false;
  if (!reduction_operator_p (p))
    {
      error_at (p->loc, "expected a reduction operator: one of %<+%>, "
		"%<*%>, %<max%>, %<min%>, %<&%>, %<|%>, %<^%>, %<&&%>, "
		"%<||%>");
      return false;
    }
  acc_advance (p);
  if (!acc_expect (p, CPP_COLON, ":"))
    return false;
  do
    if (!parse_variable (p))
      return false;
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
  location_t size_loc = p->loc;
  HOST_WIDE_INT size;
  if (!acc_parse_positive_constant (p, &size, "block size", index))
    return false;
  struct accblock_block_item *item = &c->item[c->nitems++];
  item->index = index;
  item->index_loc = index_loc;
  item->size = (unsigned HOST_WIDE_INT) size;
  item->size_loc = size_loc;
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
    case ARG_VARS:
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
   (but "block" may not: it is not per device).  */

static bool
note_clause_use (struct acc_parser *p, const struct acc_clause_kind *k)
{
  size_t i = k - clause_kinds;
  if (k->arg == ARG_DATA || k->arg == ARG_VARS || k->arg == ARG_REDUCTION)
    return true;
  if (device_type_clause_p (k))
    {
      location_t block_seen = p->seen[0];
      memset (p->seen, 0, sizeof p->seen);
      p->seen[0] = block_seen;
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
  else if (strcmp (k->name, "seq") == 0)
    p->clause.seq = true;
  p->data_clauses |= k->data;
  acc_advance (p);
  return parse_clause_argument (p, k);
}

/* Clauses up to the end of the line, optionally separated by commas.  */

static bool
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
  return true;
}

/* ---- The clause table and markers ---- */

/* Every loop directive of the translation unit, indexed by marker ID.
   The entries hold no tree but IDENTIFIER_NODEs, which GCC never
   collects, so the table needs no GC root.  */
static vec<struct accblock_clause *> clause_table;

/* The extern function whose calls mark loops; built on first use.  */
static tree marker_decl;

const struct ggc_root_tab accblock_pragma_gc_roots[] =
{
  { &marker_decl, 1, sizeof (marker_decl), &gt_ggc_mx_tree_node,
    &gt_pch_nx_tree_node },
  LAST_GGC_ROOT_TAB
};

static const char marker_name[] = "__accblock_mark";

static tree
get_marker_decl (void)
{
  if (marker_decl == NULL_TREE)
    marker_decl
      = build_fn_decl (marker_name,
		       build_function_type_list (void_type_node,
						 integer_type_node,
						 NULL_TREE));
  return marker_decl;
}

/* Record the loop directive P parsed and plant its marker call, which
   the statement after the pragma (the loop) follows.  */

static void
record_loop_directive (struct acc_parser *p)
{
  struct accblock_clause *c = XNEW (struct accblock_clause);
  *c = p->clause;
  c->id = clause_table.length ();
  clause_table.safe_push (c);
  tree call = build_call_expr_loc (p->pragma_loc, get_marker_decl (), 1,
				   build_int_cst (integer_type_node, c->id));
  add_stmt (call);
}

/* Record a clause for a loop without pragma at LOC (see serial.cc): a
   plain "loop" with nothing after it, so that inference completes it
   and its fix-it writes the whole pragma line.  */

int
accblock_register_synthetic_clause (location_t loc)
{
  struct accblock_clause *c = XCNEW (struct accblock_clause);
  c->pragma_loc = loc;
  c->construct = ACCBLOCK_CONSTRUCT_LOOP;
  c->block_loc = loc;
  c->last_token_loc = UNKNOWN_LOCATION;
  c->collapse = 1;
  c->synthetic = true;
  c->id = clause_table.length ();
  clause_table.safe_push (c);
  return c->id;
}

gcall *
accblock_build_marker (int id)
{
  return gimple_build_call (get_marker_decl (), 1,
			    build_int_cst (integer_type_node, id));
}

const struct accblock_clause *
accblock_clause_by_id (int id)
{
  if (id < 0 || (unsigned) id >= clause_table.length ())
    return NULL;
  return clause_table[id];
}

bool
accblock_marker_call_p (const gimple *stmt)
{
  if (!is_gimple_call (stmt))
    return false;
  tree fndecl = gimple_call_fndecl (stmt);
  return (fndecl != NULL_TREE && DECL_NAME (fndecl) != NULL_TREE
	  && strcmp (IDENTIFIER_POINTER (DECL_NAME (fndecl)),
		     marker_name) == 0);
}

int
accblock_marker_id (const gimple *stmt)
{
  if (!accblock_marker_call_p (stmt) || gimple_call_num_args (stmt) != 1)
    return -1;
  tree arg = gimple_call_arg (stmt, 0);
  if (!tree_fits_shwi_p (arg))
    return -1;
  return (int) tree_to_shwi (arg);
}

const char *
accblock_clause_text (const struct accblock_clause *clause)
{
  if (!clause->has_block)
    return ggc_strdup ("");
  pretty_printer pp;
  pp_string (&pp, "block(");
  for (unsigned i = 0; i < clause->nitems; i++)
    {
      if (i > 0)
	pp_string (&pp, ", ");
      if (clause->runtime_blocks)
	{
	  pp_string (&pp, IDENTIFIER_POINTER (clause->item[i].index));
	  pp_string (&pp, ":?");
	}
      else
	pp_printf (&pp, "%s:" HOST_WIDE_INT_PRINT_UNSIGNED,
		   IDENTIFIER_POINTER (clause->item[i].index),
		   clause->item[i].size);
    }
  pp_string (&pp, ")");
  return ggc_strdup (pp_formatted_text (&pp));
}

/* ---- Directive handlers ---- */

/* Data clauses have no effect, which a user of "verbose" is told once.  */

static void
note_data_clauses_once (location_t loc)
{
  static bool noted;
  if (noted || !accblock_settings.verbose)
    return;
  noted = true;
  inform (loc, "accblock: OpenACC data clauses and directives are only "
	  "validated: data lives in shared main memory and the accblock "
	  "runtime stages it into local memory");
}

static bool
loop_directive_p (enum acc_directive d)
{
  return d == DIR_LOOP || d == DIR_PARALLEL_LOOP || d == DIR_KERNELS_LOOP;
}

static bool
data_directive_p (enum acc_directive d)
{
  return (d == DIR_DATA || d == DIR_ENTER_DATA || d == DIR_EXIT_DATA
	  || d == DIR_UPDATE);
}

static enum accblock_construct
construct_of (enum acc_directive d)
{
  if (d == DIR_PARALLEL_LOOP)
    return ACCBLOCK_CONSTRUCT_PARALLEL_LOOP;
  if (d == DIR_KERNELS_LOOP)
    return ACCBLOCK_CONSTRUCT_KERNELS_LOOP;
  return ACCBLOCK_CONSTRUCT_LOOP;
}

static void
set_directive (struct acc_parser *p, enum acc_directive d)
{
  p->directive = d;
  p->clause.construct = construct_of (d);
}

/* Start parsing directive D, whose first word the C parser has just
   read, and read the token after it.  */

static void
start_directive (struct acc_parser *p, enum acc_directive d)
{
  memset (p, 0, sizeof *p);
  p->pragma_loc = input_location;
  p->clause.pragma_loc = input_location;
  p->clause.collapse = 1;
  set_directive (p, d);
  acc_advance (p);
}

/* "routine" and "declare" may also annotate file-scope declarations.  */

static bool
file_scope_allowed_p (enum acc_directive d)
{
  return d == DIR_ROUTINE || d == DIR_DECLARE;
}

/* The parenthesised list some directives take before their clauses:
   wait [(queues)], routine [(name)], cache (sub-arrays).  */

static bool
parse_directive_argument (struct acc_parser *p)
{
  switch (p->directive)
    {
    case DIR_WAIT:
    case DIR_ROUTINE:
      return p->type != CPP_OPEN_PAREN || acc_parse_expression_list (p);
    case DIR_CACHE:
      return parse_variable_list (p, true);
    default:
      return true;
    }
}

/* Parse the rest of the line for the directive P has started and act
   on it.  */

static void
handle_directive (struct acc_parser *p)
{
  enum acc_directive d = p->directive;
  if (current_function_decl == NULL_TREE && !file_scope_allowed_p (d))
    {
      error_at (p->pragma_loc, "%<#pragma acc %s%> at file scope; OpenACC "
		"directives must appear inside a function",
		directive_names[d]);
      return;
    }
  if (!parse_directive_argument (p) || !parse_clauses (p))
    return;
  if (p->data_clauses || data_directive_p (d))
    note_data_clauses_once (p->pragma_loc);
  if (loop_directive_p (d))
    record_loop_directive (p);
}

/* The words after "#pragma acc" that complete the directive name:
   "loop" turns "parallel" and "kernels" into their loop forms, and
   "enter" and "exit" need "data".  */

static bool
read_rest_of_directive_name (struct acc_parser *p)
{
  switch (p->directive)
    {
    case DIR_PARALLEL:
    case DIR_KERNELS:
      if (acc_at_name_p (p, "loop"))
	{
	  set_directive (p, p->directive == DIR_PARALLEL
			 ? DIR_PARALLEL_LOOP : DIR_KERNELS_LOOP);
	  acc_advance (p);
	}
      return true;
    case DIR_ENTER_DATA:
    case DIR_EXIT_DATA:
      if (!acc_at_name_p (p, "data"))
	{
	  error_at (p->loc, "expected %<data%> after %<#pragma acc %s%>",
		    p->directive == DIR_ENTER_DATA ? "enter" : "exit");
	  return false;
	}
      acc_advance (p);
      return true;
    default:
      return true;
    }
}

/* Read the line to its end, so that no token of it reaches the C parser
   (which is where an error leaves the line otherwise).  */

static void
skip_rest_of_line (struct acc_parser *p)
{
  while (p->type != CPP_EOF)
    acc_advance (p);
}

/* Handle directive D, whose first word the C parser has just read.

   _Pragma is kept from expanding on the line: its pragma token would
   arrive in the middle of this one, and the C front end's pragma_lex
   cannot consume such a token (it asserts).  Disabling the macro node
   is libcpp's own way to stop an expansion; an unexpanded _Pragma is an
   ordinary identifier, reported as an unknown clause.  */

static void
handle (enum acc_directive d)
{
  cpp_hashnode *pragma_operator = C_CPP_HASHNODE (get_identifier ("_Pragma"));
  unsigned int was_disabled = pragma_operator->flags & NODE_DISABLED;
  pragma_operator->flags |= NODE_DISABLED;

  struct acc_parser p;
  start_directive (&p, d);
  if (read_rest_of_directive_name (&p))
    handle_directive (&p);
  skip_rest_of_line (&p);

  pragma_operator->flags = (pragma_operator->flags & ~NODE_DISABLED)
			   | was_disabled;
}

static void
handle_loop (cpp_reader *)
{
  handle (DIR_LOOP);
}

static void
handle_parallel (cpp_reader *)
{
  handle (DIR_PARALLEL);
}

static void
handle_kernels (cpp_reader *)
{
  handle (DIR_KERNELS);
}

static void
handle_data (cpp_reader *)
{
  handle (DIR_DATA);
}

static void
handle_enter (cpp_reader *)
{
  handle (DIR_ENTER_DATA);
}

static void
handle_exit (cpp_reader *)
{
  handle (DIR_EXIT_DATA);
}

static void
handle_update (cpp_reader *)
{
  handle (DIR_UPDATE);
}

static void
handle_wait (cpp_reader *)
{
  handle (DIR_WAIT);
}

static void
handle_routine (cpp_reader *)
{
  handle (DIR_ROUTINE);
}

static void
handle_declare (cpp_reader *)
{
  handle (DIR_DECLARE);
}

static void
handle_cache (cpp_reader *)
{
  handle (DIR_CACHE);
}

static void
handle_host_data (cpp_reader *)
{
  handle (DIR_HOST_DATA);
}

/* ---- Registration ---- */

/* Only the C front end has the pragma machinery the handlers use.  */

static bool
c_front_end_p (void)
{
  const char *name = lang_hooks.name;
  return (c_register_pragma_with_expansion != NULL && pragma_lex != NULL
	  && add_stmt != NULL && lookup_name != NULL
	  && strncmp (name, "GNU C", 5) == 0 && name[5] != '+');
}

bool
accblock_c_front_end_p (void)
{
  return c_front_end_p ();
}

void
accblock_register_pragmas (void *, void *)
{
  if (!c_front_end_p ())
    return;
  if (flag_openacc)
    fatal_error (UNKNOWN_LOCATION,
		 "accblock: %<-fopenacc%> cannot be used with the accblock "
		 "plugin, which implements the %<#pragma acc%> directives "
		 "itself; drop %<-fopenacc%>");
  /* Expansion lets a macro stand for a block size, as in block(i:BS).  */
  c_register_pragma_with_expansion ("acc", "loop", handle_loop);
  c_register_pragma_with_expansion ("acc", "parallel", handle_parallel);
  c_register_pragma_with_expansion ("acc", "kernels", handle_kernels);
  c_register_pragma_with_expansion ("acc", "data", handle_data);
  c_register_pragma_with_expansion ("acc", "enter", handle_enter);
  c_register_pragma_with_expansion ("acc", "exit", handle_exit);
  c_register_pragma_with_expansion ("acc", "update", handle_update);
  c_register_pragma_with_expansion ("acc", "wait", handle_wait);
  c_register_pragma_with_expansion ("acc", "routine", handle_routine);
  c_register_pragma_with_expansion ("acc", "declare", handle_declare);
  c_register_pragma_with_expansion ("acc", "cache", handle_cache);
  c_register_pragma_with_expansion ("acc", "host_data", handle_host_data);
}
