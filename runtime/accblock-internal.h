/* accblock-internal.h -- declarations shared by the files of libaccblock.

   Why this file exists: the runtime is split one concern per file (nest
   decoding, devices, schedules, local memory, DMA, timing, machine model,
   settings, staging); this header is the seam between them and is what
   the unit tests in runtime/tests/ program against.  Nothing here is part
   of the installed interface.

   The files are layered, and each calls only the layers below it
   (runtime/tests/layers-test checks the built objects; the manual's
   "Runtime layers" has the whole graph), bottom first:

     base          nest.c sched.c model.c env.c overlap.c gemm*.c
     accelerators  accel.c timing.c
     local memory  lmem.c
     DMA           dma.c
     staging       stage.c
     dispatch      choose.c wait.c memo.c device.c reduce.c
     OpenACC API   openacc-present.c openacc-data.c openacc-async.c
                   openacc-device.c

   The sections below follow the files, not the layers.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef ACCBLOCK_INTERNAL_H
#define ACCBLOCK_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "accblock-abi.h"
#include "accblock.h"
#include "accel-target.h"
#include "skew.h"

/* The library's version, which accblock_version and the OpenACC driver
   property report: config.h's, "unknown" in a build without one.  */
#ifdef HAVE_CONFIG_H
#include <config.h>
#endif
#ifndef PACKAGE_VERSION
#define PACKAGE_VERSION "unknown"
#endif

/* The library is built with -fvisibility=hidden; only the ABI entry points
   and the accblock.h functions are exported.  */
#define ACCBLOCK_EXPORT __attribute__ ((visibility ("default")))

/* Defined with device.c's declarations below; the files before it only
   pass pointers.  */
struct accblock_accel;

/* Print "accblock: " and the message on stderr, then abort: for broken
   descriptors and internal invariants, where continuing would compute
   wrong results silently.  */
void accblock_fatal (const char *fmt, ...)
  __attribute__ ((format (printf, 1, 2), noreturn));

/* ---- env.c: the settings of the simulated machine ---- */

/* Everything the ACCBLOCK_* variables (and the accblock_set_* calls) can
   choose.  A dispatch works on a snapshot taken when it starts.  */
struct accblock_settings
{
  struct accblock_target target;  /* Resolved profile, counts filled in.  */
  unsigned long num_accel;
  uint64_t local_mem;
  unsigned long threads;
  enum accblock_schedule schedule;
  int64_t schedule_chunk;         /* Outer tiles per assignment of
                                     ACCBLOCK_SCHEDULE=KIND,CHUNK; 0: the
                                     schedule's own (sched.c).  */
  bool passive_wait;              /* ACCBLOCK_WAIT_POLICY=passive: waiting
                                     threads sleep at once.  */
  bool reuse;
  bool stage;                     /* Stage sections in local memory.  */
  bool double_buffer;
  bool timing;
  const char *stats_file;         /* NULL: no JSON statistics.  */
  const char *trace_file;         /* NULL: no trace.  */
  long rank;                      /* MPI rank from the launcher, -1 when
                                     unknown.  */
  const char *rank_variable;      /* The launcher variable it came from,
                                     NULL when none is set.  */
  uint64_t generation;            /* Moved by every accblock_set_* call:
                                     what was decided under one generation
                                     holds until the next (memo.c).  */
};

/* Largest chunk ACCBLOCK_SCHEDULE takes.  */
#define ACCBLOCK_SCHEDULE_CHUNK_MAX 1073741824UL

/* Read the settings from LOOKUP (getenv, or a table in the tests) into
   OUT, the target being COMPILED (the one the program was compiled for,
   __accblock_register_machine) when ACCBLOCK_TARGET is unset and COMPILED
   is not NULL.  On a bad value return false and write into MESSAGE one
   line that names the variable, the value and the accepted values.
   String values in OUT point into what LOOKUP returned.  */
bool accblock_settings_parse (const char *(*lookup) (const char *name),
                              const struct accblock_target *compiled,
                              struct accblock_settings *out, char *message,
                              size_t message_size);

/* Copy the current settings into OUT.  */
void accblock_settings_snapshot (struct accblock_settings *out);

/* CPUs in this process's affinity mask (taskset, cpusets), the online
   CPUs when it cannot be read: the default thread count and the host
   target's accelerator count.  */
unsigned long accblock_host_usable_cpus (void);

/* PATTERN, an ACCBLOCK_STATS or ACCBLOCK_TRACE value, with %p replaced by
   PID, %r by RANK and %% by %, in memory from malloc; NULL when PATTERN
   has another % sequence (the parser refuses those) or memory ran
   out.  */
char *accblock_expand_file_name (const char *pattern, long rank, long pid);

/* ---- nest.c: the iteration space of a nest descriptor ---- */

/* One level of a decoded nest.  */
struct accblock_level_plan
{
  __int128 init;    /* INIT, sign- or zero-extended per the flags.  */
  int64_t step;
  int64_t trips;    /* Iterations of the whole loop.  */
  int64_t block;    /* Iterations per tile (TRIPS when not blocked).  */
  int64_t ntiles;   /* Tiles along this level.  */
  bool whole;       /* ACCBLOCK_LEVEL_WHOLE: one opaque tile.  */
  bool parallel;    /* Level 0, or a tiled ACCBLOCK_LEVEL_PARALLEL level,
                       of a nest not ACCBLOCK_NEST_ORDERED: its tile
                       index is part of the outer task.  */
  bool split;       /* The nest's split level (accblock_nest.split_level):
                       not parallel, but the group of its tiles is part
                       of the outer task.  */
  /* An ACCBLOCK_LEVEL_TRIANGULAR level the runtime counts exactly: the
     outer level TRI_OUTER (when TRIANGLE), and the row of outer value X runs
     from TRI_A0 + TRI_A1 * X to TRI_B0 + TRI_B1 * X, both included,
     counting by STEP (1 or -1).  */
  bool triangle;
  /* TRIANGLE, and the level is no deeper than the deepest blocked one,
     so that nothing but its rows runs inside the outer levels (they are
     perfectly nested there): a tile without rows runs no statement.  An
     unblocked triangular level below it is described only to be
     counted; the statements around it run whatever its rows.  */
  bool tri_skips;
  int tri_outer;
  __int128 tri_a0, tri_a1, tri_b0, tri_b1;
};

