/* cfg-edit.cc -- small edits of the control-flow graph and of statement
   sequences that several passes make.

   Why this file exists: strip-mining (outline-strip.cc), staging
   (section-rewrite.cc) and the look at serial code (serial.cc) all need
   the one edge that enters a loop, and the first two add statements at
   the end of a block that may end in a control statement.  Getting
   either wrong puts code on the wrong side of a branch, so it is written
   once.  The passes that build statements also share the step that
   turns an expression into a GIMPLE value (seq_gimple_value).

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-plugin.h"

edge
loop_entry_edge (class loop *loop)
{
  edge e, entry = NULL;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, loop->header->preds)
    if (!flow_bb_inside_loop_p (loop, e->src))
      {
	if (entry)
	  return NULL;
	entry = e;
      }
  return entry;
}

void
append_to_bb (basic_block bb, gimple_seq seq)
{
  gimple_stmt_iterator gsi = gsi_last_bb (bb);
  if (!gsi_end_p (gsi) && stmt_ends_bb_p (gsi_stmt (gsi)))
    gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
  else
    /* GSI_SAME_STMT would need a statement to stay at: BB may be
       empty (a preheader loop_version made).  */
    gsi_insert_seq_after (&gsi, seq, GSI_CONTINUE_LINKING);
}

tree
seq_gimple_value (tree expr, gimple_seq *seq)
{
  gimple_seq stmts = NULL;
  tree value = force_gimple_operand (expr, &stmts, true, NULL_TREE);
  gimple_seq_add_seq (seq, stmts);
  return value;
}
