/* callee.cc -- which calls in a blocked nest cannot touch its arrays.

   Why this file exists: a call whose callee may read or write memory
   hides references from the dependence test and from staging, which
   then must leave every array in main memory.  GCC's own discovery of
   const functions runs long after the outlining pass, so a small static
   helper such as "twice (double x) { return 2 * x; }" would count as
   such a call.  This file looks at the callee's body itself, when the
   translation unit defines it and it cannot be replaced at link time: a
   body that touches only its own automatic variables and calls only such
   functions or argument-only built-ins cannot touch the nest's arrays.

   The body is GIMPLE when the function came earlier in the unit (the
   pass already ran on it) and still GENERIC otherwise; the walk below
   reads both.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "callee.h"
#include "calls.h"  /* flags_from_decl_or_type */

/* How deep calls are followed before giving up.  */
#define MAX_CALL_DEPTH 4

static bool function_harmless_p (tree fndecl, int depth);

/* Whether T, an address or pointer, points to an automatic variable of
   the function itself.  */

static bool
local_address_p (tree t)
{
  if (TREE_CODE (t) != ADDR_EXPR)
    return false;
  tree base = get_base_address (TREE_OPERAND (t, 0));
  return base && DECL_P (base) && !is_global_var (base);
}

/* Whether a call to FNDECL (NULL for an indirect call) with ARGS cannot
   touch memory outside the caller's own variables.  */

static bool
call_harmless_p (tree fndecl, int flags, const vec<tree> &args, int depth)
{
  if (flags & ECF_CONST)
    return true;
  if (!fndecl)
    return false;
  if (fndecl_built_in_p (fndecl, BUILT_IN_NORMAL))
    {
      for (unsigned i = 0; i < args.length (); i++)
	if (POINTER_TYPE_P (TREE_TYPE (args[i])) && !local_address_p (args[i]))
	  return false;
      return true;
    }
  return function_harmless_p (fndecl, depth + 1);
}

struct walk_state
{
  int depth;
  bool harmful;
};

/* walk_tree callback: note anything that may touch shared memory.  */

static tree
harmful_operand_r (tree *tp, int *walk_subtrees, void *data)
{
  struct walk_state *ws = (struct walk_state *) data;
  tree t = *tp;
  if (TYPE_P (t))
    {
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  if ((DECL_P (t) || REFERENCE_CLASS_P (t)) && TREE_THIS_VOLATILE (t))
    ws->harmful = true;
  switch (TREE_CODE (t))
    {
    case VAR_DECL:
      if (is_global_var (t) && !TREE_READONLY (t))
	ws->harmful = true;
      break;
    case MEM_REF:
    case TARGET_MEM_REF:
    case INDIRECT_REF:
      if (!local_address_p (TREE_OPERAND (t, 0)))
	ws->harmful = true;
      break;
    case ASM_EXPR:
      ws->harmful = true;
      break;
    case CALL_EXPR:
      {
	auto_vec<tree, 8> args;
	for (int i = 0; i < call_expr_nargs (t); i++)
	  args.safe_push (CALL_EXPR_ARG (t, i));
	tree fn = get_callee_fndecl (t);
	if (!call_harmless_p (fn, fn ? flags_from_decl_or_type (fn) : 0, args,
			      ws->depth))
	  ws->harmful = true;
	break;
      }
    default:
      break;
    }
  return ws->harmful ? t : NULL_TREE;
}

/* Whether the GIMPLE statement STMT may touch shared memory.  */

static bool
stmt_harmful_p (gimple *stmt, struct walk_state *ws)
{
  if (gimple_code (stmt) == GIMPLE_ASM || gimple_has_volatile_ops (stmt))
    return true;
  if (gcall *call = dyn_cast<gcall *> (stmt))
    {
      auto_vec<tree, 8> args;
      for (unsigned i = 0; i < gimple_call_num_args (call); i++)
	args.safe_push (gimple_call_arg (call, i));
      if (!call_harmless_p (gimple_call_fndecl (call),
			    gimple_call_flags (call), args, ws->depth))
	return true;
    }
  for (unsigned i = 0; i < gimple_num_ops (stmt); i++)
    {
      tree op = gimple_op (stmt, i);
      if (op && (!is_gimple_call (stmt) || i != 1)
	  && walk_tree_without_duplicates (&op, harmful_operand_r, ws))
	return true;
    }
  return false;
}

static bool
seq_harmful_p (gimple_seq seq, struct walk_state *ws)
{
  for (gimple_stmt_iterator gsi = gsi_start (seq); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      if (gbind *bind = dyn_cast<gbind *> (stmt))
	{
	  if (seq_harmful_p (gimple_bind_body (bind), ws))
	    return true;
	}
      else if (!is_gimple_debug (stmt) && stmt_harmful_p (stmt, ws))
	return true;
    }
  return false;
}

/* Whether FNDECL's body, in whatever form it has now, may touch shared
   memory.  */

static bool
body_harmful_p (tree fndecl, struct walk_state *ws)
{
  function *fun = DECL_STRUCT_FUNCTION (fndecl);
  if (fun && fun->cfg)
    {
      basic_block bb;
      FOR_EACH_BB_FN (bb, fun)
	for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	     gsi_next (&gsi))
	  if (!is_gimple_debug (gsi_stmt (gsi))
	      && stmt_harmful_p (gsi_stmt (gsi), ws))
	    return true;
      return false;
    }
  if (gimple_seq body = gimple_body (fndecl))
    return seq_harmful_p (body, ws);
  if (tree body = DECL_SAVED_TREE (fndecl))
    return walk_tree_without_duplicates (&body, harmful_operand_r, ws)
	   != NULL_TREE;
  return true;
}

