/* The tile function of a nest over restrict parameters keeps their
   promise: the loop over j of the second inner nest of gemm loads
   A[i][k] once and is vectorized, as it is in the function it came
   from.  Without restrict fields in the capture record the store to C
   could change A[i][k], and that loop stays scalar.  Distribution is
   turned off: it would make the product a nest of its own, whose tiles
   call the runtime's matrix-product kernel (serial-distribute-gemm.c);
   so are the kernel (gemm=no), whose tiles keep -O2's cost model, which
   vectorizes no loop of unknown count (gemm-loop-options.c), and
   unroll-and-jam, which would report the vectorized j loop at the k
   loop it is jammed into.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fplugin-arg-accblock-distribute=no -fplugin-arg-accblock-gemm=no -fplugin-arg-accblock-target=host -fplugin-arg-accblock-tile-clones=none -fno-loop-unroll-and-jam -fno-tree-slp-vectorize -fopt-info-vec-optimized" } */

void
gemm (int ni, int nj, int nk, double alpha, double beta,
      double C[restrict ni][nj], const double A[restrict ni][nk],
      const double B[restrict nk][nj])
{
  for (int i = 0; i < ni; i++)
    {
      for (int j = 0; j < nj; j++) /* { dg-message "optimized: loop vectorized" } */
	C[i][j] *= beta;
      for (int k = 0; k < nk; k++)
	for (int j = 0; j < nj; j++) /* { dg-message "optimized: loop vectorized" } */
	  C[i][j] += alpha * A[i][k] * B[k][j];
    }
}
