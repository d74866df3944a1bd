// Nests in lambdas: captured by reference and by value, a generic
// lambda instantiated twice, a lambda called in a loop.
#include <cstdio>

int a[200];
double d[200];

int
main (void)
{
  int n = 200;
  auto fill = [&] (int k) {
#pragma acc parallel loop block(i:16)
    for (int i = 0; i < n; i++)
      a[i] = k * i;
  };
  auto scale = [=] (auto *x, int m) {
#pragma acc parallel loop block(i:32)
    for (int i = 0; i < m; i++)
      x[i] = x[i] * 3 + n;
  };
  for (int k = 1; k <= 3; k++)
    fill (k);
  scale (a, 150);
  for (int i = 0; i < 200; i++)
    d[i] = i * 0.5;
  scale (d, 200);
  long s = 0;
  double t = 0;
  for (int i = 0; i < 200; i++)
    {
      s = s * 3 + a[i];
      t += d[i] * (i % 7);
    }
  printf ("%ld %.3f\n", s, t);
  return 0;
}
