/* An explicit list clones every host tile function, a streaming one too
   (tile-clones-stream.c): the user chose.  */
/* { dg-do compile { target x86_64-*-* i?86-*-* } } */
/* { dg-options "-O2 -fplugin-arg-accblock-block -fplugin-arg-accblock-target=host -fplugin-arg-accblock-tile-clones=avx2 -fplugin-arg-accblock-dump" } */

double u[64][64];

void
fill (void)
{
#pragma acc loop block(i:8, j:32)
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      u[i][j] = i * 0.5 + j;
}

/* { dg-final { scan-accblock-dump "tile function fill\\.accblock\\.0 cloned for avx2 and the baseline" } } */
/* { dg-final { scan-assembler "\nfill\\.accblock\\.0\\.avx2:" } } */
