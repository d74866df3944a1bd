/* The footprint warning follows target= and local-mem=.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-target=sw26010" } */

#define N 128
int A[N][N], B[N][N], C[N][N];

void
fits_64k (void)
{
#pragma acc loop block(i:2, k:64)
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	C[i][j] += A[i][k] * B[k][j];
}

void
too_big_for_64k (void)
{
#pragma acc loop block(i:4, k:124) /* { dg-warning "18: warning: the data blocks of one tile need 67520 bytes of local memory, more than the 65536 bytes of the target" } */
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	C[i][j] += A[i][k] * B[k][j];
}
