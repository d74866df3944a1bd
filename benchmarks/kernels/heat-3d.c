/* heat-3d.c -- T steps of the explicit scheme for the heat equation on an
   N x N x N grid: each interior point moves towards its six neighbours
   by 1/8 of the second difference along each axis, A into B and back.
   A serial function taking VLA parameters, no pragma (kernel.h's OMP
   adds the OpenMP ones).

   Why this file exists: the kernel suite of issue 32; a three-deep
   stencil nest in a time loop.  -DN= sets the grid, -DT= the steps.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "kernel.h"

#ifndef N
# define N 120
#endif
#ifndef T
# define T 100
#endif

KERNEL
heat_3d (int steps, int n, double A[n][n][n], double B[n][n][n])
{
  for (int t = 0; t < steps; t++)
    {
      OMP (parallel for)
      for (int i = 1; i < n - 1; i++)
        for (int j = 1; j < n - 1; j++)
          for (int k = 1; k < n - 1; k++)
            B[i][j][k] = A[i][j][k]
              + 0.125 * (A[i + 1][j][k] - 2.0 * A[i][j][k] + A[i - 1][j][k])
              + 0.125 * (A[i][j + 1][k] - 2.0 * A[i][j][k] + A[i][j - 1][k])
              + 0.125 * (A[i][j][k + 1] - 2.0 * A[i][j][k] + A[i][j][k - 1]);
      OMP (parallel for)
      for (int i = 1; i < n - 1; i++)
        for (int j = 1; j < n - 1; j++)
          for (int k = 1; k < n - 1; k++)
            A[i][j][k] = B[i][j][k]
              + 0.125 * (B[i + 1][j][k] - 2.0 * B[i][j][k] + B[i - 1][j][k])
              + 0.125 * (B[i][j + 1][k] - 2.0 * B[i][j][k] + B[i][j - 1][k])
              + 0.125 * (B[i][j][k + 1] - 2.0 * B[i][j][k] + B[i][j][k - 1]);
    }
}

static void
init (int n, double A[n][n][n], double B[n][n][n])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
        A[i][j][k] = B[i][j][k] = kernel_value (i + k, j, n) * 10;
}

int
main (void)
{
  int n = N;
  double (*A)[n][n] = kernel_alloc (sizeof (double[n][n][n]));
  double (*B)[n][n] = kernel_alloc (sizeof (double[n][n][n]));
  init (n, A, B);
  double start = bench_now ();
  heat_3d (T, n, A, B);
  double seconds = bench_now () - start;
  return kernel_report ("heat-3d", n,
                        kernel_checksum (&A[0][0][0], (long) n * n * n),
                        seconds);
}
