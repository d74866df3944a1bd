/* test-gemm.c -- __accblock_gemm_update gives every element of C the
   bits of the loops, on every path the processor runs.

   Why this file exists: the matrix-product kernel (runtime/gemm*.c)
   reorders the updates of different elements, packs, blocks and
   vectorizes; a silent difference in one bit of one element is the
   worst bug it can have.  This compares it byte for byte (memcmp)
   against a naive update written here, independent of the runtime's
   reference loops: element by element, k innermost, the unfused product
   rounded through a volatile so that no contraction can merge it with
   the sum.  Shapes: the edges (0, 1, odd, around the register and cache
   blocks, more than a depth panel, more than a column panel), then
   random ones, with leading dimensions past the row length, operands at
   every offset from a cache line, C filled with random values, and
   values of many magnitudes, so that rounding differs when the order or
   the fusion does.  The whole buffers are compared, so a write outside
   C's elements, or to A or B, fails too.  Each flag combination runs on
   each path the processor supports (the rest are reported skipped),
   and on several threads at once.  The comparison is shown able to
   fail: deliberately wrong updates (k reversed, a fused unfused update,
   the scale applied to the product) must differ from the naive one.
   The padding of edge blocks must not raise a floating-point exception
   flag the loops would not: an infinity in A times a zero of padding
   would raise "invalid".  __accblock_gemm_applies, which tiles ask
   before they call, must refuse every range where C touches A or B,
   even by one element, and accept ranges that only touch end to end;
   __accblock_gemm_as_written, which they call then, must give the bits
   of the loops in their order with C overlapping A or B (reading A's
   element once per k instead must differ).

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-internal.h"
#include "gemm-internal.h"
#include "tap.h"

#include <fenv.h>
#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/* ---- Random values ---- */

static uint64_t
next_random (uint64_t *state)
{
  uint64_t x = *state;
  x ^= x << 13;
  x ^= x >> 7;
  x ^= x << 17;
  return *state = x;
}

static int64_t
random_below (uint64_t *state, int64_t n)
{
  return (int64_t) (next_random (state) % (uint64_t) n);
}

/* A double of random sign, 53 random bits and an exponent in -8 .. 8.  */
static double
random_double (uint64_t *state)
{
  double m = (double) (next_random (state) >> 11) / 9007199254740992.0;
  double x = ldexp (m, (int) random_below (state, 17) - 8);
  return next_random (state) & 1 ? -x : x;
}

/* ---- The naive update and deliberately wrong ones ---- */

enum variant
{
  RIGHT,
  K_REVERSED,     /* Updates in decreasing k.  */
  ALWAYS_FUSED,   /* fma also when FLAGS has no ACCBLOCK_GEMM_FUSED.  */
  SCALE_LAST      /* (A * B) * s instead of (s * A) * B.  */
};

static double
naive_step (double c, double t, double b, bool fused)
{
  if (fused)
    return fma (t, b, c);
  volatile double p = t * b;
  return c + p;
}

static void
naive_update (enum variant variant, int64_t m, int64_t n, int64_t k,
              double s, const double *a, int64_t lda, const double *b,
              int64_t ldb, double *c, int64_t ldc, int64_t flags)
{
  bool scaled = flags & ACCBLOCK_GEMM_SCALED;
  bool fused = (flags & ACCBLOCK_GEMM_FUSED) || variant == ALWAYS_FUSED;
  for (int64_t i = 0; i < m; i++)
    for (int64_t j = 0; j < n; j++)
      {
        double x = c[i * ldc + j];
        for (int64_t q = 0; q < k; q++)
          {
            int64_t p = variant == K_REVERSED ? k - 1 - q : q;
            double t = a[i * lda + p];
            double bv = b[p * ldb + j];
            if (scaled && variant == SCALE_LAST)
              bv = bv * s;
            else if (scaled)
              t = s * t;
            x = naive_step (x, t, bv, fused);
          }
        c[i * ldc + j] = x;
      }
}

/* ---- One case: operands, run, compare ---- */

struct shape
{
  int64_t m, n, k;
};

