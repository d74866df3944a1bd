/* Nests whose outer loop carries a dependence only within each value of
   the loop directly inside it (plugin/outer-whole.cc): covariance's
   column sums, a running product down each column of a declared array.
   Each is dispatched once, with a remark at the inner loop, its tiles
   along j and i whole in each; the sizes are left to the runtime.  The
   same shapes with a dependence at a non-zero or unknown distance on j
   keep what was done before: the outer loop left alone, the inner one
   dispatched per outer iteration where it is parallel.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-skew=no -fplugin-arg-accblock-auto -fplugin-arg-accblock-cost-model=unlimited -fplugin-arg-accblock-target=paper -fopt-info-optimized-missed" } */ /* skew=no: serial-skew.c has the skewed nests.  */

#define N 64

double col[N][N];

void
column_sums (int m, int n, double data[n][m], double mean[m])
{
  for (int i = 0; i < n; i++) /* { dg-message "3: optimized: inferred block\\(j:\\?\\) \\(model at run time\\)" } */
    for (int j = 0; j < m; j++) /* { dg-message "5: optimized: loop 'i' carries a dependence only within each value of 'j': the nest is dispatched once, its tiles along 'j', loop 'i' whole in each tile" } */
      mean[j] += data[i][j];
}
/* { dg-bogus "loop 'i' left alone" "" { target *-*-* } 19 } */

void
running_product (void)
{
  for (int i = 1; i < N; i++) /* { dg-message "3: optimized: inferred block\\(j:\\?\\) \\(model at run time\\): its outer loop runs whole in every tile" } */
    for (int j = 0; j < N; j++) /* { dg-message "5: optimized: loop 'i' carries a dependence only within each value of 'j'" } */
      col[i][j] = col[i - 1][j] * 0.5 + 1.0;
}

/* Distance (1, -1): tiles of j would separate the two iterations.  */
void
diagonal (void)
{
  for (int i = 1; i < N; i++) /* { dg-message "3: missed: loop 'i' left alone: it carries a dependence on 'col'" } */
    for (int j = 0; j < N - 1; j++) /* { dg-message "5: optimized: loop 'j' has no pragma and is parallel" } */
      col[i][j] = col[i - 1][j + 1] + 1.0;
}
/* { dg-bogus "only within each value" "" { target *-*-* } 38 } */

/* The sum of each column also reads its left neighbour's: distance 1
   on j within one i, the inner loop not parallel either.  */
void
neighbour_sums (int m, int n, double data[n][m], double mean[m])
{
  for (int i = 0; i < n; i++) /* { dg-message "3: missed: loop 'i' left alone: it carries a dependence on 'mean'" } */
    for (int j = 1; j < m; j++) /* { dg-message "5: missed: loop 'j' left alone: it carries a dependence on 'mean'" } */
      mean[j] += mean[j - 1] * data[i][j];
}
/* { dg-bogus "only within each value" "" { target *-*-* } 49 } */

/* Two columns apart, unknown distance on j: left alone as before.  */
void
mirrored (int m, int n, double data[n][m], double mean[m])
{
  for (int i = 0; i < n; i++) /* { dg-message "3: missed: loop 'i' left alone" } */
    for (int j = 0; j < m; j++) /* { dg-message "5: missed: loop 'j' left alone" } */
      mean[j] += mean[m - 1 - j] * data[i][j];
}
/* { dg-bogus "only within each value" "" { target *-*-* } 59 } */

/* The sweeps' own analysis (wavefront.cc) still says whether tiles
   could run in fronts; what the dispatches say is not the point here.  */
/* { dg-prune-output "wavefront" } */
/* { dg-prune-output "may overlap: their address ranges" } */
/* { dg-prune-output "run in parallel too" } */
/* { dg-prune-output "blocked nest with" } */
/* { dg-prune-output "inferred block\\(j:1\\) \\(model\\)" } */
