/* auto=none takes the loops without pragma that auto would, and splits
   them the same way, but infers no clause: each nest is dispatched as a
   loop pragma without clause, the paper's baseline for the same nests
   (benchmarks/kernels/model-check.sh builds its baseline so).  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto=none -fplugin-arg-accblock-cost-model=unlimited -fplugin-arg-accblock-noblock-tiles=iteration -fopt-info-optimized-missed" } */

double A[64][64], B[64][64];

void
two (int n)
{
  for (int i = 0; i < n; i++) /* { dg-message "3: optimized: loop 'i' distributed over its body: 2 nests" } */
    {
      for (int j = 0; j < 64; j++)
	A[i][j] = j;
      for (int j = 0; j < 64; j++)
	B[i][j] = A[i][j] + 1;
    }
}
/* { dg-message "3: optimized: loop 'i' has no pragma and is parallel" "" { target *-*-* } 13 } */
/* { dg-message "3: optimized: dispatched nest without block clause" "" { target *-*-* } 13 } */
/* { dg-bogus "inferred" "" { target *-*-* } 13 } */
