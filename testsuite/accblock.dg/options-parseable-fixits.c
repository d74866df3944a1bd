/* -fdiagnostics-parseable-fixits alone (no "verbose" key) asks for the
   fix-it that writes an inferred clause into the source.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-accblock-block -fplugin-arg-accblock-cost-model=unlimited -fplugin-arg-accblock-auto -fdiagnostics-parseable-fixits" } */

double a[256], b[256];

void
f (void)
{
#pragma acc parallel loop /* { dg-message "note: accblock: write the inferred clause 'block\\(i:\[0-9\]+\\)' here" } */
  for (int i = 0; i < 256; i++)
    a[i] = b[i] * 2;
}
/* { dg-message {-it:"[^"]*":\{11:26-11:26\}:" block\(i:[0-9]+\)"} "" { target *-*-* } 0 } */
