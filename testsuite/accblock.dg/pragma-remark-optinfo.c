/* -fopt-info-optimized shows the remark for a blocked nest, at the
   pragma, with the clause as the table recorded it (macro sizes
   expanded).  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fopt-info-optimized" } */

#define BS 8

double a[64][64];

void
f (int n)
{
#pragma acc loop block(i:4, j:BS) /* { dg-message "9: optimized: \[^\n\]*block\\(i:4, j:8\\)" } */
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i][j] = i + j;
}

/* { dg-message "9: optimized: the tiles of loop 'j' run in parallel too" "" { target *-*-* } 14 } */
