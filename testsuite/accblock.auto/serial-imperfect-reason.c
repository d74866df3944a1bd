/* An outer loop whose body is a sequence of loops is not blocked yet
   (issue 32): the subscripts of its arrays use the indices of inner
   loops that are no levels of its nest.  The remark says that this is
   why, not the program: the row loops inside are what is blocked.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-cost-model=unlimited -fplugin-arg-accblock-auto -fopt-info-optimized-missed" } */

#define N 64
double A[N][N], B[N][N], C[N][N];

void
gemm (double alpha, double beta)
{
  for (int i = 0; i < N; i++) /* { dg-message "3: missed: loop 'i' left alone: the subscripts of 'C' are not affine in the indices of its nest: its body is a sequence of loops, whose indices are not levels of the nest \\(such imperfect nests are not blocked yet\\)" } */
    {
      for (int j = 0; j < N; j++) /* { dg-message "7: optimized: loop 'j' has no pragma and is parallel" } */
	C[i][j] *= beta;
      for (int k = 0; k < N; k++) /* { dg-message "7: missed: loop 'k' left alone: it carries a dependence on 'C'" } */
	for (int j = 0; j < N; j++) /* { dg-message "optimized: loop 'j' has no pragma and is parallel" } */
	  C[i][j] += alpha * A[i][k] * B[k][j];
    }
}
/* { dg-message "inferred block" "" { target *-*-* } 16 } */
/* { dg-message "blocked nest" "" { target *-*-* } 16 } */
/* { dg-message "inferred block" "" { target *-*-* } 19 } */
/* { dg-message "blocked nest" "" { target *-*-* } 19 } */
