/* tiny.c -- an 8-iteration loop, y = a x + y over 8 doubles, in a function
   called CALLS (2,000,000) times: once with its trip count an argument
   (known only at run time), once with the constant 8.

   Why this file exists: -fauto-block blocks every loop it proves parallel
   and, when a trip count is only known at run time, lets the runtime
   decide there; a loop this small must not pay for a dispatch (waking
   threads for 8 iterations costs microseconds, the loop nanoseconds).
   kernels/tiny-bench.sh builds this file with gcc -O2 and with
   accblock-gcc -fauto-block (default target) and compares the time per
   call, idle and beside two busy processes.  The arrays are globals, so
   that they cannot overlap and the loop is provably parallel.

   Usage: tiny [N]   (N, the run-time trip count, defaults to 8)
   Prints: tiny n=N calls=CALLS runtime_ns=T1 const_ns=T2
           runtime_cpu_ns=C1 const_cpu_ns=C2 checksum=S
   (T: wall time per call; C: the process's CPU time per call).

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "../bench.h"

#include <stdlib.h>

#ifndef CALLS
# define CALLS 2000000
#endif

static double x[64], y[64];

__attribute__ ((noinline)) static void
tiny_runtime (int n, double a)
{
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}

__attribute__ ((noinline)) static void
tiny_const (double a)
{
  for (int i = 0; i < 8; i++)
    y[i] = a * x[i] + y[i];
}

/* The CPU time of the whole process, every thread of it, in seconds:
   what a loop costs the machine whatever share of the CPUs the
   scheduler gave the process while it ran (beside busy competitors,
   the wall time mostly measures that share); a runtime that kept
   threads spinning would show here.  */
static double
process_cpu_seconds (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* Nanoseconds per call over CALLS calls of the run-time loop (N) or the
   constant one, of wall time, and of process CPU time in *CPU_NS; a
   alternates between 0.5 and -0.5, so y comes back.  */
static double
per_call_ns (int n, int constant, double *cpu_ns)
{
  double cpu_start = process_cpu_seconds ();
  double start = bench_now ();
  for (long k = 0; k < CALLS; k++)
    {
      double a = k % 2 ? 0.5 : -0.5;
      if (constant)
        tiny_const (a);
      else
        tiny_runtime (n, a);
    }
  double wall = bench_now () - start;
  *cpu_ns = (process_cpu_seconds () - cpu_start) / CALLS * 1e9;
  return wall / CALLS * 1e9;
}

int
main (int argc, char **argv)
{
  int n = argc > 1 ? atoi (argv[1]) : 8;
  if (n < 0 || n > 64)
    {
      fprintf (stderr, "usage: %s [N <= 64]\n", argv[0]);
      return 2;
    }
  for (int i = 0; i < 64; i++)
    x[i] = i + 1, y[i] = i;
  double runtime_cpu_ns, const_cpu_ns;
  double runtime_ns = per_call_ns (n, 0, &runtime_cpu_ns);
  double const_ns = per_call_ns (n, 1, &const_cpu_ns);
  double sum = 0;
  for (int i = 0; i < 64; i++)
    sum += y[i];
  printf ("tiny n=%d calls=%ld runtime_ns=%.2f const_ns=%.2f "
          "runtime_cpu_ns=%.2f const_cpu_ns=%.2f checksum=%.10e\n",
          n, (long) CALLS, runtime_ns, const_ns, runtime_cpu_ns,
          const_cpu_ns, sum);
  return 0;
}
