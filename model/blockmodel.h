/* blockmodel.h -- the blocking model: footprints of block vectors, the
   reuse (profitability) test, the paper's greedy algorithm and a
   cost-model search that chooses a block clause.

   Why this file exists: the plugin infers block clauses at compile time
   (-fauto-block) and the runtime repeats the same search at the first
   dispatch of a nest whose trip counts are only known then.  Both call
   this one C99 model, so a clause chosen at either time is the same.
   The paper's rules (paper-notes section 3) are implemented literally in
   accblock_model_footprint, accblock_model_profitable and
   accblock_model_greedy; accblock_model_search adds the machine model of
   accel-target.h.  Exact arithmetic (GMP) is used inside; the interface uses
   64-bit integers that saturate at UINT64_MAX, so callers need no GMP
   header.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef ACCBLOCK_BLOCKMODEL_H
#define ACCBLOCK_BLOCKMODEL_H

#include <stddef.h>
#include <stdint.h>

#include "accel-target.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Deepest nest and most array dimensions the model takes (the nest depth
   equals ACCBLOCK_MAX_LEVELS of the ABI).  */
#define ACCBLOCK_MODEL_MAX_LEVELS 8
#define ACCBLOCK_MODEL_MAX_DIMS 8

/* A dimension subscripted by no loop index (constants only, or an index
   the caller could not attribute to one level).  */
#define ACCBLOCK_MODEL_NO_LEVEL (-1)

/* The widest halo (max_off - min_off) that still counts as reuse carried
   with a "small distance" in the profitability test.  */
#define ACCBLOCK_MODEL_SMALL_DISTANCE 8

/* One loop level, outermost first; level 0 is the parallel level.  */
struct accblock_model_level
{
  const char *name;   /* Induction variable, for clauses and traces;
                         NULL prints as "L<level>".  */
  uint64_t trip;      /* Iterations, >= 1.  */
  int may_block;      /* Zero when blocking this level is not legal: the
                         model then always leaves it unblocked.  */
  int parallel;       /* Nonzero for an inner level proven parallel (no
                         dependence between different values of its
                         index): its tiles join level 0's as outer
                         tasks.  Level 0 is parallel whatever it says.  */
  int splittable;     /* Nonzero for the one inner level, not parallel,
                         whose tiles may be cut into groups that run as
                         outer tasks (accblock_nest.split_level): the
                         only dependences it carries are integer
                         additions into arrays flagged
                         ACCBLOCK_MODEL_ADD.  */
};

/* One dimension of an array as the nest references it.  */
struct accblock_model_dim
{
  uint64_t extent;    /* D(k,j), elements; 0 = unknown (then the span the
                         nest touches stands for it).  */
  int level;          /* The level whose index drives the subscript, or
                         ACCBLOCK_MODEL_NO_LEVEL.  */
  uint64_t coef;      /* |coefficient| of that index, >= 1 when driven.  */
  int64_t min_off;    /* Smallest and largest constant offset over all */
  int64_t max_off;    /* references to the array in this dimension.  */
};

/* Access bits of accblock_model_array.access.  */
enum accblock_model_access
{
  ACCBLOCK_MODEL_READ = 1,
  ACCBLOCK_MODEL_WRITE = 2,
  /* Written only as X = X + E (integer addition): when the nest is
     split, a task stages its box zero-filled (nothing in) and adds it
     to main memory when it writes it back (the box in and out).  */
  ACCBLOCK_MODEL_ADD = 4
};

/* One array the nest references.  Several references with the same
   driving levels are merged into one entry whose offsets span them all;
   references that disagree on the driving level of a dimension are
   described with that dimension undriven (the whole extent).  */
