/* The sections of arrays whose overlap the runtime checks
   (alias-check.cc) are flagged in the descriptor, which the dump shows:
   both parameters of scale, and none of the arrays of copy, whose
   declared arrays never overlap.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fplugin-arg-accblock-cost-model=unlimited -fplugin-arg-accblock-dump" } */

void
scale (int n, int m, double C[n][m], double A[n][m])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      C[i][j] = 2.0 * A[i][j];
}

double x[1000], y[1000];

void
copy (void)
{
  for (int i = 0; i < 1000; i++)
    y[i] = x[i];
}

/* { dg-final { scan-accblock-dump "section C\[^\n\]* write covered overlap-checked, 1 references" } } */
/* { dg-final { scan-accblock-dump "section A\[^\n\]* read overlap-checked, 1 references" } } */
/* { dg-final { scan-accblock-dump "section y\[^\n\]* write covered, 1 references" } } */
/* { dg-final { scan-accblock-dump "section x\[^\n\]* read, 1 references" } } */
