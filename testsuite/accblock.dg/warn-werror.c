/* -Werror turns the plugin's warnings into errors, as GCC's own: the
   message keeps its tag, and GCC adds "[-Werror]".  A kind turned off
   gives nothing to turn into an error.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-warn=no-local-mem -Werror" } */

#define N 128
double beta[1000], x[1000];
int A[N][N], B[N][N], C[N][N];

void
race (int n)
{
#pragma acc parallel loop /* { dg-message "9: note: add 'seq'" } */
  for (int k = 1; k < n; k++)
    beta[k] = beta[k - 1] + x[k]; /* { dg-error "15: error: loop 'k' is declared independent, .* \\\[-fplugin-arg-accblock-warn=race\\\] \\\[-Werror\\\]" } */
}

void
local_mem (void)
{
#pragma acc loop block(i:1, k:32) /* { dg-bogus "error" } */
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	C[i][j] += A[i][k] * B[k][j];
}

/* { dg-message "all warnings being treated as errors" "" { target *-*-* } 0 } */
