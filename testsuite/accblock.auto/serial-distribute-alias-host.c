/* On a target whose local memory is the cache, a loop parallel only on
   condition that its arrays do not overlap is not distributed under a
   run-time test (serial.cc): the loop as written keeps in the cache
   what its loops share, and the kernels measured slower split.  It is
   blocked whole, with the dispatch's check, as before.  cost-model=
   unlimited, which asks no question of profit, splits it (run test
   accblock.run/distribute-alias-host.c).  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fplugin-arg-accblock-target=host -fopt-info-optimized-missed" } */

void
vla (int n, double P[n][n], double Q[n][n])
{
  for (int i = 0; i < n; i++) /* { dg-message "3: missed: loop 'i' not distributed over its body: 'Q' and 'P' may overlap, and on a target whose local memory is the cache the loop as written runs faster than the split loops under a run-time test" } */
    {
      for (int j = 0; j < n; j++)
	P[i][j] = 1;
      for (int j = 0; j < n; j++)
	Q[i][j] = P[i][j];
    }
}
/* { dg-message "3: optimized: loop 'i' has no pragma and is parallel" "" { target *-*-* } 14 } */
/* { dg-message "3: optimized: 'Q' and 'P' may overlap: their address ranges are checked" "" { target *-*-* } 14 } */
/* { dg-bogus "optimized: loop 'i' distributed" "" { target *-*-* } 14 } */

/* { dg-prune-output "inferred block" } */
/* { dg-prune-output "blocked nest with" } */
/* { dg-prune-output "stays in main memory" } */
/* { dg-prune-output "tiles of loop" } */
