/* The rule of infer-kernel-rows.c does not apply to the paper's
   greedy algorithm, which -fauto-block=greedy runs exactly as the paper
   states it, on the host target too.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-accblock-block -fplugin-arg-accblock-auto=greedy -fplugin-arg-accblock-target=host -fplugin-arg-accblock-num-accel=3 -fopt-info-omp-optimized -fplugin-arg-accblock-dump" } */
/* { dg-prune-output "optimized: (?!inferred)" } */

#define N 300

double A[N][N], B[N][N], C[N][N];

void
product (void)
{
#pragma acc parallel loop /* { dg-message "optimized: inferred block\\(\[^)\]*\\) \\(greedy\\): footprint" } */
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	C[i][j] += A[i][k] * B[k][j];
}

/* { dg-final { scan-accblock-dump "nest at \[^\n\]*, kernel packs" } } */