/* The tiles of a nest: an outer task is one combination of the parallel
   levels' tile indices (level 0 most significant), numbered 0 ..
   OUTER_TILES - 1; the product of the other levels' tile counts is the
   number of inner tiles of each task, run in lexicographic order.

   A split nest (SPLIT >= 0) cuts the split level's NTILES tiles into
   SPLIT_GROUPS runs of SPLIT_PER consecutive tiles (the last run may be
   shorter), and the run (group) is one more digit of the outer task
   number, at the split level's place among the parallel levels: the
   task's group is OUTER / SPLIT_RADIX % SPLIT_GROUPS.  Each task runs
   only its run of the split level's tiles, so INNER_TILES is then the
   most inner tiles a task runs (the product with SPLIT_PER), and
   TOTAL_TILES, the tiles of the whole nest, may be less than
   OUTER_TILES * INNER_TILES.  */
struct accblock_plan
{
  int nlevels;
  struct accblock_level_plan level[ACCBLOCK_MAX_LEVELS];
  int64_t outer_tiles;
  int64_t inner_tiles;
  int64_t total_tiles;
  int split;              /* The split level, or -1.  */
  int64_t split_per;      /* Tiles of the split level per group.  */
  int64_t split_groups;   /* Groups actually used, 0 when not split.  */
  int64_t split_radix;    /* Product of the digits below the group's.  */
  /* An ACCBLOCK_NEST_WAVEFRONT nest: its front factor F (0 for any
     other nest) and its fronts.  Levels 0 and 1 are then both parallel,
     outer task I * LEVEL[1].NTILES + J being tile (I, J), and front
     K holds the tasks with F * I + J == K (accblock_plan_front).  */
  int64_t front_factor;
  int64_t fronts;
  /* An ACCBLOCK_NEST_SKEWED nest: its skewed levels 0 .. SKEW_DEPTH - 1
     (0 for any other nest), their ranges of S, and the values of S per
     tile along each (skewed.c).  Those levels are then the parallel
     ones, outer task K being the tile of skewed indices K's digits, one
     tile per task, and FRONTS the number of fronts.  */
  int skew_depth;
  struct accblock_skew skew;
  int64_t skew_block[ACCBLOCK_MAX_LEVELS];
};

/* ---- patch.c: the words a dispatch computes from the capture record ---- */

/* The most words a read-only descriptor's private copy holds: such a
   nest has no floating-point reduction.  */
#define ACCBLOCK_NEST_COPY_WORDS \
  ACCBLOCK_NEST_ALL_WORDS (ACCBLOCK_MAX_LEVELS, ACCBLOCK_MAX_SECTIONS, 0, \
                           ACCBLOCK_MAX_SECTIONS)

/* The words of NEST before its patches (its header counts checked).  */
int64_t accblock_nest_words (const struct accblock_nest *nest);

/* The descriptor a dispatch of NEST with the capture record CAPTURES
   works on: NEST with its patches applied when it is writable, else its
   patched copy in COPY (ACCBLOCK_NEST_COPY_WORDS words), which leaves
   NEST untouched.  Exits with a message naming LOCATION when the table
   or the counts locating it are malformed.  */
struct accblock_nest *accblock_nest_prepare (struct accblock_nest *nest,
                                             const void *captures,
                                             int64_t *copy,
                                             const char *location);

/* ---- skewed.c: the tiles and fronts of an ACCBLOCK_NEST_SKEWED nest ---- */

/* The number of skewed levels of NEST (levels 0 to D, D the deepest
   blocked or, under inference, blockable level), 0 when NEST is not
   skewed.  */
int accblock_skewed_depth (const struct accblock_nest *nest);

/* Why NEST breaks the rules accblock-abi.h gives for skewed nests (or
   gives a skew to a level of another nest), or NULL.  */
const char *accblock_skewed_problem (const struct accblock_nest *nest);

/* Set up PLAN's skewed levels (skew_depth, skew, skew_block, and their
   NTILES) from NEST, whose levels PLAN decodes already: 0, or -1 when
   a value of S would not fit.  Nothing for a nest not skewed.  */
int accblock_skewed_plan (const struct accblock_nest *nest,
                          struct accblock_plan *plan);

/* Fronts of the skewed PLAN: 0 when it has no tile.  */
int64_t accblock_skewed_fronts (const struct accblock_plan *plan);

/* The most tiles a front of the skewed PLAN may hold (INT64_MAX when
   too many to count).  */
int64_t accblock_skewed_front_room (const struct accblock_plan *plan);

/* Store in TASKS, in increasing order, the outer task numbers of the
   tiles of front FRONT of the skewed PLAN that hold an iteration, and
   return how many there are (at most accblock_skewed_front_room).  */
int64_t accblock_skewed_front (const struct accblock_plan *plan,
                               int64_t front, int64_t *tasks);

/* The skewed tile indices K of outer task TASK of PLAN.  */
void accblock_skewed_indices (const struct accblock_plan *plan,
                              int64_t task, int64_t *k);

/* Write the skewed levels' words of the tile of indices K into TILE:
   its first value of each S and its count of them.  */
void accblock_skewed_tile_words (const struct accblock_plan *plan,
                                 const int64_t *k, int64_t *tile);

/* Write the skewed levels' words of the one tile that covers every
   value of every S into TILE (a run on the calling thread).  */
void accblock_skewed_whole_tile (const struct accblock_plan *plan,
                                 int64_t *tile);

/* The hull XLO[L] .. XHI[L] of each skewed level's IV over the
   iterations of TILE (or of a superset of them); false when TILE holds
   no iteration.  */
bool accblock_skewed_hull (const struct accblock_plan *plan,
                           const int64_t *tile, int64_t *xlo, int64_t *xhi);

/* The iterations of the skewed levels of TILE, exactly.  */
uint64_t accblock_skewed_iterations (const struct accblock_plan *plan,
                                     const int64_t *tile);

/* accblock_skew_row_span for TILE of PLAN: the values of X[A + 1] of
   TILE's iterations with X[A] = ROW (1: one run *FIRST .. *LAST; 0:
   none; -1: not one run, or not known).  */
int accblock_skewed_row_span (const struct accblock_plan *plan,
                              const int64_t *tile, int a, int64_t row,
                              int64_t *first, int64_t *last);

/* Check NEST (ABI version, levels, sections) and decode it into PLAN.
   LOCATION names the pragma in messages.  Aborts on a broken descriptor.  */
void accblock_plan_nest (const struct accblock_nest *nest,
                         const char *location, struct accblock_plan *plan);

/* The two halves of accblock_plan_nest: check NEST's descriptor, then
   decode its levels into PLAN (which only a checked NEST may be).
   choose.c plans a nest whose level words it has planned before without
   the second.  */
void accblock_plan_check (const struct accblock_nest *nest,
                          const char *location);
void accblock_plan_levels (const struct accblock_nest *nest,
                           const char *location, struct accblock_plan *plan);

