/* device.c -- the accelerator array, the host threads that carry it, and
   __accblock_dispatch.

   Why this file exists: the paper's machine has tens of accelerators; the
   host running the simulation may have two cores.  As in MCUDA, a pool of
   host threads stands for the device: each thread carries several virtual
   accelerators, the dispatching thread publishes the launch data, the
   threads claim shares of the accelerators (the dispatching thread one
   too, and those no worker claimed in time), and the dispatching thread
   waits at an end barrier before returning.  Workers start at the first
   dispatch and are reused by every later one.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-internal.h"

#include <errno.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

/* The launch data of one dispatch, read by every carrying thread.  */
struct job
{
  const struct accblock_plan *plan;
  accblock_tile_fn tile_fn;
  void *captures;
  const struct accblock_nest *nest;
  const char *location;
  const char *clause;
  enum accblock_schedule schedule;
  int64_t chunk;        /* accblock_settings.schedule_chunk.  */
  bool balance;         /* Dynamic, taking from both ends in turn
                           (balance_schedule).  */
  bool stage;
  bool double_buffer;
  struct accblock_sched_dynamic sched;
  /* The outer tasks this run of the pool takes: all of the plan's, or
     for a wavefront those of front FRONT, whose first lies in level 0's
     tile FRONT_FIRST (task_outer).  */
  int64_t tasks;
  int64_t front;
  int64_t front_first;
  /* A skewed nest's front: the outer task numbers of its tiles that
     hold an iteration (accblock_skewed_front), TASKS of them.  */
  int64_t *front_tasks;
  /* What the dispatch decided before it ran (memo.c): the sections left
     in place and staged, and whether it is plain.  The memo's record,
     valid while the dispatch lock is held; NO_STAGING until then.  */
  const struct accblock_staging *staging;
};

/* The staging of a job that has not decided any: nothing in place,
   nothing staged, not plain.  */
static const struct accblock_staging no_staging;

/* The machine the pool was built for; rebuilt when the settings change
   between dispatches.  */
struct shape
{
  int naccel;
  int nthreads;              /* Including the dispatching thread.  */
  size_t local_mem;
  size_t trace_capacity;
};

/* The pool.  A dispatch's work is NTHREADS shares: share S is the
   accelerators S, S + NTHREADS, ..., carried by one thread.  Whichever
   thread claims a share carries it (claim_share), the dispatching
   thread first and then any worker that wakes in time: a worker the
   system has not run yet delays the dispatch no more than its share,
   which the dispatching thread takes when it is done with its own.

   GENERATION, TICKET, UNFINISHED, SLEEPERS and MASTER_SLEEPING are
   atomic: a dispatch publishes its JOB by moving GENERATION, the shares
   are claimed from TICKET, and UNFINISHED counts the shares not yet
   carried through, without the lock while the other side polls
   (spin_until).  LOCK and the condition variables are only for a thread
   that stopped polling and sleeps: it says so (SLEEPERS,
   MASTER_SLEEPING) under LOCK before it checks once more and waits, and
   the other side, having moved the word it waits for, looks at that
   flag and only then takes LOCK to wake it.  Both sides write first and
   read second, sequentially consistent, so at least one of them sees the
   other's write: no wake-up is lost.  LOCK also protects QUIT; the rest
   changes only while no dispatch runs (under DISPATCH_LOCK).  */
static struct
{
  pthread_mutex_t lock;
  pthread_cond_t start;
  pthread_cond_t done;
  uint64_t generation;
  uint64_t ticket;           /* The generation (TICKET_GENERATION) and
                                the next share to claim.  */
  int unfinished;            /* Shares not yet carried through.  */
  int sleepers;              /* Workers waiting on START.  */
  int master_sleeping;       /* The dispatching thread waits on DONE.  */
  bool quit;
  struct job *job;
  struct shape shape;
  pthread_t *workers;        /* NTHREADS - 1 of them.  */
  struct accblock_accel *accel;
} pool = { PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER,
           PTHREAD_COND_INITIALIZER, 0, 0, 0, 0, 0, false, NULL,
           { 0, 0, 0, 0 },
           NULL, NULL };

/* One dispatch at a time: programs may dispatch from several threads.  */
static pthread_mutex_t dispatch_lock = PTHREAD_MUTEX_INITIALIZER;

void
accblock_accel_init (struct accblock_accel *acc, int id, size_t local_mem,
                     size_t trace_capacity)
{
  memset (acc, 0, sizeof *acc);
  acc->id = id;
  acc->reuse = true;
  if (!accblock_lmem_init (&acc->lmem, local_mem))
    accblock_fatal ("out of memory for %zu bytes of local memory of "
                    "accelerator %d", local_mem, id);
  if (trace_capacity)
    {
      acc->trace.events = calloc (trace_capacity, sizeof *acc->trace.events);
      if (!acc->trace.events)
        accblock_fatal ("out of memory for the trace of accelerator %d", id);
      acc->trace.capacity = trace_capacity;
    }
}

