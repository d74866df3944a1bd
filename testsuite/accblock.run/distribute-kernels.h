/* distribute-kernels.h -- imperfect parallel nests that -fauto-block
   distributes over the loops of their bodies (plugin/distribute.cc),
   and some it must not, each printing a checksum that plain gcc's build
   prints too.  Included by distribute-host.c and distribute-paper.c.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include <stdio.h>

#define N 61
#define M 47

double A[N][M], B[M][N], C[N][N], D[N][N], X[N], Y[N];

static void
init (void)
{
  for (int i = 0; i < N; i++)
    for (int k = 0; k < M; k++)
      {
	A[i][k] = (i * 7 + k * 3) % 17 / 17.0;
	B[k][i] = (i * 5 + k) % 13 / 13.0 - 0.5;
      }
  for (int i = 0; i < N; i++)
    {
      X[i] = i % 5;
      Y[i] = 0;
      for (int j = 0; j < N; j++)
	C[i][j] = D[i][j] = (i + 2 * j) % 11;
    }
}

static double
sum (const double *p, int n)
{
  double s = 0;
  for (int i = 0; i < n; i++)
    s += p[i] * (i % 7 + 1);
  return s;
}

/* gemm: a scaling loop, then the product.  */
__attribute__ ((noinline)) static void
gemm (double alpha, double beta)
{
  for (int i = 0; i < N; i++)
    {
      for (int j = 0; j < N; j++)
	C[i][j] *= beta;
      for (int k = 0; k < M; k++)
	for (int j = 0; j < N; j++)
	  C[i][j] += alpha * A[i][k] * B[k][j];
    }
}

/* syrk over restrict VLA parameters: inner bounds in the outer index.  */
__attribute__ ((noinline)) static void
syrk (int n, int m, double c[restrict n][n], const double a[restrict n][m])
{
  for (int i = 0; i < n; i++)
    {
      for (int j = 0; j <= i; j++)
	c[i][j] *= 0.5;
      for (int k = 0; k < m; k++)
	for (int j = 0; j <= i; j++)
	  c[i][j] += 1.5 * a[i][k] * a[j][k];
    }
}

/* Three loops, each reading what the ones before wrote in the same
   iteration, the last backwards; statements in front of two of them.  */
__attribute__ ((noinline)) static void
three (void)
{
  for (int i = 0; i < N; i++)
    {
      X[i] = 0;
      for (int j = 0; j < N; j++)
	X[i] += C[i][j];
      Y[i] = X[i] / N;
      for (int j = 0; j < N; j++)
	D[i][j] = C[i][j] - Y[i];
      for (int j = N - 1; j > 0; j--)
	{
	  double t = D[i][j] * 2;
	  C[i][j] = t + D[i][j - 1];
	}
    }
}

/* Not distributed: a scalar flows from the first loop to the second.  */
__attribute__ ((noinline)) static void
scalar (void)
{
  for (int i = 0; i < N; i++)
    {
      double s = 1;
      for (int j = 0; j < N; j++)
	s += C[i][j] * C[i][j];
      for (int j = 0; j < N; j++)
	D[i][j] = C[i][j] / s;
    }
}

/* Not distributed: the value the first loop sums is updated in place in
   front of the second, which reads it (the OpenACC V&V suite's check of
   kernels_loop_reduction_add_loop).  */
__attribute__ ((noinline)) static void
rescaled (void)
{
  double t;
  for (int i = 0; i < N; i++)
    {
      t = 0;
      for (int j = 0; j < N; j++)
	t += C[i][j];
      t = t / N;
      for (int j = 0; j < N; j++)
	D[i][j] = C[i][j] - t;
    }
}

/* Not distributed: the second loop reads the row the first loop wrote
   an iteration before.  */
__attribute__ ((noinline)) static void
carried (void)
{
  for (int i = 1; i < N; i++)
    {
      for (int j = 0; j < N; j++)
	D[i][j] = C[i][j] + 1;
      for (int j = 0; j < N; j++)
	C[i][j] = D[i - 1][j] * 0.5;
    }
}

int
main (void)
{
  init ();
  gemm (1.5, 1.2);
  printf ("gemm %.10g\n", sum (&C[0][0], N * N));
  syrk (N, M, D, A);
  printf ("syrk %.10g\n", sum (&D[0][0], N * N));
  three ();
  printf ("three %.10g %.10g %.10g\n", sum (&C[0][0], N * N),
	  sum (&D[0][0], N * N), sum (X, N) + sum (Y, N));
  scalar ();
  printf ("scalar %.10g\n", sum (&D[0][0], N * N));
  rescaled ();
  printf ("rescaled %.10g\n", sum (&D[0][0], N * N));
  carried ();
  printf ("carried %.10g %.10g\n", sum (&C[0][0], N * N),
	  sum (&D[0][0], N * N));
  return 0;
}
