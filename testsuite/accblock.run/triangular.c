/* Blocked levels whose bounds follow an outer level (nest-triangular.cc):
   triangles of both kinds (j <= i, j >= i), a bound with an offset
   (j < i + 3), a band (i - 2 .. i + 2), rows counted down, an outer
   level counted down, rows of different lengths, a third level blocked
   inside, for orders that are not multiples of the blocks, 0 and 1.
   Every iteration runs once: the output is gcc's.  */
/* { dg-options "-fplugin-arg-accblock-block" } */

#include <stdio.h>

#define W 48
double A[W][W], C[W][W];

static void
init (void)
{
  for (int i = 0; i < W; i++)
    for (int j = 0; j < W; j++)
      {
	A[i][j] = (i * 7 + j * 3) % 11 - 5;
	C[i][j] = (i + 2 * j) % 5;
      }
}

static double
sum (void)
{
  double s = 0;
  for (int i = 0; i < W; i++)
    for (int j = 0; j < W; j++)
      s += C[i][j] * (i * W + j + 1);
  return s;
}

static void
lower (int n, int m)
{
#pragma acc loop block(i:4, j:8)
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++)
      for (int k = 0; k < m; k++)
	C[i][j] += 2.0 * A[i][k] * A[j][k];
}

static void
upper (int n, int m)
{
#pragma acc loop block(i:3, j:5)
  for (int i = 0; i < n; i++)
    for (int j = i; j < n; j++)
      for (int k = 0; k < m; k++)
	C[i][j] += A[k][i] * A[k][j];
}

static void
offset (int n)
{
#pragma acc loop block(i:3, j:5)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i + 3; j++)
      C[i][j] = C[i][j] * 0.5 + A[j][i];
}

static void
band (int n)
{
#pragma acc loop block(i:4, j:3)
  for (int i = 2; i < n; i++)
    for (int j = i - 2; j <= i + 2; j++)
      C[i][j] += A[j][i] - A[i][j];
}

static void
down (int n)
{
#pragma acc loop block(i:4, j:8)
  for (int i = 0; i < n; i++)
    for (int j = i; j >= 0; j--)
      C[i][j] = C[i][j] * 3 - A[i][j] + C[i][j + 1];
}

static void
outer_down (int n)
{
#pragma acc loop block(i:5, j:2)
  for (int i = n - 1; i >= 0; i--)
    for (int j = i + 1; j < n; j++)
      C[j][i] += A[i][j] * 2;
}

static void
skewed (int n)
{
#pragma acc loop block(i:2, j:4)
  for (int i = 0; i < n; i++)
    for (int j = 2 * i - 4; j < i + 3; j++)
      C[i][j + 4] += A[j + 4][i];
}

static void
three (int n, int m)
{
#pragma acc loop block(i:4, j:8, k:5)
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++)
      for (int k = 0; k < m; k++)
	C[i][j] += A[i][k] * A[j][k];
}

int
main (void)
{
  static const int sizes[] = { 0, 1, 2, 7, 17, 40 };
  for (unsigned s = 0; s < sizeof sizes / sizeof sizes[0]; s++)
    {
      int n = sizes[s];
      init ();
      lower (n, 13);
      upper (n, 9);
      offset (n);
      band (n);
      down (n);
      outer_down (n);
      skewed (n);
      three (n, 11);
      printf ("%d %.1f\n", n, sum ());
    }
  return 0;
}