/* Store every level's value after completion into NEST->level[].final.  */
void accblock_plan_store_finals (const struct accblock_plan *plan,
                                 struct accblock_nest *nest);

/* Fill TILE (ACCBLOCK_TILE_WORDS_PER_LEVEL words per level) for outer
   task OUTER and the tile indices INDEX[l] of the levels that are not
   parallel (INDEX[l] of a parallel level is not read).  */
void accblock_plan_tile (const struct accblock_plan *plan, int64_t outer,
                         const int64_t *index, int64_t *tile);

/* The outer tasks of front FRONT (0 .. PLAN->fronts - 1) of a
   wavefront PLAN: their number, and in *FIRST_ROW the level 0 tile
   index of the first; the Kth task is accblock_plan_front_task.  */
int64_t accblock_plan_front (const struct accblock_plan *plan, int64_t front,
                             int64_t *first_row);

/* The outer task number of the Kth task of front FRONT of a wavefront
   PLAN, whose first task is in level 0's tile FIRST_ROW.  */
int64_t accblock_plan_front_task (const struct accblock_plan *plan,
                                  int64_t front, int64_t first_row,
                                  int64_t k);

/* Whether level 0 of PLAN is parallel and every other level is one
   tile: then outer task
   K is tile K of level 0, one tile, and the tiles of two tasks differ
   only in level 0's words.  */
bool accblock_plan_rows_one_tile (const struct accblock_plan *plan);

/* For a PLAN for which accblock_plan_rows_one_tile holds: write level
   0's words of outer task OUTER into TILE, whose other level words
   accblock_plan_tile wrote for some task before.  */
void accblock_plan_outer_tile (const struct accblock_plan *plan,
                               int64_t outer, int64_t *tile);

/* Advance INDEX over the levels that are not parallel to the
   lexicographically next inner tile of outer task OUTER; false after the
   last one (INDEX is then back at all zeros).  INDEX[l] of the split
   level counts the tiles of the task's run (accblock_plan_tile adds the
   run's first tile).  */
bool accblock_plan_next_inner (const struct accblock_plan *plan,
                               int64_t outer, int64_t *index);

/* The number of the tile whose words (or those of a part of it) are
   TILE: its place in the lexicographic order of the tile indices, level
   0 most significant, from 0 to PLAN->total_tiles - 1.  */
int64_t accblock_plan_tile_number (const struct accblock_plan *plan,
                                   const int64_t *tile);

/* The group of the split level's tiles outer task OUTER runs (0 in a
   nest that is not split).  */
int64_t accblock_plan_group (const struct accblock_plan *plan,
                             int64_t outer);

/* Whether section S of NEST, planned as PLAN, is combined by addition:
   flagged ACCBLOCK_SECTION_ADD in a split nest.  */
bool accblock_plan_section_adds (const struct accblock_plan *plan,
                                 const struct accblock_nest *nest, int s);

/* The columns each row of a section flagged ACCBLOCK_SECTION_TRIANGLE
   takes: the row of index R (dimension 0) those of index (dimension 1)
   from LO0 + LO1 * R to HI0 + HI1 * R, both included.  */
struct accblock_tri_rows
{
  int64_t lo0, lo1, hi0, hi1;
};

/* The rows of section SEC of a nest planned as PLAN, when the section is
   flagged ACCBLOCK_SECTION_TRIANGLE and the runtime can tell them: its
   shape as accblock-abi.h gives it, the level counted as a triangle
   (accblock_level_plan.triangle), the outer level driving the other
   dimension, and in a section whose rows the triangular level indexes,
   bounds with coefficients 0, 1 or -1 that bound the outer value from
   one side each.  Else false, and the section stays in main memory.  */
bool accblock_plan_triangle_rows (const struct accblock_plan *plan,
                                  const struct accblock_section *sec,
                                  struct accblock_tri_rows *out);

/* Of the elements of the hull's rectangle of SEC (as
   accblock_plan_triangle_rows), the share *NUM / *DEN the rows take,
   which is what moves; false when not known.  */
bool accblock_plan_triangle_share (const struct accblock_plan *plan,
                                   const struct accblock_section *sec,
                                   uint64_t *num, uint64_t *den);

/* What the offsets of a section dimension span over a dispatch.  */
enum accblock_offsets
{
  ACCBLOCK_OFFSETS_KNOWN,
  ACCBLOCK_OFFSETS_EMPTY,    /* The folded level runs zero times: no
                                reference of the section runs.  */
  ACCBLOCK_OFFSETS_UNKNOWN   /* The folded level's bounds are not known
                                to the runtime (ACCBLOCK_LEVEL_WHOLE), or
                                the range does not fit 64 bits.  */
};

/* Whether dimension D of SEC has a known extent: every dimension does
   but dimension 0 with extent 0 (unknown); extent 0 elsewhere means
   that the array has no elements.  */
bool accblock_section_extent_known_p (const struct accblock_section *sec,
                                      int d);

/* Whether a dimension of SEC from FROM on (dimension 0 never counts)
   has extent 0: the array has no elements there, whatever a tile's
   box says, and must be neither staged nor touched.  */
bool accblock_section_dims_empty_p (const struct accblock_section *sec,
                                    int from);

/* The least and the greatest offset of DIM in [*LO, *HI]: its LO and HI
   with the folded level's whole range added (FOLD_COEF times each value
   that level's IV takes in PLAN).  */
enum accblock_offsets
accblock_plan_dim_offsets (const struct accblock_plan *plan,
                           const struct accblock_section_dim *dim,
                           __int128 *lo, __int128 *hi);

/* Loop-body iterations of TILE, counting ACCBLOCK_LEVEL_WHOLE levels as
   one (the runtime cannot know their trip counts).  */
uint64_t accblock_plan_tile_iterations (const struct accblock_plan *plan,
                                        const int64_t *tile);

/* Whether TILE holds no iteration because it lies outside the triangle
   of PLAN's one ACCBLOCK_LEVEL_TRIANGULAR level, and that level is no
   deeper than the deepest blocked one: its rows there are empty, and
   nothing else of the tile runs (the levels above a blocked level are
   perfectly nested).  */
bool accblock_plan_tile_outside_triangle (const struct accblock_plan *plan,
                                          const int64_t *tile);

/* ---- overlap.c: the run-time alias check ---- */

/* Whether NEST, planned as PLAN, must run as written because of its
   run-time alias check (ACCBLOCK_NEST_CHECK_OVERLAP): two flagged
   sections or ranges (struct accblock_range), one written, whose
   address ranges over the whole iteration space meet, or a range that
   cannot be bounded.  False for a nest
   without the flag.  */
