/* A block index that names no induction variable of the nest is an
   error at that index.  */
/* { dg-do compile } */

int a[64][64];

void
f (int n)
{
  int x = 0;
#pragma acc loop block(i:4, x:2) /* { dg-error "29: error: 'x' is not an induction variable of the loop nest" } */
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i][j] = x;
}
