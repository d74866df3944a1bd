/* gemm.c -- C = alpha A B + beta C, the general matrix multiply, written
   as a benchmark suite ships it: a serial function taking VLA
   parameters, no pragma (kernel.h's OMP adds the hand-placed OpenMP one
   for the openmp variant).

   Why this file exists: the kernel suite of issue 32 measures accblock's
   -fauto-block on code nobody annotated; gemm is the dense case that
   blocking is for.  -DN= sets the order (square matrices).

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "kernel.h"

#ifndef N
# define N 1000
#endif

KERNEL
gemm (int ni, int nj, int nk, double alpha, double beta,
      double C[ni][nj], double A[ni][nk], double B[nk][nj])
{
  OMP (parallel for)
  for (int i = 0; i < ni; i++)
    {
      for (int j = 0; j < nj; j++)
        C[i][j] *= beta;
      for (int k = 0; k < nk; k++)
        for (int j = 0; j < nj; j++)
          C[i][j] += alpha * A[i][k] * B[k][j];
    }
}

static void
init (int n, double C[n][n], double A[n][n], double B[n][n])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
        A[i][j] = kernel_value (i, j, n);
        B[i][j] = kernel_value (j, i + 1, n);
        C[i][j] = kernel_value (i + 2, j, n);
      }
}

int
main (void)
{
  int n = N;
  double (*A)[n] = kernel_alloc (sizeof (double[n][n]));
  double (*B)[n] = kernel_alloc (sizeof (double[n][n]));
  double (*C)[n] = kernel_alloc (sizeof (double[n][n]));
  init (n, C, A, B);
  double start = bench_now ();
  gemm (n, n, n, 1.5, 1.2, C, A, B);
  double seconds = bench_now () - start;
  return kernel_report ("gemm", n, kernel_checksum (&C[0][0], (long) n * n),
                        seconds);
}
