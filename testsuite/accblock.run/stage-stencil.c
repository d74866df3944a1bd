/* A halo stencil: the four neighbours of a[i][j] make one block per tile
   with a halo of one row above and below and one column left and right.
   With block(i:4) over i = 1 .. 32 (8 tiles) and no reuse, each tile
   reads a[i0-1 .. i0+4][0 .. 33], 6 * 34 * 8 = 1632 bytes, and writes
   b[i0 .. i0+3][1 .. 32], 4 * 32 * 8 = 1024 bytes, which every tile
   writes whole and so never fetches:
     in = 8 * 1632 = 13056, out = 8 * 1024 = 8192.
   The border of b is never written back, so it keeps its values.  */
/* { dg-set-target-env-var ACCBLOCK_REUSE "0" } */
/* { accblock-final { scan-stats "\"tiles\": 8," } } */
/* { accblock-final { scan-stats "\"dma_in_bytes\": 13056," } } */
/* { accblock-final { scan-stats "\"dma_out_bytes\": 8192," } } */
/* { accblock-final { scan-stats "\"direct_accesses\": 0," } } */

#include <stdio.h>

#define N 34

double a[N][N], b[N][N];

int
main (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	a[i][j] = (i * 3 + j * 5) % 17 * 0.125;
	b[i][j] = -1.0 - i;
      }
#pragma acc parallel loop block(i:4)
  for (int i = 1; i < N - 1; i++)
    for (int j = 1; j < N - 1; j++)
      b[i][j] = 0.25 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      printf ("%a%c", b[i][j], j == N - 1 ? '\n' : ' ');
  return 0;
}
