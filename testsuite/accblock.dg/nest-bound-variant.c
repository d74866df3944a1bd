/* Bounds of blocked levels must be invariant in the nest: not a
   variable the nest assigns.  A bound read from a structure field the
   nest does not write is fine, and so is one affine in an outer
   induction variable (a triangular nest, nest-triangular.c).  */
/* { dg-do compile } */

int a[64][64];
struct grid { int n; int cell[64]; } g;

void
triangular (int n)
{
#pragma acc loop block(i:4, j:4) /* { dg-bogus "error" } */
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++)
      a[i][j] = 1;
}

void
triangular_unblocked_inner (int n)
{
#pragma acc loop block(i:4)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++)
      a[i][j] = 1;
}

void
assigned (int n)
{
#pragma acc loop block(i:4) /* { dg-error "9: error: cannot block loop 'i': its bound is not invariant in the nest" } */
  for (int i = 0; i < n; i++)
    {
      a[i][0] = 1;
      n = a[i][1];
    }
}

void
field (void)
{
#pragma acc loop block(i:4)
  for (int i = 0; i < g.n; i++)
    g.cell[i] = i;
}
