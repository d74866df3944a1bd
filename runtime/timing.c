/* timing.c -- the timing system: counters per accelerator and per nest,
   and the three ways they leave the program (ACCBLOCK_TIMING report,
   ACCBLOCK_STATS JSON, ACCBLOCK_TRACE trace events).

   Why this file exists: total run time hides where the time goes.  As in
   the HPL study the paper's runtime follows, each accelerator's time is
   split into compute, DMA in, DMA out, waiting and scheduling, next to
   counts of tiles, transfers, bytes and unstaged accesses, per nest, so
   that block sizes can be tuned from the breakdown.  Accelerators count
   into their own struct during a dispatch without locks; the dispatching
   thread merges them here after the end barrier.

   Nothing is lost without a word: the files are written at exit, and a
   file that cannot be written in full is named on stderr and makes a
   program that was exiting with status 0 exit with 1
   (write_outputs_at_exit).

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-internal.h"

#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* The version of the ACCBLOCK_STATS JSON schema (doc/accblock.texi,
   node Statistics): raised when a key changes its meaning or goes away,
   not when one is added.  */
#define STATS_SCHEMA_VERSION 1

/* Everything collected about one nest.  */
struct nest_record
{
  const char *location;
  const char *clause;
  int nlevels;
  int64_t block[ACCBLOCK_MAX_LEVELS];
  int64_t split_groups;         /* Groups of the split level's tiles at
                                   the first dispatch, 0 when not split.  */
  uint64_t dispatches;
  uint64_t host_runs;           /* Runs where the nest stands, on the
                                   calling thread (ACCBLOCK_NEST_MAY_RUN_
                                   LOCALLY): not dispatches.  */
  uint64_t overlap_runs;         /* Runs as written because the arrays
                                   of the run-time alias check overlap
                                   (ACCBLOCK_NEST_CHECK_OVERLAP): not
                                   dispatches either.  */
  int staged_sections;          /* At the last dispatch: sections whose */
  int in_place_sections;        /* blocks were staged, and those left in
                                   main memory because copying them
                                   would not pay (model/stage-gain.c).  */
  uint64_t wall_ns;
  double modeled_s;             /* Sum over dispatches of the slowest
                                   accelerator's modeled time.  */
  struct accblock_counters total;
  struct accblock_counters *per_accel;
  size_t naccel;
  size_t accel_capacity;
};

/* The run-time tests in front of one loop distributed on condition that
   arrays do not overlap (__accblock_ranges_apart): how often each side
   of it ran.  */
struct guard_record
{
  const char *location;
  uint64_t apart;                /* The distributed loops ran.  */
  uint64_t overlap;              /* The loop ran as written.  */
};

/* What the choices of a nest's block sizes reported (choose.c), per
   location: kept apart from the nest records, which the dispatches
   create with the block sizes they ran.  */
struct choice_record
{
  const char *location;
  double local_s;                /* The nest where it stands, summed over
                                    its runs.  */
  char skewed[ACCBLOCK_CHOSEN_TEXT];  /* A skewed nest's last clause.  */
};

/* A trace span, the accelerator whose track it belongs on and the index
   of its nest record.  */
struct run_event
{
  struct accblock_trace_event event;
  int accel;
  size_t nest;
};

/* The whole run.  RUN_LOCK guards every field: dispatches merge into it
   while the program may be reading statistics from another thread.  */
static pthread_mutex_t run_lock = PTHREAD_MUTEX_INITIALIZER;
static struct
{
  struct nest_record *nests;
  size_t nnests;
  size_t nest_capacity;
  struct guard_record *guards;
  size_t nguards;
  size_t guard_capacity;
  struct choice_record *choices;
  size_t nchoices;
  size_t choice_capacity;
  struct accblock_counters total;
  struct accblock_counters *per_accel;
  size_t naccel;
  size_t accel_capacity;
  uint64_t dispatches;
  uint64_t host_runs;
  uint64_t wall_ns;
  double modeled_s;
  uint64_t local_mem;
  struct accblock_settings settings;  /* Of the last dispatch.  */
  struct run_event *trace;
  size_t ntrace;
  size_t trace_capacity;
  uint64_t trace_dropped;
  uint64_t epoch_ns;
} run;

uint64_t
accblock_now_ns (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (uint64_t) ts.tv_sec * 1000000000u + (uint64_t) ts.tv_nsec;
}

