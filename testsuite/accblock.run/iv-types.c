/* Induction variables of type int, long, unsigned and unsigned long,
   with negative lower bounds, unsigned loops counting down to zero and
   long bounds beyond the int range.  The front end folds "u > 0" on an
   unsigned IV into "u != 0" and "u < 1" into "u == 0".  */

#include <stdio.h>

#define N 11
long r[6][N * 2 + 2];

int
main (void)
{
  int i;
  long l;
  unsigned u;
  unsigned long ul;

#pragma acc parallel loop block(i:3)
  for (i = -N; i < N; i++)
    r[0][i + N] = i * 3L;

#pragma acc parallel loop block(l:4)
  for (l = 4000000000L; l < 4000000000L + N; l++)
    r[1][l - 4000000000L] = l / 1000;

#pragma acc parallel loop block(u:5)
  for (u = N; u > 0; u--)
    r[2][u] = u * 5;

#pragma acc parallel loop block(ul:2)
  for (ul = 0; ul <= 2 * N; ul += 3)
    r[3][ul] = ul + 1000000000000UL;

#pragma acc parallel loop block(u:2)
  for (u = 2 * N - 1; u > 0; u -= 3)
    r[4][u] = u + 7;

  unsigned v;
#pragma acc parallel loop block(v:1)
  for (v = 0; v < 1; v++)
    r[5][v] = 99;

  for (int k = 0; k < 6; k++)
    {
      printf ("row %d:", k);
      for (int m = 0; m < N * 2 + 2; m++)
	printf (" %ld", r[k][m]);
      printf ("\n");
    }
  printf ("ivs after: i=%d l=%ld u=%u ul=%lu v=%u\n", i, l, u, ul, v);
  return 0;
}
