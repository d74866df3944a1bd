/* On a cache target, -fauto-block gives a double matrix product that
   the runtime's kernel will run whole rows of C per accelerator, and
   its descriptor ACCBLOCK_NEST_KERNEL_PACKS (plugin/gemm-shape.cc): the
   kernel blocks for the cache and packs what it reads itself, so the
   blocks the model fits into the cache for the tile loop (block(i:228,
   k:14, j:256) at n = 2048) only cut it into calls that pack B again
   and copies that the packing copies again.  A nest that is no such
   product keeps the model's clause; the greedy algorithm is the
   paper's, unchanged (infer-kernel-rows-off.c).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-accblock-block -fplugin-arg-accblock-auto=model -fplugin-arg-accblock-target=host -fplugin-arg-accblock-num-accel=3 -fopt-info-omp-optimized -fplugin-arg-accblock-dump" } */
/* { dg-prune-output "optimized: (?!inferred)" } */

#define N 300

double A[N][N], B[N][N], C[N][N], D[N][N];

void
product (void)
{
#pragma acc parallel loop /* { dg-message "optimized: inferred block\\(i:100\\) \\(model\\): a matrix product for the runtime.s kernel, whole rows of C per accelerator, 3 tiles on 3 accelerators; a cache target stages nothing, the kernel packs its blocks" } */
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	C[i][j] += A[i][k] * B[k][j];
}

/* B transposed: no product the kernel takes.  */
void
transposed (void)
{
#pragma acc parallel loop /* { dg-message "optimized: inferred block\\(\[^)\]*\\) \\(model\\): footprint" } */
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	D[i][j] += A[i][k] * B[j][k];
}

/* { dg-final { scan-accblock-dump "nest at \[^\n\]*:21, \[^\n\]*, kernel packs" } } */
/* { dg-final { scan-accblock-dump-not "nest at \[^\n\]*:32, \[^\n\]*kernel packs" } } */
