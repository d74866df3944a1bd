/* stage.h -- the data blocks of a blocked nest: which arrays are staged
   into local memory, in which sections, and how their references are
   rewritten.

   Why this file exists: section.cc decides the sections while the nest
   is still in the parent function (its trees name the parent's
   variables), section-apart.cc proves the sections of a written array
   apart, and section-split.cc gives the written part of an array its
   own section; outline-tile.cc then builds the tile function,
   section-rewrite.cc rewrites the staged references in it, and
   section-describe.cc writes the sections into the nest descriptor
   (through descriptor.cc).  This private header is what they share.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef ACCBLOCK_STAGE_H
#define ACCBLOCK_STAGE_H

#include "analysis.h"
#include "descriptor.h"

/* One dimension of a section: the references index
   COEF * IV(LEVEL) + SYM_COEF * SYM + offset, offset in [LO, HI]; LEVEL
   -1: no IV.  SYM, when not NULL_TREE, is a local variable of the parent
   that the nest does not change (the index of a loop around it), the
   same in every reference: the box then moves with its value, which the
   descriptor adds to LO and HI at each dispatch.  */
struct stage_dim
{
  int level;
  HOST_WIDE_INT coef;
  HOST_WIDE_INT lo;
  HOST_WIDE_INT hi;
  tree sym;
  HOST_WIDE_INT sym_coef;
  tree sym_local;       /* What stands for SYM in the tile function, set
			   before stage_rewrite.  */
  tree extent;          /* Elements, valid in front of the nest; NULL_TREE
			   when unknown (dimension 0 only).  */
  tree stride;          /* Main-memory elements per index step, valid in
			   front of the nest.  */
  bool whole;           /* References index it in different ways: the
			   box takes the whole extent (LEVEL -1), or
			   with HULL_LEVEL the hull below.  */
  /* HULL_LEVEL >= 0 (WHOLE set, LEVEL -1): some references index the
     constant offsets [LO, HI] (plus SYM_COEF * SYM), the others HULL_COEF * IV(HULL_LEVEL) +
     offset, offset in [HULL_LO, HULL_HI], and HULL_LEVEL is whole in
     every tile (not blocked, bounds known in front of the nest).  The
     box is the hull of both, the same in every tile, which the
     descriptor's LO and HI give, computed in front of the nest from the
     level's bounds (section-describe.cc); the runtime stages it as a
     dimension no level drives.  -1: no hull.  */
  int hull_level;
  HOST_WIDE_INT hull_coef;
  HOST_WIDE_INT hull_lo;
  HOST_WIDE_INT hull_hi;
  /* The hull level's first value, the last it may take, and whether it
     runs at all, valid in front of the nest (desc_word_type; RUNS a
     truth value): the level's IV stays between FIRST and LAST.  */
  tree hull_first;
  tree hull_last;
  tree hull_runs;
  /* Every reference also indexes FOLD_COEF * IV(FOLD_LEVEL), over a
     range only the runtime knows (stage_fold's AT_RUN_TIME); FOLD_COEF
     0: no such term.  */
  int fold_level;
  HOST_WIDE_INT fold_coef;
};

/* The index of a second loop in one dimension of a read reference, as
   in x[i + k] when the dimension is driven by i: the reference lies
   COEF * IV(LEVEL) past its offset, which over the whole loop (whose
   bounds are constants) runs from LO to HI.  The box takes that whole
   range, whatever the tile of LEVEL.  COEF 0: no second loop.  When the
   loop's bounds are not constants (k < m), AT_RUN_TIME is set, LO and
   HI are 0, and the runtime adds the range at each dispatch from the
   bounds the descriptor carries.  */
struct stage_fold
{
  int level;
  HOST_WIDE_INT coef;
  HOST_WIDE_INT lo;
  HOST_WIDE_INT hi;
  bool at_run_time;
};

/* One staged reference: the operand OPNO of STMT, with the offset of each
   dimension and, as struct access has it, where the program's subscript
   may wrap before its affine form does (0: it never does).  */
struct stage_site
{
  gimple *stmt;
  unsigned opno;
  bool write;
  HOST_WIDE_INT offset[ACCBLOCK_SECTION_MAX_DIMS];
  struct stage_fold fold[ACCBLOCK_SECTION_MAX_DIMS];
  unsigned char wrap_bits[ACCBLOCK_SECTION_MAX_DIMS];
  /* In a dimension with a hull (stage_dim's HULL_LEVEL), whether this
     reference indexes the hull level rather than a constant.  */
  bool hull_iv[ACCBLOCK_SECTION_MAX_DIMS];
};

/* The least and the greatest offset SITE reaches in dimension D.  */
static inline HOST_WIDE_INT
stage_site_lo (const struct stage_site *site, unsigned d)
{
  return site->offset[d] + site->fold[d].lo;
}

static inline HOST_WIDE_INT
stage_site_hi (const struct stage_site *site, unsigned d)
{
  return site->offset[d] + site->fold[d].hi;
}

/* One array of the nest.  */
struct stage_section
{
  tree base;            /* The object or pointer the subscripts index.  */
  tree base_addr;       /* Address of element [0]...[0], valid in front of
			   the nest.  */
  tree name;            /* IDENTIFIER_NODE for messages.  */
  tree elem_type;
  unsigned ndims;
  struct stage_dim dim[ACCBLOCK_SECTION_MAX_DIMS];
  unsigned rows;        /* Leading dimensions reached through a row
			   pointer; the others are ARRAY_REF indices.  */
  bool delinearized;    /* One flat subscript split per loop level.  */
  unsigned flags;       /* enum accblock_section_flags.  */
  bool apart;           /* One of several sections of a written array,
			   proven apart (section-apart.cc).  */
  const char *direct;   /* Why it stays in main memory, or NULL.  */
  location_t direct_loc;  /* Where the reason shows.  */
  vec<stage_site> sites;
};

