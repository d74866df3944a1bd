/* collapse takes a positive integer constant.  */
/* { dg-do compile } */

void
f (int n, double *a)
{
  int i;
#pragma acc loop collapse(0) /* { dg-error "27: error: collapse count must be positive, not 0" } */
  for (i = 0; i < n; i++)
    a[i] = 0;
#pragma acc loop collapse(n) /* { dg-error "27: error: 'n' is not an integer constant; collapse count must be a constant expression" } */
  for (i = 0; i < n; i++)
    a[i] = 0;
}
