/* outline.cc -- strip-mine each blocked nest into a tile function and
   replace it by a call into libaccblock.

   Why this file exists: the block clause is implemented by running the
   nest tile by tile under the runtime's control.  For every marker the
   pragma handler planted, this pass takes the nest nest.cc describes,
   makes each strip-mined level run from the tile's first iteration for
   the tile's iteration count, moves the nest into a new function
   "NAME.accblock.N (void *captures, const int64_t *tile)", and leaves in
   its place a nest descriptor (accblock-abi.h, built by descriptor.cc)
   and a call to __accblock_dispatch.  Values the nest reads are passed by
   value, storage it reads or writes by address, through one record.

   The pass sits right after "ompexp" for the same reason omp-expand
   outlines there: the function has a CFG and loop structures, but is not
   yet in SSA form, so moving blocks into another function needs no SSA
   repair, and the tile function then goes through the whole optimisation
   pipeline like any other function.  It removes every marker, also those
   of pragmas it does not block.

   A loop pragma without block clause (and without an inferred one) is
   dispatched too, as if it said block(OUTER:1): the paper's "noblock"
   baseline, where each outer iteration is one tile and the data is
   accessed directly.  Such a nest is only left alone, with a missed
   remark, when it cannot be dispatched; errors are for written clauses.  */

#include "stage.h"
#include "infer.h"

/* The runtime entry point, created once and kept alive for the
   garbage collector.  */
static GTY (()) tree dispatch_decl;

static const struct ggc_root_tab outline_gc_roots[] = {
  { &dispatch_decl, 1, sizeof (dispatch_decl), &gt_ggc_mx_tree_node,
    &gt_pch_nx_tree_node },
  LAST_GGC_ROOT_TAB
};

tree
outline_word_type (void)
{
  return long_long_integer_type_node;
}

static tree
word_ptr_type (void)
{
  return build_pointer_type (build_qualified_type (outline_word_type (),
						   TYPE_QUAL_CONST));
}

static tree
get_dispatch_decl (void)
{
  if (!dispatch_decl)
    {
      tree type = build_function_type_list (void_type_node, ptr_type_node,
					    ptr_type_node, ptr_type_node,
					    const_ptr_type_node,
					    const_ptr_type_node, NULL_TREE);
      dispatch_decl = build_fn_decl ("__accblock_dispatch", type);
      TREE_NOTHROW (dispatch_decl) = 1;
    }
  return dispatch_decl;
}

/* How a variable of the parent reaches the tile function.  */
enum capture_kind
{
  CAPTURE_VALUE,    /* Read only in the nest: copied into the record.  */
  CAPTURE_ADDRESS,  /* Memory (arrays, addressable or volatile objects):
		       its address goes into the record.  */
  CAPTURE_PRIVATE   /* Written before being read: one per tile.  */
};

struct capture
{
  tree decl;                /* VAR_DECL, PARM_DECL or SSA_NAME.  */
  enum capture_kind kind;
  tree field;               /* Its field in the record, if any.  */
  tree local;               /* What replaces DECL inside the nest.  */
};

/* Everything one outlining needs.  */
struct outline
{
  struct nest *nest;
  vec<capture> captures;
  tree record_type;
  tree record_ptr;          /* Local pointer to the record in the child.  */
  tree child;               /* The tile function.  */
  tree captures_parm;
  tree tile_parm;
  unsigned live_out_ivs;    /* Bit L: level L's IV is read after the nest.  */
  bool permutable;
  struct stage_plan stage;  /* The arrays staged into local memory.  */
};

/* ---- Liveness: which scalars the tile function may keep private ---- */

static tree
find_decl_r (tree *tp, int *walk_subtrees, void *data)
{
  if (*tp == (tree) data)
    return *tp;
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

/* Whether STMT reads DECL (an assignment to DECL itself is no read).  */

static bool
stmt_reads_p (gimple *stmt, tree decl)
{
  if (is_gimple_debug (stmt))
    return false;
  unsigned first = 0;
  if ((is_gimple_assign (stmt) || is_gimple_call (stmt))
      && gimple_get_lhs (stmt) == decl)
    first = 1;
  for (unsigned i = first; i < gimple_num_ops (stmt); i++)
    if (gimple_op (stmt, i)
	&& walk_tree (gimple_op_ptr (stmt, i), find_decl_r, decl, NULL))
      return true;
  return false;
}

/* Whether a path from the start of FROM reads DECL before assigning it.
   With REGION, paths end where they leave the region.  */

static bool
read_before_write_p (basic_block from, tree decl, const struct nest *region)
{
  auto_bitmap visited;
  auto_vec<basic_block> work;
  work.safe_push (from);
  while (!work.is_empty ())
    {
      basic_block bb = work.pop ();
      if (bb->index < NUM_FIXED_BLOCKS || !bitmap_set_bit (visited, bb->index))
	continue;
      if (region && !nest_region_p (region, bb))
	continue;
      bool killed = false;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  if (stmt_reads_p (gsi_stmt (gsi), decl))
	    return true;
	  if (gimple_get_lhs (gsi_stmt (gsi)) == decl)
	    {
	      killed = true;
	      break;
	    }
	}
      if (!killed)
	{
	  edge e;
	  edge_iterator ei;
	  FOR_EACH_EDGE (e, ei, bb->succs)
	    work.safe_push (e->dest);
	}
    }
  return false;
}

