/* A constant subscript beside a loop that no tile blocks, in one
   dimension of an array the nest writes: the constant column and the
   loop's columns are staged as one block, their hull (adi's Thomas
   sweeps: p[i][0] beside p[i][j - 1] and p[i][j]).  The forms: the
   constant before the loop's range and after it, in the last dimension
   and in the row dimension reached through a row pointer, a loop
   running down, a coefficient of 2 with the constant between the
   columns, a loop that may run zero times, the written constant column
   read back.  Each nest's output is plain gcc's, run backwards on one
   thread; stage-hull-threads.c runs them on several threads,
   stage-hull-small.c with a local memory so small that tiles are split
   (the hull counted in every block).  Nothing may be left in main
   memory: before, these arrays stayed there ("its references index it
   in different ways").  */

/* { dg-set-target-env-var ACCBLOCK_SCHEDULE "reverse" } */
/* { dg-set-target-env-var ACCBLOCK_THREADS "1" } */
/* { accblock-final { scan-stats "\"direct_accesses\": 0," } } */

#include <stdio.h>

#define N 24

static double u[N][N], p[N][N], q[N][N], w[N][2 * N + 2];

/* The arrays reach the nests as VLA parameters, whose rows have no
   constant length: a dimension could not be taken whole.  */

/* The row sweep of adi: the constant column first.  */
static void
row_sweep (int n, double pp[n][n], double qq[n][n], double uu[n][n])
{
#pragma acc parallel loop block(i:3)
  for (int i = 1; i < n - 1; i++)
    {
      pp[i][0] = 0;
      qq[i][0] = uu[i][0];
      for (int j = 1; j < n - 1; j++)
	{
	  double den = 2.5 + 0.5 * pp[i][j - 1];
	  pp[i][j] = 0.5 / den;
	  qq[i][j] = (uu[i - 1][j] + uu[i][j] + uu[i + 1][j]
		      + 0.5 * qq[i][j - 1]) / den;
	}
    }
}

/* The column sweep: the constant row, reached through the row
   pointer, beside the rows of the inner loop.  */
static void
column_sweep (int n, double pp[n][n], double qq[n][n], double uu[n][n])
{
#pragma acc parallel loop block(j:5)
  for (int j = 1; j < n - 1; j++)
    {
      pp[0][j] = 1;
      qq[0][j] = uu[0][j];
      for (int i = 1; i < n - 1; i++)
	{
	  double den = 3 + 0.25 * pp[i - 1][j];
	  pp[i][j] = 0.75 / den;
	  qq[i][j] = (uu[i][j - 1] + uu[i][j + 1] + qq[i - 1][j]) / den;
	}
    }
}

/* The constant after the range, a variable's (N - 1), the loop running
   down towards it; M may leave the loop empty, the constant column
   still written.  */
static void
backwards (int n, int m, double pp[n][n], double qq[n][n])
{
#pragma acc parallel loop block(i:4)
  for (int i = 0; i < n; i++)
    {
      pp[i][n - 1] = qq[i][n - 1] * 0.5 + pp[i][n - 1];
      for (int j = m - 2; j >= 2; j--)
	pp[i][j] = pp[i][j + 1] * 0.25 + qq[i][j];
    }
}

/* Even columns from 0 and the odd constant column 5 among them, which
   the written ones never reach: the hull's odd columns are written
   back unchanged.  */
static void
strided (int n, int m, double ww[n][2 * n + 2])
{
#pragma acc parallel loop block(i:7)
  for (int i = 0; i < n; i++)
    {
      ww[i][5] = i;
      for (int j = 1; j < m; j++)
	ww[i][2 * j] = ww[i][2 * j - 2] + ww[i][5];
    }
}

/* The constant column read on every iteration, and written by the one
   of j == 2; M may leave the loop empty, the constant column still
   read.  */
static void
perfect (int n, int m, double qq[n][n], double uu[n][n])
{
#pragma acc parallel loop block(i:2)
  for (int i = 0; i < n; i++)
    for (int j = 1; j < m; j++)
      qq[i][j] = qq[i][j] + qq[i][2] * uu[i][j] + qq[i][j - 1];
}

static double
sum (void)
{
  double s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s += (i + 1) * p[i][j] + (j + 2) * q[i][j];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < 2 * N + 2; j++)
      s += (i + j) * w[i][j];
  return s;
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	u[i][j] = (i * 7 + j * 3) % 11 * 0.125;
	p[i][j] = q[i][j] = (i + 2 * j) % 5;
      }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < 2 * N + 2; j++)
      w[i][j] = (i * j) % 7;
  row_sweep (N, p, q, u);
  printf ("row %.10g\n", sum ());
  column_sweep (N, p, q, u);
  printf ("column %.10g\n", sum ());
  backwards (N, N, p, q);
  printf ("backwards %.10g\n", sum ());
  backwards (N, 3, p, q);
  printf ("backwards %.10g\n", sum ());
  strided (N, N + 1, w);
  printf ("strided %.10g\n", sum ());
  strided (N, 2, w);
  printf ("strided %.10g\n", sum ());
  perfect (N, N, q, u);
  printf ("perfect %.10g\n", sum ());
  perfect (N, 1, q, u);
  printf ("perfect %.10g\n", sum ());
  return 0;
}
