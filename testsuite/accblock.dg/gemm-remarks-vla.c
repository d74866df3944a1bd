/* A tile over VLA parameters that is a matrix product calls the kernel
   (gemm-remarks.c: the other forms).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-accblock-block -fplugin-arg-accblock-target=host -fopt-info-omp-optimized" } */
/* { dg-prune-output "optimized: (?!tile of nest)" } */

void
vla (int ni, int nj, int nk, double c[ni][nj], double a[ni][nk],
     double b[nk][nj])
{
#pragma acc parallel loop /* { dg-message "tile of nest at 11:9 is a matrix product: calls '__accblock_gemm_update'(?=\n|$)" } */
  for (int i = 0; i < ni; i++)
    for (int k = 0; k < nk; k++)
      for (int j = 0; j < nj; j++)
	c[i][j] += a[i][k] * b[k][j];
}

