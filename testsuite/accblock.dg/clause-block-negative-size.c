/* Negative block sizes are refused with the value they evaluate to.  */
/* { dg-do compile } */

#define MINUS_FOUR (-4)

void
f (int n, double *a)
{
  int i;
#pragma acc loop block(i:-3) /* { dg-error "26: error: block size for 'i' must be positive, not -3" } */
  for (i = 0; i < n; i++)
    a[i] = 0;
#pragma acc loop block(i:2-5*2) /* { dg-error "26: error: block size for 'i' must be positive, not -8" } */
  for (i = 0; i < n; i++)
    a[i] = 0;
#pragma acc loop block(i:MINUS_FOUR) /* { dg-error "26: error: block size for 'i' must be positive, not -4" } */
  for (i = 0; i < n; i++)
    a[i] = 0;
}
