/* The statistics of one rank of an MPI job: the ACCBLOCK_STATS JSON
   starts with its schema version, the process id and the rank the
   launcher set (Open MPI's OMPI_COMM_WORLD_RANK here, before PMI_RANK
   and SLURM_PROCID), and the timing report's head line names the rank
   and where it came from.  The program itself uses no MPI.  */
/* { dg-set-target-env-var OMPI_COMM_WORLD_RANK "2" } */
/* { dg-set-target-env-var PMI_RANK "5" } */
/* { dg-set-target-env-var ACCBLOCK_TIMING "1" } */
/* { accblock-final { scan-stats "^\{\n  \"schema_version\": 1,\n  \"pid\": \[1-9\]\[0-9\]*,\n  \"rank\": 2,\n  \"accelerators\": 64," } } */
/* { accblock-final { scan-stats "\"tiles\": 64," } } */
/* { accblock-final { scan-stderr "accblock timing report: target paper, .*, double buffering on, MPI rank 2 \\(OMPI_COMM_WORLD_RANK\\)\n" } } */

#include <stdio.h>

#define N 256
double x[N];

int
main (void)
{
  for (int i = 0; i < N; i++)
    x[i] = i * 0.5;
#pragma acc parallel loop block(i:4)
  for (int i = 0; i < N; i++)
    x[i] = 2 * x[i] + 1;
  double sum = 0;
  for (int i = 0; i < N; i++)
    sum += x[i];
  printf ("%.1f\n", sum);
  return 0;
}
