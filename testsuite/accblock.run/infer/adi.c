/* adi (alternating-direction implicit solver: per time step a forward
   and a backward substitution along every row, then along every
   column) in the style of the OpenACC benchmark suites: an "acc data"
   region around the time loop, and in it "acc parallel loop" nests that
   are parallel over the independent rows or columns while the inner
   "acc loop seq" carries the substitution (backwards in two of them),
   no block clause.  Why: -fauto-block must infer a clause for these
   nests, a blocked inner level must still run its tiles in order (each
   reads the element the previous tile wrote), and the program must
   print bit for bit what plain gcc's build prints (see infer.exp).
   Other sizes: -DN=... -DTSTEPS=...  */

#include "print-array.h"

#ifndef N
#define N 44
#endif
#ifndef TSTEPS
#define TSTEPS 3
#endif

static double X[N][N], A[N][N], B[N][N];

/* B dominates A, so the substitutions never divide by a tiny number.  */
static void
init_array (void)
{
  int i, j;

  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      {
	X[i][j] = ((double) i * (j + 1) + 1) / N;
	A[i][j] = ((double) i * (j + 2) + 2) / (4.0 * N * N);
	B[i][j] = 2.0 + ((double) i * (j + 3) + 3) / N;
      }
}

static void
kernel_adi (void)
{
  int t, i1, i2;

#pragma acc data copyin(A) copy(X, B)
  {
    for (t = 0; t < TSTEPS; t++)
      {
#pragma acc parallel loop gang
	for (i1 = 0; i1 < N; i1++)
#pragma acc loop seq
	  for (i2 = 1; i2 < N; i2++)
	    {
	      X[i1][i2] = X[i1][i2]
			  - X[i1][i2 - 1] * A[i1][i2] / B[i1][i2 - 1];
	      B[i1][i2] = B[i1][i2] - A[i1][i2] * A[i1][i2] / B[i1][i2 - 1];
	    }
#pragma acc parallel loop
	for (i1 = 0; i1 < N; i1++)
	  X[i1][N - 1] = X[i1][N - 1] / B[i1][N - 1];
#pragma acc parallel loop gang
	for (i1 = 0; i1 < N; i1++)
#pragma acc loop seq
	  for (i2 = N - 3; i2 >= 0; i2--)
	    X[i1][i2 + 1] = (X[i1][i2 + 1] - X[i1][i2] * A[i1][i2])
			    / B[i1][i2];

#pragma acc parallel loop gang
	for (i2 = 0; i2 < N; i2++)
#pragma acc loop seq
	  for (i1 = 1; i1 < N; i1++)
	    {
	      X[i1][i2] = X[i1][i2]
			  - X[i1 - 1][i2] * A[i1][i2] / B[i1 - 1][i2];
	      B[i1][i2] = B[i1][i2] - A[i1][i2] * A[i1][i2] / B[i1 - 1][i2];
	    }
#pragma acc parallel loop
	for (i2 = 0; i2 < N; i2++)
	  X[N - 1][i2] = X[N - 1][i2] / B[N - 1][i2];
#pragma acc parallel loop gang
	for (i2 = 0; i2 < N; i2++)
#pragma acc loop seq
	  for (i1 = N - 3; i1 >= 0; i1--)
	    X[i1 + 1][i2] = (X[i1 + 1][i2] - X[i1][i2] * A[i1][i2])
			    / B[i1 + 1][i2];
      }
  }
}

int
main (void)
{
  init_array ();
  kernel_adi ();
  print_array ("X", &X[0][0], N * N);
  print_array ("B", &B[0][0], N * N);
  return 0;
}
