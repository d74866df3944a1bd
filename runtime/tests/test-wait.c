/* test-wait.c -- how a waiting host thread waits (wait.c, issue 32).

   Why this file exists: polling before sleeping speeds up dispatches
   only while every runtime thread has a CPU; with more threads than
   CPUs a polling thread takes the CPU of one that has work.  The choice
   is a pure function of the thread count, the CPU count and
   ACCBLOCK_WAIT_POLICY, checked here without timing anything; so is the
   throttled poll, by counting how often it asks.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-internal.h"
#include "tap.h"

static unsigned asked;

static bool
never (uint64_t unused)
{
  (void) unused;
  asked++;
  return false;
}

/* Ready at the ARG-th question.  */
static bool
at (uint64_t arg)
{
  return ++asked >= arg;
}

static bool
spins (struct accblock_wait w)
{
  return w.spin_ns == ACCBLOCK_WAIT_SPIN_NS && w.yields == 0;
}

static bool
throttled (struct accblock_wait w)
{
  return w.spin_ns == 0 && w.yields == ACCBLOCK_WAIT_THROTTLED_POLLS;
}

static bool
sleeps (struct accblock_wait w)
{
  return w.spin_ns == 0 && w.yields == 0;
}

static void
test_choice (void)
{
  tap_ok (spins (accblock_wait_choose (1, 1, false)),
          "one thread on one CPU polls for 2 ms");
  tap_ok (spins (accblock_wait_choose (4, 4, false)),
          "as many threads as CPUs poll");
  tap_ok (spins (accblock_wait_choose (2, 16, false)),
          "fewer threads than CPUs poll");
  tap_ok (throttled (accblock_wait_choose (2, 1, false)),
          "two threads on one CPU: the throttled poll");
  tap_ok (throttled (accblock_wait_choose (64, 16, false)),
          "64 threads on 16 CPUs: the throttled poll");
  tap_ok (throttled (accblock_wait_choose (2, 0, false)),
          "an unknown CPU count counts as one CPU");
  tap_ok (spins (accblock_wait_choose (1, 0, false)),
          "one thread polls even when the CPU count is unknown");
  tap_ok (sleeps (accblock_wait_choose (1, 4, true))
          && sleeps (accblock_wait_choose (8, 4, true)),
          "ACCBLOCK_WAIT_POLICY=passive sleeps at once, over- or "
          "undersubscribed");
  tap_ok (ACCBLOCK_WAIT_THROTTLED_POLLS <= 1000,
          "the throttled poll is short (%d polls)",
          ACCBLOCK_WAIT_THROTTLED_POLLS);
}

static void
test_poll (void)
{
  struct accblock_wait w = accblock_wait_choose (3, 2, false);
  asked = 0;
  bool ready = accblock_wait_poll (&w, never, 0);
  tap_ok (!ready && asked == ACCBLOCK_WAIT_THROTTLED_POLLS + 1,
          "the throttled poll asks %u times, then gives up", asked);
  asked = 0;
  ready = accblock_wait_poll (&w, at, 5);
  tap_ok (ready && asked == 5, "the throttled poll stops when ready");
  struct accblock_wait passive = accblock_wait_choose (1, 2, true);
  asked = 0;
  ready = accblock_wait_poll (&passive, never, 0);
  tap_ok (!ready && asked == 1, "the passive wait asks once");
  struct accblock_wait active = accblock_wait_choose (1, 2, false);
  asked = 0;
  ready = accblock_wait_poll (&active, at, 1000);
  tap_ok (ready && asked == 1000, "the active poll stops when ready");
}

int
main (void)
{
  test_choice ();
  test_poll ();
  return tap_done ();
}
