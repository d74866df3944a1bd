/* test-overlap.c -- the run-time alias check: nests whose arrays the
   plugin could not keep apart run blocked when they lie apart and as
   written when they overlap.

   Why this file exists: a kernel taking its arrays as parameters is
   blocked on condition that the sections flagged
   ACCBLOCK_SECTION_CHECK_OVERLAP do not overlap (accblock-abi.h,
   ACCBLOCK_NEST_CHECK_OVERLAP); runtime/overlap.c compares their
   address ranges and device.c then runs the nest as one tile on the
   calling thread.  These tests play the plugin's part with hand-built
   descriptors of "b[i][j] = a[i][j] * 0.5 + 1" and check the range test
   on its edges (ranges that touch, read-only pairs, ranges it cannot
   bound) and both paths of a dispatch: with b one row past a (a
   recurrence down the columns) only the original order gives the
   sequential result, and every iteration must run once, in order, on
   the caller's thread, counted as an overlap run.  Then the address
   ranges of arrays that are not staged (struct accblock_range): inner
   indices over their loop's bounds, constant or moving with the outer
   level, and an array read in two shapes.  Last, the test in front of
   a loop distributed on condition that its arrays do not overlap
   (__accblock_ranges_apart): its answer on the same ranges, and the
   statistics that count each side; and the same test as a read-only
   template whose run-time words are patches read from a record, which
   it must not write.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-internal.h"
#include "tap.h"
#include "test-nest-desc.h"
#include "test-sections.h"
#include "tile-words.h"

#include <pthread.h>
#include <signal.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#define ROWS 48
#define COLS 40
#define WRITTEN (ACCBLOCK_SECTION_WRITE | ACCBLOCK_SECTION_COVERED)

struct captures
{
  pthread_t caller;
  bool off_caller;        /* Some tile ran on another thread.  */
  bool out_of_order;      /* An iteration ran before an earlier one.  */
  int64_t last;           /* Linear index of the last iteration run.  */
  unsigned char visits[ROWS * COLS];
};

/* The tile function: b[i][j] = a[i][j] * 0.5 + 1, addressing both
   arrays through the tile's section words as generated code does.  */
static void
scale_tile (void *cap, const int64_t *tile)
{
  struct captures *c = cap;
  if (!pthread_equal (pthread_self (), c->caller))
    c->off_caller = true;
  for (int64_t i = TILE_START (tile, 0); i < TILE_END (tile, 0); i++)
    for (int64_t j = TILE_START (tile, 1); j < TILE_END (tile, 1); j++)
      {
        double *a = at2 (tile, 2, 0, sizeof (double), i, j);
        double *b = at2 (tile, 2, 1, sizeof (double), i, j);
        *b = *a * 0.5 + 1.0;
        int64_t linear = i * COLS + j;
        c->out_of_order |= linear < c->last;
        c->last = linear;
        c->visits[linear]++;
      }
}

/* Describe the nest over ROWS x COLS with A (accessed as A_FLAGS says)
   and B (B_FLAGS), both flagged for the check unless FLAGGED is false,
   and level 0 driving the rows unless WHOLE makes it an
   ACCBLOCK_LEVEL_WHOLE level.  */
static struct accblock_nest *
describe (struct test_nest_words *buf, double *a, double *b, int64_t a_flags,
          int64_t b_flags, bool flagged, bool whole)
{
  struct accblock_nest *n = test_nest_words_start (buf, 2, 2, 0);
  n->flags = ACCBLOCK_NEST_INFER_MODEL | ACCBLOCK_NEST_CHECK_OVERLAP;
  n->level[0] = level_lt (0, ROWS, 1);
  n->level[1] = level_lt (0, COLS, 0);
  n->level[0].flags = ACCBLOCK_LEVEL_MAY_BLOCK
                      | (whole ? ACCBLOCK_LEVEL_WHOLE : 0);
  n->level[1].flags = ACCBLOCK_LEVEL_MAY_BLOCK;
  int64_t check = flagged ? ACCBLOCK_SECTION_CHECK_OVERLAP : 0;
  struct accblock_section_dim cols = dim (1, 1, 0, 0, COLS, 1);
  section_dims (section (n, 0, "a", a, a_flags | check, sizeof (double), 1),
                dim (0, 1, 0, 0, 0, COLS), &cols);
  section_dims (section (n, 1, "b", b, b_flags | check, sizeof (double), 1),
                dim (0, 1, 0, 0, 0, COLS), &cols);
  return n;
}

