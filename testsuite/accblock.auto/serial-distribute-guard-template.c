/* The run-time test in front of a loop distributed on condition that
   arrays do not overlap (plugin/alias-guard.cc) costs the caller no
   descriptor copy and no store: its words known only at run time (the
   bounds, the arrays' addresses, the row lengths of VLA parameters and
   the plane size m * m) are patches the runtime reads from a record
   filled right before the call (alias-guard-record.cc), and the test
   passes its read-only template itself.  Before, it copied a template
   of 167 words onto the stack and stored each such word (issue 32).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fplugin-arg-accblock-cost-model=unlimited -fplugin-arg-accblock-dump" } */

void
gemm (int ni, int nj, int nk, double alpha, double beta, double C[ni][nj],
      double A[ni][nk], double B[nk][nj])
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

void
planes (long n, long m, double X[n][m][m], double Y[n][m][m])
{
  for (long i = 1; i < n - 1; i++)
    {
      for (long j = 0; j < m; j++)
	for (long k = 0; k < m; k++)
	  X[i][j][k] = X[i][j][k] * 0.5 + k;
      for (long j = 0; j < m; j++)
	for (long k = 1; k < m; k++)
	  Y[i][j][k] += X[i][j][k] - X[i][j][k - 1];
    }
}

/* { dg-final { scan-accblock-dump "__accblock_ranges_apart \\(&accblock_template\\.\[0-9\]+, &accblock_guard_record\\.\[0-9\]+, &\"\[^\"\]*serial-distribute-guard-template.c:16:3\"" } } */
/* { dg-final { scan-accblock-dump "__accblock_ranges_apart \\(&accblock_template\\.\[0-9\]+, &accblock_guard_record\\.\[0-9\]+, &\"\[^\"\]*serial-distribute-guard-template.c:29:3\"" } } */
/* No copy of a guard's descriptor.  */
/* { dg-final { scan-accblock-dump-not "accblock_guard\\.\[0-9\]+" } } */
