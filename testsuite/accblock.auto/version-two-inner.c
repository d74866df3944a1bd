/* Two loops of one nest body versioned on their trip counts (too few
   iterations to pay for a dispatch run as written) must each finish
   their SSA update once: the second used to free the renamer's obstack
   again, and cc1 crashed, often later, in another function.  Found by
   testsuite/gen/distgen (seeds 30 and 142).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-accblock-block -fplugin-arg-accblock-auto" } */

double g0[24][24], g3[24][24], x0[24];
void use (double *);

void
nest (int n, int m)
{
  double s = 1;
  for (int i = 1; i < n; i++)
    {
      for (int j = 0; j < m; j++)
        g0[i][j] += x0[i] + j;
      s = 0;
      for (int j = 0; j <= i; j++)
        g3[i][j] = 5;
    }
  use (&s);
}

void
other (int n)
{
  for (int i = 0; i < n; i++)
    x0[i] = i;
}
