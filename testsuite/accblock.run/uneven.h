/* The nests of uneven.c and uneven-reverse.c: syrk's triangle and
   covariance's b = a .. m level, outer iterations of different work.

   SPDX-License-Identifier: GPL-3.0-or-later  */
#include <stdio.h>

#define N 40
#define M 17

static double A[N][M], C[N][N], cov[N][N], data[M][N];

static void
syrk (double alpha, double beta)
{
#pragma acc parallel loop
  for (int i = 0; i < N; i++)
    {
      for (int j = 0; j <= i; j++)
	C[i][j] *= beta;
      for (int k = 0; k < M; k++)
	for (int j = 0; j <= i; j++)
	  C[i][j] += alpha * A[i][k] * A[j][k];
    }
}

static void
covariance (void)
{
#pragma acc parallel loop
  for (int a = 0; a < N; a++)
    for (int b = a; b < N; b++)
      {
	double sum = 0;
	for (int i = 0; i < M; i++)
	  sum += data[i][a] * data[i][b];
	cov[a][b] = sum / (M - 1);
	cov[b][a] = sum / (M - 1);
      }
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    {
      for (int k = 0; k < M; k++)
	A[i][k] = (double) ((i * 7 + k * 3) % 11) / 4;
      for (int j = 0; j < N; j++)
	C[i][j] = (double) ((i + 2 * j) % 5);
    }
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++)
      data[i][j] = (double) ((i * 5 + j * 13) % 17) / 8;
  syrk (1.5, 1.25);
  covariance ();
  double s = 0, t = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	s += C[i][j] * (i + 1) + j;
	t += cov[i][j] * (j + 1) + i;
      }
  printf ("%.6f %.6f\n", s, t);
  printf ("%.6f %.6f %.6f\n", C[N - 1][N - 1], C[N / 2][3], cov[0][N - 1]);
  return 0;
}
