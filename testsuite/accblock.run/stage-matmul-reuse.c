/* The paper's matmul with residency reuse (the default): C[i][0:128]
   stays in local memory across the five k-blocks of row i, so it moves
   in once and out once per row: in = 128 * (128 * 4 + 128 * 512 + 512)
   = 8519680 bytes, out = 128 * 512 = 65536 bytes; A and B blocks still
   move for every tile.  */
/* { accblock-final { scan-stats "\"tiles\": 640," } } */
/* { accblock-final { scan-stats "\"dma_in_bytes\": 8519680," } } */
/* { accblock-final { scan-stats "\"dma_out_bytes\": 65536," } } */
/* { accblock-final { scan-stats "\"direct_accesses\": 0," } } */

#include <stdio.h>

#define N 128

int A[N][N], B[N][N], C[N][N];

int
main (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	A[i][j] = (i * 5 + j) % 9 - 4;
	B[i][j] = (2 * i + j) % 7 - 3;
	C[i][j] = i - 2 * j;
      }
#pragma acc parallel loop block(i:1, k:30)
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	C[i][j] += A[i][k] * B[k][j];
  long sum = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      sum += (long) C[i][j] * (3 * i + j + 1);
  printf ("%ld\n", sum);
  return 0;
}
