/* A pragma from _Pragma in a macro: the race warning is at the
   reference all the same; the note on "seq" has no fix-it, which would
   edit the macro's definition.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fdiagnostics-parseable-fixits" } */

#define PARALLEL_LOOP _Pragma ("acc parallel loop")

double beta[1000], x[1000];

void
in_macro (int n)
{
  PARALLEL_LOOP
  for (int k = 1; k < n; k++)
    beta[k] = beta[k - 1] + x[k]; /* { dg-warning "15: warning: loop 'k' is declared independent, but iteration k reads 'beta\\\[k - 1\\\]'" } */
  /* { dg-message "note: add 'seq' to the loop directive" "" { target *-*-* } 0 } */
  /* { dg-message "note: in expansion of macro 'PARALLEL_LOOP'" "" { target *-*-* } 14 } */
  /* { dg-bogus "fix-it" "" { target *-*-* } 0 } */
}
