/* -fplugin-arg-accblock-serial=no (-fno-auto-block-serial) turns the
   look at loops without pragma off: a parallel loop without pragma is
   neither blocked nor explained, while an "acc loop" still gets its
   clause.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-cost-model=unlimited -fplugin-arg-accblock-auto=greedy -fplugin-arg-accblock-serial=no -fopt-info-optimized-missed" } */

double v[1000], w[1000];

void
serial (void)
{
  for (int i = 0; i < 1000; i++) /* { dg-bogus "loop 'i'|inferred|blocked" } */
    v[i] = 2 * v[i];
}

void
annotated (void)
{
#pragma acc loop /* { dg-message "9: optimized: inferred block\\(i:15\\) \\(greedy\\)" } */
  for (int i = 0; i < 1000; i++)
    w[i] = 2 * w[i];
}
/* { dg-message "9: optimized: blocked nest with block\\(i:15\\): 67 tiles" "" { target *-*-* } 20 } */
