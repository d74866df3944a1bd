/* The rule of infer-kernel-rows.c does not apply on the paper's
   target, whose local memory is a scratchpad: every block is staged
   there, so the model's blocks, which fit it, are the ones to take.  The
   descriptor still says that the kernel packs its blocks, which a
   scratchpad target ignores.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-accblock-block -fplugin-arg-accblock-auto=model -fplugin-arg-accblock-target=paper -fopt-info-omp-optimized -fplugin-arg-accblock-dump" } */
/* { dg-prune-output "optimized: (?!inferred)" } */

#define N 300

double A[N][N], B[N][N], C[N][N];

void
product (void)
{
#pragma acc parallel loop /* { dg-message "optimized: inferred block\\(\[^)\]*\\) \\(model\\): footprint" } */
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	C[i][j] += A[i][k] * B[k][j];
}

/* { dg-final { scan-accblock-dump "nest at \[^\n\]*, kernel packs" } } */
