/* A dependence carried by the parallel level is reported at the
   reference that races, with the two iterations; the nest is still
   blocked as asked (race-*.c test the warning in detail).  */
/* { dg-do compile } */

double a[64][64];

void
f (int n)
{
#pragma acc loop block(i:4, j:8) /* { dg-message "9: note: replace 'block' by 'seq' in the loop directive to run its iterations in order" } */
  for (int i = 1; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i][j] = a[i - 1][j] + 1; /* { dg-warning "17: warning: loop 'i' is declared independent, but iteration i reads 'a\\\[i - 1\\\]\\\[j\\\]', written by iteration i - 1 \\\[-fplugin-arg-accblock-warn=race\\\]" } */
}

void
independent (int n)
{
#pragma acc loop block(i:4, j:8) /* { dg-bogus "warning" } */
  for (int i = 1; i < n; i++)
    for (int j = 1; j < n; j++)
      a[i][j] = a[i][j - 1] + 1;
}