/* Whether the check finds that A and B, described as in describe,
   overlap.  */
static bool
overlap (double *a, double *b, int64_t a_flags, int64_t b_flags,
         bool flagged, bool whole)
{
  static struct test_nest_words buf;
  struct accblock_nest *n = describe (&buf, a, b, a_flags, b_flags, flagged,
                                      whole);
  struct accblock_plan plan;
  accblock_plan_nest (n, "check.c:1:1", &plan);
  return accblock_overlap_found (n, &plan);
}

/* Dispatch the nest over A and B as the pragma at LOCATION; fill *STATS
   and return whether every iteration ran once.  */
static bool
dispatch (const char *location, double *a, double *b, struct captures *c,
          struct accblock_nest_stats *stats)
{
  static struct test_nest_words buf;
  struct accblock_nest *n = describe (&buf, a, b, ACCBLOCK_SECTION_READ,
                                      WRITTEN, true, false);
  memset (c, 0, sizeof *c);
  c->caller = pthread_self ();
  c->last = -1;
  accblock_stats_reset ();
  __accblock_dispatch (n, scale_tile, c, location, "block(i:?, j:?)");
  bool once = true;
  for (int i = 0; i < ROWS * COLS; i++)
    once &= c->visits[i] == 1;
  memset (stats, 0, sizeof *stats);
  accblock_stats_nest (0, stats);
  return once;
}

/* The values 0 .. COUNT - 1 modulo 17 at P.  */
static void
fill (double *p, int count)
{
  for (int k = 0; k < count; k++)
    p[k] = (double) (k % 17);
}

/* Whether RESULT equals the nest run sequentially on a copy of INPUT
   with b at B_ROW rows past a (COUNT doubles in all).  */
static bool
sequential_result_p (const double *result, const double *input, int count,
                     int b_row)
{
  double *copy = malloc (count * sizeof *copy);
  memcpy (copy, input, count * sizeof *copy);
  for (int i = 0; i < ROWS; i++)
    for (int j = 0; j < COLS; j++)
      copy[(i + b_row) * COLS + j] = copy[i * COLS + j] * 0.5 + 1.0;
  bool same = memcmp (copy, result, count * sizeof *copy) == 0;
  free (copy);
  return same;
}

static void
test_ranges (double *buf)
{
  const int64_t read = ACCBLOCK_SECTION_READ;
  double *next = buf + ROWS * COLS;
  tap_ok (!overlap (buf, next, read, WRITTEN, true, false),
          "ranges that touch do not overlap");
  tap_ok (overlap (buf, next - 1, read, WRITTEN, true, false),
          "ranges that share one element overlap");
  tap_ok (overlap (buf, buf + COLS, read, WRITTEN, true, false),
          "b one row past a: overlap");
  tap_ok (overlap (buf, buf, read, WRITTEN, true, false),
          "one array twice: overlap");
  tap_ok (overlap (next - 1, buf, read, WRITTEN, true, false),
          "b before a, sharing an element: overlap");
  tap_ok (!overlap (buf, buf, read, read, true, false),
          "one array twice, only read: no overlap that matters");
  tap_ok (overlap (buf, next, read, WRITTEN, false, false),
          "no section flagged: the nest runs as written");
  tap_ok (overlap (buf, next, read, WRITTEN, true, true),
          "a level the runtime cannot bound: the nest runs as written");
}

/* ---- Address ranges of arrays that are not staged ---- */

/* Dimension of a range: COEF * IV(LEVEL) + [OFF, OFF], STRIDE apart,
   plus INNER times an inner index in [FIRST_COEF * IV(INNER_LEVEL) +
   FIRST, LAST_COEF * IV(INNER_LEVEL) + LAST].  */
static struct accblock_range_dim
range_dim (int64_t level, int64_t coef, int64_t off, int64_t stride,
           int64_t inner, int64_t inner_level, int64_t first_coef,
           int64_t first, int64_t last_coef, int64_t last)
{
  return (struct accblock_range_dim) { level, coef, off, off, stride, inner,
                                       inner_level, first_coef, first,
                                       last_coef, last };
}