/* One dimension of the address range of an array that is not staged
   (struct accblock_range_dim): COEF * IV(LEVEL) + [LO, HI], plus
   INNER_COEF times an inner loop's index, which lies between
   FIRST_COEF * IV(INNER_LEVEL) + FIRST and LAST_COEF * IV(INNER_LEVEL)
   + LAST (trees valid in front of the nest).  */
struct stage_range_dim
{
  int level;
  HOST_WIDE_INT coef, lo, hi;
  tree stride;
  HOST_WIDE_INT inner_coef;
  int inner_level;
  HOST_WIDE_INT first_coef, last_coef;
  tree first, last;
};

/* The references of one array in one shape, for the run-time alias
   check only (alias-range.cc); CONTINUED: the same array as the range
   before it.  */
struct stage_range
{
  tree base_addr;
  tree name;
  HOST_WIDE_INT elem_size;
  unsigned ndims;
  unsigned flags;       /* ACCBLOCK_SECTION_READ, _WRITE,
			   ACCBLOCK_RANGE_CONTINUED.  */
  struct stage_range_dim dim[ACCBLOCK_SECTION_MAX_DIMS];
};

/* The staging decisions for one nest.  */
struct stage_plan
{
  vec<stage_section> sections;  /* Staged ones have DIRECT NULL.  */
  vec<stage_range> ranges;      /* Address ranges of arrays that are not
				   staged, whose overlap the runtime
				   checks.  */
  unsigned direct_refs;         /* References never staged.  */
  const char *none;             /* Why nothing is staged, or NULL.  */
  bool kernel_packs;            /* The tiles are expected to run in the
				   runtime's kernel, which packs its own
				   blocks (gemm_expected_p): a cache
				   target stages nothing.  */
};

/* ---- section.cc ---- */

/* Decide the sections of AN's nest (before its statements are touched):
   analyse every reference, group them per array, and give each array
   that cannot be staged its reason.  With REPORT, give the missed
   remarks and, when the sizes are known, the footprint warning;
   inference asks without REPORT.  */
void stage_analyse (const struct nest_analysis *an, struct stage_plan *plan,
		    bool report);

/* Whether STMT, which uses the IV of LEVEL (a level or another loop of
   the nest), sees only the values the loop's exit test lets in: inside
   the loop, not in its exit test and not after the increment.  */
bool stage_iv_in_range_at (const struct nest_level *level, gimple *stmt);

/* The main-memory strides, in elements of ELEM_SIZE bytes, of the
   dimensions of ACC into STRIDE; the reason when they are not known in
   front of NEST.  */
const char *stage_reference_strides (const struct nest *nest,
				     const struct access *acc,
				     tree elem_size, tree *stride);

/* The least and the greatest index offset of dimension DIM of a section
   of NEST, as the box of a dimension no level drives, when known at
   compile time: LO and HI, or for a hull (HULL_LEVEL) the hull over the
   level's range when its bounds are constants.  */
bool stage_dim_constant_offsets (const struct nest *nest,
				 const struct stage_dim *dim,
				 HOST_WIDE_INT *lo, HOST_WIDE_INT *hi);

/* The number of staged sections of PLAN, in descriptor order.  */
unsigned stage_count (const struct stage_plan *plan);

void stage_release (struct stage_plan *plan);

/* ---- section-apart.cc ---- */

/* Whether sections S and T of one array never reach the same element in
   any iteration of NEST, by a dimension in which one indexes an
   invariant and the other an index whose loop starts past it (LU's row
   k and the rows from k + 1), or both the same invariant apart.  */
bool stage_sections_apart_p (const struct nest *nest,
			     const struct stage_section *s,
			     const struct stage_section *t);

/* ---- section-split.cc ---- */

/* Give the written part of each staged array of PLAN its own section
   when it lies apart from the part NEST reads, in a dimension no loop
   moves, or in one a loop moves where only the written part keeps the
   parallel tiles' writes apart.  KEPT counts the staged sections, which
   stay within the runtime's limit.  */
void stage_separate_reads_from_writes (const struct nest *nest,
				       struct stage_plan *plan,
				       unsigned kept);

/* ---- section-rewrite.cc ---- */

/* Rewrite the staged references of PLAN in the nest to address the
   section the runtime hands each tile.  TILE_FN is the tile function,
   TILE_PARM its tile pointer, NLEVELS the descriptor's level count,
   IV_VARS the variables that stand for each level's IV inside the nest;
   the SYM_LOCAL of every dimension with a SYM must be set.  Call before
   the nest moves into the tile function.  */
void stage_rewrite (const struct stage_plan *plan, const struct nest *nest,
		    struct function *tile_fn, tree tile_parm, unsigned nlevels,
		    const tree *iv_vars);

/* ---- section-describe.cc ---- */

/* Put the words of the staged sections of PLAN into W, in descriptor
   order; their values are valid in front of the nest.  */
void stage_fill_descriptor (const struct stage_plan *plan,
			    struct desc_words *w);

/* Describe PLAN in the dump file.  */
void stage_dump (const struct stage_plan *plan, const struct nest *nest);

#endif /* ACCBLOCK_STAGE_H */
