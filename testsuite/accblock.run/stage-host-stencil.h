/* stage-host-stencil.h -- the program of the stage-host-stencil*.c tests:
   a few steps of a 3-D heat stencil over VLA parameters, A into B and
   back, as benchmarks/kernels/heat-3d.c, on the host target.

   Why this file exists: on the host, whose local memory stands for its
   cache, a streaming stencil touches each element of its blocks from
   about one iteration of a tile only (its seven references are
   neighbours the cache serves), so copying the blocks would not pay
   (model/stage-gain.c): the runtime leaves them in main memory.  The
   tests run the same program under several schedules and thread counts,
   and every run must print what plain gcc's build prints.  Without
   STENCIL_AUTO the nests carry a block clause, so that they are
   dispatched; with it the clause is inferred.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include <stdio.h>
#include <stdlib.h>

#define N 14
#define STEPS 3

#ifdef STENCIL_AUTO
# define BLOCKED
#else
# define BLOCKED _Pragma ("acc parallel loop block(i:2, j:4)")
#endif

static __attribute__ ((noinline)) void
heat (int steps, int n, double A[n][n][n], double B[n][n][n])
{
  for (int t = 0; t < steps; t++)
    {
      BLOCKED
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  for (int k = 1; k < n - 1; k++)
	    B[i][j][k] = A[i][j][k]
	      + 0.125 * (A[i + 1][j][k] - 2.0 * A[i][j][k] + A[i - 1][j][k])
	      + 0.125 * (A[i][j + 1][k] - 2.0 * A[i][j][k] + A[i][j - 1][k])
	      + 0.125 * (A[i][j][k + 1] - 2.0 * A[i][j][k] + A[i][j][k - 1]);
      BLOCKED
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  for (int k = 1; k < n - 1; k++)
	    A[i][j][k] = B[i][j][k]
	      + 0.125 * (B[i + 1][j][k] - 2.0 * B[i][j][k] + B[i - 1][j][k])
	      + 0.125 * (B[i][j + 1][k] - 2.0 * B[i][j][k] + B[i][j - 1][k])
	      + 0.125 * (B[i][j][k + 1] - 2.0 * B[i][j][k] + B[i][j][k - 1]);
    }
}

int
main (void)
{
  int n = N;
  double (*A)[n][n] = malloc (sizeof (double[n][n][n]));
  double (*B)[n][n] = malloc (sizeof (double[n][n][n]));
  if (!A || !B)
    return 2;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
	A[i][j][k] = B[i][j][k] = (double) ((i * 7 + j * 13 + k * 3) % 11);
  heat (STEPS, n, A, B);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
	printf ("%a%c", A[i][j][k], k == n - 1 ? '\n' : ' ');
  free (A);
  free (B);
  return 0;
}
