/* fdtd-2d.c -- T steps of the two-dimensional finite-difference
   time-domain scheme for Maxwell's equations (TE mode): the source value
   FICT[t] drives the first row of EY, EY and EX are updated from the
   differences of HZ, then HZ from the curl of (EX, EY).  A serial
   function taking VLA parameters, no pragma (kernel.h's OMP adds the
   OpenMP ones).

   Why this file exists: the kernel suite of issue 32; a time loop whose
   body is a sequence of four nests of different shapes (one of them one
   row only) over three arrays.  -DN= sets the grid, -DT= the steps.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "kernel.h"

#ifndef N
# define N 1500
#endif
#ifndef T
# define T 100
#endif

KERNEL
fdtd_2d (int steps, int nx, int ny, double ex[nx][ny], double ey[nx][ny],
         double hz[nx][ny], double fict[steps])
{
  for (int t = 0; t < steps; t++)
    {
      for (int j = 0; j < ny; j++)
        ey[0][j] = fict[t];
      OMP (parallel for)
      for (int i = 1; i < nx; i++)
        for (int j = 0; j < ny; j++)
          ey[i][j] -= 0.5 * (hz[i][j] - hz[i - 1][j]);
      OMP (parallel for)
      for (int i = 0; i < nx; i++)
        for (int j = 1; j < ny; j++)
          ex[i][j] -= 0.5 * (hz[i][j] - hz[i][j - 1]);
      OMP (parallel for)
      for (int i = 0; i < nx - 1; i++)
        for (int j = 0; j < ny - 1; j++)
          hz[i][j] -= 0.7 * (ex[i][j + 1] - ex[i][j]
                             + ey[i + 1][j] - ey[i][j]);
    }
}

static void
init (int steps, int n, double ex[n][n], double ey[n][n], double hz[n][n],
      double fict[steps])
{
  for (int t = 0; t < steps; t++)
    fict[t] = t;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
        ex[i][j] = kernel_value (i, j + 1, n);
        ey[i][j] = kernel_value (i, j + 2, n);
        hz[i][j] = kernel_value (i, j + 3, n);
      }
}

int
main (void)
{
  int n = N, steps = T;
  double (*ex)[n] = kernel_alloc (sizeof (double[n][n]));
  double (*ey)[n] = kernel_alloc (sizeof (double[n][n]));
  double (*hz)[n] = kernel_alloc (sizeof (double[n][n]));
  double *fict = kernel_alloc (sizeof (double[steps]));
  init (steps, n, ex, ey, hz, fict);
  double start = bench_now ();
  fdtd_2d (steps, n, n, ex, ey, hz, fict);
  double seconds = bench_now () - start;
  return kernel_report ("fdtd-2d", n,
                        kernel_checksum (&hz[0][0], (long) n * n), seconds);
}
