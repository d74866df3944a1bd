/* A tile whose innermost loop walks a column runs its two innermost
   loops swapped when the dependence test allows it
   (plugin/outline-permute.cc), with a remark; the clause and the tiles
   stay as written.  With j alone blocked, the loop on i, run whole,
   takes its start and its test outside, unless they change with j
   (at -O2, where the test reads the parameter n itself).
   A sum into an array element keeps its order of
   summation, i still increasing for each element.  Not swapped: a
   reduction into a scalar (its partial sums would be added in another
   order), a dependence that a swap would reverse (the tiling then falls
   back to the original order, whose inner level is not strip-mined),
   and a nest already along the rows.  nest-permute-off.c: the key
   turns it off.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-accblock-block -fplugin-arg-accblock-verbose -fplugin-arg-accblock-warn=no-all" } */

#define N 64
double A[N][N], B[N][N], C[4][N][N];
double s[N];

void
columns (void)
{
#pragma acc parallel loop block(j:8, i:16) /* { dg-message "loops 'j' and 'i' of the tile permuted: 'j' inside walks memory with stride 1" } */
  for (int j = 0; j < N; j++)
    for (int i = 0; i < N; i++)
      A[i][j] = 2 * B[i][j] + A[i][j];
}

void
planes (void)
{
#pragma acc parallel loop block(t:1, j:8, i:16) /* { dg-message "loops 'j' and 'i' of the tile permuted" } */
  for (int t = 0; t < 4; t++)
    for (int j = 0; j < N; j++)
      for (int i = 1; i < N; i++)
	C[t][i][j] = C[t][i - 1][j] * 0.5 + B[i][j];
}

void
whole (int n)
{
#pragma acc parallel loop block(j:8) /* { dg-message "loops 'j' and 'i' of the tile permuted" } */
  for (int j = 0; j < N; j++)
    for (int i = 0; i < n; i++)
      A[i][j] = 2 * B[i][j] + A[i][j];
}

void
triangle (void)
{
#pragma acc parallel loop block(j:8) /* { dg-bogus "permuted" } */
  for (int j = 0; j < N; j++)
    for (int i = 0; i < j; i++)
      A[i][j] = 2 * B[i][j] + A[i][j];
}

void
sums (void)
{
#pragma acc parallel loop block(j:8, i:16) /* { dg-message "loops 'j' and 'i' of the tile permuted" } */
  for (int j = 0; j < N; j++)
    for (int i = 0; i < N; i++)
      s[j] += A[i][j];
}

double
total (void)
{
  double t = 0;
#pragma acc parallel loop block(j:8, i:16) reduction(+:t) /* { dg-bogus "permuted" } */
  for (int j = 0; j < N; j++)
    for (int i = 0; i < N; i++)
      t += A[i][j];
  return t;
}

void
skewed (void)
{
#pragma acc parallel loop block(t:1, j:8, i:16) /* { dg-bogus "permuted" } */
  for (int t = 0; t < 4; t++)
    for (int j = 0; j < N - 1; j++)
      for (int i = 1; i < N; i++)
	C[t][i][j] = C[t][i - 1][j + 1] * 0.5 + B[i][j];
}

void
rows (void)
{
#pragma acc parallel loop block(i:8, j:16) /* { dg-bogus "permuted" } */
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = 2 * B[i][j] + A[i][j];
}
/* { dg-prune-output "note: " } */
