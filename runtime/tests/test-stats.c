/* test-stats.c -- the ACCBLOCK_STATS JSON, the ACCBLOCK_TRACE trace and
   the ACCBLOCK_TIMING report.

   Why this file exists: benchmarks and tests read the statistics file by
   its field names, and Perfetto must open the trace, so both are parsed
   back with a strict JSON reader and checked field by field against
   DESIGN.md's schema and against the work that was actually dispatched.
   The second half runs this program again with the variables set, as a
   user would, so the files written at exit are checked too.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-internal.h"
#include "json-reader.h"
#include "tap.h"
#include "test-nest-desc.h"
#include "child-output.h"
#include "tile-words.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

static const char *const top_keys[] = {
  "schema_version", "pid", "rank", "accelerators", "local_mem_bytes",
  "tiles", "dma_in_bytes",
  "dma_out_bytes", "dma_transfers", "direct_accesses", "direct_bytes",
  "lmem_high_water_bytes", "wall_seconds", "modeled_seconds",
  "per_accelerator", "nests", "alias_guards", NULL };
static const char *const accel_keys[] = {
  "tiles", "compute_s", "dma_s", "wait_s", "dma_in_bytes", "dma_out_bytes",
  NULL };
static const char *const nest_keys[] = {
  "location", "block", "tiles", "dma_in_bytes", "dma_out_bytes",
  "modeled_seconds", "dispatches", "host_runs", "overlap_runs",
  "split_groups", "staged_sections", "in_place_sections", NULL };

#define ROWS 40
static int data[ROWS][64];

/* block(i:1, j:16) over 40 x 64 with the row block staged: 4 tiles a
   row, 64 bytes in and out per tile.  */
static void
staged_tile (void *cap, const int64_t *tile)
{
  (void) cap;
  struct accblock_accel *acc = accblock_current_accel ();
  struct accblock_dma_section s = { .ndims = 1, .elem_size = sizeof (int),
      .count = { TILE_COUNT (tile, 1) }, .stride = { 1 } };
  int *local = accblock_lmem_alloc (&acc->lmem, 64);
  int *row = &data[TILE_START (tile, 0)][TILE_START (tile, 1)];
  accblock_dma_get (acc, local, row, &s);
  for (int64_t j = 0; j < TILE_COUNT (tile, 1); j++)
    local[j] += 1;
  accblock_dma_put (acc, row, local, &s);
}

static void
plain_tile (void *cap, const int64_t *tile)
{
  (void) cap;
  (void) tile;
}

static const char weird_location[] = "we\"ird\\dir/f.c:3:7";

static void
run_work (void)
{
  struct test_nest n = { { ACCBLOCK_ABI_VERSION, 2, 0, 0, 0, 0, 0, -1, 0 },
          { { 0, ROWS, 1, ACCBLOCK_CMP_LT, 0, 1, 0 },
            { 0, 64, 1, ACCBLOCK_CMP_LT, 0, 16, 0 } } };
  __accblock_dispatch (&n.head, staged_tile, NULL, "stats.c:10:3",
                       "block(i:1, j:16)");
  __accblock_dispatch (&n.head, staged_tile, NULL, "stats.c:10:3",
                       "block(i:1, j:16)");
  n.level[1].flags = ACCBLOCK_LEVEL_WHOLE;
  n.level[0].block = 7;
  __accblock_dispatch (&n.head, plain_tile, NULL, weird_location,
                       "block(i:7)");
}

static char *
read_file (const char *path)
{
  FILE *f = fopen (path, "r");
  if (!f)
    return NULL;
  size_t cap = 4096, len = 0;
  char *text = malloc (cap);
  size_t got;
  while ((got = fread (text + len, 1, cap - len - 1, f)) > 0)
    {
      len += got;
      if (len + 1 == cap)
        text = realloc (text, cap *= 2);
    }
  text[len] = '\0';
  fclose (f);
  return text;
}

static bool
is_count (const struct json *v)
{
  return v && v->kind == JSON_NUMBER && v->integer && v->number >= 0;
}

static bool
is_seconds (const struct json *v)
{
  return v && v->kind == JSON_NUMBER && v->number >= 0;
}

static bool
ends_with (const char *s, const char *suffix)
{
  size_t n = strlen (s), m = strlen (suffix);
  return n >= m && strcmp (s + n - m, suffix) == 0;
}

static double
num (const struct json *v, const char *key)
{
  const struct json *m = json_get (v, key);
  return m && m->kind == JSON_NUMBER ? m->number : -1;
}

