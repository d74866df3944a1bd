/* Scalars carried from one iteration to the next are not races here
   (private and reduction clauses decide them): a scalar in memory keeps
   a loop without block clause on the host, and under a block clause
   gets the warning of kind "shared"; a local one runs the tiles in
   order.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-verbose" } */

double s, x[1000];

void
global_no_clause (int n)
{
#pragma acc parallel loop /* { dg-message "9: note: accblock: loop left alone: loop 'k' carries a dependence on 's'" } */
  for (int k = 0; k < n; k++)
    s = s + x[k]; /* { dg-bogus "declared independent" } */
}

void
global_clause (int n)
{
#pragma acc parallel loop block(k:8) /* { dg-warning "27: warning: the outer blocked loop 'k' carries a dependence on 's': its tiles may run in any order, in parallel \\\[-fplugin-arg-accblock-warn=shared\\\]" } */
  /* { dg-message "9: note: accblock: blocked nest with block\\(k:8\\)" "" { target *-*-* } 22 } */
  for (int k = 0; k < n; k++)
    s = s + x[k]; /* { dg-message "note: accblock: 's' stays in main memory" } */
}

double
local_clause (int n)
{
  double t = 0;
#pragma acc parallel loop block(k:8) /* { dg-message "9: note: accblock: the tiles run one at a time, in order" } */
  /* { dg-message "9: note: accblock: blocked nest with block\\(k:8\\)" "" { target *-*-* } 32 } */
  for (int k = 0; k < n; k++)
    t = t + x[k]; /* { dg-bogus "warning" } */
  return t;
}
