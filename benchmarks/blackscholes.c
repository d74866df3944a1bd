/* blackscholes.c -- European option pricing with the Black-Scholes
   formula over N generated options, in the style of the PARSEC kernel.

   Why this file exists: it is the first program of the paper's Fig. 5 and
   its counter-example: the parallel loop is a single loop over
   independent options with no reuse between iterations, so blocking can
   only batch the DMA of consecutive options and the paper reports its
   smallest gain here.  -DN sets the number of options, -DRUNS how often
   the whole portfolio is priced (PARSEC's NUM_RUNS).

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "bench.h"

#include <math.h>
#include <stdio.h>

#ifndef N
#define N 65536
#endif

#ifndef RUNS
#define RUNS 4
#endif

/* Structure of arrays, as PARSEC's kernel reads them.  */
static double spot[N], strike[N], rate[N], volatility[N], expiry[N];
static int is_put[N];
static double price[N], price_reference[N];

/* A small linear congruential generator, so that every build and every
   run prices the same portfolio.  */
static unsigned long generator_state = 12345;

static double
uniform (double low, double high)
{
  generator_state = generator_state * 1103515245UL + 12345UL;
  generator_state &= 0x7fffffffUL;
  return low + (high - low) * (generator_state / 2147483648.0);
}

static void
init (void)
{
  for (int i = 0; i < N; i++)
    {
      spot[i] = uniform (10.0, 200.0);
      strike[i] = spot[i] * uniform (0.7, 1.3);
      rate[i] = uniform (0.01, 0.1);
      volatility[i] = uniform (0.05, 0.65);
      expiry[i] = uniform (0.1, 3.0);
      is_put[i] = uniform (0.0, 1.0) < 0.5;
    }
}

/* Cumulative normal distribution by the polynomial approximation of
   Abramowitz and Stegun (26.2.17), which PARSEC's kernel uses too.  */
static double
normal_cdf (double x)
{
  const double a1 = 0.319381530, a2 = -0.356563782, a3 = 1.781477937;
  const double a4 = -1.821255978, a5 = 1.330274429;
  double ax = fabs (x);
  double k = 1.0 / (1.0 + 0.2316419 * ax);
  double poly = k * (a1 + k * (a2 + k * (a3 + k * (a4 + k * a5))));
  double tail = exp (-0.5 * ax * ax) * 0.39894228040143267794 * poly;

  return x < 0 ? tail : 1.0 - tail;
}

static double
option_price (double s, double k, double r, double v, double t, int put)
{
  double sqrt_t = sqrt (t);
  double d1 = (log (s / k) + (r + 0.5 * v * v) * t) / (v * sqrt_t);
  double d2 = d1 - v * sqrt_t;
  double discounted_strike = k * exp (-r * t);

  if (put)
    return discounted_strike * (1.0 - normal_cdf (d2))
           - s * (1.0 - normal_cdf (d1));
  return s * normal_cdf (d1) - discounted_strike * normal_cdf (d2);
}

/* The nest under test: nest 1, a single parallel loop.  */
static void
price_all (void)
{
  PARALLEL_LOOP (1)
  for (int i = 0; i < N; i++)
    price[i] = option_price (spot[i], strike[i], rate[i], volatility[i],
                             expiry[i], is_put[i]);
}

static void
price_all_reference (void)
{
  for (int i = 0; i < N; i++)
    price_reference[i] = option_price (spot[i], strike[i], rate[i],
                                       volatility[i], expiry[i], is_put[i]);
}

int
main (void)
{
  double checksum = 0, start, seconds;
  int ok = 1;

  init ();
  start = bench_now ();
  for (int run = 0; run < RUNS; run++)
    price_all ();
  seconds = bench_now () - start;
  price_all_reference ();

  for (int i = 0; i < N; i++)
    {
      checksum += price[i];
      ok &= bench_close (price[i], price_reference[i]);
    }
  return bench_report ("blackscholes", N, checksum, seconds, ok);
}