/* Check the statistics in PATH against the schema and run_work, written
   by process PID of MPI rank RANK (-1: not under a launcher).  */
static void
check_stats_file (const char *what, const char *path, int naccel, long pid,
                  long rank)
{
  char *text = read_file (path);
  struct json *root = text ? json_parse (text) : NULL;
  tap_ok (root != NULL, "%s: statistics are valid JSON", what);
  tap_ok (json_has_exactly (root, top_keys),
          "%s: top level has exactly the schema's fields", what);
  bool types = true;
  for (const char *const *k = top_keys; *k; k++)
    if (strcmp (*k, "per_accelerator") && strcmp (*k, "nests")
        && strcmp (*k, "alias_guards") && strcmp (*k, "rank"))
      types &= ends_with (*k, "_seconds") ? is_seconds (json_get (root, *k))
                                          : is_count (json_get (root, *k));
  tap_ok (types, "%s: counts are integers, times non-negative", what);
  const struct json *rank_value = json_get (root, "rank");
  tap_ok (num (root, "schema_version") == 1 && num (root, "pid") == pid
          && rank_value
          && (rank < 0 ? rank_value->kind == JSON_NULL
                       : is_count (rank_value) && rank_value->number == rank),
          "%s: schema_version 1, pid %ld, rank %ld", what, pid, rank);
  /* Two dispatches x 40 rows x 4 tiles, then 6 row blocks.  */
  tap_ok (num (root, "tiles") == 326 && num (root, "accelerators") == naccel
          && num (root, "dma_in_bytes") == 2 * ROWS * 256
          && num (root, "dma_out_bytes") == 2 * ROWS * 256
          && num (root, "dma_transfers") == 4 * ROWS * 4
          && num (root, "direct_accesses") == 0
          && num (root, "lmem_high_water_bytes") == 64
          && num (root, "local_mem_bytes") == 16384,
          "%s: totals match the work dispatched", what);

  struct json *per = json_get (root, "per_accelerator");
  bool accels = per && per->kind == JSON_ARRAY && (int) per->count == naccel;
  double tiles = 0, in = 0;
  for (size_t a = 0; accels && a < per->count; a++)
    {
      struct json *e = per->items[a];
      accels &= json_has_exactly (e, accel_keys);
      for (const char *const *k = accel_keys; *k; k++)
        accels &= ends_with (*k, "_s") ? is_seconds (json_get (e, *k))
                                       : is_count (json_get (e, *k));
      tiles += num (e, "tiles");
      in += num (e, "dma_in_bytes");
    }
  tap_ok (accels && tiles == 326 && in == 2 * ROWS * 256,
          "%s: per_accelerator has %d entries of the schema summing to the "
          "totals", what, naccel);

  struct json *nests = json_get (root, "nests");
  bool ok = nests && nests->kind == JSON_ARRAY && nests->count == 2;
  for (size_t n = 0; ok && n < 2; n++)
    ok &= json_has_exactly (nests->items[n], nest_keys);
  if (ok)
    {
      struct json *first = nests->items[0], *second = nests->items[1];
      struct json *b1 = json_get (first, "block");
      struct json *b2 = json_get (second, "block");
      ok &= strcmp (json_get (first, "location")->string, "stats.c:10:3") == 0
            && num (first, "tiles") == 320
            && num (first, "dma_in_bytes") == 2 * ROWS * 256
            && b1->kind == JSON_ARRAY && b1->count == 2
            && b1->items[0]->number == 1 && b1->items[1]->number == 16
            && strcmp (json_get (second, "location")->string,
                       weird_location) == 0
            && num (second, "tiles") == 6 && b2->count == 2
            && b2->items[0]->number == 7 && b2->items[1]->number == 0
            && is_seconds (json_get (second, "modeled_seconds"))
            && num (first, "split_groups") == 0
            && num (second, "split_groups") == 0
            && num (first, "dispatches") >= 1
            && num (second, "dispatches") >= 1
            && num (first, "host_runs") == 0
            && num (second, "host_runs") == 0
            && num (first, "overlap_runs") == 0
            && num (second, "overlap_runs") == 0
            /* The tiles stage by hand: the nests have no sections.  */
            && num (first, "staged_sections") == 0
            && num (first, "in_place_sections") == 0
            && num (second, "in_place_sections") == 0;
    }
  tap_ok (ok, "%s: nests list both nests with location, block, tiles, "
          "bytes", what);
  json_free (root);
  free (text);
}

