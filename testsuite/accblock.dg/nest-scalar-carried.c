/* A scalar read before it is written carries a value from one iteration
   (and tile) to the next.  */
/* { dg-do compile } */

int a[64][64];

void
f (int n)
{
  int t = 0;
#pragma acc loop block(i:4) /* { dg-error "9: error: 't' is read in the blocked nest before it is written there" } */
  for (int i = 0; i < n; i++)
    {
      a[i][1] = t;
      t = a[i][0];
    }
}
