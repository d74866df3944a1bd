/* Block sizes written as integer constant expressions (sizeof, casts,
   shifts, enumerators, character constants) block as their values do:
   the same output as plain gcc, and the tile count of the values.  */
/* { accblock-final { scan-stats "\"tiles\": 27," } } */

#include <stdio.h>

enum { ROWS = 12, COLS = 10 };
typedef short half;

int a[ROWS][COLS];

int
main (void)
{
  /* block(i:4, j:5): 3 * 2 tiles.  */
#pragma acc parallel loop block(i:sizeof (int), j:(int) 5.9)
  for (int i = 0; i < ROWS; i++)
    for (int j = 0; j < COLS; j++)
      a[i][j] = i * COLS + j;
  /* block(i:1): 12 tiles.  */
#pragma acc parallel loop block(i:ROWS / ROWS)
  for (int i = 0; i < ROWS; i++)
    for (int j = 0; j < COLS; j++)
      a[i][j] += j << 1;
  /* block(i:2): 6 tiles, then block(i:'c' - 'a' + 2): 3 tiles.  */
#pragma acc parallel loop block(i:sizeof (half))
  for (int i = 0; i < ROWS; i++)
    a[i][0] -= i;
#pragma acc parallel loop block(i:'c' - 'a' + 2)
  for (int i = 0; i < ROWS; i++)
    a[i][1] ^= 1 << 3;
  for (int i = 0; i < ROWS; i++)
    for (int j = 0; j < COLS; j++)
      printf ("%d%c", a[i][j], j == COLS - 1 ? '\n' : ' ');
  return 0;
}
