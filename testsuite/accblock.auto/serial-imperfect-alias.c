/* Imperfect nests over VLA parameters without restrict (issue 32): the
   arrays subscripted by the inner loops' indices are not staged, but
   each reference gets an address range over the inner loops' ranges
   (alias-range.cc), so the outer loop is chosen on condition that the
   arrays do not overlap, with a remark per pair: gemm, 2mm's first
   product, and syrk, whose inner bound j <= i moves with the outer
   index and which reads A in two shapes (undistributed here: see
   serial-distribute-as-written.c).  Where an inner bound is loaded from
   memory, or a subscript uses an inner index after its loop, nothing
   bounds the reference and the outer loop is left alone as before.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fplugin-arg-accblock-distribute=no -fopt-info-optimized-missed" } */

void
gemm (int ni, int nj, int nk, double alpha, double beta, double C[ni][nj],
      double A[ni][nk], double B[nk][nj])
{
  for (int i = 0; i < ni; i++) /* { dg-message "3: optimized: 'C' and 'A' may overlap: their address ranges are checked before each dispatch" } */
    {
      for (int j = 0; j < nj; j++)
	C[i][j] *= beta;
      for (int k = 0; k < nk; k++)
	for (int j = 0; j < nj; j++)
	  C[i][j] += alpha * A[i][k] * B[k][j];
    }
}
/* { dg-message "3: optimized: 'C' and 'B' may overlap: their address ranges are checked before each dispatch" "" { target *-*-* } 18 } */
/* { dg-message "3: optimized: inferred block\\(i:\\?\\)" "" { target *-*-* } 18 } */
/* { dg-bogus "'A' and 'B' may overlap" "" { target *-*-* } 18 } */
/* { dg-bogus "loop '\[jk\]'" "" { target *-*-* } 20 } */
/* { dg-bogus "loop '\[jk\]'" "" { target *-*-* } 22 } */
/* { dg-bogus "loop '\[jk\]'" "" { target *-*-* } 23 } */

void
two_mm_first (int ni, int nj, int nk, double alpha, double tmp[ni][nj],
	      double A[ni][nk], double B[nk][nj])
{
  for (int i = 0; i < ni; i++) /* { dg-message "3: optimized: 'tmp' and 'A' may overlap: their address ranges are checked" } */
    {
      for (int j = 0; j < nj; j++)
	tmp[i][j] = 0.0;
      for (int k = 0; k < nk; k++)
	for (int j = 0; j < nj; j++)
	  tmp[i][j] += alpha * A[i][k] * B[k][j];
    }
}
/* { dg-message "3: optimized: 'tmp' and 'B' may overlap: their address ranges are checked" "" { target *-*-* } 38 } */
/* { dg-message "3: optimized: inferred block\\(i:\\?\\)" "" { target *-*-* } 38 } */
/* { dg-bogus "loop '\[jk\]'" "" { target *-*-* } 40 } */

void
syrk (int n, int m, double alpha, double beta, double C[n][n],
      double A[n][m])
{
  for (int i = 0; i < n; i++) /* { dg-message "3: optimized: 'C' and 'A' may overlap: their address ranges are checked" } */
    {
      for (int j = 0; j <= i; j++)
	C[i][j] *= beta;
      for (int k = 0; k < m; k++)
	for (int j = 0; j <= i; j++)
	  C[i][j] += alpha * A[i][k] * A[j][k];
    }
}
/* { dg-message "3: optimized: inferred block\\(i:\\?\\)" "" { target *-*-* } 55 } */
/* { dg-bogus "loop '\[jk\]'" "" { target *-*-* } 57 } */

/* The inner bound is loaded from memory: no range for C.  */
void
ragged (int n, int m, const int *len, double C[n][m], double A[n][m])
{
  for (int i = 0; i < n; i++) /* { dg-message "3: missed: loop 'i' left alone: 'C' and '\[Al\]\[a-z\]*' may overlap" } */
    {
      for (int j = 0; j < len[i]; j++)
	C[i][j] = 0.5 * C[i][j] + A[i][j];
      for (int j = 0; j < m; j++)
	C[i][j] += 1.0;
    }
}

/* J is used after its loop, where it holds its exit value.  */
void
after_loop (int n, int m, double C[n][m], double A[n][m])
{
  for (int i = 0; i < n; i++) /* { dg-message "3: missed: loop 'i' left alone: 'C' and '\[Al\]\[a-z\]*' may overlap" } */
    {
      int j;
      for (j = 0; j < m - 1; j++)
	C[i][j] = A[i][j];
      C[i][j] = 0.0;
    }
}

/* { dg-prune-output "blocked nest with" } */
/* { dg-prune-output "has no pragma and is parallel" } */
/* { dg-prune-output "inferred block" } */
/* { dg-prune-output "stays in main memory" } */
/* { dg-prune-output "tiles of loop" } */
/* { dg-prune-output "may overlap: their address ranges" } */
/* { dg-prune-output "left alone" } */
/* { dg-prune-output "too few to pay for a dispatch" } */
/* { dg-message "3: optimized: tile of nest at 18:3 is a matrix product" "" { target *-*-* } 18 } */
/* { dg-message "3: optimized: tile of nest at 38:3 is a matrix product" "" { target *-*-* } 38 } */

/* { dg-prune-output "is a matrix product" } */