struct accblock_model_array
{
  const char *name;         /* For traces and remarks.  */
  uint64_t elem_size;       /* S_k, bytes, >= 1.  */
  unsigned ndims;           /* 1 .. ACCBLOCK_MODEL_MAX_DIMS; dim[0] is the
                               outermost (slowest varying) subscript.  */
  struct accblock_model_dim dim[ACCBLOCK_MODEL_MAX_DIMS];
  int access;               /* enum accblock_model_access bits.  */
  unsigned long refs;       /* References per innermost iteration, used
                               to price unstaged accesses; 0 counts as 1.  */
  int unstaged;             /* Nonzero when the array is always accessed
                               in main memory (indirect or non-affine
                               subscripts): it takes no local memory and
                               every access is priced as direct.  */
  uint64_t moved_num;       /* Of the elements of its boxes, the share */
  uint64_t moved_den;       /* MOVED_NUM / MOVED_DEN moves each way (a
                               triangle's rows, runtime/dma-rows.c); the
                               boxes still take their whole size of local
                               memory.  MOVED_DEN 0: all of them.  */
};

/* The model's whole input about the code.  */
struct accblock_model_nest
{
  unsigned nlevels;         /* 1 .. ACCBLOCK_MODEL_MAX_LEVELS.  */
  struct accblock_model_level level[ACCBLOCK_MODEL_MAX_LEVELS];
  unsigned narrays;
  const struct accblock_model_array *arrays;
  int inner_permutable;     /* Nonzero when the levels inside the parallel
                               level were proven permutable, so more than
                               one of them may be blocked.  */
  unsigned long combines;   /* Integer reductions each tile combines into
                               main memory at its end, one DMA transfer
                               each way (runtime/reduce.c), and their  */
  uint64_t combine_bytes;   /* bytes in all.  */
  uint64_t split_groups;    /* Groups the splittable level's tiles are
                               cut into when a vector is priced (0 or 1:
                               not split); accblock_model_evaluate reads
                               it, accblock_model_search tries several
                               and reports its choice in the result.  */
  int uneven;               /* Nonzero when the work of an iteration of
                               level 0 depends on its index (a loop
                               inside runs "j <= i" times): tasks that
                               cover different parts of level 0 then
                               differ in work, and greedy and the search
                               give at least ACCBLOCK_MODEL_UNEVEN_TASKS
                               outer tasks per accelerator (as many as
                               level 0 has iterations, when fewer), which
                               the runtime hands out dynamically.  */
};

/* Outer tasks per accelerator an uneven nest gets.  With tasks handed
   out dynamically, an accelerator idles at the end at most for the
   length of the last task another one took; the runtime takes them from
   both ends of level 0 in turn, so the last tasks are of average length,
   about 1 / K of an accelerator's share.  K = 8 bounds that loss at an
   eighth (half of it on average) while each task still covers many
   iterations: OpenMP users write schedule (dynamic, 8) for such loops,
   which on a thousand-row triangle is over 60 chunks per thread.  */
#define ACCBLOCK_MODEL_UNEVEN_TASKS 8

/* A block vector: sizes in iterations per level, 0 = not blocked.  */
typedef uint64_t accblock_model_block[ACCBLOCK_MODEL_MAX_LEVELS];

/* What a block vector costs on a target.  Counts saturate at
   UINT64_MAX.  */
struct accblock_model_result
{
  accblock_model_block block;
  int fits;                 /* footprint <= local memory.  */
  uint64_t footprint;       /* Bytes of the largest tile's data blocks.  */
  uint64_t tiles;           /* All tiles of the nest.  */
  uint64_t outer_tiles;     /* Outer tasks: the product of the tile
                               counts of the parallel levels.  */
  uint64_t rounds;          /* ceil (outer_tiles / accelerators).  */
  uint64_t dma_in_bytes;
  uint64_t dma_out_bytes;
  uint64_t dma_transfers;
  uint64_t direct_accesses; /* Unstaged element accesses (when the tile
                               does not fit).  */
  uint64_t moved_bytes;     /* DMA in + out + bytes of direct accesses.  */
  double cost_s;            /* Modeled seconds of the slowest accelerator.  */
  uint64_t split_groups;    /* Groups the splittable level was priced
                               with (0: not split).  */
  unsigned long evaluated;  /* Vectors priced by the search.  */
};

/* Receives one line of the search trace (no newline).  */
typedef void (*accblock_model_trace_fn) (void *data, const char *line);

