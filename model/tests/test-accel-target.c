/* test-accel-target.c -- TAP tests of the target table and the strict parsers.

   Why this file exists: the plugin and the runtime both reject bad
   numbers through accblock_parse_count and accblock_parse_size; every
   class of bad input named in the runtime issue (empty, non-numeric,
   trailing junk, zero, negative, overflow) is checked here once, so the
   two callers can rely on them.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "../accel-target.h"
#include "../../runtime/tests/tap.h"

#include <string.h>

static void
test_profiles (void)
{
  const struct accblock_target *t;
  struct accblock_target resolved;

  t = accblock_target_default ();
  tap_ok (t != NULL && strcmp (t->name, "paper") == 0,
          "default target is paper");
  tap_ok (t->num_accel == 64 && t->local_mem == 16384,
          "paper is 64 x 16 KiB");
  t = accblock_target_lookup ("cell");
  tap_ok (t != NULL && t->num_accel == 8 && t->local_mem == 256 * 1024,
          "cell is 8 x 256 KiB");
  t = accblock_target_lookup ("sw26010");
  tap_ok (t != NULL && t->num_accel == 64 && t->local_mem == 64 * 1024,
          "sw26010 is 64 x 64 KiB");
  tap_ok (accblock_target_lookup ("Paper") == NULL
          && accblock_target_lookup ("") == NULL
          && accblock_target_lookup (NULL) == NULL
          && accblock_target_lookup ("gpu") == NULL,
          "unknown or miscased names are refused");
  tap_ok (strstr (accblock_target_names (), "sw26010") != NULL
          && strstr (accblock_target_names (), "host") != NULL,
          "the name list mentions every profile");

  t = accblock_target_lookup ("host");
  tap_ok (t != NULL && t->num_accel == 0 && t->local_mem == 0,
          "host is resolved at run time");
  accblock_target_resolve (t, &resolved);
  tap_ok (resolved.num_accel >= 1 && resolved.local_mem >= 1024,
          "resolved host: %lu CPUs x %llu bytes", resolved.num_accel,
          (unsigned long long) resolved.local_mem);
  tap_ok (resolved.num_accel == accblock_host_online_cpus (),
          "host accelerators = online CPUs");
  accblock_target_resolve (accblock_target_lookup ("cell"), &resolved);
  tap_ok (resolved.num_accel == 8 && resolved.local_mem == 256 * 1024,
          "resolving a fixed profile changes nothing");
}

static void
test_cost_parameters (void)
{
  static const char *const names[] = { "paper", "cell", "sw26010", "host" };
  size_t i;

  for (i = 0; i < sizeof names / sizeof names[0]; i++)
    {
      const struct accblock_target *t = accblock_target_lookup (names[i]);
      const struct accblock_cost_params *c = &t->cost;
      /* On a cache target (host) an unstaged access is priced by the
         cache fills of its block, not one by one (model/price.c).  */
      int direct_ok = t->stage_min_reuse != 0 ? c->direct_access_s == 0
                                               : c->direct_access_s > 0;
      tap_ok (c->dma_latency_s > 0 && c->dma_bandwidth > 0
              && direct_ok && c->compute_rate > 0
              && c->tile_overhead_s > 0 && c->dispatch_s > 0
              && c->host_rate > 0 && c->host_bandwidth > 0,
              "%s has every cost parameter positive (host: direct "
              "accesses priced by their fills)", names[i]);
    }
}

/* Check one count parse: expected status and, on success, value.  */
static void
check_count (const char *text, unsigned long max,
             enum accblock_parse_status want, unsigned long want_value)
{
  unsigned long value = 12345;
  enum accblock_parse_status got = accblock_parse_count (text, max, &value);

  if (want == ACCBLOCK_PARSE_OK)
    tap_ok (got == want && value == want_value, "count \"%s\" -> %lu",
            text ? text : "(null)", want_value);
  else
    tap_ok (got == want && value == 12345, "count \"%s\" %s",
            text ? text : "(null)", accblock_parse_status_text (want));
}

