/* test-skewed-choose.c -- block sizes the runtime chooses for a skewed
   nest (runtime/choose.c, model/skewed-price.c).

   Why this file exists: a nest flagged ACCBLOCK_NEST_SKEWED with
   ACCBLOCK_NEST_INFER_* (seidel-2d under -fauto-block) leaves the sizes
   of all its skewed levels, level 0 included, to the runtime, in values
   of S; with ACCBLOCK_NEST_MAY_RUN_LOCALLY the runtime may also run it
   on the calling thread as one tile that covers every S.  These tests
   play the plugin's part with hand-built seidel descriptors and check
   that the sizes written are the skewed search's (or greedy's) on the
   same description, that the nest runs where it stands exactly when its
   fronts do not beat that (model/dispatch-gain.c's rule), that the
   choice is remembered, that the statistics report the skewed clause
   and the time where it stands, and that every run ends as the serial
   loops do.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-internal.h"
#include "blockmodel.h"
#include "tap.h"
#include "test-nest-desc.h"
#include "test-sections.h"
#include "tile-words.h"

#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* One seidel run: N x N doubles, STEPS steps; SPLIT: A[i][j] described
   apart from the eight elements read around it (two sections of one
   array, which the runtime stages in one copy), else A as one section
   read and written at nine offsets (which it leaves in main memory).  */
struct seidel
{
  int64_t n, steps;
  bool split;
  double *a;
  bool off_caller;
  pthread_t caller;
};

static int64_t
max64 (int64_t a, int64_t b)
{
  return a > b ? a : b;
}

static int64_t
min64 (int64_t a, int64_t b)
{
  return a < b ? a : b;
}

/* The tile function: the iterations whose skewed coordinates (t, t + i,
   2t + i + j) lie in the tile, in the program's order (accblock-abi.h's
   rule, skews 0, 1, 1).  */
static void
seidel_tile (void *cap, const int64_t *tile)
{
  struct seidel *s = cap;
  if (!pthread_equal (pthread_self (), s->caller))
    s->off_caller = true;
  int64_t n = s->n;
  int64_t t0 = max64 (0, TILE_START (tile, 0));
  int64_t t1 = min64 (s->steps, TILE_END (tile, 0));
  for (int64_t t = t0; t < t1; t++)
    {
      int64_t i0 = max64 (1, TILE_START (tile, 1) - t);
      int64_t i1 = min64 (n - 1, TILE_END (tile, 1) - t);
      for (int64_t i = i0; i < i1; i++)
        {
          int64_t sum = t + (i + t);
          int64_t j0 = max64 (1, TILE_START (tile, 2) - sum);
          int64_t j1 = min64 (n - 1, TILE_END (tile, 2) - sum);
          for (int64_t j = j0; j < j1; j++)
            {
              double v = 0;
              for (int di = -1; di <= 1; di++)
                for (int dj = -1; dj <= 1; dj++)
                  v += *(double *) at2 (tile, 3, s->split && (di || dj),
                                        8, i + di, j + dj);
              *(double *) at2 (tile, 3, 0, 8, i, j) = v / 9.0;
            }
        }
    }
}

static void
seidel_fill (double *a, int64_t n)
{
  for (int64_t k = 0; k < n * n; k++)
    a[k] = (double) ((k * 37 + 11) % 17);
}

static void
seidel_serial (double *a, int64_t n, int64_t steps)
{
  for (int64_t t = 0; t < steps; t++)
    for (int64_t i = 1; i < n - 1; i++)
      for (int64_t j = 1; j < n - 1; j++)
        {
          double v = 0;
          for (int di = -1; di <= 1; di++)
            for (int dj = -1; dj <= 1; dj++)
              v += a[(i + di) * n + j + dj];
          a[i * n + j] = v / 9.0;
        }
}

/* The descriptor of S's nest with nest flags FLAGS into BUF: levels t,
   i, j flagged to be blocked by the runtime, skews 0, 1, 1.  */