void
accblock_counters_add (struct accblock_counters *to,
                       const struct accblock_counters *from)
{
  to->tiles += from->tiles;
  to->iterations += from->iterations;
  to->dma_in_transfers += from->dma_in_transfers;
  to->dma_out_transfers += from->dma_out_transfers;
  to->dma_in_bytes += from->dma_in_bytes;
  to->dma_out_bytes += from->dma_out_bytes;
  to->prefetch_bytes += from->prefetch_bytes;
  to->prefetch_transfers += from->prefetch_transfers;
  to->reused_bytes += from->reused_bytes;
  to->direct_accesses += from->direct_accesses;
  to->direct_bytes += from->direct_bytes;
  to->lmem_fallbacks += from->lmem_fallbacks;
  to->tile_splits += from->tile_splits;
  if (from->lmem_high_water > to->lmem_high_water)
    to->lmem_high_water = from->lmem_high_water;
  to->compute_ns += from->compute_ns;
  to->dma_in_ns += from->dma_in_ns;
  to->dma_out_ns += from->dma_out_ns;
  to->wait_ns += from->wait_ns;
  to->sched_ns += from->sched_ns;
  to->modeled_s += from->modeled_s;
}

static void *
grow (void *array, size_t *capacity, size_t needed, size_t elem_size)
{
  if (needed <= *capacity)
    return array;
  size_t capacity_new = *capacity ? *capacity : 8;
  while (capacity_new < needed)
    capacity_new *= 2;
  array = realloc (array, capacity_new * elem_size);
  if (!array)
    accblock_fatal ("out of memory keeping statistics");
  memset ((char *) array + *capacity * elem_size, 0,
          (capacity_new - *capacity) * elem_size);
  *capacity = capacity_new;
  return array;
}

/* The index of the record of the nest at LOCATION, created at its first
   dispatch.  Called with RUN_LOCK held.  */
static size_t
nest_record (const char *location, const char *clause,
             const struct accblock_nest *nest)
{
  size_t n;
  /* Pointers first: the plugin passes each pragma's location as one
     string constant, and a nest run locally is counted at every call.  */
  for (n = 0; n < run.nnests; n++)
    if (run.nests[n].location == location)
      return n;
  for (n = 0; n < run.nnests; n++)
    if (strcmp (run.nests[n].location, location) == 0)
      return n;
  run.nests = grow (run.nests, &run.nest_capacity, n + 1, sizeof *run.nests);
  struct nest_record *rec = &run.nests[n];
  rec->location = location;
  rec->clause = clause;
  rec->nlevels = (int) nest->nlevels;
  for (int l = 0; l < rec->nlevels; l++)
    rec->block[l] = nest->level[l].flags & ACCBLOCK_LEVEL_WHOLE
                    ? 0 : nest->level[l].block;
  rec->split_groups = 0;
  rec->staged_sections = rec->in_place_sections = 0;
  if (nest->split_level >= 0)
    {
      /* The groups depend on the trip counts: those of the dispatch
         that recorded the block sizes.  */
      struct accblock_plan plan;
      accblock_plan_nest (nest, location, &plan);
      rec->split_groups = plan.split_groups;
    }
  run.nnests++;
  return n;
}

/* What ran of a nest that used no accelerator.  */
enum poolless_run
{
  POOLLESS_EMPTY,      /* A dispatch without tiles.  */
  POOLLESS_HOST,       /* On the calling thread: dispatching did not pay.  */
  POOLLESS_OVERLAP     /* As written: the checked arrays overlap.  */
};

/* Count a run of NEST that used no accelerator.  Runs as written are
   host runs too: they ran on the calling thread.  */
static void
count_poolless_run (const char *location, const char *clause,
                    const struct accblock_nest *nest, enum poolless_run kind)
{
  pthread_mutex_lock (&run_lock);
  /* nest_record may move run.nests: index it only afterwards.  */
  size_t rec = nest_record (location, clause, nest);
  if (kind == POOLLESS_EMPTY)
    {
      run.nests[rec].dispatches++;
      run.dispatches++;
    }
  else
    {
      run.nests[rec].host_runs++;
      run.host_runs++;
    }
  if (kind == POOLLESS_OVERLAP)
    run.nests[rec].overlap_runs++;
  pthread_mutex_unlock (&run_lock);
}

void
accblock_timing_empty_dispatch (const char *location, const char *clause,
                                const struct accblock_nest *nest)
{
  count_poolless_run (location, clause, nest, POOLLESS_EMPTY);
}

void
accblock_timing_host_run (const char *location, const char *clause,
                          const struct accblock_nest *nest)
{
  count_poolless_run (location, clause, nest, POOLLESS_HOST);
}

void
accblock_timing_overlap_run (const char *location, const char *clause,
                             const struct accblock_nest *nest)
{
  count_poolless_run (location, clause, nest, POOLLESS_OVERLAP);
}

