/* On the host target the jammed j loop of the matmul tile is still
   vectorized, as is the loop that runs the odd last k.  The rows of
   the tile's sections then stay visible to GCC (shared_row_var in
   section-rewrite.cc): hidden behind a call, the row of the jammed copy of y
   ended up inside the fused loop, was not known to be invariant there,
   and the jammed loop ran scalar.  The tile keeps its loops (gemm=no) and has no clones:
   a tile whose product runs in the runtime's kernel keeps -O2's loop
   options (gemm-loop-options.c).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-accblock-block -fplugin-arg-accblock-target=host -fplugin-arg-accblock-gemm=no -fplugin-arg-accblock-tile-clones=none -fopt-info-vec-optimized" } */
/* { dg-prune-output "optimized: (?!loop vectorized)" } */

double x[64][64], y[64][64], z[64][64];

void
product (void)
{
#pragma acc loop block(i:8, k:16, j:32)
  for (int i = 0; i < 64; i++)
    for (int k = 0; k < 64; k++)
      /* Both remarks name the j loop; one pattern takes the two lines.  */
      for (int j = 0; j < 64; j++) /* { dg-message "optimized: loop vectorized\[^\n\]*\n\[^\n\]*:22:\[0-9\]+: optimized: loop vectorized" "jammed loop and last k" } */
	z[i][j] += x[i][k] * y[k][j];
}