bool accblock_overlap_found (const struct accblock_nest *nest,
                             const struct accblock_plan *plan);

/* ---- choose.c: block sizes chosen at run time ---- */

/* Write the block sizes of the levels NEST (the pragma at LOCATION)
   leaves to the runtime (ACCBLOCK_NEST_INFER_*), chosen by the blocking
   model for its trip counts and the current settings; nothing for other
   nests.  Check NEST and plan it, with those sizes, into PLAN.  Returns
   whether NEST, flagged ACCBLOCK_NEST_MAY_RUN_LOCALLY, should run on the
   calling thread because dispatching it would not pay.  */
bool accblock_choose_blocks (struct accblock_nest *nest,
                             const char *location,
                             struct accblock_plan *plan);

/* How many times, since the program started, run-time inference ran
   the model's search (*SEARCHED) and found its choice in closed form
   instead (*CLOSED_FORM, accblock_model_even_split).  For the unit
   tests.  */
void accblock_choose_counts (unsigned long *searched,
                             unsigned long *closed_form);

/* Make NEST, planned as PLAN and flagged ACCBLOCK_NEST_INFER_*, one tile
   that covers every level: the loops run in their order, as written.
   The next accblock_choose_blocks writes the chosen sizes again.  */
void accblock_choose_one_tile (struct accblock_nest *nest,
                               const struct accblock_plan *plan);

struct accblock_model_nest;
struct accblock_model_array;

/* Describe NEST, planned as PLAN, for the blocking model on the machine
   SETTINGS describe: MODEL with its ARRAYS (room for
   ACCBLOCK_MAX_SECTIONS + 1) and TARGET.  False when the model can price
   no level of it.  What run-time inference prices, and what the unit
   tests compare the runtime's measurements with.  */
bool accblock_describe_nest (const struct accblock_nest *nest,
                             const struct accblock_plan *plan,
                             const struct accblock_settings *settings,
                             struct accblock_model_nest *model,
                             struct accblock_model_array *arrays,
                             struct accblock_target *target);

/* ---- sched.c: which accelerator runs which outer tile index ---- */

/* "static", "dynamic" or "reverse"; NULL for any other value.  */
const char *accblock_schedule_name (enum accblock_schedule schedule);

/* SCHEDULE's name, followed by ",CHUNK" when CHUNK is not 0, into BUF.  */
void accblock_schedule_describe (enum accblock_schedule schedule,
                                 int64_t chunk, char *buf, size_t size);

/* Static schedule: accelerator ACCEL of NACCEL runs the outer indices
   [*FIRST, *LAST), a contiguous range no more than one index longer than
   any other accelerator's.  */
void accblock_sched_static_range (int64_t outer_tiles, int naccel, int accel,
                                  int64_t *first, int64_t *last);

/* Static schedule with chunks: with CHUNK 0 the range above; otherwise
   the outer indices in chunks of CHUNK, chunk C to accelerator C %
   NACCEL, as OpenMP's schedule(static, CHUNK) deals them.  How many
   outer indices accelerator ACCEL runs, and the Kth of them (from 0, in
   increasing order).  */
int64_t accblock_sched_static_count (int64_t outer_tiles, int naccel,
                                     int accel, int64_t chunk);
int64_t accblock_sched_static_index (int64_t outer_tiles, int naccel,
                                     int accel, int64_t chunk, int64_t k);

/* Dynamic schedule: accelerators take the next CHUNK outer indices
   atomically.  */
struct accblock_sched_dynamic
{
  _Atomic int64_t next;
  int64_t outer_tiles;
  int64_t chunk;
};

/* CHUNK 0 means 1: one outer index per take.  */
void accblock_sched_dynamic_init (struct accblock_sched_dynamic *sched,
                                  int64_t outer_tiles, int64_t chunk);

/* Take the next outer indices, [*FIRST, *LAST), at most the chunk of
   them; false when none is left.  */
bool accblock_sched_dynamic_take (struct accblock_sched_dynamic *sched,
                                  int64_t *first, int64_t *last);

/* ---- timing.c: counters, per-nest records, reports ---- */

/* What one accelerator did, over one dispatch or summed over many.  Times
   are host nanoseconds measured around the runtime's own steps.  */
struct accblock_counters
{
  uint64_t tiles;
  uint64_t iterations;        /* Loop-body iterations of those tiles.  */
  uint64_t dma_in_transfers;
  uint64_t dma_out_transfers;
  uint64_t dma_in_bytes;
  uint64_t dma_out_bytes;
  uint64_t prefetch_bytes;    /* Part of DMA_IN_BYTES issued ahead of use
                                 (double buffering), which may overlap
                                 computation.  */
  uint64_t prefetch_transfers;
  uint64_t reused_bytes;      /* Transfers skipped: block was resident.  */
  uint64_t direct_accesses;   /* Unstaged main-memory accesses.  */
  uint64_t direct_bytes;      /* Bytes they move.  */
  uint64_t lmem_fallbacks;    /* Requests local memory could not hold.  */
  uint64_t tile_splits;       /* Tiles halved because their data did not
                                 fit; each adds one part to run.  */
  uint64_t lmem_high_water;   /* Bytes; merged by maximum, not sum.  */
  uint64_t compute_ns;
  uint64_t dma_in_ns;
  uint64_t dma_out_ns;
  uint64_t wait_ns;
  uint64_t sched_ns;
  double modeled_s;           /* Machine-model time (model.c).  */
};

/* Add FROM into TO (maximum for the high-water mark).  */
void accblock_counters_add (struct accblock_counters *to,
                            const struct accblock_counters *from);

/* Kinds of trace spans.  */
enum accblock_span
{
  ACCBLOCK_SPAN_COMPUTE,
  ACCBLOCK_SPAN_DMA_IN,
  ACCBLOCK_SPAN_DMA_OUT,
  ACCBLOCK_SPAN_WAIT
};

/* One span on an accelerator's trace track.  */
struct accblock_trace_event
{
  uint64_t start_ns;
  uint64_t duration_ns;
  int kind;                   /* enum accblock_span.  */
};

/* An accelerator's trace buffer; events past CAPACITY are counted, not
   kept, so a long run cannot exhaust memory.  */
struct accblock_trace
{
  struct accblock_trace_event *events;
  size_t count;
  size_t capacity;
  uint64_t dropped;
};

/* Monotonic host time in nanoseconds.  */
uint64_t accblock_now_ns (void);

/* Account a finished dispatch of NEST (the pragma at LOCATION with
   CLAUSE) that took WALL_NS on the NACCEL accelerators ACCEL of the
   machine SETTINGS describes: model and merge their counters, collect
   their trace spans, and clear them for the next dispatch.  STAGED and
   IN_PLACE are the section masks of accblock_stage_in_place, kept as
   the nest's staging decision.  */
