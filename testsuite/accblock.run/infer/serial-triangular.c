/* Triangular nests whose loop bounds keep the references of different
   iterations apart (plugin/depend-bounds.cc).  Dispatched (the stats
   name their lines): the a loop of covariance (cov[a][b] and cov[b][a]
   for b from a; its arrays are VLA parameters, whose address ranges
   are checked before the dispatch, b's range from a's as for an inner
   loop: alias-range.cc), the i loop of each LU step (rows below the pivot k,
   which reads row k) and the b loop of mirror_shifted.  Left alone:
   the a loop of mirror_shifted (b from a - 1: the writes of a and
   a - 1 meet) and the k loop of lu.  infer.exp runs the plugin's build
   as it comes, and under ACCBLOCK_SCHEDULE=reverse on one and on three
   threads: a loop wrongly dispatched would print something else.
   covariance runs twice: on disjoint arrays, dispatched, and with COV
   over the last rows of DATA, run as written.  */

#include "print-array.h"

#define M 70
#define N 50

static double data[N + M][M], cov[M][M], A[M][M], S[M][M];

static void
init (void)
{
  for (int i = 0; i < N + M; i++)
    for (int j = 0; j < M; j++)
      data[i][j] = (double) ((i * 7 + j * 13 + 1) % N) / N;
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++)
      A[i][j] = (double) ((i * 5 + j * 3) % M) / M + (i == j ? M : 0);
}

static void __attribute__ ((noinline))
covariance (int m, int n, double data[n][m], double cov[m][m])
{
  for (int a = 0; a < m; a++)
    for (int b = a; b < m; b++)
      {
	double sum = 0;
	for (int i = 0; i < n; i++)
	  sum += data[i][a] * data[i][b];
	cov[a][b] = sum / (n - 1);
	cov[b][a] = cov[a][b];
      }
}

static void
lu (void)
{
  for (int k = 0; k < M; k++)
    for (int i = k + 1; i < M; i++)
      {
	A[i][k] /= A[k][k];
	for (int j = k + 1; j < M; j++)
	  A[i][j] -= A[i][k] * A[k][j];
      }
}

static void
mirror_shifted (void)
{
  for (int a = 1; a < M; a++)
    for (int b = a - 1; b < M; b++)
      {
	S[a][b] = S[a][b] * 0.5 + a;
	S[b][a] = S[b][a] * 0.25 + b;
      }
}

int
main (void)
{
  init ();
  covariance (M, N, data, cov);
  print_array ("cov", &cov[0][0], M * M);
  covariance (M, N, data, (double (*)[M]) &data[N - 10][0]);
  print_array ("data", &data[0][0], (N + M) * M);
  lu ();
  mirror_shifted ();
  print_array ("A", &A[0][0], M * M);
  print_array ("S", &S[0][0], M * M);
  return 0;
}
