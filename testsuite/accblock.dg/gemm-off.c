/* gemm=no keeps the loops of every tile, products included
   (gemm-remarks.c).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-accblock-block -fplugin-arg-accblock-target=host -fplugin-arg-accblock-gemm=no -fopt-info-omp-optimized" } */
/* { dg-prune-output "optimized: (?!tile of nest)" } */

#define N 40
double A[N][N], B[N][N], C[N][N];

void
product (void)
{
#pragma acc parallel loop block(i:8)
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	C[i][j] += A[i][k] * B[k][j];
}
