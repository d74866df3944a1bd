/* GCC forms FMAs only from -O2 (-fexpensive-optimizations), so the kernel must not fuse
   either, although the processor has FMA (gemm-fused.c).  */
/* { dg-do compile { target x86_64-*-* i?86-*-* } } */
/* { dg-options "-O1 -mfma -fplugin-arg-accblock-block -fplugin-arg-accblock-target=host -fopt-info-omp-optimized" } */
/* { dg-prune-output "optimized: (?!tile of nest)" } */

#define N 40
double A[N][N], B[N][N], C[N][N];

void
product (void)
{
#pragma acc parallel loop block(i:8) /* { dg-message "tile of nest at 13:9 is a matrix product: calls '__accblock_gemm_update'(?=\\n|$)" } */
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	C[i][j] += A[i][k] * B[k][j];
}
