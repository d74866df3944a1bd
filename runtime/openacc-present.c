/* openacc-present.c -- the OpenACC present table of libaccblock.

   Why this file exists: the simulated accelerators work on main memory,
   so no data ever moves for the OpenACC data routines; what a program
   can still observe is whether data is present (acc_is_present,
   acc_deviceptr, acc_hostptr, the error of mapping a range twice).  This
   file keeps that answer the way the specification defines it: one
   entry per mapped host range with its dynamic and structured reference
   counts, removed when both reach zero.  Entries are kept sorted by host
   address in one array, so a lookup is a binary search; a mutex makes
   the table safe to use from several host threads.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "openacc-internal.h"

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

struct present_entry
{
  char *host;
  size_t size;
  char *device;              /* HOST, except for acc_map_data.  */
  unsigned long refs[2];     /* Indexed by enum accblock_ref.  */
  bool mapped;               /* By acc_map_data: only acc_unmap_data
                                removes it.  */
};

static struct
{
  pthread_mutex_t lock;
  struct present_entry *entry;
  size_t count;
  size_t capacity;
} table = { PTHREAD_MUTEX_INITIALIZER, NULL, 0, 0 };

/* ---- Searching (with the lock held) ---- */

/* The index of the first entry whose host range ends after ADDR (so the
   entry that may hold ADDR), or TABLE.COUNT.  */
static size_t
first_ending_after (uintptr_t addr)
{
  size_t lo = 0, hi = table.count;
  while (lo < hi)
    {
      size_t mid = lo + (hi - lo) / 2;
      const struct present_entry *e = &table.entry[mid];
      if ((uintptr_t) e->host + e->size <= addr)
        lo = mid + 1;
      else
        hi = mid;
    }
  return lo;
}

/* The entry holding all of [HOST, HOST + SIZE), or NULL.  */
static struct present_entry *
find_holding (const void *host, size_t size)
{
  uintptr_t start = (uintptr_t) host;
  size_t i = first_ending_after (start);
  if (i == table.count)
    return NULL;
  struct present_entry *e = &table.entry[i];
  uintptr_t e_start = (uintptr_t) e->host;
  if (start < e_start || start + size > e_start + e->size)
    return NULL;
  return e;
}

/* Whether any entry overlaps [HOST, HOST + SIZE).  */
static bool
overlaps_any (const void *host, size_t size)
{
  size_t i = first_ending_after ((uintptr_t) host);
  return i < table.count
         && (uintptr_t) table.entry[i].host < (uintptr_t) host + size;
}

/* ---- Changing (with the lock held) ---- */

static void
insert_entry (const struct present_entry *add)
{
  if (table.count == table.capacity)
    {
      size_t capacity = table.capacity ? 2 * table.capacity : 16;
      struct present_entry *grown
        = realloc (table.entry, capacity * sizeof *grown);
      if (!grown)
        accblock_fatal ("OpenACC present table: out of memory");
      table.entry = grown;
      table.capacity = capacity;
    }
  size_t i = first_ending_after ((uintptr_t) add->host);
  memmove (&table.entry[i + 1], &table.entry[i],
           (table.count - i) * sizeof *table.entry);
  table.entry[i] = *add;
  table.count++;
}

static void
remove_entry (struct present_entry *e)
{
  size_t i = (size_t) (e - table.entry);
  memmove (&table.entry[i], &table.entry[i + 1],
           (table.count - i - 1) * sizeof *table.entry);
  table.count--;
}

/* The device address of HOST inside entry E.  */
static void *
device_of (const struct present_entry *e, const void *host)
{
  return e->device + ((const char *) host - e->host);
}

/* Stop: [HOST, HOST + SIZE) overlaps present data without lying in it.  */
static void __attribute__ ((noreturn))
partly_present (const char *caller, const void *host, size_t size)
{
  accblock_fatal ("%s: [%p, +%zu) is partly present: it overlaps data "
                  "mapped before without lying inside it (OpenACC 2.6, "
                  "section 2.7)", caller, host, size);
}

/* ---- The interface (openacc-internal.h) ---- */

void *
accblock_present_enter (void *host, size_t size, enum accblock_ref kind,
                        const char *caller)
{
  pthread_mutex_lock (&table.lock);
  struct present_entry *e = find_holding (host, size);
  void *device = host;
  if (e)
    {
      e->refs[kind]++;
      device = device_of (e, host);
    }
  else if (overlaps_any (host, size))
    partly_present (caller, host, size);
  else
    {
      struct present_entry add = { host, size, host, { 0, 0 }, false };
      add.refs[kind] = 1;
      insert_entry (&add);
    }
  pthread_mutex_unlock (&table.lock);
  return device;
}

bool
accblock_present_exit (void *host, size_t size, enum accblock_ref kind,
                       bool finalize, const char *caller)
{
  (void) caller;
  pthread_mutex_lock (&table.lock);
  struct present_entry *e = find_holding (host, size);
  if (e && !e->mapped)
    {
      if (finalize)
        e->refs[kind] = 0;
      else if (e->refs[kind] > 0)
        e->refs[kind]--;
      if (e->refs[ACCBLOCK_REF_DYNAMIC] == 0
          && e->refs[ACCBLOCK_REF_STRUCTURED] == 0)
        remove_entry (e);
    }
  pthread_mutex_unlock (&table.lock);
  return e != NULL;
}

void *
accblock_present_device (const void *host, size_t size)
{
  if (!host)
    return NULL;
  pthread_mutex_lock (&table.lock);
  struct present_entry *e = find_holding (host, size ? size : 1);
  void *device = e ? device_of (e, host) : NULL;
  pthread_mutex_unlock (&table.lock);
  return device;
}

void *
accblock_present_host (const void *device)
{
  if (!device)
    return NULL;
  void *host = NULL;
  pthread_mutex_lock (&table.lock);
  /* Mapped device ranges are not sorted: look at every entry.  */
  for (size_t i = 0; i < table.count && !host; i++)
    {
      const struct present_entry *e = &table.entry[i];
      const char *d = device;
      if (d >= e->device && d < e->device + e->size)
        host = e->host + (d - e->device);
    }
  pthread_mutex_unlock (&table.lock);
  return host;
}

void
accblock_present_map (void *host, void *device, size_t size,
                      const char *caller)
{
  if (!host || !device || size == 0)
    accblock_fatal ("%s: needs a host address, a device address and a "
                    "size, not (%p, %p, %zu)", caller, host, device, size);
  pthread_mutex_lock (&table.lock);
  if (overlaps_any (host, size))
    accblock_fatal ("%s: host data [%p, +%zu) is already present",
                    caller, host, size);
  struct present_entry add = { host, size, device, { 1, 0 }, true };
  insert_entry (&add);
  pthread_mutex_unlock (&table.lock);
}

void
accblock_present_unmap (void *host, const char *caller)
{
  pthread_mutex_lock (&table.lock);
  struct present_entry *e = find_holding (host, 1);
  if (!e || !e->mapped || e->host != host)
    accblock_fatal ("%s: %p is not the start of data mapped with "
                    "acc_map_data", caller, host);
  remove_entry (e);
  pthread_mutex_unlock (&table.lock);
}

size_t
accblock_present_count (void)
{
  pthread_mutex_lock (&table.lock);
  size_t count = table.count;
  pthread_mutex_unlock (&table.lock);
  return count;
}
