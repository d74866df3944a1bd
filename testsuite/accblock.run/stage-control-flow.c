/* Nests whose bodies branch: continue, switch, goto.  The labels such
   statements name are not memory: the plugin used to count them as
   references that stay in main memory (a missed remark named 'memory'
   or the label, and direct accesses estimated for every iteration).
   Every array here is staged, so no direct access is counted, and the
   output is plain gcc's.  */

/* { dg-set-target-env-var ACCBLOCK_SCHEDULE "reverse" } */
/* { dg-set-target-env-var ACCBLOCK_THREADS "3" } */
/* { dg-set-target-env-var ACCBLOCK_LOCAL_MEM "4096" } */
/* { accblock-final { scan-stats "\"direct_accesses\": 0," } } */
/* { accblock-final { scan-stats-not "\"direct_accesses\": \[1-9\]" } } */

#include <stdio.h>

#define N 40

double a[N][N], b[N][N], c[N][N];
int sel[N];

static void
skip_odd (int n)
{
#pragma acc loop block(i:3, j:5)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
	if (sel[j] & 1)
	  continue;
	a[i][j] = b[i][j] * 2;
      }
}

static void
by_cases (int n)
{
#pragma acc loop block(i:4, j:6)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      switch (sel[j] % 3)
	{
	case 0:
	  c[i][j] = b[i][j] + 1;
	  break;
	case 1:
	  break;
	default:
	  c[i][j] = -b[i][j];
	}
}

static void
off_diagonal (int n)
{
#pragma acc loop block(i:2, j:3)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
	if (i == j)
	  goto skip;
	c[i][j] += 0.5;
      skip:;
      }
}

int
main (int argc, char **argv)
{
  (void) argv;
  for (int i = 0; i < N; i++)
    {
      sel[i] = (i * 7) % 5;
      for (int j = 0; j < N; j++)
	{
	  a[i][j] = i - j;
	  b[i][j] = (i * j) % 13;
	  c[i][j] = 100 + i;
	}
    }
  int n = N + argc - 1;
  skip_odd (n);
  by_cases (n);
  off_diagonal (n);
  for (int i = 0; i < N; i++)
    {
      for (int j = 0; j < N; j++)
	printf (" %a %a", a[i][j], c[i][j]);
      printf ("\n");
    }
  return 0;
}
