/* A dependence carried by the parallel level is reported; the nest is
   still blocked as asked.  */
/* { dg-do compile } */

double a[64][64];

void
f (int n)
{
#pragma acc loop block(i:4, j:8) /* { dg-warning "18: warning: the outer blocked loop 'i' carries a dependence on 'a'" } */
  for (int i = 1; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i][j] = a[i - 1][j] + 1;
}

void
independent (int n)
{
#pragma acc loop block(i:4, j:8) /* { dg-bogus "warning" } */
  for (int i = 1; i < n; i++)
    for (int j = 1; j < n; j++)
      a[i][j] = a[i][j - 1] + 1;
}
