/* A split group stages the array it sums into zero-filled (nothing
   fetched) and adds its box to main memory (the box in and out): int
   matmul of order 32 in tiles of 16 x 8 x 16 with k split in 2 runs 8
   tasks (i, k group, j) of 2 tiles each, one per accelerator, which
   fetch A and B 8 x 2 x 512 bytes each and combine C's 1024-byte box 8
   times: 24576 bytes in and 8192 out.  Without the split the 4 tasks
   fetch A and B as much but C only 4 times: 20480 in and 4096 out.
   Output as plain gcc's.  */

/* { dg-set-target-env-var ACCBLOCK_THREADS "2" } */
/* { accblock-final { scan-stats "\"dma_in_bytes\": 24576," } } */
/* { accblock-final { scan-stats "\"dma_out_bytes\": 8192," } } */
/* { accblock-final { scan-stats "\"tiles\": 16," } } */

#include <stdio.h>

#define N 32
int A[N][N], B[N][N], C[N][N];

int
main (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	A[i][j] = i + 2 * j - 40;
	B[i][j] = 3 * i - j;
	C[i][j] = i * j;
      }
#pragma acc loop block(i:16, k:8, j:16) split(k:2)
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	C[i][j] += A[i][k] * B[k][j];
  long long check = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      check = check * 33 + C[i][j];
  printf ("%lld\n", check);
  return 0;
}