void
accblock_accel_fini (struct accblock_accel *acc)
{
  accblock_lmem_fini (&acc->lmem);
  free (acc->trace.events);
  memset (acc, 0, sizeof *acc);
}

/* Sum of the times counted on ACC's steps other than computing.  */
static uint64_t
transfer_ns (const struct accblock_accel *acc)
{
  const struct accblock_counters *c = &acc->counters;
  return c->dma_in_ns + c->dma_out_ns + c->wait_ns;
}

/* Run one tile on ACC with its local memory to itself (NEXT: the level
   words of the tile that follows in the row, or NULL).  Transfers, the
   staging's and the tile's own, are counted as DMA, not as computation.
   A tile that staging runs in parts counts once.  */
static void
run_tile (struct accblock_accel *acc, const struct accblock_tile_job *job,
          int64_t *tile, const int64_t *next)
{
  size_t mark = accblock_lmem_mark (&acc->lmem);
  uint64_t transfers = transfer_ns (acc);
  uint64_t start = accblock_now_ns ();
  accblock_stage_run_tile (acc, job, tile, next);
  accblock_dma_settle_from (acc, acc->lmem.base + mark);
  uint64_t end = accblock_now_ns ();
  accblock_lmem_release (&acc->lmem, mark);
  acc->counters.compute_ns += end - start - (transfer_ns (acc) - transfers);
  acc->counters.tiles++;
  acc->counters.iterations += accblock_plan_tile_iterations (job->plan, tile);
  accblock_accel_span (acc, ACCBLOCK_SPAN_COMPUTE, start, end);
}

/* Sum of the times counted on ACC's steps, to tell the rest of a row's
   time (the runtime's own work) apart.  */
static uint64_t
counted_ns (const struct accblock_accel *acc)
{
  return acc->counters.compute_ns + transfer_ns (acc);
}

/* What the tiles of JOB share, as staging sees it.  */
static struct accblock_tile_job
tile_job_of (const struct job *job)
{
  return (struct accblock_tile_job) {
    job->nest, job->plan, job->tile_fn, job->captures, job->location,
    job->stage, job->double_buffer, job->staging->in_place };
}

/* Whether JOB's tiles outside its triangle may be left out: their
   tile function would run no statement, and no partial result of a
   reduction, carried scalar or split sum waits for them (a slot per
   tile, a run in order), which keeps the runtime's bookkeeping simple.  */
static bool
skips_empty_tiles (const struct job *job)
{
  const struct accblock_nest *nest = job->nest;
  return nest->combines == 0 && nest->float_reductions == 0
         && !(nest->flags & ACCBLOCK_NEST_ORDERED) && nest->split_level < 0;
}

/* Move INDEX and TILE on from TILE of outer task OUTER to the first
   inner tile of JOB, TILE included, that is not left out; false when
   none is left.  */
static bool
runnable_tile (const struct job *job, int64_t outer, int64_t *index,
               int64_t *tile)
{
  if (!skips_empty_tiles (job))
    return true;
  while (accblock_plan_tile_outside_triangle (job->plan, tile))
    {
      if (!accblock_plan_next_inner (job->plan, outer, index))
        return false;
      accblock_plan_tile (job->plan, outer, index, tile);
    }
  return true;
}

/* Run every inner tile of outer index OUTER on ACC, in lexicographic
   order, but those outside a triangle (runnable_tile).  START is when
   ACC began looking for this row.  */
static void
run_row (struct accblock_accel *acc, const struct job *job, int64_t outer,
         uint64_t start)
{
  const struct accblock_plan *plan = job->plan;
  const struct accblock_tile_job tile_job = tile_job_of (job);
  int64_t index[ACCBLOCK_MAX_LEVELS] = { 0 };
  int64_t tile[ACCBLOCK_TILE_WORDS_MAX], next[ACCBLOCK_TILE_WORDS_MAX];
  uint64_t counted = counted_ns (acc);
  accblock_set_current_accel (acc);
  accblock_plan_tile (plan, outer, index, next);
  bool more = runnable_tile (job, outer, index, next);
  while (more)
    {
      memcpy (tile, next, sizeof tile);
      more = accblock_plan_next_inner (plan, outer, index);
      if (more)
        {
          accblock_plan_tile (plan, outer, index, next);
          more = runnable_tile (job, outer, index, next);
        }
      run_tile (acc, &tile_job, tile, more ? next : NULL);
    }
  accblock_set_current_accel (NULL);
  uint64_t elapsed = accblock_now_ns () - start;
  acc->counters.sched_ns += elapsed - (counted_ns (acc) - counted);
  acc->busy_ns += elapsed;
}

/* ---- Plain dispatches: tiles back to back ----

   A plain dispatch runs a tile as run_tile would with nothing staged,
   but reads the clock around a whole run of rows rather than around
   each tile: the tiles' time, less their own transfers, is counted as
   compute time, and the few instructions between them with it.  Counts
   (tiles, iterations, direct accesses) are those of the general path,
   tile for tile.  */

