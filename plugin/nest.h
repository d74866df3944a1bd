/* nest.h -- a blocked loop nest as nest.cc discovers it.

   Why this file exists: nest discovery (nest.cc), the dependence test
   (depend.cc) and the outlining pass (outline.cc) all work on the same
   description of the nest in front of a marker; this private header is
   that description.  It is not part of the plugin-wide interface in
   accblock-plugin.h because only the middle end uses it.  */

#ifndef ACCBLOCK_NEST_H
#define ACCBLOCK_NEST_H

#include "accblock-plugin.h"

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
  enum accblock_cmp cmp;     /* Run while IV <CMP> BOUND.  */
  HOST_WIDE_INT step;
  gcond *cond;               /* The exit test in the header.  */
  bool continue_on_true;     /* The test's true edge stays in the loop.  */
  gimple *incr;              /* IV = IV + STEP in the latch.  */
  edge entry;                /* The edge entering the header from outside.  */
  unsigned HOST_WIDE_INT block;  /* Tile size in iterations, 0 = none.  */
  bool evaluated;            /* The descriptor carries INIT and BOUND.  */
  tree init_expr;            /* INIT and BOUND rebuilt so that they can be  */
  tree bound_expr;           /* evaluated in front of the nest.  */
};

/* The nest that follows one marker.  */
struct nest
{
  const struct accblock_clause *clause;
  location_t loc;            /* The pragma.  */
  basic_block entry_bb;      /* First block of the region (after the marker).  */
  unsigned depth;            /* Loops found along the loop->inner chain.  */
  unsigned nlevels;          /* Deepest blocked level + 1.  */
  struct nest_level level[ACCBLOCK_MAX_LEVELS];
  vec<basic_block> region;   /* Every block of the region.  */
  bitmap region_bbs;         /* Their indices, for membership tests.  */
  hash_set<tree> *written;   /* Decls assigned as a whole or whose address
				it takes.  */
  vec<tree> written_refs;    /* Memory references it stores to.  */
};

/* Discover the nest whose first block is ENTRY_BB for CLAUSE at LOC and
   check that it can be blocked as the clause asks.  On failure an error
   has been given and false is returned.  */
bool nest_discover (basic_block entry_bb, const struct accblock_clause *clause,
		    location_t loc, struct nest *nest);

/* Release what nest_discover allocated.  */
void nest_release (struct nest *nest);

/* Whether BB belongs to the region of NEST.  */
bool nest_region_p (const struct nest *nest, basic_block bb);

/* Rebuild OP, an operand of a statement of NEST, as an expression that
   gives the same value in front of the nest; NULL_TREE when the value
   may change while the nest runs.  */
tree nest_invariant_expr (const struct nest *nest, tree op);

/* The block clause NEST now stands for ("block(i:1, j:32)"), which
   differs from the clause as written after a fallback.  GC'd string.  */
const char *nest_effective_clause (const struct nest *nest);

/* The level of NEST whose induction variable is DECL, or -1.  */
int nest_level_of_iv (const struct nest *nest, tree decl);

/* ---- depend.cc: tile order legality ---- */

/* Check that the tile order NEST's clause implies keeps every dependence;
   drop the blocking of inner levels where it cannot be proven (with a
   warning) and warn when level 0 provably carries a dependence.  Sets
   *PERMUTABLE when the tile order was proven to keep the original
   semantics.  */
void depend_check_nest (struct nest *nest, bool *permutable);

#endif /* ACCBLOCK_NEST_H */
