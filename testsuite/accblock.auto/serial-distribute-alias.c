/* A loop whose parallelism rests on a run-time check that its arrays do
   not overlap is not distributed: the check guards the blocked nest,
   not the order of the copies, which would be wrong when the arrays
   overlap.  The nest is blocked whole, as before.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-cost-model=unlimited -fplugin-arg-accblock-auto -fopt-info-optimized-missed" } */

void
vla (int n, double P[n][n], double Q[n][n])
{
  for (int i = 0; i < n; i++) /* { dg-message "3: missed: loop 'i' not distributed over its body: 'Q' and 'P' may overlap" } */
    {
      for (int j = 0; j < n; j++)
	P[i][j] = 1;
      for (int j = 0; j < n; j++)
	Q[i][j] = P[i][j];
    }
}
/* { dg-message "3: optimized: loop 'i' has no pragma and is parallel" "" { target *-*-* } 11 } */
/* { dg-message "3: optimized: 'Q' and 'P' may overlap: their address ranges are checked" "" { target *-*-* } 11 } */
/* { dg-bogus "optimized: loop 'i' distributed" "" { target *-*-* } 11 } */

/* { dg-prune-output "inferred block" } */
/* { dg-prune-output "blocked nest with" } */
/* { dg-prune-output "stays in main memory" } */
/* { dg-prune-output "tiles of loop" } */
