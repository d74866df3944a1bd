/* jacobi-2d.c -- T steps of the two-dimensional five-point Jacobi
   iteration: B = the average of A's point and its four neighbours, then
   A = the same average of B, on the interior of an N x N grid.  A serial
   function taking VLA parameters, no pragma (kernel.h's OMP adds the
   OpenMP ones).

   Why this file exists: the kernel suite of issue 32; a time loop whose
   body is a sequence of two stencil nests.  -DN= sets the grid, -DT= the
   steps.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "kernel.h"

#ifndef N
# define N 1500
#endif
#ifndef T
# define T 100
#endif

KERNEL
jacobi_2d (int steps, int n, double A[n][n], double B[n][n])
{
  for (int t = 0; t < steps; t++)
    {
      OMP (parallel for)
      for (int i = 1; i < n - 1; i++)
        for (int j = 1; j < n - 1; j++)
          B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][j + 1]
                           + A[i - 1][j] + A[i + 1][j]);
      OMP (parallel for)
      for (int i = 1; i < n - 1; i++)
        for (int j = 1; j < n - 1; j++)
          A[i][j] = 0.2 * (B[i][j] + B[i][j - 1] + B[i][j + 1]
                           + B[i - 1][j] + B[i + 1][j]);
    }
}

static void
init (int n, double A[n][n], double B[n][n])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
        A[i][j] = kernel_value (i, j, n);
        B[i][j] = kernel_value (i + 1, j, n);
      }
}

int
main (void)
{
  int n = N;
  double (*A)[n] = kernel_alloc (sizeof (double[n][n]));
  double (*B)[n] = kernel_alloc (sizeof (double[n][n]));
  init (n, A, B);
  double start = bench_now ();
  jacobi_2d (T, n, A, B);
  double seconds = bench_now () - start;
  return kernel_report ("jacobi-2d", n,
                        kernel_checksum (&A[0][0], (long) n * n), seconds);
}
