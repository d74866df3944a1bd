/* blockmodel-internal.h -- what the blocking model's files share.

   Why this file exists: choosing a block clause is the same problem at
   compile time (the plugin's -fauto-block) and at run time (nests whose
   trip counts the compiler could not see), so the choice lives in
   model/, in plain C (C99, and C11 for search-memo.c's per-thread
   memo) with GMP, and both sides link it.  The model is
   split by concern: count.h and blockmodel-arith.c (exact counts),
   footprint.c
   (input checks, footprints and the reuse test), price.c (the cost of a
   block vector), trace.c (clause text and the trace), greedy.c (the
   paper's greedy algorithm), search.c (the cost-model search),
   price-memo.c (the prices one search already computed), search-memo.c
   (the results of the last searches) and
   describe.c (describing staged array sections, and whether one keeps
   parallel tiles apart).  This header declares the helpers one of those
   files defines for the others, and struct price, which pricing,
   tracing, greedy and the search all hold.  It is not installed: callers
   outside model/ use blockmodel.h.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef ACCBLOCK_BLOCKMODEL_INTERNAL_H
#define ACCBLOCK_BLOCKMODEL_INTERNAL_H

#include "blockmodel.h"
#include "count.h"

#include <gmp.h>
#include <stddef.h>
#include <stdint.h>

/* ---- Exact counts (blockmodel-arith.c) ---- */

void z_set_u64 (mpz_t z, uint64_t value);
void z_mul_u64 (mpz_t z, uint64_t value);
void z_add_u64 (mpz_t z, uint64_t value);
uint64_t z_get_u64_sat (const mpz_t z);
int z_cmp_u64 (const mpz_t z, uint64_t value);
int z_get_u64 (const mpz_t z, uint64_t *value);

/* Overflow-checked 64-bit steps, for the counts that have no GMP
   side: the prefetch plan and the search's choice of split groups give
   up, rather than count on, when one overflows.  Exact counts use struct count
   (count.h).  Both return zero when *Z overflows (it is then garbage).  */
static inline int
u64_mul (uint64_t *z, uint64_t value)
{
  return !__builtin_mul_overflow (*z, value, z);
}

static inline int
u64_add (uint64_t *z, uint64_t value)
{
  return !__builtin_add_overflow (*z, value, z);
}

/* ---- Where the data of a whole nest lives (dispatch-gain.c) ---- */

/* Whether TARGET's local memory is a cache (stage_min_reuse != 0) that
   holds the footprint of NEST as one tile, the elements it touches:
   then a nest run again finds its data in the cache, and neither side
   of the dispatch rule charges bytes for the arrays left in place.  The
   footprint in *BYTES (NULL: not wanted), UINT64_MAX when it does not
   fit 64 bits.  */
int nest_cache_resident (const struct accblock_model_nest *nest,
                         const struct accblock_target *target,
                         uint64_t *bytes);

/* ---- Checks, footprints and the reuse test (footprint.c) ---- */

int target_ok (const struct accblock_target *t);
uint64_t tile_length (const struct accblock_model_nest *nest,
                      const uint64_t *block, int level);
void dim_span (struct count *d, const struct accblock_model_nest *nest,
               const struct accblock_model_dim *dim, uint64_t len);
int array_unstaged (const struct accblock_model_nest *nest,
                    const struct accblock_target *target,
                    const struct accblock_model_array *a,
                    const uint64_t *block);
void footprint (struct count *bytes, const struct accblock_model_nest *nest,
                const struct accblock_target *target, const uint64_t *block);
void section_bytes (struct count *bytes,
                    const struct accblock_model_nest *nest,
                    const struct accblock_model_array *a,
                    const uint64_t *len);
int array_indexed_by (const struct accblock_model_array *a, unsigned level);
const char *level_name (const struct accblock_model_nest *nest,
                        unsigned level, char *buf, size_t size);

/* ---- Pricing a block vector (price.c) ---- */

/* How a block vector cuts the nest's splittable level (the head of
   price.c): LEVEL is -1 when the vector is not split (no splittable
   level, nest->split_groups <= 1, the level unblocked or in one tile);
   otherwise each of GROUPS >= 2 outer tasks runs PER consecutive tiles
   of LEVEL (the last group possibly fewer).  */
