/* dispatch.c -- what one dispatch costs: a 1024-element loop run through
   libaccblock's dispatch against the same loop under
   "#pragma omp parallel for", with the same number of threads.

   Why this file exists: a time loop dispatches its nests thousands of
   times, so the fixed cost of a dispatch (waking the threads, dealing
   out the tiles, meeting at the end) shows directly in its run time.
   libgomp's parallel for is the yardstick.  The two run in interleaved
   rounds (which goes first alternates), so that a machine whose speed
   drifts, or is shared, affects both alike; each round's time per
   dispatch is kept and the medians are compared.  A benchmark, not a
   test: "make bench-dispatch" (benchmarks/Makefile) builds and runs it.

   Two loops go through the runtime: one with "block(i:BLOCK)" (BLOCK
   64 unless -DBLOCK=... says otherwise: 16 tiles, at least one per
   thread up to 16 threads), whose cost is the dispatch's, and a plain
   "acc parallel loop", whose outer tiles the runtime sizes (built with
   -fplugin-arg-accblock-noblock-tiles=iteration, one tile per
   iteration, whose cost adds the runtime's cost per tile).

   Usage: dispatch [THREADS [ROUNDS [DISPATCHES]]]; THREADS defaults to
   the runtime's thread count (ACCBLOCK_THREADS, else the CPUs of the
   affinity mask).  The runtime uses the host target with one
   accelerator per thread, so that the loop is split as OpenMP splits
   it; the elements are not staged (ACCBLOCK_STAGE off), as OpenMP does
   not copy them either.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "bench.h"

#include <accblock.h>
#include <omp.h>
#include <stdlib.h>

#define N 1024
#ifndef BLOCK
# define BLOCK 64
#endif

static double x[N], y[N];

static void
axpy_blocked (double a)
{
  BENCH_PRAGMA (acc parallel loop block(i:BLOCK))
  for (int i = 0; i < N; i++)
    y[i] = a * x[i] + y[i];
}

static void
axpy_unblocked (double a)
{
#pragma acc parallel loop
  for (int i = 0; i < N; i++)
    y[i] = a * x[i] + y[i];
}

static void
axpy_omp (double a)
{
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    y[i] = a * x[i] + y[i];
}

/* Microseconds per call of LOOP over COUNT calls, LOOP's own pool alone
   on the CPUs: both pools' idle threads poll for a while after their
   last parallel region or dispatch (libgomp's GOMP_SPINCOUNT, the
   runtime's ACCBLOCK_WAIT_POLICY), and a poller of the other pool,
   still running while LOOP is timed, would take a CPU from LOOP's
   threads.  So the loop first waits until the other pool sleeps
   (QUIET_MS, longer than either poll), then wakes its own pool with
   WARM calls, untimed.  */
enum { QUIET_MS = 50, WARM = 100 };

static double
per_call_us (void (*loop) (double), long count)
{
  struct timespec quiet = { 0, QUIET_MS * 1000000L };
  nanosleep (&quiet, NULL);
  for (long k = 0; k < WARM; k++)
    loop (k % 2 ? 0.5 : -0.5);
  double start = bench_now ();
  for (long k = 0; k < count; k++)
    loop (k % 2 ? 0.5 : -0.5);
  return (bench_now () - start) / (double) count * 1e6;
}

int
main (int argc, char **argv)
{
  long threads = argc > 1 ? atol (argv[1]) : (long) accblock_get_threads ();
  int rounds = argc > 2 ? atoi (argv[2]) : 21;
  long count = argc > 3 ? atol (argv[3]) : 2000;
  if (threads < 1 || rounds < 1 || rounds > 1000 || count < 1)
    {
      fprintf (stderr, "usage: %s [THREADS [ROUNDS [DISPATCHES]]]\n",
               argv[0]);
      return 2;
    }
  if (accblock_set_target ("host") != 0
      || accblock_set_num_accel ((unsigned long) threads) != 0
      || accblock_set_threads ((unsigned long) threads) != 0
      || accblock_set_stage (0) != 0)
    {
      fprintf (stderr, "%s: the runtime refused %ld threads\n", argv[0],
               threads);
      return 2;
    }
  omp_set_num_threads ((int) threads);
  for (int i = 0; i < N; i++)
    x[i] = i, y[i] = 0;
  /* Start both thread pools before anything is timed.  */
  per_call_us (axpy_blocked, 100);
  per_call_us (axpy_omp, 100);

  /* The three loops take turns going first.  */
  void (*loop[3]) (double) = { axpy_blocked, axpy_unblocked, axpy_omp };
  static double us[3][1000];
  for (int r = 0; r < rounds; r++)
    for (int k = 0; k < 3; k++)
      {
        int l = (r + k) % 3;
        us[l][r] = per_call_us (loop[l], count);
      }
  double blocked = bench_median (us[0], rounds);
  double unblocked = bench_median (us[1], rounds);
  double omp = bench_median (us[2], rounds);
  /* Every call adds 0.5 or -0.5 times x, in pairs: y is 0 again after an
     even number of calls.  */
  int ok = 1;
  for (int i = 0; i < N; i++)
    ok &= y[i] == 0;
  printf ("dispatch n=%d threads=%ld rounds=%d dispatches=%ld omp=%.2f us "
          "block(i:%d)=%.2f us ratio=%.2f unblocked=%.2f us ratio=%.2f %s\n",
          N, threads, rounds, count, omp, BLOCK, blocked, blocked / omp,
          unblocked, unblocked / omp, ok ? "OK" : "FAIL");
  return ok ? 0 : 1;
}