/* Range K of N: BASE, FLAGS, two dimensions D0 and D1.  */
static void
range2 (struct accblock_nest *n, int k, double *base, int64_t flags,
        struct accblock_range_dim d0, struct accblock_range_dim d1)
{
  struct accblock_range *r = accblock_nest_range (n, k);
  r->flags = flags;
  r->ndims = 2;
  r->elem_size = sizeof (double);
  r->base = (int64_t) (intptr_t) base;
  r->name = (int64_t) (intptr_t) "r";
  r->dim[0] = d0;
  r->dim[1] = d1;
}

/* A gemm-like nest over i in [0, ROWS): C[i][j] written and A[i][j]
   read, both as rows of COLS with j in [0, LAST]; no section.  */
static struct accblock_nest *
describe_rows (struct test_nest_words *buf, double *c, double *a,
               int64_t last)
{
  struct accblock_nest *n = test_nest_words_start (buf, 1, 0, 0);
  n->flags = ACCBLOCK_NEST_INFER_MODEL | ACCBLOCK_NEST_CHECK_OVERLAP;
  n->level[0] = level_lt (0, ROWS, 1);
  n->level[0].flags = ACCBLOCK_LEVEL_MAY_BLOCK;
  n->nranges = 2;
  range2 (n, 0, c, WRITTEN & ACCBLOCK_SECTION_WRITE,
          range_dim (0, 1, 0, COLS, 0, -1, 0, 0, 0, 0),
          range_dim (-1, 0, 0, 1, 1, -1, 0, 0, 0, last));
  range2 (n, 1, a, ACCBLOCK_SECTION_READ,
          range_dim (0, 1, 0, COLS, 0, -1, 0, 0, 0, 0),
          range_dim (-1, 0, 0, 1, 1, -1, 0, 0, 0, last));
  return n;
}

static bool
found (struct accblock_nest *n)
{
  struct accblock_plan plan;
  accblock_plan_nest (n, "ranges.c:1:1", &plan);
  return accblock_overlap_found (n, &plan);
}

static void
test_varying_ranges (double *buf)
{
  static struct test_nest_words w;
  double *next = buf + ROWS * COLS;
  tap_ok (!found (describe_rows (&w, buf, next, COLS - 1)),
          "inner index over a whole row: ranges that touch do not overlap");
  tap_ok (found (describe_rows (&w, buf, next - 1, COLS - 1)),
          "inner index over a whole row: one element shared: overlap");
  tap_ok (!found (describe_rows (&w, buf, next - 1, COLS - 2)),
          "inner index short of the last column: that element is free");
  tap_ok (found (describe_rows (&w, buf, buf + COLS, COLS - 1)),
          "a one row past c: overlap");
  /* C[i][COLS - 1 - j]: the same elements, the inner term negative.  */
  struct accblock_nest *n = describe_rows (&w, buf, next - 1, COLS - 1);
  accblock_nest_range (n, 0)->dim[1]
    = range_dim (-1, 0, COLS - 1, 1, -1, -1, 0, 0, 0, COLS - 1);
  tap_ok (found (n), "a negative inner coefficient: overlap");
  /* Triangle j <= i - 10: the last row reaches column ROWS - 11.  */
  n = describe_rows (&w, buf, buf + (ROWS - 1) * COLS + ROWS - 10,
                     COLS - 1);
  accblock_nest_range (n, 0)->dim[1]
    = range_dim (-1, 0, 0, 1, 1, 0, 0, 0, 1, -10);
  tap_ok (!found (n), "triangular bound: past the last row's end, apart");
  accblock_nest_range (n, 1)->base -= sizeof (double);
  tap_ok (found (n), "triangular bound: at the last row's end, overlap");
  /* An inner loop that never runs anywhere: not guessed.  */
  n = describe_rows (&w, buf, next, COLS - 1);
  accblock_nest_range (n, 0)->dim[1] = range_dim (-1, 0, 0, 1, 1, -1, 0, 5,
                                                  0, 2);
  tap_ok (found (n), "an inner loop that never runs: the nest runs as "
          "written");
  /* A read in a second shape (ACCBLOCK_RANGE_CONTINUED) reaching c.  */
  n = describe_rows (&w, buf, next, COLS - 1);
  n->nranges = 3;
  range2 (n, 2, next, ACCBLOCK_SECTION_READ | ACCBLOCK_RANGE_CONTINUED,
          range_dim (0, -1, 0, COLS, 0, -1, 0, 0, 0, 0),
          range_dim (-1, 0, 0, 1, 1, -1, 0, 0, 0, COLS - 1));
  tap_ok (found (n), "a second shape of a reaching back into c: overlap");
  accblock_nest_range (n, 2)->dim[0] = range_dim (0, 1, 0, COLS, 0, -1, 0,
                                                  0, 0, 0);
  tap_ok (!found (n), "a second shape of a within its rows: apart");
}

