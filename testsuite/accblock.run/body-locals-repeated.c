/* A scratch array declared in the body of a dispatched loop that a
   sequential loop around it runs again: each tile must still get its
   own.  The outline pass used to share it between the tiles when the
   loop around re-entered its scope (it took the next entry for a value
   flowing out of the nest), and the tiles raced on it.  */
/* { dg-set-target-env-var ACCBLOCK_SCHEDULE "reverse" } */
/* { dg-set-target-env-var ACCBLOCK_THREADS "2" } */

#include <stdio.h>

double a[10][64], e[10];

int
main (void)
{
  for (int x = 0; x < 10; x++)
    for (int y = 0; y < 64; y++)
      a[x][y] = x + y * 0.5;
  for (int rep = 0; rep < 4; rep++)
    {
#pragma acc parallel loop
      for (int x = 0; x < 10; ++x)
	{
	  double c[64];
	  for (int y = 0; y < 64; ++y)
	    c[y] = a[x][y] + rep;
	  double s = 0;
	  for (int y = 0; y < 64; ++y)
	    s += c[y];
	  e[x] += s;
	}
    }
  for (int x = 0; x < 10; x++)
    printf ("%g\n", e[x]);
  return 0;
}
