/* Under -fsanitize=undefined, programs that stay in bounds and do no
   undefined arithmetic print what plain gcc's build prints, with every
   nest blocked (variable-length arrays included, whose subscript checks
   the sanitizer puts in the loop bodies) and no runtime error.  */
/* { dg-options "-fsanitize=undefined" } */
/* { accblock-final { scan-stats "\"tiles\": 31," } } */
/* { accblock-final { scan-stderr-not "runtime error" } } */

#include <stdio.h>

#define N 12
#define M 10

int fixed[N][M];

static void
vla_pointer (int n, int m, double (*v)[m])
{
#pragma acc parallel loop block(i:4, j:2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      v[i][j] = i * 0.5 + j * 0.25 + m;
}

static long
local_vla (int n, int m)
{
  int w[n][m];
#pragma acc parallel loop block(i:3)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      w[i][j] = (i << 3) / (j + 1) - j % 3;
  long sum = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      sum = sum * 3 % 1000003 + w[i][j];
  return sum;
}

int
main (int argc, char **argv)
{
  int n = N + argc - 1, m = M;
  double v[N][M];
  vla_pointer (n, m, v);
#pragma acc parallel loop block(i:2, j:5)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      fixed[i][j] = (i * j) >> 1 | (1 << (j % 8));
  long sum = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      sum = sum * 7 % 1000003 + fixed[i][j] + (long) (v[i][j] * 4);
  printf ("fixed and vla_pointer %ld\n", sum);
  printf ("local_vla %ld\n", local_vla (n, m));
  return 0;
}
