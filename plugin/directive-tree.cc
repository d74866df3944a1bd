/* directive-tree.cc -- building and reading the statements of a
   function before it is genericized.

   Why this file exists: the directives are carried out on the front
   end's tree (for statements, scopes, statement lists), which GCC's
   own helpers build only in part; the small builders and readers every
   directive file needs live here once.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "directive-tree.h"

struct rename_map
{
  tree from, to;
};

static tree
rename_r (tree *tp, int *walk_subtrees, void *data)
{
  const struct rename_map *map = (const struct rename_map *) data;
  if (*tp == map->from)
    *tp = map->to;
  else if (TREE_CODE (*tp) == ADDR_EXPR
	   && get_base_address (TREE_OPERAND (*tp, 0)) == map->from)
    /* The copy's address is taken where the original's was.  */
    TREE_ADDRESSABLE (map->to) = 1;
  else if (TYPE_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

void
rename_decl (tree *tp, tree from, tree to)
{
  struct rename_map map = { from, to };
  walk_tree (tp, rename_r, &map, NULL);
}

tree
local_copy (tree decl, location_t loc)
{
  tree copy = build_decl (loc, VAR_DECL, DECL_NAME (decl),
			  TYPE_MAIN_VARIANT (TREE_TYPE (decl)));
  if (TYPE_QUALS (TREE_TYPE (decl)) & TYPE_QUAL_VOLATILE)
    TREE_TYPE (copy) = TREE_TYPE (decl);
  DECL_CONTEXT (copy) = current_function_decl;
  /* Addressable only if the construct takes its address (rename_r):
     the original's address may be taken elsewhere.  */
  TREE_ADDRESSABLE (copy) = 0;
  TREE_USED (copy) = 1;
  DECL_ARTIFICIAL (copy) = 0;
  return copy;
}

tree
stmt_list_of (tree first, ...)
{
  tree list = alloc_stmt_list ();
  va_list ap;
  va_start (ap, first);
  for (tree t = first; t != NULL_TREE; t = va_arg (ap, tree))
    if (t != void_node)
      append_to_statement_list_force (t, &list);
  va_end (ap);
  return list;
}

tree
scope_declaring (tree var, tree body)
{
  tree bind = build3 (BIND_EXPR, void_type_node, var, body, NULL_TREE);
  TREE_SIDE_EFFECTS (bind) = 1;
  return bind;
}

tree
assignment_stmt (location_t loc, tree to, tree from)
{
  tree set = build2_loc (loc, MODIFY_EXPR, TREE_TYPE (to), to, from);
  TREE_SIDE_EFFECTS (set) = 1;
  suppress_warning (set, OPT_Wuninitialized);
  suppress_warning (set, OPT_Wmaybe_uninitialized);
  return set;
}

tree
block_declaring (tree outer, tree var)
{
  tree block = make_node (BLOCK);
  BLOCK_VARS (block) = var;
  BLOCK_SUPERCONTEXT (block) = outer;
  BLOCK_CHAIN (block) = BLOCK_SUBBLOCKS (outer);
  BLOCK_SUBBLOCKS (outer) = block;
  TREE_USED (block) = 1;
  return block;
}

static tree
mentions_r (tree *tp, int *walk_subtrees, void *data)
{
  if (*tp == (tree) data)
    return *tp;
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

bool
tree_mentions_p (tree *tp, tree decl)
{
  return walk_tree (tp, mentions_r, decl, NULL) != NULL_TREE;
}

tree
leading_for (tree stmt, tree *block)
{
  while (stmt != NULL_TREE)
    switch (TREE_CODE (stmt))
      {
      case FOR_STMT:
	return stmt;
      case BIND_EXPR:
	if (block && BIND_EXPR_BLOCK (stmt))
	  *block = BIND_EXPR_BLOCK (stmt);
	stmt = BIND_EXPR_BODY (stmt);
	break;
      case STATEMENT_LIST:
	{
	  /* Past the declarations and the init expression.  */
	  tree found = NULL_TREE;
	  for (tree_stmt_iterator i = tsi_start (stmt); !tsi_end_p (i);
	       tsi_next (&i))
	    if (TREE_CODE (tsi_stmt (i)) == FOR_STMT
		|| TREE_CODE (tsi_stmt (i)) == BIND_EXPR
		|| TREE_CODE (tsi_stmt (i)) == STATEMENT_LIST)
	      {
		found = tsi_stmt (i);
		break;
	      }
	  stmt = found;
	  break;
	}
      default:
	return NULL_TREE;
      }
  return NULL_TREE;
}

static tree
stepped_variable (tree expr)
{
  /* C++ has made the increment a full expression converted to void.  */
  while (expr && (TREE_CODE (expr) == COMPOUND_EXPR
		  || TREE_CODE (expr) == CLEANUP_POINT_EXPR
		  || (CONVERT_EXPR_P (expr) && VOID_TYPE_P (TREE_TYPE (expr)))))
    expr = TREE_OPERAND (expr, 0);
  if (expr == NULL_TREE)
    return NULL_TREE;
  switch (TREE_CODE (expr))
    {
    case PREINCREMENT_EXPR:
    case PREDECREMENT_EXPR:
    case POSTINCREMENT_EXPR:
    case POSTDECREMENT_EXPR:
    case MODIFY_EXPR:
      {
	/* C++ wraps a use of a variable in a location wrapper.  */
	tree target = tree_strip_any_location_wrapper (TREE_OPERAND (expr, 0));
	return DECL_P (target) ? target : NULL_TREE;
      }
    default:
      return NULL_TREE;
    }
}

tree
for_iv (tree for_)
{
  if (tree stepped = stepped_variable (FOR_EXPR (for_)))
    if (INTEGRAL_TYPE_P (TREE_TYPE (stepped)))
      return stepped;
  tree cond = FOR_COND (for_);
  if (cond == NULL_TREE || !COMPARISON_CLASS_P (cond))
    return NULL_TREE;
  for (int k = 0; k < 2; k++)
    {
      tree op = TREE_OPERAND (cond, k);
      while (CONVERT_EXPR_P (op) || location_wrapper_p (op))
	op = TREE_OPERAND (op, 0);
      if (DECL_P (op) && INTEGRAL_TYPE_P (TREE_TYPE (op)))
	return op;
    }
  return NULL_TREE;
}

unsigned
nested_for_count (tree stmt)
{
  unsigned n = 0;
  for (tree f = leading_for (stmt); f; f = leading_for (FOR_BODY (f)))
    n++;
  return n;
}

tree
elements_bytes (tree count, tree elem)
{
  return fold_build2 (MULT_EXPR, sizetype, fold_convert (sizetype, count),
		      TYPE_SIZE_UNIT (elem));
}

tree
memcpy_call (tree to, tree from, tree bytes)
{
  return build_call_expr (builtin_decl_explicit (BUILT_IN_MEMCPY), 3, to,
			  from, bytes);
}

bool
constant_size_p (tree type)
{
  return (COMPLETE_TYPE_P (type) && TYPE_SIZE_UNIT (type)
	  && TREE_CODE (TYPE_SIZE_UNIT (type)) == INTEGER_CST);
}

bool
construct_is (const struct accblock_clause *c, enum accblock_construct k)
{
  return c != NULL && c->construct == k;
}
