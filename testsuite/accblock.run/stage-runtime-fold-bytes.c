/* The halo the runtime adds for a loop folded at run time is exactly the
   range that loop's index takes: 64 outputs in tiles of 16 over a filter
   of 5 taps (both counts known only at run time) stage 16 + 4 elements
   of x and the 5 of h per tile, 4 * 25 * 8 = 800 bytes in all, and write
   y back, 512 bytes.  A halo one element too short changes the output,
   one too long the byte count.  */

/* { dg-set-target-env-var ACCBLOCK_THREADS "2" } */
/* { accblock-final { scan-stats "\"dma_in_bytes\": 800," } } */
/* { accblock-final { scan-stats "\"dma_out_bytes\": 512," } } */
/* { accblock-final { scan-stats "\"direct_accesses\": 0," } } */

#include <stdio.h>

double x[64 + 8], h[8], y[64];

static void
convolve (int n, int taps)
{
#pragma acc loop block(i:16)
  for (int i = 0; i < n; i++)
    {
      double s = 0;
      for (int k = 0; k < taps; k++)
	s += h[k] * x[i + k];
      y[i] = s;
    }
}

int
main (int argc, char **argv)
{
  (void) argv;
  for (int i = 0; i < 64 + 8; i++)
    x[i] = (i * 5 % 11) - 4.5;
  for (int k = 0; k < 8; k++)
    h[k] = 0.25 * k - 1;
  convolve (63 + argc, 4 + argc);
  for (int i = 0; i < 64; i++)
    printf ("%a%c", y[i], i % 8 == 7 ? '\n' : ' ');
  return 0;
}
