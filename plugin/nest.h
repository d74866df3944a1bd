/* nest.h -- a blocked loop nest as nest.cc discovers it.

   Why this file exists: nest discovery (nest.cc, with nest-iv.cc,
   nest-invariant.cc and nest-region.cc), the analysis (analysis.h) and
   the outlining pass (outline*.cc) all work on the same description of
   the nest in front of a marker; this private header is that
   description, with the functions of the nest*.cc files that answer
   questions about it.  It is not part of the plugin-wide interface in
   accblock-plugin.h because only the middle end uses it.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef ACCBLOCK_NEST_H
#define ACCBLOCK_NEST_H

#include "decision.h"

/* One loop of the nest, in the canonical form
   for (IV = INIT; IV <CMP> BOUND; IV += STEP).  */
struct nest_level
{
  class loop *loop;
  tree iv;                   /* The induction variable (VAR_ or PARM_DECL),
			        NULL when none was recognised.  */
  const char *noncanonical;  /* Why the loop is not canonical, or NULL.  */
  gimple *init_stmt;         /* IV = INIT before the loop, or NULL when the
			        loop starts from the IV's current value.  */
  tree init;                 /* INIT as a GENERIC expression of the region.  */
  tree bound;                /* Right-hand side of the exit test.  */
  tree cmp_type;             /* Type the exit test compares in: the IV's,
			        or a wider or unsigned one it converts to.  */
  enum accblock_cmp cmp;     /* Run while IV <CMP> BOUND.  */
  HOST_WIDE_INT step;
  gcond *cond;               /* The exit test in the header.  */
  bool continue_on_true;     /* The test's true edge stays in the loop.  */
  gimple *incr;              /* IV = IV + STEP in the latch.  */
  edge entry;                /* The edge entering the header from outside.  */
  unsigned HOST_WIDE_INT block;  /* Tile size in iterations, 0 = none.  */
  bool evaluated;            /* The descriptor carries INIT and BOUND.  */
  bool parallel;             /* Blocked inner level proven parallel: no
				dependence between iterations with
				different values of its IV, so its tiles
				run as outer tasks (ACCBLOCK_LEVEL_PARALLEL
				in the descriptor).  */
  tree init_expr;            /* INIT and BOUND rebuilt so that they can be  */
  tree bound_expr;           /* evaluated in front of the nest.  */
  bool bound_on_left;        /* The exit test reads "BOUND <op> IV".  */
  /* A level (blocked, or not and then only described for the
     runtime's count) whose INIT or BOUND is affine in the IV of the
     outer level TRI_OUTER ("for (j = 0; j <= i; j++)"): INIT_EXPR and
     BOUND_EXPR are the hull of its values over that level's whole range,
     which the runtime tiles, and the tile function clamps each tile to
     the bounds the loop has in the current iteration of the outer one
     (nest-triangular.cc).  TRI_EXACT: the first and the last value of
     the hull are values the loop takes in some iteration, so that a box
     over a part of the hull lies within what the program reads.  */
  bool triangular;
  bool tri_exact;
  unsigned tri_outer;
  HOST_WIDE_INT tri_init_coef;   /* The outer IV's coefficient in INIT  */
  HOST_WIDE_INT tri_bound_coef;  /* and in BOUND.  */
};

