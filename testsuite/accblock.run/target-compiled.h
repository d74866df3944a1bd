/* A nest for the target-compiled-*.c tests: the machine a program runs
   on when ACCBLOCK_TARGET is unset is the one its unit was compiled for
   (-fplugin-arg-accblock-target=NAME), else paper; ACCBLOCK_TARGET
   overrides it.  The statistics name the machine: its accelerators
   and local memory.  */

#include <stdio.h>

#define N 96

static double a[N][N], b[N][N];

int
main (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      b[i][j] = i - 2 * j;
#pragma acc parallel loop block(i:8, j:32)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      a[i][j] = 3 * b[i][j] + i;
  double sum = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      sum += a[i][j] * (i + 1);
  printf ("%.1f\n", sum);
  return 0;
}
