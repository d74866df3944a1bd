/* A blocked triangular level whose first value is a long read through
   a narrowing conversion ("int j = lb" with lb a long): the first
   value does not change while the nest runs, though it has no affine
   form, so the level is still triangular (nest-triangular.cc).  It used
   to be refused with "its bound is not invariant in the nest".  Both
   with the blocked level right inside the outer one and with a level
   between them; the output is gcc's.  */
/* { dg-options "-fplugin-arg-accblock-block" } */

#include <stdio.h>

#define W 40
double A[W][W], C[W][W];

static void
init (void)
{
  for (int i = 0; i < W; i++)
    for (int j = 0; j < W; j++)
      {
	A[i][j] = (i * 5 + j * 3) % 13 - 6;
	C[i][j] = (2 * i + j) % 7;
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
narrow (long n, long lb)
{
#pragma acc loop block(i:4, j:8)
  for (long i = 0; i < n; i++)
    for (int j = lb; j <= i; j++)
      C[i][j] += 2.0 * A[j][i] + 1;
}

static void
middle (long n, long m, long lb)
{
#pragma acc loop block(j:6)
  for (long i = 0; i < n; i++)
    for (long k = 0; k < m; k++)
      for (int j = lb; j <= i; j++)
	C[i][j] += A[k][j] * 0.5;
}

int
main (void)
{
  static const long sizes[] = { 0, 1, 2, 7, 17, 40 };
  for (unsigned s = 0; s < sizeof sizes / sizeof sizes[0]; s++)
    {
      long n = sizes[s];
      init ();
      narrow (n, 0);
      narrow (n, 3);
      middle (n, 5, 1);
      middle (n, 3, 0);
      printf ("%ld %.17g\n", n, sum ());
    }
  return 0;
}
