/* On the host target, whose local memory stands for a cache, a block
   the tile uses too few times per element to pay for a copy stays in
   place (model/stage-gain.c, runtime/stage.c) and takes no local
   memory: a streaming stencil's blocks, however large, draw no
   footprint warning.  An integer matrix product's blocks, used many
   times, are copied, and still draw it.  A double one's tiles run in
   the runtime's kernel, which packs its blocks itself, so that nothing
   of it is staged (ACCBLOCK_NEST_KERNEL_PACKS) and no warning comes.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-target=host -fplugin-arg-accblock-local-mem=65536" } */

#define N 1024
double A[N][N], B[N][N], C[N][N];
int IA[N][N], IB[N][N], IC[N][N];

void
sweep (void)
{
#pragma acc loop block(i:64)
  for (int i = 1; i < N - 1; i++)
    for (int j = 1; j < N - 1; j++)
      B[i][j] = A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1];
}

void
product (void)
{
#pragma acc loop block(i:64, k:64) /* { dg-warning "18: warning: the data blocks of one tile need \[0-9\]+ bytes of local memory, more than the 65536 bytes of the target" } */
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	IC[i][j] += IA[i][k] * IB[k][j];
}

void
kernel_product (void)
{
#pragma acc loop block(i:64, k:64)
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	C[i][j] += A[i][k] * B[k][j];
}
