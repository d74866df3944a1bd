/* section-rewrite.cc -- make the tile function use the data blocks the
   runtime stages.

   Why this file exists: section.cc decided which arrays are staged; this
   file carries the decision out in the tile function, where every
   staged reference is rewritten to address its element through the
   section words of the tile (accblock-abi.h, read through
   descriptor.cc): a base, a bias and the leading dimensions.  The
   runtime fills those words with the packed local copy, or with the
   array in main memory when a block does not fit or staging is off, so
   one rewritten body serves both and no decision taken at run time needs
   a second copy of the code.  section-describe.cc tells the runtime,
   in the descriptor, what the sections are.

   The address arithmetic is done in unsigned 64-bit words, which wrap
   instead of overflowing: the subscripts were only accepted when they
   agree with the program's own arithmetic modulo 2^64 (depend.cc).  The
   origin of the copy and the bytes per row are computed once per tile, so
   a reference costs a row address and its last index; a row that stays
   the same for a whole run of a loop is computed once in front of it
   and shared by every reference to it (shared_row_var).  The element is
   then an ARRAY_REF of the row read as an array without bounds, indexed
   by its last subscript as an unsigned word, an affine one with its
   constant added last (last_index_word, rewrite_site): GCC compiles that
   form with fewer instructions than a pointer plus a scaled index, and
   it lets GCC assume less, not more: an array without a domain bounds
   nothing, and the index no longer passes through pointer arithmetic,
   which GCC takes never to wrap.

   GCC cannot see that the origins of different arrays lie apart, so the
   references of declared arrays carry a dependence clique that the
   nest's loops own: without it the tile function's loops would not be
   vectorized as the loops of the nest were.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "stage.h"

static tree
u64 (void)
{
  return long_long_unsigned_type_node;
}

/* What the tile function keeps of one section's words, computed once
   per tile: the address the element [0]...[0] would have in the copy it
   is given (BASE - BIAS * ELEM_SIZE: the copy is then indexed with the
   program's own subscripts), and the bytes one index step of each outer
   dimension skips.  */
struct section_access
{
  tree origin;
  tree row_bytes[ACCBLOCK_SECTION_MAX_DIMS];
  unsigned short clique;  /* With BASE, tells GCC that the references of */
  unsigned short base;    /* two such sections never overlap; 0: unknown.  */
};

/* A variable holding the tile word WORD (ACCBLOCK_TILE_SECTION_WORD) of
   the staged section with descriptor index INDEX, as an unsigned 64-bit
   value, loaded by statements appended to SEQ.  */

static tree
load_word (tree tile_parm, unsigned nlevels, unsigned index, unsigned word,
	   const char *name, gimple_seq *seq)
{
  tree raw = create_tmp_var (desc_word_type (), name);
  tree value = create_tmp_var (u64 (), name);
  gimple_seq_add_stmt (seq, gimple_build_assign (raw,
			 desc_tile_section_field_ref (tile_parm, nlevels,
						      index, word)));
  gimple_seq_add_stmt (seq, gimple_build_assign (value, NOP_EXPR, raw));
  return value;
}

/* Compute the access of the section with descriptor index INDEX from its
   tile words, with statements appended to SEQ.  */

static void
load_section_access (const struct stage_section *s, unsigned index,
		     tree tile_parm, unsigned nlevels, gimple_seq *seq,
		     struct section_access *a)
{
  tree elem_size = fold_convert (u64 (), TYPE_SIZE_UNIT (s->elem_type));
  tree base = load_word (tile_parm, nlevels, index,
			 ACCBLOCK_TILE_SECTION_WORD (base), "accblock_base",
			 seq);
  tree bias = load_word (tile_parm, nlevels, index,
			 ACCBLOCK_TILE_SECTION_WORD (bias), "accblock_bias",
			 seq);
  tree bytes = elem_size;
  for (unsigned d = s->ndims - 1; d > 0; d--)
    {
      /* LD[D] is ld[D - 1].  */
      tree ld = load_word (tile_parm, nlevels, index,
			   ACCBLOCK_TILE_SECTION_WORD (ld) + d - 1,
			   "accblock_ld", seq);
      bytes = seq_gimple_value (fold_build2 (MULT_EXPR, u64 (), bytes, ld),
				seq);
      a->row_bytes[d - 1] = bytes;
    }
  tree origin = fold_build2 (MINUS_EXPR, u64 (), base,
			     fold_build2 (MULT_EXPR, u64 (), bias, elem_size));
  tree ptr_type = build_pointer_type (s->elem_type);
  a->origin = seq_gimple_value (fold_convert (ptr_type, origin), seq);
}

