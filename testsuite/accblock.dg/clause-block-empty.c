/* block() names no index: refused at the closing parenthesis.  */
/* { dg-do compile } */

void
f (int n, double *a)
{
  int i;
#pragma acc loop block() /* { dg-error "24: error: empty 'block' clause" } */
  for (i = 0; i < n; i++)
    a[i] = 0;
}
