/* -fauto-block with cost-model=dynamic (the default) keeps loops too
   small to pay for a dispatch where they stand, at three points:
   - FILL's loop of 64 constant iterations is left alone at compile
     time and never reaches the runtime;
   - SCALE's single loop, whose trip count is only known at run time, is
     versioned on it: the 2000 calls of 2 to 15 iterations run the loop
     as written, and only the call over 2^18 elements is dispatched;
   - SCALE2's two-level nest is not versioned (its trip count is a
     product), so the runtime decides at each call: its 2000 small calls
     run on the calling thread (host runs, no dispatch).
   The output must be plain gcc's, bit for bit.  */

/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto" } */
/* { accblock-final { scan-stats "dispatch-or-not.c:30:\[0-9\]+\", \[^\}\]*\"dispatches\": 1, \"host_runs\": 0," } } */
/* { accblock-final { scan-stats "dispatch-or-not.c:37:\[0-9\]+\", \[^\}\]*\"dispatches\": 0, \"host_runs\": 2000," } } */
/* { accblock-final { scan-stats-not "dispatch-or-not.c:46:" } } */

#include <stdio.h>
#include <stdlib.h>

#define BIG (1 << 18)
static unsigned v[BIG];
static unsigned w[64];
static unsigned m[4][16];

static void
scale (unsigned *p, int n, unsigned k)
{
  /* Versioned on n.  */
  for (int i = 0; i < n; i++)
    p[i] = p[i] * k + (unsigned) i;
}

static void
scale2 (unsigned p[][16], int rows, int cols, unsigned k)
{
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++)
      p[r][c] = p[r][c] * k + (unsigned) (r + c);
}

static void
fill (unsigned k)
{
  /* Left alone at compile time.  */
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
      scale2 (m, 2 + call % 3, 1 + call % 16, (unsigned) call | 1u);
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
  for (int r = 0; r < 4; r++)
    for (int c = 0; c < 16; c++)
      mix = mix * 31u + m[r][c];
  printf ("%u %u\n", sum, mix);
  return 0;
}