/* The nest that follows one marker.  */
struct nest
{
  const struct accblock_clause *clause;  /* The pragma.  */
  /* How it is blocked, as decided (decision.h); set by
     nest_apply_decision.  The fields below that it gives (the levels'
     BLOCK, NLEVELS, SIZES_AT_RUN_TIME, the split) are the blocking as it
     stands after the later decisions.  */
  const struct blocking_decision *decision;
  bool implicit;             /* No block clause was written nor inferred
				(-fopenacc-block dispatches the nest as
				block(OUTER:1)): what keeps it from being
				dispatched is a missed remark, not an
				error.  */
  bool sizes_at_run_time;    /* The runtime chooses the sizes of the
				blocked levels (ACCBLOCK_NEST_INFER_*):
				those of a blocking -fauto-block left to it,
				or level 0 of an implicit nest, whose
				iterations OpenACC declares independent,
				so that it groups them into tiles rather
				than run one tile per iteration (unless
				"noblock-tiles=iteration").  */
  location_t loc;            /* The pragma.  */
  tree scope;                /* The BLOCK the pragma stands in.  */
  basic_block entry_bb;      /* First block of the region, after the
				marker.  */
  unsigned depth;            /* Loops found along the loop->inner chain.  */
  unsigned nlevels;          /* Deepest blocked level + 1: the levels the
				tile function may strip-mine and the nesting
				and dependence checks look at.  */
  unsigned ndesc;            /* Levels the descriptor describes: the whole
				chain (DEPTH), so that the runtime can count
				the iterations of a tile.  */
  struct nest_level level[ACCBLOCK_MAX_LEVELS];
  vec<basic_block> region;   /* Every block of the region.  */
  bitmap region_bbs;         /* Their indices, for membership tests.  */
  hash_set<tree> *written;   /* Decls assigned as a whole or whose address
				it takes.  */
  vec<tree> written_refs;    /* Memory references it stores to.  */
  hash_map<tree, tree> *scopes;  /* Local variable -> declaring BLOCK.  */
  /* split(index:groups): the inner level whose tiles run in SPLIT_GROUPS
     groups on different accelerators (0: none, or the split was
     dropped), and the objects the nest only sums into (split.cc), which
     the runtime stages zero-filled and adds back
     (ACCBLOCK_SECTION_ADD).  */
  unsigned split_level;
  unsigned HOST_WIDE_INT split_groups;
  unsigned nsums;
  tree sums[ACCBLOCK_MAX_SECTIONS];
};

/* Discover the nest whose first block is ENTRY_BB for the pragma CLAUSE
   at LOC, standing in lexical SCOPE, as nest_probe, and admit it
   (nest_admit).  When no loop follows, an error (a missed remark when
   CLAUSE has no block clause) is given and false is returned.  Its
   blocking is then decided and applied (nest_apply_decision).  */
bool nest_discover (basic_block entry_bb, const struct accblock_clause *clause,
		    location_t loc, tree scope, struct nest *nest);

/* Make NEST, found by nest_probe, one that may be dispatched: know the
   scopes of its variables, and refuse it (false, with a missed remark)
   when its body may throw.  */
bool nest_admit (struct nest *nest);

/* Lay DECISION, made for NEST, on its levels, and check that the nest
   can be blocked so: canonical strip-mined levels, perfectly nested
   above the deepest blocked one, no other way in or out, invariant
   bounds, which are rebuilt in front of the nest.  On failure an error
   or a missed remark (nest_refuse) has been given and false is
   returned.  DECISION must outlive NEST.  */
bool nest_apply_decision (struct nest *nest,
			  const struct blocking_decision *decision);

/* The chain level of NEST whose induction variable is named NAME, or
   -1.  */
int nest_level_named (const struct nest *nest, tree name);

/* The name of LEVEL's induction variable for messages ("?" without).  */
tree nest_iv_name (const struct nest_level *level);

/* DECISION, made for NEST, as a block clause would say it
   ("block(i:1, j:32) split(j:2)", "j:?" for a size the runtime
   chooses).  GC'd string.  */
const char *nest_blocking_text (const struct nest *nest,
				const struct blocking_decision *decision);

/* Say why NEST cannot be dispatched: an error at LOC when the user wrote
   a block clause, else a missed remark at the pragma.  */
void nest_refuse (const struct nest *nest, location_t loc,
		  const char *gmsgid, ...) ATTRIBUTE_GCC_DIAG (3, 4);

/* Whether the local variable DECL is declared inside NEST (each
   iteration has its own).  */
bool nest_declared_inside_p (const struct nest *nest, tree decl);

/* Release what nest_discover or nest_probe allocated.  */
void nest_release (struct nest *nest);

/* Whether BB belongs to the region of NEST.  */
bool nest_region_p (const struct nest *nest, basic_block bb);
class loop *nest_inner_loop_headed_by (const struct nest *nest,
				       basic_block bb);

/* Whether the operand OP (NULL_TREE: no) mentions DECL anywhere in its
   tree, types left out.  */
bool nest_operand_mentions_p (tree op, tree decl);

