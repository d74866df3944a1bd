/* ACCBLOCK_STAGE=0, the paper's baseline: the same tiles, no DMA at all,
   every access in main memory: the matmul body has 4 references (A, B
   and the load and store of C) over 128^3 iterations: 8388608 direct
   accesses.  */
/* { dg-set-target-env-var ACCBLOCK_STAGE "0" } */
/* { accblock-final { scan-stats "\"tiles\": 640," } } */
/* { accblock-final { scan-stats "\"dma_in_bytes\": 0," } } */
/* { accblock-final { scan-stats "\"dma_out_bytes\": 0," } } */
/* { accblock-final { scan-stats "\"direct_accesses\": 8388608," } } */

#include <stdio.h>

#define N 128

int A[N][N], B[N][N], C[N][N];

int
main (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	A[i][j] = (i * 7 + j) % 11 - 5;
	B[i][j] = (i + 3 * j) % 13 - 6;
	C[i][j] = i ^ j;
      }
#pragma acc parallel loop block(i:1, k:30)
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	C[i][j] += A[i][k] * B[k][j];
  long sum = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      sum += (long) C[i][j] * (i + 2 * j + 1);
  printf ("%ld\n", sum);
  return 0;
}
