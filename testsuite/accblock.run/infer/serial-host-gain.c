/* A five-point stencil over VLA parameters on the host target (issue
   32): at 400 x 400 doubles, far more than one core's cache, the sweep
   must be dispatched to the two accelerators (the host's cores), and
   at 24 x 24, whose data stays in the cache, it is too small to pay for
   its dispatch and runs on the calling thread.  The model priced every
   load of an array left in place at 2 ns on the cores against 1 ns an
   iteration where the loop stands, and kept even the big sweep on the
   calling thread.  infer.exp runs it with ACCBLOCK_TARGET=host,
   ACCBLOCK_NUM_ACCEL=2 and ACCBLOCK_LOCAL_MEM=1M, so that the machine's
   own CPUs and L2 do not decide, and checks the statistics: four
   dispatches and four host runs.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include <stdio.h>
#include <stdlib.h>

#define BIG 400
#define SMALL 24

static void __attribute__ ((noinline))
sweep (int n, double a[n][n], double b[n][n])
{
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      b[i][j] = 0.2 * (a[i][j] + a[i][j - 1] + a[i][j + 1]
		       + a[i - 1][j] + a[i + 1][j]);
}

/* Fill A and B of N x N, run two steps of two sweeps, A to B and back,
   and print a checksum of A.  */
static void
run (int n)
{
  double (*a)[n] = malloc (sizeof (double[n][n]));
  double (*b)[n] = malloc (sizeof (double[n][n]));
  double sum = 0;
  if (a == NULL || b == NULL)
    exit (2);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
	a[i][j] = (double) ((i * 7 + j * 3) % 17) / 8.0;
	b[i][j] = (double) ((i * 5 + j * 11) % 13) / 4.0;
      }
  for (int t = 0; t < 2; t++)
    {
      sweep (n, a, b);
      sweep (n, b, a);
    }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      sum += a[i][j] * (double) (i + 2 * j + 1);
  printf ("%d %.10e\n", n, sum);
  free (a);
  free (b);
}

int
main (void)
{
  run (BIG);
  run (SMALL);
  return 0;
}
