/* On the host target the tile functions are the code that runs, and
   from -O2 on they get -O3's unroll-and-jam: in the matmul tile, two
   iterations of k are jammed into the j loop, so each element of z is
   loaded and stored once for two products (tile_optimization in
   outline-tile.cc).  GCC only jams a perfect nest, which the tile's loops
   are because no strip-mined level tests for an empty count
   (nest-tile-nonempty.c).  tile-unroll-jam-off.c: not when the user
   says -fno-loop-unroll-and-jam; tile-unroll-jam-sim.c: not on the
   simulated targets.  accblock.run/host-jam.c checks the results.  The
   tile keeps its loops (gemm=no): a tile whose product runs in the
   runtime's kernel keeps -O2's loop options (gemm-loop-options.c).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-accblock-block -fplugin-arg-accblock-target=host -fplugin-arg-accblock-gemm=no -fopt-info-loop-optimized" } */
/* { dg-prune-output "optimized: (?!applying unroll and jam)" } */

double x[64][64], y[64][64], z[64][64];

void
product (void)
{
#pragma acc loop block(i:8, k:16, j:32)
  for (int i = 0; i < 64; i++)
    for (int k = 0; k < 64; k++) /* { dg-message "optimized: applying unroll and jam" } */
      for (int j = 0; j < 64; j++)
	z[i][j] += x[i][k] * y[k][j];
}

/* The serial loops of the program keep -O2's options.  */
void
reference (void)
{
  for (int i = 0; i < 64; i++)
    for (int k = 0; k < 64; k++) /* { dg-bogus "unroll and jam" } */
      for (int j = 0; j < 64; j++)
	z[i][j] += x[i][k] * y[k][j];
}
