/* On the host target, the product that distribution splits off gemm's
   body (plugin/distribute.cc) is a plain i-k-j matrix product whose tiles
   call the runtime's matrix-product kernel (gemm-*.cc).  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-cost-model=unlimited -fplugin-arg-accblock-auto -fplugin-arg-accblock-target=host -fopt-info-optimized-missed" } */

#define N 256

double A[N][N], B[N][N], C[N][N];

void
gemm (double alpha, double beta)
{
  for (int i = 0; i < N; i++) /* { dg-message "3: optimized: loop 'i' distributed over its body: 2 nests" } */
    {
      for (int j = 0; j < N; j++)
	C[i][j] *= beta;
      for (int k = 0; k < N; k++)
	for (int j = 0; j < N; j++)
	  C[i][j] += alpha * A[i][k] * B[k][j];
    }
}
/* { dg-message "3: optimized: tile of nest at 14:3 is a matrix product" "" { target *-*-* } 14 } */

/* { dg-prune-output "has no pragma and is parallel" } */
/* { dg-prune-output "inferred block" } */
/* { dg-prune-output "blocked nest with" } */
/* { dg-prune-output "stays in main memory" } */
/* { dg-prune-output "tiles of loop" } */