/* Operands of one case, each in a buffer of its own with room before
   (the offset from a cache line) and after.  */
struct operands
{
  int64_t m, n, k, lda, ldb, ldc;
  double s;
  double *abuf, *bbuf, *cbuf, *expect;
  size_t asize, bsize, csize;        /* Doubles in each buffer.  */
  double *a, *b, *c;                 /* Into the buffers.  */
  int64_t coff;
};

static double *
filled_buffer (uint64_t *state, size_t doubles)
{
  double *p = aligned_alloc (64, (doubles * sizeof (double) + 63) & ~63ul);
  for (size_t i = 0; i < doubles; i++)
    p[i] = random_double (state);
  return p;
}

static void
make_operands (uint64_t *state, struct shape sh, struct operands *o)
{
  o->m = sh.m, o->n = sh.n, o->k = sh.k;
  o->lda = sh.k + (random_below (state, 3) ? 0 : random_below (state, 6));
  o->ldb = sh.n + (random_below (state, 3) ? 0 : random_below (state, 6));
  o->ldc = sh.n + (random_below (state, 3) ? 0 : random_below (state, 6));
  if (o->lda == 0)
    o->lda = 1;
  o->s = random_double (state);
  int64_t aoff = random_below (state, 8), boff = random_below (state, 8);
  o->coff = random_below (state, 8);
  o->asize = aoff + sh.m * o->lda + 8;
  o->bsize = boff + sh.k * o->ldb + 8;
  o->csize = o->coff + sh.m * o->ldc + 8;
  o->abuf = filled_buffer (state, o->asize);
  o->bbuf = filled_buffer (state, o->bsize);
  o->cbuf = filled_buffer (state, o->csize);
  o->expect = malloc (o->csize * sizeof (double));
  memcpy (o->expect, o->cbuf, o->csize * sizeof (double));
  o->a = o->abuf + aoff;
  o->b = o->bbuf + boff;
  o->c = o->cbuf + o->coff;
}

static void
free_operands (struct operands *o)
{
  free (o->abuf);
  free (o->bbuf);
  free (o->cbuf);
  free (o->expect);
}

/* Run the entry on O with FLAGS and compare C's whole buffer, and A's
   and B's, with the naive update's.  Prints where the first difference
   is.  */
static bool
run_and_compare (struct operands *o, int64_t flags, const char *what)
{
  double *a0 = malloc (o->asize * sizeof (double));
  double *b0 = malloc (o->bsize * sizeof (double));
  memcpy (a0, o->abuf, o->asize * sizeof (double));
  memcpy (b0, o->bbuf, o->bsize * sizeof (double));
  naive_update (RIGHT, o->m, o->n, o->k, o->s, o->a, o->lda, o->b, o->ldb,
                o->expect + o->coff, o->ldc, flags);
  __accblock_gemm_update (o->m, o->n, o->k, o->s, o->a, o->lda, o->b,
                          o->ldb, o->c, o->ldc, flags);
  bool same = memcmp (o->cbuf, o->expect, o->csize * sizeof (double)) == 0
              && memcmp (a0, o->abuf, o->asize * sizeof (double)) == 0
              && memcmp (b0, o->bbuf, o->bsize * sizeof (double)) == 0;
  if (!same && what)
    {
      size_t i = 0;
      while (i < o->csize
             && memcmp (o->cbuf + i, o->expect + i, sizeof (double)) == 0)
        i++;
      printf ("# %s: m=%lld n=%lld k=%lld lda=%lld ldb=%lld ldc=%lld "
              "flags=%lld: first difference at C buffer index %zu\n", what,
              (long long) o->m, (long long) o->n, (long long) o->k,
              (long long) o->lda, (long long) o->ldb, (long long) o->ldc,
              (long long) flags, i);
    }
  free (a0);
  free (b0);
  return same;
}

/* ---- The shapes ---- */

/* The edges: empty, single, odd, around MR (6) and NR (4, 8, 32), the
   depth panel (256), the row block (96) and the column panel (2048),
   the one-row tiles of block(i:1, k:30), and one or two rows with B's
   rows a page apart (depth panels of 8).  */
