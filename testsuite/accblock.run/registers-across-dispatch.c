/* A caller that keeps many values in registers across calls of a
   function that dispatches.  On x86-64 the dispatch goes through the
   unit's thunk to the runtime's entry that gives every register back
   (dispatch-thunk.cc), and GCC then keeps MIX's doubles and integers in
   call-used registers across the calls of STEP (-fipa-ra), which
   dispatches its loop when N is large (every fourth call) and runs it
   as written otherwise.  A register the entry failed to give back would
   change the output, which must be plain gcc's, bit for bit.  */

/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto" } */
/* { accblock-final { scan-stats "registers-across-dispatch.c:21:\[0-9\]+\", \[^\}\]*\"dispatches\": 16," } } */

#include <stdio.h>

#define BIG (1 << 17)
static double x[BIG], y[BIG];

__attribute__ ((noinline)) static void
step (int n, double a)
{
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}

/* Eight doubles and four integers live across every call.  */
__attribute__ ((noinline)) static void
mix (double seed, unsigned useed)
{
  double d0 = seed, d1 = seed * 0.5, d2 = seed + 1.0, d3 = seed - 2.0;
  double d4 = seed * 3.0, d5 = 0.25, d6 = -seed, d7 = seed * seed;
  unsigned u0 = useed, u1 = useed * 3u, u2 = useed ^ 0x5a5au, u3 = 7u;
  for (int call = 0; call < 64; call++)
    {
      double a = call % 2 ? 0.5 : -0.25;
      step (call % 4 == 0 ? BIG : 8 + call % 5, a);
      d0 = d0 * 0.999 + d1;
      d1 = d1 * 0.5 + d2 * 0.25;
      d2 = d2 - d3 * 0.125;
      d3 = d3 + d4 * 0.0625;
      d4 = d4 * 0.75 + d5;
      d5 = d5 + d6 * 0.01;
      d6 = d6 * 0.9 + d7 * 0.001;
      d7 = d7 * 0.5 + a;
      u0 = u0 * 31u + (unsigned) call;
      u1 = u1 * 17u + u0;
      u2 = (u2 << 3) ^ (u2 >> 5) ^ u1;
      u3 = u3 * 13u + u2;
    }
  printf ("%.17g %.17g %.17g %.17g\n", d0, d1, d2, d3);
  printf ("%.17g %.17g %.17g %.17g\n", d4, d5, d6, d7);
  printf ("%u %u %u %u\n", u0, u1, u2, u3);
}

int
main (void)
{
  for (int i = 0; i < BIG; i++)
    x[i] = (double) (i % 1000) * 0.001, y[i] = (double) (i % 7);
  mix (1.5, 12345u);
  double sum = 0;
  for (int i = 0; i < BIG; i++)
    sum += y[i];
  printf ("%.17g\n", sum);
  return 0;
}
