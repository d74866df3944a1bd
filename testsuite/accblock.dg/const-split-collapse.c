/* Group counts and collapse counts are integer constant expressions
   too, evaluated as block sizes are.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fopt-info-optimized" } */

enum { GROUPS = 2 };
typedef short half;

int c[64][64], x[64][64], y[64][64];

void
f (int n)
{
#pragma acc loop block(i:8, k:4) split(k:sizeof (half) * GROUPS / 2) /* { dg-message "9: optimized: \[^\n\]*block\\(i:8, k:4\\) split\\(k:2\\)" } */
  for (int i = 0; i < 64; i++)
    for (int k = 0; k < 64; k++)
      for (int j = 0; j < 64; j++)
	c[i][j] += x[i][k] * y[k][j];
#pragma acc loop collapse((int) sizeof (char)) block(i:GROUPS << 2) /* { dg-message "9: optimized: \[^\n\]*block\\(i:8\\)" } */
  for (int i = 0; i < n; i++)
    c[i][0] = i;
}

/* { dg-message "9: optimized: the tiles of loop 'k' run in 2 groups" "" { target *-*-* } 14 } */
