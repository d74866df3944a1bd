/* outline-capture.cc -- how the parent's variables reach the tile function.

   Why this file exists: the nest moves into a function of its own, so
   every variable of the parent it references must be handed over.
   Values the nest reads are passed by value, storage it reads or writes
   by address, through one record; a scalar it writes before reading
   becomes private to each tile.  This file classifies the references,
   lays out the record, rewrites the nest to use the locals that stand
   for the captures, and loads them from the record at the nest's entry;
   the parent fills the record in outline-dispatch.cc.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "outline.h"
#include "depend.h"
#include "reduction.h"

/* ---- Captures ---- */

static tree
note_referenced_r (tree *tp, int *walk_subtrees, void *data)
{
  hash_set<tree> *seen = (hash_set<tree> *) data;
  tree t = *tp;
  if (TYPE_P (t))
    *walk_subtrees = 0;
  else if (TREE_CODE (t) == SSA_NAME || TREE_CODE (t) == VAR_DECL
	   || TREE_CODE (t) == PARM_DECL)
    seen->add (t);
  return NULL_TREE;
}

/* Whether T, referenced in the nest, comes from the parent's frame.  */

static bool
parent_local_p (const struct nest *nest, tree t)
{
  if (TREE_CODE (t) == SSA_NAME)
    {
      gimple *def = SSA_NAME_DEF_STMT (t);
      return !def || gimple_nop_p (def)
	     || !nest_region_p (nest, gimple_bb (def));
    }
  return !is_global_var (t) && DECL_CONTEXT (t) == current_function_decl;
}

/* Whether the descriptor evaluates levels 0 .. L, so that the runtime's
   final values tell the IV of level L after the nest.  */

static bool
final_value_known_p (const struct nest *nest, int l)
{
  if (l < 0 || (unsigned) l >= nest->nlevels)
    return false;
  /* A triangular level's descriptor bounds are its hull, not its own.  */
  for (int k = 0; k <= l; k++)
    if (!nest->level[k].evaluated || nest->level[k].triangular)
      return false;
  return true;
}

/* Whether the tiles, run one at a time in lexicographic order, run the
   iterations of NEST in the loops' own order: every blocked level below
   the outer one has only tiles of one iteration of the levels outside
   it (block(i:1, k:30)), as the runtime's halving of a tile keeps.  The
   name of the first blocked level that breaks it goes to *CULPRIT.  */

static bool
tiles_keep_order_p (const struct nest *nest, tree *culprit)
{
  for (unsigned l = 1; l < nest->nlevels; l++)
    if (nest->level[l].block)
      for (unsigned m = 0; m < l; m++)
	if (nest->level[m].block != 1)
	  {
	    *culprit = nest->level[l].iv;
	    return false;
	  }
  return true;
}

/* Make DECL, whose value flows from one iteration to the next or out of
   the nest, a CAPTURE_CARRIED scalar of OL: the tiles then run in order,
   which only a written clause that keeps the iterations' order allows.
   False after an error.  */

static bool
carry_in_order (struct outline *ol, tree decl, bool flows_out,
		struct capture *cap)
{
  struct nest *nest = ol->nest;
  tree culprit = NULL_TREE;
  /* Only a written clause asks for blocking at that price.  */
  if (nest->decision->origin == BLOCKING_IMPLICIT
      || nest->decision->origin == BLOCKING_AT_RUN_TIME)
    {
      if (flows_out)
	nest_refuse (nest, nest->loc, "the value of %qD computed in the nest "
		     "is used after it, so its tiles would run one at a time "
		     "(a %<block%> clause asks for that)", decl);
      else
	nest_refuse (nest, nest->loc, "%qD carries a value from one "
		     "iteration to the next and is not an integer reduction, "
		     "so its tiles would run one at a time (a %<block%> "
		     "clause asks for that)", decl);
      return false;
    }
  /* A reduction clause lets the program's updates of DECL run in any
     order, the tiles' lexicographic one included.  */
  if (!accblock_declared_reduction_p (decl, NULL)
      && !tiles_keep_order_p (nest, &culprit))
    {
      nest_refuse (nest, nest->loc, "%qD carries a value from one "
		   "iteration to the next and is not an integer reduction, "
		   "so the tiles must run the iterations in the order of the "
		   "loops, which blocking %qD under outer tiles of more than "
		   "one iteration changes", decl, culprit);
      return false;
    }
  cap->kind = CAPTURE_CARRIED;
  cap->only_out = flows_out;
  ol->ordered = true;
  return true;
}