static const struct shape edge_shapes[] = {
  { 0, 5, 5 }, { 5, 0, 5 }, { 5, 5, 0 }, { 1, 1, 1 }, { 2, 3, 1 },
  { 1, 17, 3 }, { 13, 1, 7 }, { 1, 128, 30 }, { 1, 7, 30 },
  { 6, 8, 5 }, { 7, 9, 11 }, { 12, 16, 9 }, { 13, 17, 3 }, { 11, 15, 4 },
  { 5, 3, 2 }, { 6, 32, 7 }, { 7, 33, 5 }, { 5, 31, 9 }, { 24, 32, 256 }, { 25, 33, 257 }, { 12, 16, 513 },
  { 97, 20, 10 }, { 193, 41, 300 }, { 3, 2049, 4 }, { 14, 2100, 3 },
  { 2, 5, 600 }, { 1, 512, 30 }, { 2, 517, 19 }, { 1, 1030, 8 },
  { 2, 600, 9 }, { 3, 512, 17 }
};

#define RANDOM_SHAPES 40

static struct shape
random_shape (uint64_t *state)
{
  struct shape sh;
  sh.m = 1 + random_below (state, 40);
  sh.n = 1 + random_below (state, 70);
  sh.k = random_below (state, 4) ? 1 + random_below (state, 300) : 0;
  return sh;
}

/* ---- The checks ---- */

static const char *const path_names[ACCBLOCK_GEMM_PATH_COUNT] = {
  "auto", "reference", "generic", "avx2", "avx512"
};

static const char *const flag_names[4] = {
  "plain", "scaled", "fused", "scaled fused"
};

/* Every shape on PATH with FLAGS; one TAP line.  */
static void
check_path_flags (enum accblock_gemm_path path, int64_t flags)
{
  uint64_t state = 0x9e3779b97f4a7c15ull ^ (uint64_t) (path * 4 + flags);
  int count = 0, bad = 0;
  size_t n_edges = sizeof edge_shapes / sizeof edge_shapes[0];
  for (size_t i = 0; i < n_edges + RANDOM_SHAPES; i++)
    {
      struct shape sh = i < n_edges ? edge_shapes[i] : random_shape (&state);
      struct operands o;
      make_operands (&state, sh, &o);
      if (!run_and_compare (&o, flags, path_names[path]))
        bad++;
      count++;
      free_operands (&o);
    }
  tap_ok (bad == 0, "%s path, %s: %d shapes bit-identical to the naive "
          "update (%d differ)", path_names[path], flag_names[flags], count,
          bad);
}

/* Each wrong update must differ from the right one on a shape of
   moderate size: the comparison can fail.  */
static void
check_comparison_can_fail (void)
{
  static const char *const names[] = {
    "", "k reversed", "fma in the plain update", "scale applied to B"
  };
  for (int variant = K_REVERSED; variant <= SCALE_LAST; variant++)
    {
      uint64_t state = 12345 + variant;
      struct operands o;
      make_operands (&state, (struct shape) { 9, 13, 40 }, &o);
      int64_t flags = variant == SCALE_LAST ? ACCBLOCK_GEMM_SCALED : 0;
      naive_update (RIGHT, o.m, o.n, o.k, o.s, o.a, o.lda, o.b, o.ldb,
                    o.expect + o.coff, o.ldc, flags);
      naive_update (variant, o.m, o.n, o.k, o.s, o.a, o.lda, o.b, o.ldb,
                    o.c, o.ldc, flags);
      tap_ok (memcmp (o.cbuf, o.expect, o.csize * sizeof (double)) != 0,
              "the comparison notices a wrong update: %s", names[variant]);
      free_operands (&o);
    }
}

/* An infinity in A, B without zeros, and edge columns on every path:
   the loops raise no "invalid", so neither may the padding.  */
