/* Nests whose outer or inner level runs zero times, with bounds only
   known at run time; the arrays must stay untouched and the IV keeps
   the value the loop gives it.  row_once writes row[i] on every
   iteration of an unblocked inner loop, so that each tile would write
   its whole block of row, which is then not fetched before the tile;
   when that loop runs zero times the tile writes nothing, and writing
   the block back used to put whatever local memory held (scratch's
   values, staged by the nest before) into row.  */

#include <stdio.h>

int a[8][8];
int row[8];
double scratch[64][64];

static void
fill (int n, int m, int value)
{
  int i;
#pragma acc parallel loop block(i:2, j:3)
  for (i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i][j] = value + i + j;
  printf ("fill(%d,%d): i=%d\n", n, m, i);
}

static void
scribble (void)
{
#pragma acc parallel loop block(i:2)
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      scratch[i][j] = scratch[i][j] * 2 + i + 0.5;
}

static void
row_once (int m, int value)
{
#pragma acc parallel loop block(i:2)
  for (int i = 0; i < 8; i++)
    for (int k = 0; k < m; k++)
      row[i] = value + k;
}

int
main (int argc, char **argv)
{
  int zero = argc - 1;
  fill (zero, 8, 100);
  fill (8, zero, 200);
  fill (3, 4, 300);
  fill (-5, 4, 400);
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 8; j++)
      printf ("%d%c", a[i][j], j == 7 ? '\n' : ' ');
  for (int i = 0; i < 8; i++)
    row[i] = -1 - i;
  scribble ();
  for (int pass = 0; pass < 3; pass++)
    {
      row_once (pass == 1 ? 2 : zero, 500 + 100 * pass);
      for (int i = 0; i < 8; i++)
        printf ("%d%c", row[i], i == 7 ? '\n' : ' ');
    }
  return 0;
}
