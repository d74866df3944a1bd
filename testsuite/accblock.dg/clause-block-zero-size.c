/* A block size of zero is refused, also when a macro or an expression
   computes it.  */
/* { dg-do compile } */

#define ZERO 0

void
f (int n, double *a)
{
  int i;
#pragma acc loop block(i:0) /* { dg-error "26: error: block size for 'i' must be positive, not 0" } */
  for (i = 0; i < n; i++)
    a[i] = 0;
#pragma acc loop block(i:ZERO) /* { dg-error "26: error: block size for 'i' must be positive, not 0" } */
  for (i = 0; i < n; i++)
    a[i] = 0;
#pragma acc loop block(i:4-2*2) /* { dg-error "26: error: block size for 'i' must be positive, not 0" } */
  for (i = 0; i < n; i++)
    a[i] = 0;
}
