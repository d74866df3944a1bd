/* Arrays of every storage kind in a blocked nest: global, file static,
   function static, local, local VLA, array parameter, pointer to VLA,
   malloc'd block with manual indexing, struct member; scalars from
   parameters and locals by value.  */

#include <stdio.h>
#include <stdlib.h>

#define N 9
#define M 7

double global[N][M];
static double file_static[N][M];

struct grid
{
  int n;
  double cell[N][M];
};

static void
param_array (double p[N][M], double scale)
{
#pragma acc parallel loop block(i:2, j:3)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      p[i][j] = scale * i + j;
}

static void
vla_pointer (int n, int m, double (*v)[m])
{
#pragma acc parallel loop block(i:4, j:2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      v[i][j] = i * 0.5 + j * 0.25 + m;
}

static void
flat (double *f, int n, int m)
{
#pragma acc parallel loop block(i:3, j:5)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      f[i * m + j] = i - j * 2.0;
}

static void
show (const char *name, double *x, int count)
{
  double sum = 0;
  printf ("%s:", name);
  for (int k = 0; k < count; k++)
    {
      printf (" %a", x[k]);
      sum += x[k] * (k + 1);
    }
  printf ("\n%s sum %a\n", name, sum);
}

int
main (int argc, char **argv)
{
  static double func_static[N][M];
  double local[N][M];
  int n = N + argc - 1, m = M;
  double vla[n][m];
  double *heap = malloc (sizeof (double) * N * M);
  struct grid g;
  double offset = 1.5;

#pragma acc parallel loop block(i:2, j:2)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      {
	global[i][j] = i + j + offset;
	file_static[i][j] = i * j - offset;
	func_static[i][j] = i - j;
	local[i][j] = i * 10 + j;
	vla[i][j] = local[i][j] * 2 + global[i][j];
      }
  g.n = n;
#pragma acc parallel loop block(i:5)
  for (int i = 0; i < g.n; i++)
    for (int j = 0; j < M; j++)
      g.cell[i][j] = vla[i][j] + 0.125;

  double param[N][M];
  param_array (param, offset);
  double (*vp)[m] = malloc (sizeof (double) * n * m);
  vla_pointer (n, m, vp);
  flat (heap, n, m);

  show ("global", &global[0][0], N * M);
  show ("file_static", &file_static[0][0], N * M);
  show ("func_static", &func_static[0][0], N * M);
  show ("local", &local[0][0], N * M);
  show ("vla", &vla[0][0], N * M);
  show ("struct", &g.cell[0][0], N * M);
  show ("param", &param[0][0], N * M);
  show ("vla_pointer", &vp[0][0], N * M);
  show ("heap", heap, N * M);
  free (heap);
  free (vp);
  return 0;
}