/* The edge by which control leaves the nest.  */

static edge
nest_exit_edge (const struct nest *nest)
{
  const struct nest_level *outer = &nest->level[0];
  edge true_edge, false_edge;
  extract_true_false_edges_from_block (outer->loop->header, &true_edge,
				       &false_edge);
  return outer->continue_on_true ? false_edge : true_edge;
}

/* Whether level L of NEST is strip-mined (its IV comes from the tile).  */

static bool
strip_mined_p (const struct nest *nest, unsigned l)
{
  return l < nest->nlevels && (l == 0 || nest->level[l].block != 0);
}

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
  for (int k = 0; k <= l; k++)
    if (!nest->level[k].evaluated)
      return false;
  return true;
}

/* Decide how register variable DECL, written in the nest, is handled:
   it becomes private to each tile, which is only correct when no value
   flows into the nest through it and none out of it, except the final
   value of an IV the descriptor describes.  False after an error.  */

static bool
classify_written_scalar (struct outline *ol, tree decl)
{
  struct nest *nest = ol->nest;
  int level = nest_level_of_iv (nest, decl);
  bool from_tile = level >= 0 && strip_mined_p (nest, level);
  if (!from_tile && read_before_write_p (nest->entry_bb, decl, nest))
    {
      nest_refuse (nest, nest->loc, "%qD is read in the blocked nest before "
		   "it is written there, so its value would flow from one "
		   "tile to the next; not supported", decl);
      return false;
    }
  if (read_before_write_p (nest_exit_edge (nest)->dest, decl, NULL))
    {
      if (final_value_known_p (nest, level))
	ol->live_out_ivs |= 1u << level;
      else
	{
	  nest_refuse (nest, nest->loc, "value of %qD computed in the blocked "
		       "nest is used after it; not supported", decl);
	  return false;
	}
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
  /* move_sese_region_to_fn gives the child its own copy of these.  */
  if (nest_declared_inside_p (ol->nest, t)
      && nest_level_of_iv (ol->nest, t) < 0
      && !read_before_write_p (nest_exit_edge (ol->nest)->dest, t, NULL))
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
      if (!classify_written_scalar (ol, t))
	return false;
      cap.kind = CAPTURE_PRIVATE;
      /* move_sese_region_to_fn duplicates local VAR_DECLs into the child
	 but leaves PARM_DECLs alone.  */
      if (TREE_CODE (t) != PARM_DECL)
	return true;
    }
  else
    cap.kind = CAPTURE_VALUE;
  ol->captures.safe_push (cap);
  return true;
}

/* qsort comparator: decls by DECL_UID, then SSA names by version, so
   that the record layout does not depend on hash order.  */

static int
compare_captured (const void *a, const void *b)
{
  tree ta = *(const tree *) a, tb = *(const tree *) b;
  bool sa = TREE_CODE (ta) == SSA_NAME, sb = TREE_CODE (tb) == SSA_NAME;
  if (sa != sb)
    return sa ? 1 : -1;
  unsigned ua = sa ? SSA_NAME_VERSION (ta) : DECL_UID (ta);
  unsigned ub = sb ? SSA_NAME_VERSION (tb) : DECL_UID (tb);
  return ua < ub ? -1 : ua > ub;
}

/* Classify every parent variable the nest references.  */

static bool
analyze_captures (struct outline *ol)
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
  order.qsort (compare_captured);
  bool ok = true;
  for (unsigned k = 0; k < order.length (); k++)
    ok &= classify (ol, order[k]);
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

/* The record of captured values and addresses, and for each capture the
   local that replaces it in the nest.  */

static void
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
      tree field_type;
      if (cap->kind == CAPTURE_ADDRESS)
	field_type = ptr_type_node;
      else if (variably_modified_type_p (type, NULL_TREE))
	field_type = ptr_type_node;
      else
	field_type = TYPE_MAIN_VARIANT (type);
      cap->field = build_decl (UNKNOWN_LOCATION, FIELD_DECL,
			       get_identifier (capture_name (cap->decl)),
			       field_type);
      DECL_CHAIN (cap->field) = fields;
      fields = cap->field;
      cap->local = create_tmp_var (cap->kind == CAPTURE_ADDRESS
				   ? build_pointer_type (type)
				   : TYPE_MAIN_VARIANT (type),
				   capture_name (cap->decl));
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

static void
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

/* Append SEQ to BB, before its final control statement if any.  */

static void
append_to_bb (basic_block bb, gimple_seq seq)
{
  gimple_stmt_iterator gsi = gsi_last_bb (bb);
  if (!gsi_end_p (gsi) && stmt_ends_bb_p (gsi_stmt (gsi)))
    gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
  else
    gsi_insert_seq_after (&gsi, seq, GSI_SAME_STMT);
}

/* The component FIELD of the record the tile function received.  */

static tree
record_field (const struct outline *ol, tree field)
{
  return build3 (COMPONENT_REF, TREE_TYPE (field),
		 build_simple_mem_ref (ol->record_ptr), field, NULL_TREE);
}

/* At the start of the nest, load every capture from the record.  */

