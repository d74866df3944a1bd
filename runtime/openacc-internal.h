/* openacc-internal.h -- what the OpenACC API files of libaccblock share.

   Why this file exists: the OpenACC routines are spread over one file
   per concern (openacc-device.c, openacc-present.c, openacc-data.c,
   openacc-async.c); this header declares the present table they share
   and the argument checks every routine uses, so each check says the
   same thing in the same words.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef ACCBLOCK_OPENACC_INTERNAL_H
#define ACCBLOCK_OPENACC_INTERNAL_H

#include "accblock-internal.h"
#include "openacc.h"

#include <stdbool.h>
#include <stddef.h>

/* ---- openacc-present.c: the present table ----

   One entry per mapped host range.  Ranges never overlap: mapping a
   range that only partly overlaps an entry is an error the caller is
   told about.  Every function takes the table's lock.  */

/* The two reference counters of the specification (2.6, section 2.6.7):
   data directives and acc_copyin/acc_create count dynamic references,
   data regions structured ones.  Data is present while either is
   nonzero.  */
enum accblock_ref
{
  ACCBLOCK_REF_DYNAMIC,
  ACCBLOCK_REF_STRUCTURED
};

/* Make [HOST, HOST + SIZE) present with one more reference of KIND:
   a new entry whose device address is HOST, or one more reference to
   the entry holding the whole range.  Returns the device address of
   HOST.  CALLER names the routine in messages (partial overlap).  */
void *accblock_present_enter (void *host, size_t size,
                              enum accblock_ref kind, const char *caller);

/* Drop one reference of KIND to the entry holding [HOST, HOST + SIZE),
   or all of them when FINALIZE; remove the entry when no reference is
   left.  Data mapped by acc_map_data keeps its entry.  Returns false
   when the range is not present (nothing done).  */
bool accblock_present_exit (void *host, size_t size, enum accblock_ref kind,
                            bool finalize, const char *caller);

/* The device address of HOST when [HOST, HOST + SIZE) lies in one
   entry, else NULL.  SIZE 0 asks about the one byte at HOST.  */
void *accblock_present_device (const void *host, size_t size);

/* The host address of device address DEVICE, or NULL when no entry
   holds it.  */
void *accblock_present_host (const void *device);

/* acc_map_data and acc_unmap_data.  Misuse (already present, not
   mapped) stops the program naming CALLER.  */
void accblock_present_map (void *host, void *device, size_t size,
                           const char *caller);
void accblock_present_unmap (void *host, const char *caller);

/* Entries in the table (for the unit tests).  */
size_t accblock_present_count (void);

/* ---- openacc-data.c ---- */

/* Bytes acc_malloc holds now.  */
size_t accblock_acc_allocated (void);

/* ---- openacc-device.c ---- */

/* Stop with a message unless TYPE is an acc_device_t value.  */
void accblock_acc_check_type (acc_device_t type, const char *caller);

/* Called by the code the plugin plants around a compute construct's
   region (parallel, kernels, serial): the calling thread runs the
   construct's code until the matching end.  */
void __accblock_compute_begin (void);
void __accblock_compute_end (void);

/* ---- openacc-async.c ---- */

/* Stop with a message unless ASYNC is a queue number (>= 0),
   acc_async_noval or acc_async_sync.  */
void accblock_acc_check_async (int async, const char *caller);

#endif /* ACCBLOCK_OPENACC_INTERNAL_H */