static void
check_trace_file (const char *path, int naccel)
{
  char *text = read_file (path);
  struct json *root = text ? json_parse (text) : NULL;
  struct json *events = json_get (root, "traceEvents");
  tap_ok (events && events->kind == JSON_ARRAY, "trace is valid JSON with "
          "traceEvents");
  int compute = 0, dma = 0, named = 0, broken = 0;
  for (size_t e = 0; events && e < events->count; e++)
    {
      struct json *ev = events->items[e];
      struct json *name = json_get (ev, "name"), *ph = json_get (ev, "ph");
      double tid = num (ev, "tid");
      if (!name || name->kind != JSON_STRING || !ph || ph->kind != JSON_STRING
          || num (ev, "pid") != 1 || tid < 0 || tid >= naccel)
        {
          broken++;
          continue;
        }
      if (strcmp (ph->string, "M") == 0)
        named += strcmp (name->string, "thread_name") == 0;
      else if (strcmp (ph->string, "X") == 0)
        {
          broken += !is_seconds (json_get (ev, "ts"))
                    || !is_seconds (json_get (ev, "dur"));
          compute += strcmp (name->string, "compute") == 0;
          dma += strncmp (name->string, "dma-", 4) == 0;
        }
      else
        broken++;
    }
  tap_ok (broken == 0, "every trace event is well formed (%d broken)",
          broken);
  tap_ok (named == naccel, "one named track per accelerator (%d)", named);
  tap_ok (compute == 326 && dma == 4 * ROWS * 4,
          "a compute span per tile (%d) and a DMA span per transfer (%d)",
          compute, dma);
  json_free (root);
  free (text);
}

static void
test_in_process (void)
{
  accblock_set_target ("paper");
  accblock_set_num_accel (6);
  accblock_set_threads (2);
  accblock_stats_reset ();
  run_work ();
  char path[] = "/tmp/accblock-stats-XXXXXX";
  close (mkstemp (path));
  tap_ok (accblock_stats_write (path) == 0, "accblock_stats_write");
  struct accblock_settings settings;
  accblock_settings_snapshot (&settings);
  check_stats_file ("accblock_stats_write", path, 6, (long) getpid (),
                    settings.rank);
  unlink (path);
  tap_ok (accblock_stats_write ("/nonexistent/dir/x.json") == -1,
          "unwritable file reported");
  errno = 0;
  int result = accblock_stats_write ("/dev/full");
  int error = errno;
  tap_ok (result == -1 && error == ENOSPC, "a full device is reported: %s",
          strerror (error));
  errno = 0;
  result = accblock_stats_write ("/tmp");
  error = errno;
  tap_ok (result == -1 && error == EISDIR, "a directory is reported: %s",
          strerror (error));
  struct accblock_nest_stats ns;
  tap_ok (accblock_stats_nest (2, &ns) == -1
          && accblock_stats_accel (6, NULL) == -1, "indices out of range");
  accblock_stats_reset ();
  struct accblock_stats s;
  accblock_stats_get (&s);
  tap_ok (s.tiles == 0 && s.nests == 0 && s.dispatches == 0,
          "reset forgets everything");
}

static void
resetting_tile (void *cap, const int64_t *tile)
{
  (void) cap;
  if (TILE_START (tile, 0) == 3)
    accblock_stats_reset ();
}

/* A reset while a dispatch runs must leave consistent statistics.  */
static void
test_reset_during_dispatch (void)
{
  struct test_nest n = { { ACCBLOCK_ABI_VERSION, 1, 0, 0, 0, 0, 0, -1, 0 },
          { { 0, 30, 1, ACCBLOCK_CMP_LT, 0, 1, 0 } } };
  __accblock_dispatch (&n.head, resetting_tile, NULL, "reset.c:1:1",
                       "block(i:1)");
  struct accblock_stats s;
  accblock_stats_get (&s);
  struct accblock_nest_stats ns;
  tap_ok (s.nests == 1 && s.dispatches == 1
          && accblock_stats_nest (0, &ns) == 0
          && strcmp (ns.location, "reset.c:1:1") == 0 && ns.tiles == 30,
          "reset inside a tile: the dispatch is recorded afterwards");
}

/* Run this program as "child" with the output variables set; with RANK
   0 or more, as rank RANK of an Open MPI job, the file names asking for
   the rank and the process id.  */
