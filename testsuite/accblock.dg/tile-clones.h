/* tile-clones.h -- the nest of the tile-clones-*.c tests: a matrix
   multiply whose tile function each test compiles under other options,
   to see which versions of it GCC makes.  A double sum, so that a
   fused multiply-add would show in the assembly.  */

double x[64][64], y[64][64], z[64][64];

void
product (void)
{
#pragma acc loop block(i:8, k:16, j:32)
  for (int i = 0; i < 64; i++)
    for (int k = 0; k < 64; k++)
      for (int j = 0; j < 64; j++)
	z[i][j] += x[i][k] * y[k][j];
}
