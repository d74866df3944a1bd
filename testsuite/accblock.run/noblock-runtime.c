/* A loop pragma without block clause, whose iterations OpenACC declares
   independent, leaves the size of its outer tiles to the runtime, which
   groups the iterations into fewer tiles than there are iterations
   (noblock.c keeps the paper's baseline of one outer iteration per
   tile).  Covered: a two-level nest with an inner "acc loop vector", a
   "loop gang" counting down to a run-time bound, a triangular kernels
   loop, an integer reduction, a loop of a serial construct (tiles in
   order) and a 1024-element axpy called many times; the results must
   match plain gcc bit for bit, with 1 and 3 accelerators.  */

/* { dg-set-target-env-var ACCBLOCK_NUM_ACCEL "3" } */
/* { accblock-final { scan-stats "noblock-runtime.c:30:9\", \"block\": \\\[\[0-9\]+, 0\\\], \"tiles\": (\[1-9\]|\[12\]\[0-9\]|3\[0-6\]), " } } */
/* { accblock-final { scan-stats "noblock-runtime.c:40:9\", \"block\": \\\[\[0-9\]+\\\], \"tiles\": (\[1-9\]|1\[0-9\]|2\[0-8\]), " } } */
/* { accblock-final { scan-stats "noblock-runtime.c:48:9\", \"block\": \\\[1, 0\\\], \"tiles\": 23, " } } */
/* { accblock-final { scan-stats "noblock-runtime.c:58:9\", \"block\": \\\[\[0-9\]+\\\], \"tiles\": \[0-9\]{1,3}, " } } */
/* { accblock-final { scan-stats "noblock-runtime.c:76:9\", \"block\": \\\[\[0-9\]+\\\], \"tiles\": \[0-9\]{1,3}, " } } */

#include <stdio.h>

#define NI 37
#define NJ 41
#define N 1024
double a[NI][NJ], b[NI][NJ], x[N], y[N];
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

static long
count_odd (int n)
{
  long odd = 0;
#pragma acc parallel loop reduction(+:odd)
  for (int i = 0; i < n; i++)
    odd += tri[i % 23][i % 23] & 1;
  return odd;
}

static void
serial_rows (void)
{
#pragma acc serial
#pragma acc loop
  for (int i = 1; i < NI; i++)
    b[i][0] = b[i - 1][0] * 0.5 + a[i][0];
}

static void
axpy (double s)
{
#pragma acc parallel loop
  for (int i = 0; i < N; i++)
    y[i] = s * x[i] + y[i];
}

int
main (void)
{
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      b[i][j] = (i * 7 + j * 3) % 11 - 5;
  for (int i = 0; i < 64; i++)
    c[i] = i % 5;
  for (int i = 0; i < N; i++)
    x[i] = (i % 13) * 0.25, y[i] = i % 7;
  rows ();
  countdown (29);
  triangle (23);
  long odd = count_odd (NI * NJ);
  serial_rows ();
  for (int k = 0; k < 100; k++)
    axpy (k % 2 ? 0.5 : -0.5);
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
  double ysum = 0;
  for (int i = 0; i < N; i++)
    ysum += y[i] * (i % 5 + 1);
  printf ("%.17g %ld %ld %ld %.17g\n", check, csum, tsum, odd, ysum);
  return 0;
}

/* The triangle (line 48) is uneven, its rows differing in work: it gets
   one task per row, since 23 rows are fewer than 8 tasks per
   accelerator.  */
