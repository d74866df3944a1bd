/* On a target whose local memory is the cache, an array indexed in
   several ways keeps one block under the default cost model
   (plugin/section.cc add_to_view): the kernel suite's lu ran 1.5
   times as long on the host with its A staged as four blocks.  LU's row
   update stays as it was before views; stage-views-host-unlimited.c
   asks for them.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-target=host -fplugin-arg-accblock-verbose" } */

void
lu_rows (int n, int k, double A[n][n])
{
#pragma acc loop block(i:4)
  for (int i = k + 1; i < n; i++)
    {
      A[i][k] /= A[k][k]; /* { dg-message "note: accblock: 'A' stays in main memory: its references index it in different ways" } */
      for (int j = k + 1; j < n; j++)
	A[i][j] -= A[i][k] * A[k][j];
    }
}
/* { dg-bogus "staged as \[0-9\]+ blocks" "" { target *-*-* } 16 } */

/* { dg-prune-output "blocked nest with" } */
/* { dg-prune-output "run in parallel too" } */
