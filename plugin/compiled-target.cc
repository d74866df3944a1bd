/* compiled-target.cc -- tell the runtime which target a unit's tiles
   were chosen for.

   Why this file exists: "target=NAME" sizes the tiles of a unit (and,
   for the host, compiles its tile functions) for one machine profile,
   while the runtime chooses its machine when the program starts; left
   alone, it would run tiles sized for the host's caches on the
   simulated paper machine.  So a unit compiled with the key that
   dispatches a nest gets a static constructor that registers NAME
   (__accblock_register_target, accblock-abi.h, which states the rule
   for several units).  It is built when the IPA passes start: every
   function of the unit has been through the outline pass by then, so
   the unit is known to dispatch, and a unit that does not needs no
   libaccblock at all.  lto1 builds none, since the constructors the
   units got are among the bodies it reads.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-plugin.h"

/* PLUGIN_ALL_IPA_PASSES_START: give the unit its registration.  */

static void
build_registration (void *, void *)
{
  if (in_lto_p || seen_error () || !accblock_unit_dispatches_p ())
    return;
  tree type = build_function_type_list (void_type_node,
					const_ptr_type_node,
					const_ptr_type_node, NULL_TREE);
  tree decl = build_fn_decl ("__accblock_register_target", type);
  TREE_NOTHROW (decl) = 1;
  const char *target = accblock_settings.target;
  const char *unit = main_input_filename;
  tree call = build_call_expr (decl, 2,
			       build_string_literal (strlen (target) + 1,
						     target),
			       build_string_literal (strlen (unit) + 1, unit));
  cgraph_build_static_cdtor ('I', call, ACCBLOCK_TARGET_INIT_PRIORITY);
  /* Lower it now: the first IPA passes (free_lang_data under -flto)
     expect every function of the call graph to have a CFG.  */
  symtab->process_new_functions ();
}

void
accblock_register_compiled_target (const char *plugin_name)
{
  if (accblock_settings.target_named)
    register_callback (plugin_name, PLUGIN_ALL_IPA_PASSES_START,
		       build_registration, NULL);
}
