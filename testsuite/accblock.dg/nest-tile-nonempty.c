/* The runtime never hands a tile an empty level 0 or an empty level
   whose block size the clause gave (accblock-abi.h), and the tile
   function says so with a MAX_EXPR on the count: GCC then drops the
   test in front of each such loop, and a nest of such levels stays a
   perfect nest (tile-unroll-jam-host.c needs that).  The MAX comes
   before the MIN of the block size (nest-tile-bound.c).  Levels whose
   sizes the runtime chooses may be left unblocked and then run their
   whole trip count, possibly 0: accblock.auto/runtime-trips.c checks
   that they get no MAX.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-accblock-block -fplugin-arg-accblock-dump" } */

int x[32][32], y[32][32], z[32][32];

void
product (void)
{
#pragma acc loop block(i:4, k:16)
  for (int i = 0; i < 32; i++)
    for (int k = 0; k < 32; k++)
      for (int j = 0; j < 32; j++)
	z[i][j] += x[i][k] * y[k][j];
}

/* { dg-final { scan-accblock-dump "(accblock_left\\.\[0-9\]+) = MAX_EXPR <\\1, 1>;\n *\\1 = MIN_EXPR <\\1, 4>;" } } */
/* { dg-final { scan-accblock-dump "(accblock_left\\.\[0-9\]+) = MAX_EXPR <\\1, 1>;\n *\\1 = MIN_EXPR <\\1, 16>;" } } */
/* The unblocked level j keeps the loop it was written with.  */
/* { dg-final { scan-accblock-dump-not "(?:MAX_EXPR.*){3}" } } */
