/* directive-instance.cc -- one directive, parsed once in a C++
   template, for each instantiation of the template.

   Why this file exists: the pragma handler runs while the template is
   parsed; the marker call it plants is copied into every instantiation
   (pragma-marker.cc adds it as an expression statement for that), but
   the clause table holds one entry, whose variables are the template's
   declarations.  The directive walk takes an entry apart as it carries
   the directive out, so each instantiation after the first gets a copy
   of the entry as it was parsed, under an id of its own that its marker
   then carries; and each variable of the template is replaced by the
   instantiation's declaration of it, the one with the same name and
   the same source location.  A variable that cannot be matched is an
   error: carrying out a private or reduction clause on the wrong
   variable would give a wrong result in silence.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "directive-tree.h"

/* ---- The declarations of an instantiation ---- */

/* Whether DECL is local to a function other than FNDECL.  */

static bool
foreign_local_p (tree decl, tree fndecl)
{
  if (decl == NULL_TREE || (!VAR_P (decl) && TREE_CODE (decl) != PARM_DECL))
    return false;
  tree ctx = DECL_CONTEXT (decl);
  return ctx && TREE_CODE (ctx) == FUNCTION_DECL && ctx != fndecl;
}

static bool
same_declaration_p (tree candidate, tree decl)
{
  return (TREE_CODE (candidate) == TREE_CODE (decl)
	  && DECL_NAME (candidate) == DECL_NAME (decl)
	  && DECL_SOURCE_LOCATION (candidate) == DECL_SOURCE_LOCATION (decl));
}

struct match_search
{
  tree decl;
  tree found;
};

static tree
find_in_binds_r (tree *tp, int *walk_subtrees, void *data)
{
  struct match_search *s = (struct match_search *) data;
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  else if (TREE_CODE (*tp) == BIND_EXPR)
    for (tree v = BIND_EXPR_VARS (*tp); v; v = DECL_CHAIN (v))
      if (same_declaration_p (v, s->decl))
	{
	  s->found = v;
	  return v;
	}
  return NULL_TREE;
}

tree
accblock_instance_decl (tree decl, tree fndecl)
{
  for (tree parm = DECL_ARGUMENTS (fndecl); parm; parm = DECL_CHAIN (parm))
    if (same_declaration_p (parm, decl))
      return parm;
  struct match_search s = { decl, NULL_TREE };
  walk_tree_without_duplicates (&DECL_SAVED_TREE (fndecl), find_in_binds_r,
				&s);
  return s.found;
}

/* ---- Replacing them ---- */

struct remap_state
{
  tree fndecl;
  location_t loc;	/* The directive, for the error.  */
  bool failed;
};

static tree
remap_decl (tree decl, struct remap_state *st)
{
  if (!foreign_local_p (decl, st->fndecl))
    return decl;
  tree local = accblock_instance_decl (decl, st->fndecl);
  if (local == NULL_TREE)
    local = accblock_capture_proxy (decl, st->fndecl);
  if (local == NULL_TREE)
    {
      if (!st->failed)
	error_at (st->loc, "accblock: %qD of the directive cannot be "
		  "matched in this instantiation of the template", decl);
      st->failed = true;
      return decl;
    }
  return local;
}

static tree
remap_r (tree *tp, int *walk_subtrees, void *data)
{
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  else if (DECL_P (*tp))
    *tp = remap_decl (*tp, (struct remap_state *) data);
  return NULL_TREE;
}

/* A copy of expression *TP with the instantiation's declarations.  */

static void
remap_expr (tree *tp, struct remap_state *st)
{
  if (*tp == NULL_TREE)
    return;
  *tp = unshare_expr (*tp);
  walk_tree (tp, remap_r, st, NULL);
}

bool
accblock_instantiate_clause (struct accblock_clause *c, tree fndecl)
{
  struct remap_state st = { fndecl, c->pragma_loc, false };
  for (unsigned i = 0; i < c->vars.length (); i++)
    {
      c->vars[i].decl = remap_decl (c->vars[i].decl, &st);
      remap_expr (&c->vars[i].section_lo, &st);
      remap_expr (&c->vars[i].section_len, &st);
    }
  for (unsigned i = 0; i < c->data_vars.length (); i++)
    c->data_vars[i] = remap_decl (c->data_vars[i], &st);
  for (unsigned i = 0; i < c->data_items.length (); i++)
    {
      c->data_items[i].decl = remap_decl (c->data_items[i].decl, &st);
      remap_expr (&c->data_items[i].section_lo, &st);
      remap_expr (&c->data_items[i].section_len, &st);
    }
  return !st.failed;
}
