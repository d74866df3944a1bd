/* The accblock remarks stay in the loop optinfo group, beside GCC's own
   loop remarks.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fopt-info-optimized-loop" } */

double a[64];

void
f (int n)
{
#pragma acc loop block(i:4) /* { dg-message "9: optimized: \[^\n\]*block\\(i:4\\)" } */
  for (int i = 0; i < n; i++)
    a[i] = i;
}
