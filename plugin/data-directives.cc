/* data-directives.cc -- the calls into the OpenACC runtime that
   directives plant: enter and exit data keep the present table, and a
   compute construct's region tells the runtime it runs the device's
   code.

   Why this file exists: with shared memory, data directives move
   nothing, but acc_is_present and acc_deviceptr must still see what
   enter data put in the table, and acc_on_device must answer for the
   code of a compute construct outside its loops as for the device.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "directive-tree.h"
#include "warn.h"

tree
runtime_call (const char *name)
{
  tree type = build_function_type_list (void_type_node, NULL_TREE);
  return build_call_expr (accblock_runtime_function (name, type), 0);
}

bool
compute_region_p (const struct accblock_clause *c)
{
  return (construct_is (c, ACCBLOCK_CONSTRUCT_PARALLEL)
	  || construct_is (c, ACCBLOCK_CONSTRUCT_KERNELS)
	  || construct_is (c, ACCBLOCK_CONSTRUCT_SERIAL));
}

static const char *
present_routine (const char *clause, bool finalize)
{
  static const char *const table[][3] = {
    { "copyin", "acc_copyin", "acc_copyin" },
    { "pcopyin", "acc_copyin", "acc_copyin" },
    { "present_or_copyin", "acc_copyin", "acc_copyin" },
    { "create", "acc_create", "acc_create" },
    { "pcreate", "acc_create", "acc_create" },
    { "present_or_create", "acc_create", "acc_create" },
    { "copyout", "acc_copyout", "acc_copyout_finalize" },
    { "delete", "acc_delete", "acc_delete_finalize" },
  };
  for (unsigned i = 0; i < ARRAY_SIZE (table); i++)
    if (strcmp (clause, table[i][0]) == 0)
      return table[i][finalize ? 2 : 1];
  return NULL;
}

static bool
item_extent (const struct accblock_data_item *item, tree *addr, tree *bytes)
{
  tree decl = item->decl, type = TREE_TYPE (decl);
  if (!item->section || TREE_CODE (type) == ARRAY_TYPE)
    TREE_ADDRESSABLE (decl) = 1;
  if (!item->section)
    {
      *addr = build_fold_addr_expr (decl);
      *bytes = TYPE_SIZE_UNIT (type);
      return *bytes != NULL_TREE;
    }
  if (TREE_CODE (type) != ARRAY_TYPE && !POINTER_TYPE_P (type))
    return false;
  tree elem = TREE_TYPE (type);
  if (!constant_size_p (elem))
    return false;
  tree base = POINTER_TYPE_P (type) ? decl
	      : fold_convert (build_pointer_type (elem),
			      build_fold_addr_expr (decl));
  tree len = item->section_len;
  if (len == NULL_TREE)
    {
      if (POINTER_TYPE_P (type) || !constant_size_p (type))
	return false;
      len = fold_build2 (MINUS_EXPR, long_integer_type_node,
			 fold_convert (long_integer_type_node,
				       array_type_nelts (type)),
			 fold_build2 (MINUS_EXPR, long_integer_type_node,
				      item->section_lo,
				      build_int_cst (long_integer_type_node,
						     1)));
    }
  *addr = fold_build_pointer_plus (base, elements_bytes (item->section_lo,
							 elem));
  *bytes = elements_bytes (len, elem);
  return true;
}

tree
present_table_calls (const struct accblock_clause *c)
{
  /* The condition is not parsed, so it cannot guard the calls: say so
     rather than let acc_is_present answer for a condition never
     checked.  */
  if (c->has_if && c->data_items.length () > 0)
    accblock_warning_at (c->if_loc, ACCBLOCK_WARN_CLAUSE,
			 "the %<if%> clause of %<#pragma acc %s data%> is not "
			 "evaluated: the present table is updated as if it "
			 "were true",
			 construct_is (c, ACCBLOCK_CONSTRUCT_ENTER_DATA)
			 ? "enter" : "exit");
  tree type = build_function_type_list (void_type_node, ptr_type_node,
					size_type_node, NULL_TREE);
  tree calls = NULL_TREE;
  for (unsigned i = 0; i < c->data_items.length (); i++)
    {
      const struct accblock_data_item *item = &c->data_items[i];
      const char *routine = present_routine (item->clause, c->finalize);
      tree addr, bytes;
      if (routine == NULL || !item_extent (item, &addr, &bytes))
	continue;
      append_to_statement_list_force
	(build_call_expr (accblock_runtime_function (routine, type), 2,
			  fold_convert (ptr_type_node, addr),
			  fold_convert (size_type_node, bytes)), &calls);
    }
  return calls;
}
