/* Near misses of "block" get a "did you mean" hint and a fix-it that
   replaces exactly the misspelt word.  */
/* { dg-do compile } */
/* { dg-options "-fdiagnostics-parseable-fixits" } */

void
f (int n, double *a)
{
  int i;
#pragma acc loop blok(i:4) /* { dg-error "18: error: unknown OpenACC clause 'blok'; did you mean 'block'\\?" } */
  for (i = 0; i < n; i++)
    a[i] = 0;
#pragma acc loop bock(i:4) /* { dg-error "18: error: unknown OpenACC clause 'bock'; did you mean 'block'\\?" } */
  for (i = 0; i < n; i++)
    a[i] = 0;
}
/* { dg-message {-it:"[^"]*":\{10:18-10:22\}:"block"} "" { target *-*-* } 0 } */
/* { dg-message {-it:"[^"]*":\{13:18-13:22\}:"block"} "" { target *-*-* } 0 } */
