/* The paper's matmul with no block clause (see infer.exp): with
   auto=greedy the inferred block(i:1, k:30) runs in 128 * ceil (128 /
   30) = 640 tiles, with auto=model block(i:16, k:16, j:32)
   split(k:2), whose j tiles run in parallel too and whose k tiles run
   in two groups that sum into C apart, in 8 * 8 * 4 = 256 (see
   accblock.auto/matmul-model.c for why); either way the product must
   be what plain gcc computes.  */

#include <stdio.h>

#define N 128

int A[N][N], B[N][N], C[N][N];

int
main (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	A[i][j] = (i + 2 * j) % 7 - 3;
	B[i][j] = (3 * i + j) % 5 - 2;
	C[i][j] = i - j;
      }
#pragma acc parallel loop
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	C[i][j] += A[i][k] * B[k][j];
  long long sum = 0, weighted = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	sum += C[i][j];
	weighted += (long long) C[i][j] * (i * N + j + 1);
      }
  printf ("%lld %lld %d %d\n", sum, weighted, C[0][0], C[N - 1][N - 1]);
  return 0;
}
