/* Known clauses on a directive that does not take them.  */
/* { dg-do compile } */

void
f (int n, double *a)
{
  int i;
#pragma acc data gang /* { dg-error "18: error: 'gang' clause is not allowed on '#pragma acc data'" } */
  ;
#pragma acc loop if(n) /* { dg-error "18: error: 'if' clause is not allowed on '#pragma acc loop'" } */
  for (i = 0; i < n; i++)
    a[i] = 0;
#pragma acc parallel block(i:4) /* { dg-error "22: error: 'block' clause is not allowed on '#pragma acc parallel'" } */
  ;
#pragma acc wait wait /* { dg-error "18: error: 'wait' clause is not allowed on '#pragma acc wait'" } */
}
