/* Nests whose references are a double matrix product's carry
   ACCBLOCK_NEST_KERNEL_PACKS (plugin/gemm-shape.cc): on the host target
   the runtime stages none of their sections, since the kernel packs its
   blocks itself.  PRODUCT is one, run by the kernel; NOT_PRODUCT has
   the same references but adds A to B, so gemm-match.cc leaves its tile
   loop as it is, and that loop runs on the arrays in main memory.  Both
   clauses would stage every block on the host otherwise (4096
   iterations a tile, 8 per element of the largest block), and the
   integer control nest still does.  Every output is plain gcc's; the
   values are small integers, exact in any order of the sums.  */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-target=host" } */
/* { dg-set-target-env-var ACCBLOCK_TARGET "host" } */
/* { dg-set-target-env-var ACCBLOCK_THREADS "3" } */
/* { accblock-final { scan-stats "kernel-packs-host.c:30:\[0-9\]+\", \"block\": \[^\]\]*\], \"tiles\": \[0-9\]+, \"dma_in_bytes\": 0, \"dma_out_bytes\": 0, \[^\}\]*\"staged_sections\": 0," } } */
/* { accblock-final { scan-stats "kernel-packs-host.c:40:\[0-9\]+\", \"block\": \[^\]\]*\], \"tiles\": \[0-9\]+, \"dma_in_bytes\": 0, \"dma_out_bytes\": 0, \[^\}\]*\"staged_sections\": 0," } } */
/* { accblock-final { scan-stats "kernel-packs-host.c:50:\[0-9\]+\", \"block\": \[^\]\]*\], \"tiles\": \[0-9\]+, \"dma_in_bytes\": \[1-9\]" } } */

#include <stdio.h>

#define NI 40
#define NK 48
#define NJ 64

static double A[NI][NK], B[NK][NJ], C[NI][NJ], D[NI][NJ];
static int IA[NI][NK], IB[NK][NJ], IC[NI][NJ];

static void
product (void)
{
#pragma acc parallel loop block(i:8, k:16, j:32)
  for (int i = 0; i < NI; i++)
    for (int k = 0; k < NK; k++)
      for (int j = 0; j < NJ; j++)
	C[i][j] += A[i][k] * B[k][j];
}

static void
not_product (void)
{
#pragma acc parallel loop block(i:8, k:16, j:32)
  for (int i = 0; i < NI; i++)
    for (int k = 0; k < NK; k++)
      for (int j = 0; j < NJ; j++)
	D[i][j] += A[i][k] + B[k][j];
}

static void
int_product (void)
{
#pragma acc parallel loop block(i:8, k:16, j:32)
  for (int i = 0; i < NI; i++)
    for (int k = 0; k < NK; k++)
      for (int j = 0; j < NJ; j++)
	IC[i][j] += IA[i][k] * IB[k][j];
}

int
main (void)
{
  for (int i = 0; i < NI; i++)
    for (int k = 0; k < NK; k++)
      {
	A[i][k] = (i * 7 + k * 3) % 11 - 5;
	IA[i][k] = (int) A[i][k];
      }
  for (int k = 0; k < NK; k++)
    for (int j = 0; j < NJ; j++)
      {
	B[k][j] = (k * 5 + j) % 9 - 4;
	IB[k][j] = (int) B[k][j];
      }
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      C[i][j] = D[i][j] = IC[i][j] = (i + j) % 3;
  product ();
  not_product ();
  int_product ();
  double sum_c = 0, sum_d = 0;
  long sum_ic = 0;
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      {
	sum_c += C[i][j] * (i + 1) - j;
	sum_d += D[i][j] * (j + 1) - i;
	sum_ic += (long) IC[i][j] * (i + 2);
      }
  printf ("%.1f %.1f %ld %.1f %.1f %d\n", sum_c, sum_d, sum_ic, C[NI - 1][3],
	  D[2][NJ - 1], IC[5][7]);
  return 0;
}