void accblock_timing_dispatch (const char *location, const char *clause,
                               const struct accblock_nest *nest,
                               struct accblock_accel *accel, int naccel,
                               uint64_t wall_ns,
                               const struct accblock_settings *settings,
                               uint32_t staged, uint32_t in_place);

/* Account a dispatch of NEST that had no tile to run.  */
/* Count a run of NEST on the calling thread, where the runtime found
   that dispatching it does not pay (choose.c).  */
void accblock_timing_host_run (const char *location, const char *clause,
                               const struct accblock_nest *nest);
/* Count a run of NEST as written, on the calling thread, because the
   arrays its run-time alias check compares overlap (overlap.c).  */
void accblock_timing_overlap_run (const char *location, const char *clause,
                                  const struct accblock_nest *nest);
/* Count a run of the test in front of the loop at LOCATION distributed
   on condition that arrays do not overlap: APART when the distributed
   loops ran, else the loop as written (__accblock_ranges_apart).  */
void accblock_timing_guard (const char *location, bool apart);

/* What the choice of a nest's block sizes (choose.c) reports: the
   model's time of the nest where it stands, on the host core
   (model/dispatch-gain.c), and for a skewed nest the clause chosen, as
   "block(L0:8, L1:16, L2:32) skewed" ("" for another nest).  */
#define ACCBLOCK_CHOSEN_TEXT 96
struct accblock_choice_report
{
  double local_s;
  char skewed[ACCBLOCK_CHOSEN_TEXT];
};

/* Count REPORT for one run of NEST at LOCATION, whose block sizes the
   runtime chose (ACCBLOCK_NEST_INFER_*) and wrote already: the times
   where it stands add up over its runs.  */
void accblock_timing_choice (const char *location,
                             const struct accblock_nest *nest,
                             const struct accblock_choice_report *report);
void accblock_timing_empty_dispatch (const char *location,
                                     const char *clause,
                                     const struct accblock_nest *nest);

/* Write the statistics as the JSON of DESIGN.md to STREAM.  */
void accblock_timing_write_json (FILE *stream);

/* Write the collected spans as Chrome trace-event JSON to STREAM.  */
void accblock_timing_write_trace (FILE *stream);

/* Write the readable ACCBLOCK_TIMING report to STREAM.  */
void accblock_timing_write_report (FILE *stream);

/* Spans kept over the whole run, and at least per accelerator per
   dispatch.  */
#define ACCBLOCK_TRACE_RUN_EVENTS (1u << 21)
#define ACCBLOCK_TRACE_MIN_EVENTS 1024u

/* ---- wait.c: how a thread waits for the others ---- */

/* How long an active waiter polls while every thread has a CPU.  */
#define ACCBLOCK_WAIT_SPIN_NS 2000000
/* Polls of a throttled waiter (more threads than CPUs), each followed
   by sched_yield: libgomp's throttled GOMP_SPINCOUNT.  */
#define ACCBLOCK_WAIT_THROTTLED_POLLS 100

/* How a waiting thread polls before it sleeps: for SPIN_NS, or when
   that is 0 for YIELDS polls that give the CPU away between them; with
   both 0 it checks once and sleeps.  */
struct accblock_wait
{
  uint64_t spin_ns;
  unsigned yields;
};

/* The wait of a pool of THREADS host threads in a process that may use
   CPUS CPUs (0: unknown, taken as 1), under ACCBLOCK_WAIT_POLICY=passive
   when PASSIVE: no poll when passive, a throttled poll when THREADS >
   CPUS, else ACCBLOCK_WAIT_SPIN_NS.  A pure function.  */
struct accblock_wait accblock_wait_choose (unsigned long threads,
                                          unsigned long cpus, bool passive);

/* Poll READY (ARG) as W says; whether it became true (the caller then
   sleeps on its condition variable when it did not).  */
bool accblock_wait_poll (const struct accblock_wait *w,
                         bool (*ready) (uint64_t), uint64_t arg);

/* ---- accel.c: the calling thread's accelerator and its trace ---- */

/* The accelerator the calling thread is running a tile on, or NULL.  */
struct accblock_accel *accblock_current_accel (void);

/* Make ACC (or NULL) the calling thread's accelerator: the dispatch does,
   around the tiles a thread runs.  */
void accblock_set_current_accel (struct accblock_accel *acc);

/* Record a span of KIND on ACC's trace track.  */
void accblock_accel_span (struct accblock_accel *acc, enum accblock_span kind,
                          uint64_t start_ns, uint64_t end_ns);

/* ---- model.c: modeled time from counters ---- */

/* The modeled time of C (struct accblock_model_time and the formula are
   model/accel-target.h's).  */
void accblock_model_time (const struct accblock_cost_params *cost,
                          const struct accblock_counters *counters,
                          struct accblock_model_time *out);

/* ---- lmem.c: each accelerator's local memory ---- */

/* Guard bytes on each side of an arena, checked after every dispatch.  */
#define ACCBLOCK_LMEM_GUARD 64
/* Alignment of every local-memory allocation.  */
#define ACCBLOCK_LMEM_ALIGN ACCBLOCK_SECTION_ALIGN

/* An arena of exactly SIZE bytes used from both ends: tile data from the
   bottom (released when the tile ends), resident blocks kept across tiles
   from the top.  The two never cross.  */
struct accblock_lmem
{
  unsigned char *allocation;  /* Guard, arena, guard.  */
  size_t mapped;              /* Bytes of ALLOCATION's own mapping, or 0
                                 when it came from malloc.  */
  unsigned char *base;
  size_t size;
  size_t low;                 /* Bytes in use from the bottom.  */
  size_t high;                /* Bytes in use from the top.  */
  size_t high_water;          /* Most of LOW + HIGH ever in use.  */
  bool guarded;               /* The guards are written (first use).  */
};

/* Create an arena of SIZE bytes; false when out of memory.  */
bool accblock_lmem_init (struct accblock_lmem *lmem, size_t size);
void accblock_lmem_fini (struct accblock_lmem *lmem);

/* BYTES from the bottom (tile data), or NULL when they do not fit.  */
void *accblock_lmem_alloc (struct accblock_lmem *lmem, size_t bytes);

/* BYTES from the top (resident blocks), or NULL when they do not fit.  */
void *accblock_lmem_alloc_top (struct accblock_lmem *lmem, size_t bytes);

/* Free everything allocated from the bottom since MARK was taken, and
   likewise from the top.  */