static void
load_captures (struct outline *ol)
{
  if (!ol->record_type)
    return;
  gimple_seq seq = NULL;
  ol->record_ptr = create_tmp_var (build_pointer_type (ol->record_type),
				   "captures");
  gimple_seq_add_stmt (&seq, gimple_build_assign (ol->record_ptr, NOP_EXPR,
						  ol->captures_parm));
  unsigned i;
  struct capture *cap;
  FOR_EACH_VEC_ELT (ol->captures, i, cap)
    {
      if (!cap->field)
	continue;
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

/* ---- Strip-mining ---- */

/* Word WORD of the tile the tile function received.  */

tree
outline_tile_word (tree tile_parm, unsigned word)
{
  return build2 (MEM_REF, outline_word_type (), tile_parm,
		 build_int_cst (word_ptr_type (), word * 8));
}

static tree
tile_word (const struct outline *ol, unsigned word)
{
  return outline_tile_word (ol->tile_parm, word);
}

/* The variable that stands for level L's IV inside the nest: the IV
   itself, or its replacement when it is a parameter of the parent.  */

static tree
iv_in_nest (const struct outline *ol, unsigned l)
{
  tree iv = ol->nest->level[l].iv;
  unsigned i;
  struct capture *cap;
  FOR_EACH_VEC_ELT (ol->captures, i, cap)
    if (cap->decl == iv)
      return cap->local;
  return iv;
}

/* Make level L start at the tile's first iteration and run for the
   tile's iteration count: the IV is set from the tile on entry, a down
   counter replaces the exit test.  The original bound test is redundant:
   the runtime never hands out iterations beyond the trip count.  */

static void
strip_mine_level (struct outline *ol, unsigned l)
{
  struct nest_level *level = &ol->nest->level[l];
  /* The count is never negative; unsigned, it bounds the loop.  */
  tree count_type = long_long_unsigned_type_node;
  tree counter = create_tmp_var (count_type, "accblock_left");
  tree start = create_tmp_var (outline_word_type (), "accblock_start");

  gimple_seq seq = NULL;
  gimple_seq_add_stmt (&seq, gimple_build_assign (start,
						  tile_word (ol, 2 * l)));
  gimple_seq_add_stmt (&seq, gimple_build_assign (iv_in_nest (ol, l),
						  NOP_EXPR, start));
  tree count = create_tmp_var (outline_word_type (), "accblock_count");
  gimple_seq_add_stmt (&seq, gimple_build_assign (count,
						  tile_word (ol, 2 * l + 1)));
  gimple_seq_add_stmt (&seq, gimple_build_assign (counter, NOP_EXPR, count));
  bool sized_here = level->block && !ol->nest->clause->runtime_blocks;
  if (l == 0 || sized_here)
    {
      /* Such a level never gets an empty tile (accblock-abi.h).  Saying
	 so removes the test in front of the loop that a count of 0
	 would need: a nest of such levels stays a perfect nest, which
	 GCC's unroll-and-jam requires (tile_optimization).  */
      gimple_seq_add_stmt (&seq, gimple_build_assign (counter, MAX_EXPR,
						      counter,
						      build_one_cst (count_type)));
    }
  if (sized_here)
    {
      /* A tile never runs more iterations of a level than the block
	 size the descriptor gave it (accblock-abi.h).  Saying so lets
	 GCC bound the loop: it then neither vectorizes nor unrolls it for
	 counts it never sees, and a block of 1 is no loop at all.  */
      tree block = build_int_cst (count_type, level->block);
      gimple_seq_add_stmt (&seq, gimple_build_assign (counter, MIN_EXPR,
						      counter, block));
    }
  basic_block pre = level->entry->src;
  if (!single_succ_p (pre))
    pre = split_edge (level->entry);
  append_to_bb (pre, seq);

  gimple_cond_set_code (level->cond,
			level->continue_on_true ? NE_EXPR : EQ_EXPR);
  gimple_cond_set_lhs (level->cond, counter);
  gimple_cond_set_rhs (level->cond, build_zero_cst (count_type));

  gimple *decrement = gimple_build_assign (counter, MINUS_EXPR, counter,
					   build_one_cst (count_type));
  append_to_bb (level->loop->latch, gimple_seq_alloc_with_stmt (decrement));
}

/* Make the staged references of the nest go through the section words
   of the tile.  */

static void
stage_tile_function (struct outline *ol)
{
  tree ivs[ACCBLOCK_MAX_LEVELS] = { NULL_TREE };
  for (unsigned l = 0; l < ol->nest->ndesc; l++)
    ivs[l] = iv_in_nest (ol, l);
  stage_rewrite (&ol->stage, ol->nest, DECL_STRUCT_FUNCTION (ol->child),
		 ol->tile_parm, ol->nest->ndesc, ivs);
}

/* ---- The tile function ---- */

static tree
build_parm (tree fndecl, const char *name, tree type)
{
  tree parm = build_decl (DECL_SOURCE_LOCATION (fndecl), PARM_DECL,
			  get_identifier (name), type);
  DECL_ARG_TYPE (parm) = type;
  DECL_ARTIFICIAL (parm) = 1;
  TREE_USED (parm) = 1;
  /* The nest refers to the parameters while it is still in the parent;
     they move to the child with it.  */
  DECL_CONTEXT (parm) = current_function_decl;
  return parm;
}

/* The optimization options of the tile function: those of the parent,
   except that a loop whose trip count strip-mining made unknown may
   still be vectorized with an epilogue.  -O2's "very cheap" cost model
   refuses any loop whose iteration count is not known to be a multiple
   of the vector length, which every blocked innermost level becomes
   (the nest had constant bounds, the tile has a count from the runtime);
   "cheap" allows the epilogue.  It would also allow versioning a loop
   for aliasing, which -O2 never does; the tile function does not
   either: two rows of one section lie a run-time stride apart, so every
   loop that reads one row and writes the next would be compiled twice
   and then run the scalar copy.  Either model keeps the program's
   floating-point evaluation order.

   For a target whose local memory is this machine's cache ("host"),
   from -O2 on (not for size), the tile function also gets -O3's
   unroll-and-jam: the tile's data are packed and small, so jamming two
   iterations of an outer level into the innermost loop (matmul's k into
   j) halves the loads and stores of the element both update, which is
   what makes a host tile faster than the unblocked loop.  GCC only jams
   where its dependence analysis proves every dependent pair keeps its
   order, so each element still sees the same operations in the same
   order.  On the simulated targets the tile functions only stand in for
   accelerator code and the run's measure is the modeled time, so their
   compile time stays close to -O2's.  What the user chose stays.  */

static tree
tile_optimization (tree parent)
{
  struct gcc_options opts = global_options;
  bool changed = false;
  if (flag_vect_cost_model == VECT_COST_MODEL_VERY_CHEAP
      && !global_options_set.x_flag_vect_cost_model)
    {
      opts.x_flag_vect_cost_model = VECT_COST_MODEL_CHEAP;
      if (!global_options_set.x_param_vect_max_version_for_alias_checks)
	opts.x_param_vect_max_version_for_alias_checks = 0;
      changed = true;
    }
  if (accblock_settings.native_tiles && optimize >= 2 && !optimize_size
      && !flag_unroll_jam && !global_options_set.x_flag_unroll_jam)
    {
      opts.x_flag_unroll_jam = 1;
      changed = true;
    }
  if (!changed)
    return DECL_FUNCTION_SPECIFIC_OPTIMIZATION (parent);
  return build_optimization_node (&opts, &global_options_set);
}

/* Create "NAME.accblock.N (void *captures, const int64_t *tile)".  */

static void
create_tile_function (struct outline *ol)
{
  location_t loc = LOCATION_LOCUS (ol->nest->loc);
  tree type = build_function_type_list (void_type_node, ptr_type_node,
					word_ptr_type (), NULL_TREE);
  tree decl = build_decl (loc, FUNCTION_DECL,
			  clone_function_name_numbered (current_function_decl,
							"accblock"),
			  type);
  TREE_STATIC (decl) = 1;
  TREE_USED (decl) = 1;
  DECL_ARTIFICIAL (decl) = 1;
  DECL_IGNORED_P (decl) = 0;
  TREE_PUBLIC (decl) = 0;
  DECL_UNINLINABLE (decl) = 1;
  DECL_EXTERNAL (decl) = 0;
  DECL_CONTEXT (decl) = NULL_TREE;
  DECL_INITIAL (decl) = make_node (BLOCK);
  BLOCK_SUPERCONTEXT (DECL_INITIAL (decl)) = decl;
  DECL_FUNCTION_SPECIFIC_OPTIMIZATION (decl)
    = tile_optimization (current_function_decl);
  DECL_FUNCTION_SPECIFIC_TARGET (decl)
    = DECL_FUNCTION_SPECIFIC_TARGET (current_function_decl);

  tree result = build_decl (loc, RESULT_DECL, NULL_TREE, void_type_node);
  DECL_ARTIFICIAL (result) = 1;
  DECL_IGNORED_P (result) = 1;
  DECL_CONTEXT (result) = decl;
  DECL_RESULT (decl) = result;

  ol->captures_parm = build_parm (decl, "captures", ptr_type_node);
  ol->tile_parm = build_parm (decl, "tile", word_ptr_type ());
  DECL_CHAIN (ol->captures_parm) = ol->tile_parm;
  DECL_ARGUMENTS (decl) = ol->captures_parm;

  push_struct_function (decl);
  cfun->function_start_locus = loc;
  cfun->function_end_locus = loc;
  init_tree_ssa (cfun);
  pop_cfun ();
  ol->child = decl;
}

/* Remove the markers of pragmas inside the nest: they belong to it.  */

static void
remove_inner_markers (struct outline *ol)
{
  unsigned i;
  basic_block bb;
  FOR_EACH_VEC_ELT (ol->nest->region, i, bb)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);)
      {
	gimple *stmt = gsi_stmt (gsi);
	if (!accblock_marker_call_p (stmt))
	  {
	    gsi_next (&gsi);
	    continue;
	  }
	const struct accblock_clause *inner
	  = accblock_clause_by_id (tree_to_shwi (gimple_call_arg (stmt, 0)));
	if (inner && inner->has_block)
	  warning_at (inner->block_loc, 0, "%<block%> clause of a loop inside "
		      "the blocked nest at line %d is ignored; list all "
		      "indices in the outer clause",
		      LOCATION_LINE (ol->nest->loc));
	gsi_remove (&gsi, true);
      }
}

