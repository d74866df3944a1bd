/* -fplugin-arg-accblock-distribute=no keeps an imperfect parallel nest
   whole: its outer loop is blocked with the loops of its body inside,
   as before distribution existed.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-cost-model=unlimited -fplugin-arg-accblock-auto -fplugin-arg-accblock-distribute=no -fopt-info-optimized-missed" } */

#define N 64

double A[N][N], B[N][N], C[N][N];

void
gemm (double alpha, double beta)
{
  for (int i = 0; i < N; i++) /* { dg-message "3: optimized: loop 'i' has no pragma and is parallel" } */
    {
      for (int j = 0; j < N; j++)
	C[i][j] *= beta;
      for (int k = 0; k < N; k++)
	for (int j = 0; j < N; j++)
	  C[i][j] += alpha * A[i][k] * B[k][j];
    }
}
/* { dg-bogus "distributed" "" { target *-*-* } 14 } */

/* { dg-prune-output "inferred block" } */
/* { dg-prune-output "is a matrix product" } */
/* { dg-prune-output "blocked nest with" } */
/* { dg-prune-output "stays in main memory" } */
/* { dg-prune-output "tiles of loop" } */
