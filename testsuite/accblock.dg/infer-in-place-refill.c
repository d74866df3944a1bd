/* A block the host target leaves in place (too little reuse to copy)
   stays in the cache from one tile to the next only if it fits there
   (model/price.c, in_place_fills).  Priced as if it always stayed,
   the whole of B that every 4-row tile of this product reads (32 MiB)
   cost nothing after the first tile, and the model inferred block(i:4),
   2.5 times slower than a clause that blocks k.  gemm=no keeps the
   kernel's own rule (infer-kernel-rows.c) out of the way.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-accblock-block -fplugin-arg-accblock-auto=model -fplugin-arg-accblock-target=host -fplugin-arg-accblock-gemm=no -fplugin-arg-accblock-num-accel=2 -fplugin-arg-accblock-local-mem=524288 -fopt-info-omp-optimized" } */
/* { dg-prune-output "optimized: (?!inferred)" } */

#define N 2048

double A[N][N], B[N][N], C[N][N];

void
product (void)
{
#pragma acc parallel loop /* { dg-message "optimized: inferred block\\(i:\[0-9\]+, k:\[0-9\]+, j:\[0-9\]+\\) \\(model\\)" } */
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	C[i][j] += A[i][k] * B[k][j];
}
