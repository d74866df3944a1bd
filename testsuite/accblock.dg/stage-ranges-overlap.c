/* Arrays whose overlap the runtime checks but which are not staged (the
   indices of the loops of an imperfect nest's body subscript them) get
   address ranges in the descriptor (alias-range.cc), which the dump
   shows: syrk's C, whose inner index moves with i (j <= i), and A, read
   in two shapes, the second joined to the first.  Not distributed: the
   nest keeps its body of loops.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fplugin-arg-accblock-cost-model=unlimited -fplugin-arg-accblock-distribute=no -fplugin-arg-accblock-dump" } */

void
syrk (int n, int m, double alpha, double beta, double C[n][n],
      double A[n][m])
{
  for (int i = 0; i < n; i++)
    {
      for (int j = 0; j <= i; j++)
	C[i][j] *= beta;
      for (int k = 0; k < m; k++)
	for (int j = 0; j <= i; j++)
	  C[i][j] += alpha * A[i][k] * A[j][k];
    }
}

/* { dg-final { scan-accblock-dump "range C \\\[1\\*i \\+ 0\\.\\.0\\\] \\\[0\\.\\.0 \\+ 1\\*inner moving with i\\\] written\n" } } */
/* { dg-final { scan-accblock-dump "range A \\\[1\\*i \\+ 0\\.\\.0\\\] \\\[0\\.\\.0 \\+ 1\\*inner\\\] read\n" } } */
/* { dg-final { scan-accblock-dump "range A \\\[0\\.\\.0 \\+ 1\\*inner moving with i\\\] \\\[0\\.\\.0 \\+ 1\\*inner\\\] read, continued\n" } } */
