/* cost-model=unlimited dispatches every nest inference can block, as the
   paper's compiler does: the 64-iteration loop that cost-model=dynamic
   leaves alone (dispatch-or-not.c) gets its clause.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fplugin-arg-accblock-cost-model=unlimited -fopt-info-optimized-missed" } */

double x[64], y[64];

void
small (double alpha)
{
#pragma acc parallel loop /* { dg-message "9: optimized: inferred block\\(i:1\\) \\(model\\)" } */
  for (int i = 0; i < 64; i++)
    y[i] += alpha * x[i];
}
/* { dg-message "blocked nest with block\\(i:1\\)" "" { target *-*-* } 12 } */
/* { dg-bogus "does not pay" "" { target *-*-* } 12 } */