/* Rebuild OP, an operand of a statement of NEST, as an expression that
   gives the same value in front of the nest; NULL_TREE when the value
   may change while the nest runs.  */
tree nest_invariant_expr (const struct nest *nest, tree op);

/* The block clause NEST now stands for ("block(i:1, j:32)"), which
   differs from the clause as written after a fallback.  GC'd string.  */
const char *nest_effective_clause (const struct nest *nest);

/* The trip count of LEVEL when INIT and BOUND, its bounds rebuilt in
   front of the nest (either may be NULL_TREE), fold to constants and the
   count fits an unsigned HOST_WIDE_INT.  */
bool nest_constant_trips (const struct nest_level *level, tree init,
			  tree bound, unsigned HOST_WIDE_INT *trips);

/* As nest_constant_trips, and then also the first value of LEVEL's
   induction variable (INIT's) in *FIRST and its last value in *LAST
   (*FIRST when the loop never runs).  */
bool nest_constant_iv_values (const struct nest_level *level, tree init,
			      tree bound, unsigned HOST_WIDE_INT *trips,
			      widest_int *first, widest_int *last);

/* What to add to LEVEL's bound to get the last value its exit test
   lets in: -1 for <, +1 for >, 0 for <= and >=.  */
int nest_level_last_offset (const struct nest_level *level);

/* The level of NEST whose induction variable is DECL, or -1.  */
int nest_level_of_iv (const struct nest *nest, tree decl);

/* The level of NEST whose loop is LOOP, or -1 (a loop of an imperfect
   body, or one outside the nest).  */
int nest_level_of_loop (const struct nest *nest, const class loop *loop);

/* Whether the descriptor leaves level L of NEST without bounds, so that
   the runtime runs it as one opaque tile (ACCBLOCK_LEVEL_WHOLE): an
   inner level that is not blocked and whose bounds are not invariant
   in the nest.  */
bool nest_level_whole_p (const struct nest *nest, unsigned l);

/* Find the nest whose first block is ENTRY_BB without matching a block
   clause and without giving any diagnostic: region, written decls and
   the whole level chain (nlevels = ndesc = depth), with INIT_EXPR,
   BOUND_EXPR and EVALUATED where the bounds are invariant (those of
   inner levels only when they cannot trap).  False when no loop
   follows ENTRY_BB.
   Inference uses it to look at nests the user did not ask to block.  */
bool nest_probe (basic_block entry_bb, const struct accblock_clause *clause,
		 location_t loc, tree scope, struct nest *nest);

/* Whether every loop of NEST is one of its DEPTH levels, so that the
   product of the levels' trip counts is all the iterations the nest
   runs, not a lower bound (a loop beside another, as in a body that is
   a sequence of loops, is no level).  */
bool nest_loops_are_levels_p (const struct nest *nest);

/* Whether a loop inside level 0 of NEST (an inner level, or a loop of
   an imperfect body) runs a number of times that depends on level 0's
   induction variable, as "j <= i" does: the iterations of level 0 then
   differ in work (ACCBLOCK_NEST_UNEVEN).  nest-uneven.cc.  */
bool nest_uneven_p (const struct nest *nest);

/* Make level L of NEST, whose bounds nest_invariant_expr could not
   rebuild, a triangular level (nest_level.triangular) when they are
   affine in one outer level's IV; false when they are not.  The level
   may be blocked or not (then described for the runtime's count only).
   nest-triangular.cc.  */
bool nest_triangular_hull (struct nest *nest, unsigned l);

/* Whether level L of NEST has bounds affine in one outer level's IV,
   that nest_triangular_hull would describe by their hull.  */
bool nest_triangular_level_p (const struct nest *nest, unsigned l);

/* Whether a level of NEST, blocked or not, is triangular.  */
bool nest_has_triangular_p (const struct nest *nest);

/* As nest_invariant_expr, with the variable IV read as VALUE, an
   expression valid in front of the nest.  */
tree nest_invariant_expr_at (const struct nest *nest, tree op, tree iv,
			     tree value);

/* The first statement between level L and level L + 1 of NEST that
   would run once per tile, or NULL when the two are perfectly nested.  */
gimple *nest_imperfect_stmt (const struct nest *nest, unsigned l);

#endif /* ACCBLOCK_NEST_H */
