/* A nest that reuses its data but whose innermost loop only jumps whole
   rows (a sum down two columns, as in a covariance matrix) gives GCC's
   vectorizer no vector to widen: its AVX2 and AVX-512F versions would
   be the baseline's instructions in another encoding, so its host tile
   function keeps the baseline version only (vector-gain.cc).  The same
   sum along the rows is cloned, and so is the column sum whose inner
   loop runs a constant number of times, whose loop around it GCC may
   vectorize.  */
/* { dg-do compile { target x86_64-*-* i?86-*-* } } */
/* { dg-options "-O2 -fplugin-arg-accblock-block -fplugin-arg-accblock-target=host -fplugin-arg-accblock-dump" } */

double d[64][64], c[64][64];

void
columns (int n)
{
#pragma acc loop block(a:8)
  for (int a = 0; a < 64; a++)
    for (int b = 0; b < 64; b++)
      {
	double s = 0;
	for (int i = 0; i < n; i++)
	  s += d[i][a] * d[i][b];
	c[a][b] = s;
      }
}

void
rows (int n)
{
#pragma acc loop block(a:8)
  for (int a = 0; a < 64; a++)
    for (int b = 0; b < 64; b++)
      {
	double s = 0;
	for (int i = 0; i < n; i++)
	  s += d[a][i] * d[b][i];
	c[a][b] = s;
      }
}

void
columns_fixed (void)
{
#pragma acc loop block(a:8)
  for (int a = 0; a < 64; a++)
    for (int b = 0; b < 64; b++)
      {
	double s = 0;
	for (int i = 0; i < 64; i++)
	  s += d[i][a] * d[i][b];
	c[a][b] = s;
      }
}

/* { dg-final { scan-accblock-dump "tile function columns\\.accblock\\.0 not cloned: no reference of an innermost loop of the nest walks memory element by element" } } */
/* { dg-final { scan-accblock-dump "tile function rows\\.accblock\\.0 cloned for avx2 avx512f" } } */
/* { dg-final { scan-accblock-dump "tile function columns_fixed\\.accblock\\.0 cloned for avx2 avx512f" } } */
/* { dg-final { scan-assembler "\ncolumns\\.accblock\\.0:" } } */
/* { dg-final { scan-assembler-not "columns\\.accblock\\.0\\.(avx|default)" } } */
/* { dg-final { scan-assembler "\nrows\\.accblock\\.0\\.avx2:" } } */
