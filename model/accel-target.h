/* accel-target.h -- accelerator target profiles, their machine-model cost
   parameters, and the strict parsers for sizes and counts.

   Why this file exists: the plugin (-fplugin-arg-accblock-target=,
   local-mem=, num-accel=) and the runtime (ACCBLOCK_TARGET,
   ACCBLOCK_LOCAL_MEM, ACCBLOCK_NUM_ACCEL, ACCBLOCK_THREADS) must agree on
   what a target is and on which spellings of a number are valid, and the
   blocking model must price a block vector with the same parameters the
   runtime uses for modeled_seconds.  One table and one set of parsers
   keeps the two sides from drifting apart.  Plain C99 and libc only.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef ACCBLOCK_TARGET_H
#define ACCBLOCK_TARGET_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The machine model of a target (doc/machine-model.texi gives the
   sources of every number).  The modeled time of one accelerator is

     transfers * dma_latency_s + bytes / dma_bandwidth
     + direct_accesses * direct_access_s + iterations / compute_rate
     + tiles * tile_overhead_s

   less the time of the transfers issued ahead of use (double
   buffering) that overlap computation, and a nest takes as long as its
   slowest accelerator.  accblock_cost_time is the one place that
   computes it.  Dispatching a nest pays when dispatch_s plus that time
   is below the time the host core takes where the loop stands,
   iterations / host_rate plus the bytes the nest touches /
   host_bandwidth (model/dispatch-gain.c).  */
struct accblock_cost_params
{
  /* Start-up latency of one DMA transfer, in seconds.  */
  double dma_latency_s;
  /* Bytes per second one accelerator moves when all accelerators of the
     profile transfer at once (the shared memory bandwidth divided by the
     profile's accelerator count).  */
  double dma_bandwidth;
  /* Seconds for one element accessed in main memory without staging.  */
  double direct_access_s;
  /* Innermost loop-body iterations one accelerator completes per second
     on data in local memory.  */
  double compute_rate;
  /* Seconds to fetch, set up and retire one tile.  */
  double tile_overhead_s;
  /* Seconds to start one dispatch on the accelerators and wait for its
     end, beyond its tiles: what a nest must gain to be worth
     dispatching (model/dispatch-gain.c).  */
  double dispatch_s;
  /* Innermost loop-body iterations the host core completes per second
     where the loop stands, with its data in main memory and caches.  */
  double host_rate;
  /* Bytes per second the host core moves between main memory and its
     caches when it streams through arrays.  */
  double host_bandwidth;
};

/* What one accelerator did, as the formula above counts it: the
   runtime's counters, or the blocking model's counts of a full task.  */
struct accblock_cost_counts
{
  double iterations;
  double transfers;           /* DMA transfers, both ways.  */
  double bytes;               /* Bytes they move.  */
  double direct_accesses;     /* Unstaged main-memory accesses.  */
  double tiles;               /* Tiles set up, the parts of a split one
                                 each counted.  */
  double prefetch_transfers;  /* The part of TRANSFERS and BYTES issued */
  double prefetch_bytes;      /* ahead of use, which may overlap
                                 computation.  */
};

/* The modeled time of such counts, split up.  */
struct accblock_model_time
{
  double compute_s;     /* Iterations at the compute rate.  */
  double dma_s;         /* Transfers: latency plus bytes at bandwidth.  */
  double direct_s;      /* Unstaged accesses.  */
  double overhead_s;    /* Per-tile set-up.  */
  double hidden_s;      /* Prefetch time overlapped with computation:
                           the lesser of the two.  */
  double total_s;       /* Sum of the above less HIDDEN_S.  */
};

/* Price COUNTS with COST into OUT: the formula above, shared by the
   blocking model's search (model/price.c) and the runtime's
   modeled_seconds (runtime/model.c), so the two cannot drift apart.  */
void accblock_cost_time (const struct accblock_cost_params *cost,
                         const struct accblock_cost_counts *counts,
                         struct accblock_model_time *out);

/* A named target profile.  */
struct accblock_target
{
  const char *name;
  const char *description;
  /* Accelerator count and local-memory bytes per accelerator; both 0 in
     the "host" profile until accblock_target_resolve fills them in.  */
  unsigned long num_accel;
  uint64_t local_mem;
  /* 0 when the local memory is software-managed (a scratchpad): every
     data block that fits is staged, since nothing else is fast.  For a
     cache, the host's L2, which holds a tile's blocks without copies,
     the least number of the tile's iterations per element of a block
     that pays for copying it (packing): blocks used by fewer stay in
     main memory and the cache serves them
     (accblock_target_stage_pays).  The model's DMA bytes then stand for
     the cache's fills.  */
  unsigned long stage_min_reuse;
  struct accblock_cost_params cost;
};

