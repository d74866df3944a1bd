/* jacobi-2d (five-point stencil, TSTEPS sweeps from A to B and back) in
   the style of the OpenACC benchmark suites: an "acc data" region
   around the time loop, and in it two "acc parallel loop collapse(2)"
   nests over the interior whose reads have a halo of one in both
   dimensions, no block clause.  Why: -fauto-block must infer a clause
   for both nests, the staged blocks must carry the halo, and the
   program must print bit for bit what plain gcc's build prints (see
   infer.exp).  Other sizes: -DN=... -DTSTEPS=...  */

#include "print-array.h"

#ifndef N
#define N 50
#endif
#ifndef TSTEPS
#define TSTEPS 4
#endif

static double A[N][N], B[N][N];

static void
init_array (void)
{
  int i, j;

  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      {
	A[i][j] = ((double) i * (j + 2) + 2) / N;
	B[i][j] = ((double) i * (j + 3) + 3) / N;
      }
}

static void
kernel_jacobi_2d (void)
{
  int t, i, j;

#pragma acc data copy(A, B)
  {
    for (t = 0; t < TSTEPS; t++)
      {
#pragma acc parallel loop collapse(2) independent
	for (i = 1; i < N - 1; i++)
	  for (j = 1; j < N - 1; j++)
	    B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][1 + j]
			     + A[1 + i][j] + A[i - 1][j]);
#pragma acc parallel loop collapse(2) independent
	for (i = 1; i < N - 1; i++)
	  for (j = 1; j < N - 1; j++)
	    A[i][j] = 0.2 * (B[i][j] + B[i][j - 1] + B[i][1 + j]
			     + B[1 + i][j] + B[i - 1][j]);
      }
  }
}

int
main (void)
{
  init_array ();
  kernel_jacobi_2d ();
  print_array ("A", &A[0][0], N * N);
  print_array ("B", &B[0][0], N * N);
  return 0;
}
