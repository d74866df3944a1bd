/* Nests whose outer or inner level runs zero times, with bounds only
   known at run time; the arrays must stay untouched and the IV keeps
   the value the loop gives it.  */

#include <stdio.h>

int a[8][8];

static void
fill (int n, int m, int value)
{
  int i;
#pragma acc parallel loop block(i:2, j:3)
  for (i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i][j] = value + i + j;
  printf ("fill(%d,%d): i=%d\n", n, m, i);
}

int
main (int argc, char **argv)
{
  int zero = argc - 1;
  fill (zero, 8, 100);
  fill (8, zero, 200);
  fill (3, 4, 300);
  fill (-5, 4, 400);
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 8; j++)
      printf ("%d%c", a[i][j], j == 7 ? '\n' : ' ');
  return 0;
}
