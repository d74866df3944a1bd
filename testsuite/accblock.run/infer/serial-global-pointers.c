/* Serial loops over arrays reached through global pointers, built with
   -fauto-block and -fstrict-aliasing.  The loops load the pointers in
   every iteration; no store of update or from_counts may change them, so
   their arrays have bases the dependence test compares, and the loops
   are dispatched (the stats name their lines).  shifted_copy is blocked
   on condition that gw and gv do not overlap, but gw points one element
   past gv, so each iteration reads what the one before wrote: the
   runtime's alias check runs it as written.  Left alone: prefix (a
   carried sum) and retarget (the loop changes gv itself).  infer.exp
   runs the plugin's build under ACCBLOCK_SCHEDULE=reverse on one
   thread: a loop left alone or run as written here would print
   something else if it were dispatched.  */

#include <stdio.h>
#include <stdlib.h>

#define N 300

double *gv, *gw, *gx;
int counts[N];
int n = N;

static void
update (void)
{
  for (int i = 0; i < n; i++)
    gx[i] = gx[i] * 2 + 1;
}

static void
from_counts (void)
{
  for (int i = 0; i < N; i++)
    gx[i] += counts[i] * 0.5;
}

static void
shifted_copy (void)
{
  for (int i = 0; i < n - 1; i++)
    gw[i] = gv[i] + 1;
}

static void
prefix (void)
{
  for (int i = 1; i < n; i++)
    gx[i] += gx[i - 1];
}

static void
retarget (void)
{
  for (int i = 0; i < n; i++)
    {
      gv[i] = gv[i] * 3;
      if (i == n / 2)
	gv = gx;
    }
}

int
main (void)
{
  gv = malloc (sizeof (double) * (N + 1));
  gw = gv + 1;
  gx = malloc (sizeof (double) * N);
  for (int i = 0; i < N; i++)
    {
      gv[i] = i % 7;
      gx[i] = (i * 5) % 11 * 0.25;
      counts[i] = i % 13;
    }
  gv[N] = 0;
  update ();
  from_counts ();
  shifted_copy ();
  prefix ();
  double *first = gv;
  retarget ();
  for (int i = 0; i < N; i++)
    printf ("%a %a\n", first[i], gx[i]);
  return 0;
}
