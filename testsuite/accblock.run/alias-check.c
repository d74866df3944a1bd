/* Run-time alias checks (plugin/alias-check.cc, runtime/overlap.c):
   kernels whose arrays are VLA or pointer parameters are blocked on
   condition that the arrays do not overlap, which the runtime checks
   before each dispatch.  Each kernel is called with disjoint arrays
   (blocked and dispatched) and with overlapping ones: one array shifted
   by a row or an element either way, so that the loops carry a
   dependence and only the original iteration order gives gcc's output,
   and one array as both arguments.  The stats show that both paths
   ran: one dispatch and the other calls as written.  The reverse
   schedule on three threads would give other output for the shifted
   calls if they were dispatched (alias-check-threads.c runs the same
   on other threads).  The kernels stream their data and main calls
   them a fixed number of times, outside any loop: under the default
   cost model such loops run as written (accblock.auto/serial-once.c),
   so the test asks for every nest to be dispatched
   (cost-model=unlimited), as the paper's compiler does.  */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fplugin-arg-accblock-cost-model=unlimited" } */
/* { dg-set-target-env-var ACCBLOCK_SCHEDULE "reverse" } */
/* { dg-set-target-env-var ACCBLOCK_THREADS "3" } */
/* { accblock-final { scan-stats "alias-check.c:35:\[0-9\]+\", \[^\}\]*\"dispatches\": 1, \"host_runs\": 3, \"overlap_runs\": 3," } } */
/* { accblock-final { scan-stats "alias-check.c:43:\[0-9\]+\", \[^\}\]*\"dispatches\": 1, \"host_runs\": 2, \"overlap_runs\": 2," } } */

#include <stdio.h>

#define N 320
#define M 300
#define LEN 200000

static double a[N + 2][M], b[N + 2][M];
static double x[LEN + 2], y[LEN + 2];

static void __attribute__ ((noinline))
twice (int n, int m, double B[n][m], double A[n][m])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      B[i][j] = 0.5 * A[i][j] + 1.0 / (1 + i + j);
}

static void __attribute__ ((noinline))
axpy (int n, double *out, const double *in)
{
  for (int i = 0; i < n; i++)
    out[i] = out[i] * 0.5 + 0.25 * in[i];
}

static void
fill (void)
{
  for (int i = 0; i < N + 2; i++)
    for (int j = 0; j < M; j++)
      a[i][j] = (double) ((i * 7 + j * 3) % 11) - 5.0;
  for (int i = 0; i < LEN + 2; i++)
    x[i] = y[i] = (double) (i % 13) - 6.0;
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
  fill ();
  twice (N, M, b, a);                                   /* disjoint */
  printf ("disjoint %.10e\n", sum (&b[0][0], (long) N * M));
  twice (N, M, (double (*)[M]) &a[1][0], a);            /* B = A + 1 row */
  printf ("forward %.10e\n", sum (&a[0][0], (long) (N + 1) * M));
  fill ();
  twice (N, M, a, (double (*)[M]) &a[1][0]);            /* A = B + 1 row */
  printf ("backward %.10e\n", sum (&a[0][0], (long) (N + 1) * M));
  twice (N, M, a, a);                                   /* the same */
  printf ("same %.10e\n", sum (&a[0][0], (long) N * M));
  axpy (LEN, y, x);                                     /* disjoint */
  printf ("axpy disjoint %.10e\n", sum (y, LEN));
  axpy (LEN, x + 1, x);                                 /* out = in + 1 */
  printf ("axpy forward %.10e\n", sum (x, LEN + 1));
  axpy (LEN, x, x + 1);                                 /* in = out + 1 */
  printf ("axpy backward %.10e\n", sum (x, LEN + 1));
  return 0;
}
