/* The bounds of a triangular nest keep its references apart where the
   subscripts alone do not (plugin/depend-bounds.cc): covariance writes
   cov[a][b] and cov[b][a] for b from a, which one a and another a'
   could only share if a <= b = a' <= b' = a; an LU step updates the
   rows i > k and reads the pivot row k.  Their outer loops are chosen,
   and cov's two triangles are staged as two blocks.
   With b from a - 1 the mirrored writes do meet (cov[1][0] for a = 1,
   and cov[b][a] for a = 0, b = 1): that loop stays serial, its inner
   loop is parallel.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-cost-model=unlimited -fplugin-arg-accblock-auto -fopt-info-optimized-missed -fplugin-arg-accblock-dump" } */
/* { dg-final { scan-accblock-dump "section cov\\\[a\\\]\\\[b\\\] read-write triangle" } } */
/* { dg-final { scan-accblock-dump "section cov\\\[b\\\]\\\[a\\\] write triangle" } } */

#define M 48
#define N 40
double data[N][M], cov[M][M], A[M][M];

void
covariance (void)
{
  for (int a = 0; a < M; a++) /* { dg-message "3: optimized: loop 'a' has no pragma and is parallel" } */
    for (int b = a; b < M; b++)
      {
	double sum = 0;
	for (int i = 0; i < N; i++)
	  sum += data[i][a] * data[i][b];
	cov[a][b] = sum / (N - 1);
	cov[b][a] = cov[a][b];
      }
}

void
lu (void)
{
  for (int k = 0; k < M; k++) /* { dg-message "3: missed: loop 'k' left alone" } */
    for (int i = k + 1; i < M; i++) /* { dg-message "5: optimized: loop 'i' has no pragma and is parallel" } */
      {
	A[i][k] /= A[k][k];
	for (int j = k + 1; j < M; j++)
	  A[i][j] -= A[i][k] * A[k][j];
      }
}

void
overlapping (void)
{
  for (int a = 1; a < M; a++) /* { dg-message "3: missed: loop 'a' left alone: cannot prove that its iterations access different elements of 'cov'" } */
    for (int b = a - 1; b < M; b++) /* { dg-message "5: optimized: loop 'b' has no pragma and is parallel" } */
      {
	cov[a][b] = a + b;
	cov[b][a] = a - b;
      }
}
/* { dg-prune-output "inferred block|blocked nest|data blocks of a tile" } */
