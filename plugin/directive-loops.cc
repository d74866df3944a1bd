/* directive-loops.cc -- what a loop directive's clauses say about the
   loops after it, read on the tree.

   Why this file exists: only the tree shows which loops a tile clause
   names, how many loops collapse(n) finds, and whether each index of a
   block clause is a loop's; checked here, the errors also reach code
   that is never run, which the outline pass never sees.  And the
   copies of private and firstprivate belong in the innermost loop the
   directive governs.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "directive-tree.h"

static tree
note_decl_r (tree *tp, int *walk_subtrees, void *data)
{
  if (DECL_P (*tp) && DECL_NAME (*tp))
    ((hash_set<tree> *) data)->add (DECL_NAME (*tp));
  else if (TYPE_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

static tree
note_loop_names_r (tree *tp, int *walk_subtrees, void *data)
{
  if (TREE_CODE (*tp) == FOR_STMT)
    {
      walk_tree (&FOR_COND (*tp), note_decl_r, data, NULL);
      walk_tree (&FOR_EXPR (*tp), note_decl_r, data, NULL);
    }
  else if (TYPE_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

void
check_block_indices (struct accblock_clause *c, tree stmt)
{
  /* Where the loops are not a tight for nest as deep as the clause,
     the outline pass has the more precise message.  */
  if (!c->has_block || c->nitems == 0 || nested_for_count (stmt) < c->nitems)
    return;
  hash_set<tree> names;
  walk_tree (&stmt, note_loop_names_r, &names, NULL);
  for (unsigned l = 0; l < c->nitems; l++)
    if (!names.contains (c->item[l].index))
      {
	error_at (c->item[l].index_loc, "%qE is not an induction variable "
		  "of the loop nest", c->item[l].index);
	c->refused = true;
      }
}

void
tile_to_block (struct accblock_clause *c, tree stmt)
{
  tree ivs[ACCBLOCK_MAX_LEVELS];
  unsigned n = 0;
  for (tree f = leading_for (stmt); f && n < c->ntile;
       f = leading_for (FOR_BODY (f)))
    {
      ivs[n] = for_iv (f);
      if (ivs[n] == NULL_TREE || DECL_NAME (ivs[n]) == NULL_TREE)
	break;
      n++;
    }
  if (n < c->ntile)
    {
      error_at (c->tile_loc, "%<tile%> clause with %u sizes needs %u tightly "
		"nested %<for%> loops with an induction variable compared in "
		"the condition; found %u", c->ntile, c->ntile, n);
      return;
    }
  bool any_star = false;
  for (unsigned l = 0; l < n; l++)
    {
      struct accblock_block_item *item = &c->item[l];
      item->index = DECL_NAME (ivs[l]);
      item->index_loc = c->tile_loc;
      item->size = c->tile_size[n - 1 - l];
      item->size_loc = c->tile_loc;
      any_star |= item->size == 0;
    }
  c->nitems = n;
  c->has_block = !any_star;
  c->block_loc = c->tile_loc;
  /* tile(*): the sizes are the inference's, as for a loop without
     clause; under -fopenacc-block alone the loop is dispatched as is.  */
  if (any_star)
    c->nitems = 0;
}

/* Whether STMT, met before the for statement FOR_ in the scope of that
   statement, belongs to the init of FOR_ ("for (int i = 0; ...)",
   "for (i = 0; ...)"): C++ puts the init in front of the loop, on the
   line of the "for" keyword or after it (the location of a for
   statement after "#pragma GCC unroll" is its condition's), or it
   declares a variable the loop tests or steps.  */

static bool
for_init_part_p (tree stmt, tree for_)
{
  if (TREE_CODE (stmt) == DEBUG_BEGIN_STMT)
    return true;
  location_t loc = EXPR_LOCATION (stmt);
  if (TREE_CODE (stmt) == CLEANUP_POINT_EXPR)
    stmt = TREE_OPERAND (stmt, 0);
  if (TREE_CODE (stmt) == DECL_EXPR)
    {
      tree decl = DECL_EXPR_DECL (stmt);
      if ((FOR_COND (for_) && tree_mentions_p (&FOR_COND (for_), decl))
	  || (FOR_EXPR (for_) && tree_mentions_p (&FOR_EXPR (for_), decl)))
	return true;
      loc = DECL_SOURCE_LOCATION (decl);
    }
  location_t for_loc = EXPR_LOCATION (for_);
  if (loc == UNKNOWN_LOCATION || for_loc == UNKNOWN_LOCATION)
    return false;
  return (LOCATION_LINE (loc) == LOCATION_LINE (for_loc)
	  || linemap_compare_locations (line_table, for_loc, loc) >= 0);
}