static void
test_at_exit (const char *self, long rank)
{
  char dir[] = "/tmp/accblock-exit-XXXXXX";
  if (!mkdtemp (dir))
    abort ();
  char stats[128], trace[128], report[128];
  snprintf (stats, sizeof stats, rank < 0 ? "%s/stats.json"
            : "%s/stats-%%r-%%p.json", dir);
  snprintf (trace, sizeof trace, rank < 0 ? "%s/trace.json"
            : "%s/trace-%%r.json", dir);
  snprintf (report, sizeof report, "%s/report", dir);
  int report_fd = open (report, O_WRONLY | O_CREAT | O_TRUNC, 0600);
  fflush (stdout);
  pid_t pid = fork ();
  if (pid == 0)
    {
      dup2 (report_fd, 1);
      dup2 (report_fd, 2);
      setenv ("ACCBLOCK_STATS", stats, 1);
      setenv ("ACCBLOCK_TRACE", trace, 1);
      setenv ("ACCBLOCK_TIMING", "1", 1);
      setenv ("ACCBLOCK_NUM_ACCEL", "5", 1);
      setenv ("ACCBLOCK_TARGET", "paper", 1);
      unsetenv ("ACCBLOCK_LOCAL_MEM");
      unsetenv ("ACCBLOCK_SCHEDULE");
      unsetenv ("PMI_RANK");
      unsetenv ("SLURM_PROCID");
      char rank_text[24];
      snprintf (rank_text, sizeof rank_text, "%ld", rank);
      if (rank < 0)
        unsetenv ("OMPI_COMM_WORLD_RANK");
      else
        setenv ("OMPI_COMM_WORLD_RANK", rank_text, 1);
      execl (self, self, "child", (char *) NULL);
      _exit (127);
    }
  close (report_fd);
  int status;
  waitpid (pid, &status, 0);
  tap_ok (WIFEXITED (status) && WEXITSTATUS (status) == 0,
          "child run with ACCBLOCK_STATS, ACCBLOCK_TRACE, ACCBLOCK_TIMING, "
          "rank %ld", rank);
  if (rank >= 0)
    {
      snprintf (stats, sizeof stats, "%s/stats-%ld-%ld.json", dir, rank,
                (long) pid);
      snprintf (trace, sizeof trace, "%s/trace-%ld.json", dir, rank);
    }
  check_stats_file ("ACCBLOCK_STATS at exit", stats, 5, (long) pid, rank);
  check_trace_file (trace, 5);
  char *text = read_file (report);
  char rank_line[64] = "double buffering on\n";
  if (rank >= 0)
    snprintf (rank_line, sizeof rank_line, "double buffering on, MPI rank "
              "%ld (OMPI_COMM_WORLD_RANK)\n", rank);
  tap_ok (text && strstr (text, "accblock timing report: target paper, 5 "
                          "accelerators")
          && strstr (text, rank_line)
          && strstr (text, "\nnest stats.c:10:3 block(i:1, j:16): 2 "
                     "dispatches, 320 tiles")
          && strstr (text, "static schedule, staging on, reuse on")
          && strstr (text, "DMA share: ")
          && strstr (text, " local-memory fallbacks, 0 tile splits, high "
                     "water ")
          && strstr (text, "\ntotals: 2 nests, 3 dispatches, 326 tiles"),
          "ACCBLOCK_TIMING report has a table per nest and totals, its "
          "head line ends in \"%.*s\"", (int) strlen (rank_line) - 1,
          rank_line);
  free (text);
  unlink (stats);
  unlink (trace);
  unlink (report);
  rmdir (dir);
}

/* ---- Nothing lost: write errors at exit ---- */

/* The variables a child of check_exit runs with, and how it ends.  */
struct exit_case
{
  const char *self;
  const char *stats;          /* NULL: unset.  */
  const char *trace;
  const char *mode;           /* "child": exit 0; "exit3": exit 3.  */
};

static void
start_exit_case (void *arg)
{
  const struct exit_case *c = arg;
  unsetenv ("ACCBLOCK_STATS");
  unsetenv ("ACCBLOCK_TRACE");
  unsetenv ("ACCBLOCK_TIMING");
  if (c->stats)
    setenv ("ACCBLOCK_STATS", c->stats, 1);
  if (c->trace)
    setenv ("ACCBLOCK_TRACE", c->trace, 1);
  execl (c->self, c->self, c->mode, (char *) NULL);
  _exit (127);
}

/* Run the child of C: it must exit with WANT_STATUS, having printed
   its own output (the program's "done", still buffered at exit) and
   every line of WANT on stderr.  */
