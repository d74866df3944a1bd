/* The inferred clause comes with a fix-it hint that inserts it after
   the last token of the pragma line: after the directive word when the
   pragma has no clause, after the last clause otherwise, and never
   after a trailing comment.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-cost-model=unlimited -fplugin-arg-accblock-auto=greedy -fplugin-arg-accblock-verbose -fdiagnostics-parseable-fixits" } */

#define N 128
int A[N][N], B[N][N], C[N][N];
double x[1000], y[1000];

void
matmul (void)
{
#pragma acc parallel loop
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	C[i][j] += A[i][k] * B[k][j];
}

void
axpy (void)
{
#pragma acc kernels loop copyin(x) copy(y)  /* trailing comment */
  for (int i = 0; i < 1000; i++)
    y[i] += 2.0 * x[i];
#pragma acc loop
  for (int i = 0; i < 1000; i++)
    y[i] += 2.0 * x[i];
}

/* { dg-message "9: note: accblock: inferred block\\(i:1, k:30\\)" "" { target *-*-* } 15 } */
/* { dg-message "9: note: accblock: write the inferred clause 'block\\(i:1, k:30\\)' here" "" { target *-*-* } 15 } */
/* { dg-message "9: note: accblock: blocked nest with block\\(i:1, k:30\\)" "" { target *-*-* } 15 } */
/* { dg-message {-it:"[^"]*":\{15:26-15:26\}:" block\(i:1, k:30\)"} "" { target *-*-* } 0 } */
/* 1000 iterations on 64 accelerators: blocks of 1000 / 64 = 15.  */
/* { dg-message "9: note: accblock: (inferred|write the inferred clause|blocked nest with) '?block\\(i:15\\)" "" { target *-*-* } 25 } */
/* { dg-message "9: note: accblock: OpenACC data clauses" "" { target *-*-* } 25 } */
/* { dg-message {-it:"[^"]*":\{25:43-25:43\}:" block\(i:15\)"} "" { target *-*-* } 0 } */
/* { dg-message "9: note: accblock: (inferred|write the inferred clause|blocked nest with) '?block\\(i:15\\)" "" { target *-*-* } 28 } */
/* { dg-message {-it:"[^"]*":\{28:17-28:17\}:" block\(i:15\)"} "" { target *-*-* } 0 } */
