/* 2mm.c -- D = alpha A B C + beta D as two matrix products in sequence
   (tmp = alpha A B, then D = beta D + tmp C), a serial function taking
   VLA parameters, no pragma (kernel.h's OMP adds the OpenMP ones).

   Why this file exists: the kernel suite of issue 32; two nests in a row
   that share an intermediate array, so the blocking of one nest must
   leave the other's input complete.  -DN= sets the order.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "kernel.h"

#ifndef N
# define N 800
#endif

KERNEL
two_mm (int ni, int nj, int nk, int nl, double alpha, double beta,
        double tmp[ni][nj], double A[ni][nk], double B[nk][nj],
        double C[nj][nl], double D[ni][nl])
{
  OMP (parallel for)
  for (int i = 0; i < ni; i++)
    {
      for (int j = 0; j < nj; j++)
        tmp[i][j] = 0;
      for (int k = 0; k < nk; k++)
        for (int j = 0; j < nj; j++)
          tmp[i][j] += alpha * A[i][k] * B[k][j];
    }
  OMP (parallel for)
  for (int i = 0; i < ni; i++)
    {
      for (int l = 0; l < nl; l++)
        D[i][l] *= beta;
      for (int j = 0; j < nj; j++)
        for (int l = 0; l < nl; l++)
          D[i][l] += tmp[i][j] * C[j][l];
    }
}

static void
init (int n, double A[n][n], double B[n][n], double C[n][n], double D[n][n])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
        A[i][j] = kernel_value (i, j, n);
        B[i][j] = kernel_value (j, i + 1, n);
        C[i][j] = kernel_value (i + 3, j + 1, n);
        D[i][j] = kernel_value (i + 2, j, n);
      }
}

int
main (void)
{
  int n = N;
  double (*A)[n] = kernel_alloc (sizeof (double[n][n]));
  double (*B)[n] = kernel_alloc (sizeof (double[n][n]));
  double (*C)[n] = kernel_alloc (sizeof (double[n][n]));
  double (*D)[n] = kernel_alloc (sizeof (double[n][n]));
  double (*tmp)[n] = kernel_alloc (sizeof (double[n][n]));
  init (n, A, B, C, D);
  double start = bench_now ();
  two_mm (n, n, n, n, 1.5, 1.2, tmp, A, B, C, D);
  double seconds = bench_now () - start;
  return kernel_report ("2mm", n, kernel_checksum (&D[0][0], (long) n * n),
                        seconds);
}
