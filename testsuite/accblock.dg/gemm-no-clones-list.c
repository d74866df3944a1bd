/* An explicit tile-clones list clones a host tile whose product runs
   in the runtime's kernel too: the user chose (gemm-no-clones.c has
   the default).  */
/* { dg-do compile { target x86_64-*-* i?86-*-* } } */
/* { dg-options "-O2 -fplugin-arg-accblock-block -fplugin-arg-accblock-target=host -fplugin-arg-accblock-tile-clones=avx2" } */

double A[64][48], B[48][40], C[64][40], D[64][40];

void
product (void)
{
#pragma acc parallel loop block(i:8)
  for (int i = 0; i < 64; i++)
    for (int k = 0; k < 48; k++)
      for (int j = 0; j < 40; j++)
	C[i][j] += A[i][k] * B[k][j];
}

void
not_product (void)
{
#pragma acc parallel loop block(i:8)
  for (int i = 0; i < 64; i++)
    for (int k = 0; k < 48; k++)
      for (int j = 0; j < 40; j++)
	D[i][j] += A[i][k] * B[k][j] * A[i][j];
}

/* { dg-final { scan-assembler "\nproduct\\.accblock\\.0\\.avx2:" } } */
