/* A scalar computed in the blocked nest and used after it makes the
   tiles run in order, so that the last one leaves its value; the
   induction variables need not: the runtime knows their final values.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fopt-info-optimized" } */

int a[64][64];

int
live_out (int n)
{
  int t = 0;
#pragma acc loop block(i:4) /* { dg-message "9: optimized: the tiles run one at a time, in order, on one accelerator: the value of 't' computed in the nest is used after it" } */
  for (int i = 0; i < n; i++)
    {
      t = a[i][0];
      a[i][1] = t;
    }
  /* { dg-message "9: optimized: blocked nest with block\\(i:4\\): tile count known at run time" "" { target *-*-* } 13 } */
  return t;
}

int
ivs_live_out (int n)
{
  int i, j;
#pragma acc loop block(i:4, j:8) /* { dg-message "9: optimized: blocked nest with block\\(i:4, j:8\\): tile count known at run time" } */
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      a[i][j] = 1;
  /* { dg-message "9: optimized: the tiles of loop 'j' run in parallel too" "" { target *-*-* } 27 } */
  return i + j;
}