/* Whether staging a block of BLOCK_ELEMENTS elements that a tile of
   TILE_ITERATIONS innermost iterations uses pays on TARGET: always on a
   scratchpad (stage_min_reuse 0), else when the tile's iterations are at
   least stage_min_reuse per element (model/stage-gain.c).  Nonzero when
   it pays.  */
int accblock_target_stage_pays (const struct accblock_target *target,
                                double tile_iterations,
                                double block_elements);

/* Whether TARGET stages the blocks of a nest whose tiles run in a kernel
   that packs them itself (ACCBLOCK_NEST_KERNEL_PACKS): only a
   scratchpad does (stage_min_reuse 0), whose tiles read nothing else; in
   a cache the copy would be copied again by the packing.  The plugin
   (the kernel's clause, the footprint warning) and the runtime
   (accblock_stage_wanted) ask this one rule (model/stage-gain.c).  */
int accblock_target_stages_packed (const struct accblock_target *target);

/* The profile used when none is named: "paper".  */
const struct accblock_target *accblock_target_default (void);

/* The profile called NAME (exact, case-sensitive), or NULL.  */
const struct accblock_target *accblock_target_lookup (const char *name);

/* The accepted profile names for error messages: "paper, cell, sw26010,
   host".  A static string.  */
const char *accblock_target_names (void);

/* Copy PROFILE into OUT, replacing the host profile's zero counts by the
   running machine's online CPUs and per-core L2 size.  */
void accblock_target_resolve (const struct accblock_target *profile,
                              struct accblock_target *out);

/* Online CPUs of the running machine; 1 when it cannot be told.  */
unsigned long accblock_host_online_cpus (void);

/* Bytes of level-2 cache per core of the running machine; 256 KiB when
   it cannot be told.  */
uint64_t accblock_host_l2_bytes (void);

/* ---- Strict parsing of user-supplied numbers ---- */

/* Why a number was refused.  The caller turns the code into a message
   that names its own option or variable.  */
enum accblock_parse_status
{
  ACCBLOCK_PARSE_OK = 0,
  ACCBLOCK_PARSE_EMPTY,       /* NULL or "".  */
  ACCBLOCK_PARSE_NOT_NUMBER,  /* Does not start with a decimal digit.  */
  ACCBLOCK_PARSE_TRAILING,    /* Digits followed by something else.  */
  ACCBLOCK_PARSE_ZERO,        /* The value is zero.  */
  ACCBLOCK_PARSE_NEGATIVE,    /* Starts with '-'.  */
  ACCBLOCK_PARSE_OVERFLOW     /* Larger than the caller's maximum.  */
};

/* Largest values the team accepts; callers pass them as MAX.  */
#define ACCBLOCK_NUM_ACCEL_MAX 65536UL
#define ACCBLOCK_THREADS_MAX 4096UL
#define ACCBLOCK_LOCAL_MEM_MAX ((uint64_t) 1 << 30)

/* A short English phrase for STATUS, to follow the name of the setting:
   "is empty", "is not a number", ...  */
const char *accblock_parse_status_text (enum accblock_parse_status status);

/* Parse TEXT as a positive decimal count no larger than MAX into *OUT.
   Only the characters 0-9 are accepted: no sign, no blanks, no base
   prefix.  *OUT is untouched unless the result is ACCBLOCK_PARSE_OK.  */
enum accblock_parse_status accblock_parse_count (const char *text,
                                                 unsigned long max,
                                                 unsigned long *out);

/* Parse TEXT as a positive byte size no larger than MAX into *OUT:
   decimal digits, then optionally one of K, M, G (either case; binary
   multiples 2^10, 2^20, 2^30), itself optionally followed by "B" or "iB"
   ("16K", "16KB", "16KiB" are all 16384).  *OUT is untouched unless the
   result is ACCBLOCK_PARSE_OK.  */
enum accblock_parse_status accblock_parse_size (const char *text,
                                                uint64_t max,
                                                uint64_t *out);

#ifdef __cplusplus
}
#endif

#endif /* ACCBLOCK_TARGET_H */
