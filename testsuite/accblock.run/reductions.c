/* Scalars that carry a value from one iteration to the next.  Integer
   reductions (S = S op X with op in one of the groups + -, *, &, |, ^,
   also in the promoted form of char and short, and max and min) run
   their tiles in
   parallel on partial results; any other carried value (a
   floating-point sum, a running value, the last value of a temporary)
   makes the tiles run one at a time, in order.  Either way the program
   prints what the loops print, here with the tiles of each parallel
   level taken in reverse on three threads.  */

#include <stdio.h>

/* { dg-set-target-env-var ACCBLOCK_SCHEDULE "reverse" } */
/* { dg-set-target-env-var ACCBLOCK_THREADS "3" } */
/* { dg-set-target-env-var ACCBLOCK_LOCAL_MEM "4096" } */

#define N 70
int a[N][N];
short sa[N];
unsigned char u[N];
long l[N];
unsigned long long w[N];
double d[N][N];

static void
init (void)
{
  for (int i = 0; i < N; i++)
    {
      sa[i] = (short) (i * 937 - 20000);
      u[i] = (unsigned char) (2 * i + 1);
      l[i] = i * 1000003L - 7;
      w[i] = 0x9e3779b97f4a7c15ULL * (i + 1);
      for (int j = 0; j < N; j++)
	{
	  a[i][j] = (i * 31 + j * 17) % 101 - 50;
	  d[i][j] = 1.0 / (i + 2 * j + 1);
	}
    }
}

/* Sums (the unsigned one wraps) and a difference, over a two-level clause whose inner
   tiles run in parallel too.  */
static void
sums (void)
{
  int sum = 7;
  unsigned big = 4000000000u;
  long diff = 3;
#pragma acc loop block(i:6, j:16)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	sum += a[i][j] * 1003;
	big += (unsigned) a[i][j] * 77777u;
	if (a[i][j] & 1)
	  diff -= l[j] * a[i][j];
      }
  printf ("sum %d big %u diff %ld\n", sum, big, diff);
}

/* Narrow types (the promoted form), products and bitwise groups.  */
static void
narrow_and_bitwise (void)
{
  short s = 1;
  signed char sc = -5;
  unsigned char prod = 3;
  unsigned long long hash = 0, all = ~0ULL, any = 0;
  int x = 0;
#pragma acc loop block(i:4)
  for (int i = 0; i < N; i++)
    {
      s += sa[i];
      sc -= (signed char) sa[i];
      prod *= u[i];
      hash ^= w[i] >> (i % 7);
      all &= w[i] | (1ULL << (i % 64));
      any |= w[i] & 0xff00ULL;
      x ^= sa[i];
    }
  printf ("s %d sc %d prod %u hash %llx all %llx any %llx x %d\n", s, sc,
	  prod, hash, all, any, x);
}

/* Maxima and minima, signed and unsigned, with ?: (which GCC folds to
   MAX_EXPR and MIN_EXPR) and with if.  */
static void
extremes (void)
{
  int hi = -1000000, lo = 1000000;
  unsigned long long uhi = 0, ulo = ~0ULL;
  int if_hi = -7;
  long if_lo = 5;
#pragma acc loop block(i:3, j:8)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	hi = a[i][j] * (j - i) > hi ? a[i][j] * (j - i) : hi;
	lo = lo < a[i][j] - j ? lo : a[i][j] - j;
	uhi = w[j] + (unsigned) i > uhi ? w[j] + (unsigned) i : uhi;
	ulo = (w[i] ^ (unsigned) j) < ulo ? w[i] ^ (unsigned) j : ulo;
	int scaled = a[j][i] * 3;
	if (scaled > if_hi)
	  if_hi = scaled;
	if (l[j] <= if_lo)
	  if_lo = l[j];
      }
  printf ("hi %d lo %d uhi %llx ulo %llx if_hi %d if_lo %ld\n", hi, lo, uhi,
	  ulo, if_hi, if_lo);
}

/* A floating-point sum: the tiles run in order, and the sum rounds as
   the loops' does.  */
static double
float_sum (void)
{
  double sum = 0.1;
#pragma acc loop block(i:9)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      sum += d[i][j] * d[i][j];
  return sum;
}

/* A running value written back into the array, over a two-level
   clause with outer tiles of one row, which keeps the loops' order.  */
static double
running (void)
{
  double run = 0;
#pragma acc loop block(i:1, j:16)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	run = run * 0.5 + d[i][j];
	d[i][j] = run;
      }
  return run;
}

/* The last value of a temporary, and an integer that is read outside
   its own update (not a reduction: in order).  */
static void
last_values (void)
{
  double last = -1;
  int seen = 0;
#pragma acc loop block(i:8)
  for (int i = 0; i < N; i++)
    {
      if (a[i][i] > 0)
	last = d[i][i] * 2;
      seen += a[i][0];
      a[i][1] = seen;
    }
  printf ("last %.17g seen %d a %d\n", last, seen, a[N - 1][1]);
}

/* Tiles of two: the first partial sums 2^30 + 2^30 past INT_MAX, where
   the loops' running value never goes (the tile functions of signed
   reductions are built with -fwrapv).  */
static void
partial_overflow (void)
{
  static const int v[8] = { 1 << 30, 1 << 30, -(1 << 30), -(1 << 30),
			    1 << 30, 1 << 30, -(1 << 30), 5 };
  int s = -(1 << 30) - (1 << 29);
#pragma acc loop block(i:2)
  for (int i = 0; i < 8; i++)
    s += v[i];
  printf ("partial overflow %d\n", s);
}

/* A reduction in a nest that runs no iteration keeps its value.  */
static void
empty (int n)
{
  int sum = 42;
#pragma acc loop block(i:4)
  for (int i = 0; i < n; i++)
    sum += a[i][0];
  printf ("empty %d\n", sum);
}

int
main (void)
{
  init ();
  sums ();
  narrow_and_bitwise ();
  extremes ();
  printf ("float %.17g\n", float_sum ());
  printf ("running %.17g\n", running ());
  last_values ();
  partial_overflow ();
  empty (0);
  empty (N);
  return 0;
}
