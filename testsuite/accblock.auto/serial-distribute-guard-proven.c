/* The split loops of a loop distributed under a run-time test of its
   arrays' address ranges (plugin/alias-guard.cc) only run when the test
   found every pair apart over the whole loop: the nests they become
   need no check of their own (serial.cc, guard_proves_apart_p), and
   the loop as written, which runs when the arrays overlap, runs
   serially where it stands, without dispatch or check.  Without that, each split nest carried a check of
   its own, and so did its tile's matrix product.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-cost-model=unlimited -fplugin-arg-accblock-auto -fopt-info-optimized-missed" } */

void
gemm (int ni, int nj, int nk, double alpha, double beta,
      double C[ni][nj], double A[ni][nk], double B[nk][nj])
{
  for (int i = 0; i < ni; i++)
    {
      for (int j = 0; j < nj; j++)
	C[i][j] *= beta;
      for (int k = 0; k < nk; k++)
	for (int j = 0; j < nj; j++)
	  C[i][j] += alpha * A[i][k] * B[k][j];
    }
}
/* { dg-message "3: optimized: loop 'i' distributed over its body: 2 nests" "" { target *-*-* } 15 } */
/* { dg-message "3: optimized: loop 'i' distributed over its body on condition that 'C' and 'A' do not overlap" "" { target *-*-* } 15 } */
/* { dg-message "3: optimized: loop 'i' distributed over its body on condition that 'C' and 'B' do not overlap" "" { target *-*-* } 15 } */
/* The loop as written has no check.  */
/* { dg-bogus "may overlap: their address ranges are checked" "" { target *-*-* } 15 } */
/* The product's nest, behind the test, has none.  */
/* { dg-message "3: optimized: 'C' and 'A' do not overlap here: the run-time test in front of the distributed loop found them apart" "" { target *-*-* } 15 } */
/* { dg-message "3: optimized: 'C' and 'B' do not overlap here: the run-time test in front of the distributed loop found them apart" "" { target *-*-* } 15 } */

/* { dg-prune-output "has no pragma and is parallel" } */
/* { dg-prune-output "inferred block" } */
/* { dg-prune-output "blocked nest with" } */
/* { dg-prune-output "stays in main memory" } */
/* { dg-prune-output "tiles of loop" } */
/* { dg-prune-output "is a matrix product" } */