static void
check_padding_flags (enum accblock_gemm_path path)
{
  uint64_t state = 4242;
  struct operands o;
  make_operands (&state, (struct shape) { 3, 13, 5 }, &o);
  for (size_t i = 0; i < o.bsize; i++)
    if (o.bbuf[i] == 0)
      o.bbuf[i] = 1;
  o.a[1 * o.lda + 2] = INFINITY;
  feclearexcept (FE_ALL_EXCEPT);
  __accblock_gemm_update (o.m, o.n, o.k, o.s, o.a, o.lda, o.b, o.ldb, o.c,
                          o.ldc, 0);
  tap_ok (!fetestexcept (FE_INVALID), "%s path: an infinity in A raises "
          "no invalid-operation flag (padding repeats real columns)",
          path_names[path]);
  free_operands (&o);
}

/* Tiles run on several threads at once, each packing into its own
   buffer: four threads, each with shapes of its own and growing
   buffers, on the path the processor picks.  */
#define THREADS 4

static void *
thread_cases (void *arg)
{
  uint64_t state = 777 + (uintptr_t) arg;
  intptr_t bad = 0;
  for (int i = 0; i < 30; i++)
    {
      struct shape sh = { 1 + random_below (&state, 60),
                          1 + random_below (&state, 90),
                          1 + random_below (&state, 400) };
      struct operands o;
      make_operands (&state, sh, &o);
      if (!run_and_compare (&o, random_below (&state, 4), "thread"))
        bad++;
      free_operands (&o);
    }
  return (void *) bad;
}

static void
check_threads (void)
{
  pthread_t threads[THREADS];
  intptr_t bad = 0;
  for (intptr_t t = 0; t < THREADS; t++)
    pthread_create (&threads[t], NULL, thread_cases, (void *) t);
  for (int t = 0; t < THREADS; t++)
    {
      void *r;
      pthread_join (threads[t], &r);
      bad += (intptr_t) r;
    }
  tap_ok (bad == 0, "%d threads at once, 30 shapes each: %ld differ",
          THREADS, (long) bad);
}

/* ---- The test a tile makes before it calls ---- */

/* __accblock_gemm_applies on a 4 x 4 product whose C rows are 8 apart
   (row length 4), with A, B and C at element offsets A_AT, B_AT, C_AT of
   BUF.  */

static int
applies_at (const double *buf, int64_t a_at, int64_t b_at, int64_t c_at,
            int64_t flags)
{
  return __accblock_gemm_applies (4, 4, 4, buf + a_at, 4, buf + b_at, 4,
                                  buf + c_at, 8, flags);
}

static void
check_applies (void)
{
  static double buf[256];
  /* C spans elements 100 .. 127 (28: three strides of 8 and 4), whole
     rows 100 .. 131; A and B span 16 each.  */
  tap_ok (applies_at (buf, 0, 20, 100, 0), "applies: arrays apart");
  tap_ok (applies_at (buf, 84, 128, 100, 0),
          "applies: A ends where C starts, B starts where C ends");
  tap_ok (!applies_at (buf, 85, 0, 100, 0),
          "applies: the last element of A is C's first: refused");
  tap_ok (!applies_at (buf, 0, 127, 100, 0),
          "applies: the first element of B is C's last: refused");
  tap_ok (applies_at (buf, 0, 128, 100, ACCBLOCK_GEMM_WHOLE_ROWS) == 0,
          "applies: B within the last whole row of C: refused with "
          "ACCBLOCK_GEMM_WHOLE_ROWS");
  tap_ok (applies_at (buf, 0, 132, 100, ACCBLOCK_GEMM_WHOLE_ROWS),
          "applies: B after C's whole rows");
  tap_ok (!__accblock_gemm_applies (0, 4, 4, buf, 4, buf + 20, 4,
                                       buf + 100, 8, 0)
          && !__accblock_gemm_applies (4, 0, 4, buf, 4, buf + 20, 4,
                                       buf + 100, 8, 0)
          && !__accblock_gemm_applies (4, 4, 0, buf, 4, buf + 20, 4,
                                       buf + 100, 8, 0),
          "applies: a count of 0 is refused");
  tap_ok (!__accblock_gemm_applies (4, 4, 4, buf, 4, buf + 20, 4,
                                    buf + 100, 3, 0)
          && !__accblock_gemm_applies (4, 4, 4, buf, -4, buf + 20, 4,
                                       buf + 100, 8, 0)
          && !__accblock_gemm_applies (4, 4, 4, buf, 4, buf + 20, -4,
                                       buf + 100, 8, 0),
          "applies: overlapping rows of C or negative strides are refused");
}

