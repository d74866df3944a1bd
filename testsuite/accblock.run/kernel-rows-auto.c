/* -fauto-block on the host target gives a double matrix product whole
   rows of C per core and stages none of its blocks (plugin/gemm-shape.cc,
   infer-kernel-rows.c): compiled for two cores, block(i:34) of its 67
   rows, and no byte is staged.  The orders are no multiples of
   anything, the product runs on three threads in reverse order, and the
   output must be plain gcc's; the values are small integers, exact in
   any order of the sums.  */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fplugin-arg-accblock-target=host -fplugin-arg-accblock-num-accel=2" } */
/* { dg-set-target-env-var ACCBLOCK_TARGET "host" } */
/* { dg-set-target-env-var ACCBLOCK_THREADS "3" } */
/* { dg-set-target-env-var ACCBLOCK_SCHEDULE "reverse" } */
/* { accblock-final { scan-stats "kernel-rows-auto.c:31:\[0-9\]+\", \"block\": \\\[34, 0, 0\\\], \"tiles\": \[0-9\]+, \"dma_in_bytes\": 0, \"dma_out_bytes\": 0," } } */

#include <stdio.h>

#define NI 67
#define NK 45
#define NJ 53

static double A[NI][NK], B[NK][NJ], C[NI][NJ];

int
main (void)
{
  for (int i = 0; i < NI; i++)
    for (int k = 0; k < NK; k++)
      A[i][k] = (i * 5 + k * 7) % 13 - 6;
  for (int k = 0; k < NK; k++)
    for (int j = 0; j < NJ; j++)
      B[k][j] = (k * 3 + j * 2) % 11 - 5;
#pragma acc parallel loop
  for (int i = 0; i < NI; i++)
    for (int k = 0; k < NK; k++)
      for (int j = 0; j < NJ; j++)
	C[i][j] += A[i][k] * B[k][j];
  double sum = 0;
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      sum += C[i][j] * (i + 1) - j;
  printf ("%.1f %.1f %.1f\n", sum, C[0][0], C[NI - 1][NJ - 1]);
  return 0;
}