/* Run TILE of the plain JOB on ACC with its local memory to itself.  */
static void
plain_call (struct accblock_accel *acc, const struct job *job,
            const int64_t *tile)
{
  size_t mark = accblock_lmem_mark (&acc->lmem);
  job->tile_fn (job->captures, tile);
  accblock_dma_settle_from (acc, acc->lmem.base + mark);
  accblock_lmem_release (&acc->lmem, mark);
}

/* Count on ACC TIMES tiles of the plain JOB like TILE, as run_tile
   counts each.  */
static void
plain_count (struct accblock_accel *acc, const struct job *job,
             const int64_t *tile, uint64_t times)
{
  acc->counters.tiles += times;
  acc->counters.iterations
    += accblock_plan_tile_iterations (job->plan, tile) * times;
  accblock_stage_count_plain (acc, job->plan, tile, job->staging->refs,
                              job->staging->bytes, times);
}

/* Run every inner tile of outer index OUTER of the plain JOB on ACC,
   whose section words are in TILE already, and count them.  */
static void
plain_row (struct accblock_accel *acc, const struct job *job, int64_t outer,
           int64_t *tile)
{
  const struct accblock_plan *plan = job->plan;
  int64_t index[ACCBLOCK_MAX_LEVELS] = { 0 };
  do
    {
      accblock_plan_tile (plan, outer, index, tile);
      if (skips_empty_tiles (job)
          && accblock_plan_tile_outside_triangle (plan, tile))
        continue;
      plain_call (acc, job, tile);
      plain_count (acc, job, tile, 1);
    }
  while (accblock_plan_next_inner (plan, outer, index));
}

/* Run outer tasks FIRST .. LAST - 1 of the plain JOB whose rows are one
   tile each (its staging's rows_one_tile) on ACC, from the last under
   BACKWARDS, and count them.  TILE holds the section words and the
   words of the levels but level 0 (its staging's words).  Every tile
   but level 0's last has the same counts, so they are counted
   together.  */
static void
plain_tiles (struct accblock_accel *acc, const struct job *job,
             int64_t first, int64_t last, bool backwards, int64_t *tile)
{
  const struct accblock_plan *plan = job->plan;
  for (int64_t k = 0; k < last - first; k++)
    {
      accblock_plan_outer_tile (plan, backwards ? last - 1 - k : first + k,
                                tile);
      plain_call (acc, job, tile);
    }
  int64_t short_one = plan->level[0].ntiles - 1;
  bool has_short = first <= short_one && short_one < last;
  uint64_t full = (uint64_t) (last - first) - has_short;
  if (full)
    {
      /* Tile 0 is not the last one, so it is full.  */
      accblock_plan_outer_tile (plan, 0, tile);
      plain_count (acc, job, tile, full);
    }
  if (has_short)
    {
      accblock_plan_outer_tile (plan, short_one, tile);
      plain_count (acc, job, tile, 1);
    }
}

/* When a run of rows began, and ACC's transfer time then.  */
struct plain_run
{
  uint64_t start;
  uint64_t transfers;
};

/* Start a run of rows of the plain JOB on ACC: the section words go
   into TILE.  */
static struct plain_run
plain_begin (struct accblock_accel *acc, const struct job *job,
             int64_t *tile)
{
  const struct accblock_nest *nest = job->nest;
  memcpy (tile, job->staging->words,
          ACCBLOCK_TILE_WORDS (nest->nlevels, nest->nsections)
          * sizeof *tile);
  accblock_set_current_accel (acc);
  return (struct plain_run) { accblock_now_ns (), transfer_ns (acc) };
}

/* End the run of rows RUN on ACC.  */
static void
plain_end (struct accblock_accel *acc, struct plain_run run)
{
  uint64_t elapsed = accblock_now_ns () - run.start;
  accblock_set_current_accel (NULL);
  acc->counters.compute_ns += elapsed - (transfer_ns (acc) - run.transfers);
  acc->busy_ns += elapsed;
}

/* The outer task number of JOB's Kth task: K itself, or in a
   wavefront the Kth tile of the front that runs.  */
static int64_t
task_outer (const struct job *job, int64_t k)
{
  if (job->plan->skew_depth)
    return job->front_tasks[k];
  if (!job->plan->front_factor)
    return k;
  return accblock_plan_front_task (job->plan, job->front, job->front_first,
                                   k);
}

/* Whether JOB runs the static ranges backwards.  */
static bool
backwards (const struct job *job)
{
  return job->schedule == ACCBLOCK_SCHEDULE_REVERSE;
}

/* The outer index of the Kth take of one index of a balanced JOB:
   first, last, second, last but one, ...  Tasks whose work grows or
   shrinks along the outer index then come in pairs of about average
   work, and the last ones taken, which decide how long the others
   idle, are of average length, not the largest.  */