static struct accblock_nest *
describe (struct seidel *s, int64_t flags, struct test_nest_words *buf)
{
  struct accblock_nest *nest = test_nest_words_start (buf, 3,
                                                      s->split ? 2 : 1, 0);
  nest->flags = ACCBLOCK_NEST_SKEWED | flags;
  nest->level[0] = level_lt (0, s->steps, 0);
  nest->level[1] = level_lt (1, s->n - 1, 0);
  nest->level[2] = level_lt (1, s->n - 1, 0);
  for (int l = 0; l < 3; l++)
    nest->level[l].flags |= ACCBLOCK_LEVEL_MAY_BLOCK
                            | (int64_t) (l > 0) << ACCBLOCK_LEVEL_SKEW_SHIFT;
  int64_t rw = ACCBLOCK_SECTION_READ | ACCBLOCK_SECTION_WRITE;
  struct accblock_section_dim cols = dim (2, 1, -1, 1, s->n, 1);
  if (!s->split)
    {
      section_dims (section (nest, 0, "a", s->a, rw, 8, 10),
                    dim (1, 1, -1, 1, s->n, s->n), &cols);
      return nest;
    }
  struct accblock_section_dim col = dim (2, 1, 0, 0, s->n, 1);
  section_dims (section (nest, 0, "a", s->a, rw, 8, 2),
                dim (1, 1, 0, 0, s->n, s->n), &col);
  section_dims (section (nest, 1, "a", s->a, ACCBLOCK_SECTION_READ, 8, 8),
                dim (1, 1, -1, 1, s->n, s->n), &cols);
  return nest;
}

/* Array A of the model at offsets LO .. HI, with ACCESS and REFS.  */
static void
model_array (const struct seidel *s, int64_t lo, int64_t hi, int access,
             unsigned long refs, struct accblock_model_array *a)
{
  memset (a, 0, sizeof *a);
  a->name = "a";
  a->elem_size = 8;
  a->ndims = 2;
  a->dim[0] = (struct accblock_model_dim) { (uint64_t) s->n, 1, 1, lo, hi };
  a->dim[1] = (struct accblock_model_dim) { (uint64_t) s->n, 2, 1, lo, hi };
  a->access = access;
  a->refs = refs;
}

/* The model's view of the same nest, as test-skewed-price.c builds it;
   the one section read and written at nine offsets is in main memory.  */
static void
model_of (const struct seidel *s, struct accblock_model_nest *nest,
          struct accblock_model_array *a)
{
  int rw = ACCBLOCK_MODEL_READ | ACCBLOCK_MODEL_WRITE;
  /* Split, the runtime stages A[i][j] in the copy of the eight
     around it: one box, read and written.  */
  if (s->split)
    model_array (s, -1, 1, rw, 10, &a[0]);
  else
    {
      model_array (s, -1, 1, rw, 10, &a[0]);
      accblock_model_set_unstaged (&a[0]);
    }
  memset (nest, 0, sizeof *nest);
  nest->nlevels = 3;
  nest->level[0] = (struct accblock_model_level) { NULL,
                                                   (uint64_t) s->steps, 1,
                                                   0, 0 };
  for (int l = 1; l < 3; l++)
    nest->level[l] = (struct accblock_model_level) { NULL,
                                                     (uint64_t) s->n - 2, 1,
                                                     0, 0 };
  nest->narrays = 1;
  nest->arrays = a;
}

/* The target the runtime prices with (the settings' machine).  */
static void
settings_target (struct accblock_target *t)
{
  struct accblock_settings settings;
  accblock_settings_snapshot (&settings);
  *t = settings.target;
  t->num_accel = settings.num_accel;
  t->local_mem = settings.local_mem;
}

/* Dispatch S's nest with FLAGS at LOCATION; the block words after the
   run into BLOCK, the nest's statistics into *ST; whether it ended as
   the serial loops.  */
