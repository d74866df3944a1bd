/* blockmodel-arith.c -- exact counts: 64-bit values and GMP integers.

   Why this file exists: products of extents and trip counts overflow 64
   bits on large arrays, so every count of the model is exact until it
   is reported: computed in 64 bits while that cannot overflow, which
   spares the search GMP's allocations, and in GMP otherwise.
   Footprints, pricing, greedy and the search all count that way, so the
   conversions between uint64_t and mpz_t live here once; the
   overflow-checked 64-bit steps u64_mul and u64_add are inline in
   blockmodel-internal.h.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "blockmodel-internal.h"

/* ---- 64-bit <-> mpz, portable to 32-bit longs ---- */

/* Whether VALUE survives a round trip through unsigned long, so the
   cheap _ui functions of GMP can take it.  */
#define FITS_ULONG(value) ((uint64_t) (unsigned long) (value) == (value))

void
z_set_u64 (mpz_t z, uint64_t value)
{
  if (FITS_ULONG (value))
    mpz_set_ui (z, (unsigned long) value);
  else
    mpz_import (z, 1, -1, sizeof value, 0, 0, &value);
}

void
z_mul_u64 (mpz_t z, uint64_t value)
{
  mpz_t t;

  if (FITS_ULONG (value))
    {
      mpz_mul_ui (z, z, (unsigned long) value);
      return;
    }
  mpz_init (t);
  z_set_u64 (t, value);
  mpz_mul (z, z, t);
  mpz_clear (t);
}

void
z_add_u64 (mpz_t z, uint64_t value)
{
  mpz_t t;

  if (FITS_ULONG (value))
    {
      mpz_add_ui (z, z, (unsigned long) value);
      return;
    }
  mpz_init (t);
  z_set_u64 (t, value);
  mpz_add (z, z, t);
  mpz_clear (t);
}

/* Z (non-negative) as a uint64_t, saturated.  */
uint64_t
z_get_u64_sat (const mpz_t z)
{
  uint64_t value = 0;

  if (mpz_sgn (z) <= 0)
    return 0;
  if (mpz_sizeinbase (z, 2) > 64)
    return UINT64_MAX;
  mpz_export (&value, NULL, -1, sizeof value, 0, 0, z);
  return value;
}

int
z_cmp_u64 (const mpz_t z, uint64_t value)
{
  mpz_t t;
  int result;

  if (FITS_ULONG (value))
    return mpz_cmp_ui (z, (unsigned long) value);
  mpz_init (t);
  z_set_u64 (t, value);
  result = mpz_cmp (z, t);
  mpz_clear (t);
  return result;
}

/* ---- 64-bit fast paths ---- */

/* Z (non-negative) into *VALUE; zero when it needs more than 64 bits.  */
int
z_get_u64 (const mpz_t z, uint64_t *value)
{
  if (mpz_sizeinbase (z, 2) > 64)
    return 0;
  *value = z_get_u64_sat (z);
  return 1;
}
