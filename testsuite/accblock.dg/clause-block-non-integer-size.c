/* Block sizes must be integer constant expressions: no floating-point
   numbers, no variables, no strings.  */
/* { dg-do compile } */

void
f (int n, double *a)
{
  int i, bs = 4;
#pragma acc loop block(i:2.5) /* { dg-error "26: error: block size for 'i' must be an integer, not a floating-point number" } */
  for (i = 0; i < n; i++)
    a[i] = 0;
#pragma acc loop block(i:bs) /* { dg-error "26: error: 'bs' is not an integer constant; block size must be a constant expression" } */
  for (i = 0; i < n; i++)
    a[i] = 0;
#pragma acc loop block(i:"8") /* { dg-error "26: error: expected block size, an integer constant expression" } */
  for (i = 0; i < n; i++)
    a[i] = 0;
#pragma acc loop block(i:4*) /* { dg-error "28: error: expected block size, an integer constant expression" } */
  for (i = 0; i < n; i++)
    a[i] = 0;
}
