/* A compute construct's private and firstprivate variables belong to
   each gang, and the gangs are the tiles of the construct's loops: every
   tile needs its own copy of a scratch array, or the tiles of the gang
   loop race on one (as in the V&V suite's parallel_private.c).  Loops
   run in order keep the gang's one copy.  */

#include <stdlib.h>

#define N 64
#define G 10

double a[G][N], d[G], e[G];

/* A loop run in order (seq, or any loop of a serial construct) is run
   by every gang in full, on the gang's one copy: the copy carries its
   value from one iteration to the next and out of the loop.  */

static void
in_order_loops (void)
{
  int t = 1000, out = -1, out2 = -1;
#pragma acc parallel private(t) copy(out)
  {
    t = 0;
#pragma acc loop seq
    for (int x = 0; x < G; ++x)
      t += x;
    out = t;
  }
  if (out != G * (G - 1) / 2 || t != 1000)
    abort ();
#pragma acc serial private(t) copy(out2)
  {
    t = 5;
#pragma acc loop
    for (int x = 0; x < G; ++x)
      t += x;
    out2 = t;
  }
  if (out2 != 5 + G * (G - 1) / 2 || t != 1000)
    abort ();
}

/* Under a loop run in order, the gang loop inside it still gives each
   of its tiles its own scratch copy.  */

static void
gang_loop_inside_seq (void)
{
  double c[N];
  for (int x = 0; x < G; x++)
    e[x] = 0;
#pragma acc parallel private(c)
  {
#pragma acc loop seq
    for (int rep = 0; rep < 2; rep++)
      {
#pragma acc loop gang
	for (int x = 0; x < G; ++x)
	  {
	    for (int y = 0; y < N; ++y)
	      c[y] = a[x][y] + rep;
	    double s = 0;
	    for (int y = 0; y < N; ++y)
	      s += c[y];
	    e[x] += s;
	  }
      }
  }
  for (int x = 0; x < G; x++)
    {
      double t = 0;
      for (int rep = 0; rep < 2; rep++)
	for (int y = 0; y < N; y++)
	  t += a[x][y] + rep;
      if (t != e[x])
	abort ();
    }
}

int
main (void)
{
  double c[N];
  int scale[4] = { 1, 2, 3, 4 };
  for (int x = 0; x < G; x++)
    for (int y = 0; y < N; y++)
      a[x][y] = x + y * 0.5;
#pragma acc parallel num_gangs(G) private(c) firstprivate(scale)
  {
#pragma acc loop gang
    for (int x = 0; x < G; ++x)
      {
	scale[x % 4] += x;	/* Each gang's own copy.  */
#pragma acc loop worker
	for (int y = 0; y < N; ++y)
	  c[y] = a[x][y] * scale[x % 4];
#pragma acc loop seq
	for (int y = 0; y < N; ++y)
	  d[x] += c[y];
      }
  }
  for (int x = 0; x < G; x++)
    {
      double t = 0;
      for (int y = 0; y < N; y++)
	t += a[x][y] * (x % 4 + 1 + x);
      if (t != d[x])
	abort ();
    }
  /* The host's array is untouched.  */
  for (int k = 0; k < 4; k++)
    if (scale[k] != k + 1)
      abort ();
  in_order_loops ();
  gang_loop_inside_seq ();
  return 0;
}
