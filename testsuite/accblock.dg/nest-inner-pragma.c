/* A loop pragma inside a blocked nest belongs to that nest: without a
   block clause it is silently absorbed, a block clause of its own is
   ignored with a warning.  */
/* { dg-do compile } */

double a[64][64];

void
absorbed (int n)
{
#pragma acc parallel loop block(i:4)
  for (int i = 0; i < n; i++)
#pragma acc loop vector /* { dg-bogus "warning|error" } */
    for (int j = 0; j < n; j++)
      a[i][j] = i + j;
}

void
ignored (int n)
{
#pragma acc parallel loop block(i:4)
  for (int i = 0; i < n; i++)
#pragma acc loop block(j:8) /* { dg-warning "18: warning: 'block' clause of a loop inside the blocked nest at line 21 is ignored" } */
    for (int j = 0; j < n; j++)
      a[i][j] = i - j;
}
