/* The time slack trades time for bytes only at a fair rate.  On this
   Jacobi sweep (doubles, 256 x 256, the paper's machine) the fastest
   vector the model finds is block(i:16, j:32); block(i:20, j:29) is
   within the 10% slack and moves fewer bytes, but 0.4% fewer for 5%
   more time, so the search keeps the fastest.  A vector must save at
   least as large a share of the bytes as it adds to the time.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fopt-info-optimized" } */

#define N 256
double grid[N][N], next[N][N];

void
sweep (void)
{
#pragma acc parallel loop /* { dg-message "optimized: inferred block\\(i:16, j:32\\) \\(model\\)" } */
  for (int i = 1; i < N - 1; i++)
    for (int j = 1; j < N - 1; j++)
      next[i][j] = 0.2 * (grid[i][j] + grid[i - 1][j] + grid[i + 1][j]
			  + grid[i][j - 1] + grid[i][j + 1]);
}

/* { dg-message "optimized: blocked nest with block\\(i:16, j:32\\)" "" { target *-*-* } 16 } */
/* { dg-message "optimized: the tiles of loop 'j' run in parallel too" "" { target *-*-* } 16 } */
