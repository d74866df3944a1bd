/* Arrays that a nest only reads, indexed in several ways, staged as one
   view per way (plugin/section.cc): a symmetric rank-k update reading
   A[i][k] and A[j][k], a transposed read with a halo, a covariance
   reading data[i][a] and data[i][b] with a triangular inner loop (and
   writing the two triangles of its result, a view each), and a
   vector read forwards and backwards; and LU's row update, whose
   written rows never meet the row it reads (plugin/section-apart.cc).  The kernels take VLA or pointer
   parameters, so they run after a run-time check that their arrays do
   not overlap; main also calls them with one array as both arguments,
   which must run as written.  The reverse schedule on three threads
   and a small local memory (tiles split, views left in main memory)
   must all give gcc's output.  */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fplugin-arg-accblock-cost-model=unlimited" } */
/* { dg-set-target-env-var ACCBLOCK_SCHEDULE "reverse" } */
/* { dg-set-target-env-var ACCBLOCK_THREADS "3" } */
/* { dg-set-target-env-var ACCBLOCK_LOCAL_MEM "6144" } */
/* { accblock-final { scan-stats "stage-views.c:60:\[0-9\]+\", \[^\}\]*\"dispatches\": 1, \"host_runs\": 1, \"overlap_runs\": 1,\[^\}\]*\"staged_sections\": 3," } } */
/* { accblock-final { scan-stats "stage-views.c:68:\[0-9\]+\", \[^\}\]*\"dispatches\": 1, \"host_runs\": 1, \"overlap_runs\": 1,\[^\}\]*\"staged_sections\": 3," } } */
/* { accblock-final { scan-stats "stage-views.c:76:\[0-9\]+\", \[^\}\]*\"host_runs\": 0,\[^\}\]*\"staged_sections\": 4," } } */
/* { accblock-final { scan-stats "stage-views.c:46:\[0-9\]+\", \[^\}\]*\"dispatches\": 1, \"host_runs\": 0,\[^\}\]*\"staged_sections\": 4," } } */

#include <stdio.h>

#define N 70
#define M 45

static double c[N][N], a[N][N], cov[M][M], data[N][M];
static double x[500], y[500];

static void __attribute__ ((noinline))
syrk (int n, int m, double alpha, double C[n][n], double A[n][m])
{
  for (int i = 0; i < n; i++)
    {
      for (int j = 0; j <= i; j++)
	C[i][j] *= 0.5;
      for (int k = 0; k < m; k++)
	for (int j = 0; j <= i; j++)
	  C[i][j] += alpha * A[i][k] * A[j][k];
    }
}

static void __attribute__ ((noinline))
covariance (int m, int n, double D[n][m], double V[m][m])
{
  for (int p = 0; p < m; p++)
    for (int q = p; q < m; q++)
      {
	double sum = 0;
	for (int i = 0; i < n; i++)
	  sum += D[i][p] * D[i][q];
	V[p][q] = sum / (n - 1);
	V[q][p] = V[p][q];
      }
}

static void __attribute__ ((noinline))
transpose_sum (int n, double out[n][n], double in[n][n])
{
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      out[i][j] = in[i][j] + 2 * in[j][i] - in[j + 1][i] + in[j][i - 1];
}

static void __attribute__ ((noinline))
palindrome (int n, double *out, const double *in)
{
  for (int i = 0; i < n; i++)
    out[i] = in[i] * in[n - 1 - i] + in[i + 1];
}

static void __attribute__ ((noinline))
lu (int n, double A[n][n])
{
  for (int k = 0; k < n; k++)
    for (int i = k + 1; i < n; i++)
      {
	A[i][k] /= A[k][k];
	for (int j = k + 1; j < n; j++)
	  A[i][j] -= A[i][k] * A[k][j];
      }
}

static void
fill (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	c[i][j] = (i * 7 + j * 3) % 11 - 5;
	a[i][j] = (i * 5 + j * 13) % 17 * 0.25;
      }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      data[i][j] = (i * 3 + j * 7) % 23 - 11;
  for (int i = 0; i < 500; i++)
    x[i] = (i * 31) % 19 - 9, y[i] = i % 7;
}

static double
hash (const double *p, int n)
{
  double h = 0;
  for (int i = 0; i < n; i++)
    h = h * 0.999 + p[i] * (1 + i % 13);
  return h;
}

int
main (void)
{
  fill ();
  syrk (N, N, 0.75, c, a);
  printf ("syrk %.10g\n", hash (&c[0][0], N * N));
  syrk (N, N, 0.125, a, a);
  printf ("syrk in place %.10g\n", hash (&a[0][0], N * N));
  covariance (M, N, data, cov);
  printf ("covariance %.10g\n", hash (&cov[0][0], M * M));
  fill ();
  transpose_sum (N, c, a);
  printf ("transpose %.10g\n", hash (&c[0][0], N * N));
  transpose_sum (N, a, a);
  printf ("transpose in place %.10g\n", hash (&a[0][0], N * N));
  palindrome (499, y, x);
  printf ("palindrome %.10g\n", hash (y, 500));
  palindrome (499, x, x);
  printf ("palindrome in place %.10g\n", hash (x, 500));
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      a[i][j] = (i * 3 + j * 5) % 7 * 0.125 + (i == j ? N : 0);
  lu (N, a);
  printf ("lu %.10g\n", hash (&a[0][0], N * N));
  return 0;
}