/* Whether a loop pragma inside NEST has a block clause of its own: a
   nest without one must then not swallow it.  */

static bool
inner_block_clause_p (const struct nest *nest)
{
  unsigned i;
  basic_block bb;
  FOR_EACH_VEC_ELT (nest->region, i, bb)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      if (accblock_marker_call_p (gsi_stmt (gsi)))
	{
	  const struct accblock_clause *inner
	    = accblock_clause_by_id (accblock_marker_id (gsi_stmt (gsi)));
	  if (inner && inner->has_block)
	    return true;
	}
  return false;
}

/* Move the nest into the tile function; return the block left in its
   place in the parent.  */

static basic_block
move_nest (struct outline *ol)
{
  basic_block exit_bb = split_edge (nest_exit_edge (ol->nest));
  gimple_stmt_iterator gsi = gsi_last_bb (exit_bb);
  gsi_insert_after (&gsi, gimple_build_return (NULL_TREE), GSI_NEW_STMT);

  struct function *child_cfun = DECL_STRUCT_FUNCTION (ol->child);
  /* The move gives the child the parent's count of dependence cliques;
     the cliques stage.cc took from the child for the staged references
     must stay counted, or the first pass that copies one of their blocks
     outside the loop owning the clique (jump threading) finds a clique
     GCC never handed out, and stops.  */
  unsigned short cliques = child_cfun->last_clique;
  basic_block new_bb = move_sese_region_to_fn (child_cfun, ol->nest->entry_bb,
					       exit_bb, NULL_TREE);
  child_cfun->last_clique = MAX (child_cfun->last_clique, cliques);
  make_edge (exit_bb, EXIT_BLOCK_PTR_FOR_FN (child_cfun), 0);
  single_succ_edge (new_bb)->flags = EDGE_FALLTHRU;
  for (tree parm = DECL_ARGUMENTS (ol->child); parm; parm = DECL_CHAIN (parm))
    DECL_CONTEXT (parm) = ol->child;

  child_cfun->curr_properties = cfun->curr_properties;
  loops_state_set (child_cfun, LOOPS_NEED_FIXUP);
  cgraph_node::add_new_function (ol->child, true);
  push_cfun (child_cfun);
  cgraph_edge::rebuild_edges ();
  pop_cfun ();
  return new_bb;
}

