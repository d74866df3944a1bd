/* The blocked-nest remark through -fopt-info.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fopt-info-optimized" } */

double a[100][102];

void
f (void)
{
#pragma acc loop block(i:1, j:3) /* { dg-message "9: optimized: blocked nest with block\\(i:1, j:3\\): 3400 tiles" } */
  for (int i = 0; i < 100; i++)
    for (int j = 0; j < 102; j++)
      a[i][j] = i;
}

/* Each j writes its own a[i][j], so the tiles of j run in parallel too.  */
/* { dg-message "9: optimized: the tiles of loop 'j' run in parallel too" "" { target *-*-* } 10 } */
