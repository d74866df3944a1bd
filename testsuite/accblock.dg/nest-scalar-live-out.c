/* A scalar computed in the blocked nest and used after it is refused;
   the induction variables are fine.  */
/* { dg-do compile } */

int a[64][64];

int
live_out (int n)
{
  int t = 0;
#pragma acc loop block(i:4) /* { dg-error "9: error: value of 't' computed in the blocked nest is used after it; not supported" } */
  for (int i = 0; i < n; i++)
    {
      t = a[i][0];
      a[i][1] = t;
    }
  return t;
}

int
ivs_live_out (int n)
{
  int i, j;
#pragma acc loop block(i:4, j:8)
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      a[i][j] = 1;
  return i + j;
}
