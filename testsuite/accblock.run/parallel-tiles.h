/* parallel-tiles.h -- a matmul whose inner level j is blocked and proven
   parallel, for the schedule tests.

   Why this file exists: parallel-tiles.c and parallel-tiles-off.c run
   the same program (int, N = 64, block(i:4, k:16, j:16)) with the tiles
   of j run as outer tasks and in the paper's order; each file holds its
   plugin options and checks, this header the program.  */

#include <stdio.h>

#define N 64

int A[N][N], B[N][N], C[N][N];

int
main (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	A[i][j] = (i * 5 + j) % 9 - 4;
	B[i][j] = (i + 7 * j) % 11 - 5;
	C[i][j] = i - j;
      }
#pragma acc parallel loop block(i:4, k:16, j:16)
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	C[i][j] += A[i][k] * B[k][j];
  long sum = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      sum += (long) C[i][j] * (2 * i + j + 1);
  printf ("%ld\n", sum);
  return 0;
}
