// Function templates with block, private and reduction clauses, each
// instantiation with its own variables; a class template's member.
#include <cstdio>

template <typename T>
T
scale_sum (T *x, int n, T f)
{
  T t, s = 0;
#pragma acc parallel loop block(i:8) private(t) reduction(+:s)
  for (int i = 0; i < n; i++)
    {
      t = x[i] * f;
      x[i] = t;
      s += t;
    }
  return s;
}

template <int B>
void
ramp (int *x, int n)
{
#pragma acc parallel loop block(i:16)
  for (int i = 0; i < n; i++)
    x[i] += B * i;
}

template <typename T, int N>
struct matrix
{
  T m[N][N];

  void
  transpose_into (matrix &out) const
  {
#pragma acc parallel loop block(i:4, j:8)
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++)
	out.m[j][i] = m[i][j];
  }
};

int xi[100];
long xl[77];
double xd[50];
matrix<int, 24> a, b;

int
main (void)
{
  for (int i = 0; i < 100; i++)
    xi[i] = i % 13;
  for (int i = 0; i < 77; i++)
    xl[i] = 3 * i - 40;
  for (int i = 0; i < 50; i++)
    xd[i] = 0.25 * i;
  int si = scale_sum (xi, 100, 3);
  long sl = scale_sum (xl, 77, 2L);
  double sd = scale_sum (xd, 50, 0.5);
  ramp<3> (xi, 100);
  ramp<5> (xi, 60);
  for (int i = 0; i < 24; i++)
    for (int j = 0; j < 24; j++)
      a.m[i][j] = 100 * i + j;
  a.transpose_into (b);
  long check = 0;
  for (int i = 0; i < 100; i++)
    check = check * 31 + xi[i];
  for (int i = 0; i < 24; i++)
    for (int j = 0; j < 24; j++)
      check = check * 7 + b.m[i][j] * (i + 1);
  printf ("%d %ld %.6f %ld\n", si, sl, sd, check);
  return 0;
}
