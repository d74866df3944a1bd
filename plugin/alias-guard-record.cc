/* alias-guard-record.cc -- the record the runtime reads the run-time
   words of the alias guard's descriptor from.

   Why this file exists: the run-time test in front of a distributed loop
   (alias-guard.cc) passes a descriptor of the whole loop, whose words
   known only at run time are those of a dispatch (bounds "n - 1", the
   arrays' addresses, the row lengths and plane sizes of VLA
   parameters).  A dispatch hands them over as patches read from its
   capture record (outline-patch.cc); the guard had no record, so it
   copied its template onto the stack and stored each of those words,
   which cost GCC about twice what the test costs with a record (issue
   32).  So the guard gets a record of its own: one field per variable
   that those words read, filled right before the call, and each word
   the matcher of outline-patch.cc accepts on it becomes a patch.  Only
   the variables of accepted words get a field; a word the matcher
   refuses stays a store, as before.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "outline.h"

/* Whether VAR, read by a late word, may have a field: a scalar variable
   of integer or pointer type (the types a patch reads) that is not
   volatile, so that the one read right before the call gives the value
   the word's store would give there.  */

static bool
field_variable_p (tree var)
{
  tree type = TREE_TYPE (var);
  if (!INTEGRAL_TYPE_P (type) && !POINTER_TYPE_P (type))
    return false;
  if (TREE_CODE (var) == SSA_NAME)
    return true;
  return ((TREE_CODE (var) == VAR_DECL || TREE_CODE (var) == PARM_DECL)
	  && !TREE_THIS_VOLATILE (var) && !DECL_HAS_VALUE_EXPR_P (var));
}

/* walk_tree callback: add the variable *TP to the vec<tree> DATA points
   to, once.  */

static tree
add_variable (tree *tp, int *walk_subtrees, void *data)
{
  vec<tree> *vars = (vec<tree> *) data;
  tree t = *tp;
  if (TYPE_P (t))
    *walk_subtrees = 0;
  else if ((TREE_CODE (t) == SSA_NAME || TREE_CODE (t) == VAR_DECL
	    || TREE_CODE (t) == PARM_DECL)
	   && field_variable_p (t) && !vars->contains (t))
    vars->safe_push (t);
  return NULL_TREE;
}

/* The variables VALUE reads that may have a field, added to VARS.  */

static void
word_variables (tree value, vec<tree> *vars)
{
  walk_tree_without_duplicates (&value, add_variable, vars);
}

/* A by-value capture of VAR with a field of its own, not yet in a
   record: the field's type is VAR's, as outline-capture.cc gives a
   captured variable (a pointer for a variably modified type).  */

static struct capture
field_capture (tree var)
{
  tree field_type = capture_value_field_type (TREE_TYPE (var));
  struct capture cap;
  memset ((void *) &cap, 0, sizeof cap);
  cap.decl = var;
  cap.kind = CAPTURE_VALUE;
  cap.field = build_decl (UNKNOWN_LOCATION, FIELD_DECL,
			  create_tmp_var_name ("accblock_guard_field"),
			  field_type);
  return cap;
}

/* A capture with a field in CAPS for each variable of VARS, but the
   local variables when NO_LOCALS.  */

static void
candidate_captures (const vec<tree> &vars, bool no_locals,
		    vec<capture> *caps)
{
  for (tree var : vars)
    if (!no_locals || TREE_CODE (var) != VAR_DECL)
      caps->safe_push (field_capture (var));
}

/* The variables whose fields the late words of W that the matcher
   accepts read, into USED.  Each word is tried first with fields for
   the parameters and the SSA names it reads only, so that the matcher
   looks through the locals the gimplifier keeps a VLA's size in ("nj.16
   = nj") to the parameter, which other words read too; then with a
   field for each variable it reads.  */

static void
patched_variables (const struct desc_words *w, vec<tree> *used)
{
  auto_vec<tree> all;
  for (tree parm = DECL_ARGUMENTS (current_function_decl); parm;
       parm = DECL_CHAIN (parm))
    if (field_variable_p (parm))
      all.safe_push (parm);
  for (const std::pair<unsigned, tree> &late : w->late)
    word_variables (late.second, &all);
  all.qsort (outline_tree_order);
  auto_vec<capture> roots, every;
  candidate_captures (all, true, &roots);
  candidate_captures (all, false, &every);
  for (const std::pair<unsigned, tree> &late : w->late)
    {
      tree var, factor;
      if (!patch_value_fields (roots, late.second, &var, &factor)
	  && !patch_value_fields (every, late.second, &var, &factor))
	continue;
      if (!used->contains (var))
	used->safe_push (var);
      if (factor && !used->contains (factor))
	used->safe_push (factor);
    }
  used->qsort (outline_tree_order);
}

/* See outline.h.  */

tree
alias_guard_record (struct desc_words *w, vec<capture> *caps)
{
  auto_vec<tree> used;
  patched_variables (w, &used);
  if (used.is_empty ())
    return NULL_TREE;
  tree fields = NULL_TREE;
  for (unsigned i = used.length (); i-- > 0;)
    {
      struct capture cap = field_capture (used[i]);
      DECL_CHAIN (cap.field) = fields;
      fields = cap.field;
      caps->safe_push (cap);
    }
  caps->reverse ();
  tree type = make_node (RECORD_TYPE);
  finish_builtin_struct (type, "accblock_guard_record", fields, NULL_TREE);
  patch_words (*caps, w);
  return type;
}

/* See outline.h.  */

tree
alias_guard_fill (const vec<capture> &caps, tree type, gimple_seq *seq)
{
  if (!type)
    return null_pointer_node;
  tree rec = create_tmp_var (type, "accblock_guard_record");
  TREE_ADDRESSABLE (rec) = 1;
  fill_record_fields (caps, rec, seq);
  return build_fold_addr_expr_with_type (rec, ptr_type_node);
}
