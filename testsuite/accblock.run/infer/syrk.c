/* syrk (C = alpha * A A^T + beta * C) in the style of the OpenACC
   benchmark suites: inside one "acc data" region, an "acc parallel loop
   collapse(2)" scales C, then an "acc parallel loop" whose reduction
   reads two rows of A (A[i][k] and A[j][k]), no block clause.  Why:
   -fauto-block must infer clauses for both nests; the second indexes A
   through two different loop levels, which the staging keeps in main
   memory, so it also checks a nest with direct accesses; and the
   program must print bit for bit what plain gcc's build prints (see
   infer.exp).  Other sizes: -DN=... -DM=...  */

#include "print-array.h"

#ifndef N
#define N 36
#endif
#ifndef M
#define M 44
#endif

static double A[N][M], C[N][N];

static void
init_array (double *alpha, double *beta)
{
  int i, j;

  *alpha = 32412;
  *beta = 2123;
  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++)
      A[i][j] = ((double) i * j) / N;
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      C[i][j] = ((double) i * j) / M;
}

static void
kernel_syrk (double alpha, double beta)
{
  int i, j, k;

#pragma acc data copyin(A) copy(C)
  {
#pragma acc parallel loop collapse(2)
    for (i = 0; i < N; i++)
      for (j = 0; j < N; j++)
	C[i][j] *= beta;
#pragma acc parallel loop
    for (i = 0; i < N; i++)
#pragma acc loop
      for (j = 0; j < N; j++)
#pragma acc loop seq
	for (k = 0; k < M; k++)
	  C[i][j] += alpha * A[i][k] * A[j][k];
  }
}

int
main (void)
{
  double alpha, beta;

  init_array (&alpha, &beta);
  kernel_syrk (alpha, beta);
  print_array ("C", &C[0][0], N * N);
  return 0;
}