struct split
{
  int level;
  uint64_t per, groups;
};

int splittable_level (const struct accblock_model_nest *nest);
uint64_t split_group_count (uint64_t tiles, uint64_t split_groups,
                            uint64_t *per);
void split_of (struct split *sp, const struct accblock_model_nest *nest,
               const uint64_t *block);
double split_iteration_share (const struct split *sp,
                              const struct accblock_model_nest *nest,
                              const uint64_t *block);
double split_tile_share (const struct split *sp,
                         const struct accblock_model_nest *nest,
                         const uint64_t *block);

/* The exact counts of struct price, listed once for its declaration
   and for price_init, price_clear and price_copy.  PREFETCH and
   PREFETCH_TRANSFERS are the part of DMA_IN and TRANSFERS the runtime's
   double buffering fetches while the previous tile computes
   (price.c).  */
#define PRICE_COUNTS(X) \
  X (footprint) X (tiles) X (outer_tiles) X (rounds) X (iterations) \
  X (dma_in) X (dma_out) X (transfers) X (direct) X (direct_bytes) \
  X (moved) X (prefetch) X (prefetch_transfers)

#define PRICE_DECLARE_COUNT(name) mpz_t name;

/* Exact counts of one block vector.  */
struct price
{
  PRICE_COUNTS (PRICE_DECLARE_COUNT)
  /* DMA_IN + DMA_OUT and PREFETCH as if every task were full: each
     array's bytes scaled by full_task_share, what the slowest
     accelerator's tasks move (price.c).  */
  double full_task_bytes, full_task_prefetch;
  /* TRANSFERS as a full task has them (the same as the average, and
     unused, unless the vector is split).  */
  double full_task_transfers;
  /* The split the vector was priced with.  */
  struct split split;
  int fits;
  double cost_s;
};

void price_init (struct price *p);
void price_clear (struct price *p);
void price_copy (struct price *to, const struct price *from);
void price_vector (struct price *p, const struct accblock_model_nest *nest,
                   const struct accblock_target *target,
                   const uint64_t *block);
void price_to_result (const struct price *p, const uint64_t *block,
                      unsigned nlevels, struct accblock_model_result *out);
int innermost_changing_level (const struct accblock_model_nest *nest,
                              const struct accblock_model_array *a,
                              const uint64_t *block, int *drives);

/* ---- Prices the search already computed (price-memo.c) ---- */

/* NULL when memory runs out; a NULL memo remembers nothing.  */
struct price_memo *price_memo_new (void);
void price_memo_free (struct price_memo *m);
/* Whether M has the price of BLOCK (NLEVELS sizes) split into GROUPS;
   if so, set P's fits, cost_s, moved and tiles as price_vector did, and
   leave its other members alone.  */
int price_memo_find (const struct price_memo *m, const uint64_t *block,
                     unsigned nlevels, uint64_t groups, struct price *p);
/* Remember those members of P, the price of BLOCK split into GROUPS.  */
void price_memo_add (struct price_memo *m, const uint64_t *block,
                     unsigned nlevels, uint64_t groups,
                     const struct price *p);

/* ---- The last results of the search (search-memo.c) ---- */

/* Whether this thread's last searches include one of NEST on TARGET
   with OPTIONS; if so, its result into OUT.  */
int search_memo_find (const struct accblock_model_nest *nest,
                      const struct accblock_target *target,
                      const struct accblock_model_options *options,
                      struct accblock_model_result *out);
/* Remember RESULT as the search's for that input.  */
void search_memo_add (const struct accblock_model_nest *nest,
                      const struct accblock_target *target,
                      const struct accblock_model_options *options,
                      const struct accblock_model_result *result);

/* ---- What double buffering fetches ahead (prefetch.c) ---- */

/* The moves between consecutive tiles of a task that have room to fetch
   the next tile's blocks ahead, per task: AHEAD[p] counts those at the
   serial levels 0..p, PER_TASK[p] is the product of the tile counts of
   the serial levels 0..p.  */
struct prefetch_plan
{
  uint64_t ahead[ACCBLOCK_MODEL_MAX_LEVELS];
  uint64_t per_task[ACCBLOCK_MODEL_MAX_LEVELS];
};

