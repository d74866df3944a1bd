/* mvt (x_1 += A y_1 and x_2 += A^T y_2) in the style of the OpenACC
   benchmark suites: two "acc parallel loop" nests in one "acc data"
   region, the first walking A by rows and the second by columns, no
   block clause.  Why: -fauto-block must infer a clause for both, and the
   program must print bit for bit what plain gcc's build prints (see
   infer.exp).  Other size: -DN=...  */

#include "print-array.h"

#ifndef N
#define N 72
#endif

static double A[N][N], x_1[N], x_2[N], y_1[N], y_2[N];

static void
init_array (void)
{
  int i, j;

  for (i = 0; i < N; i++)
    {
      x_1[i] = (double) (i % N) / N;
      x_2[i] = (double) ((i + 1) % N) / N;
      y_1[i] = (double) ((i + 3) % N) / N;
      y_2[i] = (double) ((i + 4) % N) / N;
      for (j = 0; j < N; j++)
	A[i][j] = (double) (i * j % N) / N;
    }
}

static void
kernel_mvt (void)
{
  int i, j;

#pragma acc data copyin(A, y_1, y_2) copy(x_1, x_2)
  {
#pragma acc parallel loop gang
    for (i = 0; i < N; i++)
#pragma acc loop seq
      for (j = 0; j < N; j++)
	x_1[i] = x_1[i] + A[i][j] * y_1[j];
#pragma acc parallel loop gang
    for (i = 0; i < N; i++)
#pragma acc loop seq
      for (j = 0; j < N; j++)
	x_2[i] = x_2[i] + A[j][i] * y_2[j];
  }
}

int
main (void)
{
  init_array ();
  kernel_mvt ();
  print_array ("x_1", x_1, N);
  print_array ("x_2", x_2, N);
  return 0;
}
