/* openacc-async.c -- OpenACC asynchronous queues on a synchronous
   runtime (OpenACC 2.6, sections 3.2.10 to 3.2.15, and the _async data
   routines).

   Why this file exists: OpenACC programs put work on async queues and
   test or wait for them.  libaccblock runs every compute construct and
   data routine to completion before returning, so every queue is always
   empty: tests report completion, waits return at once, and an _async
   routine is its synchronous form once its queue argument has been
   checked.  What is kept is the default queue (acc_set_default_async),
   which a program can read back.  CUDA streams do not exist here.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "openacc-internal.h"

#include <stdatomic.h>

/* acc-default-async-var: queue 0 until the program sets another.  */
static _Atomic int default_async = 0;

void
accblock_acc_check_async (int async, const char *caller)
{
  if (async < 0 && async != acc_async_noval && async != acc_async_sync)
    accblock_fatal ("%s: %d is not an async argument (a queue number >= 0, "
                    "acc_async_noval (%d) or acc_async_sync (%d))", caller,
                    async, (int) acc_async_noval, (int) acc_async_sync);
}

/* ---- Tests and waits: every queue is complete ---- */

ACCBLOCK_EXPORT int
acc_async_test (int async)
{
  accblock_acc_check_async (async, "acc_async_test");
  return 1;
}

ACCBLOCK_EXPORT int
acc_async_test_all (void)
{
  return 1;
}

ACCBLOCK_EXPORT void
acc_wait (int async)
{
  accblock_acc_check_async (async, "acc_wait");
}

ACCBLOCK_EXPORT void
acc_async_wait (int async)
{
  accblock_acc_check_async (async, "acc_async_wait");
}

ACCBLOCK_EXPORT void
acc_wait_async (int async, int wait_on)
{
  accblock_acc_check_async (async, "acc_wait_async");
  accblock_acc_check_async (wait_on, "acc_wait_async");
}

ACCBLOCK_EXPORT void
acc_wait_all (void)
{
}

ACCBLOCK_EXPORT void
acc_async_wait_all (void)
{
}

ACCBLOCK_EXPORT void
acc_wait_all_async (int async)
{
  accblock_acc_check_async (async, "acc_wait_all_async");
}

/* OpenACC 3.2: the index of a completed queue among the COUNT in
   QUEUES, the first (all are complete), or -1 when COUNT is 0.  */
ACCBLOCK_EXPORT int
acc_wait_any (int count, int *queues)
{
  if (count < 0 || (count > 0 && !queues))
    accblock_fatal ("acc_wait_any: needs a count >= 0 and the queues, not "
                    "(%d, %p)", count, (void *) queues);
  for (int i = 0; i < count; i++)
    accblock_acc_check_async (queues[i], "acc_wait_any");
  return count > 0 ? 0 : -1;
}

/* ---- The default queue ---- */

ACCBLOCK_EXPORT int
acc_get_default_async (void)
{
  return atomic_load (&default_async);
}

/* acc_async_noval names the default queue itself: leave it.  */
ACCBLOCK_EXPORT void
acc_set_default_async (int async)
{
  accblock_acc_check_async (async, "acc_set_default_async");
  if (async != acc_async_noval)
    atomic_store (&default_async, async);
}

/* ---- CUDA: no streams ---- */

ACCBLOCK_EXPORT void *
acc_get_cuda_stream (int async)
{
  accblock_acc_check_async (async, "acc_get_cuda_stream");
  return NULL;
}

/* Returns 0: the stream could not be associated.  */
ACCBLOCK_EXPORT int
acc_set_cuda_stream (int async, void *stream)
{
  (void) stream;
  accblock_acc_check_async (async, "acc_set_cuda_stream");
  return 0;
}

ACCBLOCK_EXPORT void *
acc_get_current_cuda_device (void)
{
  return NULL;
}

ACCBLOCK_EXPORT void *
acc_get_current_cuda_context (void)
{
  return NULL;
}

/* ---- The _async data routines: checked, then done now ---- */

ACCBLOCK_EXPORT void
acc_copyin_async (void *host, size_t size, int async)
{
  accblock_acc_check_async (async, "acc_copyin_async");
  acc_copyin (host, size);
}

ACCBLOCK_EXPORT void
acc_create_async (void *host, size_t size, int async)
{
  accblock_acc_check_async (async, "acc_create_async");
  acc_create (host, size);
}

ACCBLOCK_EXPORT void
acc_copyout_async (void *host, size_t size, int async)
{
  accblock_acc_check_async (async, "acc_copyout_async");
  acc_copyout (host, size);
}

ACCBLOCK_EXPORT void
acc_copyout_finalize_async (void *host, size_t size, int async)
{
  accblock_acc_check_async (async, "acc_copyout_finalize_async");
  acc_copyout_finalize (host, size);
}

ACCBLOCK_EXPORT void
acc_delete_async (void *host, size_t size, int async)
{
  accblock_acc_check_async (async, "acc_delete_async");
  acc_delete (host, size);
}

ACCBLOCK_EXPORT void
acc_delete_finalize_async (void *host, size_t size, int async)
{
  accblock_acc_check_async (async, "acc_delete_finalize_async");
  acc_delete_finalize (host, size);
}

ACCBLOCK_EXPORT void
acc_update_device_async (void *host, size_t size, int async)
{
  accblock_acc_check_async (async, "acc_update_device_async");
  acc_update_device (host, size);
}

ACCBLOCK_EXPORT void
acc_update_self_async (void *host, size_t size, int async)
{
  accblock_acc_check_async (async, "acc_update_self_async");
  acc_update_self (host, size);
}

ACCBLOCK_EXPORT void
acc_memcpy_to_device_async (void *device, void *host, size_t size,
                            int async)
{
  accblock_acc_check_async (async, "acc_memcpy_to_device_async");
  acc_memcpy_to_device (device, host, size);
}

ACCBLOCK_EXPORT void
acc_memcpy_from_device_async (void *host, void *device, size_t size,
                              int async)
{
  accblock_acc_check_async (async, "acc_memcpy_from_device_async");
  acc_memcpy_from_device (host, device, size);
}

ACCBLOCK_EXPORT void
acc_memcpy_device_async (void *dest, void *src, size_t size, int async)
{
  accblock_acc_check_async (async, "acc_memcpy_device_async");
  acc_memcpy_device (dest, src, size);
}

ACCBLOCK_EXPORT void
acc_attach_async (void **ptr, int async)
{
  accblock_acc_check_async (async, "acc_attach_async");
  acc_attach (ptr);
}

ACCBLOCK_EXPORT void
acc_detach_async (void **ptr, int async)
{
  accblock_acc_check_async (async, "acc_detach_async");
  acc_detach (ptr);
}

ACCBLOCK_EXPORT void
acc_detach_finalize_async (void **ptr, int async)
{
  accblock_acc_check_async (async, "acc_detach_finalize_async");
  acc_detach_finalize (ptr);
}
