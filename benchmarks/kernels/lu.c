/* lu.c -- in-place LU factorisation without pivoting, A = L U with L's
   unit diagonal implied: for each pivot k, the rows below it are scaled
   and updated.  A serial function taking a VLA parameter, no pragma
   (kernel.h's OMP parallelises the row loop of each pivot).

   Why this file exists: the kernel suite of issue 32; an outer loop that
   carries a dependence (pivot k needs every earlier update) around an
   inner nest that is parallel, whose bounds shrink with k.  The matrix is
   made diagonally dominant so that no pivot is small.  -DN= sets the
   order.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "kernel.h"

#ifndef N
# define N 1500
#endif

KERNEL
lu (int n, double A[n][n])
{
  for (int k = 0; k < n; k++)
    {
      OMP (parallel for)
      for (int i = k + 1; i < n; i++)
        {
          A[i][k] /= A[k][k];
          for (int j = k + 1; j < n; j++)
            A[i][j] -= A[i][k] * A[k][j];
        }
    }
}

static void
init (int n, double A[n][n])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = kernel_value (i, j, n) + (i == j ? n : 0);
}

int
main (void)
{
  int n = N;
  double (*A)[n] = kernel_alloc (sizeof (double[n][n]));
  init (n, A);
  double start = bench_now ();
  lu (n, A);
  double seconds = bench_now () - start;
  return kernel_report ("lu", n, kernel_checksum (&A[0][0], (long) n * n),
                        seconds);
}