size_t accblock_lmem_mark (const struct accblock_lmem *lmem);
void accblock_lmem_release (struct accblock_lmem *lmem, size_t mark);
size_t accblock_lmem_top_mark (const struct accblock_lmem *lmem);
void accblock_lmem_release_top (struct accblock_lmem *lmem, size_t mark);

/* Bytes still free between the two ends.  */
size_t accblock_lmem_available (const struct accblock_lmem *lmem);

/* BYTES rounded up to ACCBLOCK_LMEM_ALIGN, SIZE_MAX when that
   overflows: what a block of BYTES takes from an arena.  */
size_t accblock_lmem_align (size_t bytes);

/* True when no byte of either guard was overwritten.  */
bool accblock_lmem_guards_intact (const struct accblock_lmem *lmem);

/* Say once per nest and array on stderr that ARRAY of the nest at
   LOCATION needs NEEDED bytes of local memory where AVAILABLE of SIZE
   are free, and what the runtime does instead (FALLBACK).  */
void accblock_lmem_report_no_fit (const char *location, const char *array,
                                  size_t needed, size_t available,
                                  size_t size, const char *fallback);

/* ---- dma.c: transfers between main and local memory ---- */

#define ACCBLOCK_DMA_MAX_DIMS 4
/* Asynchronous transfers one accelerator may have outstanding.  */
#define ACCBLOCK_DMA_QUEUE 32
/* Blocks one accelerator keeps resident for reuse.  */
#define ACCBLOCK_RESIDENT_MAX 32

/* A strided section of main memory, 1-D to 4-D, outermost dimension
   first.  In local memory the section is packed: dimension NDIMS-1 is
   contiguous and each outer dimension's stride is the size of the inner
   ones.  */
struct accblock_dma_section
{
  int ndims;
  size_t elem_size;
  int64_t count[ACCBLOCK_DMA_MAX_DIMS];   /* Elements per dimension.  */
  int64_t stride[ACCBLOCK_DMA_MAX_DIMS];  /* Main-memory stride, in
                                             elements.  */
  /* A 2-D section of which only a part of each row moves (a box of an
     ACCBLOCK_SECTION_TRIANGLE section, dma-rows.c): row R, the index
     ROW_FIRST + R of the array's dimension 0, moves the columns of
     index COL_FIRST + C in [LO0 + LO1 * index, HI0 + HI1 * index]
     (dimension 0's index), both included, clamped to the box.  The
     packed local copy keeps the whole box's layout.  */
  bool rows;
  int64_t row_first, col_first;
  int64_t lo0, lo1, hi0, hi1;
  /* Or, when SKEW is not NULL, a box of a tile of a skewed nest
     (skewed.c) whose dimensions are indexed X[SKEW_A] + P and
     X[SKEW_A + 1] + Q: row index R moves the hull of the columns Q +
     X[SKEW_A + 1] of SKEW_TILE's iterations with X[SKEW_A] = R - P, over
     P in [SKEW_P_LO, SKEW_P_HI] and Q in [SKEW_Q_LO, SKEW_Q_HI]
     (accblock_skew_row_span), clamped to the box; the whole row of the
     box where those columns are not one run.  */
  const struct accblock_skew *skew;
  struct accblock_skew_tile skew_tile;
  int skew_a;
  int64_t skew_p_lo, skew_p_hi, skew_q_lo, skew_q_hi;
};

/* One queued asynchronous transfer.  */
struct accblock_dma_request
{
  bool put;
  bool prefetch;
  void *local;
  void *main;
  struct accblock_dma_section section;
  int *reply;
};

/* A block kept in local memory for reuse.  */
struct accblock_resident
{
  const unsigned char *main;
  struct accblock_dma_section section;
  void *local;
  bool dirty;                 /* Changed locally; written back when it
                                 leaves.  */
  bool prefetched;            /* Fetched ahead for the next tile, not
                                 used yet (its use is no reuse).  */
  bool add;                   /* Holds partial sums of a section added
                                 to in a split nest: written back by
                                 accblock_dma_add, zero-filled again when
                                 it stays.  */
};

struct accblock_dma
{
  struct accblock_dma_request queue[ACCBLOCK_DMA_QUEUE];
  int queued;
  struct accblock_resident resident[ACCBLOCK_RESIDENT_MAX];
  int nresident;
  size_t resident_mark;       /* lmem top mark before the first block.  */
};

/* ---- dma-rows.c: a part of each row (accblock_dma_section.rows) ---- */

/* The columns row R of S moves: from column FIRST of the box, COUNT of
   them; false when none.  */
bool accblock_dma_row_columns (const struct accblock_dma_section *s,
                               int64_t r, int64_t *first, int64_t *count);

/* Copy the columns each row of S moves between MAIN (the box's first
   element) and LOCAL (the packed box), to MAIN when PUT; returns the
   bytes copied.  */
size_t accblock_dma_copy_rows (const struct accblock_dma_section *s,
                               unsigned char *main, unsigned char *local,
                               bool put);

/* Packed bytes of SECTION in local memory.  */
size_t accblock_dma_section_bytes (const struct accblock_dma_section *s);

/* Synchronous transfers: return when the data has arrived.  */
void accblock_dma_get (struct accblock_accel *acc, void *local,
                       const void *main, const struct accblock_dma_section *s);
void accblock_dma_put (struct accblock_accel *acc, void *main,
                       const void *local,
                       const struct accblock_dma_section *s);

/* Queue REQ, an asynchronous transfer like athread_get/put with a
   reply word: *REQ->REPLY (when not NULL) grows by one when it is
   complete, and its buffers must stay untouched until then.  A full
   queue completes its oldest transfer first.  */
void accblock_dma_issue (struct accblock_accel *acc,
                         const struct accblock_dma_request *req);

/* Wait until *REPLY reaches COUNT.  */
void accblock_dma_wait (struct accblock_accel *acc, int *reply, int count);

/* Complete every outstanding transfer.  */
void accblock_dma_drain (struct accblock_accel *acc);

/* Before local memory from FROM up is freed, complete the outstanding
   transfers (and all before them) that still use it.  */
void accblock_dma_settle_from (struct accblock_accel *acc, const void *from);

/* Residency: the local copy of SECTION of MAIN, fetched unless it is
   already resident (then the transfer is skipped and counted as reused).
   WRITE marks the copy changed, to be written back when it leaves.
   Returns NULL when the block cannot be held in local memory.  Without
   ACCBLOCK_REUSE nothing is kept: the caller transfers itself.  */
void *accblock_resident_fetch (struct accblock_accel *acc, const void *main,
                               const struct accblock_dma_section *s,
                               bool write);

