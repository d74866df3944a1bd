/* Constant steps other than one, where the range is not a multiple of
   the step, blocked with sizes that do not divide the trip count.  */

#include <stdio.h>

int a[50][50];

int
main (int argc, char **argv)
{
  int n = 46 + argc - 1;
  int i, j;
#pragma acc parallel loop block(i:3, j:2)
  for (i = 1; i < n; i += 2)
    for (j = 0; j < n; j += 3)
      a[i][j] = i * 1000 + j;
#pragma acc parallel loop block(i:4, j:5)
  for (i = n + 1; i >= 2; i -= 3)
    for (j = 2; j <= n; j += 7)
      a[i][j] += 1;
  for (i = 0; i < 50; i++)
    for (j = 0; j < 50; j++)
      if (a[i][j])
	printf ("%d,%d=%d\n", i, j, a[i][j]);
  printf ("i=%d j=%d\n", i, j);
  return 0;
}
