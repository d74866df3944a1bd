/* test-api.c -- the runtime calls only the unit tests make.

   Why this file exists: the DMA engine's asynchronous get and put, the
   double-buffering pattern built on them, and the local-memory
   allocation that reports what does not fit are how a hand-written
   accelerator kernel (athread style) would use the engine, and the
   unit tests exercise the engine through them; but the runtime itself
   queues its prefetches with accblock_dma_issue and never calls these.
   Keeping them here, compiled into the tests only, keeps them out of
   libaccblock.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "test-api.h"

#include <string.h>

/* ---- Asynchronous transfers ---- */

void
accblock_dma_get_async (struct accblock_accel *acc, void *local,
                        const void *main,
                        const struct accblock_dma_section *s, int *reply)
{
  struct accblock_dma_request req = { false, false, local, (void *) main,
                                      *s, reply };
  accblock_dma_issue (acc, &req);
}

void
accblock_dma_put_async (struct accblock_accel *acc, void *main,
                        const void *local,
                        const struct accblock_dma_section *s, int *reply)
{
  struct accblock_dma_request req = { true, false, (void *) local, main,
                                      *s, reply };
  accblock_dma_issue (acc, &req);
}

/* ---- Double buffering ---- */

bool
accblock_double_buffer_init (struct accblock_accel *acc,
                             struct accblock_double_buffer *db, size_t bytes)
{
  memset (db, 0, sizeof *db);
  size_t mark = accblock_lmem_mark (&acc->lmem);
  db->half[0] = accblock_lmem_alloc (&acc->lmem, bytes);
  db->half[1] = accblock_lmem_alloc (&acc->lmem, bytes);
  if (!db->half[0] || !db->half[1])
    {
      accblock_lmem_release (&acc->lmem, mark);
      return false;
    }
  db->bytes = bytes;
  return true;
}

void
accblock_double_buffer_prefetch (struct accblock_accel *acc,
                                 struct accblock_double_buffer *db,
                                 size_t offset, const void *main,
                                 const struct accblock_dma_section *s)
{
  int next = 1 - db->current;
  if (offset > db->bytes || accblock_dma_section_bytes (s) > db->bytes
                                                            - offset)
    accblock_fatal ("prefetch of %zu bytes at %zu overflows a %zu-byte "
                    "buffer", accblock_dma_section_bytes (s), offset,
                    db->bytes);
  struct accblock_dma_request req = { false, true, db->half[next] + offset,
                                      (void *) main, *s, &db->reply[next] };
  db->expected[next]++;
  accblock_dma_issue (acc, &req);
}

void *
accblock_double_buffer_swap (struct accblock_accel *acc,
                             struct accblock_double_buffer *db)
{
  int next = 1 - db->current;
  uint64_t start = accblock_now_ns ();
  accblock_dma_wait (acc, &db->reply[next], db->expected[next]);
  acc->counters.wait_ns += accblock_now_ns () - start;
  db->reply[next] = db->expected[next] = 0;
  db->current = next;
  return db->half[next];
}

/* ---- Local memory ---- */

void *
accblock_lmem_alloc_array (struct accblock_accel *acc, size_t bytes,
                           const char *location, const char *array,
                           const char *fallback)
{
  void *p = accblock_lmem_alloc (&acc->lmem, bytes);
  if (!p)
    {
      acc->counters.lmem_fallbacks++;
      accblock_lmem_report_no_fit (location, array, bytes,
                                   accblock_lmem_available (&acc->lmem),
                                   acc->lmem.size, fallback);
    }
  return p;
}
