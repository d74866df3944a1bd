/* jacobi.c -- Jacobi relaxation on an N x N grid: T time steps, each a
   five-point average into a second grid followed by a copy back.

   Why this file exists: it is one of the paper's Fig. 5 programs and the
   plainest case of stencil reuse: row i of the input is read by the
   iterations of rows i-1, i and i+1, so blocking the parallel row loop
   lets a tile reuse its halo rows.  The time loop stays on the host and
   dispatches the two nests once per step, as an OpenACC program would.
   -DN sets the grid, -DT the number of steps.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "bench.h"

#include <stdio.h>

#ifndef N
#define N 256
#endif

#ifndef T
#define T 50
#endif

static double grid[N][N], next[N][N];
static double grid_ref[N][N], next_ref[N][N];

static void
init (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
        grid[i][j] = grid_ref[i][j] = (double) ((i * (j + 2)) % N) / N;
        next[i][j] = next_ref[i][j] = 0.0;
      }
}

/* One step: nest 1 computes the average, nest 2 copies it back.  */
static void
step (void)
{
  PARALLEL_LOOP (1)
  for (int i = 1; i < N - 1; i++)
    for (int j = 1; j < N - 1; j++)
      next[i][j] = 0.2 * (grid[i][j] + grid[i - 1][j] + grid[i + 1][j]
                          + grid[i][j - 1] + grid[i][j + 1]);

  PARALLEL_LOOP (2)
  for (int i = 1; i < N - 1; i++)
    for (int j = 1; j < N - 1; j++)
      grid[i][j] = next[i][j];
}

static void
step_reference (void)
{
  for (int i = 1; i < N - 1; i++)
    for (int j = 1; j < N - 1; j++)
      next_ref[i][j] = 0.2 * (grid_ref[i][j] + grid_ref[i - 1][j]
                              + grid_ref[i + 1][j] + grid_ref[i][j - 1]
                              + grid_ref[i][j + 1]);
  for (int i = 1; i < N - 1; i++)
    for (int j = 1; j < N - 1; j++)
      grid_ref[i][j] = next_ref[i][j];
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
        checksum += grid[i][j] * (1 + (i + j) % 3);
        ok &= bench_close (grid[i][j], grid_ref[i][j]);
      }
  return bench_report ("jacobi", N, checksum, seconds, ok);
}
