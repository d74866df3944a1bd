/* The case of the issue: "beta[k] = beta[k - 1] + ..." in a loop the
   program declares independent.  The dependence test proves that
   iteration k reads what iteration k - 1 writes, so a warning at the
   read names both iterations and a note offers "seq" (with a fix-it
   where nothing on the line excludes it).  OpenACC's meaning is kept:
   the loop still runs in parallel, as declared, block clause or not.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-verbose -fdiagnostics-parseable-fixits" } */

double beta[1000], x[1000];

void
parallel_loop (int n)
{
#pragma acc parallel loop
  for (int k = 1; k < n; k++)
    beta[k] = beta[k - 1] + x[k]; /* { dg-warning "15: warning: loop 'k' is declared independent, but iteration k reads 'beta\\\[k - 1\\\]', written by iteration k - 1 \\\[-fplugin-arg-accblock-warn=race\\\]" } */
  /* { dg-message "9: note: add 'seq' to the loop directive to run its iterations in order" "" { target *-*-* } 15 } */
  /* { dg-message {-it:"[^"]*":\{15:26-15:26\}:" seq"} "" { target *-*-* } 0 } */
  /* { dg-message "9: note: accblock: dispatched nest without block clause" "" { target *-*-* } 15 } */
}

void
bare_loop (int n)
{
#pragma acc loop
  for (int k = 1; k < n; k++)
    beta[k] = beta[k - 1] + x[k]; /* { dg-warning "15: warning: loop 'k' is declared independent, but iteration k reads 'beta\\\[k - 1\\\]', written by iteration k - 1" } */
  /* { dg-message "9: note: add 'seq' to the loop directive" "" { target *-*-* } 26 } */
  /* { dg-message {-it:"[^"]*":\{26:17-26:17\}:" seq"} "" { target *-*-* } 0 } */
  /* { dg-message "9: note: accblock: dispatched nest without block clause" "" { target *-*-* } 26 } */
}

void
other_clauses (int n)
{
#pragma acc parallel loop gang vector_length(32)
  for (int k = 1; k < n; k++)
    beta[k] = beta[k - 1] + x[k]; /* { dg-warning "15: warning: loop 'k' is declared independent" } */
  /* { dg-message "9: note: add 'seq' to the loop directive" "" { target *-*-* } 37 } */
  /* { dg-message {-it:"[^"]*":\{37:49-37:49\}:" seq"} "" { target *-*-* } 0 } */
  /* { dg-message "9: note: accblock: dispatched nest without block clause" "" { target *-*-* } 37 } */
}

void
block_clause (int n)
{
#pragma acc loop block(k:30)
  for (int k = 1; k < n; k++)
    beta[k] = beta[k - 1] + x[k]; /* { dg-warning "15: warning: loop 'k' is declared independent, but iteration k reads 'beta\\\[k - 1\\\]', written by iteration k - 1" } */
  /* { dg-message "9: note: replace 'block' by 'seq' in the loop directive" "" { target *-*-* } 48 } */
  /* { dg-message "9: note: accblock: blocked nest with block\\(k:30\\)" "" { target *-*-* } 48 } */
}

void
independent_clause (int n)
{
#pragma acc kernels loop independent
  for (int k = 1; k < n; k++)
    beta[k] = beta[k - 1] + x[k]; /* { dg-warning "15: warning: loop 'k' is declared independent" } */
  /* { dg-message "9: note: replace 'independent' by 'seq' in the loop directive" "" { target *-*-* } 58 } */
  /* { dg-message "9: note: accblock: dispatched nest without block clause" "" { target *-*-* } 58 } */
}

void
sequential (int n)
{
#pragma acc parallel loop seq /* { dg-message "9: note: accblock: loop left alone: 'loop seq'" } */
  for (int k = 1; k < n; k++)
    beta[k] = beta[k - 1] + x[k]; /* { dg-bogus "warning" } */
}
