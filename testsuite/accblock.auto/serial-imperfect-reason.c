/* An outer loop whose body is a sequence of loops is one nest to block
   (issue 32): the indices of the loops inside are no levels of it and
   may take any value, but C[i][j] still tells the rows of i apart, so
   the outer loop is the one chosen and the loops inside run in its
   tiles as written, not dispatched one by one.  Their arrays stay in
   main memory, with one remark per array.  Distribution, which would
   split it (serial-distribute.c), is turned off.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-cost-model=unlimited -fplugin-arg-accblock-auto -fplugin-arg-accblock-distribute=no -fopt-info-optimized-missed" } */

#define N 64
double A[N][N], B[N][N], C[N][N];

void
gemm (double alpha, double beta)
{
  for (int i = 0; i < N; i++) /* { dg-message "3: optimized: loop 'i' has no pragma and is parallel" } */
    {
      for (int j = 0; j < N; j++)
	C[i][j] *= beta;
      for (int k = 0; k < N; k++)
	for (int j = 0; j < N; j++)
	  C[i][j] += alpha * A[i][k] * B[k][j]; /* { dg-message "missed: 'C' stays in main memory: a subscript uses the index of a loop inside the blocked ones \\(the body of the nest is a sequence of loops\\)" } */
    }
}
/* { dg-message "3: optimized: inferred block\\(i:1\\)" "" { target *-*-* } 17 } */
/* { dg-message "3: optimized: blocked nest with block\\(i:1\\)" "" { target *-*-* } 17 } */
/* { dg-message "missed: 'A' stays in main memory" "" { target *-*-* } 23 } */
/* { dg-message "missed: 'B' stays in main memory" "" { target *-*-* } 23 } */
/* { dg-bogus "loop 'j' has no pragma" "" { target *-*-* } 19 } */
/* { dg-bogus "loop 'k'" "" { target *-*-* } 21 } */
/* { dg-bogus "loop 'j' has no pragma" "" { target *-*-* } 22 } */
/* The tile is the gemm product, which calls the kernel.  */
/* { dg-message "3: optimized: tile of nest at 17:3 is a matrix product" "" { target *-*-* } 17 } */
