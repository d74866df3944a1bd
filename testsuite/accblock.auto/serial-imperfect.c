/* The outer loop of an imperfect nest is chosen when it is parallel
   (issue 32), whatever its arrays are: globals, restrict pointers to
   rows, restrict VLA parameters.  The loops of its body run inside its
   tiles and get no remark of their own.  Kernels in the shape of 2mm,
   syrk (inner bounds that depend on the outer index) and covariance
   (statements between the inner loops); then a time loop, left alone
   because it carries a dependence, whose inner nests are chosen
   instead.  Distribution (serial-distribute*.c) is turned off: these
   are the nests it leaves whole.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-cost-model=unlimited -fplugin-arg-accblock-auto -fplugin-arg-accblock-distribute=no -fopt-info-optimized-missed" } */

#define N 64

void
two_mm (double (*restrict tmp)[N], const double (*restrict A)[N],
	const double (*restrict B)[N], double alpha)
{
  int i, j, k;
  for (i = 0; i < N; i++) /* { dg-message "3: optimized: loop 'i' has no pragma and is parallel" } */
    {
      for (j = 0; j < N; j++)
	tmp[i][j] = 0;
      for (k = 0; k < N; k++)
	for (j = 0; j < N; j++)
	  tmp[i][j] += alpha * A[i][k] * B[k][j]; /* { dg-message "stays in main memory: a subscript uses the index of a loop inside the blocked ones" } */
    }
}
/* { dg-message "inferred block\\(i:" "" { target *-*-* } 20 } */
/* { dg-message "blocked nest" "" { target *-*-* } 20 } */
/* { dg-bogus "loop '\[jk\]'" "" { target *-*-* } 22 } */
/* { dg-bogus "loop '\[jk\]'" "" { target *-*-* } 24 } */
/* { dg-bogus "loop '\[jk\]'" "" { target *-*-* } 25 } */

void
syrk (int n, int m, double C[restrict n][n], const double A[restrict n][m],
      double alpha, double beta)
{
  for (int i = 0; i < n; i++) /* { dg-message "3: optimized: loop 'i' has no pragma and is parallel" } */
    {
      for (int j = 0; j <= i; j++)
	C[i][j] *= beta;
      for (int k = 0; k < m; k++)
	for (int j = 0; j <= i; j++)
	  C[i][j] += alpha * A[i][k] * A[j][k]; /* { dg-message "stays in main memory" } */
    }
}
/* { dg-message "inferred block\\(i:\\?\\)" "" { target *-*-* } 39 } */
/* { dg-message "blocked nest" "" { target *-*-* } 39 } */
/* { dg-bogus "loop '\[jk\]'" "" { target *-*-* } 41 } */
/* { dg-bogus "loop '\[jk\]'" "" { target *-*-* } 43 } */
/* { dg-bogus "loop '\[jk\]'" "" { target *-*-* } 44 } */

double data[N][N], mean[N];

void
covariance_columns (void)
{
  for (int j = 0; j < N; j++) /* { dg-message "3: optimized: loop 'j' has no pragma and is parallel" } */
    {
      mean[j] = 0;
      for (int i = 0; i < N; i++)
	mean[j] += data[i][j];
      mean[j] /= N;
      for (int i = 0; i < N; i++)
	data[i][j] -= mean[j]; /* { dg-message "'data' stays in main memory" } */
    }
}
/* { dg-message "inferred block\\(j:" "" { target *-*-* } 59 } */
/* { dg-message "blocked nest" "" { target *-*-* } 59 } */
/* { dg-bogus "loop 'i'" "" { target *-*-* } 62 } */
/* { dg-bogus "loop 'i'" "" { target *-*-* } 65 } */

double u[N][N], v[N][N];

void
time_loop (int steps)
{
  for (int t = 0; t < steps; t++) /* { dg-message "3: missed: loop 't' left alone: it may carry a dependence on '\[uv\]': its iterations may access the same elements \\(the indices of the loops in its body, in the subscripts, may take any value\\)" } */
    {
      for (int i = 1; i < N - 1; i++) /* { dg-message "7: optimized: loop 'i' has no pragma and is parallel" } */
	for (int j = 0; j < N; j++)
	  v[i][j] = u[i - 1][j] + u[i + 1][j];
      for (int i = 1; i < N - 1; i++) /* { dg-message "7: optimized: loop 'i' has no pragma and is parallel" } */
	for (int j = 0; j < N; j++)
	  u[i][j] = v[i][j];
    }
}
/* { dg-message "inferred block" "" { target *-*-* } 81 } */
/* { dg-message "blocked nest" "" { target *-*-* } 81 } */
/* { dg-message "inferred block" "" { target *-*-* } 84 } */
/* { dg-message "blocked nest" "" { target *-*-* } 84 } */
/* { dg-message "tiles of loop 'j' run in parallel too" "" { target *-*-* } 81 } */
/* { dg-message "tiles of loop 'j' run in parallel too" "" { target *-*-* } 84 } */
/* { dg-message "3: optimized: tile of nest at 20:3 is a matrix product: calls .__accblock_gemm_update. after the leading statements of all its rows, scaled" "" { target *-*-* } 20 } */
