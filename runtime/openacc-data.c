/* openacc-data.c -- the OpenACC data routines (OpenACC 2.6, sections
   3.2.16 to 3.2.34) on libaccblock's shared memory.

   Why this file exists: OpenACC programs manage device data with
   acc_copyin, acc_create, acc_copyout, acc_delete, acc_map_data and
   friends.  On libaccblock the device memory is main memory (the runtime
   stages blocks into the accelerators' local memories itself), so these
   routines move no data: they keep the present table (openacc-present.c)
   with the reference counts the specification gives, which is what
   acc_is_present, acc_deviceptr and acc_hostptr report, and the memcpy
   routines copy between two main-memory addresses.

   As for a shared-memory device in the specification, leaving data that
   is not present (acc_copyout, acc_delete) and updating it
   (acc_update_device, acc_update_self) does nothing: the data directives
   of a program are only validated by the plugin, so data a program mapped
   with "#pragma acc enter data" is not in the table, and such a program
   must still run.  A null address or a zero size maps nothing.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "openacc-internal.h"

#include <malloc.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

/* ---- Memory ----

   acc_malloc is malloc; the bytes it holds are counted so that the
   device's free memory (acc_property_free_memory) drops by them.  */

static _Atomic size_t allocated;

ACCBLOCK_EXPORT void *
acc_malloc (size_t size)
{
  void *device = size ? malloc (size) : NULL;
  if (device)
    atomic_fetch_add (&allocated, malloc_usable_size (device));
  return device;
}

ACCBLOCK_EXPORT void
acc_free (void *device)
{
  if (device)
    atomic_fetch_sub (&allocated, malloc_usable_size (device));
  free (device);
}

size_t
accblock_acc_allocated (void)
{
  return atomic_load (&allocated);
}

/* ---- Entering data ---- */

/* acc_copyin and acc_create: one more dynamic reference.  */
static void *
enter_dynamic (void *host, size_t size, const char *caller)
{
  if (!host || size == 0)
    return NULL;
  return accblock_present_enter (host, size, ACCBLOCK_REF_DYNAMIC, caller);
}

ACCBLOCK_EXPORT void *
acc_copyin (void *host, size_t size)
{
  return enter_dynamic (host, size, "acc_copyin");
}

ACCBLOCK_EXPORT void *
acc_create (void *host, size_t size)
{
  return enter_dynamic (host, size, "acc_create");
}

/* The OpenACC 2.0 names: since 2.5, acc_copyin and acc_create already
   do nothing but count a reference when the data is present.  */

ACCBLOCK_EXPORT void *
acc_present_or_copyin (void *host, size_t size)
{
  return enter_dynamic (host, size, "acc_present_or_copyin");
}

ACCBLOCK_EXPORT void *
acc_pcopyin (void *host, size_t size)
{
  return enter_dynamic (host, size, "acc_pcopyin");
}

ACCBLOCK_EXPORT void *
acc_present_or_create (void *host, size_t size)
{
  return enter_dynamic (host, size, "acc_present_or_create");
}

ACCBLOCK_EXPORT void *
acc_pcreate (void *host, size_t size)
{
  return enter_dynamic (host, size, "acc_pcreate");
}

/* ---- Leaving data ---- */

/* acc_copyout and acc_delete: one dynamic reference less, or none left
   with FINALIZE.  */
static void
exit_dynamic (void *host, size_t size, bool finalize, const char *caller)
{
  if (host && size)
    accblock_present_exit (host, size, ACCBLOCK_REF_DYNAMIC, finalize,
                           caller);
}

ACCBLOCK_EXPORT void
acc_copyout (void *host, size_t size)
{
  exit_dynamic (host, size, false, "acc_copyout");
}

ACCBLOCK_EXPORT void
acc_copyout_finalize (void *host, size_t size)
{
  exit_dynamic (host, size, true, "acc_copyout_finalize");
}

ACCBLOCK_EXPORT void
acc_delete (void *host, size_t size)
{
  exit_dynamic (host, size, false, "acc_delete");
}

ACCBLOCK_EXPORT void
acc_delete_finalize (void *host, size_t size)
{
  exit_dynamic (host, size, true, "acc_delete_finalize");
}

/* ---- Updates: host and device copy are the same memory ---- */

ACCBLOCK_EXPORT void
acc_update_device (void *host, size_t size)
{
  (void) host;
  (void) size;
}

ACCBLOCK_EXPORT void
acc_update_self (void *host, size_t size)
{
  (void) host;
  (void) size;
}

/* ---- Mapping ---- */

ACCBLOCK_EXPORT void
acc_map_data (void *host, void *device, size_t size)
{
  accblock_present_map (host, device, size, "acc_map_data");
}

ACCBLOCK_EXPORT void
acc_unmap_data (void *host)
{
  accblock_present_unmap (host, "acc_unmap_data");
}

/* ---- Queries ---- */

ACCBLOCK_EXPORT void *
acc_deviceptr (void *host)
{
  return accblock_present_device (host, 0);
}

ACCBLOCK_EXPORT void *
acc_hostptr (void *device)
{
  return accblock_present_host (device);
}

ACCBLOCK_EXPORT int
acc_is_present (void *host, size_t size)
{
  return accblock_present_device (host, size) != NULL;
}

/* ---- Copies between addresses ---- */

/* Both addresses are main memory; check them, then copy.  */
static void
copy_bytes (void *dest, const void *src, size_t size, const char *caller)
{
  if (size == 0)
    return;
  if (!dest || !src)
    accblock_fatal ("%s: null address (destination %p, source %p) for "
                    "%zu bytes", caller, dest, src, size);
  memmove (dest, src, size);
}

ACCBLOCK_EXPORT void
acc_memcpy_to_device (void *device, void *host, size_t size)
{
  copy_bytes (device, host, size, "acc_memcpy_to_device");
}

ACCBLOCK_EXPORT void
acc_memcpy_from_device (void *host, void *device, size_t size)
{
  copy_bytes (host, device, size, "acc_memcpy_from_device");
}

ACCBLOCK_EXPORT void
acc_memcpy_device (void *dest, void *src, size_t size)
{
  copy_bytes (dest, src, size, "acc_memcpy_device");
}

/* ---- Attaching pointers ----

   Attaching makes the device copy of a pointer point to the device copy
   of its target; both copies are the host's here, so only the argument
   is checked.  */

static void
check_pointer_address (void **ptr, const char *caller)
{
  if (!ptr)
    accblock_fatal ("%s: null pointer address", caller);
}

ACCBLOCK_EXPORT void
acc_attach (void **ptr)
{
  check_pointer_address (ptr, "acc_attach");
}

ACCBLOCK_EXPORT void
acc_detach (void **ptr)
{
  check_pointer_address (ptr, "acc_detach");
}

ACCBLOCK_EXPORT void
acc_detach_finalize (void **ptr)
{
  check_pointer_address (ptr, "acc_detach_finalize");
}