static int64_t
balanced_index (const struct job *job, int64_t k)
{
  return k % 2 == 0 ? k / 2 : job->tasks - 1 - k / 2;
}

/* The outer index of ACC's NTH static task of JOB.  A balanced JOB's
   static range is one of consecutive takes in balanced_index's order:
   pairs from both ends, so that each accelerator gets about the average
   work, the same accelerator at every run.  */
static int64_t
static_outer_index (const struct accblock_accel *acc, const struct job *job,
                    int64_t nth)
{
  int64_t k = accblock_sched_static_index (job->tasks, pool.shape.naccel,
                                           acc->id, job->chunk, nth);
  return task_outer (job, job->balance ? balanced_index (job, k) : k);
}

/* run_static for the plain JOB: ACC's COUNT outer indices.  A range
   without chunks is consecutive indices from its first, unless the job
   is balanced.  */
static void
run_static_plain (struct accblock_accel *acc, const struct job *job,
                  int64_t count)
{
  if (count == 0)
    return;
  int64_t tile[ACCBLOCK_TILE_WORDS_MAX];
  struct plain_run run = plain_begin (acc, job, tile);
  if (job->staging->rows_one_tile && job->chunk <= 0 && !job->balance)
    {
      int64_t first = static_outer_index (acc, job, 0);
      plain_tiles (acc, job, first, first + count, backwards (job), tile);
      plain_end (acc, run);
      return;
    }
  for (int64_t k = 0; k < count; k++)
    {
      int64_t nth = backwards (job) ? count - 1 - k : k;
      plain_row (acc, job, static_outer_index (acc, job, nth), tile);
    }
  plain_end (acc, run);
}

/* ACC's static share of outer indices (its range, or its chunks), first
   to last, or last to first under the reverse schedule.  */
static void
run_static (struct accblock_accel *acc, const struct job *job)
{
  int naccel = pool.shape.naccel;
  int64_t count = accblock_sched_static_count (job->tasks, naccel, acc->id,
                                               job->chunk);
  if (job->staging->plain)
    {
      run_static_plain (acc, job, count);
      return;
    }
  for (int64_t k = 0; k < count; k++)
    run_row (acc, job,
             static_outer_index (acc, job, backwards (job) ? count - 1 - k
                                                           : k),
             accblock_now_ns ());
}

/* Run the accelerators of SHARE (SHARE, SHARE + NTHREADS, ...) one
   after the other through their static ranges: from the last under the
   reverse schedule, so that one thread runs the whole nest's outer
   tiles backwards.  */
static void
run_static_share (int share, const struct job *job)
{
  int carried = (pool.shape.naccel - 1 - share) / pool.shape.nthreads + 1;
  for (int k = 0; k < carried; k++)
    {
      int nth = backwards (job) ? carried - 1 - k : k;
      run_static (&pool.accel[share + nth * pool.shape.nthreads], job);
    }
}

/* The carried accelerator that has been busy the shortest time.  */
static struct accblock_accel *
least_busy (int share)
{
  struct accblock_accel *best = &pool.accel[share];
  for (int a = share + pool.shape.nthreads; a < pool.shape.naccel;
       a += pool.shape.nthreads)
    if (pool.accel[a].busy_ns < best->busy_ns)
      best = &pool.accel[a];
  return best;
}

static void
run_dynamic (int share, struct job *job)
{
  for (;;)
    {
      uint64_t start = accblock_now_ns ();
      struct accblock_accel *acc = least_busy (share);
      int64_t first, last;
      if (!accblock_sched_dynamic_take (&job->sched, &first, &last))
        break;
      if (job->balance)
        {
          first = balanced_index (job, first);
          last = first + 1;
        }
      /* A chunk's rows all go to one accelerator, in order.  */
      if (job->staging->plain)
        {
          int64_t tile[ACCBLOCK_TILE_WORDS_MAX];
          struct plain_run run = plain_begin (acc, job, tile);
          if (job->staging->rows_one_tile)
            plain_tiles (acc, job, first, last, false, tile);
          else
            for (int64_t k = first; k < last; k++)
              plain_row (acc, job, task_outer (job, k), tile);
          plain_end (acc, run);
          /* The time spent finding the chunk is the runtime's own.  */
          acc->counters.sched_ns += run.start - start;
          acc->busy_ns += run.start - start;
          continue;
        }
      for (int64_t k = first; k < last; k++)
        {
          run_row (acc, job, task_outer (job, k), start);
          start = accblock_now_ns ();
        }
    }
}

/* Finish ACC's part of a dispatch: outstanding transfers complete and
   changed resident blocks go back to main memory before the end
   barrier, so the program sees them when the dispatch returns.  */
static void
finish_accel (struct accblock_accel *acc)
{
  /* Nothing in flight and nothing resident: nothing to time.  */
  if (acc->dma.queued == 0 && acc->dma.nresident == 0)
    {
      accblock_lmem_release_top (&acc->lmem, 0);
      return;
    }
  uint64_t start = accblock_now_ns ();
  accblock_dma_drain (acc);
  accblock_resident_flush (acc);
  acc->busy_ns += accblock_now_ns () - start;
}

