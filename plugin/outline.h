/* outline.h -- what the files of the outline pass share about one nest.

   Why this file exists: the outline pass turns one blocked nest into a
   tile function and a dispatch call in several steps, each in its own
   file: the driver (outline.cc) asks outline-capture.cc how the parent's
   variables reach the tile function (with the liveness questions of
   outline-liveness.cc), has outline-strip.cc strip-mine the levels and
   outline-tile.cc build the tile function and move the nest into it,
   then outline-dispatch.cc puts the descriptor and the dispatch call in
   its place and outline-remark.cc reports it; outline-version.cc runs a
   loop too short to pay for its dispatch as written.  The steps all
   work on one struct outline; this private header declares it and the
   functions of those files, also those inference calls (the liveness
   questions, the order of trees).

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef ACCBLOCK_OUTLINE_H
#define ACCBLOCK_OUTLINE_H

#include "stage.h"

/* How a variable of the parent reaches the tile function.  */
enum capture_kind
{
  CAPTURE_VALUE,    /* Read only in the nest: copied into the record.  */
  CAPTURE_ADDRESS,  /* Memory (arrays, addressable or volatile objects):
		       its address goes into the record.  */
  CAPTURE_PRIVATE,  /* Written before being read: one per tile.  */
  CAPTURE_REDUCTION,  /* An integer reduction (reduction.cc): each tile
			 starts from the identity and combines its partial
			 result into the record's copy.  */
  CAPTURE_FLOAT_REDUCTION,  /* A floating-point reduction the program
			       declared (reduction.cc): each tile computes
			       its partial result in a slot of the
			       runtime's, which combines them in tile order
			       after the dispatch.  */
  CAPTURE_CARRIED   /* Any other value that flows from one iteration to
		       the next or out of the nest: each tile reads it from
		       the record and stores it back, and the tiles run in
		       order (ACCBLOCK_NEST_ORDERED).  */
};

struct capture
{
  tree decl;                /* VAR_DECL, PARM_DECL or SSA_NAME.  */
  enum capture_kind kind;
  enum tree_code reduction; /* CAPTURE_REDUCTION and
			       CAPTURE_FLOAT_REDUCTION: its group.  */
  unsigned float_index;     /* CAPTURE_FLOAT_REDUCTION: its number K
			       among the nest's (accblock-abi.h).  */
  tree partial;             /* CAPTURE_FLOAT_REDUCTION: the addressable
			       local the runtime copies the partial result
			       to and from.  */
  bool only_out;            /* CAPTURE_CARRIED: no value flows into the
			       nest, only its last one out.  */
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
  unsigned float_reductions; /* CAPTURE_FLOAT_REDUCTION captures.  */
  tree nest_field;          /* With some: the record's field holding the
			       descriptor's address, and the local the tile
			       function loads it into.  */
  tree nest_ptr;
  unsigned live_out_ivs;    /* Bit L: level L's IV is read after the nest.  */
  bool ordered;             /* A CAPTURE_CARRIED scalar: the tiles run one
			       at a time, in order.  */
  bool permutable;
  bool uneven;              /* Tasks differ in work (nest_uneven_p), known
			       before the nest's loops move out.  */
  bool permute;             /* The tile runs levels PERMUTED and
			       PERMUTED + 1 swapped (outline-permute.cc).  */
  unsigned permuted;
  bool permute_whole;       /* PERMUTED + 1 is no level of the descriptor:
			       the tile runs it whole.  */
  struct stage_plan stage;  /* The arrays staged into local memory.  */
  const char *streaming;    /* Why the tile function is not worth wider
			       vectors (reuse.h), or NULL.  */
};

/* ---- outline-liveness.cc ---- */

/* Whether a path from the start of FROM reads DECL before assigning it.
   With REGION, paths end where they leave the region.  */
bool read_before_write_p (basic_block from, tree decl,
			  const struct nest *region);

/* Whether a path from the start of FROM reads DECL before assigning it;
   with NEST, paths end where they leave its region.  */
bool outline_read_before_write_p (basic_block from, tree decl,
				  const struct nest *nest);

/* The first block control reaches after NEST.  */
basic_block outline_block_after_nest (const struct nest *nest);

/* The edge by which control leaves the nest.  */
edge nest_exit_edge (const struct nest *nest);

