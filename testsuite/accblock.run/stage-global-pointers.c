/* Arrays reached through global pointers (double *gv, double (*gu)[M],
   a pointer member g.cells) are staged: the nest loads the pointer
   inside its loops, but no store of the nest may change it, so it has
   the value it had in front of the nest.  They stayed in main memory.
   Every array here is staged, so no direct access is counted, and the
   output is plain gcc's.  The stores are told apart from the pointers
   by the type-based aliasing rules, which -O0 leaves off: hence
   -fstrict-aliasing for both builds.  */
/* { dg-options "-fstrict-aliasing" } */
/* { dg-set-target-env-var ACCBLOCK_SCHEDULE "reverse" } */
/* { dg-set-target-env-var ACCBLOCK_THREADS "3" } */
/* { dg-set-target-env-var ACCBLOCK_LOCAL_MEM "4096" } */
/* { accblock-final { scan-stats "\"dma_in_bytes\": \[1-9\]" } } */
/* { accblock-final { scan-stats "\"direct_accesses\": 0," } } */
/* { accblock-final { scan-stats-not "\"direct_accesses\": \[1-9\]" } } */

#include <stdio.h>
#include <stdlib.h>

#define M 30

double *gv, *gw;
double (*gu)[M];
static struct grid { int pad; double *cells; } g;
long *counts;

static void
flat_rows (int n)
{
#pragma acc loop block(i:4, j:7)
  for (int i = 1; i < n - 1; i++)
    for (int j = 0; j < M; j++)
      gw[i * M + j] = gv[(i - 1) * M + j] + gv[(i + 1) * M + j];
}

static void
pointer_to_rows (int n)
{
#pragma acc loop block(i:3, j:8)
  for (int i = 0; i < n; i++)
    for (int j = 1; j < M; j++)
      gu[i][j] = gu[i][j - 1] * 0.5 + gw[i * M + j];
}

static void
member_pointer (int n)
{
#pragma acc loop block(i:5)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < M; j++)
      g.cells[i * M + j] += gu[i][M - 1 - j];
}

static void
counted (int n)
{
#pragma acc loop block(i:2, j:9)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < M; j++)
      counts[i * M + j] = (long) (gv[i * M + j] * 4) + counts[i * M + j];
}

int
main (int argc, char **argv)
{
  (void) argv;
  int n = 20 + argc - 1;
  gv = malloc (sizeof (double) * n * M);
  gw = calloc ((size_t) n * M, sizeof (double));
  gu = malloc (sizeof (double[M]) * n);
  g.cells = malloc (sizeof (double) * n * M);
  counts = malloc (sizeof (long) * n * M);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < M; j++)
      {
	gv[i * M + j] = (i * 3 + j) % 11 * 0.25;
	gu[i][j] = i - j;
	g.cells[i * M + j] = j * 0.125;
	counts[i * M + j] = i * j;
      }
  flat_rows (n);
  pointer_to_rows (n);
  member_pointer (n);
  counted (n);
  for (int i = 0; i < n; i++)
    {
      for (int j = 0; j < M; j++)
	printf (" %a %a %a %ld", gw[i * M + j], gu[i][j], g.cells[i * M + j],
		counts[i * M + j]);
      printf ("\n");
    }
  return 0;
}
