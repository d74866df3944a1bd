/* The runtime settings in the spellings libgomp takes for OMP_*
   variables: switches as yes/on/FALSE/True, keywords in any case, blanks
   around values, OMP_SCHEDULE's KIND,CHUNK and a size in KiB.  Today's
   matmul of timing-report.c (N=128, block(i:1, k:30): 128 outer rows of
   5 tiles on 64 accelerators): under static,4 the rows go in chunks of
   4, so accelerators 0-31 run 20 tiles each and 32-63 none, where the
   plain static schedule gives every accelerator 10.  */
/* { dg-set-target-env-var ACCBLOCK_TIMING "Yes" } */
/* { dg-set-target-env-var ACCBLOCK_SCHEDULE " Static , 4 " } */
/* { dg-set-target-env-var ACCBLOCK_TARGET "PAPER" } */
/* { dg-set-target-env-var ACCBLOCK_LOCAL_MEM "16kib" } */
/* { dg-set-target-env-var ACCBLOCK_REUSE "on" } */
/* { dg-set-target-env-var ACCBLOCK_STAGE "True" } */
/* { dg-set-target-env-var ACCBLOCK_DOUBLE_BUFFER " FALSE " } */
/* { dg-set-target-env-var ACCBLOCK_WAIT_POLICY "Passive" } */
/* { dg-set-target-env-var ACCBLOCK_THREADS " 2" } */
/* { accblock-final { scan-stderr "accblock timing report: target paper, 64 accelerators x 16384 bytes, 2 host threads, static,4 schedule, staging on, reuse on, double buffering off" } } */
/* { accblock-final { scan-stderr " min:\[0-9\]+ +0 " } } */
/* { accblock-final { scan-stderr " max:\[0-9\]+ +20 " } } */
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
