/* outline-liveness.cc -- which written scalars may be private to a tile.

   Why this file exists: a register variable the nest writes becomes one
   copy per tile in the tile function, which is only correct when no
   value flows into the nest through it and none out of it.  The capture
   analysis (outline-capture.cc) asks these questions of the parent's
   CFG before the nest moves, and inference (infer.cc) asks the same ones
   to leave alone the nests the outline pass would refuse.  The two
   facts about the nest's shape these answers rest on live here too:
   the edge by which control leaves the nest, and which levels are
   strip-mined.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "outline.h"

/* ---- Liveness: which scalars the tile function may keep private ---- */

/* Whether STMT reads DECL (an assignment to DECL itself is no read).  */

static bool
stmt_reads_p (gimple *stmt, tree decl)
{
  if (is_gimple_debug (stmt))
    return false;
  unsigned first = 0;
  if ((is_gimple_assign (stmt) || is_gimple_call (stmt))
      && gimple_get_lhs (stmt) == decl)
    first = 1;
  for (unsigned i = first; i < gimple_num_ops (stmt); i++)
    if (nest_operand_mentions_p (gimple_op (stmt, i), decl))
      return true;
  return false;
}

/* Whether a path from the start of FROM reads DECL before assigning it.
   With REGION, paths end where they leave the region.  */

bool
read_before_write_p (basic_block from, tree decl, const struct nest *region)
{
  auto_bitmap visited;
  auto_vec<basic_block> work;
  work.safe_push (from);
  while (!work.is_empty ())
    {
      basic_block bb = work.pop ();
      if (bb->index < NUM_FIXED_BLOCKS || !bitmap_set_bit (visited, bb->index))
	continue;
      if (region && !nest_region_p (region, bb))
	continue;
      bool killed = false;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  if (stmt_reads_p (gsi_stmt (gsi), decl))
	    return true;
	  if (gimple_get_lhs (gsi_stmt (gsi)) == decl)
	    {
	      killed = true;
	      break;
	    }
	}
      if (!killed)
	{
	  edge e;
	  edge_iterator ei;
	  FOR_EACH_EDGE (e, ei, bb->succs)
	    work.safe_push (e->dest);
	}
    }
  return false;
}

/* The edge by which control leaves the nest.  */

edge
nest_exit_edge (const struct nest *nest)
{
  const struct nest_level *outer = &nest->level[0];
  edge true_edge, false_edge;
  extract_true_false_edges_from_block (outer->loop->header, &true_edge,
				       &false_edge);
  return outer->continue_on_true ? false_edge : true_edge;
}

/* Whether level L of NEST is strip-mined (its IV comes from the tile).  */

bool
strip_mined_p (const struct nest *nest, unsigned l)
{
  return l < nest->nlevels && (l == 0 || nest->level[l].block != 0);
}

/* ---- For inference, which must leave alone the nests refused here ---- */

/* Whether a path from FROM reads DECL before assigning it.  */

bool
outline_read_before_write_p (basic_block from, tree decl,
			     const struct nest *nest)
{
  return read_before_write_p (from, decl, nest);
}

/* The first block control reaches after NEST.  */

basic_block
outline_block_after_nest (const struct nest *nest)
{
  return nest_exit_edge (nest)->dest;
}