/* The choice record of LOCATION, or NULL.  Called with RUN_LOCK held.  */
static struct choice_record *
find_choice_record (const char *location)
{
  for (size_t c = 0; c < run.nchoices; c++)
    if (run.choices[c].location == location)
      return &run.choices[c];
  for (size_t c = 0; c < run.nchoices; c++)
    if (strcmp (run.choices[c].location, location) == 0)
      return &run.choices[c];
  return NULL;
}

void
accblock_timing_choice (const char *location,
                        const struct accblock_nest *nest,
                        const struct accblock_choice_report *report)
{
  (void) nest;
  pthread_mutex_lock (&run_lock);
  struct choice_record *c = find_choice_record (location);
  if (!c)
    {
      run.choices = grow (run.choices, &run.choice_capacity,
                          run.nchoices + 1, sizeof *run.choices);
      c = &run.choices[run.nchoices++];
      c->location = location;
    }
  c->local_s += report->local_s;
  if (report->skewed[0])
    memcpy (c->skewed, report->skewed, sizeof c->skewed);
  pthread_mutex_unlock (&run_lock);
}

void
accblock_timing_guard (const char *location, bool apart)
{
  pthread_mutex_lock (&run_lock);
  size_t g;
  for (g = 0; g < run.nguards; g++)
    if (run.guards[g].location == location
        || strcmp (run.guards[g].location, location) == 0)
      break;
  if (g == run.nguards)
    {
      run.guards = grow (run.guards, &run.guard_capacity, g + 1,
                         sizeof *run.guards);
      run.guards[g].location = location;
      run.nguards++;
    }
  if (apart)
    run.guards[g].apart++;
  else
    run.guards[g].overlap++;
  pthread_mutex_unlock (&run_lock);
}

/* Move ACC's spans, all of nest record NEST, into the run's trace.  */
static void
collect_trace (struct accblock_accel *acc, size_t nest)
{
  struct accblock_trace *t = &acc->trace;
  run.trace_dropped += t->dropped;
  for (size_t e = 0; e < t->count; e++)
    {
      if (run.ntrace == ACCBLOCK_TRACE_RUN_EVENTS)
        {
          run.trace_dropped += t->count - e;
          break;
        }
      run.trace = grow (run.trace, &run.trace_capacity, run.ntrace + 1,
                        sizeof *run.trace);
      run.trace[run.ntrace++] = (struct run_event) { t->events[e], acc->id,
                                                     nest };
    }
  t->count = 0;
  t->dropped = 0;
}

/* Merge C of accelerator A into nest record REC and the run.  */
static void
merge (struct nest_record *rec, int a, const struct accblock_counters *c)
{
  size_t naccel = (size_t) a + 1;
  rec->per_accel = grow (rec->per_accel, &rec->accel_capacity, naccel,
                         sizeof *rec->per_accel);
  run.per_accel = grow (run.per_accel, &run.accel_capacity, naccel,
                        sizeof *run.per_accel);
  if (rec->naccel < naccel)
    rec->naccel = naccel;
  if (run.naccel < naccel)
    run.naccel = naccel;
  accblock_counters_add (&rec->per_accel[a], c);
  accblock_counters_add (&rec->total, c);
  accblock_counters_add (&run.per_accel[a], c);
  accblock_counters_add (&run.total, c);
}

void
accblock_timing_dispatch (const char *location, const char *clause,
                          const struct accblock_nest *nest,
                          struct accblock_accel *accel, int naccel,
                          uint64_t wall_ns,
                          const struct accblock_settings *settings,
                          uint32_t staged, uint32_t in_place)
{
  uint64_t slowest_busy = 0;
  for (int a = 0; a < naccel; a++)
    if (accel[a].busy_ns > slowest_busy)
      slowest_busy = accel[a].busy_ns;
  pthread_mutex_lock (&run_lock);
  /* Looked up now, not at the start: the program may have reset the
     statistics while the dispatch ran.  */
  size_t index = nest_record (location, clause, nest);
  struct nest_record *rec = &run.nests[index];
  double slowest_model = 0;
  for (int a = 0; a < naccel; a++)
    {
      struct accblock_counters *c = &accel[a].counters;
      /* Accelerators that finish early wait at the end barrier.  */
      c->wait_ns += slowest_busy - accel[a].busy_ns;
      c->lmem_high_water = accel[a].lmem.high_water;
      struct accblock_model_time model;
      accblock_model_time (&settings->target.cost, c, &model);
      c->modeled_s = model.total_s;
      if (model.total_s > slowest_model)
        slowest_model = model.total_s;
      merge (rec, accel[a].id, c);
      collect_trace (&accel[a], index);
      memset (c, 0, sizeof *c);
      accel[a].lmem.high_water = 0;
    }
  rec->dispatches++;
  rec->staged_sections = __builtin_popcount (staged);
  rec->in_place_sections = __builtin_popcount (in_place);
  rec->wall_ns += wall_ns;
  rec->modeled_s += slowest_model;
  run.dispatches++;
  run.wall_ns += wall_ns;
  run.modeled_s += slowest_model;
  run.local_mem = settings->local_mem;
  run.settings = *settings;
  pthread_mutex_unlock (&run_lock);
}

