/* A tile never runs more iterations of a strip-mined level than the
   block size the descriptor gives it, and the tile function says so
   with a MIN_EXPR on the count: GCC then bounds the loop, and neither
   vectorizes nor unrolls it for counts it never sees.  A level blocked
   by 1 is at most one iteration.  (accblock.auto/runtime-trips.c: no
   bound when the runtime chooses the sizes.)  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-accblock-block -fplugin-arg-accblock-dump" } */

int x[32][32], y[32][32], z[32][32];
float v[1000];

void
product (void)
{
#pragma acc loop block(i:4, k:16)
  for (int i = 0; i < 32; i++)
    for (int k = 0; k < 32; k++)
      for (int j = 0; j < 32; j++)
	z[i][j] += x[i][k] * y[k][j];
}

void
scale (int n, float f)
{
#pragma acc loop block(i:1)
  for (int i = 0; i < n; i++)
    v[i] *= f;
}

/* { dg-final { scan-accblock-dump "accblock_left\\.\[0-9\]+ = MIN_EXPR <accblock_left\\.\[0-9\]+, 4>;" } } */
/* { dg-final { scan-accblock-dump "accblock_left\\.\[0-9\]+ = MIN_EXPR <accblock_left\\.\[0-9\]+, 16>;" } } */
/* { dg-final { scan-accblock-dump "accblock_left\\.\[0-9\]+ = MIN_EXPR <accblock_left\\.\[0-9\]+, 1>;" } } */