/* Whether level L of NEST is strip-mined (its IV comes from the tile).  */
bool strip_mined_p (const struct nest *nest, unsigned l);

/* ---- outline-capture.cc ---- */

/* qsort comparator of trees: decls by DECL_UID (declaration order), then
   SSA names by version.  What is built from a hash set of trees is
   sorted by it, so that it does not depend on the addresses of this
   compilation.  */
int outline_tree_order (const void *a, const void *b);

/* The type of the record field a variable of TYPE captured by value
   gets: a pointer for a variably modified type (a VLA's element
   pointer), else TYPE's main variant.  */
tree capture_value_field_type (tree type);

/* Classify every parent variable the nest references.  */
bool analyse_captures (struct outline *ol);

/* The record of captured values and addresses, and for each capture the
   local that replaces it in the nest.  */
void build_record (struct outline *ol);

/* Replace every captured variable in the statements of the nest.  */
void rewrite_captures (struct outline *ol);

/* What stands for the parent's variable DECL in the nest once
   rewrite_captures ran: its capture, or DECL itself when it is not
   captured (the child then gets its own copy, as for the program's own
   references to it).  */
tree capture_replacement (const struct outline *ol, tree decl);

/* At the start of the nest, load every capture from the record.  */
void load_captures (struct outline *ol);

/* In front of the tile function's return in EXIT_BB, hand the values of
   the carried and reduction scalars back to the record.  */
void store_captures (struct outline *ol, basic_block exit_bb);

/* After the dispatch, copy the carried and reduction scalars from the
   record REC back into the parent's variables.  */
void copy_captures_out (const struct outline *ol, tree rec, gimple_seq *seq);

/* ---- outline-permute.cc ---- */

/* Whether NEST's levels and their blocks let a tile swap its two
   innermost levels (interchange on, no triangular level, both levels
   strip-mined, neither of block 1); permute_tile_choose tests the
   loops' statements and the dependences on top.  */
bool permute_tile_levels_p (const struct nest *nest);

/* Whether the tile function of OL should run its two innermost levels
   swapped, so that the innermost loop walks memory with stride 1, and
   may, as AN, the nest's analysis, tells; if so, note them in OL.  */
bool permute_tile_choose (struct outline *ol,
			  const struct nest_analysis *an);

/* Swap the loops OL chose, with a remark, before strip-mining: the
   levels' loop fields then name the loops that run their IVs, until
   permute_tile_restore.  */
void permute_tile_apply (struct outline *ol);

/* Give the levels their own loop fields back, once strip-mining and
   staging are done.  */
void permute_tile_restore (struct outline *ol);

/* ---- outline-strip.cc ---- */

/* Make level L start at the tile's first iteration and run for the
   tile's iteration count.  */
void strip_mine_level (struct outline *ol, unsigned l);

/* Make the staged references of the nest go through the section words
   of the tile.  */
void stage_tile_function (struct outline *ol);

/* ---- outline-tile.cc ---- */

/* A parameter NAME of TYPE for the new function FNDECL, at its location;
   its context is the function being compiled, whose nest refers to it
   until the nest moves into FNDECL.  */
tree outline_build_parm (tree fndecl, const char *name, tree type);

/* Give the new function FNDECL its void result, at LOC.  */
void outline_void_result (tree fndecl, location_t loc);

/* Whether GCC may version a loop of a tile function for aliasing (a
   run-time test of two pointers in front of a vectorized copy): not
   under -O2's cost model, which the tile functions keep in that
   respect (tile_optimization).  */
bool tile_versions_for_alias_p (void);

/* Create "NAME.accblock.N (void *captures, const int64_t *tile)".  */
void create_tile_function (struct outline *ol);

/* Remove the markers of pragmas inside the nest: they belong to it.  */
void remove_inner_markers (struct outline *ol);

/* Whether a loop pragma inside NEST has a block clause of its own.  */
bool inner_block_clause_p (const struct nest *nest);

/* Move the nest into the tile function; return the block left in its
   place in the parent.  */
basic_block move_nest (struct outline *ol);

/* ---- dispatch-thunk.cc ---- */

/* GC root for the unit's dispatch thunk (PLUGIN_REGISTER_GGC_ROOTS).  */
extern const struct ggc_root_tab dispatch_thunk_gc_roots[];

