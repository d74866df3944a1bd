/* A host tile whose product runs in the runtime's kernel needs no
   vector clones under the default list: the kernel picks its own
   instruction set at run time, and the clones would only compile the
   loops kept for overlapping arguments again (compile cost, issue 32).
   The other nest, not a product, keeps its clones.  An explicit list
   still clones both (gemm-no-clones-list.c).  */
/* { dg-do compile { target x86_64-*-* i?86-*-* } } */
/* { dg-options "-O2 -fplugin-arg-accblock-block -fplugin-arg-accblock-target=host" } */

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

/* { dg-final { scan-assembler-not "\nproduct\\.accblock\\.0\\.avx2:" } } */
/* { dg-final { scan-assembler-not "\nproduct\\.accblock\\.0\\.avx512f:" } } */
/* { dg-final { scan-assembler "\nnot_product\\.accblock\\.0\\.avx2:" } } */
