/* The step of a blocked level must be a compile-time constant.  */
/* { dg-do compile } */

int a[64];

void
f (int n, int s)
{
#pragma acc loop block(i:4) /* { dg-error "9: error: cannot block loop 'i': its step is not a compile-time constant" } */
  for (int i = 0; i < n; i += s)
    a[i] = 1;
}
