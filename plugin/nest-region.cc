/* nest-region.cc -- the blocks of a nest's region and the scopes of its
   variables.

   Why this file exists: the region is what the outline pass moves into
   the tile function: the blocks from the marker to the outer loop's
   header, the outer loop's body, and the dead ends (abort, a failed
   assert) reached from it, which the canonical-form test (nest-iv.cc)
   does not count as exits either.  This file collects those blocks,
   answers membership questions about them (and whether an operand of
   their statements mentions a variable), checks that control enters
   and leaves the region only the way a for loop does, and maps each
   local variable to the scope declaring it, so that a variable declared
   inside the nest can be private to each tile.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "nest-internal.h"
#include "tree-eh.h"  /* stmt_could_throw_p */

/* walk_tree callback: stop at DATA.  */

static tree
find_decl_r (tree *tp, int *walk_subtrees, void *data)
{
  if (*tp == (tree) data)
    return *tp;
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

bool
nest_operand_mentions_p (tree op, tree decl)
{
  return op && walk_tree (&op, find_decl_r, decl, NULL) != NULL_TREE;
}

/* Whether BB belongs to the region of NEST.  */

bool
nest_region_p (const struct nest *nest, basic_block bb)
{
  return bb && bitmap_bit_p (nest->region_bbs, bb->index);
}

/* The loop BB heads when that loop is in NEST's region but is none of
   its levels (a loop of an imperfect nest's body); NULL otherwise.  */

class loop *
nest_inner_loop_headed_by (const struct nest *nest, basic_block bb)
{
  class loop *loop = bb->loop_father;
  if (!loop || loop->header != bb)
    return NULL;
  return nest_level_of_loop (nest, loop) >= 0 ? NULL : loop;
}

/* Whether every path from BB ends without leaving the function normally
   (abort, exit, a failed assert): such a path does not leave the nest the
   way break, goto or return do.  */

bool
dead_end_p (basic_block bb, int depth)
{
  if (depth > ACCBLOCK_MAX_DEAD_END_DEPTH || bb->index < NUM_FIXED_BLOCKS)
    return false;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, bb->succs)
    if (!dead_end_p (e->dest, depth + 1))
      return false;
  return true;
}

/* Add BB and the dead-end blocks after it to the region of NEST.  */

static void
add_dead_end (struct nest *nest, basic_block bb)
{
  if (!bitmap_set_bit (nest->region_bbs, bb->index))
    return;
  nest->region.safe_push (bb);
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, bb->succs)
    add_dead_end (nest, e->dest);
}

/* Collect the blocks of the region: the blocks from ENTRY_BB to the
   header, then the outer loop's body.  */

void
collect_region (struct nest *nest, basic_block last_entry)
{
  nest->region.create (16);
  nest->region_bbs = BITMAP_ALLOC (NULL);
  for (basic_block bb = nest->entry_bb;; bb = single_succ (bb))
    {
      nest->region.safe_push (bb);
      bitmap_set_bit (nest->region_bbs, bb->index);
      if (bb == last_entry)
	break;
    }
  class loop *outer = nest->level[0].loop;
  basic_block *body = get_loop_body (outer);
  for (unsigned i = 0; i < outer->num_nodes; i++)
    {
      nest->region.safe_push (body[i]);
      bitmap_set_bit (nest->region_bbs, body[i]->index);
    }
  free (body);
  /* Dead ends reached from the nest (abort, failed asserts) move into
     the tile function with it.  */
  auto_vec<edge> exits = get_loop_exit_edges (outer);
  for (unsigned i = 0; i < exits.length (); i++)
    if (dead_end_p (exits[i]->dest))
      add_dead_end (nest, exits[i]->dest);
}

/* Whether a control edge enters or leaves the region of NEST other than
   at its entry and through the exit test of its outer loop.  */

bool
region_leaks_p (const struct nest *nest)
{
  const struct nest_level *outer = &nest->level[0];
  unsigned i;
  basic_block bb;
  FOR_EACH_VEC_ELT (nest->region, i, bb)
    {
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
	if (!nest_region_p (nest, e->dest)
	    && !(bb == outer->loop->header
		 && !flow_bb_inside_loop_p (outer->loop, e->dest)))
	  return true;
      if (bb != nest->entry_bb)
	FOR_EACH_EDGE (e, ei, bb->preds)
	  if (!nest_region_p (nest, e->src))
	    return true;
    }
  return false;
}

/* The first statement of NEST's region that may throw an exception,
   or NULL.  A tile runs in a function of its own, called by the
   runtime (on another thread, in another order): an exception could
   neither reach the handlers around the nest nor leave the tiles
   already run as they would be.  Such a nest is left alone.  Without
   -fexceptions (C, -fno-exceptions) nothing throws.  */

gimple *
region_throwing_stmt (const struct nest *nest)
{
  unsigned i;
  basic_block bb;
  FOR_EACH_VEC_ELT (nest->region, i, bb)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      if (stmt_could_throw_p (cfun, gsi_stmt (gsi)))
	return gsi_stmt (gsi);
  return NULL;
}

/* Whether BLOCK is SCOPE or one of the scopes around it.  */

static bool
encloses_p (tree block, tree scope)
{
  for (; scope && TREE_CODE (scope) == BLOCK;
       scope = BLOCK_SUPERCONTEXT (scope))
    if (scope == block)
      return true;
  return false;
}

/* Record in SCOPES the BLOCK declaring each variable under BLOCK.  */

void
map_scopes (tree block, hash_map<tree, tree> *scopes)
{
  for (; block; block = BLOCK_CHAIN (block))
    {
      for (tree var = BLOCK_VARS (block); var; var = DECL_CHAIN (var))
	if (VAR_P (var))
	  scopes->put (var, block);
      map_scopes (BLOCK_SUBBLOCKS (block), scopes);
    }
}

/* Whether the local variable DECL is declared inside NEST, in the body
   of one of its loops: C scoping then gives every iteration its own, so
   every tile may have its own too, whatever its type.  A variable
   referenced in the nest is either declared there or in a scope around
   the pragma.  */

bool
nest_declared_inside_p (const struct nest *nest, tree decl)
{
  if (!VAR_P (decl) || !nest->scopes || is_global_var (decl))
    return false;
  tree *block = nest->scopes->get (decl);
  return block && !encloses_p (*block, nest->scope);
}