static void
test_parse_count (void)
{
  check_count ("64", ACCBLOCK_NUM_ACCEL_MAX, ACCBLOCK_PARSE_OK, 64);
  check_count ("1", ACCBLOCK_NUM_ACCEL_MAX, ACCBLOCK_PARSE_OK, 1);
  check_count ("007", ACCBLOCK_NUM_ACCEL_MAX, ACCBLOCK_PARSE_OK, 7);
  check_count ("65536", ACCBLOCK_NUM_ACCEL_MAX, ACCBLOCK_PARSE_OK, 65536);
  check_count (NULL, 10, ACCBLOCK_PARSE_EMPTY, 0);
  check_count ("", 10, ACCBLOCK_PARSE_EMPTY, 0);
  check_count ("abc", 10, ACCBLOCK_PARSE_NOT_NUMBER, 0);
  check_count (" 4", 10, ACCBLOCK_PARSE_NOT_NUMBER, 0);
  check_count ("+4", 10, ACCBLOCK_PARSE_NOT_NUMBER, 0);
  check_count ("4 ", 10, ACCBLOCK_PARSE_TRAILING, 0);
  check_count ("4x", 10, ACCBLOCK_PARSE_TRAILING, 0);
  check_count ("4K", 10000, ACCBLOCK_PARSE_TRAILING, 0);
  check_count ("0x10", 100, ACCBLOCK_PARSE_TRAILING, 0);
  check_count ("1.5", 10, ACCBLOCK_PARSE_TRAILING, 0);
  check_count ("0", 10, ACCBLOCK_PARSE_ZERO, 0);
  check_count ("000", 10, ACCBLOCK_PARSE_ZERO, 0);
  check_count ("-1", 10, ACCBLOCK_PARSE_NEGATIVE, 0);
  check_count ("-0", 10, ACCBLOCK_PARSE_NEGATIVE, 0);
  check_count ("11", 10, ACCBLOCK_PARSE_OVERFLOW, 0);
  check_count ("65537", ACCBLOCK_NUM_ACCEL_MAX, ACCBLOCK_PARSE_OVERFLOW, 0);
  check_count ("99999999999999999999999999", (unsigned long) -1,
               ACCBLOCK_PARSE_OVERFLOW, 0);
}

static void
check_size (const char *text, uint64_t max,
            enum accblock_parse_status want, uint64_t want_value)
{
  uint64_t value = 12345;
  enum accblock_parse_status got = accblock_parse_size (text, max, &value);

  if (want == ACCBLOCK_PARSE_OK)
    tap_ok (got == want && value == want_value, "size \"%s\" -> %llu",
            text ? text : "(null)", (unsigned long long) want_value);
  else
    tap_ok (got == want && value == 12345, "size \"%s\" %s",
            text ? text : "(null)", accblock_parse_status_text (want));
}

static void
test_parse_size (void)
{
  const uint64_t max = ACCBLOCK_LOCAL_MEM_MAX;

  check_size ("16384", max, ACCBLOCK_PARSE_OK, 16384);
  check_size ("16K", max, ACCBLOCK_PARSE_OK, 16384);
  check_size ("16k", max, ACCBLOCK_PARSE_OK, 16384);
  check_size ("16KB", max, ACCBLOCK_PARSE_OK, 16384);
  check_size ("16KiB", max, ACCBLOCK_PARSE_OK, 16384);
  check_size ("256kib", max, ACCBLOCK_PARSE_OK, 262144);
  check_size ("2M", max, ACCBLOCK_PARSE_OK, 2097152);
  check_size ("1G", max, ACCBLOCK_PARSE_OK, 1073741824);
  check_size ("", max, ACCBLOCK_PARSE_EMPTY, 0);
  check_size (NULL, max, ACCBLOCK_PARSE_EMPTY, 0);
  check_size ("K", max, ACCBLOCK_PARSE_NOT_NUMBER, 0);
  check_size ("sixteen", max, ACCBLOCK_PARSE_NOT_NUMBER, 0);
  check_size ("16 K", max, ACCBLOCK_PARSE_TRAILING, 0);
  check_size ("16KK", max, ACCBLOCK_PARSE_TRAILING, 0);
  check_size ("16Ki", max, ACCBLOCK_PARSE_TRAILING, 0);
  check_size ("16T", max, ACCBLOCK_PARSE_TRAILING, 0);
  check_size ("16KBx", max, ACCBLOCK_PARSE_TRAILING, 0);
  check_size ("0", max, ACCBLOCK_PARSE_ZERO, 0);
  check_size ("0K", max, ACCBLOCK_PARSE_ZERO, 0);
  check_size ("-16K", max, ACCBLOCK_PARSE_NEGATIVE, 0);
  check_size ("2G", max, ACCBLOCK_PARSE_OVERFLOW, 0);
  check_size ("1073741825", max, ACCBLOCK_PARSE_OVERFLOW, 0);
  check_size ("18446744073709551615", UINT64_MAX, ACCBLOCK_PARSE_OK,
              UINT64_MAX);
  check_size ("18446744073709551616", UINT64_MAX, ACCBLOCK_PARSE_OVERFLOW, 0);
  check_size ("17179869184G", UINT64_MAX, ACCBLOCK_PARSE_OVERFLOW, 0);
}

int
main (void)
{
  test_profiles ();
  test_cost_parameters ();
  test_parse_count ();
  test_parse_size ();
  return tap_done ();
}
