/* Under -fauto-block the machine model decides whether a dispatch pays
   (cost-model=dynamic, the default).  On the paper's target a dispatch
   costs 10 us: a loop of 64 iterations takes far less where it stands
   and is left alone, with a missed remark giving both predicted times;
   the matmul of 128 is worth dispatching and gets its clause; a single
   loop whose trip count is only known at run time is versioned on it:
   below 2101 iterations (10 us of dispatch against 16 bytes an
   iteration) it runs as written, above the runtime asks the question
   again with the whole model (accblock.run/dispatch-or-not.c).  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fopt-info-optimized-missed" } */

#define N 128
int A[N][N], B[N][N], C[N][N];
double x[64], y[64];

void
small (double alpha)
{
#pragma acc parallel loop /* { dg-message "9: missed: loop left alone: dispatching it does not pay: predicted \[0-9.e-\]+ s where it stands, \[0-9.e-\]+ s dispatched \\(1e-05 s of them the dispatch\\) on target 'paper'" } */
  for (int i = 0; i < 64; i++)
    y[i] += alpha * x[i];
}

void
matmul (void)
{
#pragma acc parallel loop /* { dg-message "9: optimized: inferred block\\(" } */
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	C[i][j] += A[i][k] * B[k][j];
}
/* { dg-message "the tiles of loop 'j' run in parallel too" "" { target *-*-* } 28 } */
/* { dg-message "the tiles of loop 'k' run in 2 groups" "" { target *-*-* } 28 } */
/* { dg-message "blocked nest with block\\(i:16, k:16, j:32\\) split\\(k:2\\): 256 tiles" "" { target *-*-* } 28 } */

void
unknown (double *v, int n)
{
#pragma acc parallel loop /* { dg-message "9: optimized: inferred block\\(i:\\?\\) \\(model at run time\\)" } */
  for (int i = 0; i < n; i++)
    v[i] *= 2.0;
}
/* { dg-message "blocked nest with block\\(i:\\?\\): tile count known at run time" "" { target *-*-* } 41 } */
/* { dg-message "loop 'i' runs as written when it has fewer than 2101 iterations, too few to pay for a dispatch" "" { target *-*-* } 41 } */