/* ---- The dispatch in the parent ---- */

/* The descriptor word INDEX of DESC.  */

static tree
desc_word (tree desc, unsigned index)
{
  return build4 (ARRAY_REF, outline_word_type (), desc,
		 build_int_cst (integer_type_node, index), NULL_TREE,
		 NULL_TREE);
}

tree
outline_gimple_value (tree expr, gimple_seq *seq)
{
  gimple_seq stmts = NULL;
  tree value = force_gimple_operand (expr, &stmts, true, NULL_TREE);
  gimple_seq_add_seq (seq, stmts);
  return value;
}

void
outline_store_word (gimple_seq *seq, tree desc, unsigned index, tree value)
{
  tree word = fold_convert (outline_word_type (), value);
  value = outline_gimple_value (word, seq);
  gimple_seq_add_stmt (seq, gimple_build_assign (desc_word (desc, index),
						 value));
}

/* The ABI flags of level L of NEST.  */

static HOST_WIDE_INT
level_flags (const struct nest *nest, unsigned l)
{
  const struct nest_level *level = &nest->level[l];
  HOST_WIDE_INT flags = 0;
  if (level->cmp_type && TYPE_UNSIGNED (level->cmp_type))
    flags |= ACCBLOCK_LEVEL_UNSIGNED;
  if (l > 0 && level->block == 0 && !level->evaluated)
    flags |= ACCBLOCK_LEVEL_WHOLE;
  if (level->block && nest->clause->runtime_blocks)
    flags |= ACCBLOCK_LEVEL_MAY_BLOCK;
  if (level->block && level->parallel)
    flags |= ACCBLOCK_LEVEL_PARALLEL;
  return flags;
}

/* The ABI flags of the nest OL outlines.  */

static HOST_WIDE_INT
nest_flags (const struct outline *ol)
{
  HOST_WIDE_INT flags = ol->permutable ? ACCBLOCK_NEST_PERMUTABLE : 0;
  if (ol->nest->clause->runtime_blocks)
    flags |= accblock_settings.auto_mode == ACCBLOCK_AUTO_GREEDY
	     ? ACCBLOCK_NEST_INFER_GREEDY : ACCBLOCK_NEST_INFER_MODEL;
  return flags;
}

/* The block word of level L: the clause's size, or, when the runtime
   chooses the sizes, 1 for the outer level and 0 (not blocked) for the
   others until it has.  */

static HOST_WIDE_INT
initial_block (const struct nest *nest, unsigned l)
{
  if (!nest->clause->runtime_blocks)
    return nest->level[l].block;
  return l == 0 ? 1 : 0;
}

/* Put the words of the descriptor of OL into W, as accblock-abi.h lays
   them out.  It describes the whole chain of loops, also the levels
   below the deepest blocked one, so that the runtime knows how many
   iterations a tile runs.  The words left out are zero.  */

