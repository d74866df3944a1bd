/* pragma-marker.cc -- the table of directives, and the marker call
   that ties each directive to the statement after it.

   Why this file exists: a pragma handler runs before the statement after
   the pragma is parsed, so it cannot annotate it.  Each loop directive
   and each construct whose statement matters (parallel, kernels, serial,
   data, atomic) is recorded in a table instead, and a call
   __accblock_mark (ID) is planted in front of the statement; privatize.cc
   and the outline pass find the call, read the clause by ID, and remove
   the call.  This file owns the table and the marker for the whole
   plugin: recording a directive (for pragma.cc) or a loop without pragma
   (for serial.cc), building and recognising marker calls, and printing a
   clause as the user would write it.  The marker's decl is the one tree
   kept here, under a GC root that plugin.cc registers.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "pragma-parse.h"

/* ---- The clause table and markers ---- */

/* Every loop and compute directive of the translation unit, indexed by
   marker ID.  The entries hold no tree but IDENTIFIER_NODEs, which GCC
   never collects, the template parameters of MARKER_ARGS, which the
   template's marker call and the GC root of template-size.cc keep, and
   the decls of data-sharing lists, which privatize.cc uses and drops
   while the function that names them is being finished (no collection
   happens in between), so the table needs no GC root.  */
static vec<struct accblock_clause *> clause_table;

/* C++: each directive as it was parsed, by id, for the instantiations
   of a template after the first (see directive-instance.cc); an entry
   of CLAUSE_TABLE is taken apart by the directive walk.  */
static vec<struct accblock_clause *> parsed_table;

/* The extern function whose calls mark loops; built on first use.  */
static tree marker_decl;

/* The runtime functions privatize.cc calls, built on first use: one
   decl for each name in a compilation.  */
#define MAX_RUNTIME_FUNCTIONS 16
static tree runtime_decls[MAX_RUNTIME_FUNCTIONS];

const struct ggc_root_tab accblock_pragma_gc_roots[] =
{
  { &marker_decl, 1, sizeof (marker_decl), &gt_ggc_mx_tree_node,
    &gt_pch_nx_tree_node },
  { &runtime_decls[0], MAX_RUNTIME_FUNCTIONS, sizeof (runtime_decls[0]),
    &gt_ggc_mx_tree_node, &gt_pch_nx_tree_node },
  { &acc_deferred_size_trees, 1, sizeof (acc_deferred_size_trees),
    &gt_ggc_mx_tree_node, &gt_pch_nx_tree_node },
  LAST_GGC_ROOT_TAB
};

tree
accblock_runtime_function (const char *name, tree type)
{
  unsigned i;
  for (i = 0; i < MAX_RUNTIME_FUNCTIONS && runtime_decls[i]; i++)
    if (strcmp (IDENTIFIER_POINTER (DECL_NAME (runtime_decls[i])), name) == 0)
      return runtime_decls[i];
  gcc_assert (i < MAX_RUNTIME_FUNCTIONS);
  /* The program's own declaration, from <openacc.h>, if it has one.  */
  tree decl = lookup_name (get_identifier (name));
  if (decl == NULL_TREE || TREE_CODE (decl) != FUNCTION_DECL)
    decl = build_fn_decl (name, type);
  runtime_decls[i] = decl;
  return decl;
}

static const char marker_name[] = "__accblock_mark";

/* The marker takes the id, then (C++) the values of the template
   parameters that the directive's block sizes name, which the front end
   instantiates with the template (template-size.cc); only the id is
   read once the directive walk has evaluated the sizes.  */

static tree
get_marker_decl (void)
{
  if (marker_decl == NULL_TREE)
    marker_decl
      = acc_build_marker_fn_decl (marker_name,
		       build_varargs_function_type_list (void_type_node,
							 integer_type_node,
							 NULL_TREE));
  return marker_decl;
}

bool
accblock_region_construct_p (const struct accblock_clause *c)
{
  return (c->construct == ACCBLOCK_CONSTRUCT_PARALLEL
	  || c->construct == ACCBLOCK_CONSTRUCT_KERNELS
	  || c->construct == ACCBLOCK_CONSTRUCT_SERIAL
	  || c->construct == ACCBLOCK_CONSTRUCT_ATOMIC
	  || c->construct == ACCBLOCK_CONSTRUCT_DATA
	  || accblock_standalone_construct_p (c));
}

bool
accblock_standalone_construct_p (const struct accblock_clause *c)
{
  return (c->construct == ACCBLOCK_CONSTRUCT_ENTER_DATA
	  || c->construct == ACCBLOCK_CONSTRUCT_EXIT_DATA
	  || c->construct == ACCBLOCK_CONSTRUCT_ATOMIC);
}

/* A copy of C whose lists are its own.  */

static struct accblock_clause *
copy_clause (const struct accblock_clause *c)
{
  struct accblock_clause *copy = XNEW (struct accblock_clause);
  *copy = *c;
  copy->vars = c->vars.copy ();
  copy->data_vars = c->data_vars.copy ();
  copy->data_items = c->data_items.copy ();
  return copy;
}

struct accblock_clause *
accblock_clause_copy (int id)
{
  if (id < 0 || (unsigned) id >= parsed_table.length ()
      || parsed_table[id] == NULL)
    return NULL;
  struct accblock_clause *c = copy_clause (parsed_table[id]);
  c->id = clause_table.length ();
  clause_table.safe_push (c);
  return c;
}

/* Record the loop or compute directive P parsed and plant its marker
   call, which the statement after the pragma (the loop, or the
   construct's region) follows.  */

void
record_directive (struct acc_parser *p)
{
  struct accblock_clause *c = XNEW (struct accblock_clause);
  *c = p->clause;
  c->id = clause_table.length ();
  c->followed_by_non_loop = !accblock_region_construct_p (c)
			    && acc_followed_by_non_loop_p (p);
  clause_table.safe_push (c);
  if (accblock_cxx_front_end_p ())
    {
      parsed_table.safe_grow_cleared (c->id + 1);
      parsed_table[c->id] = copy_clause (c);
    }
  auto_vec<tree> args;
  args.safe_push (build_int_cst (integer_type_node, c->id));
  for (tree a = c->marker_args; a; a = TREE_CHAIN (a))
    args.safe_push (TREE_VALUE (a));
  tree call = build_call_expr_loc_array (p->pragma_loc, get_marker_decl (),
					 args.length (), args.address ());
  acc_add_marker_stmt (call);
  /* A compound statement without declarations, and the scope of a for
     statement (its init expression, then the loop), would otherwise be
     spliced into the enclosing statement list, and privatize.cc could
     no longer tell where the construct's statement ends: keep the next
     scope, which is the statement's.  */
  acc_keep_next_level ();
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

struct accblock_clause *
accblock_clause_for_update (int id)
{
  if (id < 0 || (unsigned) id >= clause_table.length ())
    return NULL;
  return clause_table[id];
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
  if (!accblock_marker_call_p (stmt) || gimple_call_num_args (stmt) < 1)
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
      pp_printf (&pp, "%s:" HOST_WIDE_INT_PRINT_UNSIGNED,
		 IDENTIFIER_POINTER (clause->item[i].index),
		 clause->item[i].size);
    }
  pp_string (&pp, ")");
  if (clause->split_index)
    pp_printf (&pp, " split(%s:" HOST_WIDE_INT_PRINT_UNSIGNED ")",
	       IDENTIFIER_POINTER (clause->split_index), clause->split_groups);
  return ggc_strdup (pp_formatted_text (&pp));
}
