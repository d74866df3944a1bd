/* Under -fvect-cost-model=dynamic GCC's vectorizer may test at run time
   that the references of a tile function's loops do not overlap, so a
   nest on arrays passed by pointer keeps its clones (vector-gain.cc;
   tile-clones-overlap.c tests the default).  */
/* { dg-do compile { target x86_64-*-* i?86-*-* } } */
/* { dg-options "-O2 -fvect-cost-model=dynamic -fplugin-arg-accblock-block -fplugin-arg-accblock-target=host -fplugin-arg-accblock-dump" } */

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

/* { dg-final { scan-accblock-dump "tile function product_pointers\\.accblock\\.0 cloned for avx2 avx512f" } } */
/* { dg-final { scan-assembler "\nproduct_pointers\\.accblock\\.0\\.avx2:" } } */
