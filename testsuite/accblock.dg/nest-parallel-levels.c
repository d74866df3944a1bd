/* A blocked inner level that the dependence test proves parallel (no
   iteration depends on one with another value of its index) has its
   tiles run as outer tasks: a remark says so and the dump marks the
   level.  A level that carries a dependence, one only a write through
   an unanalysed subscript reaches, and a level that is not blocked are
   not marked.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-verbose -fplugin-arg-accblock-dump" } */

#define N 64
int A[N][N], B[N][N], C[N][N], perm[N];
double u[N][N];

void
matmul (void)
{
#pragma acc loop block(i:4, k:16, j:16) /* { dg-message "note: accblock: blocked nest with block\\(i:4, k:16, j:16\\): 256 tiles" } */
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	C[i][j] += A[i][k] * B[k][j];
}

/* Each c depends on c - 1.  */
void
recurrence (void)
{
#pragma acc loop block(r:2, c:8) /* { dg-message "note: accblock: blocked nest with block\\(r:2, c:8\\): 256 tiles" } */
  for (int r = 0; r < N; r++)
    for (int c = 1; c < N; c++)
      u[r][c] = u[r][c - 1] * 0.5 + u[r][c];
}

/* Which element a column writes is only known at run time.  */
void
scatter (void)
{
#pragma acc loop block(s:2, t:8) /* { dg-message "note: accblock: blocked nest with block\\(s:2, t:8\\): 256 tiles" } */
  for (int s = 0; s < N; s++)
    for (int t = 0; t < N; t++)
      A[s][perm[t]] = t; /* { dg-message "21: note: accblock: 'A' stays in main memory: its subscripts are not affine" } */
}

/* p parallel but not blocked: nothing to schedule differently.  */
void
unblocked (void)
{
#pragma acc loop block(q:2) /* { dg-message "note: accblock: blocked nest with block\\(q:2\\): 32 tiles" } */
  for (int q = 0; q < N; q++)
    for (int p = 0; p < N; p++)
      B[q][p] = q - p;
}

/* { dg-message "note: accblock: the tiles of loop 'j' run in parallel too: no iteration depends on one with another value of 'j'" "" { target *-*-* } 17 } */
/* { dg-final { scan-accblock-dump "level 2: j init 0 <= 63 step 1 block 16 parallel" } } */
/* { dg-final { scan-accblock-dump "level 1: k init 0 <= 63 step 1 block 16\n" } } */
/* { dg-final { scan-accblock-dump "level 1: c init 1 <= 63 step 1 block 8\n" } } */
/* { dg-final { scan-accblock-dump "level 1: t init 0 <= 63 step 1 block 8\n" } } */
/* { dg-final { scan-accblock-dump-not "level 1: p \[^\n\]*parallel" } } */
