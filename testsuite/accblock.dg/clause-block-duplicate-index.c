/* An index may appear once in a block clause; the second one is
   reported.  */
/* { dg-do compile } */

void
f (int n, double (*a)[64])
{
  int i, j;
#pragma acc loop block(i:4, j:8, i:8) /* { dg-error "34: error: index 'i' appears twice in 'block' clause" } */
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      a[i][j] = 0;
}
