/* The neighbour-element rule: a tile may write back only elements it may
   write.  In the first nest the two outer tiles write interleaved
   elements of the same row of a (tile 0 the even ones, tile 1 the odd
   ones), so their boxes of a overlap: a stays in main memory and every
   access to it is counted as direct.  In the second nest the tiles write
   a[2 * i] and a[2 * i + 1]: adjacent, but each tile's box holds only
   its own elements, so it is staged.  Run on two accelerators and in
   parallel, a whole-box write-back would lose half the updates, which
   the comparison with plain gcc would show.  */
/* { dg-set-target-env-var ACCBLOCK_NUM_ACCEL "2" } */
/* { dg-set-target-env-var ACCBLOCK_THREADS "2" } */
/* { accblock-final { scan-stats "\"direct_accesses\": \[1-9\]" } } */

#include <stdio.h>

#define M 64

double a[M], c[2 * M], w[M];

int
main (void)
{
  for (int j = 0; j < M; j++)
    {
      a[j] = j;
      w[j] = 1.0 / (j + 1);
    }
  for (int j = 0; j < 2 * M; j++)
    c[j] = -j;
  for (int step = 0; step < 20; step++)
    {
#pragma acc parallel loop block(p:1)
      for (int p = 0; p < 2; p++)
	for (int j = 0; j < M; j++)
	  if ((j & 1) == p)
	    a[j] = a[j] * 0.5 + w[j] * (step + 1);
#pragma acc parallel loop block(i:1)
      for (int i = 0; i < M; i++)
	{
	  c[2 * i] += a[i];
	  c[2 * i + 1] -= w[i];
	}
    }
  for (int j = 0; j < M; j++)
    printf ("%a %a %a\n", a[j], c[2 * j], c[2 * j + 1]);
  return 0;
}
