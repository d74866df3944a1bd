/* tap.h -- the smallest Test Anything Protocol emitter the unit tests need.

   Why this file exists: the runtime and model unit tests run under
   Automake's TAP driver; each test program includes this header instead of
   printing "ok N - ..." lines by hand, so every test reports the same way
   and a failing check always says where it failed.  Header-only: one test
   program per .c file.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef ACCBLOCK_TAP_H
#define ACCBLOCK_TAP_H

#include <stdio.h>

static int tap_count;
static int tap_failed;

/* Record one check.  Returns COND so callers can stop early on failure.  */
#define tap_ok(cond, ...) \
  tap_report_ ((cond) != 0, __FILE__, __LINE__, __VA_ARGS__)

static int
tap_report_ (int passed, const char *file, int line, const char *fmt, ...)
  __attribute__ ((format (printf, 4, 5)));

#include <stdarg.h>

static int
tap_report_ (int passed, const char *file, int line, const char *fmt, ...)
{
  va_list ap;
  tap_count++;
  printf ("%s %d - ", passed ? "ok" : "not ok", tap_count);
  va_start (ap, fmt);
  vprintf (fmt, ap);
  va_end (ap);
  putchar ('\n');
  if (!passed)
    {
      tap_failed++;
      printf ("#   failed at %s:%d\n", file, line);
    }
  fflush (stdout);
  return passed;
}

/* Record N checks skipped for REASON (a test the machine cannot run).  */
static void __attribute__ ((unused))
tap_skip (int n, const char *reason)
{
  for (int k = 0; k < n; k++)
    printf ("ok %d # SKIP %s\n", ++tap_count, reason);
  fflush (stdout);
}

/* Print the plan after the checks (TAP allows a trailing plan) and return
   the exit status: non-zero when any check failed or none ran.  */
static int
tap_done (void)
{
  printf ("1..%d\n", tap_count);
  return tap_failed != 0 || tap_count == 0;
}

#endif /* ACCBLOCK_TAP_H */
