/* A Jacobi stencil (double, 130 x 130, interior 128 x 128) under greedy
   on the paper's machine (16 KiB, 64 accelerators).  a is read at
   offsets -1..+1 in both dimensions: a halo of 2 rows.  The parallel
   level i may take 128 / 64 = 2 iterations;
     i:2 needs a[2 + 2][130] + b[2][130] = (520 + 260) * 8 = 6240 bytes
   <= 16384, so the data fits at the first level and j is left whole.
   Tiles: 64.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto=greedy -fopt-info-optimized -fplugin-arg-accblock-dump" } */

#define N 130
double a[N][N], b[N][N];

void
jacobi (void)
{
#pragma acc parallel loop /* { dg-message "9: optimized: inferred block\\(i:2\\) \\(greedy\\): footprint 6240 of 16384 bytes, 64 tiles, 64 outer blocks on 64 accelerators" } */
  for (int i = 1; i < N - 1; i++)
    for (int j = 1; j < N - 1; j++)
      b[i][j] = 0.25 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
}

/* { dg-message "9: optimized: blocked nest with block\\(i:2\\): 64 tiles" "" { target *-*-* } 17 } */
/* The halo is part of the model input.  */
/* { dg-final { scan-accblock-dump "array a: 8-byte elements, read \\\[130 by i\\*1-1\\.\\.\\+1\\\] \\\[130 by j\\*1-1\\.\\.\\+1\\\]" } } */
