/* kernel.h -- what the kernel programs of benchmarks/kernels share: the
   switch for the hand-placed OpenMP pragmas, allocation, a checksum and
   the one-line report run-bench.sh parses.

   Why this file exists: the kernel suite (issue 32) compares serial gcc,
   gcc with OpenMP, Polly and accblock's -fauto-block on the very same
   serial source, so the programs carry no pragma of their own unless
   USE_OPENMP asks for the hand-placed ones, and every program reports in
   one format: the time of the kernel alone and a checksum of its output
   printed with %.10e, which must be the same for every variant.  The
   timer and the pragma helper are bench.h's.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef KERNEL_H
#define KERNEL_H

#include "../bench.h"

#include <stdlib.h>

/* OMP (parallel for) stands before a loop the OpenMP variant runs in
   parallel; without USE_OPENMP it is nothing at all, so that the serial,
   Polly and accblock builds see plain serial code.  */
#ifdef USE_OPENMP
# define OMP(text) BENCH_PRAGMA (omp text)
#else
# define OMP(text)
#endif

/* The kernel function itself stays out of line, so that it keeps the
   shape a benchmark suite ships: a function taking VLA parameters.  */
#define KERNEL static __attribute__ ((noinline)) void

/* BYTES of memory, or exit with a message.  */
static inline void *
kernel_alloc (size_t bytes)
{
  void *p = malloc (bytes);
  if (p == NULL)
    {
      fprintf (stderr, "out of memory (%zu bytes)\n", bytes);
      exit (2);
    }
  return p;
}

/* A weighted sum of the COUNT doubles at P, in index order, so that a
   permutation of the output changes it too.  */
static inline double
kernel_checksum (const double *p, long count)
{
  double sum = 0;
  for (long i = 0; i < count; i++)
    sum += p[i] * (double) (1 + i % 7);
  return sum;
}

/* Print the line the harness parses,
     NAME size=SIZE checksum=CHECKSUM time=SECONDS OK
   (bench.h's format, the checksum with 10 digits after the point) and
   return the exit status.  */
static inline int
kernel_report (const char *name, long size, double checksum, double seconds)
{
  printf ("%s size=%ld checksum=%.10e time=%.6f OK\n", name, size, checksum,
          seconds);
  return 0;
}

/* A deterministic value in [0, 1) for the pair (I, J).  */
static inline double
kernel_value (long i, long j, long n)
{
  return (double) ((i * 7 + j * 13 + 1) % n) / (double) n;
}

#endif /* KERNEL_H */