/* The test a distributed loop stands behind: a descriptor as
   plugin/alias-guard.cc builds it (levels and ranges, no section, block
   words 0), apart and overlapping; each answer counted under its
   location in the statistics.  */
static void
test_guard (double *buf)
{
  static struct test_nest_words w;
  double *next = buf + ROWS * COLS;
  struct accblock_nest *n = describe_rows (&w, buf, next, COLS - 1);
  n->flags = ACCBLOCK_NEST_INFER_GREEDY | ACCBLOCK_NEST_CHECK_OVERLAP;
  n->level[0].flags = 0;
  n->level[0].block = 0;
  tap_ok (__accblock_ranges_apart (n, NULL, "guard.c:7:3") == 1,
          "guard: ranges that touch are apart");
  accblock_nest_range (n, 1)->base -= sizeof (double);
  tap_ok (__accblock_ranges_apart (n, NULL, "guard.c:7:3") == 0,
          "guard: one element shared: the loop runs as written");
  n->level[0] = level_lt (0, 0, 1);
  tap_ok (__accblock_ranges_apart (n, NULL, "guard.c:7:3") == 0,
          "guard: a loop that does not run cannot be bounded: as written");
  char *text = NULL;
  size_t size = 0;
  FILE *f = open_memstream (&text, &size);
  accblock_timing_write_json (f);
  fclose (f);
  tap_ok (text && strstr (text, "{\"location\": \"guard.c:7:3\", "
                                "\"apart\": 1, \"overlap\": 2}"),
          "guard: the statistics count each side (alias_guards)");
  free (text);
}

/* ---- a guard's read-only template with patches ---- */

/* The record a guard's patches read, as plugin/alias-guard-record.cc
   lays it out: the variables its run-time words come from.  */
struct guard_record
{
  int32_t rows;       /* The loop's trip count plus one.  */
  const double *c;
  const double *a;
  int16_t cols;       /* Row length: times 1 gives the inner last index
                         plus one.  */
  uint8_t one;
};

/* Word index of the int64_t word AT in N.  */
static int64_t
word_of (const struct accblock_nest *n, const int64_t *at)
{
  return at - (const int64_t *) (const void *) n;
}

/* Append to N the patch: word AT = (integer of KIND at OFFSET, times
   the one of FACTOR_KIND at FACTOR_OFFSET when FACTOR_KIND) + ADDEND.  */
static void
guard_patch (struct accblock_nest *n, int64_t *at, size_t offset,
             int64_t kind, size_t factor_offset, int64_t factor_kind,
             int64_t addend)
{
  int64_t *p = (int64_t *) (void *) n + accblock_nest_words (n)
               + n->npatches * ACCBLOCK_PATCH_WORDS;
  p[ACCBLOCK_PATCH_WORD (word)] = word_of (n, at);
  p[ACCBLOCK_PATCH_WORD (offset)] = (int64_t) offset;
  p[ACCBLOCK_PATCH_WORD (kind)] = kind;
  p[ACCBLOCK_PATCH_WORD (factor_offset)] = (int64_t) factor_offset;
  p[ACCBLOCK_PATCH_WORD (factor_kind)] = factor_kind;
  p[ACCBLOCK_PATCH_WORD (addend)] = addend;
  *at = 0;
  n->npatches++;
}

/* The guard of test_guard as the plugin emits it since ABI version 15:
   a read-only template whose trip count, array addresses and inner
   extents are patches read from a record.  */
static struct accblock_nest *
describe_patched_guard (struct test_nest_words *w, double *buf)
{
  struct accblock_nest *n = describe_rows (w, buf, buf, COLS - 1);
  n->flags = (ACCBLOCK_NEST_INFER_GREEDY | ACCBLOCK_NEST_CHECK_OVERLAP
              | ACCBLOCK_NEST_READ_ONLY);
  n->level[0].flags = 0;
  n->level[0].block = 0;
  /* Patched words in increasing order: bound, then each range's base
     and inner last index.  */
  guard_patch (n, &n->level[0].bound, offsetof (struct guard_record, rows),
               4 + ACCBLOCK_PATCH_SIGNED, 0, 0, -1);
  size_t field[2] = { offsetof (struct guard_record, c),
                      offsetof (struct guard_record, a) };
  for (int k = 0; k < 2; k++)
    {
      struct accblock_range *r = accblock_nest_range (n, k);
      guard_patch (n, &r->base, field[k], 8, 0, 0, 0);
      guard_patch (n, &r->dim[1].inner_last,
                   offsetof (struct guard_record, cols),
                   2 + ACCBLOCK_PATCH_SIGNED,
                   offsetof (struct guard_record, one), 1, -1);
    }
  return n;
}