/* Decide how register variable DECL, written in the nest, is handled
   and set CAP->kind: private to each tile when no value flows into the
   nest through it and none out of it, except the final value of an IV
   the descriptor describes; an integer reduction; else carried from
   tile to tile in order.  False after an error.  */

static bool
classify_written_scalar (struct outline *ol, tree decl, struct capture *cap)
{
  struct nest *nest = ol->nest;
  int level = nest_level_of_iv (nest, decl);
  bool from_tile = level >= 0 && strip_mined_p (nest, level);
  if (!from_tile && read_before_write_p (nest->entry_bb, decl, nest))
    {
      cap->reduction = nest_reduction_group (nest, decl);
      if (cap->reduction != ERROR_MARK)
	{
	  cap->kind = CAPTURE_REDUCTION;
	  return true;
	}
      /* Only a written clause: a nest blocked without one (-fopenacc-block,
	 -fauto-block) stays the baseline whose bits plain GCC gives.  */
      cap->reduction = nest->decision->origin == BLOCKING_IMPLICIT
		       || nest->decision->origin == BLOCKING_AT_RUN_TIME
		       ? ERROR_MARK : nest_float_reduction_group (nest, decl);
      if (cap->reduction != ERROR_MARK)
	{
	  cap->kind = CAPTURE_FLOAT_REDUCTION;
	  return true;
	}
      return carry_in_order (ol, decl, false, cap);
    }
  cap->kind = CAPTURE_PRIVATE;
  if (read_before_write_p (nest_exit_edge (nest)->dest, decl, NULL))
    {
      /* Its tiles clamped to rows, a blocked triangular level leaves no
	 value the runtime knows, and carried from tile to tile the IV
	 would end with the last tile's, not the last row's.  An unblocked
	 one runs as written: carried as any other.  */
      if (level >= 0 && nest->level[level].triangular
	  && nest->level[level].block)
	{
	  nest_refuse (nest, nest->loc, "cannot block loop %qE: its bounds "
		       "follow an outer loop and its index is read after the "
		       "nest", nest_iv_name (&nest->level[level]));
	  return false;
	}
      if (final_value_known_p (nest, level))
	ol->live_out_ivs |= 1u << level;
      else
	return carry_in_order (ol, decl, true, cap);
    }
  return true;
}

/* Decide how T, a parent variable the nest references, reaches the tile
   function, and record it; false after an error.  */

static bool
classify (struct outline *ol, tree t)
{
  struct capture cap;
  memset (&cap, 0, sizeof cap);
  cap.decl = t;
  /* move_sese_region_to_fn gives the child its own copy of these.  A
     variable declared in the body of a loop of the nest lives for one
     iteration (C scoping), so no value of it reaches code after the
     nest, even where a loop around the nest enters the scope again.  */
  if (nest_declared_inside_p (ol->nest, t)
      && nest_level_of_iv (ol->nest, t) < 0)
    return true;
  if (TREE_CODE (t) != SSA_NAME && !is_gimple_reg (t))
    {
      if (variably_modified_type_p (TREE_TYPE (t), NULL_TREE))
	{
	  nest_refuse (ol->nest, ol->nest->loc, "%qD has a variably modified "
		       "type and cannot be used in a blocked nest", t);
	  return false;
	}
      cap.kind = CAPTURE_ADDRESS;
    }
  else if (TREE_CODE (t) != SSA_NAME && ol->nest->written->contains (t))
    {
      if (!classify_written_scalar (ol, t, &cap))
	return false;
      /* move_sese_region_to_fn duplicates local VAR_DECLs into the child
	 but leaves PARM_DECLs alone.  */
      if (cap.kind == CAPTURE_PRIVATE && TREE_CODE (t) != PARM_DECL)
	return true;
    }
  else
    cap.kind = CAPTURE_VALUE;
  ol->captures.safe_push (cap);
  return true;
}

/* qsort order (see outline.h): decls by DECL_UID, then SSA names by
   version; it keeps the record layout from depending on hash order.  */

int
outline_tree_order (const void *a, const void *b)
{
  tree ta = *(const tree *) a, tb = *(const tree *) b;
  bool sa = TREE_CODE (ta) == SSA_NAME, sb = TREE_CODE (tb) == SSA_NAME;
  if (sa != sb)
    return sa ? 1 : -1;
  unsigned ua = sa ? SSA_NAME_VERSION (ta) : DECL_UID (ta);
  unsigned ub = sb ? SSA_NAME_VERSION (tb) : DECL_UID (tb);
  return ua < ub ? -1 : ua > ub;
}

