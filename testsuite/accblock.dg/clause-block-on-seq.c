/* "loop seq" means never block, so a block clause on it is an error,
   whichever clause comes first.  */
/* { dg-do compile } */

void
f (int n, double *a)
{
  int i;
#pragma acc loop seq block(i:4) /* { dg-error "22: error: 'block' clause on a 'seq' loop" } */
  for (i = 0; i < n; i++)
    a[i] = 0;
#pragma acc loop block(i:4) seq /* { dg-error "18: error: 'block' clause on a 'seq' loop" } */
  for (i = 0; i < n; i++)
    a[i] = 0;
}
