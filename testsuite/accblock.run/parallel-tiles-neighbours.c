/* The neighbour rule across the tasks of a parallel inner level.  Each
   j writes X[i][3j] and X[i][3j + 5] and no other j writes them (3j =
   3j' + 5 has no solution), so the tiles of j run as tasks; but the box
   of X a j tile writes, [3 j0, 3 j1 + 5], overlaps the next tile's,
   [3 j1 + 3, ...]: written back whole by concurrent tasks, X would lose
   writes, so it stays in main memory.  Y[i][2j] and Y[i][2j + 1] give
   boxes [2 j0, 2 j1 + 1] that never overlap: Y is staged.
   block(i:4, j:8) on 64 x 64: 16 x 8 = 128 tasks of one tile.
     direct accesses: X, 2 references x 64 x 64 = 8192,
     Y in and out (written by two references, so fetched first):
     4 rows x 16 ints x 4 bytes x 128 tiles = 32768 bytes each way.  */
/* { accblock-final { scan-stats "\"tiles\": 128," } } */
/* { accblock-final { scan-stats "\"direct_accesses\": 8192," } } */
/* { accblock-final { scan-stats "\"dma_in_bytes\": 32768," } } */
/* { accblock-final { scan-stats "\"dma_out_bytes\": 32768," } } */

#include <stdio.h>

#define N 64

int X[N][3 * N + 8], Y[N][2 * N];

int
main (void)
{
  for (int i = 0; i < N; i++)
    {
      for (int j = 0; j < 3 * N + 8; j++)
	X[i][j] = -1;
      for (int j = 0; j < 2 * N; j++)
	Y[i][j] = -2;
    }
#pragma acc parallel loop block(i:4, j:8)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	X[i][3 * j] = i + j;
	X[i][3 * j + 5] = i - j;
	Y[i][2 * j] = i * j;
	Y[i][2 * j + 1] = i ^ j;
      }
  long sum = 0;
  for (int i = 0; i < N; i++)
    {
      for (int j = 0; j < 3 * N + 8; j++)
	sum = sum * 31 + X[i][j];
      for (int j = 0; j < 2 * N; j++)
	sum = sum * 17 + Y[i][j];
    }
  printf ("%ld\n", sum);
  return 0;
}
