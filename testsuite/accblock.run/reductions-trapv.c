/* Under -ftrapv a signed overflow stops the program.  A tile's partial
   sum may overflow where the loops' running sum never does (here the
   first tile's 2^30 + 2^30, and 2^62 + 2^62), so the tile functions of signed reductions
   are built to wrap instead: the program must run to the end and print
   what plain gcc's build prints.  */

#include <stdio.h>

/* { dg-additional-options "-ftrapv" } */
/* { dg-set-target-env-var ACCBLOCK_SCHEDULE "reverse" } */

static const int v[8] = { 1 << 30, 1 << 30, -(1 << 30), -(1 << 30),
			  1 << 30, 1 << 30, -(1 << 30), 5 };
static const long long w[8] = { 1LL << 62, 1LL << 62, -(1LL << 62),
				-(1LL << 62), 1LL << 62, 1LL << 62,
				-(1LL << 62), 5 };

int
main (void)
{
  int s = -(1 << 30) - (1 << 29);
  long long t = -(1LL << 62) - (1LL << 61);
#pragma acc loop block(i:2)
  for (int i = 0; i < 8; i++)
    {
      s += v[i];
      t += w[i];
    }
  printf ("%d %lld\n", s, t);
  return 0;
}
