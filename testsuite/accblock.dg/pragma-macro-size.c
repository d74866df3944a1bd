/* Pragmas are macro-expanded: a macro may stand for a block size, and
   what it expands to is checked (here a bad one, to prove expansion).  */
/* { dg-do compile } */

#define BS 32
#define BAD (BS - 32)

void
f (int n, double *a)
{
  int i;
#pragma acc loop block(i:BS)
  for (i = 0; i < n; i++)
    a[i] = 0;
#pragma acc loop block(i:BAD) /* { dg-error "26: error: block size for 'i' must be positive, not 0" } */
  for (i = 0; i < n; i++)
    a[i] = 0;
}
