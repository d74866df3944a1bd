/* A tile never runs more iterations of a strip-mined level than the
   block size the descriptor gives it, and the tile function says so
   with a MIN_EXPR on the count: GCC then bounds the loop, and neither
   vectorizes nor unrolls it for counts it never sees.  A level blocked
   by 1 is at most one iteration.  (accblock.auto/runtime-trips.c: no
   bound when the runtime chooses the sizes.)  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-accblock-block -fplugin-arg-accblock-dump" } */

double a[64][64];

void
f (int n)
{
#pragma acc loop block(i:4, j:16)
  for (int i = 2; i < n; i++)
    for (int j = 0; j < 64; j++)
      a[i][j] = i + j;
}

void
g (void)
{
#pragma acc loop block(i:1)
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      a[i][j] = i * j;
}

/* { dg-final { scan-accblock-dump "accblock_left\\.\[0-9\]+ = MIN_EXPR <accblock_left\\.\[0-9\]+, 4>;" } } */
/* { dg-final { scan-accblock-dump "accblock_left\\.\[0-9\]+ = MIN_EXPR <accblock_left\\.\[0-9\]+, 16>;" } } */
/* { dg-final { scan-accblock-dump "accblock_left\\.\[0-9\]+ = MIN_EXPR <accblock_left\\.\[0-9\]+, 1>;" } } */
