/* Data, private and reduction lists must name declared variables.  */
/* { dg-do compile } */

void
f (int n, double *a)
{
  int i, s = 0;
#pragma acc parallel loop private(zz) /* { dg-error "35: error: 'zz' undeclared in OpenACC clause" } */
  for (i = 0; i < n; i++)
    a[i] = 0;
#pragma acc data copy(a[0:n], qq[0:4]) /* { dg-error "31: error: 'qq' undeclared in OpenACC clause" } */
  ;
#pragma acc loop private(f) /* { dg-error "26: error: 'f' is not a variable" } */
  for (i = 0; i < n; i++)
    a[i] = 0;
#pragma acc loop reduction(+:s, t) /* { dg-error "33: error: 't' undeclared in OpenACC clause" } */
  for (i = 0; i < n; i++)
    s += i;
#pragma acc loop reduction(/:s) /* { dg-error "28: error: expected a reduction operator" } */
  for (i = 0; i < n; i++)
    s += i;
}