/* Write back every changed resident block, forget them all and free their
   local memory.  Called at the end of every dispatch: between dispatches
   the program may change main memory.  */
void accblock_resident_flush (struct accblock_accel *acc);

/* The index of the resident block identical to S of MAIN, or -1.  */
int accblock_resident_find (const struct accblock_accel *acc,
                            const void *main,
                            const struct accblock_dma_section *s);

/* Keep the resident blocks R with KEEP[R] (indices as before the call),
   write back and forget the others, and move the kept ones to the top of
   local memory so that the free space is one piece again.  Local
   addresses of kept blocks change: look them up afterwards.  */
void accblock_resident_retain (struct accblock_accel *acc, const bool *keep);

/* Write resident block R back now if it changed; it stays resident.  */
void accblock_resident_clean (struct accblock_accel *acc, int r);

/* Enter LOCAL, taken from the top of local memory and holding S of MAIN,
   as a resident block; DIRTY when it must go back when it leaves, ADD
   when it holds partial sums that go back by addition.  */
void accblock_resident_add (struct accblock_accel *acc, const void *main,
                            const struct accblock_dma_section *s,
                            void *local, bool dirty, bool add);

/* Write S of LOCAL back to MAIN: a copy, or with ADD an addition of
   partial sums (accblock_dma_add).  */
void accblock_dma_write_back (struct accblock_accel *acc, void *main,
                              const void *local,
                              const struct accblock_dma_section *s,
                              bool add);

/* Start fetching S of MAIN into LOCAL (from the top of local memory) as
   a prefetch, and enter it as a resident block marked prefetched.  */
void accblock_resident_prefetch (struct accblock_accel *acc,
                                 const void *main,
                                 const struct accblock_dma_section *s,
                                 void *local);

/* ---- dma.c: sections added to in a split nest ---- */

/* Add the packed partial sums at LOCAL, integers of S->elem_size bytes
   (1, 2, 4 or 8), element by element and modulo 2^bits, into S of MAIN:
   under the lock every accelerator shares, read the box from main
   memory and write the sums back through ACC's DMA engine, counted like
   a fetch and a write-back.  */
void accblock_dma_add (struct accblock_accel *acc, void *main,
                       const void *local,
                       const struct accblock_dma_section *s);

/* Take and release the same lock around a tile that adds to such a
   section in main memory (C[i][j] = C[i][j] + x directly); the time ACC
   waits for it counts as waiting.  */
void accblock_add_lock (struct accblock_accel *acc);
void accblock_add_unlock (void);

/* ---- Reductions: the HOW word of accblock-abi.h ----

   Decoded here, inline, because the descriptor check (nest.c, at the
   bottom) and the combining of partial results (reduce.c, dma.c)
   both read it.  */

/* The operator (ACCBLOCK_REDUCE_*) of HOW.  */
static inline int
accblock_reduce_op (int64_t how)
{
  return (int) (how % ACCBLOCK_REDUCE_SIZE_UNIT);
}

/* The bytes (integers) or ACCBLOCK_FLOAT_* type (floating point) of
   HOW.  */
static inline int
accblock_reduce_type (int64_t how)
{
  return (int) (how / ACCBLOCK_REDUCE_SIZE_UNIT);
}

static inline bool
accblock_float_complex_p (int type)
{
  return type == ACCBLOCK_FLOAT_COMPLEX_FLOAT
         || type == ACCBLOCK_FLOAT_COMPLEX_DOUBLE;
}

/* Whether HOW names an operator and a type of a floating-point reduction
   (accblock_float_reduction) the runtime knows.  */
static inline bool
accblock_float_how_valid (int64_t how)
{
  if (how < 0)
    return false;
  int op = accblock_reduce_op (how), type = accblock_reduce_type (how);
  if (type < ACCBLOCK_FLOAT_FLOAT || type > ACCBLOCK_FLOAT_COMPLEX_DOUBLE)
    return false;
  if (op == ACCBLOCK_REDUCE_ADD || op == ACCBLOCK_REDUCE_MUL)
    return true;
  return (op == ACCBLOCK_REDUCE_MAX || op == ACCBLOCK_REDUCE_MIN)
         && !accblock_float_complex_p (type);
}

/* The value of the SIZE-byte (1, 2, 4 or 8) integer at P,
   zero-extended.  */
static inline uint64_t
accblock_int_load (const void *p, int size)
{
  switch (size)
    {
    case 1: { uint8_t v; memcpy (&v, p, 1); return v; }
    case 2: { uint16_t v; memcpy (&v, p, 2); return v; }
    case 4: { uint32_t v; memcpy (&v, p, 4); return v; }
    default: { uint64_t v; memcpy (&v, p, 8); return v; }
    }
}

/* Store the low SIZE bytes of VALUE at P.  */
static inline void
accblock_int_store (void *p, int size, uint64_t value)
{
  switch (size)
    {
    case 1: { uint8_t v = (uint8_t) value; memcpy (p, &v, 1); break; }
    case 2: { uint16_t v = (uint16_t) value; memcpy (p, &v, 2); break; }
    case 4: { uint32_t v = (uint32_t) value; memcpy (p, &v, 4); break; }
    default: memcpy (p, &value, 8); break;
    }
}

/* ---- stage.c: a tile's array sections in local memory ---- */

/* Whether the runtime may stage section SEC of the skewed nest planned
   as PLAN (ACCBLOCK_NEST_SKEWED): always one it only reads; a written
   one only when it is indexed [X[A] + P][X[A+1] + Q] with one P and one
   Q, A + 1 the deepest skewed level and A at most 1, since only then
   does it know which elements of a tile's box the tile wrote.  Any
   other written section stays in main memory.  choose.c prices by the
   same rule.  */
bool accblock_stage_skewed_may_stage (const struct accblock_plan *plan,
                                      const struct accblock_section *sec);

/* Whether the read-only section R holds the written section W in its
   copy (seidel's A[i-1..i+1][j-1..j+1] and A[i][j] in a skewed nest):
   one array laid out alike, the same level and coefficient driving each
   dimension, R's offsets spanning W's.  stage.c then stages W in R's
   copy, and choose.c prices the two as one box.  */
bool accblock_stage_holds_written (const struct accblock_section *r,
                                   const struct accblock_section *w);

/* What every tile of a dispatch shares.  */
struct accblock_tile_job
{
  const struct accblock_nest *nest;
  const struct accblock_plan *plan;
  accblock_tile_fn tile_fn;
  void *captures;
  const char *location;
  bool stage;                 /* ACCBLOCK_STAGE of the dispatch.  */
  bool double_buffer;         /* ACCBLOCK_DOUBLE_BUFFER of the dispatch.  */
  uint32_t in_place;          /* Bit S: section S stays in main memory for
                                 the whole dispatch, since copying it
                                 would not pay (accblock_stage_in_place).  */
};

