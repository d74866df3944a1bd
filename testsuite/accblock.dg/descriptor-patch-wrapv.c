/* A bound is a patch only when the runtime's reading gives exactly the
   word the parent would store.  Under -fwrapv, "n - 1" wraps in int
   (n == INT_MIN), which the 64-bit word of n plus -1 would not; and an
   unsigned "u - 1" wraps at 0.  Both words stay stores (word 14: level
   0's bound, after the 13 header words and the initial value), in a
   local copy of the template.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fwrapv -fplugin-arg-accblock-block -fplugin-arg-accblock-dump" } */

int a[1000];

void
f (int n)
{
#pragma acc loop block(i:4)
  for (int i = 0; i < n - 1; i++)
    a[i] = i;
}

void
g (unsigned u)
{
#pragma acc loop block(i:4)
  for (unsigned i = 0; i < u - 1; i++)
    a[i] = 3;
}

/* { dg-final { scan-accblock-dump "accblock_nest\\.\[0-9\]+\\\[14\\\] = " } } */
/* { dg-final { scan-accblock-dump "__accblock_dispatch(_thunk)? \\(&accblock_nest\\.\[0-9\]+, \[^ ,\]*f\[^ ,\]*\\.accblock" } } */
/* { dg-final { scan-accblock-dump "__accblock_dispatch(_thunk)? \\(&accblock_nest\\.\[0-9\]+, \[^ ,\]*g\[^ ,\]*\\.accblock" } } */
/* { dg-final { scan-accblock-dump-not "__accblock_dispatch(_thunk)? \\(&accblock_template" } } */
