/* outline-strip.cc -- make each strip-mined level of the nest run one tile.

   Why this file exists: inside the tile function the nest runs only the
   iterations of one tile.  Each strip-mined level starts from the tile's
   first iteration and runs for the tile's iteration count, both read
   from the tile the runtime hands the function (through descriptor.cc);
   the staged references go through the tile's section words
   (section-rewrite.cc).  This rewriting happens while the nest is still
   in the parent, before outline-tile.cc moves it.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "outline.h"

/* ---- Strip-mining ---- */

/* Level L's field WORD (ACCBLOCK_TILE_LEVEL_WORD) of the tile the tile
   function received.  */

static tree
tile_word (const struct outline *ol, unsigned l, unsigned word)
{
  return desc_tile_level_field_ref (ol->tile_parm, l, word);
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

/* Make the triangular level L (nest_level.triangular) run the part of
   the tile that lies within its own bounds in the current iteration of
   the outer levels: its IV starts at the later of the tile's start and
   its own first value (which the loop's initialisation has just
   stored), and the exit test compares with the nearer of its own bound
   and the tile's end.  Both only narrow the loop: each iteration runs in
   exactly one tile, in its order, and a tile outside the row runs none.
   The tile's end lies within the hull, in the test's type.  */

static void
strip_mine_triangular (struct outline *ol, unsigned l)
{
  struct nest_level *level = &ol->nest->level[l];
  tree iv = iv_in_nest (ol, l);
  tree iv_type = TREE_TYPE (iv);
  bool up = level->step > 0;
  tree word = desc_word_type ();
  gimple_seq seq = NULL;
  tree start = create_tmp_var (word, "accblock_start");
  gimple_seq_add_stmt (&seq, gimple_build_assign
			       (start, tile_word (ol, l,
						  ACCBLOCK_TILE_LEVEL_WORD (start))));
  tree count = create_tmp_var (word, "accblock_count");
  gimple_seq_add_stmt (&seq, gimple_build_assign
			       (count, tile_word (ol, l,
						  ACCBLOCK_TILE_LEVEL_WORD (count))));
  /* IV = MAX (IV, START) counting up, MIN counting down.  */
  tree start_iv = create_tmp_var (iv_type, "accblock_first");
  gimple_seq_add_stmt (&seq, gimple_build_assign (start_iv, NOP_EXPR, start));
  gimple_seq_add_stmt (&seq, gimple_build_assign (iv, up ? MAX_EXPR : MIN_EXPR,
						  iv, start_iv));
  /* The tile's own limit in the exit test's terms: the bound that makes
     the tile's last iteration the last value the test lets in, that
     iteration less nest_level_last_offset.  EDGE starts one past it,
     START + COUNT counting up (START - COUNT down), and moves by BACK:
     -1 for <=, +1 for >=, 0 for < and >.  */
  tree edge = create_tmp_var (word, "accblock_edge");
  gimple_seq_add_stmt (&seq, gimple_build_assign (edge, up ? PLUS_EXPR
							    : MINUS_EXPR,
						  start, count));
  HOST_WIDE_INT back = (up ? -1 : 1) - nest_level_last_offset (level);
  if (back)
    gimple_seq_add_stmt (&seq, gimple_build_assign
				 (edge, back < 0 ? MINUS_EXPR : PLUS_EXPR, edge,
				  build_int_cst (word, absu_hwi (back))));
  gcond *cond = level->cond;
  tree bound = level->bound_on_left ? gimple_cond_lhs (cond)
				    : gimple_cond_rhs (cond);
  tree bound_type = TREE_TYPE (bound);
  tree tile_limit = create_tmp_var (bound_type, "accblock_tile_limit");
  gimple_seq_add_stmt (&seq, gimple_build_assign (tile_limit, NOP_EXPR, edge));
  basic_block pre = level->entry->src;
  if (!single_succ_p (pre))
    pre = split_edge (level->entry);
  append_to_bb (pre, seq);

  tree limit = create_tmp_var (bound_type, "accblock_limit");
  gimple *clamp = gimple_build_assign (limit, up ? MIN_EXPR : MAX_EXPR,
				       bound, tile_limit);
  gimple_stmt_iterator gsi = gsi_for_stmt (cond);
  gsi_insert_before (&gsi, clamp, GSI_SAME_STMT);
  if (level->bound_on_left)
    gimple_cond_set_lhs (cond, limit);
  else
    gimple_cond_set_rhs (cond, limit);
}

/* Make level L start at the tile's first iteration and run for the
   tile's iteration count: the IV is set from the tile on entry, a down
   counter replaces the exit test.  The original bound test is redundant:
   the runtime never hands out iterations beyond the trip count.  */

void
strip_mine_level (struct outline *ol, unsigned l)
{
  struct nest_level *level = &ol->nest->level[l];
  if (level->triangular)
    {
      strip_mine_triangular (ol, l);
      return;
    }
  /* The count is never negative; unsigned, it bounds the loop.  */
  tree count_type = long_long_unsigned_type_node;
  tree counter = create_tmp_var (count_type, "accblock_left");
  tree start = create_tmp_var (desc_word_type (), "accblock_start");

  gimple_seq seq = NULL;
  tree first = tile_word (ol, l, ACCBLOCK_TILE_LEVEL_WORD (start));
  gimple_seq_add_stmt (&seq, gimple_build_assign (start, first));
  gimple_seq_add_stmt (&seq, gimple_build_assign (iv_in_nest (ol, l),
						  NOP_EXPR, start));
  tree count = create_tmp_var (desc_word_type (), "accblock_count");
  tree iterations = tile_word (ol, l, ACCBLOCK_TILE_LEVEL_WORD (count));
  gimple_seq_add_stmt (&seq, gimple_build_assign (count, iterations));
  gimple_seq_add_stmt (&seq, gimple_build_assign (counter, NOP_EXPR, count));
  bool sized_here = level->block && !ol->nest->sizes_at_run_time;
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

void
stage_tile_function (struct outline *ol)
{
  tree ivs[ACCBLOCK_MAX_LEVELS] = { NULL_TREE };
  for (unsigned l = 0; l < ol->nest->ndesc; l++)
    ivs[l] = iv_in_nest (ol, l);
  unsigned i;
  struct stage_section *s;
  FOR_EACH_VEC_ELT (ol->stage.sections, i, s)
    for (unsigned d = 0; d < s->ndims; d++)
      if (s->dim[d].sym)
	s->dim[d].sym_local = capture_replacement (ol, s->dim[d].sym);
  stage_rewrite (&ol->stage, ol->nest, DECL_STRUCT_FUNCTION (ol->child),
		 ol->tile_parm, ol->nest->ndesc, ivs);
}
