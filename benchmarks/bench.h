/* bench.h -- what the five benchmark programs share: the switch that
   turns each parallel nest into an OpenACC or an OpenMP loop, the hook
   that injects a block clause from the command line, a timer, and the
   one-line report the harness parses.

   Why this file exists: every variant of the benchmark table (serial,
   openmp, graphite, noblock, paper, greedy, model, and the tuner's sweeps)
   must compile the very same loop nests, differing only in compiler flags
   and -D options.  Keeping the pragma spelling and the report format in
   one place keeps the programs comparable and the harness's parser
   simple.

   Macros a build may define:
     USE_OPENMP            each parallel nest becomes "omp parallel for"
     BLOCK_CLAUSE          a clause such as block(i:1, k:30) added to every
                           nest that has no nest-specific clause below
     BLOCK_CLAUSE_1 .. _4  the clause of nest 1 .. 4 of the program
   Without any of them the nests carry a plain "acc parallel loop", which
   gcc ignores, accblock-gcc -fopenacc-block dispatches unblocked, and
   accblock-gcc -fauto-block completes with an inferred clause.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef BENCH_H
#define BENCH_H

/* clock_gettime is POSIX, not C99: programs include this header first so
   that a strict -std=c99 build still declares it.  */
#ifndef _POSIX_C_SOURCE
# define _POSIX_C_SOURCE 200809L
#endif

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define BENCH_STR(text) #text
/* The argument is macro-expanded before BENCH_STR quotes it, so a clause
   passed with -D reaches the pragma as text.  */
#define BENCH_PRAGMA(text) _Pragma (BENCH_STR (text))

#if defined BLOCK_CLAUSE_1
# define BENCH_CLAUSE_1 BLOCK_CLAUSE_1
#elif defined BLOCK_CLAUSE
# define BENCH_CLAUSE_1 BLOCK_CLAUSE
#else
# define BENCH_CLAUSE_1
#endif

#if defined BLOCK_CLAUSE_2
# define BENCH_CLAUSE_2 BLOCK_CLAUSE_2
#elif defined BLOCK_CLAUSE
# define BENCH_CLAUSE_2 BLOCK_CLAUSE
#else
# define BENCH_CLAUSE_2
#endif

#if defined BLOCK_CLAUSE_3
# define BENCH_CLAUSE_3 BLOCK_CLAUSE_3
#elif defined BLOCK_CLAUSE
# define BENCH_CLAUSE_3 BLOCK_CLAUSE
#else
# define BENCH_CLAUSE_3
#endif

#if defined BLOCK_CLAUSE_4
# define BENCH_CLAUSE_4 BLOCK_CLAUSE_4
#elif defined BLOCK_CLAUSE
# define BENCH_CLAUSE_4 BLOCK_CLAUSE
#else
# define BENCH_CLAUSE_4
#endif

/* PARALLEL_LOOP (N) stands right before the outermost loop of the
   program's parallel nest number N.  Inner loop variables must be
   declared in their for statements so that OpenMP makes them private.  */
#ifdef USE_OPENMP
# define PARALLEL_LOOP(nest) BENCH_PRAGMA (omp parallel for)
#else
# define PARALLEL_LOOP(nest) \
  BENCH_PRAGMA (acc parallel loop BENCH_CLAUSE_##nest)
#endif

/* Seconds on a monotonic clock; only differences are meaningful.  */
static inline double
bench_now (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* Whether two computed values agree.  The blocked and the reference
   computations perform the same operations in the same order per
   element, so they should agree exactly; the tolerance only keeps a
   compiler's legal contraction (fused multiply-add in one copy of the
   loop but not the other) from being reported as a wrong result.  */
static inline int
bench_close (double computed, double reference)
{
  double scale = fabs (reference) > 1.0 ? fabs (reference) : 1.0;

  return fabs (computed - reference) <= 1e-9 * scale;
}

static inline int
bench_compare_doubles (const void *x, const void *y)
{
  double a = *(const double *) x, b = *(const double *) y;
  return (a > b) - (a < b);
}

/* The median of the COUNT (at least 1) values of V, which it sorts.  */
static inline double
bench_median (double *v, int count)
{
  qsort (v, (size_t) count, sizeof *v, bench_compare_doubles);
  return count % 2 ? v[count / 2] : (v[count / 2 - 1] + v[count / 2]) / 2;
}

/* Print the line the harness parses and return the exit status:
     NAME size=SIZE checksum=CHECKSUM time=SECONDS OK|FAIL
   SECONDS is the wall time of the parallel nests alone (not of the
   initialisation or of the reference computation).  */
static inline int
bench_report (const char *name, long size, double checksum, double seconds,
              int ok)
{
  printf ("%s size=%ld checksum=%.15e time=%.6f %s\n", name, size, checksum,
          seconds, ok ? "OK" : "FAIL");
  return ok ? 0 : 1;
}

#endif /* BENCH_H */
