/* A loop without pragma whose body is a sequence of loops, proven
   parallel without any assumption about overlapping arrays, is
   distributed over its body (plugin/distribute.cc): one nest per loop,
   each looked at as a loop without pragma of its own.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-cost-model=unlimited -fplugin-arg-accblock-auto -fopt-info-optimized-missed" } */

#define N 64

double A[N][N], B[N][N], C[N][N], X[N], Y[N];

void
gemm (double alpha, double beta)
{
  for (int i = 0; i < N; i++) /* { dg-message "3: optimized: loop 'i' distributed over its body: 2 nests" } */
    {
      for (int j = 0; j < N; j++)
	C[i][j] *= beta;
      for (int k = 0; k < N; k++)
	for (int j = 0; j < N; j++)
	  C[i][j] += alpha * A[i][k] * B[k][j];
    }
}
/* Each nest gets the remark (one dg-message matches them all).  */
/* { dg-message "3: optimized: loop 'i' has no pragma and is parallel" "" { target *-*-* } 15 } */
/* { dg-bogus "loop '\[jk\]'" "" { target *-*-* } 17 } */
/* { dg-bogus "loop '\[jk\]'" "" { target *-*-* } 19 } */
/* { dg-bogus "loop '\[jk\]'" "" { target *-*-* } 20 } */

/* Statements in front of the loops go with the loop they precede.  */
void
three (void)
{
  for (int i = 0; i < N; i++) /* { dg-message "3: optimized: loop 'i' distributed over its body: 3 nests" } */
    {
      X[i] = 0;
      for (int j = 0; j < N; j++)
	X[i] += A[i][j];
      Y[i] = X[i] / N;
      for (int j = 0; j < N; j++)
	B[i][j] = A[i][j] - Y[i];
      for (int j = N - 1; j > 0; j--)
	C[i][j] = B[i][j] + B[i][j - 1];
    }
}
/* { dg-message "3: optimized: loop 'i' has no pragma and is parallel" "" { target *-*-* } 34 } */

/* Indices declared once for all the loops, as PolyBench writes them:
   each loop sets 'j' before it reads it.  */
void
two_mm (double alpha)
{
  int i, j, k;
  for (i = 0; i < N; i++) /* { dg-message "3: optimized: loop 'i' distributed over its body: 2 nests" } */
    {
      for (j = 0; j < N; j++)
	C[i][j] = 0;
      for (k = 0; k < N; k++)
	for (j = 0; j < N; j++)
	  C[i][j] += alpha * A[i][k] * B[k][j];
    }
}
/* { dg-message "3: optimized: loop 'i' has no pragma and is parallel" "" { target *-*-* } 54 } */

/* Inner bounds in the outer index (syrk).  */
void
syrk (double alpha, double beta)
{
  for (int i = 0; i < N; i++) /* { dg-message "3: optimized: loop 'i' distributed over its body: 2 nests" } */
    {
      for (int j = 0; j <= i; j++)
	C[i][j] *= beta;
      for (int k = 0; k < N; k++)
	for (int j = 0; j <= i; j++)
	  C[i][j] += alpha * A[i][k] * A[j][k];
    }
}
/* { dg-message "3: optimized: loop 'i' has no pragma and is parallel" "" { target *-*-* } 69 } */

/* { dg-prune-output "inferred block" } */
/* { dg-prune-output "blocked nest with" } */
/* { dg-prune-output "stays in main memory" } */
/* { dg-prune-output "tiles of loop" } */
