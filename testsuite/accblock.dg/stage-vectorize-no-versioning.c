/* The tile function vectorizes like -O2 except that a loop may have an
   epilogue (stage-vectorize.c); it does not version a loop for aliasing,
   which -O2 never does.  In this column sweep the inner loop reads row
   i - 1 and writes row i of the same arrays, rows a run-time stride apart
   in the tile's blocks: a versioned loop would always take its scalar
   copy, after compiling both.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-accblock-block -fno-tree-slp-vectorize -fopt-info-vec-optimized" } */

#define N 64
double a[N][N], b[N][N], c[N][N];

void
column_sweep (void)
{
#pragma acc loop block(j:8)
  for (int j = 0; j < N; j++)
    for (int i = 1; i < N; i++) /* { dg-bogus "versioned for vectorization" } */
      {
	a[i][j] = a[i][j] - a[i - 1][j] * c[i][j] / b[i - 1][j];
	b[i][j] = b[i][j] - c[i][j] * c[i][j] / b[i - 1][j];
      }
}
