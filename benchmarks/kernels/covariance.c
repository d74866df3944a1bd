/* covariance.c -- the covariance matrix of M variables observed N times:
   subtract each variable's mean from its column of DATA, then
   COV[a][b] = sum over the observations of DATA[i][a] DATA[i][b] / (N - 1)
   for a <= b, mirrored.  A serial function taking VLA parameters, no
   pragma (kernel.h's OMP adds the OpenMP ones).

   Why this file exists: the kernel suite of issue 32; a sequence of
   nests (column sums, centring, a triangular product with a scalar sum)
   over columns of a row-major array.  -DN= sets both M and N.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "kernel.h"

#ifndef N
# define N 1000
#endif

KERNEL
covariance (int m, int n, double data[n][m], double cov[m][m],
            double mean[m])
{
  for (int j = 0; j < m; j++)
    mean[j] = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      mean[j] += data[i][j];
  for (int j = 0; j < m; j++)
    mean[j] /= n;
  OMP (parallel for)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      data[i][j] -= mean[j];
  OMP (parallel for schedule(dynamic, 8))
  for (int a = 0; a < m; a++)
    for (int b = a; b < m; b++)
      {
        double sum = 0;
        for (int i = 0; i < n; i++)
          sum += data[i][a] * data[i][b];
        cov[a][b] = sum / (n - 1);
        cov[b][a] = cov[a][b];
      }
}

static void
init (int m, int n, double data[n][m])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      data[i][j] = kernel_value (i, j, m) * (1 + j % 3);
}

int
main (void)
{
  int n = N, m = N;
  double (*data)[m] = kernel_alloc (sizeof (double[n][m]));
  double (*cov)[m] = kernel_alloc (sizeof (double[m][m]));
  double *mean = kernel_alloc (sizeof (double[m]));
  init (m, n, data);
  double start = bench_now ();
  covariance (m, n, data, cov, mean);
  double seconds = bench_now () - start;
  return kernel_report ("covariance", n,
                        kernel_checksum (&cov[0][0], (long) m * m), seconds);
}
