/* On the host target the tile functions are also built for AVX2 and
   AVX-512F at -O2 (accblock.dg/tile-clones-host.c), and the processor
   running this test picks one of the versions.  None may change a
   result: integer products that the baseline multiplies in two halves
   and a wide version in one instruction, wrapping 8- and 16-bit sums,
   and floating-point updates whose rounding shows whether a multiply
   and an add were fused (the AVX-512F version is compiled without
   contraction).  Odd sizes leave partial tiles and vector epilogues.
   The output is compared with plain gcc's bit for bit at -O0 (no
   clones) and -O2.  */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-target=host" } */
/* { dg-set-target-env-var ACCBLOCK_TARGET "host" } */
/* { accblock-final { scan-stats "\"tiles\": [1-9]" } } */

#include <stdio.h>

#define NI 45
#define NK 39
#define NJ 71

int ia[NI][NK], ib[NK][NJ], ic[NI][NJ];
short hs[NI][NJ];
unsigned char ub[NK][NJ], uc[NI][NJ];
double da[NI][NK], db[NK][NJ], dc[NI][NJ];
float fu[NI][NJ], fw[NK][NJ];

static void
fill (void)
{
  for (int i = 0; i < NI; i++)
    for (int k = 0; k < NK; k++)
      {
	ia[i][k] = (i * 7919 + k * 104729) % 65521 - 32760;
	da[i][k] = 1.0 / (1 + i + 3 * k);
      }
  for (int k = 0; k < NK; k++)
    for (int j = 0; j < NJ; j++)
      {
	ib[k][j] = (k * 31337 + j * 7) % 40009 - 20000;
	ub[k][j] = (unsigned char) (k * 13 + j * 29);
	db[k][j] = (k - j) / 7.0 + 1e-9 * j;
	fw[k][j] = (float) (k * j % 11) / 3.0f;
      }
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      {
	ic[i][j] = i - j;
	hs[i][j] = (short) (i * j);
	uc[i][j] = (unsigned char) (i + j);
	dc[i][j] = 1e16 * (i % 3) - 1.0 / (j + 1);
	fu[i][j] = (float) ((i + j) % 5) - 2.5f;
      }
}

int
main (void)
{
  fill ();

  /* 32-bit products that wrap: the low halves must agree.  */
#pragma acc parallel loop block(i:4, k:8, j:32)
  for (int i = 0; i < NI; i++)
    for (int k = 0; k < NK; k++)
      for (int j = 0; j < NJ; j++)
	ic[i][j] = (int) ((unsigned) ic[i][j]
			  + (unsigned) ia[i][k] * (unsigned) ib[k][j]);

#pragma acc parallel loop block(i:5, k:6)
  for (int i = 0; i < NI; i++)
    for (int k = 0; k < NK; k++)
      for (int j = 0; j < NJ; j++)
	{
	  hs[i][j] = (short) (hs[i][j] * 3 + ib[k][j]);
	  uc[i][j] = (unsigned char) (uc[i][j] + ub[k][j] * (i + 1));
	}

  /* Fused, each of these would round once where the program rounds
     twice.  */
#pragma acc parallel loop block(i:3, k:7, j:16)
  for (int i = 0; i < NI; i++)
    for (int k = 0; k < NK; k++)
      for (int j = 0; j < NJ; j++)
	dc[i][j] = dc[i][j] * 1.000001 + da[i][k] * db[k][j];

#pragma acc parallel loop block(i:4, k:5)
  for (int i = 0; i < NI; i++)
    for (int k = 0; k < NK; k++)
      for (int j = 0; j < NJ; j++)
	fu[i][j] = fu[i][j] * 0.75f + fw[k][j] * fu[i][j] - fw[k][j];

  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      printf ("%d %d %d %d %u %a %a\n", i, j, ic[i][j], hs[i][j],
	      (unsigned) uc[i][j], dc[i][j], (double) fu[i][j]);
  return 0;
}