static void
fill_descriptor (const struct outline *ol, struct desc_words *w)
{
  const struct nest *nest = ol->nest;
  desc_put_int (w, 0, ACCBLOCK_ABI_VERSION);
  desc_put_int (w, 1, nest->ndesc);
  desc_put_int (w, 2, nest_flags (ol));
  desc_put_int (w, 3, stage_count (&ol->stage));
  desc_put_int (w, 4, ol->stage.direct_refs);
  for (unsigned l = 0; l < nest->ndesc; l++)
    {
      const struct nest_level *level = &nest->level[l];
      unsigned base = ACCBLOCK_NEST_HEADER_WORDS + l * ACCBLOCK_LEVEL_WORDS;
      HOST_WIDE_INT flags = level_flags (nest, l);
      bool whole = flags & ACCBLOCK_LEVEL_WHOLE;
      if (!whole)
	{
	  desc_put (w, base + 0, level->init_expr);
	  desc_put (w, base + 1, level->bound_expr);
	}
      desc_put_int (w, base + 2, whole ? 1 : level->step);
      desc_put_int (w, base + 3, whole ? 0 : level->cmp);
      desc_put_int (w, base + 4, flags);
      desc_put_int (w, base + 5, initial_block (nest, l));
    }
  stage_fill_descriptor (&ol->stage, w, ACCBLOCK_NEST_WORDS (nest->ndesc, 0));
}

/* Fill the capture record REC in the parent.  */

static void
fill_record (const struct outline *ol, tree rec, gimple_seq *seq)
{
  unsigned i;
  struct capture *cap;
  FOR_EACH_VEC_ELT (ol->captures, i, cap)
    {
      if (!cap->field)
	continue;
      tree value;
      if (cap->kind == CAPTURE_ADDRESS)
	{
	  TREE_ADDRESSABLE (cap->decl) = 1;
	  value = build_fold_addr_expr_with_type (cap->decl, ptr_type_node);
	}
      else
	value = fold_convert (TREE_TYPE (cap->field), cap->decl);
      value = outline_gimple_value (value, seq);
      tree field_ref = build3 (COMPONENT_REF, TREE_TYPE (cap->field), rec,
			       cap->field, NULL_TREE);
      gimple_seq_add_stmt (seq, gimple_build_assign (field_ref, value));
    }
}

/* "file:line:col" of LOC, as a string constant.  */

static tree
location_string (location_t loc)
{
  expanded_location xloc = expand_location (loc);
  char *text = xasprintf ("%s:%d:%d", xloc.file ? xloc.file : "<unknown>",
			  xloc.line, xloc.column);
  tree str = build_string_literal (strlen (text) + 1, text);
  free (text);
  return str;
}

/* Give the IV of level L, read after the nest, the value the loops
   would have left in it: the runtime's final value when every outer
   level ran at least once (final != init), else the IV is unchanged.  */

static void
set_final_iv (const struct nest *nest, tree desc, unsigned l, gimple_seq *seq)
{
  tree word = outline_word_type ();
  tree ran = build_int_cst (word, 1);
  for (unsigned k = 0; k < l; k++)
    {
      unsigned base = ACCBLOCK_NEST_HEADER_WORDS + k * ACCBLOCK_LEVEL_WORDS;
      tree moved = fold_build2 (NE_EXPR, boolean_type_node,
				desc_word (desc, base + 6),
				desc_word (desc, base + 0));
      ran = fold_build2 (BIT_AND_EXPR, word, ran, fold_convert (word, moved));
    }
  tree iv = nest->level[l].iv;
  unsigned base = ACCBLOCK_NEST_HEADER_WORDS + l * ACCBLOCK_LEVEL_WORDS;
  tree mask = fold_build1 (NEGATE_EXPR, word, ran);
  tree kept = fold_build2 (BIT_AND_EXPR, word, fold_convert (word, iv),
			   fold_build1 (BIT_NOT_EXPR, word, mask));
  tree final = fold_build2 (BIT_AND_EXPR, word, desc_word (desc, base + 6),
			    mask);
  tree value = fold_convert (TREE_TYPE (iv),
			     fold_build2 (BIT_IOR_EXPR, word, kept, final));
  value = outline_gimple_value (value, seq);
  gimple_seq_add_stmt (seq, gimple_build_assign (iv, value));
}

/* Replace the nest by: descriptor, captures, the dispatch call, and the
   final value of a live-out outer IV.  */

static void
emit_dispatch (struct outline *ol, basic_block bb)
{
  const struct nest *nest = ol->nest;
  gimple_seq seq = NULL;
  tree desc_type
    = build_array_type_nelts (outline_word_type (),
			      ACCBLOCK_NEST_WORDS (nest->ndesc,
						   stage_count (&ol->stage)));
  tree desc = create_tmp_var (desc_type, "accblock_nest");
  TREE_ADDRESSABLE (desc) = 1;
  struct desc_words words;
  fill_descriptor (ol, &words);
  desc_emit (&words, desc, &seq);

  tree captures = null_pointer_node;
  if (ol->record_type)
    {
      tree rec = create_tmp_var (ol->record_type, "accblock_captures");
      TREE_ADDRESSABLE (rec) = 1;
      fill_record (ol, rec, &seq);
      captures = build_fold_addr_expr_with_type (rec, ptr_type_node);
    }

  const char *clause = accblock_clause_text (nest->clause);
  gcall *call
    = gimple_build_call (get_dispatch_decl (), 5,
			 build_fold_addr_expr_with_type (desc, ptr_type_node),
			 build_fold_addr_expr_with_type (ol->child,
							 ptr_type_node),
			 captures, location_string (nest->loc),
			 build_string_literal (strlen (clause) + 1, clause));
  gimple_set_location (call, nest->loc);
  gimple_seq_add_stmt (&seq, call);

  for (unsigned l = 0; l < nest->nlevels; l++)
    if (ol->live_out_ivs & (1u << l))
      set_final_iv (nest, desc, l, &seq);
  gimple_stmt_iterator gsi = gsi_last_bb (bb);
  gsi_insert_seq_after (&gsi, seq, GSI_CONTINUE_LINKING);
}