/* Number the floating-point reductions of OL in the order of the
   captures.  When the tiles run one at a time in the loops' order
   anyway (another scalar carries a value, or the construct is serial
   and the clause keeps the order), carrying the scalar from tile to
   tile keeps the serial program's bits, which reassociating would
   give up for nothing.  */

static void
number_float_reductions (struct outline *ol)
{
  tree culprit;
  bool in_order = ol->ordered
		  || (ol->nest->clause->in_order
		      && tiles_keep_order_p (ol->nest, &culprit));
  unsigned i;
  struct capture *cap;
  FOR_EACH_VEC_ELT (ol->captures, i, cap)
    if (cap->kind == CAPTURE_FLOAT_REDUCTION && in_order)
      cap->kind = CAPTURE_CARRIED;
    else if (cap->kind == CAPTURE_FLOAT_REDUCTION)
      cap->float_index = ol->float_reductions++;
}

/* Classify every parent variable the nest references.  */

bool
analyse_captures (struct outline *ol)
{
  hash_set<tree> seen;
  unsigned i;
  basic_block bb;
  FOR_EACH_VEC_ELT (ol->nest->region, i, bb)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (is_gimple_debug (stmt))
	  continue;
	for (unsigned op = 0; op < gimple_num_ops (stmt); op++)
	  if (gimple_op (stmt, op))
	    walk_tree (gimple_op_ptr (stmt, op), note_referenced_r, &seen,
		       NULL);
      }
  auto_vec<tree> order;
  for (hash_set<tree>::iterator it = seen.begin (); it != seen.end (); ++it)
    if (parent_local_p (ol->nest, *it))
      order.safe_push (*it);
  order.qsort (outline_tree_order);
  bool ok = true;
  for (unsigned k = 0; k < order.length (); k++)
    ok &= classify (ol, order[k]);
  number_float_reductions (ol);
  /* One task runs every tile: no level's tiles run apart.  */
  if (ol->ordered)
    for (unsigned l = 0; l < ol->nest->nlevels; l++)
      ol->nest->level[l].parallel = false;
  return ok;
}

/* A name for the field or local that stands for T.  */

static const char *
capture_name (tree t)
{
  if (TREE_CODE (t) == SSA_NAME)
    t = SSA_NAME_VAR (t);
  if (t && DECL_NAME (t))
    return IDENTIFIER_POINTER (DECL_NAME (t));
  return "tmp";
}

/* FIELDS, a chain in the reverse of the record's order (as
   finish_builtin_struct takes it), with the restrict pointers moved so
   that they come first in the record, in their order.  GCC's points-to
   analysis reads a field loaded through the record pointer as spanning
   the size of the record's first field: pointers first, each field
   read from the record is one pointer, and each keeps its own restrict
   tag (restrict_captures_parm).  */

static tree
restrict_fields_first (tree fields)
{
  tree others = NULL_TREE, *others_end = &others;
  tree restricts = NULL_TREE, *restricts_end = &restricts;
  for (tree f = fields, next; f; f = next)
    {
      next = DECL_CHAIN (f);
      DECL_CHAIN (f) = NULL_TREE;
      tree **end = TYPE_RESTRICT (TREE_TYPE (f)) ? &restricts_end
						 : &others_end;
      **end = f;
      *end = &DECL_CHAIN (f);
    }
  *others_end = restricts;
  return others;
}

/* The record of captured values and addresses, and for each capture the
   local that replaces it in the nest.  */

/* See outline.h.  */

tree
capture_value_field_type (tree type)
{
  if (variably_modified_type_p (type, NULL_TREE))
    return ptr_type_node;
  return TYPE_MAIN_VARIANT (type);
}