/* The index operand of dimension D of REF, an ARRAY_REF chain: the
   program's own index, wrapped as the program wraps.  */

static tree
array_index (tree ref, unsigned ndims, unsigned d)
{
  for (unsigned k = ndims - 1; k > d; k--)
    ref = TREE_OPERAND (ref, 0);
  return TREE_OPERAND (ref, 1);
}

/* INDEX + VAR * COEF in the word type.  */

static tree
plus_scaled (tree index, tree var, HOST_WIDE_INT coef)
{
  tree word = desc_word_type ();
  return fold_build2 (PLUS_EXPR, word, index,
		      fold_build2 (MULT_EXPR, word, fold_convert (word, var),
				   build_int_cst (word, coef)));
}

/* The index of dimension D of SITE, of an integer type.  Dimensions that
   the program indexes with an ARRAY_REF use its index operand, which
   equals OFFSET + COEF * IV wherever the runtime stages a box
   (section.cc); the others are built from that affine form.  */

static tree
affine_index (const struct stage_section *s, const struct stage_site *site,
	      unsigned d, const tree *iv_vars, bool with_offset = true)
{
  const struct stage_dim *dim = &s->dim[d];
  tree word = desc_word_type ();
  tree index = build_int_cst (word, with_offset ? site->offset[d] : 0);
  /* A hull's variable moves its constant side only (stage_dim).  */
  bool on_hull_level = dim->hull_level >= 0 && site->hull_iv[d];
  if (dim->sym && !on_hull_level)
    index = plus_scaled (index, dim->sym_local, dim->sym_coef);
  if (site->fold[d].coef)
    index = plus_scaled (index, iv_vars[site->fold[d].level],
			 site->fold[d].coef);
  if (on_hull_level)
    return plus_scaled (index, iv_vars[dim->hull_level], dim->hull_coef);
  if (dim->level < 0)
    return index;
  return plus_scaled (index, iv_vars[dim->level], dim->coef);
}

/* Whether dimension D of SITE is indexed by the program with an
   ARRAY_REF, whose own index operand the rewrite keeps.  */

static bool
program_indexed_p (const struct stage_section *s, unsigned d)
{
  return !s->delinearized && d >= s->rows;
}

static tree
site_index (const struct stage_section *s, const struct stage_site *site,
	    unsigned d, const tree *iv_vars)
{
  if (program_indexed_p (s, d))
    return array_index (gimple_op (site->stmt, site->opno), s->ndims, d);
  return affine_index (s, site, d, iv_vars);
}

/* INDEX as an unsigned 64-bit word, extended by its own signedness.  */

static tree
index_word (tree index)
{
  tree wide = TYPE_UNSIGNED (TREE_TYPE (index)) ? u64 ()
	      : desc_word_type ();
  return fold_convert (u64 (), fold_convert (wide, index));
}

/* The address of the row SITE's element lies in: ORIGIN plus the bytes
   the outer dimensions' indices skip, computed from their affine forms
   when AFFINE, else as site_index gives them.  */

static tree
site_row (const struct stage_section *s, const struct stage_site *site,
	  const struct section_access *a, const tree *iv_vars, bool affine)
{
  if (s->ndims == 1)
    return a->origin;
  tree offset = NULL_TREE;
  for (unsigned d = 0; d + 1 < s->ndims; d++)
    {
      tree index = affine ? affine_index (s, site, d, iv_vars)
		   : site_index (s, site, d, iv_vars);
      tree term = fold_build2 (MULT_EXPR, u64 (), index_word (index),
			       a->row_bytes[d]);
      offset = offset ? fold_build2 (PLUS_EXPR, u64 (), offset, term) : term;
    }
  return fold_build_pointer_plus (a->origin, fold_convert (sizetype, offset));
}

/* ---- Row addresses shared across a loop ---- */

/* The address of one row of a section, computed in front of LOOP and
   held in VAR for every reference of the section to that row in LOOP.  */
struct shared_row
{
  const struct stage_section *section;
  class loop *loop;
  HOST_WIDE_INT offset[ACCBLOCK_SECTION_MAX_DIMS];
  tree var;
};

