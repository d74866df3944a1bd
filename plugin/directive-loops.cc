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
