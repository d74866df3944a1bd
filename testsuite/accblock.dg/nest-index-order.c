/* Block indices go from the outer to the inner loop.  */
/* { dg-do compile } */

int a[64][64];

void
f (int n)
{
#pragma acc loop block(j:4, i:2) /* { dg-error "29: error: index 'i' is out of order" } */
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i][j] = 0;
}
