/* The rule of infer-kernel-rows.c does not apply under gemm=no: no
   kernel runs the tiles, so the nest gets the model's own clause and
   its descriptor no flag.  infer-kernel-rows-paper.c and
   infer-kernel-rows-greedy.c show the two other cases it leaves
   alone.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-accblock-block -fplugin-arg-accblock-auto=model -fplugin-arg-accblock-target=host -fplugin-arg-accblock-gemm=no -fplugin-arg-accblock-num-accel=3 -fopt-info-omp-optimized -fplugin-arg-accblock-dump" } */
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

/* { dg-final { scan-accblock-dump-not "kernel packs" } } */
