/* Rows of a pointer to a variably sized array indexed by a variable
   alone: the byte offset 2 * t * (n * 8) is a product of two factors
   the nest does not change, and only the row size tells which one is
   the row.  Read the other way round it would be row n of rows of
   2 * t * 8 bytes.  A factor that is not the row type's size leaves the
   array in main memory; one that is stages it.  Found by the step
   batch of random.exp (seeds 164 and 202: the runtime refused a
   section with stride 0 at t = 0).  */

/* { dg-set-target-env-var ACCBLOCK_SCHEDULE "reverse" } */
/* { dg-set-target-env-var ACCBLOCK_THREADS "1" } */
/* The second nest's rows are staged: 8 dispatches of 23 doubles each
   way.  */
/* { accblock-final { scan-stats "\"location\": \"[^\"]*:31:9\", \"block\": \\[4\\], \"tiles\": 48, \"dma_in_bytes\": 1472, \"dma_out_bytes\": 1472," } } */

#include <stdio.h>

#define N 23

static void
step (long t, int n, double (*u0)[n], double (*u1)[n], double (*u2)[n])
{
#pragma acc parallel loop block(x:7)
  for (int x = 2; x < n - 2; x++)
    u2[2 * t + 6][x] = u1[2 * t + 5][x + 1] + 0.5 * u0[2 * t][x + 2];
}

static void
shifted (int t, int n, double (*u0)[n], double (*u1)[n])
{
#pragma acc parallel loop block(x:4)
  for (int x = 0; x < n; x++)
    u1[t + 1][x] = u0[t][x] * 3 + x;
}

int
main (int argc, char **argv)
{
  (void) argv;
  int n = N + argc - 1;
  static double a[16][N], b[16][N], c[16][N];
  for (int i = 0; i < 16; i++)
    for (int j = 0; j < N; j++)
      {
	a[i][j] = (i * 5 + j) % 7;
	b[i][j] = (i + 3 * j) % 5;
	c[i][j] = -1;
      }
  for (long t = 0; t < 4; t++)
    step (t, n, a, b, c);
  for (int t = 0; t < 8; t++)
    shifted (t, n, c, b);
  for (int i = 0; i < 16; i++)
    for (int j = 0; j < N; j++)
      printf ("%a %a%c", b[i][j], c[i][j], j == N - 1 ? '\n' : ' ');
  return 0;
}
