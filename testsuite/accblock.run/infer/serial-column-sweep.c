/* A column sweep over VLA parameters (adi's second half, issue 32): the
   j loop is blocked although the row subscripts use the inner index i
   and p[0][j] starts each column without a row offset; the arrays stay
   in main memory, bounded for the run-time alias check over i's range
   in the row subscript (alias-range.cc).  Called with disjoint arrays
   (dispatched), with one array as two arguments, and with arrays
   shifted by a row, so that only the order written gives gcc's
   output: the runtime must see the overlap and run the nest as
   written.  Q placed N - 2 rows into P meets the last row i reaches in
   p (an overlap only the inner index's bound in the row subscript
   shows); N - 1 rows in, the two lie apart and the nest is
   dispatched.  Likewise Q N - 1 rows into U meets only the row u[i + 1]
   reads in the first iteration of the loop that counts down, and N rows
   in lies apart.  */

#include <stdio.h>

#define N 23

static double U[2 * N][N], V[2 * N][N], P[2 * N][N], Q[2 * N][N];

static void __attribute__ ((noinline))
column_sweep (int n, double a, double b, double u[n][n], double v[n][n],
	      double p[n][n], double q[n][n])
{
  for (int j = 1; j < n - 1; j++)
    {
      p[0][j] = 0;
      q[0][j] = u[0][j];
      for (int i = 1; i < n - 1; i++)
	{
	  double den = b + a * p[i - 1][j];
	  p[i][j] = -a / den;
	  q[i][j] = (v[i][j - 1] + v[i][j] + v[i][j + 1]
		     - a * q[i - 1][j]) / den;
	}
      for (int i = n - 2; i >= 1; i--)
	u[i][j] = p[i][j] * u[i + 1][j] + q[i][j];
    }
}

static void
fill (void)
{
  for (int i = 0; i < 2 * N; i++)
    for (int j = 0; j < N; j++)
      {
	U[i][j] = (double) ((i * 7 + j * 3) % 17) / 8.0 - 1.0;
	V[i][j] = (double) ((i * 5 + j * 11) % 13) / 4.0 - 1.5;
	P[i][j] = (double) ((i + 2 * j) % 7) - 3.0;
	Q[i][j] = (double) ((i * 3 + j) % 5) - 2.0;
      }
}

static double
sum (const double *p, long count)
{
  double s = 0;
  for (long i = 0; i < count; i++)
    s += p[i] * (double) (1 + i % 7);
  return s;
}

#define SHOW(what, array) \
  printf ("%s %.10e\n", what, sum (&array[0][0], \
				   (long) sizeof array / sizeof array[0][0]))

int
main (void)
{
  fill ();
  column_sweep (N, -0.3, 1.6, U, V, P, Q);                   /* disjoint */
  SHOW ("disjoint u", U);
  SHOW ("disjoint q", Q);
  fill ();
  column_sweep (N, -0.3, 1.6, U, U, P, Q);                   /* v is u */
  SHOW ("same u", U);
  fill ();
  column_sweep (N, -0.3, 1.6, U, V, P, (double (*)[N]) &P[1][0]); /* row */
  SHOW ("shifted p", P);
  SHOW ("shifted u", U);
  fill ();
  column_sweep (N, -0.3, 1.6, (double (*)[N]) &V[1][0], V, P, Q);
  SHOW ("shifted v", V);
  fill ();
  column_sweep (N, -0.3, 1.6, U, V, P, (double (*)[N]) &P[N - 2][0]);
  SHOW ("last row p", P);
  fill ();
  column_sweep (N, -0.3, 1.6, U, V, P, (double (*)[N]) &P[N - 1][0]);
  SHOW ("apart p", P);
  fill ();
  column_sweep (N, -0.3, 1.6, U, V, P, (double (*)[N]) &U[N - 1][0]);
  SHOW ("last row u", U);
  fill ();
  column_sweep (N, -0.3, 1.6, U, V, P, (double (*)[N]) &U[N][0]);
  SHOW ("apart u", U);
  return 0;
}
