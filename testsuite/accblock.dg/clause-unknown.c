/* An unknown clause far from every known name gets no hint.  */
/* { dg-do compile } */

void
f (int n, double *a)
{
  int i;
#pragma acc loop frobnicate /* { dg-error "18: error: unknown OpenACC clause 'frobnicate'" } */
  /* { dg-bogus "did you mean" "" { target *-*-* } 8 } */
  for (i = 0; i < n; i++)
    a[i] = 0;
}
