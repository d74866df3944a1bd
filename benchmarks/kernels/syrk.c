/* syrk.c -- the symmetric rank-k update C = alpha A A^T + beta C on the
   lower triangle of C (j <= i), a serial function taking VLA parameters,
   no pragma (kernel.h's OMP adds the OpenMP one).

   Why this file exists: the kernel suite of issue 32; a triangular
   iteration space (the inner bound depends on the outer index), which
   blocking must cut into unequal tiles.  -DN= sets the order of C, A is
   N x N too.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "kernel.h"

#ifndef N
# define N 1200
#endif

KERNEL
syrk (int n, int m, double alpha, double beta, double C[n][n],
      double A[n][m])
{
  OMP (parallel for schedule(dynamic, 8))
  for (int i = 0; i < n; i++)
    {
      for (int j = 0; j <= i; j++)
        C[i][j] *= beta;
      for (int k = 0; k < m; k++)
        for (int j = 0; j <= i; j++)
          C[i][j] += alpha * A[i][k] * A[j][k];
    }
}

static void
init (int n, double C[n][n], double A[n][n])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
        A[i][j] = kernel_value (i, j, n);
        C[i][j] = kernel_value (i + 2, j, n);
      }
}

int
main (void)
{
  int n = N;
  double (*A)[n] = kernel_alloc (sizeof (double[n][n]));
  double (*C)[n] = kernel_alloc (sizeof (double[n][n]));
  init (n, C, A);
  double start = bench_now ();
  syrk (n, n, 1.5, 1.2, C, A);
  double seconds = bench_now () - start;
  return kernel_report ("syrk", n, kernel_checksum (&C[0][0], (long) n * n),
                        seconds);
}
