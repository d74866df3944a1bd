/* The forms of subscripts with a variable of the parent that staging
   must get right, each in a nest that plain gcc's output checks: the
   variable with a coefficient (2 * t + 1), negated (T - t), in the
   last dimension, in the middle one of three, of an unsigned type;
   a read-modify-write row (the read of the written element
   goes with the write); a conditional
   write (not covered: fetched first); two read rows under the written
   one; a written row above the read ones; a row pointer; halos of two;
   a flat array indexed t * N + x.  Run backwards on one thread with
   reuse and double buffering; stage-symbolic-small.c runs the same
   nests with a local memory so small that tiles are split.  Nothing may
   be left in main memory.  */

/* { dg-set-target-env-var ACCBLOCK_SCHEDULE "reverse" } */
/* { dg-set-target-env-var ACCBLOCK_THREADS "1" } */
/* { dg-set-target-env-var ACCBLOCK_REUSE "1" } */
/* { dg-set-target-env-var ACCBLOCK_DOUBLE_BUFFER "1" } */
/* { accblock-final { scan-stats "\"direct_accesses\": 0," } } */

#include <stdio.h>

#define T 5
#define N 30
static double u[2 * T + 2][N], v[N][2 * T + 2], c[N][T + 1][N];
static long g[T + 2][N];
static double f[(T + 1) * N];

static void
coefficient (int t)
{
#pragma acc parallel loop block(x:4)
  for (int x = 1; x < N - 1; x++)
    u[2 * t + 2][x] = u[2 * t][x - 1] - u[2 * t + 1][x + 1];
}

static void
negated (int t)
{
#pragma acc parallel loop block(x:6)
  for (int x = 2; x < N - 2; x++)
    u[T - t][x] = 0.5 * u[T - t + 1][x - 2] + u[T - t + 1][x + 2];
}

static void
last_dimension (int t)
{
#pragma acc parallel loop block(i:3)
  for (int i = 0; i < N; i++)
    v[i][t + 1] = v[i][t] * 1.5 + i;
}

static void
middle (unsigned t)
{
#pragma acc parallel loop block(i:5, j:7)
  for (int i = 1; i < N - 1; i++)
    for (int j = 0; j < N; j++)
      c[i][t + 1][j] = c[i - 1][t][j] + c[i + 1][t][j];
}

static void
in_place (int t)
{
#pragma acc parallel loop block(x:8)
  for (int x = 0; x < N; x++)
    g[t][x] = g[t][x] * 3 + g[t + 1][x];
}

static void
conditional (int t)
{
#pragma acc parallel loop block(x:5)
  for (int x = 1; x < N - 1; x++)
    if ((x + t) % 3)
      g[t + 1][x] = g[t][x - 1] + g[t][x + 1];
}

static void
two_rows_above (int t)
{
#pragma acc parallel loop block(x:9)
  for (int x = 0; x < N; x++)
    g[t][x] = g[t + 1][x] - 2 * g[t + 2][x];
}

static void
rows (int m, long a[][m], int r)
{
#pragma acc parallel loop block(j:4)
  for (int j = 2; j < m - 2; j++)
    a[r][j] = a[r - 1][j - 2] + a[r - 2][j + 2] + a[r - 1][j];
}

/* A flat array: the written part is a section of its own only because
   the read halo would make the parallel tiles' boxes meet.  */
static void
flat (int t)
{
#pragma acc parallel loop block(x:7)
  for (int x = 1; x < N - 1; x++)
    f[(t + 1) * N + x] = f[t * N + x - 1] * 0.5 + f[t * N + x + 1];
}

int
main (void)
{
  for (int t = 0; t < 2 * T + 2; t++)
    for (int x = 0; x < N; x++)
      u[t][x] = (t * 7 + x * 3) % 13 - 6;
  for (int i = 0; i < N; i++)
    for (int t = 0; t < 2 * T + 2; t++)
      v[i][t] = (i + t) % 5;
  for (int i = 0; i < N; i++)
    for (int t = 0; t <= T; t++)
      for (int j = 0; j < N; j++)
	c[i][t][j] = (i * 3 + t + j * 5) % 7;
  for (int t = 0; t < T + 2; t++)
    for (int x = 0; x < N; x++)
      g[t][x] = (t + 1) * (x % 4 + 1);
  for (int x = 0; x < N; x++)
    f[x] = x % 9 - 4;
  for (int t = 0; t < T; t++)
    {
      coefficient (t);
      negated (t);
      last_dimension (t);
      middle (t);
      in_place (t);
      conditional (t);
      flat (t);
    }
  for (int t = T - 1; t >= 0; t--)
    two_rows_above (t);
  for (int r = 2; r < T + 2; r++)
    rows (N, g, r);
  for (int t = 0; t < 2 * T + 2; t++)
    for (int x = 0; x < N; x++)
      printf ("%a%c", u[t][x], x == N - 1 ? '\n' : ' ');
  for (int i = 0; i < N; i++)
    for (int t = 0; t < 2 * T + 2; t++)
      printf ("%a%c", v[i][t], t == 2 * T + 1 ? '\n' : ' ');
  for (int i = 0; i < N; i++)
    for (int t = 0; t <= T; t++)
      for (int j = 0; j < N; j++)
	printf ("%a%c", c[i][t][j], j == N - 1 ? '\n' : ' ');
  for (int t = 0; t < T + 2; t++)
    for (int x = 0; x < N; x++)
      printf ("%ld%c", g[t][x], x == N - 1 ? '\n' : ' ');
  for (int i = 0; i < (T + 1) * N; i++)
    printf ("%a%c", f[i], i % N == N - 1 ? '\n' : ' ');
  return 0;
}
