/* Loops without any pragma whose outer loop is provably parallel are
   treated as "#pragma acc loop" under -fauto-block and get a clause:
   matmul (the paper's worked example: block(i:1, k:30), 128 * 5 = 640
   tiles), a Jacobi sweep (62 rows for 64 accelerators: one row per
   block), a single loop (1000 iterations on 64 accelerators: 15 is the
   largest block that still gives each accelerator one, 67 tiles), a
   copy through restrict pointers, a loop whose writes and reads are
   further apart than it runs, and the sweep inside a time loop (the
   time loop itself carries a dependence).  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-skew=no -fplugin-arg-accblock-cost-model=unlimited -fplugin-arg-accblock-auto=greedy -fopt-info-optimized-missed" } */ /* skew=no: serial-skew.c has the skewed nests.  */

#define N 128
int A[N][N], B[N][N], C[N][N];
double a[64][64], b[64][64], v[1000], w[1000];

void
matmul (void)
{
  for (int i = 0; i < N; i++) /* { dg-message "3: optimized: loop 'i' has no pragma and is parallel: treated as '#pragma acc loop'" } */
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	C[i][j] += A[i][k] * B[k][j];
}
/* { dg-message "3: optimized: inferred block\\(i:1, k:30\\) \\(greedy\\)" "" { target *-*-* } 20 } */
/* { dg-message "3: optimized: blocked nest with block\\(i:1, k:30\\): 640 tiles" "" { target *-*-* } 20 } */

void
jacobi (void)
{
  for (int i = 1; i < 63; i++) /* { dg-message "3: optimized: loop 'i' has no pragma and is parallel" } */
    for (int j = 1; j < 63; j++)
      b[i][j] = 0.25 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
}
/* { dg-message "3: optimized: inferred block\\(i:1\\) \\(greedy\\)" "" { target *-*-* } 31 } */
/* { dg-message "3: optimized: blocked nest with block\\(i:1\\): 62 tiles" "" { target *-*-* } 31 } */

void
single (void)
{
  int i;
  for (i = 0; i < 1000; i++) /* { dg-message "3: optimized: loop 'i' has no pragma and is parallel" } */
    v[i] = 2 * v[i];
}
/* { dg-message "3: optimized: inferred block\\(i:15\\) \\(greedy\\)" "" { target *-*-* } 42 } */
/* { dg-message "3: optimized: blocked nest with block\\(i:15\\): 67 tiles" "" { target *-*-* } 42 } */

void
copy (double *restrict out, const double *restrict in)
{
  for (int i = 0; i < 1000; i++) /* { dg-message "3: optimized: loop 'i' has no pragma and is parallel" } */
    out[i] = in[i] + 1;
}
/* { dg-message "3: optimized: inferred block\\(i:15\\) \\(greedy\\)" "" { target *-*-* } 51 } */
/* { dg-message "3: optimized: blocked nest with block\\(i:15\\): 67 tiles" "" { target *-*-* } 51 } */

void
halves (void)
{
  /* Iteration i reads w[i + 500], which only iterations 500 and above
     would write: there are none.  No warning either.  */
  for (int i = 0; i < 500; i++) /* { dg-message "3: optimized: loop 'i' has no pragma and is parallel" } */
    w[i] = w[i] + w[i + 500];
}
/* { dg-message "3: optimized: inferred block\\(i:7\\) \\(greedy\\)" "" { target *-*-* } 62 } */
/* { dg-message "3: optimized: blocked nest with block\\(i:7\\): 72 tiles" "" { target *-*-* } 62 } */
/* { dg-bogus "carries a dependence on 'w'" "" { target *-*-* } 62 } */

void
time_loop (void)
{
  for (int t = 0; t < 10; t++) /* { dg-message "3: missed: loop 't' left alone: it carries a dependence on 'v'" } */
    for (int i = 0; i < 1000; i++) /* { dg-message "5: optimized: loop 'i' has no pragma and is parallel" } */
      v[i] = v[i] * 0.5 + 1;
}
/* { dg-message "5: optimized: inferred block\\(i:15\\) \\(greedy\\)" "" { target *-*-* } 73 } */
/* { dg-message "5: optimized: blocked nest with block\\(i:15\\): 67 tiles" "" { target *-*-* } 73 } */

void
wavefront (void)
{
  /* Row i from row i - 1: the outer loop carries the dependence, the
     inner one does not, although its subscripts use i, which its own
     nest does not change: the two rows differ whatever i is.  Rows i - 1
     and i of A (two sections) and row i of B are staged: no remark.  */
  for (int i = 1; i < 64; i++) /* { dg-message "3: missed: loop 'i' left alone: it carries a dependence on 'a'" } */
    for (int j = 0; j < 64; j++) /* { dg-message "5: optimized: loop 'j' has no pragma and is parallel" } */
      a[i][j] = a[i - 1][j] * 0.5 + b[i][j];
}
/* { dg-message "5: optimized: inferred block\\(j:1\\) \\(greedy\\)" "" { target *-*-* } 87 } */
/* Its tiles could also run in fronts (serial-wavefront.c).  */
/* { dg-message "3: missed: loop 'i' could run as a wavefront of tiles of 'i' and 'j': the dependences on 'a' have the constant distances \\(1, 0\\) in iterations of \\(i, j\\); tiles of any size" "" { target *-*-* } 86 } */
/* { dg-message "5: optimized: blocked nest with block\\(j:1\\): 64 tiles" "" { target *-*-* } 87 } */
