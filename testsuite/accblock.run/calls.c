/* Function calls in the blocked body: libm (sqrt, exp), a static user
   function, an external-linkage user function, and a function that
   takes the address of a captured array element.  */

/* { dg-additional-options "-lm" } */

#include <math.h>
#include <stdio.h>

#define N 10
double x[N][N], y[N][N];

static double
smooth (double v, int k)
{
  return v / (1.0 + k);
}

double
weight (int i, int j)
{
  return (i + 1.0) / (j + 2.0);
}

static void
bump (double *cell, double by)
{
  *cell += by;
}

int
main (void)
{
  double local[N][N];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      x[i][j] = i * 0.75 + j * 0.5;
#pragma acc parallel loop block(i:3, j:4)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	y[i][j] = sqrt (x[i][j]) + exp (-x[i][j]) + smooth (x[i][j], j)
		  * weight (i, j);
	local[i][j] = y[i][j];
	bump (&local[i][j], 0.25);
	bump (&y[i][j], local[i][j]);
      }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      printf ("%d %d %a %a\n", i, j, y[i][j], local[i][j]);
  return 0;
}