/* Options of the greedy algorithm and the search; a NULL pointer means
   all defaults.  */
struct accblock_model_options
{
  accblock_model_trace_fn trace;   /* NULL: no trace.  */
  void *trace_data;
  int trace_all;                   /* Also trace every priced vector, not
                                      only the improving ones.  */
  unsigned long max_evaluations;   /* Vectors the search may price;
                                      0: the default below.  */
  int time_slack_percent;          /* How much slower than the fastest
                                      vector, in percent of its modeled
                                      time, the search's choice may be
                                      when it moves fewer bytes (by at
                                      least the same share); 0: the
                                      default below; negative: none.  */
};

#define ACCBLOCK_MODEL_DEFAULT_EVALUATIONS 200000UL
#define ACCBLOCK_MODEL_DEFAULT_TIME_SLACK 10
#define ACCBLOCK_MODEL_MAX_TIME_SLACK 100

/* Check NEST for values the model cannot take.  Returns 0 when it is
   well formed; otherwise -1 with a message in ERR (when ERR_SIZE > 0).  */
int accblock_model_check (const struct accblock_model_nest *nest,
                          char *err, size_t err_size);

/* The functions below other than accblock_model_check expect a nest that
   passes it; greedy, search and evaluate check it themselves.  */

/* Footprint of BLOCK in bytes: the sum over arrays of
   S_k * prod_j d(k,j), where d(k,j) is, for a dimension driven by a
   blocked level i with block size b (b capped at the trip count),
   coef * (b - 1) + 1 + (max_off - min_off) capped at the extent, and the
   whole extent D(k,j) otherwise (the paper's rule; with coef 1 and no
   halo, d = b).  A dimension driven by no level is whole too, when its
   extent is known; accblock_model_search prices it with its extent
   cleared, as 1 + (max_off - min_off), which is what the runtime
   stages.  Returns 1 when the value fits in *BYTES, 0 when it was
   saturated to UINT64_MAX.  */
int accblock_model_footprint (const struct accblock_model_nest *nest,
                              const accblock_model_block block,
                              uint64_t *bytes);

/* The profitability (reuse) test of LEVEL after the paper: blocking pays
   off only for a non-innermost level that carries reuse, that is when an
   array is not indexed by the level (self reuse, input dependences
   included), when an array is referenced at offsets at most
   ACCBLOCK_MODEL_SMALL_DISTANCE apart along the level (a dependence with
   a small distance), or when the level's index subscripts the contiguous
   (last) dimension of a multi-dimensional array and no other of its
   dimensions (consecutive elements).  Returns nonzero when profitable;
   writes the reason either way into WHY (when WHY_SIZE > 0).  */
int accblock_model_profitable (const struct accblock_model_nest *nest,
                               unsigned level, char *why, size_t why_size);

/* Price BLOCK on TARGET (its num_accel, local_mem and cost fields; the
   host profile must be resolved first).  Returns 0, or -1 on a malformed
   nest or target.  */
int accblock_model_evaluate (const struct accblock_model_nest *nest,
                             const struct accblock_target *target,
                             const accblock_model_block block,
                             struct accblock_model_result *out);

/* Predicted times of a nest run where it stands (on the host core, not
   dispatched) and dispatched with the block vector PRICED gives.  */
struct accblock_dispatch_gain
{
  double local_s;        /* Innermost iterations / host_rate + the
                               footprint of the nest as one tile /
                               host_bandwidth.  */
  double dispatched_s;      /* dispatch_s + PRICED's cost_s.  */
  int pays;                 /* Nonzero when dispatched_s < local_s.  */
};

/* The iteration count below which dispatching a nest whose iterations
   each read and write at most BYTES_PER_ITERATION bytes can never pay on
   a target of COST, whatever its blocking: the plugin keeps such a nest
   where it stands without asking the runtime (model/dispatch-gain.c).  */
uint64_t accblock_model_never_pays_below
  (const struct accblock_cost_params *cost, double bytes_per_iteration);

