/* Tiles that do not fit local memory: with 4 KiB, a tile of
   block(i:1, k:30) needs 16000 bytes, so the runtime splits it along k
   until the parts fit (the split parts still run in the original order);
   with 512 bytes even one iteration's blocks (B and C rows of 512 bytes
   each) do not fit, so the largest arrays stay in main memory, which the
   runtime reports once per nest and array.  Local memory is never
   overflowed and the product is what plain gcc computes.  */
/* { dg-set-target-env-var ACCBLOCK_LOCAL_MEM "512" } */
/* { accblock-final { scan-stderr "accblock: \[^ \]*stage-fallback.c:\[0-9\]+:\[0-9\]+: array '\[BC\]' needs \[0-9\]+ bytes of local memory but only" } } */
/* { accblock-final { scan-stats "\"lmem_high_water_bytes\": (\[0-9\]|\[0-9\]\[0-9\]|\[1-4\]\[0-9\]\[0-9\]|50\[0-9\]|51\[0-2\])," } } */
/* { accblock-final { scan-stats "\"direct_accesses\": \[1-9\]" } } */

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
