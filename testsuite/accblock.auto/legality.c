/* Inference only offers the model levels it may legally block: beyond
   the first inner level only when the dependence test proves the inner
   levels permutable, and only levels perfectly nested in the ones above
   them.  The dump shows what the model was told.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fplugin-arg-accblock-dump" } */

double a[64][64][64], s[64][64];

/* a[i][k][j] depends on a[i][k-1][j+1]: distance (0, 1, -1), so tiling
   k and j together would run a use before its definition.  */
void
skewed (void)
{
#pragma acc parallel loop
  for (int i = 0; i < 64; i++)
    for (int p = 1; p < 64; p++)
      for (int q = 0; q < 63; q++)
	a[i][p][q] = a[i][p - 1][q + 1] + 1;
}

/* s[i][k] = 0 sits between the k and j loops: j may not be blocked.  */
void
imperfect (void)
{
#pragma acc parallel loop
  for (int i = 0; i < 64; i++)
    for (int k = 0; k < 64; k++)
      {
	s[i][k] = 0;
	for (int j = 0; j < 64; j++)
	  s[i][k] += a[i][k][j];
      }
}

/* { dg-final { scan-accblock-dump "inner levels not proven permutable\n" } } */
/* { dg-final { scan-accblock-dump "level 2: q, 63 iterations, may not be blocked" } } */
/* { dg-final { scan-accblock-dump "level 1: p, 63 iterations\n" } } */
/* { dg-final { scan-accblock-dump "level 2: j, 64 iterations, may not be blocked" } } */
/* k is also proven parallel: each k writes its own s[i][k].  */
/* { dg-final { scan-accblock-dump "level 1: k, 64 iterations, parallel\n" } } */
/* { dg-final { scan-accblock-dump-not "inferred block\\(\[^)\]*(q|j):" } } */