/* ---- Reading the statistics from the program ---- */

static double
seconds (uint64_t ns)
{
  return (double) ns * 1e-9;
}

ACCBLOCK_EXPORT void
accblock_stats_get (struct accblock_stats *out)
{
  memset (out, 0, sizeof *out);
  pthread_mutex_lock (&run_lock);
  const struct accblock_counters *t = &run.total;
  out->accelerators = run.naccel;
  out->local_mem_bytes = run.local_mem;
  out->nests = run.nnests;
  out->dispatches = run.dispatches;
  out->host_runs = run.host_runs;
  out->tiles = t->tiles;
  out->dma_in_bytes = t->dma_in_bytes;
  out->dma_out_bytes = t->dma_out_bytes;
  out->dma_transfers = t->dma_in_transfers + t->dma_out_transfers;
  out->reused_bytes = t->reused_bytes;
  out->direct_accesses = t->direct_accesses;
  out->direct_bytes = t->direct_bytes;
  out->lmem_fallbacks = t->lmem_fallbacks;
  out->tile_splits = t->tile_splits;
  out->prefetch_bytes = t->prefetch_bytes;
  out->lmem_high_water_bytes = t->lmem_high_water;
  out->wall_seconds = seconds (run.wall_ns);
  out->modeled_seconds = run.modeled_s;
  out->compute_seconds = seconds (t->compute_ns);
  out->dma_seconds = seconds (t->dma_in_ns + t->dma_out_ns);
  out->wait_seconds = seconds (t->wait_ns);
  pthread_mutex_unlock (&run_lock);
}

ACCBLOCK_EXPORT int
accblock_stats_accel (unsigned long index, struct accblock_accel_stats *out)
{
  pthread_mutex_lock (&run_lock);
  bool valid = index < run.naccel;
  if (valid)
    {
      const struct accblock_counters *c = &run.per_accel[index];
      *out = (struct accblock_accel_stats) {
        c->tiles, c->dma_in_bytes, c->dma_out_bytes,
        c->dma_in_transfers + c->dma_out_transfers, c->direct_accesses,
        seconds (c->compute_ns), seconds (c->dma_in_ns),
        seconds (c->dma_out_ns), seconds (c->wait_ns),
        seconds (c->sched_ns), c->modeled_s };
    }
  pthread_mutex_unlock (&run_lock);
  if (!valid)
    errno = EINVAL;
  return valid ? 0 : -1;
}

ACCBLOCK_EXPORT int
accblock_stats_nest (unsigned long index, struct accblock_nest_stats *out)
{
  pthread_mutex_lock (&run_lock);
  bool valid = index < run.nnests;
  if (valid)
    {
      const struct nest_record *rec = &run.nests[index];
      memset (out, 0, sizeof *out);
      out->location = rec->location;
      out->clause = rec->clause;
      out->nlevels = rec->nlevels;
      memcpy (out->block, rec->block, sizeof out->block);
      out->dispatches = rec->dispatches;
      out->host_runs = rec->host_runs;
      out->overlap_runs = rec->overlap_runs;
      out->tiles = rec->total.tiles;
      out->dma_in_bytes = rec->total.dma_in_bytes;
      out->dma_out_bytes = rec->total.dma_out_bytes;
      out->direct_accesses = rec->total.direct_accesses;
      out->direct_bytes = rec->total.direct_bytes;
      out->wall_seconds = seconds (rec->wall_ns);
      out->modeled_seconds = rec->modeled_s;
    }
  pthread_mutex_unlock (&run_lock);
  if (!valid)
    errno = EINVAL;
  return valid ? 0 : -1;
}

ACCBLOCK_EXPORT void
accblock_stats_reset (void)
{
  pthread_mutex_lock (&run_lock);
  for (size_t n = 0; n < run.nnests; n++)
    free (run.nests[n].per_accel);
  free (run.nests);
  free (run.per_accel);
  free (run.trace);
  free (run.choices);
  memset (&run, 0, sizeof run);
  run.epoch_ns = accblock_now_ns ();
  pthread_mutex_unlock (&run_lock);
}

/* ---- JSON ---- */

