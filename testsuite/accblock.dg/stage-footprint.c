/* When every size is known, the plugin warns at the clause if one tile's
   data blocks exceed the target's local memory (16 KiB by default).  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block" } */

#define N 128
int A[N][N], B[N][N], C[N][N];

void
fits (void)
{
#pragma acc loop block(i:1, k:30)
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	C[i][j] += A[i][k] * B[k][j];
}

void
too_big (void)
{
#pragma acc loop block(i:1, k:32) /* { dg-warning "18: warning: the data blocks of one tile need 17024 bytes of local memory, more than the 16384 bytes of the target" } */
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	C[i][j] += A[i][k] * B[k][j];
}