/* Whether STMT, the statement after a loop directive, is a for
   statement, with nothing in front of it but the declarations of its
   init.  */

static bool
for_statement_p (tree stmt)
{
  while (TREE_CODE (stmt) == BIND_EXPR)
    stmt = BIND_EXPR_BODY (stmt);
  /* "while" and "do" are loops too, which the middle end refuses with
     a message of its own.  */
  if (TREE_CODE (stmt) == FOR_STMT || TREE_CODE (stmt) == WHILE_STMT
      || TREE_CODE (stmt) == DO_STMT)
    return true;
  if (TREE_CODE (stmt) != STATEMENT_LIST)
    return false;
  tree_stmt_iterator i;
  for (i = tsi_start (stmt); !tsi_end_p (i); tsi_next (&i))
    if (TREE_CODE (tsi_stmt (i)) == FOR_STMT)
      break;
  if (tsi_end_p (i))
    return false;
  for (tree_stmt_iterator j = tsi_start (stmt); tsi_stmt (j) != tsi_stmt (i);
       tsi_next (&j))
    if (!for_init_part_p (tsi_stmt (j), tsi_stmt (i)))
      return false;
  return true;
}

/* C++ cannot peek at the token after the pragma line (see
   front-end.cc), so whether a loop directive is followed by a loop is
   decided here, on the statement: a loop directive before any other
   statement must not reach a loop further down.  A compound statement
   holding nothing but a for statement passes as that for statement.  */

void
check_followed_by_loop (struct accblock_clause *c, tree stmt)
{
  if (accblock_cxx_front_end_p () && !for_statement_p (stmt))
    c->followed_by_non_loop = true;
}

/* walk_tree callback: stop at the iterator C++ declares for a
   range-based for ("__for_begin", with a trailing blank in GCC 12's
   mangling-safe spelling).  */

static tree
range_for_iterator_r (tree *tp, int *walk_subtrees, void *)
{
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  else if (VAR_P (*tp) && DECL_ARTIFICIAL (*tp) && DECL_NAME (*tp)
	   && startswith (IDENTIFIER_POINTER (DECL_NAME (*tp)), "__for_begin"))
    return *tp;
  return NULL_TREE;
}

/* A range-based for, which C++ has turned into a for statement
   stepping an iterator: there is no trip count to cut into tiles
   (the iterator may be any class), so the loop runs as written.  */

void
check_range_for (struct accblock_clause *c, tree stmt)
{
  tree for_ = leading_for (stmt);
  if (for_ && FOR_EXPR (for_)
      && walk_tree_without_duplicates (&FOR_EXPR (for_),
				       range_for_iterator_r, NULL))
    c->left_alone_why = "a range-based 'for' is not a counted loop (it "
			"steps an iterator, not an integer index from a "
			"bound to a bound); write an index loop to have it "
			"dispatched";
}

void
check_collapse (const struct accblock_clause *c, tree stmt)
{
  unsigned found = nested_for_count (stmt);
  if (c->collapse > 1 && found < c->collapse)
    error_at (c->pragma_loc, "%<collapse(%u)%> needs %u tightly nested "
	      "%<for%> loops; found %u", c->collapse, c->collapse, found);
}

tree
innermost_associated_for (const struct accblock_clause *c, tree for_,
			  tree *block)
{
  unsigned depth = MAX (MAX (c->collapse, c->nitems), 1u);
  for (unsigned l = 1; l < depth; l++)
    {
      tree inner_block = *block;
      tree inner = leading_for (FOR_BODY (for_), &inner_block);
      if (inner == NULL_TREE)
	break;
      for_ = inner;
      *block = inner_block;
    }
  return for_;
}
