/* outline-strip.cc -- make each strip-mined level of the nest run one tile.

   Why this file exists: inside the tile function the nest runs only the
   iterations of one tile.  Each strip-mined level starts from the tile's
   first iteration and runs for the tile's iteration count, both read
   from the tile the runtime hands the function (through descriptor.cc);
   the staged references go through the tile's section words
   (section-rewrite.cc).  A level of a nest tiled in skewed coordinates
   (skew.cc) runs the iterations whose skewed coordinate lies in the
   tile instead.  This rewriting happens while the nest is still in the
   parent, before outline-tile.cc moves it.

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

/* Append to SEQ the computation, in the descriptor's word type, of
   S[0] + ... + S[L-1], the skewed coordinates of the levels around level
   L of OL's nest in the current iteration (skew.cc): S[K] = X[K] +
   C[K] * (S[0] + ... + S[K-1]).  */

static tree
skew_outer_sum (struct outline *ol, unsigned l, gimple_seq *seq)
{
  const struct blocking_decision *d = ol->nest->decision;
  tree word = desc_word_type ();
  tree sum = create_tmp_var (word, "accblock_skew_sum");
  gimple_seq_add_stmt (seq, gimple_build_assign (sum, build_zero_cst (word)));
  for (unsigned k = 0; k < l; k++)
    {
      tree s = create_tmp_var (word, "accblock_skewed");
      gimple_seq_add_stmt (seq, gimple_build_assign (s, NOP_EXPR,
						     iv_in_nest (ol, k)));
      if (d->skew_coef[k])
	{
	  tree t = create_tmp_var (word, "accblock_skew_term");
	  gimple_seq_add_stmt (seq, gimple_build_assign
				      (t, MULT_EXPR, sum,
				       build_int_cst (word, d->skew_coef[k])));
	  gimple_seq_add_stmt (seq, gimple_build_assign (s, PLUS_EXPR, s, t));
	}
      gimple_seq_add_stmt (seq, gimple_build_assign (sum, PLUS_EXPR, sum, s));
    }
  return sum;
}

/* Make level L of a nest tiled in skewed coordinates (skew.cc,
   ACCBLOCK_NEST_SKEWED) run the iterations whose S[L] = X[L] + C[L] *
   SUM lies in the tile's [START, START + COUNT), SUM being S[0] + ...
   + S[L-1] of the current iteration: the IV starts at the later of its
   first value and START - C[L] * SUM, and the exit test stops it before
   the nearer of its bound and START + COUNT - C[L] * SUM.  The level
   counts up by one with < or <=, in a signed type of at most 32 bits
   (skew.cc), and the arithmetic is done in the descriptor's 64-bit word
   type, where nothing overflows; the IV takes a value of the tile only
   when the tile holds one: a first value beyond its type's range
   becomes that range's end, which the exit test then stops.  */

static void
strip_mine_skewed (struct outline *ol, unsigned l)
{
  struct nest_level *level = &ol->nest->level[l];
  HOST_WIDE_INT coef = ol->nest->decision->skew_coef[l];
  tree iv = iv_in_nest (ol, l);
  tree iv_type = TREE_TYPE (iv);
  tree word = desc_word_type ();
  gimple_seq seq = NULL;
  tree first = create_tmp_var (word, "accblock_first");
  gimple_seq_add_stmt (&seq, gimple_build_assign
			       (first, tile_word (ol, l,
						  ACCBLOCK_TILE_LEVEL_WORD (start))));
  if (coef)
    {
      tree sum = skew_outer_sum (ol, l, &seq);
      tree off = create_tmp_var (word, "accblock_skew_offset");
      gimple_seq_add_stmt (&seq, gimple_build_assign
				   (off, MULT_EXPR, sum,
				    build_int_cst (word, coef)));
      gimple_seq_add_stmt (&seq, gimple_build_assign (first, MINUS_EXPR,
						      first, off));
    }
  /* The last IV value the tile lets in, plus one for <.  */
  tree count = create_tmp_var (word, "accblock_count");
  gimple_seq_add_stmt (&seq, gimple_build_assign
			       (count, tile_word (ol, l,
						  ACCBLOCK_TILE_LEVEL_WORD (count))));
  tree edge = create_tmp_var (word, "accblock_edge");
  gimple_seq_add_stmt (&seq, gimple_build_assign (edge, PLUS_EXPR, first,
						  count));
  if (level->cmp == ACCBLOCK_CMP_LE)
    gimple_seq_add_stmt (&seq, gimple_build_assign (edge, MINUS_EXPR, edge,
						    build_one_cst (word)));
  tree value = create_tmp_var (word, "accblock_iv");
  gimple_seq_add_stmt (&seq, gimple_build_assign (value, NOP_EXPR, iv));
  gimple_seq_add_stmt (&seq, gimple_build_assign (value, MAX_EXPR, value,
						  first));
  gimple_seq_add_stmt (&seq, gimple_build_assign
			       (value, MIN_EXPR, value,
				fold_convert (word,
					      TYPE_MAX_VALUE (iv_type))));
  gimple_seq_add_stmt (&seq, gimple_build_assign (iv, NOP_EXPR, value));
  basic_block pre = level->entry->src;
  if (!single_succ_p (pre))
    pre = split_edge (level->entry);
  append_to_bb (pre, seq);

  /* The exit test, in the word type: IV <CMP> MIN (BOUND, EDGE).  */
  gcond *cond = level->cond;
  tree bound = level->bound_on_left ? gimple_cond_lhs (cond)
				    : gimple_cond_rhs (cond);
  tree here = level->bound_on_left ? gimple_cond_rhs (cond)
				   : gimple_cond_lhs (cond);
  gimple_seq test = NULL;
  tree limit = create_tmp_var (word, "accblock_limit");
  gimple_seq_add_stmt (&test, gimple_build_assign (limit, NOP_EXPR, bound));
  gimple_seq_add_stmt (&test, gimple_build_assign (limit, MIN_EXPR, limit,
						   edge));
  tree now = create_tmp_var (word, "accblock_now");
  gimple_seq_add_stmt (&test, gimple_build_assign (now, NOP_EXPR, here));
  gimple_stmt_iterator gsi = gsi_for_stmt (cond);
  gsi_insert_seq_before (&gsi, test, GSI_SAME_STMT);
  bool le = level->cmp == ACCBLOCK_CMP_LE;
  enum tree_code code = level->continue_on_true ? (le ? LE_EXPR : LT_EXPR)
						 : (le ? GT_EXPR : GE_EXPR);
  gimple_cond_set_code (cond, code);
  gimple_cond_set_lhs (cond, now);
  gimple_cond_set_rhs (cond, limit);
  level->bound_on_left = false;
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
  if (l < ol->nest->decision->skew_levels)
    {
      strip_mine_skewed (ol, l);
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
