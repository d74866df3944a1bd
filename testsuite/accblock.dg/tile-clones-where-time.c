/* Only the innermost loops where a nest spends its time decide whether
   its host tile function is cloned for AVX2 and AVX-512F
   (vector-gain.cc).  A loop that walks a row once per iteration of the
   blocked level, beside a loop two deep that walks columns, does a
   vanishing share of the work: the tile keeps the baseline version.
   When the deeper loops run a short constant count, the row loop is a
   fair share and the tile is cloned; so it is when the deep loop walks
   a row itself.  */
/* { dg-do compile { target x86_64-*-* i?86-*-* } } */
/* { dg-options "-O2 -fplugin-arg-accblock-block -fplugin-arg-accblock-target=host -fplugin-arg-accblock-dump" } */

double d[64][64], c[64][64];

void
minor_row (int n)
{
#pragma acc loop block(a:8)
  for (int a = 0; a < 64; a++)
    {
      for (int b = 0; b < n; b++)
	c[a][b] *= 2;
      for (int b = 0; b < 64; b++)
	for (int i = 0; i < n; i++)
	  c[a][b] += d[i][a] * d[i][b];
    }
}

void
short_deep (int n)
{
#pragma acc loop block(a:8)
  for (int a = 0; a < 64; a++)
    {
      for (int b = 0; b < n; b++)
	c[a][b] *= 2;
      for (int b = 0; b < 4; b++)
	for (int i = 0; i < 4; i++)
	  c[a][b] += d[i][a] * d[i][b];
    }
}

void
deep_row (int n)
{
#pragma acc loop block(a:8)
  for (int a = 0; a < 64; a++)
    {
      for (int b = 0; b < n; b++)
	c[a][b] *= 2;
      for (int i = 0; i < n; i++)
	for (int b = 0; b < 64; b++)
	  c[a][b] += d[a][i] * d[i][b];
    }
}

/* { dg-final { scan-accblock-dump "tile function minor_row\\.accblock\\.0 not cloned: no reference of an innermost loop of the nest where it spends its time walks memory element by element" } } */
/* { dg-final { scan-accblock-dump "tile function short_deep\\.accblock\\.0 cloned for avx2 avx512f" } } */
/* { dg-final { scan-accblock-dump "tile function deep_row\\.accblock\\.0 cloned for avx2 avx512f" } } */
/* { dg-final { scan-assembler "\nminor_row\\.accblock\\.0:" } } */
/* { dg-final { scan-assembler-not "minor_row\\.accblock\\.0\\.(avx|default)" } } */