/* ---- Remarks and dump ---- */

/* The number of tiles, when every level down to the deepest blocked one
   has constant bounds.  The runtime gives the levels below it one tile
   each, even when they do not run (statements around them still do).  */

static bool
constant_tiles (const struct nest *nest, unsigned HOST_WIDE_INT *tiles)
{
  *tiles = 1;
  for (unsigned l = 0; l < nest->nlevels; l++)
    {
      const struct nest_level *level = &nest->level[l];
      unsigned HOST_WIDE_INT trips;
      if (level_flags (nest, l) & ACCBLOCK_LEVEL_WHOLE)
	continue;
      if (!nest_constant_trips (level, level->init_expr, level->bound_expr,
				&trips))
	return false;
      if (level->block)
	trips = (trips + level->block - 1) / level->block;
      else
	trips = trips ? 1 : 0;
      *tiles *= trips;
    }
  return true;
}

/* A remark for each blocked inner level of NEST whose tiles run as outer
   tasks, since that is a schedule the clause alone does not say.  */

static void
remark_parallel_levels (const struct nest *nest)
{
  for (unsigned l = 1; l < nest->nlevels; l++)
    if (nest->level[l].block && nest->level[l].parallel)
      accblock_remark (nest->loc, "the tiles of loop %qD run in parallel "
		       "too: no iteration depends on one with another value "
		       "of %qD", nest->level[l].iv, nest->level[l].iv);
}

/* The remark for a blocked nest: the clause as written (and the one
   used, when the dependence test reduced it), and the tile count.  */

static void
remark_blocked (const struct outline *ol)
{
  remark_parallel_levels (ol->nest);
  const struct nest *nest = ol->nest;
  unsigned HOST_WIDE_INT tiles;
  if (nest->implicit)
    {
      if (!constant_tiles (nest, &tiles))
	accblock_remark (nest->loc, "dispatched nest without block clause: "
			 "tile count known at run time");
      else
	accblock_remark (nest->loc, "dispatched nest without block clause: "
			 "%wu %s", tiles, tiles == 1 ? "tile" : "tiles");
      return;
    }
  const char *clause = accblock_clause_text (nest->clause);
  const char *used = nest_effective_clause (nest);
  const char *as_used = strcmp (clause, used) ? used : NULL;
  if (!constant_tiles (nest, &tiles))
    accblock_remark (nest->loc, "blocked nest with %s%s%s: tile count known "
		     "at run time", clause, as_used ? " as " : "",
		     as_used ? as_used : "");
  else
    accblock_remark (nest->loc, "blocked nest with %s%s%s: %wu %s", clause,
		     as_used ? " as " : "", as_used ? as_used : "", tiles,
		     tiles == 1 ? "tile" : "tiles");
}

static void
dump_descriptor (const struct outline *ol)
{
  const struct nest *nest = ol->nest;
  fprintf (dump_file, "accblock: nest at %s:%d, %s%s, %u levels%s\n",
	   LOCATION_FILE (nest->loc), LOCATION_LINE (nest->loc),
	   nest->implicit ? nest_effective_clause (nest)
	   : accblock_clause_text (nest->clause),
	   nest->implicit ? " (no block clause)" : "", nest->ndesc,
	   ol->permutable ? ", permutable" : "");
  for (unsigned l = 0; l < nest->ndesc; l++)
    {
      const struct nest_level *level = &nest->level[l];
      HOST_WIDE_INT flags = level_flags (nest, l);
      fprintf (dump_file, "  level %u: ", l);
      if (level->iv)
	print_generic_expr (dump_file, level->iv);
      if (flags & ACCBLOCK_LEVEL_WHOLE)
	fprintf (dump_file, " whole");
      else
	{
	  static const char *const cmp[] = { "<", "<=", ">", ">=" };
	  fprintf (dump_file, " init ");
	  print_generic_expr (dump_file, level->init_expr);
	  fprintf (dump_file, " %s ", cmp[level->cmp]);
	  print_generic_expr (dump_file, level->bound_expr);
	  fprintf (dump_file, " step " HOST_WIDE_INT_PRINT_DEC, level->step);
	}
      fprintf (dump_file, " block " HOST_WIDE_INT_PRINT_UNSIGNED "%s%s\n",
	       level->block,
	       (flags & ACCBLOCK_LEVEL_UNSIGNED) ? " unsigned" : "",
	       (flags & ACCBLOCK_LEVEL_PARALLEL) ? " parallel" : "");
    }
}

/* ---- Driver ---- */

/* Outline the nest NEST describes.  */