/* Whether dispatching NEST, priced by accblock_model_evaluate, greedy or
   search into PRICED on TARGET, pays for its dispatch (model/
   dispatch-gain.c gives the rule); fills OUT.  */
void accblock_model_dispatch_gain (const struct accblock_model_nest *nest,
                                   const struct accblock_target *target,
                                   const struct accblock_model_result *priced,
                                   struct accblock_dispatch_gain *out);

/* The price of a nest whose tiles of levels 0 and 1 run in fronts
   (model/wavefront-price.c): tile (I, J) in front FACTOR * I + J.  */
struct accblock_model_wavefront
{
  struct accblock_model_result tile;  /* One full tile on one
                                          accelerator.  */
  uint64_t fronts;
  uint64_t widest;          /* Tiles of the widest front.  */
  double rounds;            /* Rounds of all fronts together.  */
  double cost_s;            /* Fronts * dispatch_s + rounds * the
                               tile's cost_s: the modeled time.  */
};

/* Price BLOCK of NEST (two levels or more, trips >= 1) on TARGET run
   in fronts of FACTOR (>= 1) into OUT; compare OUT->cost_s with
   accblock_dispatch_gain's local_s to know whether the fronts pay.
   Returns 0, or -1 on a malformed nest or factor.  */
int accblock_model_wavefront_price (const struct accblock_model_nest *nest,
                                    const struct accblock_target *target,
                                    const accblock_model_block block,
                                    unsigned factor,
                                    struct accblock_model_wavefront *out);

/* ---- A time loop tiled with its sweep (model/skewed-price.c) ---- */

struct accblock_skew;

/* The price of a nest flagged ACCBLOCK_NEST_SKEWED whose DEPTH skewed
   levels (0 .. DEPTH - 1, DEPTH >= 2) are cut into runs of BLOCK[L]
   values of S[L] and run in fronts.  */
struct accblock_model_skewed
{
  unsigned depth;
  int64_t block[ACCBLOCK_MODEL_MAX_LEVELS];   /* Values of S per tile.  */
  int64_t hull[ACCBLOCK_MODEL_MAX_LEVELS];    /* Widest IV hull of a busy
                                                 tile, per level.  */
  struct accblock_model_result tile;  /* One full tile on one
                                          accelerator, its boxes over
                                          those hulls.  */
  int fits;                 /* The full tile fits local memory.  */
  uint64_t tiles;           /* Tiles of the skewed grid.  */
  uint64_t busy_tiles;      /* Those that hold an iteration.  */
  uint64_t fronts;          /* Fronts that hold a busy tile.  */
  uint64_t widest;          /* Busy tiles of the widest front.  */
  double rounds;            /* Rounds of all fronts together.  */
  uint64_t moved_bytes;     /* Busy tiles * the full tile's bytes.  */
  double cost_s;            /* Fronts * dispatch_s + rounds * the
                               tile's cost_s: the modeled time.  */
  unsigned long evaluated;  /* Vectors the search priced in full.  */
};

/* The skewed grid (model/skew.h) of NEST's DEPTH levels with skews SKEW
   (SKEW[0] = 0), the IVs counted from 0 (the grid depends on the trip
   counts only).  Returns 0, or -1 on values out of range.  */
int accblock_model_skew_setup (const struct accblock_model_nest *nest,
                               unsigned depth, const int64_t *skew,
                               struct accblock_skew *sk);

/* Price BLOCK (values of S, each >= 1) of NEST on TARGET into OUT;
   compare OUT->cost_s with accblock_model_local_s to know whether the
   fronts pay.  Returns 0, or -1 on malformed input or a grid of more
   tiles than the model walks (2^24).  */
int accblock_model_skewed_price (const struct accblock_model_nest *nest,
                                 unsigned depth, const int64_t *skew,
                                 const struct accblock_target *target,
                                 const int64_t *block,
                                 struct accblock_model_skewed *out);

/* The least modeled time over the vectors of powers of two whose full
   tile fits (fewer bytes moved breaking ties), into OUT.  Returns 0, or
   -1 when none fits or the input is malformed.  */
