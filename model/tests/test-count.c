/* test-count.c -- TAP tests of struct count, the model's exact counts.

   Why this file exists: every formula of the model (spans, section
   bytes, footprints, tasks, traffic) is written once over struct count
   (count.h), which keeps a value in 64 bits and moves it into GMP at
   the first step that would overflow.  A count that wrapped, or that
   lost its value when it moved, would give the model wrong prices
   silently; these checks pin each step at the 64-bit boundary.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "../blockmodel-internal.h"
#include "../../runtime/tests/tap.h"

#include <string.h>

/* Whether C holds the decimal value TEXT.  */
static int
count_is (const struct count *c, const char *text)
{
  mpz_t z, want;
  int same;

  mpz_init (z);
  mpz_init_set_str (want, text, 10);
  count_to_z (z, c);
  same = mpz_cmp (z, want) == 0;
  mpz_clears (z, want, NULL);
  return same;
}

static void
test_small (void)
{
  struct count c;

  count_init (&c, 6);
  count_mul_u64 (&c, 7);
  count_add_u64 (&c, 1);
  tap_ok (!c.big && c.u == 43, "6 * 7 + 1 stays in 64 bits: %llu",
          (unsigned long long) c.u);
  count_cdiv_q_u64 (&c, 10);
  tap_ok (!c.big && c.u == 5, "ceil (43 / 10) = 5");
  count_tdiv_q_u64 (&c, 2);
  tap_ok (!c.big && c.u == 2, "floor (5 / 2) = 2");
  count_clear (&c);
}

static void
test_promotion (void)
{
  struct count c, d;
  uint64_t value;
  int fits;

  count_init (&c, UINT64_MAX);
  count_add_u64 (&c, 1);
  tap_ok (c.big && count_is (&c, "18446744073709551616"),
          "UINT64_MAX + 1 moves to GMP, exact");
  fits = count_get_u64 (&c, &value);
  tap_ok (!fits && value == UINT64_MAX,
          "2^64 does not fit: saturated");
  tap_ok (count_cmp_u64 (&c, UINT64_MAX) > 0, "2^64 > UINT64_MAX");
  count_init (&d, UINT64_C (1) << 40);
  count_mul (&d, &c);
  tap_ok (d.big && count_is (&d, "20282409603651670423947251286016"),
          "2^40 * 2^64 = 2^104, exact");
  count_mul_u64 (&c, 3);
  count_add (&c, &d);
  tap_ok (count_is (&c, "20282409603707010656168379940864"),
          "2^104 + 3 * 2^64, exact");
  count_tdiv_q_u64 (&c, UINT64_C (1) << 60);
  fits = count_get_u64 (&c, &value);
  tap_ok (count_is (&c, "17592186044464") && fits
          && value == UINT64_C (17592186044464),
          "divided back below 2^64: fits again (%llu)",
          (unsigned long long) value);
  count_set_u64 (&c, 9);
  tap_ok (!c.big && c.u == 9, "set anew: back in 64 bits");
  count_set (&c, &d);
  tap_ok (c.big && count_is (&c, "20282409603651670423947251286016"),
          "count_set copies a GMP value");
  count_clear (&c);
  count_clear (&d);
}

static void
test_conversions (void)
{
  struct count c;
  mpz_t z;

  /* 2^64 - 1 rounds to 2^64 as a double from 64 bits; GMP truncates
     what has outgrown them.  */
  count_init (&c, UINT64_MAX);
  tap_ok (count_get_d (&c) == 18446744073709551616.0,
          "64-bit value: rounded to nearest");
  count_mul_u64 (&c, 2);
  count_tdiv_q_u64 (&c, 2);
  tap_ok (c.big && count_get_d (&c) == 18446744073709549568.0,
          "value that went through GMP: truncated as mpz_get_d does");
  mpz_init_set_str (z, "5", 10);
  count_set_z (&c, z);
  tap_ok (!c.big && c.u == 5, "count_set_z of a small value: 64 bits");
  mpz_set_str (z, "36893488147419103232", 10);
  count_set_z (&c, z);
  tap_ok (c.big && count_is (&c, "36893488147419103232"),
          "count_set_z of 2^65: GMP");
  mpz_set_ui (z, 1);
  z_add_count (z, &c);
  tap_ok (mpz_cmp_ui (z, 1) > 0 && count_cmp_u64 (&c, 0) > 0
          && (mpz_sub_ui (z, z, 1), mpz_cmp (z, c.z) == 0),
          "z_add_count adds a GMP count");
  count_clear (&c);
  mpz_clear (z);
}

int
main (void)
{
  test_small ();
  test_promotion ();
  test_conversions ();
  return tap_done ();
}
