/* The sanitizer's checks keep working inside the tile function: one
   iteration of a blocked nest reads one element past the end of a row,
   which -fsanitize=bounds reports (and then, recovering, reads the next
   row's first element, inside the array, as plain gcc's build does).  */
/* { dg-options "-fsanitize=bounds" } */
/* { accblock-final { scan-stats "\"tiles\": 4," } } */
/* { accblock-final { scan-stderr "runtime error: index 8 out of bounds for type 'int \\\[8\\\]'" } } */

#include <stdio.h>

int a[4][8], b[4][8];

int
main (void)
{
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 8; j++)
      a[i][j] = i * 8 + j;
#pragma acc parallel loop block(i:1)
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 8; j++)
      b[i][j] = a[i][j + (i == 2 && j == 7)];
  long sum = 0;
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 8; j++)
      sum = sum * 3 + b[i][j];
  printf ("%ld\n", sum);
  return 0;
}