/* Carry the accelerators of SHARE (SHARE, SHARE + NTHREADS, ...)
   through JOB.  */
static void
carry (int share, struct job *job)
{
  for (int a = share; a < pool.shape.naccel; a += pool.shape.nthreads)
    pool.accel[a].busy_ns = 0;
  if (job->schedule == ACCBLOCK_SCHEDULE_DYNAMIC)
    run_dynamic (share, job);
  else
    run_static_share (share, job);
  for (int a = share; a < pool.shape.naccel; a += pool.shape.nthreads)
    finish_accel (&pool.accel[a]);
}

/* How a waiting thread polls before it sleeps (wait.c): chosen in
   pool_configure, before the workers start, who read it from then on.  */
static struct accblock_wait wait_policy;

static bool
generation_moved (uint64_t seen)
{
  return __atomic_load_n (&pool.generation, __ATOMIC_SEQ_CST) != seen;
}

static bool
shares_done (uint64_t unused)
{
  (void) unused;
  return __atomic_load_n (&pool.unfinished, __ATOMIC_SEQ_CST) == 0;
}

/* A ticket holds the share index in its low bits (NTHREADS is at most
   ACCBLOCK_THREADS_MAX) and the generation's low bits above them.  */
#define TICKET_SHARE_BITS 16
#define TICKET_GENERATION(generation) \
  ((generation) << TICKET_SHARE_BITS)

/* Claim a share of the dispatch of GENERATION: its index, or -1 when
   every share is taken or another dispatch has begun.  Only a thread
   holding a share may read the job, which lives until every share is
   done.  */
static int
claim_share (uint64_t generation)
{
  uint64_t ticket = __atomic_load_n (&pool.ticket, __ATOMIC_SEQ_CST);
  for (;;)
    {
      uint64_t share = ticket & ((UINT64_C (1) << TICKET_SHARE_BITS) - 1);
      if (ticket - share != TICKET_GENERATION (generation)
          || share >= (uint64_t) pool.shape.nthreads)
        return -1;
      if (__atomic_compare_exchange_n (&pool.ticket, &ticket, ticket + 1,
                                       false, __ATOMIC_SEQ_CST,
                                       __ATOMIC_SEQ_CST))
        return (int) share;
    }
}

/* Carry every share of the dispatch of GENERATION that is still
   unclaimed, then wake the dispatching thread if it sleeps and the last
   share is done.  */
static void
carry_shares (uint64_t generation)
{
  for (int share; (share = claim_share (generation)) >= 0;)
    {
      carry (share, pool.job);
      if (__atomic_sub_fetch (&pool.unfinished, 1, __ATOMIC_SEQ_CST) == 0
          && __atomic_load_n (&pool.master_sleeping, __ATOMIC_SEQ_CST))
        {
          pthread_mutex_lock (&pool.lock);
          pthread_cond_signal (&pool.done);
          pthread_mutex_unlock (&pool.lock);
        }
    }
}

/* Poll READY (ARG) as the wait policy says; whether it became true.  */
static bool
spin_until (bool (*ready) (uint64_t), uint64_t arg)
{
  return accblock_wait_poll (&wait_policy, ready, arg);
}

static void *
worker_main (void *arg)
{
  (void) arg;
  uint64_t seen = 0;
  for (;;)
    {
      if (!spin_until (generation_moved, seen))
        {
          pthread_mutex_lock (&pool.lock);
          __atomic_add_fetch (&pool.sleepers, 1, __ATOMIC_SEQ_CST);
          while (!generation_moved (seen) && !pool.quit)
            pthread_cond_wait (&pool.start, &pool.lock);
          __atomic_sub_fetch (&pool.sleepers, 1, __ATOMIC_SEQ_CST);
          bool quit = pool.quit;
          pthread_mutex_unlock (&pool.lock);
          /* Shutting down moves no generation: no job is pending.  */
          if (quit && !generation_moved (seen))
            return NULL;
        }
      seen = __atomic_load_n (&pool.generation, __ATOMIC_SEQ_CST);
      carry_shares (seen);
    }
}

/* Free the accelerators and leave the pool empty, with no workers
   (joined, or left in the parent of a fork): the next dispatch builds
   a new one, whose workers start having seen generation 0.  */
static void
pool_empty (void)
{
  for (int a = 0; a < pool.shape.naccel; a++)
    accblock_accel_fini (&pool.accel[a]);
  free (pool.workers);
  free (pool.accel);
  pool.workers = NULL;
  pool.accel = NULL;
  memset (&pool.shape, 0, sizeof pool.shape);
  pool.generation = 0;
  pool.ticket = 0;
  pool.unfinished = 0;
  pool.sleepers = 0;
  pool.master_sleeping = 0;
  pool.quit = false;
  pool.job = NULL;
}

