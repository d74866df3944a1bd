/* seidel-2d.c -- T sweeps of the two-dimensional nine-point Gauss-Seidel
   iteration in place: each interior point becomes the average of itself
   and its eight neighbours, the neighbours above and to the left already
   updated in this sweep.  A serial function taking a VLA parameter, no
   pragma: no loop of it is parallel as written (every point needs its
   left and upper neighbours' new values), so the OpenMP variant runs the
   same serial code (a wavefront would need the loops rewritten).

   Why this file exists: the kernel suite of issue 32; the case a
   parallelising compiler must leave alone, or skew.  -DN= sets the grid,
   -DT= the sweeps.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "kernel.h"

#ifndef N
# define N 1000
#endif
#ifndef T
# define T 40
#endif

KERNEL
seidel_2d (int steps, int n, double A[n][n])
{
  for (int t = 0; t < steps; t++)
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1]
                   + A[i][j - 1] + A[i][j] + A[i][j + 1]
                   + A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1]) / 9.0;
}

static void
init (int n, double A[n][n])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = kernel_value (i, j + 2, n);
}

int
main (void)
{
  int n = N;
  double (*A)[n] = kernel_alloc (sizeof (double[n][n]));
  init (n, A);
  double start = bench_now ();
  seidel_2d (T, n, A);
  double seconds = bench_now () - start;
  return kernel_report ("seidel-2d", n,
                        kernel_checksum (&A[0][0], (long) n * n), seconds);
}
