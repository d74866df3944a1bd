/* Bounds, lower bounds and sizes of the arrays known only at run time,
   from argc and from a volatile, including bound expressions computed
   from them.  */

#include <stdio.h>

volatile int vsize = 17;
double a[40][40];

int
main (int argc, char **argv)
{
  int n = vsize;
  int lo = argc + 1;
  int m = n + argc * 3;
#pragma acc parallel loop block(i:3, j:7)
  for (int i = lo; i < n - 1; i++)
    for (int j = lo - 1; j <= m + 1; j++)
      a[i][j] = i * 1.5 + j;
  double sum = 0;
  for (int i = 0; i < 40; i++)
    for (int j = 0; j < 40; j++)
      {
	if (a[i][j] != 0)
	  printf ("%d %d %a\n", i, j, a[i][j]);
	sum += a[i][j];
      }
  printf ("sum %a\n", sum);
  return 0;
}
