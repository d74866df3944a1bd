/* Unbalanced brackets in clauses are refused where the parser sees the
   mismatch: at the wrong closer, or at the end of the line.  */
/* { dg-do compile } */

void
f (int n, double *a)
{
  int i;
#pragma acc loop block(i:(4)
  for (i = 0; i < n; i++)
    a[i] = 0;
#pragma acc loop block(i:4
  for (i = 0; i < n; i++)
    a[i] = 0;
#pragma acc data copy(a[0:n) /* { dg-error "28: error: expected '\\]'" } */
  ;
#pragma acc parallel if((n > 0) /* { dg-error "error: expected '\\)' before end of line" } */
  ;
#pragma acc loop gang(num:(4]) /* { dg-error "29: error: expected '\\)'" } */
  for (i = 0; i < n; i++)
    a[i] = 0;
}
/* { dg-error "29: error: expected '\\)' before end of line" "" { target *-*-* } 9 } */
/* { dg-error "27: error: expected '\\)' before end of line" "" { target *-*-* } 12 } */
