/* test-openacc-device.c -- the OpenACC device routines of libaccblock.

   Why this file exists: libaccblock documents one device of type
   acc_device_not_host (its simulated accelerators) and one of type
   acc_device_host; these checks hold it to that (counts, choosing,
   properties, ACC_DEVICE_TYPE), to a clear message for what does not
   exist, and to acc_on_device answering "accelerator" inside a tile
   function and "host" outside.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "openacc-internal.h"
#include "tap.h"
#include "child-output.h"
#include "test-nest-desc.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

/* ---- environment, first: the choice is read once per process ---- */

static void
env_host_body (void *arg)
{
  (void) arg;
  setenv ("ACC_DEVICE_TYPE", "HOST", 1);
  exit (acc_get_device_type () == acc_device_host ? 0 : 1);
}

static void
env_bad_body (void *arg)
{
  setenv ((const char *) arg, "gpu", 1);
  acc_get_device_type ();
}

static void
check_environment (void)
{
  char out[512];
  int status = run_in_child (env_host_body, NULL, false, out, sizeof out);
  tap_ok (WIFEXITED (status) && WEXITSTATUS (status) == 0,
          "ACC_DEVICE_TYPE=HOST selects the host");
  check_child_stops ("a bad ACC_DEVICE_TYPE", env_bad_body,
                     "ACC_DEVICE_TYPE", "ACC_DEVICE_TYPE=gpu");
  check_child_stops ("a bad ACC_DEVICE_NUM", env_bad_body, "ACC_DEVICE_NUM",
                     "ACC_DEVICE_NUM=gpu");
}

/* ---- counting and choosing ---- */

static void
check_devices (void)
{
  unsetenv ("ACC_DEVICE_TYPE");
  unsetenv ("ACC_DEVICE_NUM");
  tap_ok (acc_get_device_type () == acc_device_not_host,
          "the default device type is acc_device_not_host");
  tap_ok (acc_get_num_devices (acc_device_not_host) == 1
          && acc_get_num_devices (acc_device_default) == 1
          && acc_get_num_devices (acc_device_host) == 1,
          "one device of type not_host (the default) and one host");
  tap_ok (acc_get_num_devices (acc_device_nvidia) == 0
          && acc_get_num_devices (acc_device_radeon) == 0
          && acc_get_num_devices (acc_device_none) == 0,
          "no nvidia, radeon or none device");
  acc_set_device_type (acc_device_host);
  tap_ok (acc_get_device_type () == acc_device_host, "choose the host");
  acc_set_device_num (0, acc_device_not_host);
  tap_ok (acc_get_device_type () == acc_device_not_host
          && acc_get_device_num (acc_device_not_host) == 0,
          "acc_set_device_num (0, not_host) chooses the accelerators");
  acc_init (acc_device_default);
  acc_init_device (0, acc_device_host);
  acc_shutdown_device (0, acc_device_host);
  acc_shutdown (acc_device_not_host);
  tap_ok (acc_get_device_type () == acc_device_not_host,
          "acc_init and acc_shutdown keep the choice");
}

static void
check_properties (void)
{
  size_t memory = acc_get_property (0, acc_device_not_host,
                                    acc_property_memory);
  size_t free_memory = acc_get_property (0, acc_device_current,
                                         acc_property_free_memory);
  tap_ok (memory > 0 && free_memory <= memory,
          "memory %zu, free %zu", memory, free_memory);
  void *block = acc_malloc (1 << 20);
  size_t during = acc_get_property (0, acc_device_not_host,
                                    acc_property_free_memory);
  acc_free (block);
  size_t after = acc_get_property (0, acc_device_not_host,
                                   acc_property_free_memory);
  tap_ok (during + (1 << 20) <= free_memory && after == free_memory,
          "acc_malloc takes from the free memory, acc_free gives back");
  const char *name = acc_get_property_string (0, acc_device_not_host,
                                              acc_property_name);
  const char *vendor = acc_get_property_string (0, acc_device_host,
                                                acc_property_vendor);
  const char *driver = acc_get_property_string (0, acc_device_default,
                                                acc_property_driver);
  tap_ok (name && strstr (name, "simulated accelerators")
          && vendor && strcmp (vendor, "accblock") == 0
          && driver && strncmp (driver, "libaccblock ", 12) == 0,
          "name, vendor and driver strings");
  tap_ok (acc_get_property (0, acc_device_host, acc_property_name) == 0
          && acc_get_property_string (0, acc_device_host,
                                      acc_property_memory) == NULL,
          "a string property has no number and back");
  tap_ok (acc_get_property (0, acc_device_nvidia, acc_property_memory) == 0
          && acc_get_property_string (0, acc_device_radeon,
                                      acc_property_name) == NULL,
          "a type without a device has no properties");
}

/* ---- errors ---- */

static void
set_nvidia_body (void *arg)
{
  (void) arg;
  acc_set_device_type (acc_device_nvidia);
}

static void
set_num_body (void *arg)
{
  (void) arg;
  acc_set_device_num (1, acc_device_not_host);
}

static void
bad_type_body (void *arg)
{
  (void) arg;
  acc_get_num_devices ((acc_device_t) 77);
}

static void
bad_level_body (void *arg)
{
  (void) arg;
  __accblock_goacc_parlevel_size (3);
}

/* ---- acc_on_device ---- */

static _Atomic int on_accel, on_host, tiles;

static void
on_device_tile (void *cap, const int64_t *tile)
{
  (void) cap;
  (void) tile;
  atomic_fetch_add (&tiles, 1);
  atomic_fetch_add (&on_accel, acc_on_device (acc_device_not_host));
  atomic_fetch_add (&on_host, acc_on_device (acc_device_host));
}

static void
check_on_device (void)
{
  tap_ok (acc_on_device (acc_device_host)
          && !acc_on_device (acc_device_not_host)
          && !acc_on_device (acc_device_nvidia),
          "outside a tile: on the host");
  struct test_nest n = { { ACCBLOCK_ABI_VERSION, 1, 0, 0, 0, 0, 0, -1, 0 },
                         { { 0, 8, 1, ACCBLOCK_CMP_LT, 0, 1, 0 } } };
  __accblock_dispatch (&n.head, on_device_tile, NULL, "on.c:1:1",
                       "block(i:1)");
  tap_ok (tiles == 8 && on_accel == 8 && on_host == 0,
          "inside a tile: on the accelerators (%d of %d tiles, %d host)",
          on_accel, tiles, on_host);
  tap_ok (__accblock_goacc_parlevel_id (0) == 0
          && __accblock_goacc_parlevel_size (2) == 1,
          "parallelism builtins: id 0, size 1");
}

int
main (void)
{
  check_environment ();
  check_devices ();
  check_properties ();
  check_on_device ();
  check_child_stops ("choosing nvidia", set_nvidia_body, NULL,
                     "acc_set_device_type: no device of type "
                     "acc_device_nvidia");
  check_child_stops ("device 1", set_num_body, NULL,
                     "acc_set_device_num: no device 1 of type "
                     "acc_device_not_host");
  check_child_stops ("a bad device type", bad_type_body, NULL,
                     "acc_get_num_devices: 77 is not an acc_device_t "
                     "value");
  check_child_stops ("a bad parallelism level", bad_level_body, NULL,
                     "level 3 is not gang (0), worker (1) or vector (2)");
  return tap_done ();
}