/* Stop and join every worker and free the accelerators.  */
static void
pool_shutdown (void)
{
  pthread_mutex_lock (&pool.lock);
  pool.quit = true;
  pthread_cond_broadcast (&pool.start);
  pthread_mutex_unlock (&pool.lock);
  for (int t = 0; t + 1 < pool.shape.nthreads; t++)
    pthread_join (pool.workers[t], NULL);
  pool_empty ();
}

/* The pool shape SETTINGS ask for.  */
static struct shape
wanted_shape (const struct accblock_settings *settings)
{
  struct shape shape;
  shape.naccel = (int) settings->num_accel;
  shape.nthreads = settings->threads < settings->num_accel
                   ? (int) settings->threads : shape.naccel;
  shape.local_mem = (size_t) settings->local_mem;
  /* Room for the run's whole span budget, shared by the accelerators.  */
  size_t per_accel = ACCBLOCK_TRACE_RUN_EVENTS / settings->num_accel;
  shape.trace_capacity = !settings->trace_file ? 0
                         : per_accel < ACCBLOCK_TRACE_MIN_EVENTS
                         ? ACCBLOCK_TRACE_MIN_EVENTS : per_accel;
  return shape;
}

/* Make the pool the machine SETTINGS describe.  */
static void
pool_configure (const struct accblock_settings *settings)
{
  struct shape shape = wanted_shape (settings);
  if (memcmp (&shape, &pool.shape, sizeof shape) == 0)
    return;
  pool_shutdown ();
  pool.accel = calloc ((size_t) shape.naccel, sizeof *pool.accel);
  pool.workers = calloc ((size_t) shape.nthreads, sizeof *pool.workers);
  if (!pool.accel || !pool.workers)
    accblock_fatal ("out of memory creating %d accelerators", shape.naccel);
  for (int a = 0; a < shape.naccel; a++)
    accblock_accel_init (&pool.accel[a], a, shape.local_mem,
                         shape.trace_capacity);
  pool.shape = shape;
  /* Set before the workers start, who read it from then on.  */
  wait_policy = accblock_wait_choose ((unsigned long) shape.nthreads,
                                      accblock_host_usable_cpus (),
                                      settings->passive_wait);
  for (int t = 1; t < shape.nthreads; t++)
    {
      int err = pthread_create (&pool.workers[t - 1], NULL, worker_main,
                                (void *) (intptr_t) t);
      if (err)
        accblock_fatal ("cannot start host thread %d of %d: %s", t,
                        shape.nthreads, strerror (err));
    }
}

/* Publish JOB, carry shares of it here, wait for the rest.  */
static void
pool_run (struct job *job)
{
  uint64_t generation = pool.generation + 1;
  pool.job = job;
  __atomic_store_n (&pool.unfinished, pool.shape.nthreads, __ATOMIC_SEQ_CST);
  __atomic_store_n (&pool.ticket, TICKET_GENERATION (generation),
                    __ATOMIC_SEQ_CST);
  /* Publishes JOB and the shares to the workers.  */
  __atomic_store_n (&pool.generation, generation, __ATOMIC_SEQ_CST);
  if (__atomic_load_n (&pool.sleepers, __ATOMIC_SEQ_CST) > 0)
    {
      pthread_mutex_lock (&pool.lock);
      pthread_cond_broadcast (&pool.start);
      pthread_mutex_unlock (&pool.lock);
    }
  carry_shares (generation);
  if (!spin_until (shares_done, 0))
    {
      pthread_mutex_lock (&pool.lock);
      __atomic_store_n (&pool.master_sleeping, 1, __ATOMIC_SEQ_CST);
      while (!shares_done (0))
        pthread_cond_wait (&pool.done, &pool.lock);
      __atomic_store_n (&pool.master_sleeping, 0, __ATOMIC_SEQ_CST);
      pthread_mutex_unlock (&pool.lock);
    }
  pool.job = NULL;
}

/* A tile that wrote past its accelerator's local memory has corrupted
   the simulation: stop rather than report numbers from it.  */
static void
check_guards (const char *location)
{
  for (int a = 0; a < pool.shape.naccel; a++)
    if (!accblock_lmem_guards_intact (&pool.accel[a].lmem))
      accblock_fatal ("%s: a tile wrote outside the %zu bytes of local "
                      "memory of accelerator %d", location,
                      pool.shape.local_mem, a);
}

/* Take JOB's staging decisions under SETTINGS (memo.c), asked with
   nothing in place.  */
static void
decide_staging (struct job *job, const struct accblock_settings *settings)
{
  job->staging = &no_staging;
  const struct accblock_tile_job probe = tile_job_of (job);
  job->staging = accblock_memo_staging (&probe, settings);
}

/* Whether JOB, under SETTINGS, takes its outer tasks from both ends in
   turn (balanced_index; dynamically or in static ranges of such pairs,
   balance_dynamically says which): a nest whose tasks differ in work
   (ACCBLOCK_NEST_UNEVEN), under the static or dynamic schedule without
   a chunk.  A chunk, or the reverse schedule, which runs the whole nest
   backwards to show order dependences, is an order asked for and
   kept.  */
