/* rng.h -- the test program generators' random numbers.

   Why this file exists: nestgen, depgen, stepgen and distgen must write
   the same program for a seed on every host and with every C library,
   so they share one small generator of their own (splitmix64) instead of
   rand (), whose sequence differs between libraries.  Included by
   exactly one file of each program, so the definitions are static.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef ACCBLOCK_GEN_RNG_H
#define ACCBLOCK_GEN_RNG_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

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

/* The seed that ARGV names, the only argument of generator NAME (usage:
   NAME SEED), after starting its sequence; exits with status 2 and a
   message on anything else.  */
static inline unsigned long
rng_seed_from_arguments (int argc, char **argv, const char *name)
{
  char *end = NULL;
  unsigned long seed = argc == 2 ? strtoul (argv[1], &end, 10) : 0;
  if (argc != 2)
    fprintf (stderr, "usage: %s SEED\n", name);
  else if (*end != '\0' || end == argv[1])
    fprintf (stderr, "%s: '%s' is not a seed\n", name, argv[1]);
  else
    {
      rng_seed (seed);
      return seed;
    }
  exit (2);
}

#endif
