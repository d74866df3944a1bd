/* Variables declared inside the blocked nest: a scratch array, a
   structure and an address-taken scalar.  Every iteration has its own,
   so every tile gets its own copies instead of sharing the parent's
   (which would be a race between accelerators).  A variable-length
   scratch array is allocated inside the nest too.  */

#include <stdio.h>

#define N 16
struct pair
{
  int lo, hi;
};

int out[N][N];

static void
set (int *where, int value)
{
  *where = value;
}

int
main (int argc, char **argv)
{
  int width = 3 + argc;
#pragma acc parallel loop block(i:3, j:5)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	int scratch[4];
	struct pair p;
	int cell;
	int vla[width];
	for (int k = 0; k < 4; k++)
	  scratch[k] = i * k - j;
	for (int k = 0; k < width; k++)
	  vla[k] = scratch[k % 4] + k;
	p.lo = scratch[0] < scratch[3] ? scratch[0] : scratch[3];
	p.hi = scratch[1] + scratch[2];
	set (&cell, p.lo * 7 + p.hi);
	out[i][j] = cell + vla[width - 1];
      }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      printf ("%d%c", out[i][j], j == N - 1 ? '\n' : ' ');
  return 0;
}
