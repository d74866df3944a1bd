/* A tile whose product runs in the runtime's kernel is compiled with the
   command line's loop options, not with the cheap vectorizer cost model
   that other tiles get (outline-tile.cc): what stays of its loops, the
   leading statements and the loops kept for overlapping arrays, gains
   nothing from the epilogues, which cost compile time (issue 32).  The
   leading loop runs 41 iterations, no multiple of a vector's length:
   -O2's very cheap model leaves it scalar, the cheap one vectorizes it
   with an epilogue, as it does in the tile of the other nest.  */
/* { dg-do compile { target x86_64-*-* i?86-*-* } } */
/* { dg-options "-O2 -fplugin-arg-accblock-block -fplugin-arg-accblock-target=host -fplugin-arg-accblock-tile-clones=none -fopt-info-vec-optimized" } */

double A[64][48], B[48][41], C[64][41], D[64][41];

void
product (double beta)
{
#pragma acc parallel loop block(i:8)
  for (int i = 0; i < 64; i++)
    {
      for (int j = 0; j < 41; j++) /* { dg-bogus "loop vectorized" } */
	C[i][j] *= beta;
      for (int k = 0; k < 48; k++)
	for (int j = 0; j < 41; j++)
	  C[i][j] += A[i][k] * B[k][j];
    }
}

void
not_product (double beta)
{
#pragma acc parallel loop block(i:8)
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 41; j++) /* { dg-message "loop vectorized" } */
      D[i][j] *= beta;
}
