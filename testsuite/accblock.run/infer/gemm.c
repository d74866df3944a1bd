/* gemm (C = alpha * A * B + beta * C) in the style of the OpenACC
   benchmark suites: the arrays and the loop bounds are kernel
   parameters; an "acc data" region around an "acc parallel" region with
   a gang loop over the rows, a vector loop over the columns and a
   sequential reduction over k; no block clause.  Why: -fauto-block must
   infer a clause for the nest when it first runs (the sizes are not
   square, so a transposed index would show) and the program must print
   bit for bit what plain gcc's build prints (see infer.exp).  Other
   sizes: -DNI=... -DNJ=... -DNK=...  */

#include "print-array.h"

#ifndef NI
#define NI 40
#endif
#ifndef NJ
#define NJ 44
#endif
#ifndef NK
#define NK 52
#endif

static double A[NI][NK], B[NK][NJ], C[NI][NJ];

static void
init_array (int ni, int nj, int nk, double *alpha, double *beta,
	    double c[NI][NJ], double a[NI][NK], double b[NK][NJ])
{
  int i, j;

  *alpha = 32412;
  *beta = 2123;
  for (i = 0; i < ni; i++)
    for (j = 0; j < nk; j++)
      a[i][j] = ((double) i * j) / ni;
  for (i = 0; i < nk; i++)
    for (j = 0; j < nj; j++)
      b[i][j] = ((double) i * j) / nj;
  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++)
      c[i][j] = ((double) i * j) / ni;
}

/* The loop bounds are parameters, as in the benchmark suites' default
   builds: the trip counts are only known at run time, so the runtime
   runs the search at the first dispatch.  */
static void
kernel_gemm (int ni, int nj, int nk, double alpha, double beta,
	     double c[NI][NJ], double a[NI][NK], double b[NK][NJ])
{
  int i, j, k;

#pragma acc data copyin(a[0:NI][0:NK], b[0:NK][0:NJ]) copy(c[0:NI][0:NJ])
  {
#pragma acc parallel
    {
#pragma acc loop gang independent
      for (i = 0; i < ni; i++)
	{
#pragma acc loop vector independent
	  for (j = 0; j < nj; j++)
	    {
	      c[i][j] *= beta;
#pragma acc loop seq
	      for (k = 0; k < nk; k++)
		c[i][j] += alpha * a[i][k] * b[k][j];
	    }
	}
    }
  }
}

int
main (void)
{
  double alpha, beta;

  init_array (NI, NJ, NK, &alpha, &beta, C, A, B);
  kernel_gemm (NI, NJ, NK, alpha, beta, C, A, B);
  print_array ("C", &C[0][0], NI * NJ);
  return 0;
}
