/* A loop whose parallelism rests on arrays that may overlap is
   distributed under a run-time test of their address ranges over the
   whole loop (plugin/alias-guard.cc): the split loops run when the
   arrays lie apart, the loop as written, serially where it stands,
   when they overlap.  The copies would run in the wrong order then, so
   the remark names the condition.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-cost-model=unlimited -fplugin-arg-accblock-auto -fopt-info-optimized-missed" } */

void
vla (int n, double P[n][n], double Q[n][n])
{
  for (int i = 0; i < n; i++) /* { dg-message "3: optimized: loop 'i' distributed over its body: 2 nests" } */
    {
      for (int j = 0; j < n; j++)
	P[i][j] = 1;
      for (int j = 0; j < n; j++)
	Q[i][j] = P[i][j];
    }
}
/* { dg-message "3: optimized: loop 'i' distributed over its body on condition that 'Q' and 'P' do not overlap, checked at run time: when they overlap, the loop runs as written on the host" "" { target *-*-* } 13 } */
/* { dg-message "3: optimized: loop 'i' has no pragma and is parallel" "" { target *-*-* } 13 } */
/* The loop as written is not dispatched: no check of its own.  */
/* { dg-bogus "3: optimized: 'Q' and 'P' may overlap: their address ranges are checked" "" { target *-*-* } 13 } */
/* The second split loop, which reads P and writes Q, runs only when the
   test found them apart: no check of its own.  */
/* { dg-message "3: optimized: 'Q' and 'P' do not overlap here: the run-time test in front of the distributed loop found them apart" "" { target *-*-* } 13 } */
/* { dg-bogus "missed: loop 'i' not distributed" "" { target *-*-* } 13 } */

/* { dg-prune-output "inferred block" } */
/* { dg-prune-output "blocked nest with" } */
/* { dg-prune-output "stays in main memory" } */
/* { dg-prune-output "tiles of loop" } */
