/* A loop that writes an array another of its references may overlap
   (VLA parameters the dispatch compares at run time) is one GCC's
   vectorizer leaves alone at -O2, which versions no loop for aliasing:
   syrk's host tile function, whose deep loop is such a loop and whose
   row loop does a vanishing share of the work, keeps the baseline
   version only (vector-gain.cc).  With the arrays declared restrict,
   nothing is compared at run time: the loop is split over its body and
   the product's tile is cloned; with -O3's
   cost model, which versions loops, too.  */
/* { dg-do compile { target x86_64-*-* i?86-*-* } } */
/* { dg-options "-O2 -fplugin-arg-accblock-block -fplugin-arg-accblock-auto=model -fplugin-arg-accblock-target=host -fplugin-arg-accblock-dump" } */

void
syrk (int n, int m, double alpha, double beta, double C[n][n],
      double A[n][m])
{
  for (int i = 0; i < n; i++)
    {
      for (int j = 0; j <= i; j++)
	C[i][j] *= beta;
      for (int k = 0; k < m; k++)
	for (int j = 0; j <= i; j++)
	  C[i][j] += alpha * A[i][k] * A[j][k];
    }
}

void
syrk_restrict (int n, int m, double alpha, double beta,
	       double C[restrict n][n], double A[restrict n][m])
{
  for (int i = 0; i < n; i++)
    {
      for (int j = 0; j <= i; j++)
	C[i][j] *= beta;
      for (int k = 0; k < m; k++)
	for (int j = 0; j <= i; j++)
	  C[i][j] += alpha * A[i][k] * A[j][k];
    }
}

/* { dg-final { scan-accblock-dump "tile function syrk\\.accblock\\.0 not cloned: each innermost loop of the nest where it spends its time either walks no memory element by element or writes an array that another of its references may overlap" } } */
/* { dg-final { scan-accblock-dump "tile function syrk_restrict\\.accblock\\.1 cloned for avx2 avx512f" } } */
/* { dg-final { scan-assembler "\nsyrk\\.accblock\\.0:" } } */
/* { dg-final { scan-assembler-not "\nsyrk\\.accblock\\.0\\.(avx|default)" } } */
