/* parallel-tiles=no keeps the paper's schedule: the tiles of inner
   levels run in order inside the outer tile even when the level is
   proven parallel.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-parallel-tiles=no -fplugin-arg-accblock-verbose -fplugin-arg-accblock-dump" } */

#define N 64
int A[N][N], B[N][N], C[N][N];

void
matmul (void)
{
#pragma acc loop block(i:4, k:16, j:16) /* { dg-message "note: accblock: blocked nest with block\\(i:4, k:16, j:16\\): 256 tiles" } */
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	C[i][j] += A[i][k] * B[k][j];
}

/* { dg-final { scan-accblock-dump "level 2: j init 0 <= 63 step 1 block 16\n" } } */