static bool
balance_schedule (const struct job *job,
                  const struct accblock_settings *settings)
{
  return (job->nest->flags & ACCBLOCK_NEST_UNEVEN)
         && !job->plan->front_factor && !job->plan->skew_depth
         && settings->schedule_chunk <= 0
         && (settings->schedule == ACCBLOCK_SCHEDULE_STATIC
             || settings->schedule == ACCBLOCK_SCHEDULE_DYNAMIC);
}

/* Whether a balanced job under SETTINGS takes its tasks dynamically
   (run_dynamic) rather than in static ranges of balanced pairs
   (static_outer_index): under the dynamic schedule, and on a target
   whose local memory is the host's cache, where the tiles' wall time is
   what counts and a core slowed by others should take fewer tasks.  On
   a simulated target the static ranges keep the modeled time the same
   at every run: taken dynamically, which simulated accelerator runs a
   task depends on the race of the host threads that carry them.  */
static bool
balance_dynamically (const struct accblock_settings *settings)
{
  return settings->schedule == ACCBLOCK_SCHEDULE_DYNAMIC
         || settings->target.stage_min_reuse != 0;
}

/* Run JOB's tasks on the pool (all of them, or the current front's)
   and account them as one dispatch.  */
static void
run_and_account (struct job *job, const struct accblock_settings *settings)
{
  accblock_sched_dynamic_init (&job->sched, job->tasks, job->chunk);
  /* Blocks kept from one tile of a skewed front for the next would
     hold elements that other tiles of the front write: no reuse.  */
  for (int a = 0; a < pool.shape.naccel; a++)
    pool.accel[a].reuse = settings->reuse && !job->plan->skew_depth;
  uint64_t start = accblock_now_ns ();
  pool_run (job);
  uint64_t wall = accblock_now_ns () - start;
  check_guards (job->location);
  accblock_timing_dispatch (job->location, job->clause, job->nest,
                            pool.accel, pool.shape.naccel, wall, settings,
                            job->staging->staged, job->staging->in_place);
}

/* Run the skewed JOB's fronts as run_fronts runs a wavefront's: front
   F holds the tiles whose skewed indices sum to F, less those that hold
   no iteration (accblock_skewed_front).  */
static void
run_skewed_fronts (struct job *job, const struct accblock_settings *settings)
{
  int64_t room = accblock_skewed_front_room (job->plan);
  if (room > (int64_t) (SIZE_MAX / sizeof *job->front_tasks))
    room = 0;
  job->front_tasks = room ? malloc ((size_t) room * sizeof *job->front_tasks)
                          : NULL;
  if (!job->front_tasks)
    accblock_fatal ("%s: out of memory for a front of %lld tiles",
                    job->location, (long long) room);
  for (int64_t front = 0; front < job->plan->fronts; front++)
    {
      job->front = front;
      job->tasks = accblock_skewed_front (job->plan, front,
                                          job->front_tasks);
      if (job->tasks > 0)
        run_and_account (job, settings);
    }
  free (job->front_tasks);
  job->front_tasks = NULL;
}

/* Run the wavefront JOB: its fronts in increasing order, each a run of
   the pool whose end barrier (every accelerator's blocks written back,
   finish_accel) completes the front before the next starts, and each
   accounted as a dispatch, so that the modeled time is the sum over
   fronts of the slowest accelerator's.  A schedule, reverse included,
   orders the tiles within a front only.  */
static void
run_fronts (struct job *job, const struct accblock_settings *settings)
{
  if (job->plan->skew_depth)
    {
      run_skewed_fronts (job, settings);
      return;
    }
  for (int64_t front = 0; front < job->plan->fronts; front++)
    {
      job->front = front;
      job->tasks = accblock_plan_front (job->plan, front, &job->front_first);
      if (job->tasks > 0)
        run_and_account (job, settings);
    }
}

/* Run JOB on the pool under the current settings and account it.  */
static void
dispatch_on_pool (struct job *job)
{
  struct accblock_settings settings;
  pthread_mutex_lock (&dispatch_lock);
  accblock_settings_snapshot (&settings);
  pool_configure (&settings);
  job->balance = balance_schedule (job, &settings);
  job->schedule = job->balance && balance_dynamically (&settings)
                  ? ACCBLOCK_SCHEDULE_DYNAMIC : settings.schedule;
  job->chunk = settings.schedule_chunk;
  job->stage = accblock_stage_wanted (job->nest, &settings);
  job->double_buffer = settings.double_buffer;
  decide_staging (job, &settings);
  job->tasks = job->plan->outer_tiles;
  if (job->plan->front_factor || job->plan->skew_depth)
    run_fronts (job, &settings);
  else
    run_and_account (job, &settings);
  pthread_mutex_unlock (&dispatch_lock);
}

