/* once.cc -- whether a nest runs once per run of the program, read from
   the call graph of the translation unit.

   Why this file exists: a loop without pragma that -fauto-block finds
   parallel becomes a tile function, a descriptor and a dispatch, all of
   which GCC compiles; for the setup loop of a program (initialise the
   arrays, run once from main) that costs as much compile time as the
   kernel's own nest, for a gain of at most one pass over the data.
   Whether a loop runs once is a property of the whole program that GCC's
   profile only states later (ipa-profile's "executed once"); the outline
   pass runs while the functions are lowered one by one, so this file
   reads it from what the call graph knows then, and answers no whenever
   a caller might be missing: a function no other translation unit may
   call (static, its address never taken) whose every call stands
   outside the loops of a caller that itself runs once, up to main.  A
   function whose body is not lowered yet is searched for the name, so
   that a call GCC has not yet recorded still counts.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-plugin.h"
#include "reuse.h"
#include "gimple-walk.h"

/* How many callers up the walk goes before it answers no.  */
#define ONCE_MAX_CALLER_DEPTH 8

/* walk_tree callback: DATA, a FUNCTION_DECL, itself.  */

static tree
mentions_decl_r (tree *tp, int *walk_subtrees, void *data)
{
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  return *tp == (tree) data ? *tp : NULL_TREE;
}

/* The same, for walk_gimple_*: DATA is a walk_stmt_info whose INFO is
   the FUNCTION_DECL.  */

static tree
stmt_mentions_decl_r (tree *tp, int *walk_subtrees, void *data)
{
  return mentions_decl_r (tp, walk_subtrees,
			  ((struct walk_stmt_info *) data)->info);
}

/* Whether the body of NODE, not lowered yet, mentions FN: as GENERIC, as
   a GIMPLE sequence or in the blocks of a CFG (a tile function made
   while another function was lowered).  */

static bool
unlowered_body_mentions_p (cgraph_node *node, tree fn)
{
  tree decl = node->decl;
  if (DECL_SAVED_TREE (decl)
      && walk_tree_without_duplicates (&DECL_SAVED_TREE (decl),
				       mentions_decl_r, fn))
    return true;
  struct walk_stmt_info wi;
  memset (&wi, 0, sizeof wi);
  wi.info = fn;
  if (gimple_body (decl)
      && walk_gimple_seq (gimple_body (decl), NULL, stmt_mentions_decl_r,
			  &wi))
    return true;
  function *f = DECL_STRUCT_FUNCTION (decl);
  if (!f || !f->cfg)
    return false;
  basic_block bb;
  FOR_EACH_BB_FN (bb, f)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	memset (&wi, 0, sizeof wi);
	wi.info = fn;
	if (walk_gimple_stmt (&gsi, NULL, stmt_mentions_decl_r, &wi))
	  return true;
      }
  return false;
}

/* Whether a function of the unit that is not lowered yet may call FN:
   the one being lowered now too, FN itself included (a recursive call
   is not in the call graph before its caller is lowered).  */

static bool
unseen_caller_p (tree fn)
{
  cgraph_node *node;
  FOR_EACH_FUNCTION (node)
    if (!node->analyzed && unlowered_body_mentions_p (node, fn))
      return true;
  return false;
}

/* Whether the call E stands outside every loop of its caller, whose
   loops must be known and up to date.  */

static bool
call_outside_loops_p (cgraph_edge *e)
{
  function *f = DECL_STRUCT_FUNCTION (e->caller->decl);
  basic_block bb = e->call_stmt ? gimple_bb (e->call_stmt) : NULL;
  if (!bb || !bb->loop_father || !f || !loops_for_fn (f)
      || loops_state_satisfies_p (f, LOOPS_NEED_FIXUP))
    return false;
  return loop_depth (bb->loop_father) == 0;
}

/* Whether FN runs at most a fixed number of times per run of the
   program; DEPTH callers more may be looked at.  */

static bool
function_runs_once_p (tree fn, unsigned depth)
{
  if (DECL_NAME (fn) && MAIN_NAME_P (DECL_NAME (fn)) && TREE_PUBLIC (fn)
      && DECL_FILE_SCOPE_P (fn))
    return true;
  cgraph_node *node = cgraph_node::get (fn);
  if (depth == 0 || !node || TREE_PUBLIC (fn) || DECL_EXTERNAL (fn)
      || !node->callers)
    return false;
  ipa_ref *ref;
  /* The address taken: called from anywhere, any number of times.  */
  for (unsigned i = 0; node->iterate_referring (i, ref); i++)
    if (ref->use == IPA_REF_ADDR)
      return false;
  for (cgraph_edge *e = node->callers; e; e = e->next_caller)
    if (e->caller->decl == fn || !call_outside_loops_p (e)
	|| !function_runs_once_p (e->caller->decl, depth - 1))
      return false;
  return !unseen_caller_p (fn);
}

/* See reuse.h.  */

bool
nest_runs_once_p (const struct nest *nest)
{
  return loop_depth (nest->level[0].loop) == 1
	 && function_runs_once_p (current_function_decl,
				  ONCE_MAX_CALLER_DEPTH);
}
