/* Nests close to a matrix product whose tiles keep their loops
   (plugin/gemm-match.cc): s * (A * B) and (A * B) * s round differently
   from the kernel's (s * A) * B, C -= A * B is no product the kernel
   computes, float and int elements, strides other than one element,
   the k loop innermost, an extra store, a volatile C, a factor read in
   the loop (a fourth load), C indexed by k, a plain assignment, a
   triangular j loop and a statement after the k loop.  Every other
   remark is pruned, so any "tile of nest" remark fails the test.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-accblock-block -fplugin-arg-accblock-target=host -fopt-info-omp-optimized" } */
/* { dg-prune-output "optimized: (?!tile of nest)" } */

#define N 40

double A[N][N], B[N][N], C[N][N], D[N][N], B2[N][2 * N], C2[N][2 * N];
float FA[N][N], FB[N][N], FC[N][N];
int IA[N][N], IB[N][N], IC[N][N];
volatile double VC[N][N];

#define PRODUCT(STMT)				\
  _Pragma ("acc parallel loop block(i:8)")	\
  for (int i = 0; i < N; i++)			\
    for (int k = 0; k < N; k++)			\
      for (int j = 0; j < N; j++)		\
	STMT

void
refused (double s)
{
  PRODUCT (C[i][j] += s * (A[i][k] * B[k][j]);)
  PRODUCT (C[i][j] += A[i][k] * B[k][j] * s;)
  PRODUCT (C[i][j] -= A[i][k] * B[k][j];)
  PRODUCT (FC[i][j] += FA[i][k] * FB[k][j];)
  PRODUCT (IC[i][j] += IA[i][k] * IB[k][j];)
  PRODUCT (C[i][j] += A[i][k] * B2[k][2 * j];)
  PRODUCT (C2[i][2 * j] += A[i][k] * B[k][j];)
  PRODUCT (C[i][j] += A[k][i] * B[k][j];)
  PRODUCT ({ C[i][j] += A[i][k] * B[k][j]; D[i][j] = s; })
  PRODUCT (VC[i][j] += A[i][k] * B[k][j];)
  PRODUCT (C[i][j] += A[i][0] * A[i][k] * B[k][j];)
  PRODUCT (C[i][j] = A[i][k] * B[k][j];)

#pragma acc parallel loop block(i:8)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      for (int k = 0; k < N; k++)
	C[i][j] += A[i][k] * B[k][j];

#pragma acc parallel loop block(i:8)
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N - k; j++)
	C[i][j + k] += A[i][k] * B[k][j];

#pragma acc parallel loop block(i:8)
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < i; j++)
	C[i][j] += A[i][k] * B[k][j];

#pragma acc parallel loop block(i:8)
  for (int i = 0; i < N; i++)
    {
      for (int k = 0; k < N; k++)
	for (int j = 0; j < N; j++)
	  C[i][j] += A[i][k] * B[k][j];
      for (int j = 0; j < N; j++)
	C[i][j] *= s;
    }
}
