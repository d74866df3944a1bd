/* Each warning of the plugin ends with the tag of its kind, where GCC
   prints the option of its own warnings; the tag is the plugin argument
   that controls it (warn-off.c turns them off).  One nest per kind, as
   in warn-kinds.h.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block" } */

#define N 128
double beta[1000], x[1000], s;
double a3[64][64][64];
int A[N][N], B[N][N], C[N][N];
double d[N];

void
race (int n)
{
#pragma acc parallel loop /* { dg-message "9: note: add 'seq'" } */
  for (int k = 1; k < n; k++)
    beta[k] = beta[k - 1] + x[k]; /* { dg-warning "15: warning: loop 'k' is declared independent, .* \\\[-fplugin-arg-accblock-warn=race\\\]" } */
}

void
shared (int n)
{
#pragma acc parallel loop block(k:8) /* { dg-warning "27: warning: the outer blocked loop 'k' carries a dependence on 's'.* \\\[-fplugin-arg-accblock-warn=shared\\\]" } */
  for (int k = 0; k < n; k++)
    s = s + x[k];
}

void
tiling_fallback (int n)
{
#pragma acc loop block(i:1, j:4, k:4) /* { dg-warning "18: warning: cannot prove that the inner loops .* \\\[-fplugin-arg-accblock-warn=tiling-fallback\\\]" } */
  /* { dg-message "18: note: a dependence on 'a3' goes against the tile order" "" { target *-*-* } 33 } */
  for (int i = 0; i < n; i++)
    for (int j = 1; j < n; j++)
      for (int k = 0; k < n - 1; k++)
	a3[i][j][k] = a3[i][j - 1][k + 1] + 1;
}

void
split (void)
{
#pragma acc loop block(i:4, k:8) split(k:2) /* { dg-warning "34: warning: cannot split the tiles of loop 'k'; ignoring 'split' \\\[-fplugin-arg-accblock-warn=split\\\]" } */
  /* { dg-message "34: note: iterations with different values of it share 'd'" "" { target *-*-* } 44 } */
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      d[i] += A[i][k];
}

void
local_mem (void)
{
#pragma acc loop block(i:1, k:32) /* { dg-warning "18: warning: the data blocks of one tile need 17024 bytes .* \\\[-fplugin-arg-accblock-warn=local-mem\\\]" } */
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
#pragma acc loop block(j:8) /* { dg-warning "18: warning: 'block' clause of a loop inside the blocked nest at line 64 is ignored.* \\\[-fplugin-arg-accblock-warn=clause\\\]" } */
    for (int j = 0; j < n; j++)
      C[i][j] = i - j;
}
