/* test-openacc-data.c -- the OpenACC data routines and present table.

   Why this file exists: libaccblock's data routines move no data (device
   memory is main memory), so what they must get right is the present
   table: reference counts as the specification counts them (present
   after acc_copyin, gone after the matching acc_delete, kept by a
   structured reference), device and host addresses of mapped data, the
   errors of partial overlap and of unmapping what acc_map_data did not
   map, and copies that copy.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "openacc-internal.h"
#include "tap.h"
#include "child-output.h"

#include <stdint.h>
#include <string.h>

static char buffer[4096];

/* ---- reference counts ---- */

static void
check_copyin_delete (void)
{
  char *h = buffer;
  tap_ok (!acc_is_present (h, 64), "not present before acc_copyin");
  tap_ok (acc_copyin (h, 64) == h, "acc_copyin returns the host address");
  tap_ok (acc_is_present (h, 64) && acc_is_present (h + 8, 8),
          "present after acc_copyin, also a part of it");
  tap_ok (!acc_is_present (h, 65) && !acc_is_present (h + 60, 8),
          "a range running past the data is not present");
  tap_ok (acc_deviceptr (h + 3) == h + 3 && acc_hostptr (h + 3) == h + 3,
          "device address = host address");
  acc_copyin (h, 64);
  acc_delete (h, 64);
  tap_ok (acc_is_present (h, 64), "two acc_copyin, one acc_delete: present");
  acc_delete (h, 64);
  tap_ok (!acc_is_present (h, 64) && accblock_present_count () == 0,
          "the matching acc_delete removes it");
  tap_ok (acc_deviceptr (h) == NULL && acc_hostptr (h) == NULL,
          "no device address for data not present");
}

static void
check_finalize_and_aliases (void)
{
  char *h = buffer + 128;
  acc_create (h, 32);
  acc_present_or_copyin (h, 32);
  acc_pcopyin (h, 16);
  acc_pcreate (h + 16, 16);
  acc_present_or_create (h, 8);
  acc_copyout (h, 32);
  tap_ok (acc_is_present (h, 32), "five references, one acc_copyout: present");
  acc_copyout_finalize (h, 32);
  tap_ok (!acc_is_present (h, 32), "acc_copyout_finalize drops them all");
  acc_copyin (h, 32);
  acc_delete_finalize (h, 32);
  tap_ok (!acc_is_present (h, 32), "acc_delete_finalize removes it");
}

static void
check_structured (void)
{
  char *h = buffer + 256;
  accblock_present_enter (h, 16, ACCBLOCK_REF_STRUCTURED, "test");
  acc_copyin (h, 16);
  acc_delete_finalize (h, 16);
  tap_ok (acc_is_present (h, 16),
          "a structured reference keeps data acc_delete_finalize left");
  accblock_present_exit (h, 16, ACCBLOCK_REF_STRUCTURED, false, "test");
  tap_ok (!acc_is_present (h, 16), "leaving the region removes it");
}

static void
check_not_present_and_null (void)
{
  size_t before = accblock_present_count ();
  acc_delete (buffer + 512, 8);
  acc_copyout (buffer + 512, 8);
  acc_update_device (buffer + 512, 8);
  acc_update_self (buffer + 512, 8);
  tap_ok (accblock_present_count () == before,
          "leaving or updating data not present does nothing");
  tap_ok (acc_copyin (NULL, 8) == NULL && acc_create (buffer, 0) == NULL
          && accblock_present_count () == before
          && !acc_is_present (NULL, 4),
          "a null address or zero size maps nothing");
}

/* Many entries inserted out of order stay findable (binary search).  */
static void
check_many (void)
{
  int ok = 1;
  for (int i = 0; i < 100; i++)
    acc_copyin (buffer + 1024 + ((i * 37) % 100) * 16, 16);
  for (int i = 0; i < 100; i++)
    ok &= acc_is_present (buffer + 1024 + i * 16, 16);
  ok &= !acc_is_present (buffer + 1024 + 8, 16);
  for (int i = 0; i < 100; i += 2)
    acc_delete (buffer + 1024 + i * 16, 16);
  for (int i = 0; i < 100; i++)
    ok &= acc_is_present (buffer + 1024 + i * 16, 16) == (i % 2);
  tap_ok (ok && accblock_present_count () == 50,
          "100 ranges in random order, every other one deleted");
  for (int i = 1; i < 100; i += 2)
    acc_delete (buffer + 1024 + i * 16, 16);
}

/* ---- acc_map_data ---- */

static void
check_map (void)
{
  char *h = buffer + 2048;
  char *d = acc_malloc (64);
  tap_ok (d != NULL && acc_malloc (0) == NULL, "acc_malloc");
  acc_map_data (h, d, 64);
  tap_ok (acc_is_present (h, 64) && acc_deviceptr (h + 8) == d + 8
          && acc_hostptr (d + 8) == h + 8,
          "mapped data: deviceptr and hostptr translate");
  acc_copyin (h, 64);
  acc_delete_finalize (h, 64);
  tap_ok (acc_is_present (h, 64), "acc_delete does not unmap mapped data");
  acc_unmap_data (h);
  tap_ok (!acc_is_present (h, 64) && acc_hostptr (d) == NULL,
          "acc_unmap_data removes it");
  acc_free (d);
}

/* ---- errors, in a child ---- */

static void
overlap_body (void *arg)
{
  (void) arg;
  acc_copyin (buffer, 32);
  acc_copyin (buffer + 16, 32);
}

static void
map_present_body (void *arg)
{
  (void) arg;
  acc_copyin (buffer, 32);
  acc_map_data (buffer, buffer + 100, 32);
}

static void
unmap_body (void *arg)
{
  (void) arg;
  acc_copyin (buffer, 32);
  acc_unmap_data (buffer);
}

static void
memcpy_null_body (void *arg)
{
  (void) arg;
  acc_memcpy_to_device (NULL, buffer, 4);
}

/* ---- copies ---- */

static void
check_memcpy (void)
{
  char a[16] = "abcdefghijklmno", b[16] = { 0 }, c[16] = { 0 };
  acc_memcpy_to_device (b, a, sizeof a);
  acc_memcpy_from_device (c, b, 8);
  tap_ok (memcmp (a, b, sizeof a) == 0 && memcmp (c, "abcdefgh", 8) == 0
          && c[8] == 0, "acc_memcpy_to_device and _from_device copy");
  acc_memcpy_device (b, a + 8, 8);
  tap_ok (memcmp (b, "ijklmno\0ijklmno", 16) == 0,
          "acc_memcpy_device copies");
}

int
main (void)
{
  check_copyin_delete ();
  check_finalize_and_aliases ();
  check_structured ();
  check_not_present_and_null ();
  check_many ();
  check_map ();
  check_memcpy ();
  check_child_stops ("partial overlap", overlap_body, NULL,
                     "is partly present");
  check_child_stops ("acc_map_data of present data", map_present_body,
                     NULL, "acc_map_data: host data");
  check_child_stops ("acc_unmap_data of data it did not map", unmap_body,
                     NULL,
                     "is not the start of data mapped with acc_map_data");
  check_child_stops ("a null address", memcpy_null_body, NULL,
                     "acc_memcpy_to_device: null address");
  return tap_done ();
}
