/* Arrays the compiler cannot keep apart (pointer and VLA parameters)
   no longer stop a serial nest: it is blocked on condition that they do
   not overlap, with a remark per pair of which one is written, and the
   runtime compares their address ranges before each dispatch
   (alias-check.cc, runtime/overlap.c; accblock.run/alias-check.c runs
   both paths).  The block sizes are then always left to the runtime,
   which must be able to make the nest one tile.  An array read in two
   ways is no section, but each way gets an address range
   (alias-range.cc), whose hull the runtime checks.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fplugin-arg-accblock-cost-model=unlimited -fopt-info-optimized-missed" } */

void
scale (int n, int m, double C[n][m], double A[n][m])
{
  for (int i = 0; i < n; i++) /* { dg-message "3: optimized: 'C' and 'A' may overlap: their address ranges are checked before each dispatch; when they overlap, the nest runs as written" } */
    for (int j = 0; j < m; j++)
      C[i][j] = 2.0 * A[i][j];
}
/* { dg-message "3: optimized: loop 'i' has no pragma and is parallel" "" { target *-*-* } 16 } */
/* { dg-message "3: optimized: inferred block\\(i:\\?, j:\\?\\) \\(\[a-z\]+ at run time\\): the trip counts are only known then" "" { target *-*-* } 16 } */

/* Only pairs with a write are checked: A and B are both only read.  */
void
add (int n, double *out, const double *a, const double *b)
{
  for (int i = 0; i < n; i++) /* { dg-message "3: optimized: 'out' and 'a' may overlap: their address ranges are checked" } */
    out[i] = a[i] + b[i];
}
/* { dg-message "3: optimized: 'out' and 'b' may overlap: their address ranges are checked" "" { target *-*-* } 27 } */
/* { dg-bogus "'a' and 'b' may overlap" "" { target *-*-* } 27 } */

/* The trip counts are constants, but only the run knows the addresses:
   the runtime chooses the sizes.  */
void
fixed (double (*out)[256], double (*in)[256])
{
  for (int i = 0; i < 256; i++) /* { dg-message "3: optimized: inferred block\\(i:\\?, j:\\?\\) \\(\[a-z\]+ at run time\\): only the run knows whether the arrays overlap" } */
    for (int j = 0; j < 256; j++)
      out[i][j] = in[i][j] + 1.0;
}
/* { dg-message "3: optimized: 'out' and 'in' may overlap" "" { target *-*-* } 38 } */

/* A matrix product: the blocked levels keep the order of every
   dependence on C, and the runtime checks C against A and B.  */
void
matmul (int n, double C[n][n], double A[n][n], double B[n][n])
{
  for (int i = 0; i < n; i++) /* { dg-message "3: optimized: 'C' and 'A' may overlap: their address ranges are checked" } */
    for (int k = 0; k < n; k++)
      for (int j = 0; j < n; j++)
	C[i][j] += A[i][k] * B[k][j];
}
/* { dg-message "3: optimized: 'C' and 'B' may overlap: their address ranges are checked" "" { target *-*-* } 49 } */
/* { dg-bogus "'A' and 'B' may overlap" "" { target *-*-* } 49 } */

/* IN, read as in[i][j] and in[j][i] and only read, is staged as two
   views, each checked against OUT.  */
void
transpose_add (int n, double out[n][n], double in[n][n])
{
  for (int i = 0; i < n; i++) /* { dg-message "3: optimized: 'out' and 'in' may overlap: their address ranges are checked" } */
    for (int j = 0; j < n; j++) /* { dg-bogus "left alone" } */
      out[i][j] = in[i][j] + in[j][i]; /* { dg-message "24: optimized: 'in' is staged as 2 blocks, one per way its references index it" } */
}

/* { dg-prune-output "blocked nest with" } */
/* { dg-prune-output "has no pragma and is parallel" } */
/* { dg-prune-output "inferred block" } */
/* { dg-prune-output "stays in main memory" } */
/* { dg-prune-output "tiles of loop" } */
