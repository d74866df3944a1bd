/* distribute-alias-kernels.h -- imperfect parallel nests over VLA
   parameters that -fauto-block distributes over the loops of their
   bodies on condition that the arrays do not overlap, tested at run
   time (plugin/alias-guard.cc, __accblock_ranges_apart).  Each kernel
   is called with disjoint arrays (the split loops run) and with
   overlapping ones (the loop runs as written): one array shifted by a
   row against the other, so that splitting would change the output,
   and one array passed twice.  Each call prints a checksum plain gcc's
   build prints too.  Included by distribute-alias.c and
   distribute-alias-host.c, whose statistics count both sides of each
   test: the locations below are checked there, by line.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include <stdio.h>

#define N 41
#define M 37

static double a[N + 2][N], b[N + 2][N], c[N + 2][N];

/* gemm as benchmark suites write it.  */
__attribute__ ((noinline)) static void
gemm (int ni, int nj, int nk, double alpha, double beta,
      double C[ni][nj], double A[ni][nk], double B[nk][nj])
{
  for (int i = 0; i < ni; i++)
    {
      for (int j = 0; j < nj; j++)
	C[i][j] *= beta;
      for (int k = 0; k < nk; k++)
	for (int j = 0; j < nj; j++)
	  C[i][j] += alpha * A[i][k] * B[k][j];
    }
}

/* Two loops, the second reading what the first wrote in another
   array.  */
__attribute__ ((noinline)) static void
two (int n, int m, double P[n][m], double Q[n][m])
{
  for (int i = 0; i < n; i++)
    {
      for (int j = 0; j < m; j++)
	P[i][j] = 0.5 * P[i][j] + 0.25 * j;
      for (int j = 0; j < m; j++)
	Q[i][j] = Q[i][j] * 0.5 + P[i][j];
    }
}

static void
fill (void)
{
  for (int i = 0; i < N + 2; i++)
    for (int j = 0; j < N; j++)
      {
	a[i][j] = (double) ((i * 7 + j * 3) % 11) - 5.0;
	b[i][j] = (double) ((i * 5 + j) % 13) / 13.0;
	c[i][j] = (double) ((i + 2 * j) % 7);
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

#define ROW(x, k, cols) ((double (*)[cols]) &(x)[k][0])

int
main (void)
{
  fill ();
  gemm (N, N, N, 1.5, 1.2, c, a, b);                   /* disjoint */
  printf ("gemm disjoint %.10e\n", sum (&c[0][0], (long) N * N));
  gemm (N, N, N, 1.5, 1.2, c, a, c);                   /* B is C */
  printf ("gemm B=C %.10e\n", sum (&c[0][0], (long) N * N));
  fill ();
  gemm (N, N, N, 1.5, 1.2, ROW (c, 1, N), a, c);       /* B = C - 1 row */
  printf ("gemm B=C-1 %.10e\n", sum (&c[0][0], (long) (N + 1) * N));
  fill ();
  gemm (N, N, N, 1.5, 1.2, c, c, b);                   /* A is C */
  printf ("gemm A=C %.10e\n", sum (&c[0][0], (long) N * N));
  fill ();
  two (N, M, ROW (a, 0, M), ROW (b, 0, M));            /* disjoint */
  printf ("two disjoint %.10e %.10e\n", sum (&a[0][0], (long) N * M),
	  sum (&b[0][0], (long) N * M));
  two (N, M, ROW (a, 1, M), ROW (a, 0, M));            /* Q = P - 1 row */
  printf ("two Q=P-1 %.10e\n", sum (&a[0][0], (long) (N + 1) * M));
  fill ();
  two (N, M, ROW (a, 0, M), ROW (a, 1, M));            /* Q = P + 1 row */
  printf ("two Q=P+1 %.10e\n", sum (&a[0][0], (long) (N + 1) * M));
  return 0;
}
