// -fauto-block in C++: clauses inferred for OpenACC loops and for
// serial loops proven parallel, in a function, a member function and a
// template.
// { dg-additional-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto" }
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
  long s = 0;
  double t = 0;
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      s = s * 3 + m[i][j];
  for (int i = 0; i < 512; i++)
    s += b.v[i] * i;
  for (int i = 0; i < 333; i++)
    t += d[i];
  printf ("%ld %.4f\n", s, t);
  return 0;
}
