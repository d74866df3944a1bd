/* -fauto-block leaves the block size of covariance's "b from a" to the
   runtime (accblock.auto/infer-triangular.c): its tiles run only the
   rows of the triangle, and both writes, cov[a][b] and the mirrored
   cov[b][a], move only their triangles' elements (in main memory in a
   tile where their boxes meet), so the result is plain gcc's.  The
   statistics show b blocked.  */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fplugin-arg-accblock-cost-model=unlimited" } */
/* { accblock-final { scan-stats "\"block\": \\\[[0-9]+, [1-9][0-9]*, 0\\\]" } } */

#include <stdio.h>
#include <stdlib.h>

#define M 96
#define N 40
double data[N][M], cov[M][M];

static void __attribute__ ((noinline))
covariance (int m, int n)
{
  for (int a = 0; a < m; a++)
    for (int b = a; b < m; b++)
      {
	double sum = 0;
	for (int i = 0; i < n; i++)
	  sum += data[i][a] * data[i][b];
	cov[a][b] = sum / (n - 1);
	cov[b][a] = sum / (n - 1);
      }
}

int
main (int argc, char **argv)
{
  int m = argc > 5 ? 1 : M, n = argc > 5 ? 1 : N;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      data[i][j] = (i * 7 + j * 3) % 11 - 5;
  covariance (m, n);
  double s = 0;
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++)
      s += cov[i][j] * (i * M + j + 1);
  printf ("%.3f\n", s);
  return 0;
}