/* Write S as a JSON string.  */
static void
json_string (FILE *f, const char *s)
{
  fputc ('"', f);
  for (; s && *s; s++)
    {
      unsigned char ch = (unsigned char) *s;
      if (ch == '"' || ch == '\\')
        fprintf (f, "\\%c", ch);
      else if (ch < 0x20)
        fprintf (f, "\\u%04x", ch);
      else
        fputc (ch, f);
    }
  fputc ('"', f);
}

/* JSON has no infinities or NaNs.  */
static void
json_double (FILE *f, double v)
{
  fprintf (f, "%.9g", isfinite (v) ? v : 0.0);
}

static void
json_accelerator (FILE *f, const struct accblock_counters *c)
{
  fprintf (f, "{\"tiles\": %" PRIu64 ", \"compute_s\": ", c->tiles);
  json_double (f, seconds (c->compute_ns));
  fputs (", \"dma_s\": ", f);
  json_double (f, seconds (c->dma_in_ns + c->dma_out_ns));
  fputs (", \"wait_s\": ", f);
  json_double (f, seconds (c->wait_ns));
  fprintf (f, ", \"dma_in_bytes\": %" PRIu64 ", \"dma_out_bytes\": %" PRIu64
           "}", c->dma_in_bytes, c->dma_out_bytes);
}

static void
json_nest (FILE *f, const struct nest_record *rec)
{
  fputs ("{\"location\": ", f);
  json_string (f, rec->location);
  fputs (", \"block\": [", f);
  for (int l = 0; l < rec->nlevels; l++)
    fprintf (f, "%s%" PRId64, l ? ", " : "", rec->block[l]);
  fprintf (f, "], \"tiles\": %" PRIu64 ", \"dma_in_bytes\": %" PRIu64
           ", \"dma_out_bytes\": %" PRIu64 ", \"modeled_seconds\": ",
           rec->total.tiles, rec->total.dma_in_bytes,
           rec->total.dma_out_bytes);
  json_double (f, rec->modeled_s);
  fprintf (f, ", \"dispatches\": %" PRIu64 ", \"host_runs\": %" PRIu64
           ", \"overlap_runs\": %" PRIu64 ", \"split_groups\": %" PRId64
           ", \"staged_sections\": %d, \"in_place_sections\": %d",
           rec->dispatches, rec->host_runs, rec->overlap_runs,
           rec->split_groups, rec->staged_sections, rec->in_place_sections);
  /* What the runtime's choice of the sizes priced (choose.c).  */
  const struct choice_record *c = find_choice_record (rec->location);
  if (c)
    {
      fputs (", \"where_it_stands_seconds\": ", f);
      json_double (f, c->local_s);
      if (c->skewed[0])
        {
          fputs (", \"skewed\": ", f);
          json_string (f, c->skewed);
        }
    }
  fputc ('}', f);
}

/* The machine to report: that of the last dispatch, or the current
   settings when nothing was dispatched.  */
static void
reported_settings (struct accblock_settings *out)
{
  if (run.dispatches > 0)
    *out = run.settings;
  else
    accblock_settings_snapshot (out);
}

/* The accelerator count and local memory to report.  */
static void
reported_machine (unsigned long *accelerators, uint64_t *local_mem)
{
  struct accblock_settings s;
  reported_settings (&s);
  *accelerators = run.dispatches > 0 ? run.naccel : s.num_accel;
  *local_mem = s.local_mem;
}

/* The keys that say which run of a job the file is: the schema, the
   process and the MPI rank (null outside an MPI launcher).  */
static void
json_identity (FILE *f)
{
  struct accblock_settings s;
  accblock_settings_snapshot (&s);
  fprintf (f, "{\n  \"schema_version\": %d,\n  \"pid\": %ld,\n"
           "  \"rank\": ", STATS_SCHEMA_VERSION, (long) getpid ());
  if (s.rank >= 0)
    fprintf (f, "%ld,\n", s.rank);
  else
    fputs ("null,\n", f);
}

