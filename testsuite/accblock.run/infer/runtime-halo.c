/* A filter whose length is known only at run time over an outer loop of
   constant length: -fauto-block leaves the block size of i to the
   runtime, which prices x's box with the halo it knows; x and h are
   staged (no access goes to main memory) and the output is plain
   gcc's.  */

#include <stdio.h>

#define N 2000
double x[N + 64], h[64], y[N];

static void
filter (int taps)
{
#pragma acc parallel loop
  for (int i = 0; i < N; i++)
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
  for (int i = 0; i < N + 64; i++)
    x[i] = (i * 7 % 19) * 0.125 - 1;
  for (int k = 0; k < 64; k++)
    h[k] = 1.0 / (k + 1);
  filter (16 + argc);
  double sum = 0;
  for (int i = 0; i < N; i++)
    sum += y[i] * (i % 13);
  printf ("%a %a %a\n", y[0], y[N - 1], sum);
  return 0;
}
