/* OpenACC users look for remarks in the omp optinfo group: the accblock
   pass belongs to it as well as to the loop group.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fopt-info-optimized-omp" } */

double a[64];

void
f (int n)
{
#pragma acc loop block(i:4) /* { dg-message "9: optimized: \[^\n\]*block\\(i:4\\)" } */
  for (int i = 0; i < n; i++)
    a[i] = i;
}
