/* cost-model=unlimited stages views on a target whose local memory is
   the cache too (plugin/section.cc add_to_view); beside
   stage-views-host.c, which shows the default.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-target=host -fplugin-arg-accblock-cost-model=unlimited -fplugin-arg-accblock-verbose" } */

void
lu_rows (int n, int k, double A[n][n])
{
#pragma acc loop block(i:4)
  for (int i = k + 1; i < n; i++)
    {
      A[i][k] /= A[k][k]; /* { dg-message "note: accblock: 'A' is staged as 4 blocks, one per way its references index it, which never share an element" } */
      for (int j = k + 1; j < n; j++)
	A[i][j] -= A[i][k] * A[k][j];
    }
}

/* { dg-prune-output "blocked nest with" } */
/* { dg-prune-output "run in parallel too" } */
