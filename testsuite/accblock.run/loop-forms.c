/* Every canonical loop form the block clause accepts: <, <=, >, >=,
   bound on the left, i++, ++i, i--, --i, i += c, i -= c, i = i + c,
   i = i - c.  Each nest records the order in which its iterations ran
   within a row, so a wrong start, count or step shows.  */

#include <stdio.h>

#define N 13
int a[N + 4][N + 4];

static void
clear (void)
{
  for (int i = 0; i < N + 4; i++)
    for (int j = 0; j < N + 4; j++)
      a[i][j] = -1;
}

static void
show (const char *name)
{
  printf ("%s:", name);
  for (int i = 0; i < N + 4; i++)
    for (int j = 0; j < N + 4; j++)
      if (a[i][j] != -1)
	printf (" %d,%d=%d", i, j, a[i][j]);
  printf ("\n");
}

int
main (void)
{
  int i, j;

  clear ();
#pragma acc parallel loop block(i:2, j:3)
  for (i = 0; i < N; i++)
    for (j = 0; j <= N; ++j)
      a[i][j] = i * 100 + j;
  show ("lt-le");

  clear ();
#pragma acc parallel loop block(i:4, j:5)
  for (i = N; i > 0; i--)
    for (j = N; j >= 2; --j)
      a[i][j] = i * 100 + j;
  show ("gt-ge");

  clear ();
#pragma acc parallel loop block(i:3, j:2)
  for (i = 1; N > i; i += 2)
    for (j = 2; N + 2 >= j; j = j + 3)
      a[i][j] = i * 100 + j;
  show ("bound-left");

  clear ();
#pragma acc parallel loop block(i:1, j:4)
  for (i = N + 1; i >= 0; i -= 3)
    for (j = N + 2; j > -1; j = j - 2)
      a[i][j] = i + j * 7;
  show ("down-steps");
  return 0;
}
