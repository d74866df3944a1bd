/* Three-level nests blocked at each depth: outer only, outer and middle,
   all three, middle only, inner only (the levels above run whole), and
   outer plus inner with the middle level whole.  */

#include <stdio.h>

#define NI 7
#define NJ 6
#define NK 9
int a[NI][NJ][NK];

static void
show (const char *name)
{
  long sum = 0;
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      for (int k = 0; k < NK; k++)
	sum = sum * 7 + a[i][j][k];
  printf ("%s %ld\n", name, sum);
}

int
main (void)
{
#pragma acc parallel loop block(i:2)
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      for (int k = 0; k < NK; k++)
	a[i][j][k] = i * 100 + j * 10 + k;
  show ("i");
#pragma acc parallel loop block(i:3, j:4)
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      for (int k = 0; k < NK; k++)
	a[i][j][k] += i - j;
  show ("ij");
#pragma acc parallel loop block(i:1, j:2, k:4)
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      for (int k = 0; k < NK; k++)
	a[i][j][k] = a[i][j][k] * 2 + k;
  show ("ijk");
#pragma acc parallel loop block(j:5)
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      for (int k = 0; k < NK; k++)
	a[i][j][k] -= j * k;
  show ("j");
#pragma acc parallel loop block(k:2)
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      for (int k = 0; k < NK; k++)
	a[i][j][k] += 3;
  show ("k");
#pragma acc parallel loop block(i:4, k:3)
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      for (int k = 0; k < NK; k++)
	a[i][j][k] ^= i + j + k;
  show ("ik");
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      for (int k = 0; k < NK; k++)
	printf ("%d%c", a[i][j][k], k == NK - 1 ? '\n' : ' ');
  return 0;
}
