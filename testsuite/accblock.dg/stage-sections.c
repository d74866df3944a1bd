/* The dump lists one section per array: the loop level and offsets of
   each dimension (halos merged), read/write, and whether every tile
   writes its whole box.  Fixed-size arrays, rows of a pointer to VLA,
   and a flat pointer split into rows.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-dump" } */

#define N 128
int A[N][N], B[N][N], C[N][N];

void
matmul (void)
{
#pragma acc loop block(i:1, k:30)
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	C[i][j] += A[i][k] * B[k][j];
}

void
stencil (int n, int m, double (*a)[m], double (*b)[m])
{
#pragma acc loop block(i:4)
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < m - 1; j++)
      b[i][j] = a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1];
}

void
flat (int n, float *x, float *y)
{
#pragma acc loop block(i:2)
  for (int i = 1; i < n; i++)
    for (int j = 0; j < 32; j++)
      y[i * 32 + j] = x[i * 32 + j - 32] + x[i * 32 + j];
}

void
strided (int n, float *x, float *y)
{
#pragma acc loop block(i:8)
  for (int i = 0; i < n; i++)
    y[2 * i] = x[i];
}

/* { dg-final { scan-accblock-dump "section C\\\[i\\\]\\\[j\\\] read-write covered, 2 references" } } */
/* { dg-final { scan-accblock-dump "section A\\\[i\\\]\\\[k\\\] read, 1 references" } } */
/* { dg-final { scan-accblock-dump "section B\\\[k\\\]\\\[j\\\] read, 1 references" } } */
/* { dg-final { scan-accblock-dump "section a\\\[i\\{-1\\.\\.\\+1\\}\\\]\\\[j\\{-1\\.\\.\\+1\\}\\\] read, 4 references" } } */
/* { dg-final { scan-accblock-dump "section b\\\[i\\\]\\\[j\\\] write covered, 1 references" } } */
/* { dg-final { scan-accblock-dump "section x\\\[i\\{-1\\.\\.\\+0\\}\\\]\\\[j\\\] read, 2 references" } } */
/* { dg-final { scan-accblock-dump "section y\\\[i\\\]\\\[j\\\] write covered, 1 references" } } */
/* { dg-final { scan-accblock-dump "section y\\\[2\\*i\\\] write, 1 references" } } */
/* { dg-final { scan-accblock-dump-not "main memory" } } */
