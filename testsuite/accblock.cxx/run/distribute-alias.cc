// A loop over pointers to rows that may overlap, distributed on
// condition that they do not, tested at run time (alias-guard.cc), in
// C++: called with disjoint rows (the split loops run) and with P and Q
// a row apart either way (the loop as written), three times each.
// { dg-additional-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fplugin-arg-accblock-cost-model=unlimited" }
// { dg-set-target-env-var ACCBLOCK_THREADS "3" }
// { accblock-final { scan-stats "\"location\": \"[^\"]*distribute-alias.cc:16:3\", \"apart\": 3, \"overlap\": 6\}" } }
#include <cstdio>

#define N 40
static double a[N + 1][N], b[N + 1][N];

__attribute__ ((noinline)) static void
two (int n, double (*P)[N], double (*Q)[N])
{
  for (int i = 0; i < n; i++)
    {
      for (int j = 0; j < N; j++)
	P[i][j] = 0.5 * P[i][j] + 0.25 * j;
      for (int j = 0; j < N; j++)
	Q[i][j] = Q[i][j] * 0.5 + P[i][j];
    }
}

int
main ()
{
  for (int i = 0; i <= N; i++)
    for (int j = 0; j < N; j++)
      a[i][j] = b[i][j] = (i * 3 + j) % 7;
  for (int r = 0; r < 3; r++)
    {
      two (N, a, b);
      two (N, a + 1, a);
      two (N, a, a + 1);
    }
  double s = 0;
  for (int i = 0; i <= N; i++)
    for (int j = 0; j < N; j++)
      s += a[i][j] * (j % 5 + 1) + b[i][j];
  std::printf ("%.12e\n", s);
}
