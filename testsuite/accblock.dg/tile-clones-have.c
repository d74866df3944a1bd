/* No version is made of an extension the compilation already has: built
   for AVX2 and AVX-512F, the host tile function is not cloned
   (tile-clones-host.c).  */
/* { dg-do compile { target x86_64-*-* i?86-*-* } } */
/* { dg-options "-O2 -mavx2 -mavx512f -fplugin-arg-accblock-block -fplugin-arg-accblock-target=host -fplugin-arg-accblock-dump" } */

double x[64][64], y[64][64], z[64][64];

void
product (void)
{
#pragma acc loop block(i:8, k:16, j:32)
  for (int i = 0; i < 64; i++)
    for (int k = 0; k < 64; k++)
      for (int j = 0; j < 64; j++)
	z[i][j] += x[i][k] * y[k][j];
}

/* { dg-final { scan-accblock-dump "tile function product\\.accblock\\.0 not cloned: the compilation has the extensions already" } } */
/* { dg-final { scan-assembler-not "gnu_indirect_function" } } */