void
accblock_timing_write_json (FILE *f)
{
  pthread_mutex_lock (&run_lock);
  const struct accblock_counters *t = &run.total;
  unsigned long accelerators;
  uint64_t local_mem;
  reported_machine (&accelerators, &local_mem);
  json_identity (f);
  fprintf (f, "  \"accelerators\": %lu,\n  \"local_mem_bytes\": %" PRIu64
           ",\n  \"tiles\": %" PRIu64 ",\n  \"dma_in_bytes\": %" PRIu64
           ",\n  \"dma_out_bytes\": %" PRIu64 ",\n  \"dma_transfers\": %"
           PRIu64 ",\n  \"direct_accesses\": %" PRIu64
           ",\n  \"direct_bytes\": %" PRIu64
           ",\n  \"lmem_high_water_bytes\": %" PRIu64
           ",\n  \"wall_seconds\": ", accelerators, local_mem, t->tiles,
           t->dma_in_bytes, t->dma_out_bytes,
           t->dma_in_transfers + t->dma_out_transfers, t->direct_accesses,
           t->direct_bytes, t->lmem_high_water);
  json_double (f, seconds (run.wall_ns));
  fputs (",\n  \"modeled_seconds\": ", f);
  json_double (f, run.modeled_s);
  /* One entry per accelerator, idle ones included.  */
  static const struct accblock_counters idle;
  fputs (",\n  \"per_accelerator\": [", f);
  for (size_t a = 0; a < accelerators; a++)
    {
      fputs (a ? ",\n    " : "\n    ", f);
      json_accelerator (f, a < run.naccel ? &run.per_accel[a] : &idle);
    }
  fputs (accelerators ? "\n  ],\n  \"nests\": [" : "],\n  \"nests\": [",
         f);
  for (size_t n = 0; n < run.nnests; n++)
    {
      fputs (n ? ",\n    " : "\n    ", f);
      json_nest (f, &run.nests[n]);
    }
  fputs (run.nnests ? "\n  ],\n  \"alias_guards\": [" : "],\n  \"alias_guards\": [",
         f);
  for (size_t g = 0; g < run.nguards; g++)
    {
      fputs (g ? ",\n    {\"location\": " : "\n    {\"location\": ", f);
      json_string (f, run.guards[g].location);
      fprintf (f, ", \"apart\": %" PRIu64 ", \"overlap\": %" PRIu64 "}",
               run.guards[g].apart, run.guards[g].overlap);
    }
  fputs (run.nguards ? "\n  ]\n}\n" : "]\n}\n", f);
  pthread_mutex_unlock (&run_lock);
}

/* Write FILE with WRITE: 0, or -1 with errno set when it could not be
   opened or any byte of it could not be written (a full disk shows only
   when the buffer is flushed, so fclose's result counts too).  */
static int
write_file (const char *file, void (*write) (FILE *))
{
  FILE *f = fopen (file, "w");
  if (!f)
    return -1;
  errno = 0;
  write (f);
  int write_errno = ferror (f) ? (errno ? errno : EIO) : 0;
  if (fclose (f) != 0 && !write_errno)
    write_errno = errno ? errno : EIO;
  errno = write_errno;
  return write_errno ? -1 : 0;
}

ACCBLOCK_EXPORT int
accblock_stats_write (const char *file)
{
  return write_file (file, accblock_timing_write_json);
}

/* ---- Chrome trace events ---- */

static const char *const span_names[] = { "compute", "dma-in", "dma-out",
                                          "wait" };

void
accblock_timing_write_trace (FILE *f)
{
  pthread_mutex_lock (&run_lock);
  fputs ("{\"displayTimeUnit\": \"ns\",\n\"traceEvents\": [\n"
         "{\"name\": \"process_name\", \"ph\": \"M\", \"pid\": 1, "
         "\"tid\": 0, \"args\": {\"name\": \"accblock accelerators\"}}", f);
  for (size_t a = 0; a < run.naccel; a++)
    fprintf (f, ",\n{\"name\": \"thread_name\", \"ph\": \"M\", \"pid\": 1, "
             "\"tid\": %zu, \"args\": {\"name\": \"accelerator %zu\"}},\n"
             "{\"name\": \"thread_sort_index\", \"ph\": \"M\", \"pid\": 1, "
             "\"tid\": %zu, \"args\": {\"sort_index\": %zu}}", a, a, a, a);
  for (size_t e = 0; e < run.ntrace; e++)
    {
      const struct run_event *ev = &run.trace[e];
      uint64_t start = ev->event.start_ns > run.epoch_ns
                       ? ev->event.start_ns - run.epoch_ns : 0;
      fprintf (f, ",\n{\"name\": \"%s\", \"cat\": ",
               span_names[ev->event.kind]);
      json_string (f, run.nests[ev->nest].location);
      fprintf (f, ", \"ph\": \"X\", \"pid\": 1, \"tid\": %d, \"ts\": %.3f, "
               "\"dur\": %.3f}", ev->accel, (double) start / 1000.0,
               (double) ev->event.duration_ns / 1000.0);
    }
  fprintf (f, "\n],\n\"otherData\": {\"dropped_events\": \"%" PRIu64
           "\"}}\n", run.trace_dropped);
  pthread_mutex_unlock (&run_lock);
}

/* ---- The ACCBLOCK_TIMING report ---- */

static double
percent (double part, double whole)
{
  return whole > 0 ? 100.0 * part / whole : 0.0;
}

