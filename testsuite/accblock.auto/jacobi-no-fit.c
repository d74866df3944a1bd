/* The Jacobi stencil of jacobi.c with only 4 KiB of local memory: even
   i:1 needs a[1 + 2][130] + b[1][130] = (390 + 130) * 8 = 4160 > 4096
   bytes, and j, the innermost level, carries no reuse an outer loop
   could exploit, so the paper's rules block nothing else: the clause is
   block(i:1) and the remark says the tiles do not fit (the runtime then
   splits them or leaves arrays in main memory).  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-cost-model=unlimited -fplugin-arg-accblock-auto=greedy -fplugin-arg-accblock-local-mem=4K -fopt-info-optimized -fplugin-arg-accblock-dump" } */

#define N 130
double a[N][N], b[N][N];

void
jacobi (void)
{
#pragma acc parallel loop /* { dg-message "9: optimized: inferred block\\(i:1\\) \\(greedy\\): footprint 4160 of 4096 bytes \\(does not fit: the runtime splits tiles or leaves arrays in main memory\\), 128 tiles" } */
  for (int i = 1; i < N - 1; i++)
    for (int j = 1; j < N - 1; j++)
      b[i][j] = 0.25 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
}

/* { dg-message "9: optimized: blocked nest with block\\(i:1\\): 128 tiles" "" { target *-*-* } 16 } */
/* { dg-final { scan-accblock-dump "greedy: j: not profitable: j is the innermost level" } } */
