/* -fauto-block on syrk (benchmarks/kernels/syrk.c): both nests write
   the lower triangle of C, which the runtime stages a row's part at a
   time (ACCBLOCK_SECTION_TRIANGLE); the upper half holds a sentinel no
   tile may write.  The result is plain gcc's, on two threads with a
   small local memory and the tasks in reverse order.  */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fplugin-arg-accblock-cost-model=unlimited" } */
/* { dg-set-target-env-var ACCBLOCK_LOCAL_MEM "4096" } */
/* { dg-set-target-env-var ACCBLOCK_THREADS "2" } */
/* { dg-set-target-env-var ACCBLOCK_SCHEDULE "reverse" } */
/* { accblock-final { scan-stats "\"dma_out_bytes\": \[1-9\]" } } */

#include <stdio.h>

#define N 70
#define SENTINEL -7777.0
double A[N][N], C[N][N];

static void __attribute__ ((noinline))
syrk (int n, int m, double alpha, double beta)
{
  for (int i = 0; i < n; i++)
    {
      for (int j = 0; j <= i; j++)
	C[i][j] *= beta;
      for (int k = 0; k < m; k++)
	for (int j = 0; j <= i; j++)
	  C[i][j] += alpha * A[i][k] * A[j][k];
    }
}

int
main (int argc, char **argv)
{
  int n = argc > 5 ? 1 : N;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	A[i][j] = (i * 7 + j * 3) % 11 - 5;
	C[i][j] = j <= i ? (i + 2 * j) % 5 : SENTINEL;
      }
  syrk (n, n - 3, 1.5, 1.25);
  double s = 0;
  int changed = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      if (j > i)
	changed += C[i][j] != SENTINEL;
      else
	s += C[i][j] * (i * N + j + 1);
  printf ("%.3f %d\n", s, changed);
  return 0;
}
