/* The staged references of a flat array written as one subscript, here
   a time step's rows of u, are indexed in the tile function by their
   affine form with the constant added last (section-rewrite.cc,
   last_index_word): the references of one row then differ by a
   constant, which GCC's dependence analysis compares, and the tile's
   loop is vectorized as the nest's was.  With the whole sum converted
   at once it saw unrelated indices and left the loop scalar.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-accblock-block -fno-tree-slp-vectorize -fopt-info-vec-optimized" } */

void
step (int t, double *u)
{
#pragma acc parallel loop block(x:4)
  for (int x = 2; x < 31; x += 1) /* { dg-message "optimized: loop vectorized" } */
    u[(7 - t) * 33 + x] = 0.5 * u[(10 - t) * 33 + x + 1]
			  + u[(5 - t) * 33 + x + 1]
			  + 0.5 * u[(7 - t) * 33 + x]
			  + 1.5 * u[(6 - t) * 33 + x + 2];
}
