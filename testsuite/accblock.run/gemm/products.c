/* Tiles that are matrix products call __accblock_gemm_update
   (plugin/gemm-*.cc; accblock.dg/gemm-remarks.c checks which do): the
   i-k-j product on global arrays under several block clauses (k tiles
   in order), the scaled forms s * A * B and A * s * B, a function
   taking VLA parameters called with edge sizes (1, odd, no rows; not
   rows of length 0, which the runtime refuses for a VLA section), a
   nest on global arrays whose trip counts are variables, 0 among them,
   and the
   imperfect gemm nest whose i loop is distributed.  The output is a
   bit-exact digest of each result, compared with plain gcc's:
   gemm.exp builds it at -O0, -O2 and -O2 -march=native, where GCC
   fuses multiplies and adds and the call must too, on 1 and 3 threads
   and with the reverse schedule.  */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-target=host" } */
/* { dg-set-target-env-var ACCBLOCK_TARGET "host" } */

#include "gemm-common.h"

#define NI 37
#define NK 29
#define NJ 45

double A[NI][NK], B[NK][NJ], C[NI][NJ];

static void
reset (void)
{
  gemm_fill (NI, NK, A, 1);
  gemm_fill (NK, NJ, B, 2);
  gemm_fill (NI, NJ, C, 3);
}

static void
globals (double s)
{
  reset ();
#pragma acc parallel loop block(i:5)
  for (int i = 0; i < NI; i++)
    for (int k = 0; k < NK; k++)
      for (int j = 0; j < NJ; j++)
	C[i][j] += A[i][k] * B[k][j];
  gemm_print ("ikj block(i:5)", NI, NJ, C);

  reset ();
#pragma acc parallel loop block(i:4, k:6)
  for (int i = 0; i < NI; i++)
    for (int k = 0; k < NK; k++)
      for (int j = 0; j < NJ; j++)
	C[i][j] += A[i][k] * B[k][j];
  gemm_print ("ikj block(i:4, k:6)", NI, NJ, C);

  reset ();
#pragma acc parallel loop block(i:8, k:7, j:16)
  for (int i = 0; i < NI; i++)
    for (int k = 0; k < NK; k++)
      for (int j = 0; j < NJ; j++)
	C[i][j] += A[i][k] * B[k][j];
  gemm_print ("ikj block(i:8, k:7, j:16)", NI, NJ, C);

  reset ();
#pragma acc parallel loop block(i:8)
  for (int i = 0; i < NI; i++)
    for (int k = 0; k < NK; k++)
      for (int j = 0; j < NJ; j++)
	C[i][j] += s * A[i][k] * B[k][j];
  gemm_print ("s*A*B", NI, NJ, C);

  reset ();
#pragma acc parallel loop block(i:3, k:5)
  for (int i = 0; i < NI; i++)
    for (int k = 0; k < NK; k++)
      for (int j = 0; j < NJ; j++)
	C[i][j] = C[i][j] + A[i][k] * s * B[k][j];
  gemm_print ("A*s*B", NI, NJ, C);

  reset ();
#pragma acc parallel loop block(i:6)
  for (int i = 0; i < NI; i++)
    {
      for (int j = 0; j < NJ; j++)
	C[i][j] *= 1.2;
      for (int k = 0; k < NK; k++)
	for (int j = 0; j < NJ; j++)
	  C[i][j] += s * A[i][k] * B[k][j];
    }
  gemm_print ("gemm imperfect", NI, NJ, C);
}

static void __attribute__ ((noinline))
bounds (int ni, int nj, int nk)
{
  reset ();
#pragma acc parallel loop
  for (int i = 0; i < ni; i++)
    for (int k = 0; k < nk; k++)
      for (int j = 0; j < nj; j++)
	C[i][j] += A[i][k] * B[k][j];
  gemm_print ("bounds", NI, NJ, C);
}

static void __attribute__ ((noinline))
vla_product (int ni, int nj, int nk, double c[ni][nj], double a[ni][nk],
	     double b[nk][nj])
{
#pragma acc parallel loop
  for (int i = 0; i < ni; i++)
    for (int k = 0; k < nk; k++)
      for (int j = 0; j < nj; j++)
	c[i][j] += a[i][k] * b[k][j];
}

static void
vla (int ni, int nj, int nk)
{
  double (*a)[nk] = (double (*)[nk]) A;
  double (*b)[nj] = (double (*)[nj]) B;
  double (*c)[nj] = (double (*)[nj]) C;
  gemm_fill (ni, nk, a, 4);
  gemm_fill (nk, nj, b, 5);
  gemm_fill (ni, nj, c, 6);
  vla_product (ni, nj, nk, c, a, b);
  gemm_print ("vla", ni, nj, c);
}

int
main (void)
{
  globals (0.7);
  vla (13, 17, 11);
  vla (1, 1, 1);
  vla (1, 33, 2);
  vla (0, 5, 5);
  vla (NI, NJ, NK);
  bounds (NI, NJ, NK);
  bounds (NI - 1, NJ - 2, NK - 3);
  bounds (NI, NJ, 0);
  bounds (NI, 0, NK);
  bounds (0, NJ, NK);
  bounds (1, 1, 1);
  return 0;
}
