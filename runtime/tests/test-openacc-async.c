/* test-openacc-async.c -- OpenACC async queues on libaccblock.

   Why this file exists: libaccblock is synchronous, so every queue tests
   complete and an _async data routine has finished when it returns; the
   default queue is remembered; a value that is no async argument stops
   the program with a message naming the routine; CUDA streams are
   absent.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "openacc-internal.h"
#include "tap.h"
#include "child-output.h"

#include <string.h>

static char data[64];

static void
check_complete (void)
{
  tap_ok (acc_async_test (0) && acc_async_test (17)
          && acc_async_test (acc_async_noval)
          && acc_async_test (acc_async_sync) && acc_async_test_all (),
          "every queue tests complete");
  acc_copyin_async (data, sizeof data, 3);
  tap_ok (acc_is_present (data, sizeof data),
          "acc_copyin_async has finished when it returns");
  acc_wait (3);
  acc_wait_async (3, 4);
  acc_wait_all_async (5);
  acc_wait_all ();
  acc_delete_async (data, sizeof data, acc_async_noval);
  tap_ok (!acc_is_present (data, sizeof data),
          "acc_delete_async has finished when it returns");
  int queues[2] = { 4, 9 };
  tap_ok (acc_wait_any (2, queues) == 0 && acc_wait_any (0, NULL) == -1,
          "acc_wait_any: the first queue, or -1 for none");
}

static void
check_default (void)
{
  tap_ok (acc_get_default_async () == 0, "the default queue starts at 0");
  acc_set_default_async (3);
  tap_ok (acc_get_default_async () == 3, "acc_set_default_async (3)");
  acc_set_default_async (acc_async_noval);
  tap_ok (acc_get_default_async () == 3,
          "acc_async_noval leaves the default queue");
}

static void
check_cuda (void)
{
  tap_ok (acc_get_cuda_stream (1) == NULL
          && acc_set_cuda_stream (1, data) == 0
          && acc_get_current_cuda_device () == NULL
          && acc_get_current_cuda_context () == NULL,
          "no CUDA streams, devices or contexts");
}

static void
wait_bad_body (void *arg)
{
  (void) arg;
  acc_wait (-7);
}

static void
copyin_bad_body (void *arg)
{
  (void) arg;
  acc_copyin_async (data, sizeof data, -3);
}

int
main (void)
{
  check_complete ();
  check_default ();
  check_cuda ();
  check_child_stops ("a bad async argument", wait_bad_body, NULL,
                     "acc_wait: -7 is not an async argument");
  check_child_stops ("a bad async argument", copyin_bad_body, NULL,
                     "acc_copyin_async: -3 is not an async "
                     "argument");
  return tap_done ();
}