/* One table row; MODELED_S is the accelerator's modeled time, or for a
   total the modeled time of the nest (its slowest accelerator).  */
static void
report_row (FILE *f, const char *label, const struct accblock_counters *c,
            double modeled_s)
{
  fprintf (f, "  %7s %8" PRIu64 " %10.6f %10.6f %10.6f %10.6f %10.6f %9"
           PRIu64 " %12" PRIu64 " %12" PRIu64 " %9" PRIu64 " %10.6f\n",
           label, c->tiles, seconds (c->compute_ns), seconds (c->dma_in_ns),
           seconds (c->dma_out_ns), seconds (c->wait_ns),
           seconds (c->sched_ns), c->dma_in_transfers + c->dma_out_transfers,
           c->dma_in_bytes, c->dma_out_bytes, c->direct_accesses,
           modeled_s);
}

/* The share of DMA in C's measured and modeled accelerator time.  */
static void
report_dma_share (FILE *f, const struct accblock_settings *s,
                  const struct accblock_counters *c)
{
  double dma = seconds (c->dma_in_ns + c->dma_out_ns);
  double busy = seconds (c->compute_ns + c->wait_ns + c->sched_ns) + dma;
  struct accblock_model_time model;
  accblock_model_time (&s->target.cost, c, &model);
  fprintf (f, "  DMA share: %.1f%% of measured accelerator time, %.1f%% of "
           "modeled time; %" PRIu64 " bytes not moved thanks to reuse, %"
           PRIu64 " prefetched, %" PRIu64 " local-memory fallbacks, %" PRIu64
           " tile splits, high water %" PRIu64 " bytes\n",
           percent (dma, busy), percent (model.dma_s - model.hidden_s,
                                         model.total_s),
           c->reused_bytes, c->prefetch_bytes, c->lmem_fallbacks,
           c->tile_splits, c->lmem_high_water);
}

static void
report_header (FILE *f)
{
  fprintf (f, "  %7s %8s %10s %10s %10s %10s %10s %9s %12s %12s %9s %10s\n",
           "accel", "tiles", "compute_s", "dma_in_s", "dma_out_s", "wait_s",
           "sched_s", "transfers", "in_bytes", "out_bytes", "direct",
           "modeled_s");
}

/* Up to this many accelerators the report lists every one; beyond, a
   64-row table buries the point, so it lists the accelerators with the
   least and the most modeled time (the imbalance HPL-style tuning looks
   for) and leaves the full list to ACCBLOCK_STATS.  */
#define REPORT_ALL_ACCELERATORS 8

static void
report_accelerator (FILE *f, const struct nest_record *rec, size_t a,
                    const char *role)
{
  char label[32];
  snprintf (label, sizeof label, "%s%zu", role, a);
  report_row (f, label, &rec->per_accel[a], rec->per_accel[a].modeled_s);
}

static void
report_accelerators (FILE *f, const struct nest_record *rec)
{
  if (rec->naccel <= REPORT_ALL_ACCELERATORS)
    {
      for (size_t a = 0; a < rec->naccel; a++)
        report_accelerator (f, rec, a, "");
      return;
    }
  size_t least = 0, most = 0;
  for (size_t a = 1; a < rec->naccel; a++)
    {
      if (rec->per_accel[a].modeled_s < rec->per_accel[least].modeled_s)
        least = a;
      if (rec->per_accel[a].modeled_s > rec->per_accel[most].modeled_s)
        most = a;
    }
  report_accelerator (f, rec, least, "min:");
  report_accelerator (f, rec, most, "max:");
}

static void
report_nest (FILE *f, const struct accblock_settings *s,
             const struct nest_record *rec)
{
  fprintf (f, "\nnest %s %s: %" PRIu64 " dispatch%s, %" PRIu64
           " tiles, wall %.6f s, modeled %.6f s\n", rec->location,
           rec->clause ? rec->clause : "", rec->dispatches,
           rec->dispatches == 1 ? "" : "es", rec->total.tiles,
           seconds (rec->wall_ns), rec->modeled_s);
  uint64_t unpaid = rec->host_runs - rec->overlap_runs;
  if (unpaid)
    fprintf (f, "  and %" PRIu64 " run%s on the calling thread, where "
             "dispatching does not pay\n", unpaid, unpaid == 1 ? "" : "s");
  if (rec->overlap_runs)
    fprintf (f, "  and %" PRIu64 " run%s as written, on the calling "
             "thread, because the arrays of its alias check overlap\n",
             rec->overlap_runs, rec->overlap_runs == 1 ? "" : "s");
  const struct choice_record *c = find_choice_record (rec->location);
  if (c && c->skewed[0])
    fprintf (f, "  chosen %s; where it stands, modeled %.6f s\n",
             c->skewed, c->local_s);
  if (rec->in_place_sections)
    fprintf (f, "  %d section%s staged, %d left in main memory, where "
             "copying does not pay\n", rec->staged_sections,
             rec->staged_sections == 1 ? "" : "s", rec->in_place_sections);
  report_header (f);
  report_accelerators (f, rec);
  report_row (f, "total", &rec->total, rec->modeled_s);
  report_dma_share (f, s, &rec->total);
}

