// Column sums over pointers to rows that may overlap, in C++: the outer
// loop carries the sums only within each column, so the nest is
// dispatched once with its tiles along j, i whole in each
// (outer-whole.cc); called with the sums apart from the rows read
// (dispatched) and with them one element into the last row read (run as
// written, the run-time alias check finding the overlap).
// { dg-additional-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fplugin-arg-accblock-cost-model=unlimited -fplugin-arg-accblock-target=paper" }
// { dg-set-target-env-var ACCBLOCK_THREADS "3" }
// { accblock-final { scan-stats "outer-whole.cc:19:\[0-9\]+\", \[^\}\]*\"dispatches\": 1, \"host_runs\": 1, \"overlap_runs\": 1," } }
#include <cstdio>

#define N 120
#define M 90
static double rows[N + 1][M];

__attribute__ ((noinline)) static void
sums (int n, const double (*r)[M], double *s)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < M; j++)
      s[j] = s[j] * 0.5 + r[i][j] * (1.0 + 1e-3 * i);
}

int
main ()
{
  for (int i = 0; i <= N; i++)
    for (int j = 0; j < M; j++)
      rows[i][j] = (double) ((i * 5 + j) % 9) / 7.0;
  sums (N, rows, rows[N]);
  double total = 0;
  for (int i = 0; i <= N; i++)
    for (int j = 0; j < M; j++)
      total += rows[i][j] * (1 + (i + j) % 5);
  std::printf ("apart %.15e\n", total);
  sums (N, rows, &rows[N - 1][1]);
  total = 0;
  for (int i = 0; i <= N; i++)
    for (int j = 0; j < M; j++)
      total += rows[i][j] * (1 + (i + j) % 5);
  std::printf ("overlap %.15e\n", total);
  return 0;
}