/* The loop in front of which the row of SITE can be computed once: the
   loop holding SITE, when it lies inside level 0's loop (in front of
   that one lies the parent function) and every outer index of S is a
   constant or the affine form of the IV of a level whose loop encloses
   it.  An index the program computes itself must equal that affine form
   everywhere, not only inside the boxes the runtime stages: its
   arithmetic never wraps before the affine form's (WRAP_BITS 0).  */

static class loop *
row_loop (const struct nest *nest, const struct stage_section *s,
	  const struct stage_site *site)
{
  class loop *loop = gimple_bb (site->stmt)->loop_father;
  class loop *outermost = nest->level[0].loop;
  if (s->ndims < 2 || loop == outermost
      || !flow_loop_nested_p (outermost, loop))
    return NULL;
  for (unsigned d = 0; d + 1 < s->ndims; d++)
    {
      const struct stage_dim *dim = &s->dim[d];
      if (dim->whole)
	return NULL;
      if (dim->level >= 0
	  && !flow_loop_nested_p (nest->level[dim->level].loop, loop))
	return NULL;
      /* Rows are shared by equal offsets, which a second loop's index
	 moves.  */
      if (site->fold[d].coef)
	return NULL;
      if (program_indexed_p (s, d) && site->wrap_bits[d])
	return NULL;
    }
  return loop;
}

/* A block that runs once in front of each run of LOOP, inside the
   enclosing level: the source of LOOP's only entry edge, split off when
   it leads elsewhere too; NULL when LOOP has several entries.  */

static basic_block
loop_entry_block (class loop *loop)
{
  edge entry = loop_entry_edge (loop);
  if (!entry)
    return NULL;
  return single_succ_p (entry->src) ? entry->src : split_edge (entry);
}

/* The variable holding the row of SITE computed in front of its loop,
   shared with the other references of section S to the same row there
   (ROWS); NULL_TREE when the row changes inside the loop.

   GCC's induction-variable optimization prices every reference of a
   loop against every candidate variable, and follows each address back
   through its definitions to do so.  A row address computed at each
   reference is folded into its element's address, so every price went
   back to the section's run-time words: in calc2's tile, ten sections,
   that cost 58 million of the compile's 580 million instructions, more
   than all of -O2's induction-variable work on the file.  A row only
   read is therefore computed once, in front of the loop, and handed
   through __builtin_assume_aligned (true of any element address), which
   the pricing does not look through, much as it does not look into a
   declared array's symbol; the compile then takes fewer instructions
   than plain gcc's.  A written row stays visible: hidden, it made the
   optimization address matmul's stores as row + index instead of
   stepping a pointer along the row, and the noblock tile ran 1.8 times
   slower on this machine.  So do all rows of the host target's tiles,
   the code that runs there: unroll-and-jam (tile_optimization) moves
   the row of the jammed copy into the fused loop, where a call is not
   known to be invariant, and matmul's jammed loop was then not
   vectorized (model-host 1.46 times OpenMP's time instead of 0.89).  */

static tree
shared_row_var (vec<shared_row> *rows, const struct nest *nest,
		const struct stage_section *s, const struct stage_site *site,
		const struct section_access *a, const tree *iv_vars)
{
  class loop *loop = row_loop (nest, s, site);
  if (!loop)
    return NULL_TREE;
  unsigned i;
  struct shared_row *r;
  FOR_EACH_VEC_ELT (*rows, i, r)
    if (r->section == s && r->loop == loop
	&& !memcmp (r->offset, site->offset,
		    (s->ndims - 1) * sizeof site->offset[0]))
      return r->var;
  basic_block bb = loop_entry_block (loop);
  if (!bb)
    return NULL_TREE;
  struct shared_row row;
  memset ((void *) &row, 0, sizeof row);
  row.section = s;
  row.loop = loop;
  memcpy (row.offset, site->offset, (s->ndims - 1) * sizeof site->offset[0]);
  row.var = create_tmp_var (TREE_TYPE (a->origin), "accblock_row");
  gimple_seq seq = NULL;
  tree value = force_gimple_operand (site_row (s, site, a, iv_vars, true),
				     &seq, true, NULL_TREE);
  if ((s->flags & ACCBLOCK_SECTION_WRITE) || accblock_settings.native_tiles)
    gimple_seq_add_stmt (&seq, gimple_build_assign (row.var, value));
  else
    {
      tree aligned = create_tmp_var (ptr_type_node, "accblock_row");
      gcall *call = gimple_build_call (builtin_decl_explicit
				       (BUILT_IN_ASSUME_ALIGNED), 2, value,
				       size_int (TYPE_ALIGN_UNIT (s->elem_type)));
      gimple_call_set_lhs (call, aligned);
      gimple_seq_add_stmt (&seq, call);
      gimple_seq_add_stmt (&seq, gimple_build_assign (row.var, NOP_EXPR,
						      aligned));
    }
  append_to_bb (bb, seq);
  rows->safe_push (row);
  return row.var;
}

