/* The exit test must be <, <=, > or >=.  */
/* { dg-do compile } */

int a[64];

void
f (int n)
{
#pragma acc loop block(i:4) /* { dg-error "9: error: cannot block loop 'i': its exit test does not compare an induction variable" } */
  for (int i = 0; i != n; i++)
    a[i] = 1;
}