static void
outline_nest (struct nest *nest)
{
  struct outline ol;
  memset ((void *) &ol, 0, sizeof ol);
  ol.nest = nest;
  if (nest->implicit && inner_block_clause_p (nest))
    {
      nest_refuse (nest, nest->loc, "a loop inside it has a %<block%> "
		   "clause");
      return;
    }
  if (!depend_check_nest (nest, &ol.permutable))
    return;
  ol.captures.create (8);
  /* After an error anywhere, only look for more errors.  */
  if (!analyze_captures (&ol) || seen_error ())
    {
      ol.captures.release ();
      return;
    }
  stage_analyse (nest, &ol.stage, true);
  create_tile_function (&ol);
  build_record (&ol);
  rewrite_captures (&ol);
  load_captures (&ol);
  for (unsigned l = 0; l < nest->nlevels; l++)
    if (strip_mined_p (nest, l))
      strip_mine_level (&ol, l);
  stage_tile_function (&ol);
  remove_inner_markers (&ol);
  if (dump_file)
    {
      dump_descriptor (&ol);
      stage_dump (&ol.stage, nest);
    }
  basic_block bb = move_nest (&ol);
  emit_dispatch (&ol, bb);
  remark_blocked (&ol);
  if (dump_file)
    dump_function_to_file (ol.child, dump_file, dump_flags);
  stage_release (&ol.stage);
  ol.captures.release ();
}

/* The marker to handle next: the outermost one, so that the markers of
   pragmas inside a blocked nest are seen as part of it.  */

static gimple *
next_marker (function *fun)
{
  gimple *best = NULL;
  unsigned best_depth = UINT_MAX;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      if (accblock_marker_call_p (gsi_stmt (gsi))
	  && loop_depth (bb->loop_father) < best_depth)
	{
	  best = gsi_stmt (gsi);
	  best_depth = loop_depth (bb->loop_father);
	}
  return best;
}

/* Why a loop with a marker is left alone, or NULL when it is blocked.  */

static const char *
left_alone_reason (const struct accblock_clause *clause)
{
  if (!clause)
    return "no pragma recorded for this marker";
  if (clause->seq)
    return "'loop seq' asks for sequential execution";
  /* -fopenacc-block dispatches a nest without block clause too, unless
     inference gives it one.  */
  if (!accblock_settings.block)
    return clause->has_block || infer_wanted_p (clause)
	   ? "block clauses are not enabled (-fopenacc-block)"
	   : "no block clause";
  return NULL;
}

/* Handle the marker MARKER; return whether the CFG changed.  */

static bool
process_marker (gimple *marker)
{
  int id = tree_fits_shwi_p (gimple_call_arg (marker, 0))
	   ? tree_to_shwi (gimple_call_arg (marker, 0)) : -1;
  const struct accblock_clause *clause = accblock_clause_by_id (id);
  location_t loc = clause ? clause->pragma_loc : gimple_location (marker);
  gimple_stmt_iterator gsi = gsi_for_stmt (marker);
  if (const char *reason = left_alone_reason (clause))
    {
      if (accblock_settings.verbose && !seen_error ())
	accblock_missed (loc, "loop left alone: %s", _(reason));
      gsi_remove (&gsi, true);
      return false;
    }
  edge e = split_block (gimple_bb (marker), marker);
  tree scope = gimple_block (marker);
  gsi = gsi_for_stmt (marker);
  gsi_remove (&gsi, true);
  /* Under -fauto-block the nest gets the clause the model chooses;
     without it, a nest without clause is dispatched as it is.  */
  if (infer_wanted_p (clause)
      && !(clause = infer_block_clause (e->dest, clause, loc, scope)))
    return true;
  struct nest nest;
  if (nest_discover (e->dest, clause, loc, scope, &nest))
    outline_nest (&nest);
  nest_release (&nest);
  return true;
}

const pass_data outline_pass_data = {
  GIMPLE_PASS,
  "accblock",          /* name */
  OPTGROUP_LOOP,       /* optinfo_flags */
  TV_NONE,             /* tv_id */
  PROP_cfg,            /* properties_required */
  0,                   /* properties_provided */
  0,                   /* properties_destroyed */
  0,                   /* todo_flags_start */
  0                    /* todo_flags_finish */
};

class outline_pass : public gimple_opt_pass
{
public:
  outline_pass (gcc::context *ctxt)
    : gimple_opt_pass (outline_pass_data, ctxt)
  {
  }

  unsigned int execute (function *fun) final override
  {
    /* Loops without pragma that inference may take get markers too.  */
    bool changed = serial_mark_parallel_nests (fun);
    while (gimple *marker = next_marker (fun))
      {
	free_dominance_info (CDI_DOMINATORS);
	calculate_dominance_info (CDI_DOMINATORS);
	changed |= process_marker (marker);
      }
    if (!changed)
      return 0;
    free_dominance_info (CDI_DOMINATORS);
    loops_state_set (fun, LOOPS_NEED_FIXUP);
    return TODO_cleanup_cfg;
  }
};

/* Register the outline pass after "ompexp".  */

void
accblock_register_passes (const char *plugin_name)
{
  struct register_pass_info info;
  info.pass = new outline_pass (g);
  info.reference_pass_name = "ompexp";
  info.ref_pass_instance_number = 1;
  info.pos_op = PASS_POS_INSERT_AFTER;
  register_callback (plugin_name, PLUGIN_PASS_MANAGER_SETUP, NULL, &info);
  register_callback (plugin_name, PLUGIN_REGISTER_GGC_ROOTS, NULL,
		     (void *) outline_gc_roots);
}

/* ---- For inference, which must leave alone the nests refused here ---- */

/* Whether a path from FROM reads DECL before assigning it.  */

bool
outline_read_before_write_p (basic_block from, tree decl,
			     const struct nest *nest)
{
  return read_before_write_p (from, decl, nest);
}

/* The first block control reaches after NEST.  */

basic_block
outline_block_after_nest (const struct nest *nest)
{
  return nest_exit_edge (nest)->dest;
}
