/* Pragmas the pass must leave alone while removing their markers:
   "loop seq", a loop pragma without block clause, and an inner loop
   pragma inside a blocked nest (it belongs to that nest); several
   functions, one of them static, with two nests each.  */

#include <stdio.h>

#define N 9
int a[N][N], b[N][N];

static void
first (int n)
{
#pragma acc loop seq
  for (int i = 0; i < n; i++)
    a[i][0] = i;
#pragma acc parallel loop block(i:2, j:2)
  for (int i = 0; i < n; i++)
#pragma acc loop vector
    for (int j = 1; j < n; j++)
      a[i][j] = a[i][0] * 10 + j;
}

void
second (int n)
{
#pragma acc parallel loop gang
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      b[i][j] = a[j][i];
#pragma acc kernels loop block(j:4)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      b[i][j] -= i;
}

int
main (void)
{
  first (N);
  second (N);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      printf ("%d %d%c", a[i][j], b[i][j], j == N - 1 ? '\n' : ' ');
  return 0;
}
