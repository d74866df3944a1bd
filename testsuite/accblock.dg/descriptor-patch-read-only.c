/* A descriptor whose run-time words are all captured variables plus
   constants (the bounds n - 1, the arrays' addresses, the row lengths
   and plane sizes of VLA parameters) costs the parent nothing in front
   of the dispatch: the runtime reads those words from the capture record
   (patches, accblock-abi.h), and the parent passes the read-only
   template itself, with no local copy and no store.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-accblock-block -fplugin-arg-accblock-dump" } */

void
jacobi (int n, double A[n][n], double B[n][n])
{
#pragma acc loop block(i:4, j:16)
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][j + 1]
		       + A[i - 1][j] + A[i + 1][j]);
}

void
heat (long n, double A[n][n][n], double B[n][n][n])
{
#pragma acc loop block(i:2, j:8)
  for (long i = 1; i < n - 1; i++)
    for (long j = 1; j < n - 1; j++)
      for (long k = 1; k < n - 1; k++)
	B[i][j][k] = A[i][j][k] + 0.125 * (A[i + 1][j][k] + A[i - 1][j][k]);
}

/* { dg-final { scan-accblock-dump "__accblock_dispatch(_thunk)? \\(&accblock_template\\.\[0-9\]+, jacobi\\.accblock" } } */
/* { dg-final { scan-accblock-dump "__accblock_dispatch(_thunk)? \\(&accblock_template\\.\[0-9\]+, heat\\.accblock" } } */
/* { dg-final { scan-accblock-dump-not "accblock_nest\\.\[0-9\]+" } } */
