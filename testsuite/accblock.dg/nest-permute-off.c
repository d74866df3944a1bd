/* interchange=no keeps the loops of every tile in the nest's order:
   nest-permute.c's column walk is blocked the same way, without the
   swap or its remark.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-accblock-block -fplugin-arg-accblock-interchange=no -fplugin-arg-accblock-verbose" } */

#define N 64
double A[N][N], B[N][N];

void
columns (void)
{
#pragma acc parallel loop block(j:8, i:16) /* { dg-bogus "permuted" } */
  for (int j = 0; j < N; j++)
    for (int i = 0; i < N; i++)
      A[i][j] = 2 * B[i][j] + A[i][j];
}
/* { dg-message "blocked nest with block\\(j:8, i:16\\): 32 tiles" "" { target *-*-* } 13 } */
/* { dg-prune-output "note: " } */
