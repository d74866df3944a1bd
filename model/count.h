/* count.h -- an exact count: 64 bits while it fits, GMP from then on.

   Why this file exists: the model's counts (spans, section bytes,
   footprints, tasks, traffic) are products and sums of trip counts and
   extents that overflow 64 bits on large arrays, yet nearly always fit.
   Written once over struct count, each formula costs no GMP allocation
   while its values fit and stays exact when they do not: the count
   moves into an mpz_t at the first step that would overflow and stays
   there.  Writing each formula twice, once in uint64_t and once in GMP,
   was how the model used to get the same speed; the two copies could
   drift apart.

   A count is set up with count_init and released with count_clear; the
   functions that compute one take an initialized count and overwrite
   it.  The steps that keep to 64 bits are inline, because every file of
   the model counts with them in its inner loops; the rest live in
   blockmodel-arith.c.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef ACCBLOCK_COUNT_H
#define ACCBLOCK_COUNT_H

#include <gmp.h>
#include <stdint.h>

struct count
{
  uint64_t u;   /* The value, while BIG is zero.  */
  int big;      /* Whether the value has outgrown 64 bits at some step:
                   Z holds it then, and Z is initialized only then.  */
  mpz_t z;
};

/* Out of line (blockmodel-arith.c): the steps in GMP, which the model
   rarely takes (hence cold).  */
#define COUNT_COLD __attribute__ ((cold))
void count_promote (struct count *c) COUNT_COLD;
void count_mul_u64_big (struct count *c, uint64_t value) COUNT_COLD;
void count_add_u64_big (struct count *c, uint64_t value) COUNT_COLD;
void count_mul_big (struct count *c, const struct count *d) COUNT_COLD;
void count_add_big (struct count *c, const struct count *d) COUNT_COLD;
int count_cmp_u64_big (const struct count *c, uint64_t value) COUNT_COLD;
int count_get_u64_big (const struct count *c, uint64_t *value) COUNT_COLD;
void count_clear_big (struct count *c) COUNT_COLD;
void count_set (struct count *c, const struct count *from);
void count_set_z (struct count *c, const mpz_t z);
void count_to_z (mpz_t z, const struct count *c);
void z_add_count (mpz_t z, const struct count *c);
void count_cdiv_q_u64 (struct count *c, uint64_t divisor);
void count_tdiv_q_u64 (struct count *c, uint64_t divisor);

static inline void
count_init (struct count *c, uint64_t value)
{
  c->u = value;
  c->big = 0;
}

static inline void
count_clear (struct count *c)
{
  if (__builtin_expect (c->big, 0))
    count_clear_big (c);
}

static inline void
count_set_u64 (struct count *c, uint64_t value)
{
  count_clear (c);
  c->u = value;
}

/* C *= VALUE.  */
static inline void
count_mul_u64 (struct count *c, uint64_t value)
{
  uint64_t r;

  if (__builtin_expect (!c->big && !__builtin_mul_overflow (c->u, value, &r),
                        1))
    c->u = r;
  else
    count_mul_u64_big (c, value);
}

/* C += VALUE.  */
static inline void
count_add_u64 (struct count *c, uint64_t value)
{
  uint64_t r;

  if (__builtin_expect (!c->big && !__builtin_add_overflow (c->u, value, &r),
                        1))
    c->u = r;
  else
    count_add_u64_big (c, value);
}

/* C *= D.  */
static inline void
count_mul (struct count *c, const struct count *d)
{
  if (__builtin_expect (!d->big, 1))
    count_mul_u64 (c, d->u);
  else
    count_mul_big (c, d);
}

/* C += D.  */
static inline void
count_add (struct count *c, const struct count *d)
{
  if (__builtin_expect (!d->big, 1))
    count_add_u64 (c, d->u);
  else
    count_add_big (c, d);
}

/* Negative, zero or positive as C is below, at or above VALUE.  */
static inline int
count_cmp_u64 (const struct count *c, uint64_t value)
{
  if (__builtin_expect (c->big, 0))
    return count_cmp_u64_big (c, value);
  return (c->u > value) - (c->u < value);
}

/* C into *VALUE; zero, with *VALUE saturated to UINT64_MAX, when it
   needs more than 64 bits.  */
static inline int
count_get_u64 (const struct count *c, uint64_t *value)
{
  if (__builtin_expect (c->big, 0))
    return count_get_u64_big (c, value);
  *value = c->u;
  return 1;
}

/* C as a double: converted from 64 bits (rounded to nearest) while it
   is there, by GMP (truncated) once it has outgrown them, as the model
   has always converted its counts.  */
static inline double
count_get_d (const struct count *c)
{
  return c->big ? mpz_get_d (c->z) : (double) c->u;
}

#endif /* ACCBLOCK_COUNT_H */
