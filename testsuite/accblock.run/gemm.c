/* The gemm kernel as an imperfect nest: C[i][j] *= beta sits inside the
   deepest blocked level j, before the k loop, and the k loop
   accumulates in place.  */

#include <stdio.h>

#define NI 13
#define NJ 11
#define NK 17

double A[NI][NK], B[NK][NJ], C[NI][NJ];

int
main (void)
{
  double alpha = 1.5, beta = 1.2;
  for (int i = 0; i < NI; i++)
    for (int k = 0; k < NK; k++)
      A[i][k] = (double) (i * k % NI) / NI;
  for (int k = 0; k < NK; k++)
    for (int j = 0; j < NJ; j++)
      B[k][j] = (double) (k * (j + 1) % NJ) / NJ;
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      C[i][j] = (double) (i * j % 7) / 7;

#pragma acc parallel loop block(i:4, j:3)
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      {
	C[i][j] *= beta;
	for (int k = 0; k < NK; k++)
	  C[i][j] += alpha * A[i][k] * B[k][j];
      }

  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      printf ("C[%d][%d] = %a\n", i, j, C[i][j]);
  return 0;
}
