/* The descriptor describes the whole chain of loops, not only the levels
   down to the deepest blocked one: unblocked levels with invariant bounds
   are evaluated (block 0), so that the runtime can count a tile's
   iterations, by its hull when affine in an outer index (k < j); a
   bound that could trap in front of the nest leaves the level "whole".
   A nest without block clause is dispatched as block(OUTER:1).  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-dump" } */

double a[64][64][64];

void
deeper (int n, int m, int d, int *p)
{
#pragma acc loop block(i:2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      for (int k = 0; k < j; k++)
	for (int l = 0; l < m / d; l++)
	  for (int q = 0; q < *p; q++)
	    a[i][j][k] += l + q;
}

void
noblock (int n)
{
#pragma acc parallel loop
  for (int i = 0; i < n; i++)
    for (int j = 3; j <= 40; j += 2)
      a[i][j][0] = j;
}

/* { dg-final { scan-accblock-dump "nest at \[^ \]*:15, block\\(i:2\\), 5 levels" } } */
/* { dg-final { scan-accblock-dump "level 1: j init 0 < m step 1 block 0" } } */
/* { dg-final { scan-accblock-dump "level 2: k init 0 < MAX_EXPR <m \\+ -1, 0> step 1 block 0" } } */
/* { dg-final { scan-accblock-dump "level 3: l whole block 0" } } */
/* { dg-final { scan-accblock-dump "level 4: q whole block 0" } } */
/* { dg-final { scan-accblock-dump "nest at \[^ \]*:27, block\\(i:\\?\\) \\(no block clause\\), 2 levels" } } */
/* { dg-final { scan-accblock-dump "level 1: j init 3 <= 40 step 2 block 0" } } */