int accblock_model_skewed_search (const struct accblock_model_nest *nest,
                                  unsigned depth, const int64_t *skew,
                                  const struct accblock_target *target,
                                  struct accblock_model_skewed *out);

/* Without pricing time: the largest vector of powers of two whose full
   tile fits, halving the largest block from the whole ranges of S
   (INFER_GREEDY).  Returns 0, or -1 when none fits.  */
int accblock_model_skewed_greedy (const struct accblock_model_nest *nest,
                                  unsigned depth, const int64_t *skew,
                                  const struct accblock_target *target,
                                  struct accblock_model_skewed *out);

/* The modeled time of NEST run where it stands, on the host core: the
   LOCAL_S of accblock_model_dispatch_gain (model/dispatch-gain.c), for
   a nest priced otherwise than by one block vector.  */
double accblock_model_local_s (const struct accblock_model_nest *nest,
                               const struct accblock_target *target);

/* The paper's greedy algorithm: levels outer to inner; the parallel level
   is always blocked (its blocks are what the accelerators get) with at
   most trip / num_accel iterations when trip >= num_accel, so that no
   accelerator idles (trip / (ACCBLOCK_MODEL_UNEVEN_TASKS * num_accel),
   at least 1, for an uneven nest); an inner level only when it is
   profitable and may be blocked.  Each level gets the largest size within local memory; if
   even size 1 overflows the level gets 1 and the next level is blocked
   too; the first level at which the data fits ends the search.  OUT->fits
   is 0 when no level made the data fit.  Greedy never splits a level
   (NEST's split_groups is ignored).  Returns 0, or -1 on malformed
   input.  */
int accblock_model_greedy (const struct accblock_model_nest *nest,
                           const struct accblock_target *target,
                           const struct accblock_model_options *options,
                           struct accblock_model_result *out);

/* The cost-model search: branch and bound over divisors and
   near-divisors of the trip counts (plus greedy's sizes), pruned by the
   footprint, minimising cost_s among vectors that fit local memory,
   respect may_block and inner_permutable, and give an uneven nest its
   outer tasks (accblock_model_nest.uneven); then, among the vectors at
   most time_slack_percent slower than that least cost that save at
   least as large a share of its bytes as they add to its cost, the one
   that moves the fewest bytes.  The result never moves more bytes nor costs
   more than greedy's vector when greedy's fits.  When no
   vector fits, OUT is greedy's result with fits = 0.  NEST's
   split_groups is ignored: a vector that blocks the splittable level in
   two or more tiles is priced unsplit and cut into a few numbers of
   groups (2, 4, 8, ... and those filling 1 to 4 rounds of
   accelerators), and OUT->split_groups gives the groups chosen (0: not
   split).  Returns 0, or -1 on malformed input.  */
int accblock_model_search (const struct accblock_model_nest *nest,
                           const struct accblock_target *target,
                           const struct accblock_model_options *options,
                           struct accblock_model_result *out);

/* accblock_model_search's result without the search, for a nest whose
   level 0 alone may be blocked and whose arrays all stay in main memory
   (nothing split, uneven or combined): level 0 in min (trip, num_accel)
   tasks of ceil (trip / tasks) iterations, priced as
   accblock_model_evaluate prices it (model/even-split.c says why that is
   the search's choice).  For a runtime that prices a nest whose trip
   counts change at every dispatch.  Returns 0, or -1 when NEST is not
   such a nest or is malformed.  */
int accblock_model_even_split (const struct accblock_model_nest *nest,
                               const struct accblock_target *target,
                               struct accblock_model_result *out);

/* ---- Describing staged array sections ---- */

/* Make A an array always accessed in main memory: it takes no local
   memory and every reference is priced as a direct access.  */
void accblock_model_set_unstaged (struct accblock_model_array *a);

/* Bytes a reference of unknown element size is counted as.  */
#define ACCBLOCK_MODEL_UNKNOWN_ELEM_SIZE 8

/* Make A stand for the REFS references per iteration of a nest that no
   section describes: unstaged, read, of ACCBLOCK_MODEL_UNKNOWN_ELEM_SIZE
   bytes each.  */
