/* 2mm (D = alpha * A * B * C + beta * D, through tmp = alpha * A * B) in
   the style of the OpenACC benchmark suites: one "acc data" region holds
   both products, each an "acc parallel loop" with a collapsed pair of
   parallel loops around a sequential reduction, no block clause.  Why:
   -fauto-block must infer a clause for both nests, the second reading
   what the first wrote inside the same data region, and the program must
   print bit for bit what plain gcc's build prints (see infer.exp).
   Other sizes: -DNI=... -DNJ=... -DNK=... -DNL=...  */

#include "print-array.h"

#ifndef NI
#define NI 32
#endif
#ifndef NJ
#define NJ 36
#endif
#ifndef NK
#define NK 40
#endif
#ifndef NL
#define NL 44
#endif

static double tmp[NI][NJ], A[NI][NK], B[NK][NJ], C[NJ][NL], D[NI][NL];

static void
init_array (double *alpha, double *beta)
{
  int i, j;

  *alpha = 1.5;
  *beta = 1.2;
  for (i = 0; i < NI; i++)
    for (j = 0; j < NK; j++)
      A[i][j] = (double) ((i * j + 1) % NI) / NI;
  for (i = 0; i < NK; i++)
    for (j = 0; j < NJ; j++)
      B[i][j] = (double) (i * (j + 1) % NJ) / NJ;
  for (i = 0; i < NJ; i++)
    for (j = 0; j < NL; j++)
      C[i][j] = (double) ((i * (j + 3) + 1) % NL) / NL;
  for (i = 0; i < NI; i++)
    for (j = 0; j < NL; j++)
      D[i][j] = (double) (i * (j + 2) % NK) / NK;
}

static void
kernel_2mm (double alpha, double beta)
{
  int i, j, k;

#pragma acc data copyin(A, B, C) create(tmp) copy(D)
  {
#pragma acc parallel loop collapse(2)
    for (i = 0; i < NI; i++)
      for (j = 0; j < NJ; j++)
	{
	  tmp[i][j] = 0.0;
#pragma acc loop seq
	  for (k = 0; k < NK; ++k)
	    tmp[i][j] += alpha * A[i][k] * B[k][j];
	}
#pragma acc parallel loop collapse(2)
    for (i = 0; i < NI; i++)
      for (j = 0; j < NL; j++)
	{
	  D[i][j] *= beta;
#pragma acc loop seq
	  for (k = 0; k < NJ; ++k)
	    D[i][j] += tmp[i][k] * C[k][j];
	}
  }
}

int
main (void)
{
  double alpha, beta;

  init_array (&alpha, &beta);
  kernel_2mm (alpha, beta);
  print_array ("tmp", &tmp[0][0], NI * NJ);
  print_array ("D", &D[0][0], NI * NL);
  return 0;
}