/* ---- The update as written, for operands that overlap ---- */

/* The loops as a tile writes them, in their order, A's element read
   again for each column; with HOIST, once per row and k, which only
   operands apart allow: a wrong answer the comparison must catch.  */
static void
loops_in_order (bool hoist, int64_t m, int64_t n, int64_t k, double s,
                const double *a, int64_t lda, const double *b, int64_t ldb,
                double *c, int64_t ldc, int64_t flags)
{
  bool scaled = flags & ACCBLOCK_GEMM_SCALED;
  bool fused = flags & ACCBLOCK_GEMM_FUSED;
  for (int64_t i = 0; i < m; i++)
    for (int64_t p = 0; p < k; p++)
      {
        double held = a[i * lda + p];
        for (int64_t j = 0; j < n; j++)
          {
            double t = hoist ? held : a[i * lda + p];
            if (scaled)
              t = s * t;
            c[i * ldc + j] = naive_step (c[i * ldc + j], t, b[p * ldb + j],
                                         fused);
          }
      }
}

/* Where A and B lie in one buffer with C, which starts at C_AT: element
   offsets; LD elements per row of each, M = K rows of N (< LD)
   columns.  */
struct overlap
{
  const char *what;
  int64_t a_at, b_at, c_at;
};

static const struct overlap overlaps[] = {
  { "A is C", 0, 64, 0 },
  { "B is C one row on", 128, 8, 0 },
  { "B is C one row back", 128, 0, 8 },
  { "apart", 0, 64, 128 }
};

/* __accblock_gemm_as_written against loops_in_order (HOIST) on the
   overlap O with FLAGS: whether the whole buffers agree.  */
static bool
as_written_agrees (const struct overlap *o, int64_t flags, bool hoist)
{
  enum { M = 5, N = 7, K = 5, LD = 8, SIZE = 256 };
  static double got[SIZE], want[SIZE];
  uint64_t state = 0x9e3779b97f4a7c15u + (uint64_t) flags;
  for (int i = 0; i < SIZE; i++)
    got[i] = want[i] = random_double (&state);
  double s = 1.0 + random_double (&state);
  __accblock_gemm_as_written (M, N, K, s, got + o->a_at, LD, got + o->b_at,
                              LD, got + o->c_at, LD, flags);
  loops_in_order (hoist, M, N, K, s, want + o->a_at, LD, want + o->b_at, LD,
                  want + o->c_at, LD, flags);
  return memcmp (got, want, sizeof got) == 0;
}

static void
check_as_written (void)
{
  for (size_t o = 0; o < sizeof overlaps / sizeof overlaps[0]; o++)
    for (int64_t flags = 0; flags < 4; flags++)
      tap_ok (as_written_agrees (&overlaps[o], flags, false),
              "as written: %s, %s: the loops' bits", overlaps[o].what,
              flag_names[flags]);
  tap_ok (!as_written_agrees (&overlaps[0], 0, true),
          "as written: A is C: reading A once per k differs (the "
          "comparison can fail)");
}

int
main (void)
{
  check_applies ();
  check_as_written ();
  check_comparison_can_fail ();
  for (int path = ACCBLOCK_GEMM_PATH_REFERENCE;
       path < ACCBLOCK_GEMM_PATH_COUNT; path++)
    {
      if (!accblock_gemm_force_path (path))
        {
          printf ("# %s path: the processor lacks it, skipped\n",
                  path_names[path]);
          continue;
        }
      for (int64_t flags = 0; flags < 4; flags++)
        check_path_flags (path, flags);
      check_padding_flags (path);
    }
  accblock_gemm_force_path (ACCBLOCK_GEMM_PATH_AUTO);
  for (int64_t flags = 0; flags < 4; flags++)
    check_path_flags (ACCBLOCK_GEMM_PATH_AUTO, flags);
  check_threads ();
  return tap_done ();
}
