/* Under -fauto-block an inferred clause declares nothing the pragma did
   not: "parallel loop" is declared independent, so its race is warned
   and it runs in parallel; kernels without "independent" runs in
   parallel only where proven, and a loop without pragma is only blocked
   when proven parallel, so both are left alone, in order, without a
   warning.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-cost-model=unlimited -fplugin-arg-accblock-auto -fplugin-arg-accblock-verbose" } */

double beta[1000], x[1000];

void
declared (void)
{
#pragma acc parallel loop /* { dg-message "9: note: accblock: inferred block\\(k:" } */
  /* { dg-message "9: note: accblock: write the inferred clause" "" { target *-*-* } 15 } */
  /* { dg-message "9: note: accblock: blocked nest with block\\(k:" "" { target *-*-* } 15 } */
  /* { dg-message "9: note: add 'seq' to the loop directive" "" { target *-*-* } 15 } */
  for (int k = 1; k < 1000; k++)
    beta[k] = beta[k - 1] + x[k]; /* { dg-warning "15: warning: loop 'k' is declared independent, but iteration k reads 'beta\\\[k - 1\\\]', written by iteration k - 1" } */
}

void
kernels (void)
{
#pragma acc kernels loop /* { dg-message "9: note: accblock: loop 'k' left alone: it carries a dependence on 'beta'" } */
  /* { dg-message "9: note: accblock: inferred block\\(k:" "" { target *-*-* } 26 } */
  /* { dg-message "9: note: accblock: write the inferred clause" "" { target *-*-* } 26 } */
  for (int k = 1; k < 1000; k++)
    beta[k] = beta[k - 1] + x[k]; /* { dg-bogus "warning" } */
}

void
no_pragma (void)
{
  for (int k = 1; k < 1000; k++) /* { dg-message "3: note: accblock: loop 'k' left alone: it carries a dependence on 'beta'" } */
    beta[k] = beta[k - 1] + x[k]; /* { dg-bogus "warning" } */
}