/* The last index of SITE as an unsigned 64-bit word.  An index that
   the rewrite computes from its affine form has its constant offset
   added last, in the word: the references of one row then have indices
   that differ by a constant, which GCC's dependence analysis compares
   (it does not look into the invariant the rest of each index is
   computed in, so a sum converted as a whole hid the distance and
   stepgen's time steps were no longer vectorized).  */

static tree
last_index_word (const struct stage_section *s,
		 const struct stage_site *site, const tree *iv_vars)
{
  unsigned d = s->ndims - 1;
  if (program_indexed_p (s, d))
    return index_word (site_index (s, site, d, iv_vars));
  tree rest = index_word (affine_index (s, site, d, iv_vars, false));
  return fold_build2 (PLUS_EXPR, u64 (), rest,
		      build_int_cst (u64 (), site->offset[d]));
}

/* The type the row of SITE's element is read as: an array of the
   reference's type REF_TYPE with no bounds, so that the element is an
   ARRAY_REF of the row and GCC's loop optimizations follow its index,
   not an address computed from it (rewrite_site).  An array without a
   domain tells GCC nothing about its index: no bound on the number of
   iterations, nothing that the copy's packed rows, narrower than the
   program's, would contradict.  NULL_TREE when REF_TYPE does not have
   the section's element size, the stride the rows are laid out with,
   or is aligned more than its size, which no array's elements all
   are.  */

static tree
row_array_type (const struct stage_section *s, tree ref_type)
{
  tree size = TYPE_SIZE_UNIT (ref_type);
  if (!size || !tree_fits_uhwi_p (size)
      || !tree_int_cst_equal (size, TYPE_SIZE_UNIT (s->elem_type))
      || tree_to_uhwi (size) % TYPE_ALIGN_UNIT (ref_type) != 0)
    return NULL_TREE;
  return build_array_type (ref_type, NULL_TREE);
}

/* Replace the reference of SITE by the element of its row: the row
   address (ROW when shared, else computed here) indexed by the last
   index, as an ARRAY_REF of the row read as an array (row_array_type),
   else as the row address plus the last index scaled by the element
   size.  The index is the same unsigned 64-bit word in both: the
   ARRAY_REF scales it in sizetype, which wraps as the word does.

   The ARRAY_REF is the cheaper form to compile: on a mock of
   jacobi-2d's tile (cc1 -O2 with the tile's options, its loops
   vectorized), the same references as pointer + scaled index took 13
   per cent more instructions, in the induction-variable optimization
   and the number-of-iterations analysis, which follow the address
   computation of every reference back to its index; the whole compile
   of jacobi-2d for the host went from 1.29 to 1.20 times gcc -O2's
   instructions, heat-3d's from 1.46 to 1.27.  */

static void
rewrite_site (const struct stage_section *s, const struct stage_site *site,
	      const struct section_access *a, const tree *iv_vars, tree row)
{
  gimple_stmt_iterator gsi = gsi_for_stmt (site->stmt);
  tree old_ref = gimple_op (site->stmt, site->opno);
  tree ref_type = TREE_TYPE (old_ref);
  tree last = last_index_word (s, site, iv_vars);
  if (!row)
    row = site_row (s, site, a, iv_vars, false);
  tree row_type = row_array_type (s, ref_type);
  tree mem, ref;
  if (row_type)
    {
      row = force_gimple_operand_gsi (&gsi, row, true, NULL_TREE, true,
				      GSI_SAME_STMT);
      last = force_gimple_operand_gsi (&gsi, last, true, NULL_TREE, true,
				       GSI_SAME_STMT);
      mem = build2 (MEM_REF, row_type, row,
		    build_int_cst (build_pointer_type (row_type), 0));
      ref = build4 (ARRAY_REF, ref_type, mem, last, NULL_TREE, NULL_TREE);
    }
  else
    {
      tree offset = fold_build2 (MULT_EXPR, u64 (), last,
				 fold_convert (u64 (),
					       TYPE_SIZE_UNIT (s->elem_type)));
      tree address = fold_build_pointer_plus (row,
					      fold_convert (sizetype, offset));
      address = force_gimple_operand_gsi (&gsi, address, true, NULL_TREE,
					  true, GSI_SAME_STMT);
      ref = mem = build2 (MEM_REF, ref_type, address,
			  build_int_cst (build_pointer_type (ref_type), 0));
    }
  MR_DEPENDENCE_CLIQUE (mem) = a->clique;
  MR_DEPENDENCE_BASE (mem) = a->base;
  gimple_set_op (site->stmt, site->opno, ref);
}

