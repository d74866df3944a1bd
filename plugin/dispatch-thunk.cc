/* dispatch-thunk.cc -- the unit's static function through which every
   dispatch calls the runtime's register-preserving entry.

   Why this file exists: a function that calls __accblock_dispatch, an
   external function, clobbers every call-used register as far as GCC
   knows, so its callers lose GCC's interprocedural register allocation
   (-fipa-ra) across it.  A small function whose nest only dispatches
   for large trip counts, called in a loop, then makes that loop reload
   its values at every call, although the dispatch never runs: 1.13
   times gcc's time for an 8-iteration loop (benchmarks/README.md, "Tiny
   loop").  On x86-64 (LP64) the dispatch therefore calls one static
   function of the unit, __accblock_dispatch_thunk, with
   __accblock_dispatch's arguments; its body is an assembly statement
   that calls the runtime's __accblock_dispatch_preserving with them in
   RDI, RSI, RDX, RCX and RAX (accblock-abi.h), an entry that gives every
   register back; the call goes through the GOT, never a lazily bound
   PLT entry.  GCC compiles the thunk before its callers and sees
   that it only moves its fifth argument into RAX, so the callers keep
   their other values in registers.  The statement clobbers memory,
   which the dispatch reads and writes, and its operands make the
   pointers it receives escape, as a call's would.  The key
   "preserving-dispatch=no" calls __accblock_dispatch directly.

   The statement's call writes below the stack pointer, which GCC lets
   a function it takes for a leaf use as scratch (the red zone).  The
   thunk is never inlined, so that scratch is the thunk's own: at -O0
   its parameters' slots, which the statement has read before its call
   and which nothing reads after it; with optimization it keeps
   nothing on the stack, and -fstack-protector gives it a frame of its
   own (it then calls __stack_chk_fail, no leaf).

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "outline.h"
#include "gimplify.h"

static GTY (()) tree thunk_decl;

const struct ggc_root_tab dispatch_thunk_gc_roots[] = {
  { &thunk_decl, 1, sizeof (thunk_decl), &gt_ggc_mx_tree_node,
    &gt_pch_nx_tree_node },
  LAST_GGC_ROOT_TAB
};

/* The registers of the entry's arguments, in order, as asm constraints
   (accblock-abi.h, __accblock_dispatch_preserving).  */
static const char *const argument_registers[] = { "D", "S", "d", "c", "a" };

/* Whether this unit's dispatches go through the thunk.  */

static bool
thunk_wanted_p (void)
{
  return accblock_settings.preserving_dispatch && TARGET_LP64;
}

/* Parameter INDEX of the thunk FNDECL, of TYPE.  */

static tree
thunk_parm (tree fndecl, unsigned index, tree type)
{
  char name[16];
  snprintf (name, sizeof name, "arg%u", index);
  tree parm = outline_build_parm (fndecl, name, type);
  /* The thunk's body is its own from the start.  */
  DECL_CONTEXT (parm) = fndecl;
  return parm;
}

/* The assembly statement of the thunk's body: the call of the entry
   with the parameters PARMS in their registers.  */

static tree
thunk_asm (tree parms)
{
  tree inputs = NULL_TREE;
  unsigned i = 0;
  for (tree parm = parms; parm; parm = DECL_CHAIN (parm), i++)
    {
      const char *reg = argument_registers[i];
      tree constraint = build_string (strlen (reg) + 1, reg);
      inputs = chainon (inputs,
			build_tree_list (build_tree_list (NULL_TREE,
							  constraint),
					 parm));
    }
  gcc_assert (i == ARRAY_SIZE (argument_registers));
  /* Through the GOT, which the dynamic linker fills when it loads the
     program: a lazily bound PLT entry would run the dynamic linker's
     resolver at the first call, which may clobber R10 and R11 (the ABI
     lets it).  */
  static const char call[]
    = "call\t*__accblock_dispatch_preserving@GOTPCREL(%%rip)";
  tree clobbers = build_tree_list (NULL_TREE,
				   build_string (sizeof "memory", "memory"));
  tree stmt = build5 (ASM_EXPR, void_type_node,
		      build_string (sizeof call, call), NULL_TREE, inputs,
		      clobbers, NULL_TREE);
  ASM_VOLATILE_P (stmt) = 1;
  TREE_SIDE_EFFECTS (stmt) = 1;
  return stmt;
}

/* Build the thunk, of TYPE (__accblock_dispatch's), and hand it to the
   call graph.  */

static tree
build_thunk (tree type)
{
  tree decl = build_decl (UNKNOWN_LOCATION, FUNCTION_DECL,
			  get_identifier ("__accblock_dispatch_thunk"), type);
  TREE_STATIC (decl) = 1;
  TREE_PUBLIC (decl) = 0;
  TREE_USED (decl) = 1;
  TREE_NOTHROW (decl) = 1;
  DECL_ARTIFICIAL (decl) = 1;
  DECL_IGNORED_P (decl) = 1;
  DECL_NO_INSTRUMENT_FUNCTION_ENTRY_EXIT (decl) = 1;
  /* Inlined, the statement's call would land in a function that may
     keep data in the red zone below the stack pointer; cloned, it
     would only cost compile time.  */
  DECL_UNINLINABLE (decl) = 1;
  DECL_ATTRIBUTES (decl)
    = tree_cons (get_identifier ("noinline"), NULL_TREE,
		 tree_cons (get_identifier ("noclone"), NULL_TREE, NULL_TREE));

  outline_void_result (decl, UNKNOWN_LOCATION);

  tree parms = NULL_TREE;
  unsigned i = 0;
  for (tree arg = TYPE_ARG_TYPES (type);
       arg && !VOID_TYPE_P (TREE_VALUE (arg)); arg = TREE_CHAIN (arg), i++)
    parms = chainon (parms, thunk_parm (decl, i, TREE_VALUE (arg)));
  DECL_ARGUMENTS (decl) = parms;

  tree block = make_node (BLOCK);
  BLOCK_SUPERCONTEXT (block) = decl;
  TREE_USED (block) = 1;
  DECL_INITIAL (decl) = block;
  DECL_SAVED_TREE (decl) = build3 (BIND_EXPR, void_type_node, NULL_TREE,
				   thunk_asm (parms), block);

  push_struct_function (decl);
  cfun->function_start_locus = UNKNOWN_LOCATION;
  cfun->function_end_locus = UNKNOWN_LOCATION;
  pop_cfun ();
  gimplify_function_tree (decl);
  cgraph_node::add_new_function (decl, false);
  return decl;
}

tree
dispatch_thunk_for (tree dispatch_decl)
{
  if (!thunk_wanted_p ())
    return dispatch_decl;
  if (!thunk_decl)
    thunk_decl = build_thunk (TREE_TYPE (dispatch_decl));
  return thunk_decl;
}

bool
dispatch_thunk_called_p (void)
{
  cgraph_node *node = thunk_decl ? cgraph_node::get (thunk_decl) : NULL;
  return node && node->callers;
}
