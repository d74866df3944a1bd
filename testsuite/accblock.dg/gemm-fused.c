/* With FMA in the compilation GCC fuses the loops' multiply and add
   (-ffp-contract=fast, the GNU C default), in the tile function and in
   all its clones, so the kernel is asked to fuse too
   (gemm-unfused.c: the cases where it must not).  */
/* { dg-do compile { target x86_64-*-* i?86-*-* } } */
/* { dg-options "-O2 -mfma -fplugin-arg-accblock-block -fplugin-arg-accblock-target=host -fopt-info-omp-optimized" } */
/* { dg-prune-output "optimized: (?!tile of nest)" } */

#define N 40
double A[N][N], B[N][N], C[N][N];

void
product (double s)
{
#pragma acc parallel loop block(i:8) /* { dg-message "tile of nest at 15:9 is a matrix product: calls '__accblock_gemm_update', scaled, with fused multiply-adds" } */
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	C[i][j] += s * A[i][k] * B[k][j];
}
