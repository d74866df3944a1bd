/* rng.h -- the test program generators' random numbers.

   Why this file exists: nestgen, depgen and stepgen must write the same
   program for a seed on every host and with every C library, so they
   share one small generator of their own (splitmix64) instead of
   rand (), whose sequence differs between libraries.  Included by
   exactly one file of each program, so the definitions are static.  */

#ifndef ACCBLOCK_GEN_RNG_H
#define ACCBLOCK_GEN_RNG_H

#include <stdint.h>

static uint64_t rng_state;

/* Start the sequence of SEED.  */
static void
rng_seed (uint64_t seed)
{
  rng_state = seed * UINT64_C (0x2545f4914f6cdd1d) + 1;
}

static uint64_t
rng_next (void)
{
  uint64_t z = (rng_state += UINT64_C (0x9e3779b97f4a7c15));
  z = (z ^ (z >> 30)) * UINT64_C (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * UINT64_C (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

/* A value in [LO, HI], both included.  */
static long
pick (long lo, long hi)
{
  if (hi <= lo)
    return lo;
  return lo + (long) (rng_next () % (uint64_t) (hi - lo + 1));
}

/* True with probability PERCENT/100.  */
static int
chance (int percent)
{
  return pick (0, 99) < percent;
}

#endif
