/* -fauto-block with cost-model=dynamic (the default): a loop without
   pragma whose trip count is only known at run time gets its clause at
   run time, and the runtime also decides there whether dispatching it
   pays.  SCALE's loop runs 2 to 15 iterations in each of 2000 calls:
   every call runs it on the calling thread (host runs, no dispatch);
   the same loop over 2^18 elements is dispatched.  FILL's loop of 64
   constant iterations is left alone at compile time and never reaches
   the runtime.  The output must be plain gcc's, bit for bit.  */

/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto" } */
/* { accblock-final { scan-stats "dispatch-or-not.c:24:\[0-9\]+\", \[^\}\]*\"dispatches\": 1, \"host_runs\": 2000," } } */
/* { accblock-final { scan-stats-not "dispatch-or-not.c:32:" } } */

#include <stdio.h>
#include <stdlib.h>

#define BIG (1 << 18)
static unsigned v[BIG];
static unsigned w[64];

static void
scale (unsigned *p, int n, unsigned k)
{
  for (int i = 0; i < n; i++)
    p[i] = p[i] * k + (unsigned) i;
}

static void
fill (unsigned k)
{
  for (int i = 0; i < 64; i++)
    w[i] = w[i] * 3u + k;
}

int
main (void)
{
  for (int i = 0; i < BIG; i++)
    v[i] = (unsigned) i * 2654435761u;
  for (int call = 0; call < 2000; call++)
    {
      scale (v + call, 2 + call % 14, (unsigned) call | 1u);
      fill ((unsigned) call);
    }
  scale (v, BIG, 7u);
  unsigned sum = 0, mix = 0;
  for (int i = 0; i < BIG; i++)
    {
      sum += v[i];
      mix = mix * 31u + v[i];
    }
  for (int i = 0; i < 64; i++)
    mix = mix * 31u + w[i];
  printf ("%u %u\n", sum, mix);
  return 0;
}
