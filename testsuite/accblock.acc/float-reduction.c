/* reduction(op:s) on a floating-point scalar of a nest with a block
   clause: the tiles run in parallel, each on a partial result from the
   operator's identity, and the runtime combines the partials in tile
   order, then with s's value before the nest.  The data make the bits
   of a sum depend on its grouping (1e16 + 1 - 1e16), so each result is
   checked for exact equality with the per-tile partials summed here in
   tile order (the tile sizes are the block clause's), and against the
   serial loop's bits, which only an ordered run would give.  acc.exp
   runs the program under several schedules and thread counts: every run
   must give these same bits.  */

/* { accblock-plain-fails } */

#include <complex.h>
#include <stdlib.h>
#include <string.h>

#define N 1000
#define BI 8
#define NI 24
#define NJ 50
#define BJ 16

double x[N];
float xf[N];
long double xl[N];
double y[NI][NJ];

#define SAME(a, b) (memcmp (&(a), &(b), sizeof (a)) == 0)
#define CHECK(cond) do { if (!(cond)) abort (); } while (0)

static void
fill (void)
{
  for (int i = 0; i < N; i++)
    {
      x[i] = i % 5 == 0 ? (i % 10 ? 1e16 : -1e16) : (i % 7) * 0.1 - 0.3;
      xf[i] = i % 3 == 0 ? (i % 6 ? 3e7f : -3e7f) : (i % 11) * 0.37f;
      xl[i] = 1.0L + ((i * 37) % 101 - 50) / 4096.0L;
    }
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      y[i][j] = (i + j) % 4 == 0 ? ((i + j) % 8 ? 1e16 : -1e16) : j * 0.01;
}

/* The sum of x[lo .. hi) from -0.0, in the loop's order.  */
static double
partial (int lo, int hi)
{
  volatile double p = -0.0;
  for (int i = lo; i < hi && i < N; i++)
    p = p + x[i];
  return p;
}

/* The partials of the tiles of BI iterations, combined in tile
   order.  */
static double
tile_order_total (void)
{
  volatile double total = partial (0, BI);
  for (int lo = BI; lo < N; lo += BI)
    total = total + partial (lo, lo + BI);
  return total;
}

static double
serial_sum (double start)
{
  volatile double s = start;
  for (int i = 0; i < N; i++)
    s = s + x[i];
  return s;
}

static void
sum_and_difference (void)
{
  double s = 0.25, d = 0.25;
#pragma acc parallel loop block(i:8) reduction(+:s, d)
  for (int i = 0; i < N; i++)
    {
      s += x[i];
      d -= x[i];
    }
  double total = tile_order_total ();
  double want = 0.25 + total, serial = serial_sum (0.25);
  CHECK (SAME (s, want) && !SAME (s, serial));
  /* d - x0 - x1 ... is d + (-x0 + -x1 ...): each partial is the
     negated one of s, exactly, and so is their total.  */
  double want_d = 0.25 - total;
  CHECK (SAME (d, want_d));
}

/* A global in a loop directive inside a compute construct.  */
static float g_fsum = 1.5f;

static void
float_sum (void)
{
#pragma acc parallel
  {
#pragma acc loop block(i:40) reduction(+:g_fsum)
    for (int i = 0; i < N; i++)
      g_fsum += xf[i];
  }
  volatile float total = -0.0f, serial = 1.5f;
  for (int lo = 0; lo < N; lo += 40)
    {
      volatile float p = -0.0f;
      for (int i = lo; i < lo + 40; i++)
	p = p + xf[i];
      total = lo == 0 ? p : total + p;
    }
  for (int i = 0; i < N; i++)
    serial = serial + xf[i];
  float want = 1.5f + total, serial_bits = serial;
  CHECK (SAME (g_fsum, want) && !SAME (g_fsum, serial_bits));
}

static void
product_and_extremes (void)
{
  long double prod = 2.0L;
  double mx = -1e300, mn = 1e300;
#pragma acc parallel loop block(i:64) reduction(*:prod) reduction(max:mx) \
  reduction(min:mn)
  for (int i = 0; i < N; i++)
    {
      prod *= xl[i];
      if (x[i] > mx)
	mx = x[i];
      if (x[i] < mn)
	mn = x[i];
    }
  volatile long double total = 1.0L;
  for (int lo = 0; lo < N; lo += 64)
    {
      volatile long double p = 1.0L;
      for (int i = lo; i < lo + 64 && i < N; i++)
	p = p * xl[i];
      total = lo == 0 ? p : total * p;
    }
  long double want = 2.0L * total;
  CHECK (prod == want);
  CHECK (mx == 1e16 && mn == -1e16);
}

static void
complex_sum (void)
{
  double _Complex z = CMPLX (0.5, -0.5);
#pragma acc parallel loop block(i:8) reduction(+:z)
  for (int i = 0; i < N; i++)
    z += CMPLX (x[i], x[N - 1 - i]);
  volatile double re = -0.0, im = -0.0;
  for (int lo = 0; lo < N; lo += BI)
    {
      volatile double pr = -0.0, pi = -0.0;
      for (int i = lo; i < lo + BI; i++)
	{
	  pr = pr + x[i];
	  pi = pi + x[N - 1 - i];
	}
      re = lo == 0 ? pr : re + pr;
      im = lo == 0 ? pi : im + pi;
    }
  double want_re = 0.5 + re, want_im = -0.5 + im;
  double got_re = creal (z), got_im = cimag (z);
  CHECK (SAME (got_re, want_re) && SAME (got_im, want_im));
}

/* Two blocked levels: tile (it, jt) sums its rows in order, and the
   tiles combine in the order (0, 0), (0, 1), ... (1, 0), ...  */
static void
two_levels (void)
{
  double s = 0.0;
#pragma acc parallel loop block(i:4, j:16) reduction(+:s)
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      s += y[i][j];
  volatile double total = 0.0, serial = 0.0;
  int first = 1;
  for (int it = 0; it < NI; it += 4)
    for (int jt = 0; jt < NJ; jt += BJ)
      {
	volatile double p = -0.0;
	for (int i = it; i < it + 4; i++)
	  for (int j = jt; j < jt + BJ && j < NJ; j++)
	    p = p + y[i][j];
	total = first ? p : total + p;
	first = 0;
      }
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      serial = serial + y[i][j];
  double want = 0.0 + total, serial_bits = serial;
  CHECK (SAME (s, want) && !SAME (s, serial_bits));
}

int
main (void)
{
  fill ();
  sum_and_difference ();
  float_sum ();
  product_and_extremes ();
  complex_sum ();
  two_levels ();
  return 0;
}