static void
check_exit (const struct exit_case *c, int want_status,
            const char *const *want, const char *what)
{
  char buf[2048];
  int status = run_in_child (start_exit_case, (void *) c, true, buf,
                             sizeof buf);
  bool ok = WIFEXITED (status) && WEXITSTATUS (status) == want_status
            && strstr (buf, "done") != NULL;
  for (const char *const *line = want; *line; line++)
    ok &= strstr (buf, *line) != NULL;
  /* One TAP line.  */
  for (char *p = buf; (p = strchr (p, '\n')) != NULL;)
    *p = '|';
  tap_ok (ok, "%s: exit status %d (want %d), output: %s", what,
          WIFEXITED (status) ? WEXITSTATUS (status) : -1, want_status, buf);
}

static void
test_write_errors (const char *self)
{
  char dir[] = "/tmp/accblock-unwritable-XXXXXX";
  if (!mkdtemp (dir))
    abort ();
  char message[320];

  struct exit_case full = { self, "/dev/full", NULL, "child" };
  const char *full_says[] = { "accblock: cannot write ACCBLOCK_STATS="
                              "/dev/full (file /dev/full): No space left "
                              "on device", NULL };
  check_exit (&full, 1, full_says, "ACCBLOCK_STATS=/dev/full");

  /* The trace is larger than a stdio buffer: fprintf fails, not only
     fclose.  */
  struct exit_case trace_full = { self, NULL, "/dev/full", "child" };
  const char *trace_full_says[] = { "accblock: cannot write ACCBLOCK_TRACE="
                                    "/dev/full (file /dev/full): No space "
                                    "left on device", NULL };
  check_exit (&trace_full, 1, trace_full_says, "ACCBLOCK_TRACE=/dev/full");

  struct exit_case directory = { self, NULL, dir, "child" };
  snprintf (message, sizeof message, "accblock: cannot write ACCBLOCK_TRACE="
            "%s (file %s): Is a directory", dir, dir);
  const char *directory_says[] = { message, NULL };
  check_exit (&directory, 1, directory_says, "ACCBLOCK_TRACE=a directory");

  struct exit_case missing = { self, "/nonexistent-accblock/%p.json", NULL,
                               "child" };
  const char *missing_says[] = { "accblock: cannot write ACCBLOCK_STATS="
                                 "/nonexistent-accblock/%p.json (file "
                                 "/nonexistent-accblock/", ".json): No such "
                                 "file or directory", NULL };
  check_exit (&missing, 1, missing_says,
              "ACCBLOCK_STATS in a missing directory");

  struct exit_case both = { self, "/dev/full", dir, "child" };
  const char *both_say[] = { full_says[0], message, NULL };
  check_exit (&both, 1, both_say, "both files unwritable: both named");

  /* The program's own failure is the more telling status.  */
  struct exit_case failing = { self, "/dev/full", NULL, "exit3" };
  check_exit (&failing, 3, full_says, "a program exiting with 3 keeps it");

  struct exit_case fine = { self, NULL, NULL, "child" };
  const char *nothing[] = { NULL };
  check_exit (&fine, 0, nothing, "no output asked for: status 0");

  /* Root writes into read-only directories.  */
  char readonly[64];
  snprintf (readonly, sizeof readonly, "%s/ro", dir);
  mkdir (readonly, 0500);
  snprintf (readonly, sizeof readonly, "%s/ro/stats.json", dir);
  if (geteuid () != 0)
    {
      struct exit_case denied = { self, readonly, NULL, "child" };
      snprintf (message, sizeof message, "accblock: cannot write "
                "ACCBLOCK_STATS=%s (file %s): Permission denied", readonly,
                readonly);
      const char *denied_says[] = { message, NULL };
      check_exit (&denied, 1, denied_says,
                  "ACCBLOCK_STATS in a read-only directory");
    }
  else
    tap_ok (true, "# SKIP root writes into read-only directories");
  unlink (readonly);
  snprintf (readonly, sizeof readonly, "%s/ro", dir);
  rmdir (readonly);
  rmdir (dir);
}

int
main (int argc, char **argv)
{
  if (argc > 1)
    {
      run_work ();
      /* Still in the stdio buffer when the program exits.  */
      printf ("done\n");
      return strcmp (argv[1], "exit3") == 0 ? 3 : 0;
    }
  test_in_process ();
  test_reset_during_dispatch ();
  test_at_exit (argv[0], -1);
  test_at_exit (argv[0], 3);
  test_write_errors (argv[0]);
  return tap_done ();
}
