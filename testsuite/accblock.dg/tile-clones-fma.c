/* A compilation that has FMA already fuses in every version, so an
   AVX-512F clone changes nothing there and the tile function keeps the
   user's contraction (tile-clones-host.c).  */
/* { dg-do compile { target x86_64-*-* i?86-*-* } } */
/* { dg-options "-O2 -mfma -fplugin-arg-accblock-block -fplugin-arg-accblock-target=host -fplugin-arg-accblock-dump" } */

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

/* { dg-final { scan-accblock-dump "tile function product\\.accblock\\.0 cloned for avx2 avx512f and the baseline\n" } } */
/* { dg-final { scan-assembler "vfmadd" } } */
