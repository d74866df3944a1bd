/* The descriptor describes every level of the nest, also the unblocked
   ones below the deepest blocked level, so that the runtime counts the
   iterations a tile really runs.  Matrix product, 128 x 128 ints, with
   block(i:1, k:30): 128 x 5 = 640 tiles, the statistics list one block
   size per level (j unblocked: 0), and the modeled compute time covers
   all 128^3 iterations (2.1 ms at the host target's 1e9 iterations/s),
   not only the 128 x 128 of the blocked levels (16 us).  */

/* { dg-set-target-env-var ACCBLOCK_TARGET "host" } */
/* { dg-set-target-env-var ACCBLOCK_NUM_ACCEL "1" } */
/* { accblock-final { scan-stats "\"block\": \\\[1, 30, 0\\\], \"tiles\": 640," } } */
/* { accblock-final { scan-stats "\"tiles\": 640, \"dma_in_bytes\": \[0-9\]+, \"dma_out_bytes\": \[0-9\]+, \"modeled_seconds\": 0\\.00\[2-9\]" } } */

#include <stdio.h>

#define N 128
int a[N][N], b[N][N], c[N][N];

int
main (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	a[i][j] = (i * 3 + j) % 17 - 8;
	b[i][j] = (i + j * 5) % 13 - 6;
      }
#pragma acc parallel loop block(i:1, k:30)
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	c[i][j] += a[i][k] * b[k][j];
  long sum = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      sum += (long) c[i][j] * (i + 2 * j + 1);
  printf ("%ld\n", sum);
  return 0;
}
