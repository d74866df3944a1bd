/* Block size arithmetic is checked for overflow at the operator that
   overflows, and division by zero is refused.  */
/* { dg-do compile } */

#define BIG 9223372036854775807

void
f (int n, double *a)
{
  int i;
#pragma acc loop block(i:BIG+1) /* { dg-error "29: error: integer overflow in constant expression" } */
  for (i = 0; i < n; i++)
    a[i] = 0;
#pragma acc loop block(i:0x4000000000000000*2) /* { dg-error "44: error: integer overflow in constant expression" } */
  for (i = 0; i < n; i++)
    a[i] = 0;
#pragma acc loop block(i:8/(2-2)) /* { dg-error "27: error: division by zero in constant expression" } */
  for (i = 0; i < n; i++)
    a[i] = 0;
}