/* Functions whose bodies are being looked at: a recursive call is as
   harmless as the function itself.  */
static hash_set<tree> *in_progress;

static bool
function_harmless_p (tree fndecl, int depth)
{
  if (depth > MAX_CALL_DEPTH || TREE_CODE (fndecl) != FUNCTION_DECL
      || DECL_EXTERNAL (fndecl)
      || decl_replaceable_p (fndecl, flag_semantic_interposition))
    return false;
  if (in_progress && in_progress->contains (fndecl))
    return true;
  bool outermost = !in_progress;
  if (outermost)
    in_progress = new hash_set<tree>;
  in_progress->add (fndecl);
  struct walk_state ws = { depth, false };
  bool harmless = !body_harmful_p (fndecl, &ws) && !ws.harmful;
  in_progress->remove (fndecl);
  if (outermost)
    {
      delete in_progress;
      in_progress = NULL;
    }
  return harmless;
}

/* Whether the call STMT of a nest may read or write memory that the
   nest's arrays occupy.  */

/* Whether STMT is one of the checks -fsanitize=undefined plants: they
   read only their arguments (and report, or trap), so they neither
   touch the nest's arrays nor keep them from being staged.  */

static bool
sanitizer_check_p (const gcall *stmt)
{
  if (!gimple_call_internal_p (stmt))
    return false;
  switch (gimple_call_internal_fn (stmt))
    {
    case IFN_UBSAN_BOUNDS:
    case IFN_UBSAN_NULL:
    case IFN_UBSAN_OBJECT_SIZE:
    case IFN_UBSAN_PTR:
    case IFN_UBSAN_VPTR:
    case IFN_UBSAN_CHECK_ADD:
    case IFN_UBSAN_CHECK_SUB:
    case IFN_UBSAN_CHECK_MUL:
      return true;
    default:
      return false;
    }
}

bool
callee_may_touch_memory_p (const gcall *stmt)
{
  if (sanitizer_check_p (stmt))
    return false;
  auto_vec<tree, 8> args;
  for (unsigned i = 0; i < gimple_call_num_args (stmt); i++)
    args.safe_push (gimple_call_arg (stmt, i));
  return !call_harmless_p (gimple_call_fndecl (stmt),
			   gimple_call_flags (stmt), args, 0);
}
