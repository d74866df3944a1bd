/* What the clones of a host tile function could gain is decided where
   the nest does its work, in its deepest innermost loops (vector-gain.cc):
   a row scaling beside a product, as in syrk, does not make the tile
   worth three compilations.  And where the innermost loop stores to an
   array that may overlap another it uses, GCC vectorizes it only with a
   run-time overlap test, which tile functions are compiled without: its
   AVX2 and AVX-512F versions would be the baseline's instructions in
   another encoding.  Declared arrays and restrict pointers need no such
   test, and keep their clones.  */
/* { dg-do compile { target x86_64-*-* i?86-*-* } } */
/* { dg-options "-O2 -fplugin-arg-accblock-block -fplugin-arg-accblock-target=host -fplugin-arg-accblock-dump" } */

double d[64][64], c[64][64];

/* syrk's nest, its arrays passed by pointer.  */
void
product_pointers (int n, double (*cp)[64], double (*ap)[64])
{
#pragma acc loop block(i:8)
  for (int i = 0; i < 64; i++)
    {
      for (int j = 0; j < n; j++)
	cp[i][j] *= 2.0;
      for (int k = 0; k < n; k++)
	for (int j = 0; j < n; j++)
	  cp[i][j] += ap[i][k] * ap[j][k];
    }
}

/* The same nest on declared arrays.  */
void
product_declared (int n)
{
#pragma acc loop block(i:8)
  for (int i = 0; i < 64; i++)
    {
      for (int j = 0; j < n; j++)
	c[i][j] *= 2.0;
      for (int k = 0; k < n; k++)
	for (int j = 0; j < n; j++)
	  c[i][j] += d[i][k] * d[j][k];
    }
}

/* The same nest through restrict pointers.  */
void
product_restrict (int n, double (*__restrict cr)[64],
		  double (*__restrict ar)[64])
{
#pragma acc loop block(i:8)
  for (int i = 0; i < 64; i++)
    {
      for (int j = 0; j < n; j++)
	cr[i][j] *= 2.0;
      for (int k = 0; k < n; k++)
	for (int j = 0; j < n; j++)
	  cr[i][j] += ar[i][k] * ar[j][k];
    }
}

/* A row scaling that walks memory beside a sum down two columns that
   does not: the sum is where the work is.  */
void
columns_scaled (int n)
{
#pragma acc loop block(a:8)
  for (int a = 0; a < 64; a++)
    {
      for (int b = 0; b < n; b++)
	c[a][b] *= 2.0;
      for (int b = 0; b < n; b++)
	{
	  double s = 0;
	  for (int i = 0; i < n; i++)
	    s += d[i][a] * d[i][b];
	  c[a][b] += s;
	}
    }
}

/* { dg-final { scan-accblock-dump "tile function product_pointers\\.accblock\\.0 not cloned: its deepest innermost loops store to an array that may overlap another they use" } } */
/* { dg-final { scan-accblock-dump "tile function product_declared\\.accblock\\.0 cloned for avx2 avx512f" } } */
/* { dg-final { scan-accblock-dump "tile function product_restrict\\.accblock\\.0 cloned for avx2 avx512f" } } */
/* { dg-final { scan-accblock-dump "tile function columns_scaled\\.accblock\\.0 not cloned: no reference of its deepest innermost loops walks memory element by element" } } */
/* { dg-final { scan-assembler-not "product_pointers\\.accblock\\.0\\.avx" } } */
/* { dg-final { scan-assembler "\nproduct_declared\\.accblock\\.0\\.avx2:" } } */
