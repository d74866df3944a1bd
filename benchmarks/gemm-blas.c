/* gemm-blas.c -- __accblock_gemm_update against OpenBLAS's cblas_dgemm,
   side by side, on one thread.

   Why this file exists: issue 32 asks the matrix-product tiles to run
   within 2x of a tuned BLAS on double matmul from n = 512, measured side
   by side.  For each N this times C += A * B (N x N, row-major) with
   cblas_dgemm (one thread: OPENBLAS_NUM_THREADS=1 and
   openblas_set_num_threads), with one __accblock_gemm_update call,
   plain and fused (the entry's two variants), and with the loops a tile
   runs without it (i, k, j; only up to --ref-max, they are slow), in
   interleaved rounds, so that a load on the machine hits all alike; it
   reports medians, GFLOP/s (2 N^3 / time) and each time's ratio to
   OpenBLAS's.  Each round also checks that the plain update gave the
   loops' bits (when the loops ran) and how far OpenBLAS is from them.

   Usage: gemm-blas [--rounds R] [--ref-max N] [--csv FILE] [N ...]
   (defaults 5 rounds, loops up to N = 1024, sizes 512 1024 2048).  The
   Markdown tables go to standard output, of wall time and of the
   calling thread's processor time (which a loaded machine's preemptions
   do not inflate), one CSV row per timing to FILE.  make bench-gemm-blas builds and runs it (benchmarks/Makefile).

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "bench.h"

#include "accblock-abi.h"

#include <cblas.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum method { BLAS, PLAIN, FUSED, LOOPS, METHODS };

static const char *const method_names[METHODS] = {
  "openblas", "accblock-plain", "accblock-fused", "loops"
};

/* The lines printed under the table: checks and the machine's load.  */
static char notes[4096];

static void
note (const char *fmt, ...) __attribute__ ((format (printf, 1, 2)));

static void
note (const char *fmt, ...)
{
  size_t used = strlen (notes);
  va_list ap;
  va_start (ap, fmt);
  vsnprintf (notes + used, sizeof notes - used, fmt, ap);
  va_end (ap);
}

/* Into OUT (SIZE bytes), the first line of FILE that starts with KEY,
   after KEY, at most WORDS words of it; "?" when there is none.  */
static const char *
first_line (const char *file, const char *key, int words, char *out,
            size_t size)
{
  FILE *f = fopen (file, "r");
  snprintf (out, size, "?");
  while (f && fgets (out, size, f))
    if (!strncmp (out, key, strlen (key)))
      {
        memmove (out, out + strlen (key), strlen (out + strlen (key)) + 1);
        char *p = out + strspn (out, " \t");
        for (int w = 0; w < words && *p; w++)
          {
            p += strcspn (p, " \t\n");
            p += strspn (p, " \t");
          }
        p[strcspn (p, "\n")] = 0;
        if (p > out && p[-1] == ' ')
          p[-1] = 0;
        break;
      }
    else
      snprintf (out, size, "?");
  if (f)
    fclose (f);
  return out;
}

/* Wall time, and the calling thread's processor time, in which a
   loaded machine's preemptions do not count (OpenBLAS on one thread
   computes in the calling thread too).  */