/* Words of the largest tile a descriptor can ask for.  */
#define ACCBLOCK_TILE_WORDS_MAX \
  ACCBLOCK_TILE_WORDS (ACCBLOCK_MAX_LEVELS, ACCBLOCK_MAX_SECTIONS)

/* Run the tile whose level words are in TILE (ACCBLOCK_TILE_WORDS_MAX
   words; the section words are filled here) on ACC: stage the data
   block of every section in local memory, call the tile function, write
   back what it wrote, count the direct accesses.  When the blocks do
   not fit, the tile runs in parts, or sections stay in main memory.
   NEXT, when not NULL, holds the level words of the tile ACC runs next
   (same row), whose read-only blocks are prefetched under double
   buffering.  */
void accblock_stage_run_tile (struct accblock_accel *acc,
                              const struct accblock_tile_job *job,
                              int64_t *tile, const int64_t *next);

/* Whether a dispatch of NEST under SETTINGS stages its sections at
   all: ACCBLOCK_STAGE, unless NEST's tiles run in the matrix kernel
   (ACCBLOCK_NEST_KERNEL_PACKS) on a target whose local memory is a
   cache.  */
bool accblock_stage_wanted (const struct accblock_nest *nest,
                            const struct accblock_settings *settings);

/* The sections of JOB (whose IN_PLACE is 0) that TARGET should leave in
   main memory although they could be staged, since copying their blocks
   would not pay (accblock_target_stage_pays: never on a scratchpad);
   *STAGED gets those staged.  Decided once per dispatch from its first
   tile, so that a section is never staged in one tile and accessed in
   place in the next.  */
uint32_t accblock_stage_in_place (const struct accblock_tile_job *job,
                                  const struct accblock_target *target,
                                  uint32_t *staged);

/* Fill TILE's section words so that every section of NEST is accessed
   in main memory.  */
void accblock_stage_direct_words (const struct accblock_nest *nest,
                                  int64_t *tile);

/* Whether no tile of JOB stages a section or adds to one: staging is
   off, or every section stays in main memory for the whole dispatch
   (JOB->in_place), and no section is combined by addition (a split
   nest's ACCBLOCK_SECTION_ADD, whose tiles run under a lock).  A pure
   function of JOB's words, decided once per dispatch.  */
bool accblock_stage_none (const struct accblock_tile_job *job);

/* For a JOB for which accblock_stage_none holds: fill TILE's section
   words, which are then those of every tile of the dispatch, and the
   references to main memory each iteration of every tile makes, *REFS,
   moving *BYTES, as accblock_stage_run_tile would count them.  Sections
   touched by no iteration (a level that runs zero times, the same in
   every tile) are not counted.  JOB's plan has a tile.  */
void accblock_stage_plain_words (const struct accblock_tile_job *job,
                                 int64_t *tile, uint64_t *refs,
                                 uint64_t *bytes);

/* Count on ACC the direct accesses of TIMES tiles like TILE of a
   dispatch planned as PLAN whose iterations each make REFS references
   moving BYTES bytes (accblock_stage_plain_words), as
   accblock_stage_run_tile counts them for each.  */
void accblock_stage_count_plain (struct accblock_accel *acc,
                                 const struct accblock_plan *plan,
                                 const int64_t *tile, uint64_t refs,
                                 uint64_t bytes, uint64_t times);

/* ---- memo.c: a dispatch's decisions, kept per call site ---- */

/* What a dispatch decides before it runs, from its descriptor and the
   settings alone.  */
struct accblock_staging
{
  uint32_t in_place;          /* accblock_stage_in_place, and the      */
  uint32_t staged;            /* sections it stages.                    */
  /* A plain dispatch: no tile stages or adds to a section
     (accblock_stage_none), none combines a reduction through the
     runtime (whose transfers are counted apart from the compute time),
     and no trace wants a span per tile.  Its tiles then all have the
     section words of WORDS and make REFS main-memory references of
     BYTES bytes per iteration (accblock_stage_plain_words); WORDS also
     holds the level words of the first tile.  */
  bool plain;
  bool rows_one_tile;         /* Plain, and accblock_plan_rows_one_tile.  */
  uint64_t refs, bytes;
  int64_t words[ACCBLOCK_TILE_WORDS_MAX];
};

/* The staging of JOB (whose in_place is 0) under SETTINGS: decided
   again only when JOB's call site (location pointer), descriptor words
   or the settings generation differ from an earlier call's.  Valid
   until the next call; called with the dispatch lock held.  */
const struct accblock_staging *
accblock_memo_staging (const struct accblock_tile_job *job,
                       const struct accblock_settings *settings);

/* ---- dispatch-preserving.c: the entry that gives registers back ---- */

/* How __accblock_dispatch_preserving saves the vector registers, found
   at its first call: 0 not yet known, then one of these.  The unit test
   forces each one the machine can run.  */
enum accblock_preserve_kind
{
  ACCBLOCK_PRESERVE_UNKNOWN = 0,
  ACCBLOCK_PRESERVE_BY_SSE = 1,    /* XMM0-15, one by one.  */
  ACCBLOCK_PRESERVE_BY_AVX = 2,    /* YMM0-15, one by one.  */
  ACCBLOCK_PRESERVE_BY_XSAVE = 3   /* XSAVE: AVX-512 state is enabled.  */
};
extern int accblock_preserve_kind;

/* ---- device.c: the accelerators and the threads carrying them ---- */

/* One simulated accelerator.  Only the host thread carrying it touches it
   during a dispatch, so none of its fields needs locking.  */
struct accblock_accel
{
  int id;
  bool reuse;                 /* ACCBLOCK_REUSE of the current dispatch.  */
  struct accblock_lmem lmem;
  struct accblock_dma dma;
  struct accblock_counters counters;  /* Current dispatch.  */
  struct accblock_trace trace;        /* NULL events: not tracing.  */
  /* Time this accelerator spent on tile rows in the current dispatch; the
     dynamic schedule gives the next row to the least busy accelerator of
     a thread, as the first to finish would take it on real hardware.  */
  uint64_t busy_ns;
};

/* Set up accelerator ID with LOCAL_MEM bytes of local memory, tracing
   into a buffer of TRACE_CAPACITY events (0: no trace).  */
void accblock_accel_init (struct accblock_accel *acc, int id,
                          size_t local_mem, size_t trace_capacity);
void accblock_accel_fini (struct accblock_accel *acc);


#endif /* ACCBLOCK_INTERNAL_H */
