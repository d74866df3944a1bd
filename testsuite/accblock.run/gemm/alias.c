/* Matrix products in kernels whose arrays are VLA parameters: they are
   blocked on condition that the arrays do not overlap (the run-time
   alias check), and their tiles call __accblock_gemm_update only when
   the tile's C lies apart from its A and B (plugin/gemm-rewrite.cc).
   Each kernel is called with disjoint arrays and with C overlapping A or
   B (shifted by a row, or the same array), where the loops carry a
   dependence and only their own order gives gcc's output: the runtime
   then runs the nest as one tile, whose loops must run as written.  The
   stats show both paths ran.  gemm's loop is distributed over its body
   under a run-time test of the same arrays (plugin/alias-guard.cc):
   with disjoint arrays its two split nests are dispatched (two
   dispatches at its location), with overlapping ones the loop as
   written runs in place (no dispatch, no host run of a nest).  */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fplugin-arg-accblock-target=host -fplugin-arg-accblock-cost-model=unlimited" } */
/* { dg-set-target-env-var ACCBLOCK_TARGET "host" } */
/* { accblock-final { scan-stats "alias.c:30:\[0-9\]+\", \[^\}\]*\"dispatches\": 1, \"host_runs\": 3, \"overlap_runs\": 3," } } */
/* { accblock-final { scan-stats "alias.c:40:\[0-9\]+\", \[^\}\]*\"dispatches\": 2, \"host_runs\": 0, \"overlap_runs\": 0," } } */
/* { accblock-final { scan-stats "\"location\": \"\[^\"\]*alias.c:40:3\", \"apart\": 1, \"overlap\": 2\}" } } */

#include "gemm-common.h"

#define N 40

static double store[3 * N + 2][N];

static void __attribute__ ((noinline))
product (int ni, int nj, int nk, double C[ni][nj], double A[ni][nk],
	 double B[nk][nj])
{
  for (int i = 0; i < ni; i++)
    for (int k = 0; k < nk; k++)
      for (int j = 0; j < nj; j++)
	C[i][j] += A[i][k] * B[k][j];
}

static void __attribute__ ((noinline))
gemm (int ni, int nj, int nk, double alpha, double beta, double C[ni][nj],
      double A[ni][nk], double B[nk][nj])
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

/* Rows R of the store, as an N-column matrix.  */
#define ROWS(r) ((double (*)[N]) store[r])

int
main (void)
{
  int n = N;
  /* Disjoint: C rows 0.., A rows N.., B rows 2N...  */
  gemm_fill (3 * N + 2, N, store, 1);
  product (n, n, n, ROWS (0), ROWS (N), ROWS (2 * N));
  gemm_print ("product disjoint", 3 * N + 2, N, store);
  /* B is C one row on: C[i][j] += A[i][k] * C[k + 1][j].  */
  gemm_fill (3 * N + 2, N, store, 2);
  product (n, n, n, ROWS (0), ROWS (2 * N), ROWS (1));
  gemm_print ("product B = C + row", 3 * N + 2, N, store);
  /* A is C: C[i][j] += C[i][k] * B[k][j].  */
  gemm_fill (3 * N + 2, N, store, 3);
  product (n, n, n, ROWS (0), ROWS (0), ROWS (2 * N));
  gemm_print ("product A = C", 3 * N + 2, N, store);
  /* B is C one row back.  */
  gemm_fill (3 * N + 2, N, store, 4);
  product (n, n, n, ROWS (1), ROWS (2 * N), ROWS (0));
  gemm_print ("product B = C - row", 3 * N + 2, N, store);

  gemm_fill (3 * N + 2, N, store, 5);
  gemm (n, n, n, 1.5, 1.2, ROWS (0), ROWS (N), ROWS (2 * N));
  gemm_print ("gemm disjoint", 3 * N + 2, N, store);
  gemm_fill (3 * N + 2, N, store, 6);
  gemm (n, n, n, 1.5, 1.2, ROWS (0), ROWS (1), ROWS (2 * N));
  gemm_print ("gemm A = C + row", 3 * N + 2, N, store);
  gemm_fill (3 * N + 2, N, store, 7);
  gemm (n, n, n, 1.5, 1.2, ROWS (2), ROWS (N + 2), ROWS (0));
  gemm_print ("gemm B = C - 2 rows", 3 * N + 2, N, store);
  return 0;
}
