/* Serial loops with scalars carried from one iteration to the next,
   built with -fauto-block.  An integer reduction leaves the outer
   iterations independent but for the order of its updates, which cannot
   show: int_sum, checksum, extremes and row_products are dispatched
   (the stats name their lines).  Left alone: float_sum (rounding depends
   on the order), running (not a reduction) and argmax (the index goes
   with the maximum).  infer.exp runs the plugin's build under
   ACCBLOCK_SCHEDULE=reverse on one thread, so a loop dispatched wrongly
   would print something else.  */

#include <stdio.h>

#define N 300
#define M 40

int a[N][M];
unsigned u[N];
double d[N];

static void
init (void)
{
  for (int i = 0; i < N; i++)
    {
      u[i] = (unsigned) i * 2654435761u;
      d[i] = 1.0 / (i + 3);
      for (int j = 0; j < M; j++)
	a[i][j] = (i * 31 + j * 7) % 23 - 11;
    }
}

static long
int_sum (void)
{
  long sum = 3;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      sum += a[i][j] * (long) (i - j);
  return sum;
}

static unsigned
checksum (void)
{
  unsigned h = 0;
  for (int i = 0; i < N; i++)
    h ^= u[i] >> (i % 9);
  return h;
}

static int
extremes (void)
{
  int hi = -1000, lo = 1000;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      {
	int v = a[i][j] * (j + 1);
	if (v > hi)
	  hi = v;
	lo = v < lo ? v : lo;
      }
  return hi * 1000 + lo;
}

static unsigned char
row_products (void)
{
  unsigned char p = 1;
  for (int i = 0; i < N; i++)
    p *= (unsigned char) (u[i] | 1);
  return p;
}

static double
float_sum (void)
{
  double s = 0;
  for (int i = 0; i < N; i++)
    s += d[i] * d[i];
  return s;
}

static double
running (void)
{
  double r = 0;
  for (int i = 0; i < N; i++)
    {
      r = r * 0.5 + d[i];
      d[i] = r;
    }
  return r;
}

static int
argmax (void)
{
  int best = -1000, at = -1;
  for (int i = 0; i < N; i++)
    if (a[i][0] > best)
      {
	best = a[i][0];
	at = i;
      }
  return at;
}

int
main (void)
{
  init ();
  printf ("int_sum %ld\n", int_sum ());
  printf ("checksum %x\n", checksum ());
  printf ("extremes %d\n", extremes ());
  printf ("row_products %u\n", row_products ());
  printf ("float_sum %.17g\n", float_sum ());
  printf ("running %.17g\n", running ());
  printf ("argmax %d\n", argmax ());
  return 0;
}