/* Fill PLAN for BLOCK (whose blocks fit TARGET's local memory); zero
   when no move has room and nothing is fetched ahead.  */
int prefetch_plan (struct prefetch_plan *plan,
                   const struct accblock_model_nest *nest,
                   const struct accblock_target *target,
                   const uint64_t *block);
/* Add to P's prefetch the part of array A's staged traffic, BYTES in
   FETCHES, that PLAN fetches ahead, and that part times SHARE to its
   full_task_prefetch.  CHANGING is A's innermost changing level
   (innermost_changing_level).  */
void prefetch_add (struct price *p, const struct prefetch_plan *plan,
                   const struct accblock_model_array *a, int changing,
                   const struct count *bytes, const struct count *fetches,
                   double share);

/* Inline, here rather than in price.c, because the search's cost floor
   calls them for every level of every vector it considers.  */
static inline uint64_t
tile_count (const struct accblock_model_nest *nest, const uint64_t *block,
            unsigned level)
{
  uint64_t b = block[level], trip = nest->level[level].trip;

  return b == 0 || b >= trip ? 1 : trip / b + (trip % b != 0);
}

static inline int
level_parallel (const struct accblock_model_nest *nest, unsigned level)
{
  return level == 0 || nest->level[level].parallel;
}

/* The tiles of LEVEL one task runs: tile_count, or for the split level
   of SP (NULL: none) the tiles of a full group.  */
static inline uint64_t
task_tile_count (const struct accblock_model_nest *nest,
                 const uint64_t *block, unsigned level,
                 const struct split *sp)
{
  if (sp != NULL && sp->level == (int) level)
    return sp->per;
  return tile_count (nest, block, level);
}

/* How much more a full task does than the average one along the
   levels INDEXED marks (NULL: all): the product over those that are
   parallel of tile length * tile count / trip.  The slowest accelerator
   runs full tasks (the runtime hands the tasks out in order, and the
   partial ones close each row and column), while the totals the model
   counts average over the partial ones too.  A task's iterations grow
   with every parallel level; an array's block only with the levels that
   subscript it.  */
static inline double
full_task_share (const struct accblock_model_nest *nest,
                 const uint64_t *block, const int *indexed)
{
  double share = 1;
  unsigned i;

  for (i = 0; i < nest->nlevels; i++)
    {
      uint64_t b = block[i], trip = nest->level[i].trip;
      if (level_parallel (nest, i) && b != 0 && b < trip
          && (indexed == NULL || indexed[i]))
        share *= (double) b * (double) tile_count (nest, block, i)
                 / (double) trip;
    }
  return share;
}

/* ---- Clause text and trace (trace.c) ---- */

void trace (const struct accblock_model_options *options, const char *fmt,
            ...);
int format_clause_split (const struct accblock_model_nest *nest,
                         const uint64_t *block, const struct split *sp,
                         char *buf, size_t size);
void trace_price (const struct accblock_model_options *options,
                  const char *prefix, const struct accblock_model_nest *nest,
                  const uint64_t *block, const struct price *p);

/* ---- The paper's greedy algorithm (greedy.c) ---- */

/* The fewest outer tasks a vector must give NEST on TARGET: 1, or for
   an uneven nest ACCBLOCK_MODEL_UNEVEN_TASKS per accelerator, or every
   iteration of level 0 when it has fewer (blockmodel.h).  The one home
   of that rule, which greedy's cap on level 0 and the search follow.  */
uint64_t balance_tasks (const struct accblock_model_nest *nest,
                        const struct accblock_target *target);

int footprint_fits (const struct accblock_model_nest *nest,
                    const struct accblock_target *target,
                    const uint64_t *block, uint64_t *bytes);
uint64_t largest_fitting (const struct accblock_model_nest *nest,
                          const struct accblock_target *target,
                          uint64_t *block, unsigned level, uint64_t cap);
int greedy_vector (const struct accblock_model_nest *nest,
                   const struct accblock_target *target,
                   const struct accblock_model_options *options,
                   uint64_t *block);

#endif /* ACCBLOCK_BLOCKMODEL_INTERNAL_H */
