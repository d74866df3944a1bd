/* cost-model=unlimited dispatches every nest, the setup loop that runs
   once too (serial-once.c): whether it pays is not asked.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fplugin-arg-accblock-cost-model=unlimited -fopt-info-omp-optimized-missed" } */

double a[256][256];

int
main (void)
{
  for (int i = 0; i < 256; i++) /* { dg-message "3: optimized: loop 'i' has no pragma and is parallel" } */
    for (int j = 0; j < 256; j++)
      a[i][j] = i + j;
  return a[1][1] > 0;
}

/* { dg-prune-output "inferred block|blocked nest|run in parallel too" } */
