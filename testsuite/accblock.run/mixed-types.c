/* Exit tests that compare the induction variable in a wider or unsigned
   type: int i against a size_t or long bound, unsigned u against a long
   bound, int i counting down against 0L.  The descriptor counts in the
   type of the comparison; the IVs are printed after the nests.  */

#include <stddef.h>
#include <stdio.h>

int a[40][40];

int
main (int argc, char **argv)
{
  size_t n = 30 + argc;
  long m = 25;
  unsigned width = 20;
  int i, j;
  unsigned u;

#pragma acc parallel loop block(i:4, j:3)
  for (i = 0; i < n; i++)
    for (j = 2; j < m; j += 2)
      a[i][j] = i * 40 + j;
#pragma acc parallel loop block(u:3)
  for (u = 1; u <= m; u += 3)
    a[u][0] = -u;
#pragma acc parallel loop block(j:3)
  for (i = 30; i >= 0L; i--)
    for (j = 0; j < width; j++)
      a[i][j] += 1;

  for (int x = 0; x < 40; x++)
    for (int y = 0; y < 40; y++)
      printf ("%d%c", a[x][y], y == 39 ? '\n' : ' ');
  printf ("i=%d j=%d u=%u\n", i, j, u);
  return 0;
}
