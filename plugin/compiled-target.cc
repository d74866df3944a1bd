/* compiled-target.cc -- tell the runtime which machine a unit's tiles
   were chosen for.

   Why this file exists: "target=NAME", "local-mem=" and "num-accel="
   size the tiles of a unit (and, for the host, compile its tile
   functions) for one machine, while the runtime chooses its machine
   when the program starts; left alone, it would run tiles sized for the
   host's caches on the simulated paper machine, or for 256 KiB of local
   memory on the paper's 16 KiB.  So a unit compiled with one of those
   keys that dispatches a nest gets a static constructor that registers
   the machine (__accblock_register_machine, accblock-abi.h, which
   states the rule for several units).  It is built when the IPA passes
   start: every function of the unit has been through the outline pass
   by then, so the unit is known to dispatch, and a unit that does not
   needs no libaccblock at all.  lto1 builds none, since the
   constructors the units got are among the bodies it reads.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-plugin.h"

/* A string constant argument holding TEXT.  */

static tree
string_argument (const char *text)
{
  return build_string_literal (strlen (text) + 1, text);
}

/* PLUGIN_ALL_IPA_PASSES_START: give the unit its registration, with the
   counts the keys gave (0: the profile's).  */

static void
build_registration (void *, void *)
{
  if (in_lto_p || seen_error () || !accblock_unit_dispatches_p ())
    return;
  tree type = build_function_type_list (void_type_node,
					const_ptr_type_node,
					const_ptr_type_node,
					intDI_type_node, intDI_type_node,
					NULL_TREE);
  tree decl = build_fn_decl ("__accblock_register_machine", type);
  TREE_NOTHROW (decl) = 1;
  tree call
    = build_call_expr (decl, 4, string_argument (accblock_settings.target),
		       string_argument (main_input_filename),
		       build_int_cst (intDI_type_node,
				      accblock_settings.num_accel_key),
		       build_int_cst (intDI_type_node,
				      accblock_settings.local_mem_key));
  cgraph_build_static_cdtor ('I', call, ACCBLOCK_TARGET_INIT_PRIORITY);
  /* Lower it now: the first IPA passes (free_lang_data under -flto)
     expect every function of the call graph to have a CFG.  */
  symtab->process_new_functions ();
}

void
accblock_register_compiled_target (const char *plugin_name)
{
  if (accblock_settings.target_named || accblock_settings.local_mem_key
      || accblock_settings.num_accel_key)
    register_callback (plugin_name, PLUGIN_ALL_IPA_PASSES_START,
		       build_registration, NULL);
}