/* A dispatch from inside a tile runs right there, in order, with its
   arrays in main memory: the pool is busy with the enclosing dispatch,
   whose tile time and local memory already cover this work, so nothing
   is counted separately.  */
static void
run_nested (struct job *job)
{
  const struct accblock_plan *plan = job->plan;
  int64_t tile[ACCBLOCK_TILE_WORDS_MAX];
  accblock_stage_direct_words (job->nest, tile);
  /* A skewed nest is one tile that covers every value of every S: its
     iterations run in the program's order.  */
  if (plan->skew_depth && plan->outer_tiles > 0)
    {
      int64_t index[ACCBLOCK_MAX_LEVELS] = { 0 };
      accblock_plan_tile (plan, 0, index, tile);
      accblock_skewed_whole_tile (plan, tile);
      job->tile_fn (job->captures, tile);
      return;
    }
  for (int64_t outer = 0; outer < plan->outer_tiles; outer++)
    {
      int64_t index[ACCBLOCK_MAX_LEVELS] = { 0 };
      do
        {
          accblock_plan_tile (plan, outer, index, tile);
          job->tile_fn (job->captures, tile);
        }
      while (accblock_plan_next_inner (plan, outer, index));
    }
}

/* A nest whose dispatch would not pay (choose.c) runs where it stands,
   on the calling thread, like a nested dispatch.  */
static void
run_locally (struct job *job)
{
  run_nested (job);
  accblock_timing_host_run (job->location, job->clause, job->nest);
}

/* A nest whose run-time alias check found its arrays overlapping
   (overlap.c) runs as written: one tile, on the calling thread, in main
   memory.  */
static void
run_as_written (struct job *job)
{
  run_nested (job);
  accblock_timing_overlap_run (job->location, job->clause, job->nest);
}

ACCBLOCK_EXPORT void
__accblock_dispatch (struct accblock_nest *nest, accblock_tile_fn tile_fn,
                     void *captures, const char *location,
                     const char *clause)
{
  if (!location)
    location = "(unknown location)";
  if (!nest || !tile_fn)
    accblock_fatal ("%s: dispatch without a nest descriptor or tile "
                    "function", location);
  /* A read-only descriptor is the plugin's static template: the
     dispatch works on its patched copy.  */
  int64_t copy[ACCBLOCK_NEST_COPY_WORDS];
  nest = accblock_nest_prepare (nest, captures, copy, location);
  struct accblock_plan plan;
  bool locally = accblock_choose_blocks (nest, location, &plan);
  /* A nest run locally is one tile already, in the loops' order, so it
     needs no check.  The check reads the trip counts only, not the
     block sizes.  */
  bool as_written = !locally && accblock_overlap_found (nest, &plan);
  if (as_written)
    {
      accblock_choose_one_tile (nest, &plan);
      accblock_plan_nest (nest, location, &plan);
    }
  struct job job = {
    .plan = &plan, .tile_fn = tile_fn, .captures = captures, .nest = nest,
    .location = location, .clause = clause,
    .schedule = ACCBLOCK_SCHEDULE_STATIC, .staging = &no_staging };
  if (accblock_current_accel ())
    run_nested (&job);
  else if (as_written)
    run_as_written (&job);
  else if (locally)
    run_locally (&job);
  else if (plan.total_tiles > 0)
    dispatch_on_pool (&job);
  else
    accblock_timing_empty_dispatch (location, clause, nest);
  accblock_plan_store_finals (&plan, nest);
}

ACCBLOCK_EXPORT void
__accblock_mark (int pragma_id)
{
  (void) pragma_id;
}

ACCBLOCK_EXPORT int
accblock_abi_version (void)
{
  return ACCBLOCK_ABI_VERSION;
}

ACCBLOCK_EXPORT const char *
accblock_version (void)
{
  return PACKAGE_VERSION;
}

/* A child of fork has only the forking thread: the workers, and any lock
   they held, stayed in the parent.  Start the child with an empty pool so
   its first dispatch builds a new one.  */
static void
pool_forget_after_fork (void)
{
  pthread_mutex_init (&dispatch_lock, NULL);
  pthread_mutex_init (&pool.lock, NULL);
  pthread_cond_init (&pool.start, NULL);
  pthread_cond_init (&pool.done, NULL);
  pool_empty ();
  accblock_set_current_accel (NULL);
}

__attribute__ ((constructor)) static void
device_init (void)
{
  pthread_atfork (NULL, NULL, pool_forget_after_fork);
}

/* Join the workers before the process goes away, so that leak and thread
   checkers see a clean exit.  When a tile calls exit, its dispatch still
   holds the lock and waits for this very thread: leave the pool alone.  */
__attribute__ ((destructor)) static void
device_fini (void)
{
  if (pthread_mutex_trylock (&dispatch_lock) != 0)
    return;
  pool_shutdown ();
  pthread_mutex_unlock (&dispatch_lock);
}
