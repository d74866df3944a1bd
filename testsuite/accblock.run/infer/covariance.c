/* covariance (of the M columns of an N x M data matrix) in the style of
   the OpenACC benchmark suites: in one "acc data" region, the column
   means, the centring of the data (collapse(2)) and the symmetric
   covariance matrix, whose gang loop over j1 runs an inner loop from j1
   (a triangular nest) that writes cov[j1][j2] and its mirror
   cov[j2][j1], no block clause.  Why: -fauto-block must infer a clause
   for every nest it can; the mirror writes put elements of different
   outer iterations in the same rows, so a staged write-back that
   carried a neighbour's elements would show; and the program must print
   bit for bit what plain gcc's build prints (see infer.exp).  Other
   sizes: -DN=... -DM=...  */

#include "print-array.h"

#ifndef N
#define N 52
#endif
#ifndef M
#define M 40
#endif

static double data[N][M], mean[M], cov[M][M];

static void
init_array (double *float_n)
{
  int i, j;

  *float_n = (double) N;
  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++)
      data[i][j] = ((double) i * j) / M + i % 3;
}

static void
kernel_covariance (double float_n)
{
  int i, j, j1, j2;

#pragma acc data copy(data) copyout(mean, cov)
  {
#pragma acc parallel loop
    for (j = 0; j < M; j++)
      {
	mean[j] = 0.0;
#pragma acc loop seq
	for (i = 0; i < N; i++)
	  mean[j] += data[i][j];
	mean[j] /= float_n;
      }
#pragma acc parallel loop collapse(2)
    for (i = 0; i < N; i++)
      for (j = 0; j < M; j++)
	data[i][j] -= mean[j];
#pragma acc parallel loop gang
    for (j1 = 0; j1 < M; j1++)
#pragma acc loop vector
      for (j2 = j1; j2 < M; j2++)
	{
	  cov[j1][j2] = 0.0;
#pragma acc loop seq
	  for (i = 0; i < N; i++)
	    cov[j1][j2] += data[i][j1] * data[i][j2];
	  cov[j1][j2] /= float_n - 1.0;
	  cov[j2][j1] = cov[j1][j2];
	}
  }
}

int
main (void)
{
  double float_n;

  init_array (&float_n);
  kernel_covariance (float_n);
  print_array ("data", &data[0][0], N * M);
  print_array ("mean", mean, M);
  print_array ("cov", &cov[0][0], M * M);
  return 0;
}
