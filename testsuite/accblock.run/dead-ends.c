/* A blocked nest with paths that never return: assert, and an error
   report that reads captured locals before abort.  They move into the
   tile function with the nest and are never taken here.  */

#include <assert.h>
#include <stdio.h>
#include <stdlib.h>

#define N 12
int a[N][N];

static void
fill (int n, int limit)
{
  int bad = -1;
#pragma acc parallel loop block(i:5, j:4)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
	assert (i < N && j < N);
	if (i * j > limit)
	  {
	    fprintf (stderr, "%d %d over %d (%d)\n", i, j, limit, bad);
	    abort ();
	  }
	a[i][j] = i * j + bad;
      }
}

int
main (int argc, char **argv)
{
  fill (N - argc + 1, N * N);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      printf ("%d%c", a[i][j], j == N - 1 ? '\n' : ' ');
  return 0;
}
