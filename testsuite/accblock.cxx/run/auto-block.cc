// -fauto-block in C++: clauses inferred for OpenACC loops and for
// serial loops proven parallel, in a function, a member function and a
// template.  The loops are small: cost-model=unlimited dispatches them
// all, so that the stats show each one blocked.
// { dg-additional-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fplugin-arg-accblock-cost-model=unlimited" }
#include <cstdio>

struct box
{
  int v[512];

  void
  fill (int k)
  {
    for (int i = 0; i < 512; i++)
      v[i] = k * i % 97;
  }
};

template <typename T>
static void
square (T *x, int n)
{
  for (int i = 0; i < n; i++)
    x[i] = x[i] * x[i];
}

int m[64][64];
box b;
double d[333];

int
main (void)
{
#pragma acc parallel loop
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      m[i][j] = i * j - j;
  b.fill (5);
  for (int i = 0; i < 333; i++)
    d[i] = i / 3.0;
  square (d, 333);
  square (b.v, 512);
  unsigned long s = 0;
  double t = 0;
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      s = s * 3 + m[i][j];
  for (int i = 0; i < 512; i++)
    s += b.v[i] * i;
  for (int i = 0; i < 333; i++)
    t += d[i];
  printf ("%lu %.4f\n", s, t);
  return 0;
}
/* { accblock-final { scan-stats "auto-block.cc:35:9\", \"block\": .1, 0., \"tiles\": 64," } } */
/* { accblock-final { scan-stats "auto-block.cc:40:3\", \"block\": .6., \"tiles\": 56," } } */
/* { accblock-final { scan-stats "auto-block.cc:24:3\", \"block\": .6., \"tiles\": 120, .*\"dispatches\": 2," } } */
/* { accblock-final { scan-stats "auto-block.cc:49:3\", \"block\": .8., \"tiles\": 64," } } */
/* { accblock-final { scan-stats "auto-block.cc:15:5\", \"block\": .8., \"tiles\": 64," } } */