void accblock_model_set_other_references (struct accblock_model_array *a,
                                          unsigned long refs);

/* Describe in OUT one dimension of an array section as staging uses it
   (accblock-abi.h): indexed COEF * IV(LEVEL) + offset with offsets in
   [LO, HI] (LEVEL -1: no index), EXTENT elements (0: unknown), in a nest
   whose first NLEVELS levels the model prices.  A dimension driven by a
   level the model does not price is taken whole, which needs a known
   extent.  Returns 0, or -1 when the dimension cannot be described (the
   caller then prices the array as unstaged).  Shared by the plugin and
   the runtime, so that both price a nest alike.  */
int accblock_model_section_dim (int level, int64_t coef, int64_t lo,
                                int64_t hi, uint64_t extent,
                                unsigned nlevels,
                                struct accblock_model_dim *out);

/* Whether a dimension of an array section indexed COEF * IV + offset,
   offsets in [LO, HI], keeps the boxes of different iterations of IV,
   which steps by STEP, apart: the index moves by more than the offsets'
   spread from one iteration to the next, |COEF * STEP| > HI - LO, so
   that different tiles of a parallel level driving it never share an
   element.  Exact for all 64-bit inputs.  Shared by the plugin, which
   splits a section's written part off only where it keeps the tiles
   apart, and the runtime, which stages a written section only then.  */
int accblock_model_dim_separates (int64_t coef, int64_t step, int64_t lo,
                                  int64_t hi);

/* The box-size rule: the elements one dimension of a data block spans
   when the index driving it takes LEN consecutive values (LEN >= 1),
   moving the subscript by STRIDE elements from one value to the next
   (|coefficient| times |step|; 0 for an undriven dimension), and the
   references' constant offsets spread over HALO more (the greatest
   minus the least): STRIDE * (LEN - 1) + 1 + HALO, into *SPAN.
   Returns 0 when that does not fit 64 bits (*SPAN is then garbage).
   The one rule of the model's footprints (footprint.c), of the
   runtime's staged boxes (runtime/stage.c) and of the plugin's
   footprint warning (plugin/section.cc), the last two through
   accblock_model_section_box_span.  */
int accblock_model_box_span (uint64_t *span, uint64_t stride, uint64_t len,
                             uint64_t halo);

/* The box-size rule for a dimension of an array section indexed
   COEF * IV + offset, the offsets spread over HALO (the greatest minus
   the least), when IV takes LEN >= 1 consecutive values of a loop that
   steps by STEP: accblock_model_box_span with STRIDE |COEF * STEP| (0
   for one value, whatever COEF and STEP).  Returns 0 when the span or
   the stride does not fit 64 bits.  What the plugin's footprint warning
   (section.cc) and the runtime's staged boxes (runtime/stage.c) both
   ask of a section's dimension, so that they count one box alike.  */
int accblock_model_section_box_span (uint64_t *span, int64_t coef,
                                     int64_t step, uint64_t len,
                                     uint64_t halo);

/* Write BLOCK as a clause, "block(i:1, k:30)", into BUF; a vector with no
   blocked level gives "".  Returns the length the full text needs
   (snprintf convention).  */
int accblock_model_format_clause (const struct accblock_model_nest *nest,
                                  const accblock_model_block block,
                                  char *buf, size_t size);

/* accblock_model_format_clause followed by the split a nest with
   SPLIT_GROUPS (accblock_model_nest.split_groups) gives BLOCK, as in
   "block(i:64, k:10, j:32) split(k:2)": the splittable level and the
   groups its tiles are cut into (ceil (tiles / ceil (tiles /
   SPLIT_GROUPS))), printed only when that is 2 or more.  Pass a result's
   split_groups to show what was priced.  Returns the length the full
   text needs (snprintf convention).  */
int accblock_model_format_split_clause (const struct accblock_model_nest *nest,
                                        const accblock_model_block block,
                                        uint64_t split_groups, char *buf,
                                        size_t size);

#ifdef __cplusplus
}
#endif

#endif /* ACCBLOCK_BLOCKMODEL_H */
