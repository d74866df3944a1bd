/* blockmodel-arith.c -- exact counts: 64-bit values and GMP integers.

   Why this file exists: products of extents and trip counts overflow 64
   bits on large arrays, so every count of the model is exact until it
   is reported: a struct count (count.h) is computed in 64 bits while
   that cannot overflow, which spares the search GMP's allocations, and
   in GMP from the first step that would.  The steps in GMP, and the
   conversions between uint64_t and mpz_t that they and the reports
   need, live here once; the 64-bit steps are inline in count.h.

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

/* ---- struct count beyond 64 bits (count.h) ---- */

/* Free C's GMP value: C is 0 in 64 bits after.  */
void
count_clear_big (struct count *c)
{
  mpz_clear (c->z);
  c->big = 0;
  c->u = 0;
}

/* Move C into GMP, where it stays until it is set anew.  */
void
count_promote (struct count *c)
{
  if (c->big)
    return;
  mpz_init (c->z);
  z_set_u64 (c->z, c->u);
  c->big = 1;
}

void
count_mul_u64_big (struct count *c, uint64_t value)
{
  count_promote (c);
  z_mul_u64 (c->z, value);
}

void
count_add_u64_big (struct count *c, uint64_t value)
{
  count_promote (c);
  z_add_u64 (c->z, value);
}

/* C *= D, D in GMP.  */
void
count_mul_big (struct count *c, const struct count *d)
{
  count_promote (c);
  mpz_mul (c->z, c->z, d->z);
}

/* C += D, D in GMP.  */
void
count_add_big (struct count *c, const struct count *d)
{
  count_promote (c);
  mpz_add (c->z, c->z, d->z);
}

/* C = FROM.  */
void
count_set (struct count *c, const struct count *from)
{
  if (!from->big)
    {
      count_set_u64 (c, from->u);
      return;
    }
  count_promote (c);
  mpz_set (c->z, from->z);
}

/* C = Z (non-negative): in 64 bits when it fits.  */
void
count_set_z (struct count *c, const mpz_t z)
{
  uint64_t value;

  if (z_get_u64 (z, &value))
    {
      count_set_u64 (c, value);
      return;
    }
  count_promote (c);
  mpz_set (c->z, z);
}

/* Z = C.  */
void
count_to_z (mpz_t z, const struct count *c)
{
  if (c->big)
    mpz_set (z, c->z);
  else
    z_set_u64 (z, c->u);
}

/* Z += C.  */
void
z_add_count (mpz_t z, const struct count *c)
{
  if (c->big)
    mpz_add (z, z, c->z);
  else
    z_add_u64 (z, c->u);
}

/* C = ceil (C / DIVISOR), DIVISOR >= 1.  */
void
count_cdiv_q_u64 (struct count *c, uint64_t divisor)
{
  mpz_t d;

  if (!c->big)
    {
      c->u = c->u / divisor + (c->u % divisor != 0);
      return;
    }
  mpz_init (d);
  z_set_u64 (d, divisor);
  mpz_cdiv_q (c->z, c->z, d);
  mpz_clear (d);
}

/* C = floor (C / DIVISOR), DIVISOR >= 1.  */
void
count_tdiv_q_u64 (struct count *c, uint64_t divisor)
{
  mpz_t d;

  if (!c->big)
    {
      c->u /= divisor;
      return;
    }
  mpz_init (d);
  z_set_u64 (d, divisor);
  mpz_tdiv_q (c->z, c->z, d);
  mpz_clear (d);
}

/* count_cmp_u64 of C in GMP.  */
int
count_cmp_u64_big (const struct count *c, uint64_t value)
{
  return z_cmp_u64 (c->z, value);
}

/* count_get_u64 of C in GMP.  */
int
count_get_u64_big (const struct count *c, uint64_t *value)
{
  *value = z_get_u64_sat (c->z);
  return mpz_sizeinbase (c->z, 2) <= 64;
}
