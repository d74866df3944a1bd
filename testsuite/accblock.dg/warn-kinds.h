/* warn-kinds.h -- one nest for each kind of warning of the plugin, for
   the warn-*.c tests that turn them off (their expected warnings, when
   on, are in warn-tags.c).  */

#define N 128
double beta[1000], x[1000], s;
double a3[64][64][64];
int A[N][N], B[N][N], C[N][N];
double d[N];

void
race (int n)
{
#pragma acc parallel loop
  for (int k = 1; k < n; k++)
    beta[k] = beta[k - 1] + x[k];
}

void
shared (int n)
{
#pragma acc parallel loop block(k:8)
  for (int k = 0; k < n; k++)
    s = s + x[k];
}

void
tiling_fallback (int n)
{
#pragma acc loop block(i:1, j:4, k:4)
  for (int i = 0; i < n; i++)
    for (int j = 1; j < n; j++)
      for (int k = 0; k < n - 1; k++)
	a3[i][j][k] = a3[i][j - 1][k + 1] + 1;
}

void
split (void)
{
#pragma acc loop block(i:4, k:8) split(k:2)
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      d[i] += A[i][k];
}

void
local_mem (void)
{
#pragma acc loop block(i:1, k:32)
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	C[i][j] += A[i][k] * B[k][j];
}

void
clause (int n)
{
#pragma acc parallel loop block(i:4)
  for (int i = 0; i < n; i++)
#pragma acc loop block(j:8)
    for (int j = 0; j < n; j++)
      C[i][j] = i - j;
}
