/* Block sizes of one, sizes equal to and larger than the trip count, and
   an outer level left out of the clause (one block).  */

#include <stdio.h>

int a[12][10];

static void
show (const char *name)
{
  long sum = 0;
  for (int i = 0; i < 12; i++)
    for (int j = 0; j < 10; j++)
      sum = sum * 31 + a[i][j];
  printf ("%s %ld\n", name, sum);
}

int
main (void)
{
#pragma acc parallel loop block(i:1, j:1)
  for (int i = 0; i < 12; i++)
    for (int j = 0; j < 10; j++)
      a[i][j] = i * 10 + j;
  show ("one");
#pragma acc parallel loop block(i:12, j:10)
  for (int i = 0; i < 12; i++)
    for (int j = 0; j < 10; j++)
      a[i][j] += i;
  show ("exact");
#pragma acc parallel loop block(i:100, j:1000)
  for (int i = 0; i < 12; i++)
    for (int j = 0; j < 10; j++)
      a[i][j] += j * 3;
  show ("larger");
#pragma acc parallel loop block(j:4)
  for (int i = 0; i < 12; i++)
    for (int j = 0; j < 10; j++)
      a[i][j] -= i * j;
  show ("inner-only");
  for (int i = 0; i < 12; i++)
    for (int j = 0; j < 10; j++)
      printf ("%d%c", a[i][j], j == 9 ? '\n' : ' ');
  return 0;
}