/* Whether section S is a declared array (not reached through a pointer,
   not a member that a union may overlay): two such sections never
   overlap, staged or not, since each staged box is a copy of its own.  */

static bool
declared_array_p (const struct stage_section *s)
{
  return access_base_declared_array_p (s->base);
}

/* A new dependence clique of FN, the tile function, or 0 when none is
   left.  Clique 1 is left to the points-to analysis, which reuses it for
   references it proves local and clears it on the others.  The clique
   is taken from the tile function, where the references end up, so that
   the cliques its own points-to analysis hands out later (restrict
   pointers) are new ones.  */

static unsigned short
new_clique (struct function *fn)
{
  if (fn->last_clique == (unsigned short) -1)
    return 0;
  if (fn->last_clique == 0)
    fn->last_clique = 1;
  return ++fn->last_clique;
}

/* Make LOOP and the loops inside it own CLIQUE.  GCC's dependence test
   uses a clique across iterations only in loops that own it (restrict
   pointers declared in a loop body hold per iteration); the claim
   made for declared arrays holds for the whole tile function.  */

static void
own_clique (class loop *loop, unsigned short clique)
{
  loop->owned_clique = clique;
  for (class loop *inner = loop->inner; inner; inner = inner->next)
    own_clique (inner, clique);
}

/* The dependence base of the references of section I of PLAN, a
   declared array: the one an earlier section of the same array got (the
   written and the read part of one array, separated by section.cc, may
   both be left in main memory, where only GCC's own analysis may tell
   their references apart), else a new one from *NEXT_BASE.  IDS holds
   the bases given to the sections before I (0: none).  */

static unsigned short
array_base_id (const struct stage_plan *plan, unsigned i,
	       const vec<unsigned short> &ids, unsigned short *next_base)
{
  for (unsigned k = 0; k < i; k++)
    if (ids[k] && operand_equal_p (plan->sections[k].base,
				   plan->sections[i].base, 0))
      return ids[k];
  return ++*next_base;
}

void
stage_rewrite (const struct stage_plan *plan, const struct nest *nest,
	       struct function *tile_fn, tree tile_parm, unsigned nlevels,
	       const tree *iv_vars)
{
  gimple_seq loads = NULL;
  unsigned index = 0, i;
  struct stage_section *s;
  unsigned short clique = 0, next_base = 0;
  auto_vec<shared_row> rows;
  auto_vec<unsigned short> ids;
  ids.safe_grow_cleared (plan->sections.length ());
  FOR_EACH_VEC_ELT (plan->sections, i, s)
    {
      if (s->direct)
	continue;
      struct section_access a;
      load_section_access (s, index++, tile_parm, nlevels, &loads, &a);
      a.clique = a.base = 0;
      if (declared_array_p (s) && (clique || (clique = new_clique (tile_fn))))
	{
	  a.clique = clique;
	  a.base = ids[i] = array_base_id (plan, i, ids, &next_base);
	}
      unsigned k;
      struct stage_site *site;
      FOR_EACH_VEC_ELT (s->sites, k, site)
	rewrite_site (s, site, &a, iv_vars,
		      shared_row_var (&rows, nest, s, site, &a, iv_vars));
    }
  if (clique)
    own_clique (nest->level[0].loop, clique);
  if (!loads)
    return;
  gimple_stmt_iterator gsi = gsi_after_labels (nest->entry_bb);
  gsi_insert_seq_before (&gsi, loads, GSI_SAME_STMT);
}
