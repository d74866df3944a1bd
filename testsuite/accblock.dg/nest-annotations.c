/* GCC's loop annotations between the OpenACC pragma and the loop leave
   the exit test as "T = I < N; C = T; if (C != 0)"; the nest is blocked
   as without them.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fopt-info-optimized" } */

int a[100][100];

void
unrolled (int n)
{
#pragma acc loop block(i:4) /* { dg-message "9: optimized: blocked nest with block\\(i:4\\)" } */
#pragma GCC unroll 2
  for (int i = 0; i < n; i++)
    a[i][0] = i;
}

void
independent (int n)
{
#pragma acc loop block(i:4, j:8) /* { dg-message "9: optimized: blocked nest with block\\(i:4, j:8\\)" } */
#pragma GCC ivdep
  for (int i = 0; i < n; i++)
#pragma GCC unroll 4
    for (int j = 0; j < n; j++)
      a[i][j] = i + j;
}

/* { dg-message "9: optimized: the tiles of loop 'j' run in parallel too" "" { target *-*-* } 21 } */
