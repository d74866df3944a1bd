/* openacc.h -- the OpenACC runtime API (OpenACC 2.6, section 3) as
   libaccblock implements it.

   Why this file exists: OpenACC programs include <openacc.h> and call
   acc_* routines; compiled by accblock (accblock-gcc -fopenacc), their
   compute constructs run on libaccblock's simulated accelerators, so the
   routines must come from libaccblock too, not from libgomp (which is not
   linked).  accblock-gcc and accblock.specs put this header's directory
   before GCC's own include directory, so this file is the <openacc.h>
   such programs see; it uses GCC's include guard, so whichever of the
   two is included first is the only one.

   The enumerations keep libgomp's values for every standard name, so an
   object compiled against either header passes the same numbers.  What
   libaccblock has:

   * Two devices: device 0 of type acc_device_not_host, the whole array
     of simulated accelerators (ACCBLOCK_TARGET, ACCBLOCK_NUM_ACCEL), the
     default; and device 0 of type acc_device_host.  acc_device_nvidia
     and acc_device_radeon have no device.
   * One memory: the accelerators work on main memory (the runtime stages
     blocks into their local memories itself), so a device address is the
     host address, except for data mapped with acc_map_data.  The data
     routines keep the present table and its reference counts as the
     specification says (acc_is_present, acc_deviceptr, acc_hostptr
     answer from it), and copy nothing.
   * Synchronous execution: an asynchronous operation is complete when it
     returns, so every queue tests complete and waits return at once.

   The manual's node "OpenACC runtime API" describes every routine.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef _OPENACC_H
#define _OPENACC_H 1

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined __cplusplus && __cplusplus >= 201103L
# define __ACCBLOCK_NOTHROW noexcept
#elif defined __cplusplus
# define __ACCBLOCK_NOTHROW throw ()
#else
# define __ACCBLOCK_NOTHROW __attribute__ ((__nothrow__))
#endif

/* ---- Types (libgomp's values) ---- */

typedef enum acc_device_t
{
  acc_device_current = -1,
  acc_device_none = 0,
  acc_device_default = 1,
  acc_device_host = 2,
  acc_device_not_host = 4,      /* libaccblock's simulated accelerators.  */
  acc_device_nvidia = 5,
  acc_device_radeon = 8,
  _ACC_device_hwm,
  _ACC_highest = __INT_MAX__,   /* Layout-compatible with int.  */
  _ACC_neg = -1
} acc_device_t;

typedef enum acc_device_property_t
{
  acc_property_memory = 1,
  acc_property_free_memory = 2,
  acc_property_name = 0x10001,
  acc_property_vendor = 0x10002,
  acc_property_driver = 0x10003
} acc_device_property_t;

typedef enum acc_async_t
{
  acc_async_noval = -1,
  acc_async_sync = -2
} acc_async_t;

/* ---- Devices (openacc-device.c) ---- */

int acc_get_num_devices (acc_device_t) __ACCBLOCK_NOTHROW;
void acc_set_device_type (acc_device_t) __ACCBLOCK_NOTHROW;
acc_device_t acc_get_device_type (void) __ACCBLOCK_NOTHROW;
void acc_set_device_num (int, acc_device_t) __ACCBLOCK_NOTHROW;
int acc_get_device_num (acc_device_t) __ACCBLOCK_NOTHROW;
size_t acc_get_property (int, acc_device_t, acc_device_property_t)
  __ACCBLOCK_NOTHROW;
const char *acc_get_property_string (int, acc_device_t,
                                     acc_device_property_t)
  __ACCBLOCK_NOTHROW;
void acc_init (acc_device_t) __ACCBLOCK_NOTHROW;
void acc_shutdown (acc_device_t) __ACCBLOCK_NOTHROW;
void acc_init_device (int, acc_device_t) __ACCBLOCK_NOTHROW;
void acc_shutdown_device (int, acc_device_t) __ACCBLOCK_NOTHROW;
int acc_on_device (acc_device_t) __ACCBLOCK_NOTHROW;

/* ---- Asynchronous queues (openacc-async.c) ---- */