static bool
run (struct seidel *s, int64_t flags, const char *location,
     int64_t *block, struct accblock_nest_stats *st)
{
  static struct test_nest_words buf;
  double *want = malloc ((size_t) (s->n * s->n) * sizeof *want);
  s->a = malloc ((size_t) (s->n * s->n) * sizeof *s->a);
  seidel_fill (want, s->n);
  seidel_fill (s->a, s->n);
  seidel_serial (want, s->n, s->steps);
  struct accblock_nest *nest = describe (s, flags, &buf);
  s->caller = pthread_self ();
  s->off_caller = false;
  accblock_stats_reset ();
  __accblock_dispatch (nest, seidel_tile, s, location, "block(t, i, j)");
  for (int l = 0; l < 3; l++)
    block[l] = nest->level[l].block;
  memset (st, 0, sizeof *st);
  accblock_stats_nest (0, st);
  bool same = memcmp (want, s->a, (size_t) (s->n * s->n) * sizeof *want)
              == 0;
  free (want);
  free (s->a);
  return same;
}

/* The skewed search's (or greedy's) choice for S on the settings'
   machine, and the time where it stands.  */
static bool
model_choice (const struct seidel *s, bool greedy,
              struct accblock_model_skewed *out, double *local_s)
{
  struct accblock_model_nest nest;
  struct accblock_model_array a[2];
  struct accblock_target target;
  static const int64_t skew[3] = { 0, 1, 1 };
  model_of (s, &nest, a);
  settings_target (&target);
  *local_s = accblock_model_local_s (&nest, &target);
  return (greedy ? accblock_model_skewed_greedy (&nest, 3, skew, &target, out)
                 : accblock_model_skewed_search (&nest, 3, skew, &target,
                                                 out)) == 0;
}

/* Seidel of N x N, STEPS steps, sizes left to the model: the sizes the
   search chose, dispatched in fronts (or, with MAY, locally when they
   do not pay), the serial result, and a modeled time the model's price
   bounds.  */
static void
test_model (int64_t n, int64_t steps, bool split, bool may,
            const char *location)
{
  struct seidel s = { n, steps, split, NULL, false, pthread_self () };
  struct accblock_model_skewed best;
  double local_s;
  bool priced = model_choice (&s, false, &best, &local_s);
  bool pays = priced && best.cost_s < local_s;
  int64_t block[3];
  struct accblock_nest_stats st;
  int64_t flags = ACCBLOCK_NEST_INFER_MODEL
                  | (may ? ACCBLOCK_NEST_MAY_RUN_LOCALLY : 0);
  bool same = run (&s, flags, location, block, &st);
  bool locally = may && !pays;
  /* Run locally, one tile covers every value of each S: t 0 .. T-1,
     t + i 1 .. N-2 + T-1, 2t + i + j 2 .. 2 (N-2) + 2 (T-1).  */
  bool sizes = locally ? block[0] == steps && block[1] == n - 2 + steps - 1
                         && block[2] == 2 * (n - 3) + 2 * (steps - 1) + 1
                       : block[0] == best.block[0] && block[1] == best.block[1]
                         && block[2] == best.block[2];
  /* The model prices every busy tile as a full one that writes back
     its whole box: an upper bound of what the runtime counts, which is
     the fronts less their dispatches.  */
  struct accblock_target target;
  settings_target (&target);
  bool bounded = locally
                 || st.modeled_seconds
                    <= best.cost_s - (double) best.fronts
                                     * target.cost.dispatch_s;
  tap_ok (priced && same && sizes && bounded
          && st.host_runs == (locally ? 1u : 0u)
          && (st.dispatches == 0) == locally
          && !(locally && s.off_caller),
          "seidel %lld, %lld steps%s%s: the search's %lldx%lldx%lld takes %g "
          "us against %g us where it stands; %s with blocks "
          "%lld,%lld,%lld (%llu fronts, modeled %g us); the serial result", (long long) n,
          (long long) steps, split ? "" : ", A one section in main memory",
          may ? ", may run locally" : "",
          (long long) best.block[0], (long long) best.block[1],
          (long long) best.block[2], best.cost_s * 1e6, local_s * 1e6,
          locally ? "run locally" : "dispatched", (long long) block[0],
          (long long) block[1], (long long) block[2],
          (unsigned long long) st.dispatches, st.modeled_seconds * 1e6);
}

