/* The ACCBLOCK_TIMING report of the paper's matmul (int, N=128,
   block(i:1, k:30), default target: 64 accelerators x 16 KiB): 640 tiles,
   and under the static schedule every accelerator runs exactly 10, so
   the least and the most loaded accelerators both show 10 tiles.  */
/* { dg-set-target-env-var ACCBLOCK_TIMING "1" } */
/* { dg-set-target-env-var ACCBLOCK_SCHEDULE "static" } */
/* { accblock-final { scan-stderr "accblock timing report: target paper, 64 accelerators x 16384 bytes" } } */
/* { accblock-final { scan-stderr "nest \[^ \]*timing-report.c:\[0-9\]+:\[0-9\]+ block\\(i:1, k:30\\): 1 dispatch, 640 tiles" } } */
/* { accblock-final { scan-stderr " min:\[0-9\]+ +10 " } } */
/* { accblock-final { scan-stderr " max:\[0-9\]+ +10 " } } */
/* { accblock-final { scan-stderr " total +640 " } } */

#include <stdio.h>

#define N 128
int A[N][N], B[N][N], C[N][N];

int
main (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
        A[i][j] = i + 2 * j;
        B[i][j] = i - j;
      }
#pragma acc parallel loop block(i:1, k:30)
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
        C[i][j] += A[i][k] * B[k][j];
  long sum = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      sum += (long) C[i][j] * (i + 1) + j;
  printf ("%ld\n", sum);
  return 0;
}
