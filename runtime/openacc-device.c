/* openacc-device.c -- the OpenACC device routines (OpenACC 2.6, sections
   3.2.1 to 3.2.9 and 3.2.17) and GCC's parallelism builtins on
   libaccblock.

   Why this file exists: OpenACC programs ask which devices there are,
   choose one, and ask whether code runs on one (acc_on_device).
   libaccblock offers two devices, and this file is where that choice is
   made and answered:

   * acc_device_not_host, device 0: the whole array of simulated
     accelerators (ACCBLOCK_TARGET, ACCBLOCK_NUM_ACCEL), which runs every
     compute construct the plugin outlines.  It is the default device
     type.  Its accelerators are not OpenACC devices of their own: one
     compute construct spreads its tiles over all of them, as a GPU
     spreads gangs over its multiprocessors.  acc_device_not_host is the
     standard name for "an accelerator that is not the host" in
     libgomp's enumeration; claiming nvidia or radeon would mislead.
   * acc_device_host, device 0: the host thread itself.
   * acc_device_nvidia and acc_device_radeon exist as names but have no
     device: acc_get_num_devices returns 0, selecting them stops the
     program with a message.

   ACC_DEVICE_TYPE (host or not_host, any case) and ACC_DEVICE_NUM (0)
   set the starting choice; a bad value stops the program with a message
   naming the variable.  Choosing the host changes what these routines
   report, not where compute constructs run (the dispatch does not read
   the choice).  acc_on_device answers from the calling thread: a thread
   running a tile, or the code of a compute construct outside its loops
   (which the plugin brackets with __accblock_compute_begin and _end),
   is on the accelerators, any other on the host.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "openacc-internal.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

/* The device type the program uses, and its device number (only 0
   exists of each type, but acc_set_device_num checks the number).  */
static _Atomic int current_type = acc_device_not_host;
static pthread_once_t env_once = PTHREAD_ONCE_INIT;

/* ---- Device types ---- */

static const char *
type_name (acc_device_t type)
{
  switch ((int) type)
    {
    case acc_device_current: return "acc_device_current";
    case acc_device_none: return "acc_device_none";
    case acc_device_default: return "acc_device_default";
    case acc_device_host: return "acc_device_host";
    case acc_device_not_host: return "acc_device_not_host";
    case acc_device_nvidia: return "acc_device_nvidia";
    case acc_device_radeon: return "acc_device_radeon";
    default: return NULL;
    }
}

void
accblock_acc_check_type (acc_device_t type, const char *caller)
{
  if (!type_name (type))
    accblock_fatal ("%s: %d is not an acc_device_t value", caller,
                    (int) type);
}

/* Read ACC_DEVICE_TYPE and ACC_DEVICE_NUM once.  */
static void
read_environment (void)
{
  const char *type = getenv ("ACC_DEVICE_TYPE");
  if (type && *type)
    {
      if (strcasecmp (type, "host") == 0)
        current_type = acc_device_host;
      else if (strcasecmp (type, "not_host") == 0)
        current_type = acc_device_not_host;
      else
        accblock_fatal ("ACC_DEVICE_TYPE=%s: libaccblock has the device "
                        "types host and not_host (its simulated "
                        "accelerators)", type);
    }
  const char *num = getenv ("ACC_DEVICE_NUM");
  if (num && *num && strcmp (num, "0") != 0)
    accblock_fatal ("ACC_DEVICE_NUM=%s: libaccblock has one device of each "
                    "type, number 0", num);
}

static acc_device_t
current (void)
{
  pthread_once (&env_once, read_environment);
  return (acc_device_t) atomic_load (&current_type);
}

/* TYPE with acc_device_current and acc_device_default replaced by the
   type they stand for.  */
static acc_device_t
resolve (acc_device_t type)
{
  if (type == acc_device_current)
    return current ();
  if (type == acc_device_default)
    return acc_device_not_host;
  return type;
}

/* Devices of TYPE (already resolved).  */
static int
device_count (acc_device_t type)
{
  return type == acc_device_host || type == acc_device_not_host;
}

/* Check TYPE, resolve it, and stop when it has no device.  */
static acc_device_t
existing_type (acc_device_t type, const char *caller)
{
  accblock_acc_check_type (type, caller);
  acc_device_t resolved = resolve (type);
  if (device_count (resolved) == 0)
    accblock_fatal ("%s: no device of type %s: libaccblock has "
                    "acc_device_not_host (its simulated accelerators) and "
                    "acc_device_host", caller, type_name (resolved));
  return resolved;
}

/* Stop unless NUM is a device number of TYPE (resolved).  */
static void
check_num (int num, acc_device_t type, const char *caller)
{
  if (num < 0 || num >= device_count (type))
    accblock_fatal ("%s: no device %d of type %s: it has device 0 only",
                    caller, num, type_name (type));
}

/* ---- Counting and choosing ---- */

ACCBLOCK_EXPORT int
acc_get_num_devices (acc_device_t type)
{
  accblock_acc_check_type (type, "acc_get_num_devices");
  return device_count (resolve (type));
}

ACCBLOCK_EXPORT void
acc_set_device_type (acc_device_t type)
{
  acc_device_t chosen = existing_type (type, "acc_set_device_type");
  current ();
  atomic_store (&current_type, chosen);
}