/* What a dispatch calls with __accblock_dispatch's arguments: the unit's
   static thunk to the register-preserving entry (built at the first
   call), or DISPATCH_DECL itself where the target has no such entry or
   the key "preserving-dispatch=no" was given.  */
tree dispatch_thunk_for (tree dispatch_decl);

/* Whether a function of the unit still calls the thunk.  */
bool dispatch_thunk_called_p (void);

/* ---- outline-dispatch.cc ---- */

/* GC roots for the runtime's entry points (PLUGIN_REGISTER_GGC_ROOTS).  */
extern const struct ggc_root_tab outline_gc_roots[];

/* The declaration of __accblock_reduce.  */
tree outline_reduce_decl (void);

/* The declaration of __accblock_ranges_apart, the test in front of a
   loop distributed on condition that arrays do not overlap
   (alias-guard.cc).  */
tree outline_ranges_apart_decl (void);

/* The declarations of __accblock_float_partial_load (LOAD) or
   __accblock_float_partial_store.  */
tree outline_float_partial_decl (bool load);

/* The ABI flags of level L of NEST.  */
HOST_WIDE_INT level_flags (const struct nest *nest, unsigned l);

/* Put the descriptor words of level L of NEST into W: its bounds as
   rebuilt in front of the nest, step, comparison, flags and block.  */
void outline_fill_level (const struct nest *nest, unsigned l,
			 struct desc_words *w);

/* "file:line:col" of LOC, as a string constant: how the runtime names
   a nest in messages and statistics.  */
tree outline_location_string (location_t loc);

/* Replace the nest by: descriptor, captures, the dispatch call, and the
   final value of a live-out outer IV.  */
void emit_dispatch (struct outline *ol, basic_block bb);

/* Append to SEQ the stores that fill the fields of CAPS in the record
   REC: each variable's value, or its address for CAPTURE_ADDRESS;
   captures without a field are skipped.  */
void fill_record_fields (const vec<capture> &caps, tree rec, gimple_seq *seq);

/* ---- outline-patch.cc ---- */

/* Move the late words of W (OL's descriptor) that the runtime can read
   from OL's capture record, a captured variable plus a constant, to W's
   patches.  */
void outline_patch_words (const struct outline *ol, struct desc_words *w);

/* The same for any record: move the late words of W that the runtime
   can read from the fields of CAPS (laid out, each filled with its
   variable, or its address for CAPTURE_ADDRESS, right before the call
   that reads W, nothing in between) to W's patches.  */
void patch_words (const vec<capture> &caps, struct desc_words *w);

/* Whether VALUE would be a patch reading the fields of CAPS, which need
   not be laid out yet; if so, the variables of the fields it reads into
   *VAR and *FACTOR (NULL without a factor): how a caller that builds
   its record for the words finds the fields worth having
   (alias-guard-record.cc).  */
bool patch_value_fields (const vec<capture> &caps, tree value, tree *var,
			 tree *factor);

/* ---- alias-guard-record.cc ---- */

/* The record type of the alias guard whose descriptor has the words W,
   one field per variable its late words read that the runtime can read
   them from (CAPS, in field order); those words move to W's patches.
   NULL when no late word qualifies.  */
tree alias_guard_record (struct desc_words *w, vec<capture> *caps);

/* Append to SEQ a new record of TYPE (from alias_guard_record) with
   the fields of CAPS filled from their variables; return its address,
   or a null pointer when TYPE is NULL.  */
tree alias_guard_fill (const vec<capture> &caps, tree type, gimple_seq *seq);

/* ---- outline-remark.cc ---- */

/* The remark for a blocked nest.  */
void remark_blocked (const struct outline *ol);

/* Describe the descriptor of OL in the dump file.  */
void dump_descriptor (const struct outline *ol);

/* ---- outline-version.cc ---- */

/* Under cost-model=dynamic, version the single loop of PROBE (from
   nest_probe), whose decision D leaves its block sizes to the runtime,
   on its trip count: below the count at which a dispatch can never pay
   it runs as written, else it is dispatched.  Returns the block to
   discover the dispatched nest from when the function changed around
   the loop, or NULL when it did not.  */
basic_block outline_version_small_trips (const struct nest *probe,
					 const struct blocking_decision *d);

#endif /* ACCBLOCK_OUTLINE_H */
