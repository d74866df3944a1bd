/* Blocking two inner levels tiles them.  With dependences of distance
   (1, 1) and (0, 1) the levels are permutable and the tiled order must
   give the original results; with distance (1, -1) the plugin falls back
   to blocking one inner level, and the results must not change either.
   The middle case blocks the innermost level below an unblocked one
   (an interchange of tiles).  */

#include <stdio.h>

#define NI 3
#define NJ 13
#define NK 11
long a[NI][NJ][NK];

static void
init (void)
{
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      for (int k = 0; k < NK; k++)
	a[i][j][k] = (i * 7 + j * 3 + k) % 5;
}

static void
show (const char *name)
{
  printf ("%s\n", name);
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      for (int k = 0; k < NK; k++)
	printf ("%ld%c", a[i][j][k], k == NK - 1 ? '\n' : ' ');
}

int
main (void)
{
  init ();
#pragma acc parallel loop block(i:1, j:4, k:3)
  for (int i = 0; i < NI; i++)
    for (int j = 1; j < NJ; j++)
      for (int k = 1; k < NK; k++)
	a[i][j][k] = a[i][j - 1][k - 1] * 3 + a[i][j][k - 1] + 1;
  show ("permutable");

  init ();
#pragma acc parallel loop block(i:1, k:4)
  for (int i = 0; i < NI; i++)
    for (int j = 1; j < NJ; j++)
      for (int k = 1; k < NK; k++)
	a[i][j][k] += a[i][j - 1][k] * 2 - a[i][j][k - 1];
  show ("inner-only");

  init ();
#pragma acc parallel loop block(i:1, j:4, k:3)
  for (int i = 0; i < NI; i++)
    for (int j = 1; j < NJ; j++)
      for (int k = 0; k < NK - 1; k++)
	a[i][j][k] = a[i][j - 1][k + 1] * 2 + 1;
  show ("fallback");
  return 0;
}
