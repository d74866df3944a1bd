/* Tiles that are double matrix products call __accblock_gemm_update
   (plugin/gemm-*.cc), with a remark at the nest: the i-k-j product on
   global arrays whatever levels the clause blocks, the scaled forms
   (s * A) * B and A * s * B, pointers to rows (VLA parameters:
   gemm-remarks-vla.c), and the imperfect gemm
   nest, whose i loop is distributed.  On the host target at -O2 without
   FMA no call fuses (gemm-fused.c has FMA).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-accblock-block -fplugin-arg-accblock-target=host -fopt-info-omp-optimized" } */
/* { dg-prune-output "optimized: (?!tile of nest)" } */

#define NI 37
#define NK 29
#define NJ 45

double A[NI][NK], B[NK][NJ], C[NI][NJ];

void
products (double s)
{
#pragma acc parallel loop block(i:5) /* { dg-message "9: optimized: tile of nest at 21:9 is a matrix product: calls '__accblock_gemm_update'(?=\n|$)" } */
  for (int i = 0; i < NI; i++)
    for (int k = 0; k < NK; k++)
      for (int j = 0; j < NJ; j++)
	C[i][j] += A[i][k] * B[k][j];

#pragma acc parallel loop block(i:8, k:7, j:16) /* { dg-message "tile of nest at 27:9 is a matrix product: calls '__accblock_gemm_update'(?=\n|$)" } */
  for (int i = 0; i < NI; i++)
    for (int k = 0; k < NK; k++)
      for (int j = 0; j < NJ; j++)
	C[i][j] = C[i][j] + B[k][j] * A[i][k];

#pragma acc parallel loop block(i:8) /* { dg-message "tile of nest at 33:9 is a matrix product: calls '__accblock_gemm_update', scaled(?=\n|$)" } */
  for (int i = 0; i < NI; i++)
    for (int k = 0; k < NK; k++)
      for (int j = 0; j < NJ; j++)
	C[i][j] += s * A[i][k] * B[k][j];

#pragma acc parallel loop block(i:3, k:5) /* { dg-message "tile of nest at 39:9 is a matrix product: calls '__accblock_gemm_update', scaled(?=\n|$)" } */
  for (int i = 0; i < NI; i++)
    for (int k = 0; k < NK; k++)
      for (int j = 0; j < NJ; j++)
	C[i][j] += A[i][k] * s * B[k][j];

#pragma acc parallel loop block(i:6) /* { dg-message "tile of nest at 45:9 is a matrix product: calls '__accblock_gemm_update' after the leading statements of all its rows, scaled(?=\n|$)" } */
  for (int i = 0; i < NI; i++)
    {
      for (int j = 0; j < NJ; j++)
	C[i][j] *= 1.2;
      for (int k = 0; k < NK; k++)
	for (int j = 0; j < NJ; j++)
	  C[i][j] += s * A[i][k] * B[k][j];
    }
}

void
rows (int n, double (*c)[64], double (*a)[32], double (*b)[64])
{
#pragma acc parallel loop /* { dg-message "tile of nest at 59:9 is a matrix product: calls '__accblock_gemm_update'(?=\n|$)" } */
  for (int i = 0; i < n; i++)
    for (int k = 0; k < 32; k++)
      for (int j = 0; j < 64; j++)
	c[i][j] += a[i][k] * b[k][j];
}
