/* stage-matmul.h -- the paper's matrix multiplication for the staging
   and schedule tests.

   Why this file exists: several tests run the same program (int,
   N = 128, block(i:1, k:30) unless the test defines N and
   MATMUL_CLAUSE first) under different settings and check different
   statistics; each test file holds its settings and checks, this header
   the program.  */

#include <stdio.h>

#ifndef N
#define N 128
#endif

#ifndef MATMUL_CLAUSE
#define MATMUL_CLAUSE block(i:1, k:30)
#endif

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
#pragma acc parallel loop MATMUL_CLAUSE
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
