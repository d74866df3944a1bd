/* A loop distributed under a run-time test of its arrays' address
   ranges (plugin/alias-guard.cc) keeps a copy as written for arrays
   that overlap.  That copy runs serially where it stands: no marker, no
   tile function, no dispatch and no alias check of its own (the
   dispatch's check of the same ranges would only find them overlapping
   again).  Before, it was dispatched as the nest it had been, which
   cost the compile a tile function per distributed loop (issue 32).
   gemm, 2mm's first product and syrk: two split nests each, so two
   dispatches each and nothing else.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fopt-info-optimized-missed" } */

void
gemm (int ni, int nj, int nk, double alpha, double beta, double C[ni][nj],
      double A[ni][nk], double B[nk][nj])
{
  for (int i = 0; i < ni; i++) /* { dg-message "3: optimized: loop 'i' distributed over its body on condition that 'C' and 'A' do not overlap, checked at run time: when they overlap, the loop runs as written on the host" } */
    {
      for (int j = 0; j < nj; j++)
	C[i][j] *= beta;
      for (int k = 0; k < nk; k++)
	for (int j = 0; j < nj; j++)
	  C[i][j] += alpha * A[i][k] * B[k][j];
    }
}
/* { dg-message "3: optimized: loop 'i' distributed over its body on condition that 'C' and 'B' do not overlap, checked at run time: when they overlap, the loop runs as written on the host" "" { target *-*-* } 17 } */
/* { dg-bogus "may overlap: their address ranges are checked" "" { target *-*-* } 17 } */

void
two_mm_first (int ni, int nj, int nk, double alpha, double tmp[ni][nj],
	      double A[ni][nk], double B[nk][nj])
{
  for (int i = 0; i < ni; i++) /* { dg-message "3: optimized: loop 'i' distributed over its body on condition that 'tmp' and 'A' do not overlap, checked at run time: when they overlap, the loop runs as written on the host" } */
    {
      for (int j = 0; j < nj; j++)
	tmp[i][j] = 0.0;
      for (int k = 0; k < nk; k++)
	for (int j = 0; j < nj; j++)
	  tmp[i][j] += alpha * A[i][k] * B[k][j];
    }
}
/* { dg-message "3: optimized: loop 'i' distributed over its body on condition that 'tmp' and 'B' do not overlap, checked at run time: when they overlap, the loop runs as written on the host" "" { target *-*-* } 33 } */
/* { dg-bogus "may overlap: their address ranges are checked" "" { target *-*-* } 33 } */

void
syrk (int n, int m, double alpha, double beta, double C[n][n],
      double A[n][m])
{
  for (int i = 0; i < n; i++) /* { dg-message "3: optimized: loop 'i' distributed over its body on condition that 'C' and 'A' do not overlap, checked at run time: when they overlap, the loop runs as written on the host" } */
    {
      for (int j = 0; j <= i; j++)
	C[i][j] *= beta;
      for (int k = 0; k < m; k++)
	for (int j = 0; j <= i; j++)
	  C[i][j] += alpha * A[i][k] * A[j][k]; /* { dg-message "27: optimized: 'A' is staged as 2 blocks, one per way its references index it" } */
    }
}
/* { dg-bogus "may overlap: their address ranges are checked" "" { target *-*-* } 49 } */

/* The split nests behind the test have no check of their own.  */
/* { dg-message "3: optimized: 'C' and 'A' do not overlap here: the run-time test in front of the distributed loop found them apart" "" { target *-*-* } 17 } */
/* { dg-message "3: optimized: 'C' and 'B' do not overlap here: the run-time test in front of the distributed loop found them apart" "" { target *-*-* } 17 } */
/* { dg-message "3: optimized: 'tmp' and 'A' do not overlap here" "" { target *-*-* } 33 } */
/* { dg-message "3: optimized: 'tmp' and 'B' do not overlap here" "" { target *-*-* } 33 } */
/* { dg-message "3: optimized: 'C' and 'A' do not overlap here" "" { target *-*-* } 49 } */

/* Two split nests per function, each dispatched once; the copies as
   written have none.  */
/* { dg-final { scan-assembler-times "call\[ \t\]+__accblock_dispatch" 6 } } */
/* { dg-final { scan-assembler-times "call\[ \t\]+__accblock_ranges_apart" 3 } } */

/* { dg-prune-output "distributed over its body: 2 nests" } */
/* { dg-prune-output "has no pragma and is parallel" } */
/* { dg-prune-output "inferred block" } */
/* { dg-prune-output "blocked nest with" } */
/* { dg-prune-output "stays in main memory" } */
/* { dg-prune-output "tiles of loop" } */
