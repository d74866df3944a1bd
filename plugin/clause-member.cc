/* clause-member.cc -- C++: the class members and the variables a lambda
   captures that private, firstprivate and reduction clauses name.

   Why this file exists: privatize.cc carries out a clause by renaming a
   variable in the construct's statement, but a member "sum" of a member
   function is no variable there: each use is the expression this->sum.
   And a variable a lambda captures is the enclosing function's, which
   the lambda's code reaches only through its closure.  Both get a
   stand-in variable whose value expression is the place itself (the
   C++ front end's own capture proxy, for a captured variable); the
   member's uses in the construct become uses of the stand-in, and the
   clause then works on the stand-in as on any variable: the copies are
   filled from this->sum or from the captured variable, and a reduction
   stores its result back there.  A member the stand-in cannot reach
   (one of a base class, or "this" of a lambda) is an error: ignoring
   the clause would let the tiles race on it.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "directive-tree.h"

/* ---- Captured variables ---- */

struct proxy_search
{
  tree name;
  tree found;
};

static tree
find_proxy_r (tree *tp, int *walk_subtrees, void *data)
{
  struct proxy_search *s = (struct proxy_search *) data;
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  else if (TREE_CODE (*tp) == BIND_EXPR)
    for (tree v = BIND_EXPR_VARS (*tp); v; v = DECL_CHAIN (v))
      if (VAR_P (v) && DECL_NAME (v) == s->name && DECL_HAS_VALUE_EXPR_P (v))
	{
	  s->found = v;
	  return v;
	}
  return NULL_TREE;
}

tree
accblock_capture_proxy (tree decl, tree fndecl)
{
  if (DECL_NAME (decl) == NULL_TREE || DECL_SAVED_TREE (fndecl) == NULL_TREE)
    return NULL_TREE;
  struct proxy_search s = { DECL_NAME (decl), NULL_TREE };
  walk_tree_without_duplicates (&DECL_SAVED_TREE (fndecl), find_proxy_r,
				&s);
  return s.found;
}

/* ---- Members ---- */

/* The "this" parameter of FNDECL, or NULL_TREE.  */

static tree
this_parameter (tree fndecl)
{
  tree parm = DECL_ARGUMENTS (fndecl);
  if (parm == NULL_TREE || DECL_NAME (parm) == NULL_TREE
      || strcmp (IDENTIFIER_POINTER (DECL_NAME (parm)), "this") != 0
      || !POINTER_TYPE_P (TREE_TYPE (parm)))
    return NULL_TREE;
  return parm;
}

/* The member of the class of THIS_PARM named like FIELD (in an
   instantiation of a class template, FIELD is the template's).  */

static tree
own_member (tree this_parm, tree field)
{
  tree type = TREE_TYPE (TREE_TYPE (this_parm));
  for (tree f = TYPE_FIELDS (type); f; f = DECL_CHAIN (f))
    if (TREE_CODE (f) == FIELD_DECL && DECL_NAME (f) == DECL_NAME (field))
      return f;
  return NULL_TREE;
}

/* Whether OBJECT is *this.  */

static bool
this_object_p (tree object, tree this_parm)
{
  STRIP_NOPS (object);
  if (TREE_CODE (object) != INDIRECT_REF
      && !(TREE_CODE (object) == MEM_REF
	   && integer_zerop (TREE_OPERAND (object, 1))))
    return false;
  tree ptr = TREE_OPERAND (object, 0);
  STRIP_NOPS (ptr);
  return ptr == this_parm;
}

/* A place of the construct's statement that a stand-in replaces:
   this->FIELD, or *PROXY for a variable captured by reference.  */
struct place_rename
{
  tree this_parm, field;	/* this->FIELD, or...  */
  tree proxy;			/* ... *PROXY.  */
  tree stand_in;
};

static bool
place_p (tree t, const struct place_rename *r)
{
  /* The stand-in of an inner construct's clause on the same place:
     its copy is filled from, and stored back into, this one's.  */
  if (VAR_P (t) && DECL_HAS_VALUE_EXPR_P (t) && t != r->proxy)
    return place_p (DECL_VALUE_EXPR (t), r);
  if (r->field)
    return (TREE_CODE (t) == COMPONENT_REF && TREE_OPERAND (t, 1) == r->field
	    && this_object_p (TREE_OPERAND (t, 0), r->this_parm));
  if (TREE_CODE (t) != INDIRECT_REF)
    return false;
  tree ref = TREE_OPERAND (t, 0);
  STRIP_NOPS (ref);
  return ref == r->proxy;
}

static tree
rename_place_r (tree *tp, int *walk_subtrees, void *data)
{
  struct place_rename *r = (struct place_rename *) data;
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  else if (place_p (*tp, r))
    {
      *tp = r->stand_in;
      *walk_subtrees = 0;
    }
  return NULL_TREE;
}