void
build_record (struct outline *ol)
{
  tree fields = NULL_TREE;
  unsigned i;
  struct capture *cap;
  ol->record_type = make_node (RECORD_TYPE);
  FOR_EACH_VEC_ELT (ol->captures, i, cap)
    {
      tree type = TREE_TYPE (cap->decl);
      if (cap->kind == CAPTURE_PRIVATE)
	{
	  cap->local = create_tmp_var (type, capture_name (cap->decl));
	  continue;
	}
      tree field_type = (cap->kind == CAPTURE_ADDRESS ? ptr_type_node
			 : capture_value_field_type (type));
      /* The user's promise holds in the tiles too: GCC sees it there
	 through a restrict field of the record (load_captures).  */
      if (cap->kind == CAPTURE_VALUE && depend_restrict_parm_p (cap->decl))
	field_type = build_qualified_type (field_type, TYPE_QUAL_RESTRICT);
      cap->field = build_decl (UNKNOWN_LOCATION, FIELD_DECL,
			       get_identifier (capture_name (cap->decl)),
			       field_type);
      DECL_CHAIN (cap->field) = fields;
      fields = cap->field;
      cap->local = create_tmp_var (cap->kind == CAPTURE_ADDRESS
				   ? build_pointer_type (type)
				   : TYPE_MAIN_VARIANT (type),
				   capture_name (cap->decl));
      /* Its own variable, so that the scalar the loops update stays a
	 register.  */
      if (cap->kind == CAPTURE_FLOAT_REDUCTION)
	{
	  cap->partial = create_tmp_var (TYPE_MAIN_VARIANT (type), "partial");
	  TREE_ADDRESSABLE (cap->partial) = 1;
	}
    }
  fields = restrict_fields_first (fields);
  if (ol->float_reductions)
    {
      ol->nest_field = build_decl (UNKNOWN_LOCATION, FIELD_DECL,
				   get_identifier ("accblock_nest"),
				   ptr_type_node);
      DECL_CHAIN (ol->nest_field) = fields;
      fields = ol->nest_field;
      ol->nest_ptr = create_tmp_var (ptr_type_node, "accblock_nest");
    }
  if (fields)
    finish_builtin_struct (ol->record_type, "accblock_captures", fields,
			   NULL_TREE);
  else
    ol->record_type = NULL_TREE;
}

/* What replaces CAP's variable inside the nest.  */

static tree
capture_use (const struct capture *cap)
{
  if (cap->kind != CAPTURE_ADDRESS)
    return cap->local;
  tree type = TREE_TYPE (cap->decl);
  tree mem = build2 (MEM_REF, type, cap->local,
		     build_int_cst (reference_alias_ptr_type (cap->decl), 0));
  TREE_THIS_VOLATILE (mem) = TREE_THIS_VOLATILE (cap->decl);
  TREE_SIDE_EFFECTS (mem) = TREE_THIS_VOLATILE (cap->decl);
  return mem;
}

tree
capture_replacement (const struct outline *ol, tree decl)
{
  unsigned i;
  struct capture *cap;
  FOR_EACH_VEC_ELT (ol->captures, i, cap)
    if (cap->decl == decl)
      return capture_use (cap);
  return decl;
}

struct rewrite_state
{
  hash_map<tree, tree> *replacement;
  hash_map<tree, tree> *address_local;  /* Address capture -> pointer.  */
  bool changed;
  bool regimplify;
};

/* walk_tree callback: replace captured variables in one operand.  */

