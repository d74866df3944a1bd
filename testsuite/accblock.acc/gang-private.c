/* A compute construct's private and firstprivate variables belong to
   each gang, and the gangs are the tiles of the construct's loops: every
   tile needs its own copy of a scratch array, or the tiles of the gang
   loop race on one (as in the V&V suite's parallel_private.c).  */

#include <stdlib.h>

#define N 64
#define G 10

double a[G][N], d[G], e[G];

int
main (void)
{
  double c[N];
  int scale[4] = { 1, 2, 3, 4 };
  for (int x = 0; x < G; x++)
    for (int y = 0; y < N; y++)
      a[x][y] = x + y * 0.5;
#pragma acc parallel num_gangs(G) private(c) firstprivate(scale)
  {
#pragma acc loop gang
    for (int x = 0; x < G; ++x)
      {
	scale[x % 4] += x;	/* Each gang's own copy.  */
#pragma acc loop worker
	for (int y = 0; y < N; ++y)
	  c[y] = a[x][y] * scale[x % 4];
#pragma acc loop seq
	for (int y = 0; y < N; ++y)
	  d[x] += c[y];
      }
  }
  for (int x = 0; x < G; x++)
    {
      double t = 0;
      for (int y = 0; y < N; y++)
	t += a[x][y] * (x % 4 + 1 + x);
      if (t != d[x])
	abort ();
    }
  /* The host's array is untouched.  */
  for (int k = 0; k < 4; k++)
    if (scale[k] != k + 1)
      abort ();
  return 0;
}