void
accblock_timing_write_report (FILE *f)
{
  pthread_mutex_lock (&run_lock);
  struct accblock_settings settings;
  reported_settings (&settings);
  const struct accblock_settings *s = &settings;
  char schedule[48];
  accblock_schedule_describe (s->schedule, s->schedule_chunk, schedule,
                              sizeof schedule);
  fprintf (f, "accblock timing report: target %s, %lu accelerators x %"
           PRIu64 " bytes, %lu host threads, %s schedule, staging %s, reuse "
           "%s, double buffering %s", s->target.name ? s->target.name : "-",
           s->num_accel, s->local_mem, s->threads, schedule,
           s->stage ? "on" : "off", s->reuse ? "on" : "off",
           s->double_buffer ? "on" : "off");
  /* Last, so that the line starts the same in every run; the ranks of a
     job write their reports into one stream.  */
  if (s->rank >= 0)
    fprintf (f, ", MPI rank %ld (%s)", s->rank, s->rank_variable);
  fputc ('\n', f);
  for (size_t n = 0; n < run.nnests; n++)
    report_nest (f, s, &run.nests[n]);
  fprintf (f, "\ntotals: %zu nest%s, %" PRIu64 " dispatches, %" PRIu64
           " tiles, wall %.6f s, modeled %.6f s\n", run.nnests,
           run.nnests == 1 ? "" : "s", run.dispatches, run.total.tiles,
           seconds (run.wall_ns), run.modeled_s);
  report_header (f);
  report_row (f, "total", &run.total, run.modeled_s);
  report_dma_share (f, s, &run.total);
  pthread_mutex_unlock (&run_lock);
}

/* Write VARIABLE's output, whose file name is PATTERN, with WRITE; false,
   having said why on stderr, when the file is not written in full.  */
static bool
write_output (const char *variable, const char *pattern,
              const struct accblock_settings *s, void (*write) (FILE *))
{
  char *file = accblock_expand_file_name (pattern, s->rank < 0 ? 0 : s->rank,
                                          (long) getpid ());
  if (!file)
    {
      fprintf (stderr, "accblock: cannot write %s=%s: out of memory\n",
               variable, pattern);
      return false;
    }
  bool written = write_file (file, write) == 0;
  if (!written)
    fprintf (stderr, "accblock: cannot write %s=%s (file %s): %s\n",
             variable, pattern, file, strerror (errno));
  free (file);
  return written;
}

/* The outputs the environment asked for, at exit; false when a file
   was not written in full.  */
static bool
write_outputs (void)
{
  struct accblock_settings s;
  accblock_settings_snapshot (&s);
  if (s.timing)
    accblock_timing_write_report (stderr);
  bool written = true;
  if (s.stats_file)
    written &= write_output ("ACCBLOCK_STATS", s.stats_file, &s,
                             accblock_timing_write_json);
  if (s.trace_file)
    written &= write_output ("ACCBLOCK_TRACE", s.trace_file, &s,
                             accblock_timing_write_trace);
  return written;
}

#ifdef __GLIBC__
/* The statistics are the point of a run under ACCBLOCK_STATS, so a
   program that was exiting with status 0 exits with 1 when they could
   not be written: a batch job or a test then shows the loss.  Its own
   output is flushed first; the exit handlers that would run after this
   one do not run.  A non-zero status is left as it is.  glibc's on_exit
   is what tells the status; registered from a shared library's
   constructor, before the program starts, the handler runs after the
   libraries' destructors, when the dispatches are over.  The library is
   linked -z nodelete, so the handler cannot outlive its code.  */
static void
write_outputs_at_exit (int status, void *unused)
{
  (void) unused;
  if (!write_outputs () && status == 0)
    {
      fflush (NULL);
      _exit (EXIT_FAILURE);
    }
}
#else
/* Without on_exit the status cannot be told: the files are written and
   a failure is only reported.  */
__attribute__ ((destructor)) static void
timing_fini (void)
{
  write_outputs ();
}
#endif

__attribute__ ((constructor)) static void
timing_init (void)
{
  run.epoch_ns = accblock_now_ns ();
#ifdef __GLIBC__
  on_exit (write_outputs_at_exit, NULL);
#endif
}
