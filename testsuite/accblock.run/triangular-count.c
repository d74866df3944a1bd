/* The runtime counts the iterations of a triangular tile exactly
   (ACCBLOCK_LEVEL_TRIANGULAR): the 210 iterations of j <= i for i < 20,
   each reading and writing C in main memory (it is written through a
   flat subscript, whose rows the runtime cannot tell), are
   420 accesses, not the 800 of the hull's 400 iterations.  And it runs
   only the 9 tiles that hold rows (1 + 1 + 2 + 2 + 3 along i), not the
   15 of the hull.  */
/* { dg-options "-fplugin-arg-accblock-block" } */
/* { accblock-final { scan-stats "\"direct_accesses\": 420," } } */
/* { accblock-final { scan-stats "\"tiles\": 9," } } */

#include <stdio.h>

#define N 20
double A[N][N], C[N * N];

int
main (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	A[i][j] = i - j;
	C[i * N + j] = i + j;
      }
#pragma acc loop block(i:4, j:8)
  for (int i = 0; i < N; i++)
    for (int j = 0; j <= i; j++)
      C[i * N + j] += A[j][i];
  double s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s += C[i * N + j] * (i * N + j + 1);
  printf ("%.1f\n", s);
  return 0;
}
