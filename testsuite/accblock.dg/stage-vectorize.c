/* The innermost loop of a tile function is vectorized at -O2 like the
   loop it came from: staged references of different declared arrays are
   known not to overlap, and a blocked innermost level, whose trip count
   only the runtime knows, still vectorizes (with an epilogue).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-accblock-block -fno-tree-slp-vectorize -fopt-info-vec-optimized" } */
/* (No basic-block vectorization: its remarks about the descriptor in the
   parent would be noise here.)  */

#define N 256
double a[N][N], b[N][N], c[N][N];
int x[N][N], y[N][N], z[N][N];

void
stencil (void)
{
#pragma acc loop block(i:8, j:64)
  for (int i = 1; i < N - 1; i++)
    for (int j = 1; j < N - 1; j++) /* { dg-message "optimized: loop vectorized" } */
      a[i][j] = b[i - 1][j] + b[i + 1][j] + b[i][j - 1] + c[i][j];
}

void
matmul (void)
{
#pragma acc loop block(i:4, k:8)
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++) /* { dg-message "optimized: loop vectorized" } */
	z[i][j] += x[i][k] * y[k][j];
}
