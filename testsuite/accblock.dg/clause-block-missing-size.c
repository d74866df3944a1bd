/* A block clause item without a size is refused at the token where the
   size should be.  */
/* { dg-do compile } */

void
f (int n, double *a)
{
  int i;
#pragma acc loop block(i) /* { dg-error "25: error: missing block size for 'i'" } */
  for (i = 0; i < n; i++)
    a[i] = 0;
#pragma acc loop block(i:) /* { dg-error "26: error: missing block size for 'i'" } */
  for (i = 0; i < n; i++)
    a[i] = 0;
#pragma acc loop block(i:, j:4) /* { dg-error "26: error: missing block size for 'i'" } */
  for (i = 0; i < n; i++)
    a[i] = 0;
}
