/* A nest that moves to a new element in every iteration of each of its
   loops (an initialisation, a stencil sweep, a row scaled in place)
   streams its data through memory: wider vectors do not shorten it, and
   its host tile function keeps the baseline version only, which spares
   the compile two more versions of it (reuse.cc).  A matrix
   product, whose references each leave one loop out, is still cloned
   (tile-clones.h), and so is an imperfect nest one of whose loops reuses
   all it touches, although another of its loops streams, and a nest
   that computes in registers, without memory references.  An explicit
   list clones every tile function: that is the user's choice.
   gemm=no: a product tile that calls the runtime's kernel loses its
   default clones (gemm-no-clones.c); these products test the clones.  */
/* { dg-do compile { target x86_64-*-* i?86-*-* } } */
/* { dg-options "-O2 -fplugin-arg-accblock-block -fplugin-arg-accblock-target=host -fplugin-arg-accblock-gemm=no -fplugin-arg-accblock-dump" } */

#include "tile-clones.h"

double u[64][64], v[64][64];

void
fill (void)
{
#pragma acc loop block(i:8, j:32)
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      u[i][j] = i * 0.5 + j;
}

void
sweep (void)
{
#pragma acc loop block(i:8)
  for (int i = 1; i < 63; i++)
    for (int j = 1; j < 63; j++)
      v[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
}

void
scaled_product (double beta)
{
#pragma acc loop block(i:8)
  for (int i = 0; i < 64; i++)
    {
      for (int j = 0; j < 64; j++)
	z[i][j] *= beta;
      for (int k = 0; k < 64; k++)
	for (int j = 0; j < 64; j++)
	  z[i][j] += x[i][k] * y[k][j];
    }
}

double
sum_squares (void)
{
  double s = 0;
#pragma acc loop block(i:64) reduction(+:s)
  for (int i = 0; i < 4096; i++)
    s += (double) i * i;
  return s;
}

/* { dg-final { scan-accblock-dump "tile function sum_squares\\.accblock\\.0 cloned for avx2 avx512f" } } */
/* { dg-final { scan-accblock-dump "tile function product\\.accblock\\.0 cloned for avx2 avx512f" } } */
/* { dg-final { scan-accblock-dump "tile function fill\\.accblock\\.0 not cloned: every loop of the nest moves to a new element in each iteration: the nest streams its data" } } */
/* { dg-final { scan-accblock-dump "tile function sweep\\.accblock\\.0 not cloned: every loop of the nest moves to a new element" } } */
/* { dg-final { scan-accblock-dump "tile function scaled_product\\.accblock\\.0 cloned for avx2 avx512f" } } */
/* { dg-final { scan-assembler "\nproduct\\.accblock\\.0\\.avx2:" } } */
/* { dg-final { scan-assembler "\nscaled_product\\.accblock\\.0\\.avx512f:" } } */
/* { dg-final { scan-assembler "\nfill\\.accblock\\.0:" } } */
/* { dg-final { scan-assembler-not "fill\\.accblock\\.0\\.(avx|default)" } } */
/* { dg-final { scan-assembler-not "sweep\\.accblock\\.0\\.(avx|default)" } } */
