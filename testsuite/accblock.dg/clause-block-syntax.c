/* Malformed block items: no index, a number where the index goes, a
   missing separator.  */
/* { dg-do compile } */

void
f (int n, double *a)
{
  int i, j;
#pragma acc loop block(:4) /* { dg-error "24: error: expected a loop index" } */
  for (i = 0; i < n; i++)
    a[i] = 0;
#pragma acc loop block(4) /* { dg-error "24: error: expected a loop index" } */
  for (i = 0; i < n; i++)
    a[i] = 0;
#pragma acc loop block(i:4 j:4) /* { dg-error "28: error: expected '\\)'" } */
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      a[i] = 0;
#pragma acc loop block /* { dg-error "error: expected '\\(' before end of line" } */
  for (i = 0; i < n; i++)
    a[i] = 0;
}
