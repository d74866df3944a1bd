/* What the user chose stays: with -fno-loop-unroll-and-jam the tile
   functions of the host target are not jammed either
   (tile-unroll-jam-host.c).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-loop-unroll-and-jam -fplugin-arg-accblock-block -fplugin-arg-accblock-target=host -fopt-info-loop-optimized" } */
/* { dg-prune-output "optimized: (?!applying unroll and jam)" } */

double x[64][64], y[64][64], z[64][64];

void
product (void)
{
#pragma acc loop block(i:8, k:16, j:32)
  for (int i = 0; i < 64; i++)
    for (int k = 0; k < 64; k++) /* { dg-bogus "unroll and jam" } */
      for (int j = 0; j < 64; j++)
	z[i][j] += x[i][k] * y[k][j];
}
