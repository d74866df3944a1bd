/* A tile whose product the kernel takes keeps no loops of its own: where
   the runtime's test finds C overlapping A or B, each row runs as
   written in the runtime (__accblock_gemm_as_written) instead, with the
   kernel's flags.  So the tile function holds no fused multiply-add of
   the product (-mfma: GCC would contract the loops): GCC compiled a copy
   of them in every such tile (issue 32's compile time).  The rows then
   run in order (accblock.run/gemm/alias.c runs both ways).  */
/* { dg-do compile { target x86_64-*-* i?86-*-* } } */
/* { dg-options "-O2 -mfma -fplugin-arg-accblock-block -fplugin-arg-accblock-target=host -fopt-info-omp-optimized" } */
/* { dg-prune-output "optimized: (?!tile of nest)" } */

#define N 40
double A[N][N], B[N][N], C[N][N];

void
product (double s)
{
#pragma acc parallel loop block(i:8) /* { dg-message "tile of nest at 18:9 is a matrix product: calls '__accblock_gemm_update', scaled, with fused multiply-adds" } */
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	C[i][j] += s * A[i][k] * B[k][j];
}

/* { dg-final { scan-assembler "call\[ \t\]+_*accblock_gemm_as_written" } } */
/* { dg-final { scan-assembler-not "vfmadd" } } */