/* Whether calling the guard on N with a NEST that is not read-only
   aborts the process (in a child).  */
static bool
guard_refused (const struct accblock_nest *n, const struct guard_record *r)
{
  fflush (NULL);
  pid_t pid = fork ();
  if (pid == 0)
    {
      if (!freopen ("/dev/null", "w", stderr))
        _exit (2);
      __accblock_ranges_apart (n, r, "refused.c:1:1");
      _exit (0);
    }
  int status;
  if (pid < 0 || waitpid (pid, &status, 0) != pid)
    return false;
  return WIFSIGNALED (status) && WTERMSIG (status) == SIGABRT;
}

/* The read-only guard gives the answers of test_guard from the record,
   and neither its template nor the record is written.  */
static void
test_guard_patched (double *buf)
{
  static struct test_nest_words w, saved;
  struct accblock_nest *n = describe_patched_guard (&w, buf);
  memcpy (&saved, &w, sizeof w);
  double *next = buf + ROWS * COLS;
  struct guard_record r = { ROWS + 1, buf, next, COLS, 1 };
  tap_ok (__accblock_ranges_apart (n, &r, "guard-patched.c:9:3") == 1,
          "patched guard: ranges that touch are apart");
  r.a = next - 1;
  tap_ok (__accblock_ranges_apart (n, &r, "guard-patched.c:9:3") == 0,
          "patched guard: one element shared: the loop runs as written");
  r.cols = COLS - 1;
  tap_ok (__accblock_ranges_apart (n, &r, "guard-patched.c:9:3") == 1,
          "patched guard: an inner extent one shorter frees that element");
  r.cols = COLS;
  r.a = next;
  r.rows = 1;
  tap_ok (__accblock_ranges_apart (n, &r, "guard-patched.c:9:3") == 0,
          "patched guard: a loop that does not run cannot be bounded");
  tap_ok (memcmp (&saved, &w, sizeof w) == 0,
          "patched guard: the read-only template is left untouched");
  n->flags &= ~(int64_t) ACCBLOCK_NEST_READ_ONLY;
  r.rows = ROWS + 1;
  tap_ok (guard_refused (n, &r),
          "patched guard: a writable descriptor with patches is refused");
}

int
main (void)
{
  static struct captures c;
  int count = (ROWS + 1) * COLS;
  double *buf = calloc ((size_t) count * 2, sizeof *buf);
  double *input = malloc ((size_t) count * sizeof *input);
  struct accblock_nest_stats s;

  test_ranges (buf);
  test_varying_ranges (buf);
  test_guard (buf);
  test_guard_patched (buf);

  fill (buf, count);
  bool once = dispatch ("apart.c:1:1", buf, buf + count, &c, &s);
  bool right = true;
  for (int k = 0; k < ROWS * COLS; k++)
    right &= buf[count + k] == buf[k] * 0.5 + 1.0;
  tap_ok (once && right && s.dispatches == 1 && s.overlap_runs == 0,
          "arrays apart: dispatched (%llu dispatches, %llu overlap runs), "
          "every element right",
          (unsigned long long) s.dispatches,
          (unsigned long long) s.overlap_runs);

  fill (buf, count);
  memcpy (input, buf, (size_t) count * sizeof *input);
  once = dispatch ("shifted.c:1:1", buf, buf + COLS, &c, &s);
  tap_ok (once && !c.off_caller && !c.out_of_order && s.dispatches == 0
          && s.overlap_runs == 1 && s.host_runs == 1,
          "b one row past a: run as written, in order, on the calling "
          "thread (%llu overlap runs, %llu dispatches)",
          (unsigned long long) s.overlap_runs,
          (unsigned long long) s.dispatches);
  tap_ok (sequential_result_p (buf, input, count, 1),
          "b one row past a: the sequential result");
  free (input);
  free (buf);
  return tap_done ();
}
