/* A strided write: y[2 * i] over i = 0 .. 99 with block(i:10).  The
   block of y a tile writes spans y[2 * i0 .. 2 * i0 + 18], 19 floats,
   of which the tile writes only the even ones: the box is fetched before
   the tile so that writing it back returns the odd elements unchanged
   (the output, compared with plain gcc, shows them).  Per tile:
   x[i0 .. i0 + 9] (40 bytes) and the y box (76 bytes) in, the y box out:
     in = 10 * (40 + 76) = 1160, out = 10 * 76 = 760.  */
/* { dg-set-target-env-var ACCBLOCK_REUSE "0" } */
/* { accblock-final { scan-stats "\"tiles\": 10," } } */
/* { accblock-final { scan-stats "\"dma_in_bytes\": 1160," } } */
/* { accblock-final { scan-stats "\"dma_out_bytes\": 760," } } */

#include <stdio.h>

float x[100], y[200];

int
main (void)
{
  for (int i = 0; i < 100; i++)
    x[i] = i * 0.5f - 7;
  for (int i = 0; i < 200; i++)
    y[i] = -i;
#pragma acc parallel loop block(i:10)
  for (int i = 0; i < 100; i++)
    y[2 * i] = x[i] * 3;
  for (int i = 0; i < 200; i++)
    printf ("%a\n", y[i]);
  return 0;
}