int acc_async_test (int) __ACCBLOCK_NOTHROW;
int acc_async_test_all (void) __ACCBLOCK_NOTHROW;
void acc_wait (int) __ACCBLOCK_NOTHROW;
void acc_wait_async (int, int) __ACCBLOCK_NOTHROW;
void acc_wait_all (void) __ACCBLOCK_NOTHROW;
void acc_wait_all_async (int) __ACCBLOCK_NOTHROW;
int acc_wait_any (int, int *) __ACCBLOCK_NOTHROW;
void acc_async_wait (int) __ACCBLOCK_NOTHROW;          /* Old names.  */
void acc_async_wait_all (void) __ACCBLOCK_NOTHROW;
int acc_get_default_async (void) __ACCBLOCK_NOTHROW;
void acc_set_default_async (int) __ACCBLOCK_NOTHROW;
void *acc_get_cuda_stream (int) __ACCBLOCK_NOTHROW;
int acc_set_cuda_stream (int, void *) __ACCBLOCK_NOTHROW;
void *acc_get_current_cuda_device (void) __ACCBLOCK_NOTHROW;
void *acc_get_current_cuda_context (void) __ACCBLOCK_NOTHROW;

/* ---- Data (openacc-data.c; the _async forms in openacc-async.c) ---- */

void *acc_malloc (size_t) __ACCBLOCK_NOTHROW;
void acc_free (void *) __ACCBLOCK_NOTHROW;

void *acc_copyin (void *, size_t) __ACCBLOCK_NOTHROW;
void *acc_create (void *, size_t) __ACCBLOCK_NOTHROW;
void *acc_present_or_copyin (void *, size_t) __ACCBLOCK_NOTHROW;
void *acc_pcopyin (void *, size_t) __ACCBLOCK_NOTHROW;
void *acc_present_or_create (void *, size_t) __ACCBLOCK_NOTHROW;
void *acc_pcreate (void *, size_t) __ACCBLOCK_NOTHROW;
void acc_copyout (void *, size_t) __ACCBLOCK_NOTHROW;
void acc_copyout_finalize (void *, size_t) __ACCBLOCK_NOTHROW;
void acc_delete (void *, size_t) __ACCBLOCK_NOTHROW;
void acc_delete_finalize (void *, size_t) __ACCBLOCK_NOTHROW;
void acc_update_device (void *, size_t) __ACCBLOCK_NOTHROW;
void acc_update_self (void *, size_t) __ACCBLOCK_NOTHROW;
void acc_map_data (void *, void *, size_t) __ACCBLOCK_NOTHROW;
void acc_unmap_data (void *) __ACCBLOCK_NOTHROW;
void *acc_deviceptr (void *) __ACCBLOCK_NOTHROW;
void *acc_hostptr (void *) __ACCBLOCK_NOTHROW;
int acc_is_present (void *, size_t) __ACCBLOCK_NOTHROW;
void acc_memcpy_to_device (void *, void *, size_t) __ACCBLOCK_NOTHROW;
void acc_memcpy_from_device (void *, void *, size_t) __ACCBLOCK_NOTHROW;
void acc_memcpy_device (void *, void *, size_t) __ACCBLOCK_NOTHROW;
void acc_attach (void **) __ACCBLOCK_NOTHROW;
void acc_detach (void **) __ACCBLOCK_NOTHROW;
void acc_detach_finalize (void **) __ACCBLOCK_NOTHROW;

void acc_copyin_async (void *, size_t, int) __ACCBLOCK_NOTHROW;
void acc_create_async (void *, size_t, int) __ACCBLOCK_NOTHROW;
void acc_copyout_async (void *, size_t, int) __ACCBLOCK_NOTHROW;
void acc_copyout_finalize_async (void *, size_t, int) __ACCBLOCK_NOTHROW;
void acc_delete_async (void *, size_t, int) __ACCBLOCK_NOTHROW;
void acc_delete_finalize_async (void *, size_t, int) __ACCBLOCK_NOTHROW;
void acc_update_device_async (void *, size_t, int) __ACCBLOCK_NOTHROW;
void acc_update_self_async (void *, size_t, int) __ACCBLOCK_NOTHROW;
void acc_memcpy_to_device_async (void *, void *, size_t, int)
  __ACCBLOCK_NOTHROW;
void acc_memcpy_from_device_async (void *, void *, size_t, int)
  __ACCBLOCK_NOTHROW;
void acc_memcpy_device_async (void *, void *, size_t, int)
  __ACCBLOCK_NOTHROW;
void acc_attach_async (void **, int) __ACCBLOCK_NOTHROW;
void acc_detach_async (void **, int) __ACCBLOCK_NOTHROW;
void acc_detach_finalize_async (void **, int) __ACCBLOCK_NOTHROW;

#undef __ACCBLOCK_NOTHROW

#ifdef __cplusplus
}
#endif

#endif /* _OPENACC_H */