static double
clock_seconds (clockid_t which)
{
  struct timespec ts;
  clock_gettime (which, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* The loops of a matrix-product tile, i, k, j, as gcc -O2 compiles them
   (the Makefile builds this file with -ffp-contract=off).  */
static void
loops (int n, const double *a, const double *b, double *c)
{
  for (int i = 0; i < n; i++)
    for (int k = 0; k < n; k++)
      for (int j = 0; j < n; j++)
        c[(size_t) i * n + j] += a[(size_t) i * n + k] * b[(size_t) k * n + j];
}

static void
run (enum method m, int n, const double *a, const double *b, double *c)
{
  switch (m)
    {
    case BLAS:
      cblas_dgemm (CblasRowMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.0,
                   a, n, b, n, 1.0, c, n);
      break;
    case PLAIN:
      __accblock_gemm_update (n, n, n, 1.0, a, n, b, n, c, n, 0);
      break;
    case FUSED:
      __accblock_gemm_update (n, n, n, 1.0, a, n, b, n, c, n,
                              ACCBLOCK_GEMM_FUSED);
      break;
    default:
      loops (n, a, b, c);
      break;
    }
}

static double *
random_matrix (int n, unsigned *seed)
{
  double *p = aligned_alloc (64, (size_t) n * n * sizeof (double));
  for (size_t i = 0; i < (size_t) n * n; i++)
    p[i] = (double) rand_r (seed) / RAND_MAX - 0.5;
  return p;
}

/* The largest |x - y| / max (|y|, 1) over the matrices.  */
static double
max_rel_diff (int n, const double *x, const double *y)
{
  double worst = 0;
  for (size_t i = 0; i < (size_t) n * n; i++)
    {
      double d = fabs (x[i] - y[i]) / fmax (fabs (y[i]), 1.0);
      worst = fmax (worst, d);
    }
  return worst;
}

/* All rounds of size N; medians of wall time into MED, of processor
   time into MED_CPU (0 for methods not run).
   Returns 0 when the plain update ever differs from the loops.  */
static int
bench_size (int n, int rounds, int ref_max, FILE *csv, double *med,
            double *med_cpu)
{
  unsigned seed = 1 + n;
  double *a = random_matrix (n, &seed), *b = random_matrix (n, &seed);
  double *c0 = random_matrix (n, &seed);
  double *c[METHODS], *t[METHODS], *u[METHODS];
  int ok = 1;
  size_t bytes = (size_t) n * n * sizeof (double);
  for (int m = 0; m < METHODS; m++)
    {
      c[m] = aligned_alloc (64, bytes);
      t[m] = calloc (rounds, sizeof (double));
      u[m] = calloc (rounds, sizeof (double));
    }
  int methods = n <= ref_max ? METHODS : LOOPS;
  /* Round 0 warms the caches, the thread buffers and OpenBLAS up.  */
  for (int r = 0; r <= rounds; r++)
    {
      for (int m = 0; m < methods; m++)
        {
          memcpy (c[m], c0, bytes);
          double start = clock_seconds (CLOCK_MONOTONIC);
          double cpu_start = clock_seconds (CLOCK_THREAD_CPUTIME_ID);
          run (m, n, a, b, c[m]);
          double cpu = clock_seconds (CLOCK_THREAD_CPUTIME_ID) - cpu_start;
          double secs = clock_seconds (CLOCK_MONOTONIC) - start;
          if (r == 0)
            continue;
          t[m][r - 1] = secs;
          u[m][r - 1] = cpu;
          if (csv)
            fprintf (csv, "%d,%s,%d,%.6f,%.6f,%.3f\n", n, method_names[m], r,
                     secs, cpu, 2.0 * n * n * n / secs * 1e-9);
        }
      if (methods == METHODS && memcmp (c[PLAIN], c[LOOPS], bytes) != 0)
        ok = 0;
    }
  for (int m = 0; m < METHODS; m++)
    {
      med[m] = m < methods ? bench_median (t[m], rounds) : 0;
      med_cpu[m] = m < methods ? bench_median (u[m], rounds) : 0;
    }
  note ("- n = %d: the plain update %s; OpenBLAS differs from it by at "
        "most %.1e (relative).\n", n,
        methods < METHODS ? "was not compared (the loops did not run)"
        : ok ? "gave the loops' bits in every round"
        : "DIFFERS from the loops' bits",
        max_rel_diff (n, c[BLAS], c[PLAIN]));
  for (int m = 0; m < METHODS; m++)
    {
      free (c[m]);
      free (t[m]);
      free (u[m]);
    }
  free (a);
  free (b);
  free (c0);
  return ok;
}

static void
print_row (int n, const double *med)
{
  printf ("| %d |", n);
  for (int m = 0; m < METHODS; m++)
    if (med[m] > 0)
      printf (" %.4f | %.1f |", med[m], 2.0 * n * n * n / med[m] * 1e-9);
    else
      printf (" - | - |");
  printf (" %.2f | %.2f |", med[PLAIN] / med[BLAS], med[FUSED] / med[BLAS]);
  if (med[LOOPS] > 0)
    printf (" %.1f |\n", med[LOOPS] / med[BLAS]);
  else
    printf (" - |\n");
}

static void
print_table (const char *title, int nsizes, const int *sizes,
             double (*med)[METHODS])
{
  printf ("%s, medians (s), GFLOP/s = 2 n^3 / s, ratios of times:\n\n",
          title);
  printf ("| n | openblas s | GFLOP/s | accblock plain s | GFLOP/s "
          "| accblock fused s | GFLOP/s | loops s | GFLOP/s "
          "| plain / openblas | fused / openblas | loops / openblas |\n");
  printf ("|---|---|---|---|---|---|---|---|---|---|---|---|\n");
  for (int i = 0; i < nsizes; i++)
    print_row (sizes[i], med[i]);
  printf ("\n");
}

int
main (int argc, char **argv)
{
  int rounds = 5, ref_max = 1024, nsizes = 0, sizes[64];
  FILE *csv = NULL;
  for (int i = 1; i < argc; i++)
    if (!strcmp (argv[i], "--rounds") && i + 1 < argc)
      rounds = atoi (argv[++i]);
    else if (!strcmp (argv[i], "--ref-max") && i + 1 < argc)
      ref_max = atoi (argv[++i]);
    else if (!strcmp (argv[i], "--csv") && i + 1 < argc)
      {
        if (!(csv = fopen (argv[++i], "w")))
          {
            perror (argv[i]);
            return 2;
          }
        fprintf (csv, "n,method,round,seconds,cpu_seconds,gflops\n");
      }
    else if (atoi (argv[i]) > 0 && nsizes < 64)
      sizes[nsizes++] = atoi (argv[i]);
    else
      {
        fprintf (stderr, "usage: gemm-blas [--rounds R] [--ref-max N] "
                 "[--csv FILE] [N ...]\n");
        return 2;
      }
  if (rounds < 1)
    rounds = 1;
  if (nsizes == 0)
    {
      sizes[0] = 512, sizes[1] = 1024, sizes[2] = 2048;
      nsizes = 3;
    }
#ifdef OPENBLAS_VERSION
  openblas_set_num_threads (1);
#endif

  char cpu[256], load[256];
  note ("- %d rounds, interleaved, medians; 1 thread each; cpu:%s; load "
        "average before: %s\n", rounds,
        first_line ("/proc/cpuinfo", "model name\t:", 99, cpu, sizeof cpu),
        first_line ("/proc/loadavg", "", 3, load, sizeof load));
  double med[64][METHODS], med_cpu[64][METHODS];
  int ok = 1;
  for (int i = 0; i < nsizes; i++)
    {
      ok &= bench_size (sizes[i], rounds, ref_max, csv, med[i], med_cpu[i]);
      fprintf (stderr, "n=%d done\n", sizes[i]);
    }
  print_table ("Wall time", nsizes, sizes, med);
  print_table ("Processor time of the calling thread", nsizes, sizes,
               med_cpu);
  note ("- load average after: %s\n",
        first_line ("/proc/loadavg", "", 3, load, sizeof load));
  printf ("%s", notes);
  if (csv)
    fclose (csv);
  return ok ? 0 : 1;
}
