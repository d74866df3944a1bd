/* -fopenacc-block dispatches loop pragmas without a block clause as the
   paper's "noblock" baseline: one tile per outer iteration, no inner
   blocking.  Covered: a two-level nest whose inner "acc loop vector"
   belongs to it (37 tiles, one block size per level in the statistics),
   a "loop gang" with a run-time bound counting down, a triangular nest,
   and nests left alone on the host (a reduction, "loop seq", a live-out
   value); the results must match plain gcc bit for bit.  The plugin key
   noblock-tiles=iteration keeps this baseline; by default the runtime
   groups the outer iterations into tiles (noblock-runtime.c).  */

/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-noblock-tiles=iteration" } */

/* { dg-set-target-env-var ACCBLOCK_NUM_ACCEL "3" } */
/* { accblock-final { scan-stats "\"block\": \\\[1, 0\\\], \"tiles\": 37," } } */
/* { accblock-final { scan-stats "\"block\": \\\[1\\\], \"tiles\": 29," } } */
/* { accblock-final { scan-stats "\"block\": \\\[1, 0\\\], \"tiles\": 23," } } */
/* { accblock-final { scan-stats "\"tiles\": 89," } } */

#include <stdio.h>

#define NI 37
#define NJ 41
double a[NI][NJ], b[NI][NJ];
long c[64];
int tri[23][23];

static void
rows (void)
{
#pragma acc parallel loop gang
  for (int i = 0; i < NI; i++)
#pragma acc loop vector
    for (int j = 0; j < NJ; j++)
      a[i][j] = (i * 0.5 + j) / (j + 1.0) + b[i][j];
}

static void
countdown (unsigned n)
{
#pragma acc loop gang
  for (unsigned u = n; u > 0; u--)
    c[u] = c[u] * 3 + (long) a[u][u] + u;
}

static void
triangle (int n)
{
#pragma acc kernels loop
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++)
      tri[i][j] = i * 100 + j;
}

static double
left_alone (int n, int *last)
{
  double sum = 0;
#pragma acc parallel loop reduction(+:sum)
  for (int i = 0; i < n; i++)
    sum += a[i][i % NJ];
#pragma acc loop seq
  for (int i = 1; i < n; i++)
    b[i][0] = b[i - 1][0] + a[i][0];
  int k = 0;
#pragma acc loop
  for (int i = 0; i < n; i++)
    k = i + 1;
  *last = k;
  return sum;
}

int
main (void)
{
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      b[i][j] = (i * 7 + j * 3) % 11 - 5;
  for (int i = 0; i < 64; i++)
    c[i] = i % 5;
  rows ();
  countdown (29);
  triangle (23);
  int last;
  double sum = left_alone (NI, &last);
  double check = 0;
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      check += a[i][j] * (j + 1) + b[i][j];
  long csum = 0;
  for (int i = 0; i < 64; i++)
    csum += c[i] * (i + 1);
  long tsum = 0;
  for (int i = 0; i < 23; i++)
    for (int j = 0; j < 23; j++)
      tsum += tri[i][j] * (j + 2);
  printf ("%.17g %.17g %ld %ld %d\n", sum, check, csum, tsum, last);
  return 0;
}
