/* A do loop is not a canonical for loop.  */
/* { dg-do compile } */

int a[64];

void
f (int n)
{
  int i = 0;
#pragma acc loop block(i:4) /* { dg-error "9: error: cannot block this nest: its loop at depth 0 is not a canonical 'for' loop" } */
  do
    {
      a[i] = 1;
      i++;
    }
  while (i < n);
}
