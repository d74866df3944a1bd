/* On the host target the tile functions get unroll-and-jam at -O2
   (accblock.dg/tile-unroll-jam-host.c).  It must not change a result:
   each nest below is jammed in its tile (checked with
   -fopt-info-loop-optimized when this test was written), each element
   sees the same floating-point operations in the same order, and the
   output is compared with plain gcc's bit for bit.  Odd sizes leave
   partial tiles and odd jam remainders; the second nest reads what it
   writes through a shifted row, the third accumulates in an order that
   rounding makes visible.  */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-target=host" } */
/* { dg-set-target-env-var ACCBLOCK_TARGET "host" } */
/* { accblock-final { scan-stats "\"tiles\": [1-9]" } } */

#include <stdio.h>

#define NI 37
#define NK 41
#define NJ 53

double a[NI][NK], b[NK][NJ], c[NI][NJ];
float u[NI + 1][NJ], w[NK][NJ];
double s[NI][NJ];

static void
fill (void)
{
  for (int i = 0; i < NI; i++)
    for (int k = 0; k < NK; k++)
      a[i][k] = 1.0 / (1 + i + 3 * k);
  for (int k = 0; k < NK; k++)
    for (int j = 0; j < NJ; j++)
      {
	b[k][j] = (k - j) / 7.0 + 1e-9 * j;
	w[k][j] = (float) (k * j % 11) / 3.0f;
      }
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      {
	c[i][j] = 1e16 * (i % 3) - 1.0 / (j + 1);
	u[i][j] = (float) ((i + j) % 5) - 2.5f;
	s[i][j] = 0;
      }
}

int
main (void)
{
  fill ();

#pragma acc parallel loop block(i:5, k:6, j:16)
  for (int i = 0; i < NI; i++)
    for (int k = 0; k < NK; k++)
      for (int j = 0; j < NJ; j++)
	c[i][j] += a[i][k] * b[k][j];

  /* Row i + 1 of u is updated from row i + 1 itself and w: the i loop
     carries nothing, k does.  */
#pragma acc parallel loop block(i:4, k:7)
  for (int i = 0; i < NI; i++)
    for (int k = 0; k < NK; k++)
      for (int j = 0; j < NJ; j++)
	u[i + 1][j] = u[i + 1][j] * 0.5f + w[k][j];

#pragma acc parallel loop block(i:3, k:9, j:8)
  for (int i = 0; i < NI; i++)
    for (int k = 0; k < NK; k++)
      for (int j = 0; j < NJ; j++)
	s[i][j] = s[i][j] * 1.000001 + c[i][j] * b[k][j] - a[i][k];

  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      printf ("%d %d %a %a %a\n", i, j, c[i][j], (double) u[i + 1][j],
	      s[i][j]);
  return 0;
}
