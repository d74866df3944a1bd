/* "no-all" turns every kind off and a later item turns one back on;
   items and arguments apply in order, so the last word wins.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-warn=race -fplugin-arg-accblock-warn=no-all,race,no-split,split,no-split" } */

#define N 128
double beta[1000], x[1000];
int A[N][N], B[N][N], C[N][N];

void
race (int n)
{
#pragma acc parallel loop /* { dg-message "9: note: add 'seq'" } */
  for (int k = 1; k < n; k++)
    beta[k] = beta[k - 1] + x[k]; /* { dg-warning "15: warning: loop 'k' is declared independent, .* \\\[-fplugin-arg-accblock-warn=race\\\]" } */
}

void
local_mem (void)
{
#pragma acc loop block(i:1, k:32) /* { dg-bogus "warning" } */
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	C[i][j] += A[i][k] * B[k][j];
}