/* A variable of TYPE named NAME standing for PLACE, at LOC.  */

static tree
stand_in_for (tree place, tree name, tree type, location_t loc)
{
  tree stand_in = build_decl (loc, VAR_DECL, name, type);
  DECL_CONTEXT (stand_in) = current_function_decl;
  TREE_USED (stand_in) = 1;
  SET_DECL_VALUE_EXPR (stand_in, place);
  DECL_HAS_VALUE_EXPR_P (stand_in) = 1;
  return stand_in;
}

/* Clause V names a member: its stand-in, which replaces this->member
   in *STMTP, or NULL_TREE after an error.  */

static tree
bind_member (const struct accblock_var_clause *v, tree *stmtp)
{
  tree this_parm = this_parameter (current_function_decl);
  if (this_parm == NULL_TREE)
    {
      error_at (v->loc, "%qD is a class member, which accblock reaches "
		"only through the %<this%> of a member function of its "
		"class (not in a static member function, nor through the "
		"%<this%> a lambda captures)", v->decl);
      return NULL_TREE;
    }
  tree field = own_member (this_parm, v->decl);
  if (field == NULL_TREE)
    {
      error_at (v->loc, "%qD is not a member of the class of %<this%> "
		"itself (but of a base class, or of an anonymous union): "
		"accblock does not support it in a clause", v->decl);
      return NULL_TREE;
    }
  tree object = build_fold_indirect_ref (this_parm);
  tree type = TREE_TYPE (field);
  if (TYPE_READONLY (TREE_TYPE (object)))	/* A const member function.  */
    type = build_qualified_type (type, TYPE_QUALS (type) | TYPE_QUAL_CONST);
  tree place = build3 (COMPONENT_REF, type, object, field, NULL_TREE);
  struct place_rename r = { this_parm, field, NULL_TREE,
			    stand_in_for (place, DECL_NAME (field), type,
					  v->loc) };
  walk_tree (stmtp, rename_place_r, &r, NULL);
  return r.stand_in;
}

/* Clause V names PROXY, the lambda's reference to a variable it
   captures by reference: a stand-in for the variable, which replaces
   *PROXY in *STMTP, or NULL_TREE after an error.  Any other use of the
   reference in the statement (bound to another reference) would reach
   the original past the copy the clause makes.  */

static tree
bind_reference_capture (const struct accblock_var_clause *v, tree *stmtp)
{
  tree proxy = v->decl;
  tree type = TREE_TYPE (TREE_TYPE (proxy));
  tree place = build1 (INDIRECT_REF, type, proxy);
  struct place_rename r = { NULL_TREE, NULL_TREE, proxy,
			    stand_in_for (place, DECL_NAME (proxy), type,
					  v->loc) };
  walk_tree (stmtp, rename_place_r, &r, NULL);
  if (tree_mentions_p (stmtp, proxy))
    {
      error_at (v->loc, "%qD, captured by reference, is bound to another "
		"reference in the construct: accblock cannot give it the "
		"copy of the clause", proxy);
      return NULL_TREE;
    }
  return r.stand_in;
}

static bool
reference_capture_p (tree decl)
{
  return (VAR_P (decl) && DECL_HAS_VALUE_EXPR_P (decl)
	  && TREE_CODE (TREE_TYPE (decl)) == REFERENCE_TYPE);
}

/* The stand-in clause V needs, NULL_TREE when none, error_mark_node
   after an error.  */

static tree
bind_place (const struct accblock_var_clause *v, tree *stmtp)
{
  tree stand_in;
  if (TREE_CODE (v->decl) == FIELD_DECL)
    stand_in = bind_member (v, stmtp);
  else if (reference_capture_p (v->decl))
    stand_in = bind_reference_capture (v, stmtp);
  else
    return NULL_TREE;
  return stand_in ? stand_in : error_mark_node;
}

bool
accblock_bind_members (struct accblock_clause *c, tree *stmtp,
		       tree *stand_ins_out)
{
  *stand_ins_out = NULL_TREE;
  if (!accblock_cxx_front_end_p ())
    return true;
  bool ok = true;
  tree stand_ins = NULL_TREE;
  for (unsigned i = 0; i < c->vars.length (); )
    {
      tree stand_in = bind_place (&c->vars[i], stmtp);
      if (stand_in == error_mark_node)
	{
	  /* Reported: the clause is not carried out.  */
	  c->vars.ordered_remove (i);
	  ok = false;
	  continue;
	}
      if (stand_in)
	{
	  c->vars[i].decl = stand_in;
	  DECL_CHAIN (stand_in) = stand_ins;
	  stand_ins = stand_in;
	}
      i++;
    }
  *stand_ins_out = stand_ins;
  return ok;
}
