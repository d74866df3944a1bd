/* adi.c -- T steps of an alternating-direction implicit scheme for the
   heat equation on an N x N grid: each step solves, by the Thomas
   algorithm, one tridiagonal system per row (implicit along j, explicit
   along i) into V, then one per column (implicit along i, explicit along
   j) back into U.  The boundary values stay fixed.  A serial function
   taking VLA parameters, no pragma (kernel.h's OMP makes the rows, then
   the columns, parallel).

   Why this file exists: the kernel suite of issue 32; the systems are
   independent of each other but each one's forward elimination and back
   substitution run in order, so only the loop over the systems is
   parallel, and the column sweep walks the arrays across their rows.
   -DN= sets the grid, -DT= the steps.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "kernel.h"

#ifndef N
# define N 1000
#endif
#ifndef T
# define T 20
#endif

KERNEL
adi (int steps, int n, double r, double u[n][n], double v[n][n],
     double p[n][n], double q[n][n])
{
  double a = -r, b = 1 + 2 * r, c = -r;
  for (int t = 0; t < steps; t++)
    {
      OMP (parallel for)
      for (int i = 1; i < n - 1; i++)
        {
          p[i][0] = 0;
          q[i][0] = v[i][0];
          for (int j = 1; j < n - 1; j++)
            {
              double den = b + a * p[i][j - 1];
              p[i][j] = -c / den;
              q[i][j] = (r * u[i - 1][j] + (1 - 2 * r) * u[i][j]
                         + r * u[i + 1][j] - a * q[i][j - 1]) / den;
            }
          for (int j = n - 2; j >= 1; j--)
            v[i][j] = p[i][j] * v[i][j + 1] + q[i][j];
        }
      OMP (parallel for)
      for (int j = 1; j < n - 1; j++)
        {
          p[0][j] = 0;
          q[0][j] = u[0][j];
          for (int i = 1; i < n - 1; i++)
            {
              double den = b + a * p[i - 1][j];
              p[i][j] = -c / den;
              q[i][j] = (r * v[i][j - 1] + (1 - 2 * r) * v[i][j]
                         + r * v[i][j + 1] - a * q[i - 1][j]) / den;
            }
          for (int i = n - 2; i >= 1; i--)
            u[i][j] = p[i][j] * u[i + 1][j] + q[i][j];
        }
    }
}

/* U and V start equal, boundary included: the sweeps never write the
   boundary, so both keep it.  */
static void
init (int n, double u[n][n], double v[n][n])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      u[i][j] = v[i][j] = kernel_value (i, j, n);
}

int
main (void)
{
  int n = N;
  double (*u)[n] = kernel_alloc (sizeof (double[n][n]));
  double (*v)[n] = kernel_alloc (sizeof (double[n][n]));
  double (*p)[n] = kernel_alloc (sizeof (double[n][n]));
  double (*q)[n] = kernel_alloc (sizeof (double[n][n]));
  init (n, u, v);
  double start = bench_now ();
  adi (T, n, 0.25, u, v, p, q);
  double seconds = bench_now () - start;
  return kernel_report ("adi", n, kernel_checksum (&u[0][0], (long) n * n),
                        seconds);
}
