/* Without verbose and without a fix-it consumer, the inferred clause is
   only a remark: no note per loop.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-accblock-block -fplugin-arg-accblock-auto" } */

double a[256], b[256];

void
f (void)
{
#pragma acc parallel loop /* { dg-bogus "write the inferred clause" } */
  for (int i = 0; i < 256; i++)
    a[i] = b[i] * 2;
}
