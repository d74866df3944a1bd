/* accblock.h -- public interface of libaccblock.

   Why this file exists: programs built with the accblock plugin run their
   blocked loop nests on libaccblock's simulated accelerators.  This header
   lets such a program (or a benchmark harness) ask which runtime it runs
   on, choose the simulated machine from inside the program instead of the
   environment, and read the counters the runtime keeps, so that a tuning
   method can pick block sizes from the measured breakdown.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef ACCBLOCK_H
#define ACCBLOCK_H

#include <stddef.h>
#include <stdint.h>

#include "accblock-abi.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The ACCBLOCK_ABI_VERSION this runtime was built with.  */
int accblock_abi_version (void);

/* The package version, e.g. "0.1.0".  */
const char *accblock_version (void);

/* ---- The simulated machine ----

   The environment (ACCBLOCK_TARGET, ACCBLOCK_NUM_ACCEL, ...) sets these
   when the program starts; the calls below change them afterwards.  A
   change takes effect at the next dispatch (a dispatch in progress keeps
   the machine it started with).  Setters return 0, or -1 with errno set
   to EINVAL for a value the corresponding variable would not accept.  */

enum accblock_schedule
{
  ACCBLOCK_SCHEDULE_STATIC = 0,   /* Contiguous ranges of outer tiles.  */
  ACCBLOCK_SCHEDULE_DYNAMIC = 1,  /* Next outer tile to the first free.  */
  ACCBLOCK_SCHEDULE_REVERSE = 2   /* The static ranges, each run from its
                                     last outer tile to its first: a
                                     check that the outer tiles really
                                     are independent.  */
};

/* The target profile name: "paper", "cell", "sw26010" or "host".  */
const char *accblock_get_target (void);
/* Select a profile; also resets the accelerator count and local-memory
   size to the profile's.  */
int accblock_set_target (const char *name);

unsigned long accblock_get_num_accel (void);
int accblock_set_num_accel (unsigned long count);

/* Bytes of local memory per accelerator.  */
uint64_t accblock_get_local_mem (void);
int accblock_set_local_mem (uint64_t bytes);

/* Host threads that carry the accelerators.  */
unsigned long accblock_get_threads (void);
int accblock_set_threads (unsigned long count);

enum accblock_schedule accblock_get_schedule (void);
int accblock_set_schedule (enum accblock_schedule schedule);

/* Skip the DMA of a block already resident and unchanged (1) or not (0).  */
int accblock_get_reuse (void);
int accblock_set_reuse (int on);

/* Stage the array sections of each tile in local memory (1) or access
   them in main memory (0, the unblocked baseline).  */
int accblock_get_stage (void);
int accblock_set_stage (int on);

/* Prefetch the next tile's inputs while a tile computes (1) or not (0).  */
int accblock_get_double_buffer (void);
int accblock_set_double_buffer (int on);

/* ---- Statistics ----

   Counters cover every dispatch since the start (or the last
   accblock_stats_reset).  Times ending in _seconds/_s are host wall time
   measured by the runtime, except modeled_seconds, which is the time the
   target's machine model gives for the same work.  */

/* Totals over the run.  */
struct accblock_stats
{
  unsigned long accelerators;     /* Most accelerators any dispatch used.  */
  uint64_t local_mem_bytes;       /* Local memory of the last dispatch.  */
  unsigned long nests;            /* Distinct nests dispatched.  */
  uint64_t dispatches;
  uint64_t host_runs;             /* Nests run on the calling thread, not
                                     dispatched, since dispatching them
                                     would not pay (ABI 7).  */
  uint64_t tiles;                 /* Tiles of the block clauses; a tile
                                     run in parts counts once.  */
  uint64_t dma_in_bytes;
  uint64_t dma_out_bytes;
  uint64_t dma_transfers;
  uint64_t reused_bytes;          /* Transfers skipped by reuse.  */
  uint64_t direct_accesses;       /* An estimate: per tile, the references
                                     left in main memory times the tile's
                                     iterations.  */
  uint64_t lmem_fallbacks;        /* Sections of a tile accessed in main
                                     memory because they did not fit.  */
  uint64_t lmem_high_water_bytes;
  double wall_seconds;            /* Host time inside dispatches.  */
  double modeled_seconds;
  double compute_seconds;         /* Summed over accelerators.  */
  double dma_seconds;
  double wait_seconds;
  uint64_t tile_splits;           /* Tiles run in two parts because their
                                     data did not fit (once per halving).  */
  uint64_t prefetch_bytes;        /* Part of dma_in_bytes fetched for the
                                     next tile while one computed.  */
  uint64_t direct_bytes;          /* The bytes those direct accesses move
                                     (8 per access of an unknown size).  */
};

/* One accelerator over the run.  */
struct accblock_accel_stats
{
  uint64_t tiles;
  uint64_t dma_in_bytes;
  uint64_t dma_out_bytes;
  uint64_t dma_transfers;
  uint64_t direct_accesses;
  double compute_s;
  double dma_in_s;
  double dma_out_s;
  double wait_s;
  double sched_s;
  double modeled_s;
};

/* One nest (one pragma) over the run.  */
struct accblock_nest_stats
{
  const char *location;           /* "file:line:col" of the pragma.  */
  const char *clause;             /* The clause as written.  */
  int nlevels;
  int64_t block[ACCBLOCK_MAX_LEVELS];  /* Iterations per tile, 0 = not
                                          blocked.  */
  uint64_t dispatches;
  uint64_t host_runs;             /* As in accblock_stats.  */
  uint64_t tiles;
  uint64_t dma_in_bytes;
  uint64_t dma_out_bytes;
  uint64_t direct_accesses;
  double wall_seconds;
  double modeled_seconds;
  uint64_t direct_bytes;
  uint64_t overlap_runs;          /* Of the host runs, those that ran as
                                     written because the arrays of the
                                     nest's run-time alias check
                                     overlapped.  Since ABI version 8.  */
};

void accblock_stats_get (struct accblock_stats *out);

/* Stats of accelerator INDEX (below accblock_stats.accelerators) or of
   nest INDEX (below accblock_stats.nests, in order of first dispatch).
   Return 0, or -1 with errno EINVAL when INDEX is out of range.  */
int accblock_stats_accel (unsigned long index,
                          struct accblock_accel_stats *out);
int accblock_stats_nest (unsigned long index,
                         struct accblock_nest_stats *out);

/* Forget every counter, nest and trace span collected so far.  */
void accblock_stats_reset (void);

/* Write the statistics JSON (the ACCBLOCK_STATS format) to FILE now.
   Returns 0, or -1 with errno set.  */
int accblock_stats_write (const char *file);

#ifdef __cplusplus
}
#endif

#endif /* ACCBLOCK_H */