/* INFER_GREEDY: greedy's sizes.  */
static void
test_greedy (void)
{
  struct seidel s = { 30, 5, true, NULL, false, pthread_self () };
  struct accblock_model_skewed g;
  double local_s;
  bool priced = model_choice (&s, true, &g, &local_s);
  int64_t block[3];
  struct accblock_nest_stats st;
  bool same = run (&s, ACCBLOCK_NEST_INFER_GREEDY, "greedy.c:1:1", block,
                   &st);
  tap_ok (priced && same && st.dispatches >= 1 && block[0] == g.block[0]
          && block[1] == g.block[1] && block[2] == g.block[2],
          "seidel 30, 5 steps, greedy: %lld,%lld,%lld, the serial result",
          (long long) block[0], (long long) block[1], (long long) block[2]);
}

/* The choice is remembered: the same nest again runs no search, and
   the statistics name the skewed clause and add up the time where it
   stands.  */
static void
test_remembered_and_reported (void)
{
  struct seidel s = { 40, 8, true, NULL, false, pthread_self () };
  int64_t first[3], again[3];
  struct accblock_nest_stats st;
  unsigned long searched0, searched1, closed;
  bool same = run (&s, ACCBLOCK_NEST_INFER_MODEL, "again.c:1:1", first,
                   &st);
  accblock_choose_counts (&searched0, &closed);
  /* Two runs this time: the statistics add up both.  */
  accblock_stats_reset ();
  static struct test_nest_words buf;
  double *a = malloc (40 * 40 * sizeof *a);
  for (int k = 0; k < 2; k++)
    {
      s.a = a;
      seidel_fill (a, 40);
      struct accblock_nest *nest = describe (&s, ACCBLOCK_NEST_INFER_MODEL,
                                             &buf);
      __accblock_dispatch (nest, seidel_tile, &s, "again.c:1:1",
                           "block(t, i, j)");
      for (int l = 0; l < 3; l++)
        again[l] = nest->level[l].block;
    }
  accblock_choose_counts (&searched1, &closed);
  char *json = NULL;
  size_t size = 0;
  FILE *f = open_memstream (&json, &size);
  accblock_timing_write_json (f);
  fclose (f);
  char want[160];
  snprintf (want, sizeof want,
            "\"skewed\": \"block(L0:%lld, L1:%lld, L2:%lld) skewed\"",
            (long long) first[0], (long long) first[1],
            (long long) first[2]);
  struct accblock_model_skewed best;
  double local_s;
  model_choice (&s, false, &best, &local_s);
  const char *where = json ? strstr (json, "\"where_it_stands_seconds\": ")
                           : NULL;
  double reported = where ? strtod (where + 27, NULL) : 0;
  tap_ok (same && searched1 == searched0 && !memcmp (first, again,
                                                     sizeof first)
          && json && strstr (json, want)
          && reported > 1.999 * local_s && reported < 2.001 * local_s,
          "seidel 40, 8 steps again: no new search (%lu, %lu), the same "
          "sizes, the JSON names %s and %g s where it stands (2 x %g)",
          searched0, searched1, want, reported, local_s);
  free (json);
  free (a);
}

int
main (void)
{
  accblock_set_target ("paper");
  accblock_set_threads (4);
  test_model (40, 8, true, false, "small.c:1:1");
  test_model (8, 2, true, true, "tiny.c:1:1");
  test_model (192, 20, true, true, "large.c:1:1");
  test_model (192, 20, false, false, "unsplit.c:1:1");
  test_model (192, 20, false, true, "unsplit-may.c:1:1");
  test_greedy ();
  test_remembered_and_reported ();
  return tap_done ();
}
