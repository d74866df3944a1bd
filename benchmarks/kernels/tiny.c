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
   Prints: tiny n=N calls=CALLS runtime_ns=T1 const_ns=T2 checksum=S

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

/* Nanoseconds per call over CALLS calls of the run-time loop (N) or the
   constant one; a alternates between 0.5 and -0.5, so y comes back.  */
static double
per_call_ns (int n, int constant)
{
  double start = bench_now ();
  for (long k = 0; k < CALLS; k++)
    {
      double a = k % 2 ? 0.5 : -0.5;
      if (constant)
        tiny_const (a);
      else
        tiny_runtime (n, a);
    }
  return (bench_now () - start) / CALLS * 1e9;
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
  double runtime_ns = per_call_ns (n, 0);
  double const_ns = per_call_ns (n, 1);
  double sum = 0;
  for (int i = 0; i < 64; i++)
    sum += y[i];
  printf ("tiny n=%d calls=%ld runtime_ns=%.2f const_ns=%.2f checksum=%.10e\n",
          n, (long) CALLS, runtime_ns, const_ns, sum);
  return 0;
}