ACCBLOCK_EXPORT acc_device_t
acc_get_device_type (void)
{
  return current ();
}

/* A negative NUM asks for the default device, 0.  acc_device_none
   means the current type.  The chosen type becomes the current one, as
   in libgomp.  */
ACCBLOCK_EXPORT void
acc_set_device_num (int num, acc_device_t type)
{
  if (type == acc_device_none)
    type = acc_device_current;
  acc_device_t chosen = existing_type (type, "acc_set_device_num");
  if (num >= 0)
    check_num (num, chosen, "acc_set_device_num");
  current ();
  atomic_store (&current_type, chosen);
}

/* 0 for every type: the only device of the types that have one.  */
ACCBLOCK_EXPORT int
acc_get_device_num (acc_device_t type)
{
  accblock_acc_check_type (type, "acc_get_device_num");
  return 0;
}

/* ---- Properties ---- */

/* Main memory, which both devices use, in bytes.  */
static size_t
main_memory (int pages_name)
{
  long pages = sysconf (pages_name);
  long page_size = sysconf (_SC_PAGESIZE);
  return pages > 0 && page_size > 0 ? (size_t) pages * page_size : 0;
}

/* The memory that was free when the program first asked, less what
   acc_malloc holds now: a program sees its own allocations, not the
   ups and downs of the rest of the machine.  */
static size_t free_at_start;
static pthread_once_t free_once = PTHREAD_ONCE_INIT;

static void
note_free_at_start (void)
{
  free_at_start = main_memory (_SC_AVPHYS_PAGES);
}

static size_t
free_memory (void)
{
  pthread_once (&free_once, note_free_at_start);
  size_t used = accblock_acc_allocated ();
  return used < free_at_start ? free_at_start - used : 0;
}

/* Check a property query; false when TYPE has no device (answer 0).  */
static bool
property_device (int num, acc_device_t *type, const char *caller)
{
  accblock_acc_check_type (*type, caller);
  *type = resolve (*type);
  if (device_count (*type) == 0)
    return false;
  check_num (num, *type, caller);
  return true;
}

ACCBLOCK_EXPORT size_t
acc_get_property (int num, acc_device_t type, acc_device_property_t property)
{
  if (!property_device (num, &type, "acc_get_property"))
    return 0;
  if (property == acc_property_memory)
    return main_memory (_SC_PHYS_PAGES);
  if (property == acc_property_free_memory)
    return free_memory ();
  return 0;
}

ACCBLOCK_EXPORT const char *
acc_get_property_string (int num, acc_device_t type,
                         acc_device_property_t property)
{
  if (!property_device (num, &type, "acc_get_property_string"))
    return NULL;
  switch (property)
    {
    case acc_property_name:
      return (type == acc_device_host ? "host"
              : "accblock simulated accelerators");
    case acc_property_vendor:
      return "accblock";
    case acc_property_driver:
      return "libaccblock " PACKAGE_VERSION;
    default:
      return NULL;
    }
}

/* ---- Initialisation: the accelerators start at the first dispatch ---- */

ACCBLOCK_EXPORT void
acc_init (acc_device_t type)
{
  existing_type (type, "acc_init");
  current ();
}

ACCBLOCK_EXPORT void
acc_shutdown (acc_device_t type)
{
  existing_type (type, "acc_shutdown");
}

ACCBLOCK_EXPORT void
acc_init_device (int num, acc_device_t type)
{
  check_num (num, existing_type (type, "acc_init_device"),
             "acc_init_device");
  current ();
}

ACCBLOCK_EXPORT void
acc_shutdown_device (int num, acc_device_t type)
{
  check_num (num, existing_type (type, "acc_shutdown_device"),
             "acc_shutdown_device");
}

/* ---- Where code runs ---- */

/* How deep the calling thread is in compute regions the plugin marked
   (__accblock_compute_begin/end around a parallel, kernels or serial
   construct): their code outside loops runs on the host thread, but is
   the construct's code, which OpenACC runs on the device.  */
static _Thread_local unsigned compute_depth;

ACCBLOCK_EXPORT void
__accblock_compute_begin (void)
{
  compute_depth++;
}

ACCBLOCK_EXPORT void
__accblock_compute_end (void)
{
  if (compute_depth > 0)
    compute_depth--;
}

ACCBLOCK_EXPORT int
acc_on_device (acc_device_t type)
{
  if (type == acc_device_default)
    type = acc_device_not_host;
  if (accblock_current_accel () || compute_depth > 0)
    return type == acc_device_not_host;
  return type == acc_device_host;
}

/* ---- GCC's __builtin_goacc_parlevel_id and _size (see
   openacc-builtins.h) ---- */

static void
check_level (int level, const char *caller)
{
  if (level < 0 || level > 2)
    accblock_fatal ("%s: level %d is not gang (0), worker (1) or vector "
                    "(2)", caller, level);
}

ACCBLOCK_EXPORT int
__accblock_goacc_parlevel_id (int level)
{
  check_level (level, "__builtin_goacc_parlevel_id");
  return 0;
}

ACCBLOCK_EXPORT int
__accblock_goacc_parlevel_size (int level)
{
  check_level (level, "__builtin_goacc_parlevel_size");
  return 1;
}
