/* -fsanitize=bounds checks each subscript of a variable-length array
   against the bound of its type, which it evaluates again in the loop
   body with the location of the declaration, above the loop.  Such
   statements are no sign of a while loop: the nests are blocked as
   without the sanitizer, while a real while loop is still refused.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fopt-info-optimized -fsanitize=bounds" } */

void
vla_pointer (int n, int m, double (*v)[m])
{
#pragma acc parallel loop block(i:4, j:2) /* { dg-message "9: optimized: blocked nest with block\\(i:4, j:2\\)" } */
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      v[i][j] = i * 0.5 + j;
}

double
local_vla (int n, int m)
{
  double w[n][m];
#pragma acc parallel loop block(i:2) /* { dg-message "9: optimized: blocked nest with block\\(i:2\\)" } */
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      w[i][j] = i - j;
  return w[n - 1][m - 1];
}

void
while_loop (int n, int m, double (*v)[m])
{
  int i = 0;
#pragma acc loop block(i:4) /* { dg-error "9: error: cannot block loop 'i': it is not a 'for' loop" } */
  while (i < n)
    {
      v[i][0] = 1;
      i++;
    }
}
