/* Serial nests whose innermost loop walks a column, which the tiles run
   with their two innermost loops swapped (plugin/outline-permute.cc):
   the clause's levels and the tiles stay those of the nest, only the
   order inside a tile changes.  Permuted: scale (two levels, the outer
   one parallel), smooth (a plane loop around a column recurrence: the
   dependence along i keeps its order with i outside j), uneven (a
   size no block divides) and whole (a clause that blocks j alone: the
   loop on i, run whole, takes its start and its test outside).  Not permuted: sum_columns (a scalar carried
   by the inner loop) and rows (already along the rows).  infer.exp
   checks the remarks, then runs the plugin's build as it comes and
   under ACCBLOCK_SCHEDULE=reverse on one and on three threads: each
   must print what plain gcc's build prints.  */

#include "print-array.h"

#define N 96
#define M 80
#define P 6

static double a[N][M], b[N][M], c[P][N][M], u[37][53], s[M], r[N][M];
static double w[N][M];

static void
init (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      {
	a[i][j] = (double) ((i * 7 + j * 13) % 17) / 16;
	b[i][j] = (double) ((i * 3 + j * 5) % 11) / 10;
	r[i][j] = a[i][j] - b[i][j];
      }
}

static void
scale (void)
{
  for (int j = 0; j < M; j++)
    for (int i = 0; i < N; i++)
      a[i][j] = 0.5 * a[i][j] + b[i][j] / (1 + i + j);
}

static void
smooth (void)
{
  for (int t = 0; t < P; t++)
    for (int j = 0; j < M; j++)
      for (int i = 1; i < N; i++)
	c[t][i][j] = 0.75 * c[t][i - 1][j] + a[i][j] * (t + 1);
}

static void
uneven (void)
{
  for (int j = 0; j < 53; j++)
    for (int i = 0; i < 37; i++)
      u[i][j] = a[i][j] * b[i][j] + i - j;
}

static void __attribute__ ((noinline))
whole (int n)
{
#pragma acc parallel loop block(j:7)
  for (int j = 0; j < M; j++)
    for (int i = 1; i < n; i++)
      w[i][j] = w[i - 1][j] * 0.5 + a[i][j];
}

static void
sum_columns (void)
{
  for (int j = 0; j < M; j++)
    {
      double t = 0;
      for (int i = 0; i < N; i++)
	t += a[i][j] * b[i][j];
      s[j] = t;
    }
}

static void
rows (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      r[i][j] = r[i][j] * 0.25 + a[i][j];
}

int
main (void)
{
  init ();
  scale ();
  smooth ();
  uneven ();
  whole (N - 3);
  sum_columns ();
  rows ();
  print_array ("a", &a[0][0], N * M);
  print_array ("c", &c[0][0][0], P * N * M);
  print_array ("u", &u[0][0], 37 * 53);
  print_array ("w", &w[0][0], N * M);
  print_array ("s", s, M);
  print_array ("r", &r[0][0], N * M);
  return 0;
}
