/* adi.c -- alternating-direction implicit sweeps on an N x N grid: per
   time step, forward elimination of a tridiagonal system along every row,
   then along every column (the elimination phase of the classic
   PolyBench-style ADI kernel; X is the right-hand side, B the diagonal,
   A the off-diagonal).

   Why this file exists: it is one of the paper's Fig. 5 programs, and the
   one whose two nests run in different directions: in the row sweep the
   parallel loop walks rows and the inner loop carries the elimination;
   in the column sweep the parallel loop walks columns, so each iteration
   touches one element per row and only blocking the parallel loop turns
   those strided accesses into contiguous blocks.  -DN sets the grid, -DT
   the number of time steps.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "bench.h"

#include <stdio.h>

#ifndef N
#define N 256
#endif

#ifndef T
#define T 10
#endif

static double X[N][N], A[N][N], B[N][N];
static double X_ref[N][N], B_ref[N][N];

/* A diagonally dominant system (B in [4, 5), A in [0.1, 0.5)), so that
   the diagonal stays far from zero over the sweeps of many steps.  */
static void
init (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
        X[i][j] = X_ref[i][j] = (double) ((i * (j + 1) + 1) % N) / N;
        A[i][j] = 0.1 + 0.4 * (double) ((i * (j + 2) + 2) % N) / N;
        B[i][j] = B_ref[i][j] = 4.0 + (double) ((i * (j + 3) + 3) % N) / N;
      }
}

/* One step: nest 1 sweeps the rows, nest 2 the columns.  */
static void
step (void)
{
  PARALLEL_LOOP (1)
  for (int i = 0; i < N; i++)
    for (int j = 1; j < N; j++)
      {
        X[i][j] = X[i][j] - X[i][j - 1] * A[i][j] / B[i][j - 1];
        B[i][j] = B[i][j] - A[i][j] * A[i][j] / B[i][j - 1];
      }

  PARALLEL_LOOP (2)
  for (int j = 0; j < N; j++)
    for (int i = 1; i < N; i++)
      {
        X[i][j] = X[i][j] - X[i - 1][j] * A[i][j] / B[i - 1][j];
        B[i][j] = B[i][j] - A[i][j] * A[i][j] / B[i - 1][j];
      }
}

static void
step_reference (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 1; j < N; j++)
      {
        X_ref[i][j] = X_ref[i][j] - X_ref[i][j - 1] * A[i][j] / B_ref[i][j - 1];
        B_ref[i][j] = B_ref[i][j] - A[i][j] * A[i][j] / B_ref[i][j - 1];
      }
  for (int j = 0; j < N; j++)
    for (int i = 1; i < N; i++)
      {
        X_ref[i][j] = X_ref[i][j] - X_ref[i - 1][j] * A[i][j] / B_ref[i - 1][j];
        B_ref[i][j] = B_ref[i][j] - A[i][j] * A[i][j] / B_ref[i - 1][j];
      }
}

int
main (void)
{
  double checksum = 0, start, seconds;
  int ok = 1;

  init ();
  start = bench_now ();
  for (int t = 0; t < T; t++)
    step ();
  seconds = bench_now () - start;
  for (int t = 0; t < T; t++)
    step_reference ();

  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
        checksum += X[i][j] + 0.01 * B[i][j];
        ok &= bench_close (X[i][j], X_ref[i][j])
              && bench_close (B[i][j], B_ref[i][j]);
      }
  return bench_report ("adi", N, checksum, seconds, ok);
}
