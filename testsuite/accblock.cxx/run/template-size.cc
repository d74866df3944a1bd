// Block sizes that templates decide: a template parameter, a constexpr
// variable of the template, and a parameter of a class template; two
// instantiations of each, with different sizes.  The stats add up the
// tiles of both instantiations of a nest: 100 iterations in tiles of 8
// and of 20 make 13 + 5; 96 in tiles of 12 and 40 in tiles of 5, 8 + 8.
/* { accblock-final { scan-stats "template-size.cc:16:9\", \"block\": .8., \"tiles\": 18," } } */
/* { accblock-final { scan-stats "template-size.cc:33:9\", \"block\": .12., \"tiles\": 16," } } */
#include <cstdio>

template <int BS>
long
weighted (int *x, int n)
{
  constexpr int bs = 2 * BS;
  long s = 0;
#pragma acc parallel loop block(i:bs) reduction(+:s)
  for (int i = 0; i < n; i++)
    {
      x[i] = x[i] * 3 + BS;
      s += (long) x[i] * (i % 7);
    }
  return s;
}

template <typename T, int N>
struct row
{
  T v[N];

  void
  ramp (T step)
  {
#pragma acc parallel loop block(i:N / 8)
    for (int i = 0; i < N; i++)
      v[i] = v[i] / 2 + step * i;
  }
};

int x[100];
row<double, 96> r;
row<int, 40> q;

int
main (void)
{
  for (int i = 0; i < 100; i++)
    x[i] = i % 11 - 5;
  long a = weighted<4> (x, 100);
  long b = weighted<10> (x, 100);
  for (int i = 0; i < 96; i++)
    r.v[i] = i;
  for (int i = 0; i < 40; i++)
    q.v[i] = 3 * i;
  r.ramp (0.5);
  q.ramp (7);
  double sum = 0;
  long c = 0;
  for (int i = 0; i < 96; i++)
    sum += r.v[i] * (i + 1);
  for (int i = 0; i < 40; i++)
    c = c * 3 + q.v[i];
  for (int i = 0; i < 100; i++)
    c = c * 5 + x[i];
  printf ("%ld %ld %.3f %ld\n", a, b, sum, c);
  return 0;
}
