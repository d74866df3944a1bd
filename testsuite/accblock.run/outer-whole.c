/* Nests whose outer loop carries dependences only within each value of
   the inner loop (plugin/outer-whole.cc): covariance's column sums
   mean[j] += data[i][j] over VLA parameters, a running column product
   over a declared array (distance (1, 0) on the array itself), and a
   column sum into a pointer that the run-time alias check finds apart
   in one call and overlapping the rows read in the other.  Each is dispatched once, its tiles along j run in parallel,
   i whole in each tile in its order; the stats show one dispatch per
   call that runs apart (no dispatch per row) and the overlapping call
   run as written.  The reverse schedule on three threads would give other
   output if a tile of rows ran apart from the others
   (outer-whole-threads.c runs the same on other threads).  The sums
   are of doubles whose order matters: only the original order of i
   within each column gives gcc's output.  */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fplugin-arg-accblock-cost-model=unlimited -fplugin-arg-accblock-target=paper" } */
/* { dg-set-target-env-var ACCBLOCK_SCHEDULE "reverse" } */
/* { dg-set-target-env-var ACCBLOCK_THREADS "3" } */
/* { accblock-final { scan-stats "outer-whole.c:31:\[0-9\]+\", \[^\}\]*\"dispatches\": 1, \"host_runs\": 0," } } */
/* { accblock-final { scan-stats "outer-whole.c:39:\[0-9\]+\", \[^\}\]*\"dispatches\": 1, \"host_runs\": 0," } } */
/* { accblock-final { scan-stats "outer-whole.c:51:\[0-9\]+\", \[^\}\]*\"dispatches\": 1, \"host_runs\": 1, \"overlap_runs\": 1," } } */

#include <stdio.h>

#define N 300
#define M 203

static double data[N][M], mean[M], prod[N][M], rows[N + 1][M];

static void __attribute__ ((noinline))
column_sums (int m, int n, double d[n][m], double s[m])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      s[j] += d[i][j] * (1.0 + 1e-3 * i);
}

static void __attribute__ ((noinline))
running_product (void)
{
  for (int i = 1; i < N; i++)
    for (int j = 0; j < M; j++)
      prod[i][j] = prod[i - 1][j] * 0.999 + prod[i][j] / 3.0;
}

/* S collects the sums of the rows of R.  Called below with S one
   element into R's last row read, iteration (i, j) reads what (i, j - 1)
   wrote: tiles of j run apart would read other values, so only the
   run-time check, which finds the two overlapping, keeps the order.  */
static void __attribute__ ((noinline))
into_last_row (int n, int m, double r[n + 1][m], double *s)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      s[j] = s[j] * 0.5 + r[i][j] * 0.25;
}

static double
sum (const double *p, long count)
{
  double s = 0;
  for (long i = 0; i < count; i++)
    s += p[i] * (double) (1 + i % 7);
  return s;
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      {
	data[i][j] = (double) ((i * 7 + j * 3) % 11) / 3.0 - 1.7;
	prod[i][j] = (double) ((i + 2 * j) % 5) + 0.25;
	rows[i][j] = (double) ((i * 5 + j) % 9) / 7.0;
      }
  column_sums (M, N, data, mean);
  printf ("sums %.15e\n", sum (mean, M));
  running_product ();
  printf ("product %.15e\n", sum (&prod[0][0], (long) N * M));
  into_last_row (N, M, rows, rows[N]);
  printf ("apart %.15e\n", sum (&rows[0][0], (long) (N + 1) * M));
  into_last_row (N, M, rows, &rows[N - 1][1]);
  printf ("last row %.15e\n", sum (&rows[0][0], (long) (N + 1) * M));
  return 0;
}
