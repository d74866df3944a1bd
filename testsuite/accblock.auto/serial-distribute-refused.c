/* Loops without pragma whose bodies are sequences of loops that are not
   distributed (plugin/distribute.cc): a dependence carried by the outer
   loop (it is left alone, and the loops inside it are looked at), a
   scalar one loop computes for the next, a call (even to a const
   function, which the parallelism test accepts), a store after the
   last loop, a sum updated in place between them: all blocked whole.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-cost-model=unlimited -fplugin-arg-accblock-auto -fopt-info-optimized-missed" } */

#define N 64

double A[N][N], B[N][N], C[N][N], X[N];
__attribute__ ((const, nothrow)) double f (int);

void
carried (void)
{
  for (int i = 1; i < N; i++) /* { dg-message "3: missed: loop 'i' left alone: it may carry a dependence on 'A'" } */
    {
      for (int j = 0; j < N; j++) /* { dg-message "7: optimized: loop 'j' has no pragma and is parallel" } */
	A[i][j] = B[i][j];
      for (int j = 0; j < N; j++) /* { dg-message "7: optimized: loop 'j' has no pragma and is parallel" } */
	C[i][j] = A[i - 1][j];
    }
}
/* { dg-bogus "distributed" "" { target *-*-* } 18 } */

void
scalar (void)
{
  for (int i = 0; i < N; i++) /* { dg-message "3: missed: loop 'i' not distributed over its body: 's' is used by more than one of its loops" } */
    {
      double s = 0;
      for (int j = 0; j < N; j++)
	s += A[i][j];
      for (int j = 0; j < N; j++)
	B[i][j] = A[i][j] / s;
    }
}
/* { dg-message "3: optimized: loop 'i' has no pragma and is parallel" "" { target *-*-* } 31 } */

void
call (void)
{
  for (int i = 0; i < N; i++) /* { dg-message "3: missed: loop 'i' not distributed over its body: it calls a function" } */
    {
      for (int j = 0; j < N; j++)
	A[i][j] = f (j);
      for (int j = 0; j < N; j++)
	B[i][j] = A[i][j] * 2;
    }
}
/* { dg-message "3: optimized: loop 'i' has no pragma and is parallel" "" { target *-*-* } 45 } */

void
tail (void)
{
  for (int i = 0; i < N; i++) /* { dg-message "3: missed: loop 'i' not distributed over its body: a statement after the last loop of its body is not its increment" } */
    {
      for (int j = 0; j < N; j++)
	A[i][j] = 1;
      for (int j = 0; j < N; j++)
	B[i][j] = 2;
      X[i] = 3;
    }
}
/* { dg-message "3: optimized: loop 'i' has no pragma and is parallel" "" { target *-*-* } 58 } */

/* The sum is updated in place in front of the second loop, which reads
   it: "t = t / N" reads what the first loop left.  */
void
rescaled (void)
{
  double t;
  for (int i = 0; i < N; i++) /* { dg-message "3: missed: loop 'i' not distributed over its body: 't' is used by more than one of its loops" } */
    {
      t = 0;
      for (int j = 0; j < N; j++)
	t += A[i][j];
      t = t / N;
      for (int j = 0; j < N; j++)
	B[i][j] = A[i][j] - t;
    }
}
/* { dg-message "3: optimized: loop 'i' has no pragma and is parallel" "" { target *-*-* } 75 } */

/* { dg-prune-output "inferred block" } */
/* { dg-prune-output "blocked nest with" } */
/* { dg-prune-output "stays in main memory" } */
/* { dg-prune-output "tiles of loop" } */