static tree
rewrite_r (tree *tp, int *walk_subtrees, void *data)
{
  struct walk_stmt_info *wi = (struct walk_stmt_info *) data;
  struct rewrite_state *rs = (struct rewrite_state *) wi->info;
  tree t = *tp;
  if (TYPE_P (t))
    {
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  if (tree *repl = rs->replacement->get (t))
    {
      *tp = unshare_expr (*repl);
      rs->changed = true;
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  /* MEM[&x + off] with x captured by address becomes MEM[p + off].  */
  if (TREE_CODE (t) == MEM_REF && TREE_CODE (TREE_OPERAND (t, 0)) == ADDR_EXPR)
    if (tree *ptr = rs->address_local->get (TREE_OPERAND (TREE_OPERAND (t, 0),
							  0)))
      {
	TREE_OPERAND (t, 0) = *ptr;
	rs->changed = true;
      }
  if (TREE_CODE (t) == ADDR_EXPR)
    {
      bool outer_changed = rs->changed;
      rs->changed = false;
      walk_tree (&TREE_OPERAND (t, 0), rewrite_r, data, NULL);
      if (rs->changed)
	{
	  recompute_tree_invariant_for_addr_expr (t);
	  rs->regimplify = true;
	}
      rs->changed |= outer_changed;
      *walk_subtrees = 0;
    }
  return NULL_TREE;
}

/* Replace every captured variable in the statements of the nest.  */

void
rewrite_captures (struct outline *ol)
{
  hash_map<tree, tree> replacement, address_local;
  unsigned i;
  struct capture *cap;
  FOR_EACH_VEC_ELT (ol->captures, i, cap)
    {
      replacement.put (cap->decl, capture_use (cap));
      if (cap->kind == CAPTURE_ADDRESS)
	address_local.put (cap->decl, cap->local);
    }
  struct rewrite_state rs = { &replacement, &address_local, false, false };
  basic_block bb;
  FOR_EACH_VEC_ELT (ol->nest->region, i, bb)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	struct walk_stmt_info wi;
	memset (&wi, 0, sizeof wi);
	wi.info = &rs;
	rs.regimplify = false;
	walk_gimple_op (gsi_stmt (gsi), rewrite_r, &wi);
	if (rs.regimplify)
	  gimple_regimplify_operands (gsi_stmt (gsi), &gsi);
      }
}

/* The component FIELD of the record the tile function received.  */

static tree
record_field (const struct outline *ol, tree field)
{
  return build3 (COMPONENT_REF, TREE_TYPE (field),
		 build_simple_mem_ref (ol->record_ptr), field, NULL_TREE);
}

/* The value a partial result of a reduction of GROUP starts from.  */

static tree
reduction_identity (enum tree_code group, tree type)
{
  switch (group)
    {
    case MULT_EXPR:
      return build_one_cst (type);
    case BIT_AND_EXPR:
      return build_all_ones_cst (type);
    case MAX_EXPR:
      return fold_convert (type, TYPE_MIN_VALUE (type));
    case MIN_EXPR:
      return fold_convert (type, TYPE_MAX_VALUE (type));
    default:
      return build_zero_cst (type);
    }
}

/* __accblock_float_partial_load (LOAD) or _store (nest, tile, K,
   &partial) for the floating-point reduction CAP: the tile's partial
   result in and out of the runtime's slot.  */

static void
add_float_partial_call (const struct outline *ol, const struct capture *cap,
			bool load, gimple_seq *seq)
{
  tree partial = build_fold_addr_expr_with_type (cap->partial,
						 ptr_type_node);
  tree k = build_int_cst (desc_word_type (), cap->float_index);
  gimple_seq_add_stmt (seq, gimple_build_call (outline_float_partial_decl
					       (load), 4, ol->nest_ptr,
					       ol->tile_parm, k, partial));
}

/* Give the tile function's CAPTURES parameter the type of a restrict
   pointer to the record, as "void *" stands for in the ABI.  GCC's
   points-to analysis gives the restrict pointer fields of a record
   that a restrict parameter points to (build_record: the parent's own
   restrict parameters) a tag each, as it does the parent's parameters:
   without it the tile, which reaches every array through the record,
   would have to assume that a store to one array changes the others,
   and keep loads in loops the parent vectorizes.  The record itself
   is only reached through this parameter while the tile runs.  A record
   without such a field keeps the ABI's "void *".  */

static void
restrict_captures_parm (struct outline *ol)
{
  bool any = false;
  for (tree f = TYPE_FIELDS (ol->record_type); f; f = DECL_CHAIN (f))
    any |= TYPE_RESTRICT (TREE_TYPE (f));
  if (!any)
    return;
  tree type = build_qualified_type (build_pointer_type (ol->record_type),
				    TYPE_QUAL_RESTRICT);
  TREE_TYPE (ol->captures_parm) = type;
  DECL_ARG_TYPE (ol->captures_parm) = type;
}

/* At the start of the nest, load every capture from the record.  */

void
load_captures (struct outline *ol)
{
  if (!ol->record_type)
    return;
  restrict_captures_parm (ol);
  gimple_seq seq = NULL;
  ol->record_ptr = create_tmp_var (build_pointer_type (ol->record_type),
				   "captures");
  gimple_seq_add_stmt (&seq, gimple_build_assign (ol->record_ptr, NOP_EXPR,
						  ol->captures_parm));
  if (ol->nest_field)
    gimple_seq_add_stmt (&seq, gimple_build_assign
				 (ol->nest_ptr,
				  record_field (ol, ol->nest_field)));
  unsigned i;
  struct capture *cap;
  FOR_EACH_VEC_ELT (ol->captures, i, cap)
    {
      if (!cap->field)
	continue;
      if (cap->kind == CAPTURE_FLOAT_REDUCTION)
	{
	  add_float_partial_call (ol, cap, true, &seq);
	  gimple_seq_add_stmt (&seq, gimple_build_assign (cap->local,
							  cap->partial));
	  continue;
	}
      if (cap->kind == CAPTURE_REDUCTION)
	{
	  gimple_seq_add_stmt (&seq, gimple_build_assign
				       (cap->local,
					reduction_identity (cap->reduction,
							    TREE_TYPE
							      (cap->local))));
	  continue;
	}
      tree value = record_field (ol, cap->field);
      if (useless_type_conversion_p (TREE_TYPE (cap->local),
				     TREE_TYPE (cap->field)))
	gimple_seq_add_stmt (&seq, gimple_build_assign (cap->local, value));
      else
	{
	  tree tmp = create_tmp_var (TREE_TYPE (cap->field), "capture");
	  gimple_seq_add_stmt (&seq, gimple_build_assign (tmp, value));
	  gimple_seq_add_stmt (&seq, gimple_build_assign (cap->local,
							  NOP_EXPR, tmp));
	}
    }
  gimple_stmt_iterator gsi = gsi_after_labels (ol->nest->entry_bb);
  gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
}

/* The runtime's operator code of a reduction of GROUP on TYPE, with the
   size (accblock-abi.h).  */

static HOST_WIDE_INT
reduce_how (enum tree_code group, tree type)
{
  HOST_WIDE_INT op;
  switch (group)
    {
    case MULT_EXPR: op = ACCBLOCK_REDUCE_MUL; break;
    case BIT_AND_EXPR: op = ACCBLOCK_REDUCE_AND; break;
    case BIT_IOR_EXPR: op = ACCBLOCK_REDUCE_IOR; break;
    case BIT_XOR_EXPR: op = ACCBLOCK_REDUCE_XOR; break;
    case MAX_EXPR: op = ACCBLOCK_REDUCE_MAX; break;
    case MIN_EXPR: op = ACCBLOCK_REDUCE_MIN; break;
    default: op = ACCBLOCK_REDUCE_ADD; break;
    }
  if ((group == MAX_EXPR || group == MIN_EXPR) && !TYPE_UNSIGNED (type))
    op += ACCBLOCK_REDUCE_SIGNED;
  return op + tree_to_shwi (TYPE_SIZE_UNIT (type)) * ACCBLOCK_REDUCE_SIZE_UNIT;
}

/* __accblock_reduce (&captures->FIELD, (int64_t) LOCAL, HOW) for CAP.  */

static void
add_reduce_call (const struct outline *ol, const struct capture *cap,
		 gimple_seq *seq)
{
  tree target = build_fold_addr_expr_with_type (record_field (ol, cap->field),
						ptr_type_node);
  target = seq_gimple_value (target, seq);
  tree word = desc_word_type ();
  tree partial = seq_gimple_value (fold_convert (word, cap->local), seq);
  tree how = build_int_cst (word, reduce_how (cap->reduction,
					      TREE_TYPE (cap->local)));
  gimple_seq_add_stmt (seq, gimple_build_call (outline_reduce_decl (), 3,
					       target, partial, how));
}

void
store_captures (struct outline *ol, basic_block exit_bb)
{
  gimple_seq seq = NULL;
  unsigned i;
  struct capture *cap;
  FOR_EACH_VEC_ELT (ol->captures, i, cap)
    if (cap->kind == CAPTURE_CARRIED)
      {
	tree value = fold_convert (TREE_TYPE (cap->field), cap->local);
	value = seq_gimple_value (value, &seq);
	gimple_seq_add_stmt (&seq, gimple_build_assign
				     (record_field (ol, cap->field), value));
      }
    else if (cap->kind == CAPTURE_REDUCTION)
      add_reduce_call (ol, cap, &seq);
    else if (cap->kind == CAPTURE_FLOAT_REDUCTION)
      {
	gimple_seq_add_stmt (&seq, gimple_build_assign (cap->partial,
							cap->local));
	add_float_partial_call (ol, cap, false, &seq);
      }
  if (!seq)
    return;
  gimple_stmt_iterator gsi = gsi_last_bb (exit_bb);
  gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
}

void
copy_captures_out (const struct outline *ol, tree rec, gimple_seq *seq)
{
  unsigned i;
  struct capture *cap;
  FOR_EACH_VEC_ELT (ol->captures, i, cap)
    if (cap->kind == CAPTURE_CARRIED || cap->kind == CAPTURE_REDUCTION
	|| cap->kind == CAPTURE_FLOAT_REDUCTION)
      {
	tree field_ref = build3 (COMPONENT_REF, TREE_TYPE (cap->field), rec,
				 cap->field, NULL_TREE);
	tree value = seq_gimple_value (fold_convert (TREE_TYPE (cap->decl),
							 field_ref), seq);
	gimple_seq_add_stmt (seq, gimple_build_assign (cap->decl, value));
      }
}
