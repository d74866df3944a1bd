/* A while loop is not a canonical for loop, although GIMPLE gives it
   the same shape.  */
/* { dg-do compile } */

int a[64];

void
f (int n)
{
  int i = 0;
#pragma acc loop block(i:4) /* { dg-error "9: error: cannot block loop 'i': it is not a 'for' loop" } */
  while (i < n)
    {
      a[i] = 1;
      i++;
    }
}
