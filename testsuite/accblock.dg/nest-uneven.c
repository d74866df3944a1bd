/* A nest whose outer iterations differ in work, because a loop inside
   runs a number of times that depends on the outer index (j <= i, a
   level starting at b = a, a bound computed from i), is flagged uneven
   (ACCBLOCK_NEST_UNEVEN), so that the runtime gives it enough tasks and
   hands them out to balance.  A rectangular nest, and one whose inner
   bound depends only on an inner index (k < j), is not.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-dump" } */

double c[256][256], x[256][256];

void
syrk_like (int n, int m)
{
#pragma acc parallel loop
  for (int i = 0; i < n; i++)
    {
      for (int j = 0; j <= i; j++)
	c[i][j] *= 2.0;
      for (int k = 0; k < m; k++)
	for (int j = 0; j <= i; j++)
	  c[i][j] += x[i][k] * x[j][k];
    }
}

void
from_outer (int m)
{
#pragma acc parallel loop
  for (int a = 0; a < m; a++)
    for (int b = a; b < m; b++)
      c[a][b] = x[a][b] + 1.0;
}

void
computed_bound (int n)
{
#pragma acc parallel loop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 2 * i + 1; j++)
      c[i][j] = 0.0;
}

void
rectangular (int n, int m)
{
#pragma acc parallel loop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      c[i][j] = x[i][j];
}

void
inner_only (int n, int m)
{
#pragma acc parallel loop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      for (int k = 0; k < j; k++)
	c[i][j] += x[j][k];
}

/* { dg-final { scan-accblock-dump "nest at \[^ \]*:15, \[^\n\]*, uneven\n" } } */
/* { dg-final { scan-accblock-dump "nest at \[^ \]*:29, \[^\n\]*, uneven\n" } } */
/* { dg-final { scan-accblock-dump "nest at \[^ \]*:38, \[^\n\]*, uneven\n" } } */
/* { dg-final { scan-accblock-dump "nest at \[^ \]*:47, \[^\n\]*levels\[^\n\]*\n" } } */
/* { dg-final { scan-accblock-dump-not "nest at \[^ \]*:47, \[^\n\]*uneven" } } */
/* { dg-final { scan-accblock-dump "nest at \[^ \]*:56, \[^\n\]*levels\[^\n\]*\n" } } */
/* { dg-final { scan-accblock-dump-not "nest at \[^ \]*:56, \[^\n\]*uneven" } } */
