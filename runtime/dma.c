/* dma.c -- the DMA engine of a simulated accelerator.

   Why this file exists: on the paper's class of machine an accelerator
   reaches main memory through DMA transfers of strided sections
   (athread_get/put: size, stride, block), synchronous or with a reply
   word, and a kernel is fast only when transfers are few, large, reused
   and overlapped with computation.  This engine does the copies, counts
   and times every transfer, queues asynchronous ones until they are
   waited for, keeps a residency table so that a block already in local
   memory is not moved again, and adds the partial sums of a split
   nest's groups into main memory (the one transfer that is a
   read-modify-write).

   Asynchronous transfers complete, in issue order, when the accelerator
   waits for them (or drains its queue): the simulated accelerator runs
   on one host thread, so nothing could copy in the background anyway,
   and completing late keeps program order between a tile's puts and a
   later prefetch of the same data.  The machine model credits the
   overlap a real engine would get (model.c).

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-internal.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

size_t
accblock_dma_section_bytes (const struct accblock_dma_section *s)
{
  size_t bytes = s->elem_size;
  for (int d = 0; d < s->ndims; d++)
    bytes *= (size_t) s->count[d];
  return bytes;
}

static void
check_section (const struct accblock_dma_section *s)
{
  if (s->ndims < 1 || s->ndims > ACCBLOCK_DMA_MAX_DIMS || s->elem_size == 0)
    accblock_fatal ("DMA section with %d dimensions of %zu-byte elements",
                    s->ndims, s->elem_size);
  for (int d = 0; d < s->ndims; d++)
    if (s->count[d] < 0)
      accblock_fatal ("DMA section with negative extent %lld",
                      (long long) s->count[d]);
}

/* Copy dimension D and the ones inside it between MAIN and the packed
   LOCAL copy; returns the local bytes consumed.  */
static size_t
copy_dim (const struct accblock_dma_section *s, int d, unsigned char *main,
          unsigned char *local, bool put)
{
  size_t elem = s->elem_size;
  if (d == s->ndims - 1)
    {
      size_t bytes = (size_t) s->count[d] * elem;
      if (s->stride[d] == 1)
        put ? memcpy (main, local, bytes) : memcpy (local, main, bytes);
      else
        for (int64_t i = 0; i < s->count[d]; i++)
          {
            unsigned char *m = main + i * s->stride[d] * (int64_t) elem;
            put ? memcpy (m, local + i * elem, elem)
                : memcpy (local + i * elem, m, elem);
          }
      return bytes;
    }
  size_t done = 0;
  for (int64_t i = 0; i < s->count[d]; i++)
    done += copy_dim (s, d + 1, main + i * s->stride[d] * (int64_t) elem,
                      local + done, put);
  return done;
}

/* Perform REQ now, counting and timing it on ACC.  */
static void
transfer (struct accblock_accel *acc, const struct accblock_dma_request *req)
{
  check_section (&req->section);
  uint64_t start = accblock_now_ns ();
  size_t bytes = req->section.rows
                 ? accblock_dma_copy_rows (&req->section, req->main,
                                           req->local, req->put)
                 : copy_dim (&req->section, 0, req->main, req->local,
                             req->put);
  uint64_t end = accblock_now_ns ();
  struct accblock_counters *c = &acc->counters;
  if (req->put)
    {
      c->dma_out_transfers++;
      c->dma_out_bytes += bytes;
      c->dma_out_ns += end - start;
    }
  else
    {
      c->dma_in_transfers++;
      c->dma_in_bytes += bytes;
      c->dma_in_ns += end - start;
      if (req->prefetch)
        {
          c->prefetch_transfers++;
          c->prefetch_bytes += bytes;
        }
    }
  accblock_accel_span (acc, req->put ? ACCBLOCK_SPAN_DMA_OUT
                                     : ACCBLOCK_SPAN_DMA_IN, start, end);
  if (req->reply)
    ++*req->reply;
}

/* Complete the oldest queued transfer.  */
static void
complete_oldest (struct accblock_accel *acc)
{
  struct accblock_dma *dma = &acc->dma;
  struct accblock_dma_request req = dma->queue[0];
  dma->queued--;
  memmove (&dma->queue[0], &dma->queue[1], dma->queued * sizeof req);
  transfer (acc, &req);
}

void
accblock_dma_issue (struct accblock_accel *acc,
                    const struct accblock_dma_request *req)
{
  struct accblock_dma *dma = &acc->dma;
  /* A full queue makes the engine finish its oldest transfer first, as
     hardware stalls the issuing core.  */
  if (dma->queued == ACCBLOCK_DMA_QUEUE)
    complete_oldest (acc);
  dma->queue[dma->queued++] = *req;
}

void
accblock_dma_get (struct accblock_accel *acc, void *local, const void *main,
                  const struct accblock_dma_section *s)
{
  struct accblock_dma_request req = { false, false, local, (void *) main,
                                      *s, NULL };
  /* Earlier asynchronous transfers come first, as on a real queue.  */
  accblock_dma_drain (acc);
  transfer (acc, &req);
}

void
accblock_dma_put (struct accblock_accel *acc, void *main, const void *local,
                  const struct accblock_dma_section *s)
{
  struct accblock_dma_request req = { true, false, (void *) local, main,
                                      *s, NULL };
  accblock_dma_drain (acc);
  transfer (acc, &req);
}

void
accblock_dma_wait (struct accblock_accel *acc, int *reply, int count)
{
  while (*reply < count)
    {
      if (acc->dma.queued == 0)
        accblock_fatal ("accelerator %d waits for %d DMA replies but only "
                        "%d can arrive", acc->id, count, *reply);
      complete_oldest (acc);
    }
}

void
accblock_dma_drain (struct accblock_accel *acc)
{
  while (acc->dma.queued > 0)
    complete_oldest (acc);
}

void
accblock_dma_settle_from (struct accblock_accel *acc, const void *from)
{
  const unsigned char *lo = from;
  const unsigned char *hi = acc->lmem.base + acc->lmem.size;
  for (int q = 0; q < acc->dma.queued; q++)
    {
      const unsigned char *local = acc->dma.queue[q].local;
      if (local >= lo && local < hi)
        {
          accblock_dma_drain (acc);
          return;
        }
    }
}

/* ---- Residency ---- */

/* The main-memory byte range [*LO, *HI) that S of MAIN spans.  */
static void
section_range (const unsigned char *main, const struct accblock_dma_section *s,
               uintptr_t *lo, uintptr_t *hi)
{
  intptr_t first = 0, last = 0;
  for (int d = 0; d < s->ndims; d++)
    {
      if (s->count[d] == 0)
        {
          *lo = *hi = (uintptr_t) main;
          return;
        }
      intptr_t reach = (intptr_t) (s->count[d] - 1) * s->stride[d];
      if (reach < 0)
        first += reach;
      else
        last += reach;
    }
  intptr_t elem = (intptr_t) s->elem_size;
  *lo = (uintptr_t) (main + first * elem);
  *hi = (uintptr_t) (main + (last + 1) * elem);
}

static bool
same_section (const struct accblock_dma_section *a,
              const struct accblock_dma_section *b)
{
  if (a->ndims != b->ndims || a->elem_size != b->elem_size)
    return false;
  for (int d = 0; d < a->ndims; d++)
    if (a->count[d] != b->count[d] || a->stride[d] != b->stride[d])
      return false;
  /* A block that moves part of its rows holds only those.  */
  if (a->skew || b->skew)
    return false;
  if (a->rows || b->rows)
    return a->rows && b->rows && a->row_first == b->row_first
           && a->col_first == b->col_first && a->lo0 == b->lo0
           && a->lo1 == b->lo1 && a->hi0 == b->hi0 && a->hi1 == b->hi1;
  return true;
}

void
accblock_dma_write_back (struct accblock_accel *acc, void *main,
                         const void *local,
                         const struct accblock_dma_section *s, bool add)
{
  if (add)
    accblock_dma_add (acc, main, local, s);
  else
    accblock_dma_put (acc, main, local, s);
}

/* Write the changed resident block RES back.  */
static void
write_back (struct accblock_accel *acc, const struct accblock_resident *res)
{
  accblock_dma_write_back (acc, (void *) res->main, res->local,
                           &res->section, res->add);
}

/* Forget resident block R, writing it back first if it changed.  */
static void
drop_resident (struct accblock_accel *acc, int r)
{
  struct accblock_dma *dma = &acc->dma;
  struct accblock_resident *res = &dma->resident[r];
  if (res->dirty)
    write_back (acc, res);
  dma->resident[r] = dma->resident[--dma->nresident];
}

void
accblock_resident_flush (struct accblock_accel *acc)
{
  struct accblock_dma *dma = &acc->dma;
  /* Prefetches into the memory about to be freed land first.  */
  accblock_dma_drain (acc);
  while (dma->nresident > 0)
    drop_resident (acc, dma->nresident - 1);
  accblock_lmem_release_top (&acc->lmem, 0);
}

/* Drop every block other than an identical one that overlaps S of MAIN:
   its local copy would disagree with main memory once S is fetched or
   written.  Returns the index of an identical block, or -1.  */
static int
settle_overlaps (struct accblock_accel *acc, const unsigned char *main,
                 const struct accblock_dma_section *s)
{
  struct accblock_dma *dma = &acc->dma;
  uintptr_t lo, hi;
  section_range (main, s, &lo, &hi);
  int same = -1;
  for (int r = dma->nresident - 1; r >= 0; r--)
    {
      struct accblock_resident *res = &dma->resident[r];
      if (res->main == main && same_section (&res->section, s))
        {
          same = r;
          continue;
        }
      uintptr_t rlo, rhi;
      section_range (res->main, &res->section, &rlo, &rhi);
      if (rlo < hi && lo < rhi)
        {
          drop_resident (acc, r);
          /* The identical block may have moved into slot R.  */
          if (same == dma->nresident)
            same = r;
        }
    }
  return same;
}

void *
accblock_resident_fetch (struct accblock_accel *acc, const void *main,
                         const struct accblock_dma_section *s, bool write)
{
  if (!acc->reuse)
    return NULL;
  struct accblock_dma *dma = &acc->dma;
  int same = settle_overlaps (acc, main, s);
  if (same >= 0)
    {
      acc->counters.reused_bytes += accblock_dma_section_bytes (s);
      dma->resident[same].dirty |= write;
      return dma->resident[same].local;
    }
  size_t bytes = accblock_dma_section_bytes (s);
  void *local = NULL;
  if (dma->nresident < ACCBLOCK_RESIDENT_MAX)
    local = accblock_lmem_alloc_top (&acc->lmem, bytes);
  if (!local)
    {
      /* The top of local memory is a stack: make room by writing back
         and forgetting every resident block.  */
      accblock_resident_flush (acc);
      local = accblock_lmem_alloc_top (&acc->lmem, bytes);
      if (!local)
        return NULL;
    }
  accblock_dma_get (acc, local, main, s);
  dma->resident[dma->nresident++]
    = (struct accblock_resident) { main, *s, local, write, false, false };
  return local;
}

int
accblock_resident_find (const struct accblock_accel *acc, const void *main,
                        const struct accblock_dma_section *s)
{
  const struct accblock_dma *dma = &acc->dma;
  for (int r = 0; r < dma->nresident; r++)
    if (dma->resident[r].main == main
        && same_section (&dma->resident[r].section, s))
      return r;
  return -1;
}

void
accblock_resident_clean (struct accblock_accel *acc, int r)
{
  struct accblock_resident *res = &acc->dma.resident[r];
  if (res->dirty)
    {
      write_back (acc, res);
      /* Main memory has these sums now: collect the next ones from 0.  */
      if (res->add)
        memset (res->local, 0, accblock_dma_section_bytes (&res->section));
    }
  res->dirty = false;
}

void
accblock_resident_add (struct accblock_accel *acc, const void *main,
                       const struct accblock_dma_section *s, void *local,
                       bool dirty, bool add)
{
  struct accblock_dma *dma = &acc->dma;
  if (dma->nresident == ACCBLOCK_RESIDENT_MAX)
    accblock_fatal ("accelerator %d keeps more than %d resident blocks",
                    acc->id, ACCBLOCK_RESIDENT_MAX);
  dma->resident[dma->nresident++]
    = (struct accblock_resident) { main, *s, local, dirty, false, add };
}

void
accblock_resident_prefetch (struct accblock_accel *acc, const void *main,
                            const struct accblock_dma_section *s,
                            void *local)
{
  accblock_resident_add (acc, main, s, local, false, false);
  acc->dma.resident[acc->dma.nresident - 1].prefetched = true;
  struct accblock_dma_request req = { false, true, local, (void *) main,
                                      *s, NULL };
  accblock_dma_issue (acc, &req);
}

/* Order resident blocks by local address, highest first.  */
static int
higher_local_first (const void *a, const void *b)
{
  uintptr_t la = (uintptr_t) ((const struct accblock_resident *) a)->local;
  uintptr_t lb = (uintptr_t) ((const struct accblock_resident *) b)->local;
  return la < lb ? 1 : la > lb ? -1 : 0;
}

void
accblock_resident_retain (struct accblock_accel *acc, const bool *keep)
{
  struct accblock_dma *dma = &acc->dma;
  /* Blocks are about to move or be freed: prefetches land first.  */
  accblock_dma_drain (acc);
  int kept = 0;
  for (int r = 0; r < dma->nresident; r++)
    if (keep[r])
      dma->resident[kept++] = dma->resident[r];
    else
      accblock_resident_clean (acc, r);
  dma->nresident = kept;
  /* The top is a stack: slide the survivors up against the end of local
     memory, highest first so that no copy overwrites a block not yet
     moved.  A local copy, not a transfer: nothing is counted.  */
  qsort (dma->resident, (size_t) kept, sizeof *dma->resident,
         higher_local_first);
  struct accblock_lmem *lmem = &acc->lmem;
  size_t top = lmem->size;
  for (int r = 0; r < kept; r++)
    {
      struct accblock_resident *res = &dma->resident[r];
      size_t bytes = accblock_dma_section_bytes (&res->section);
      top = (top - bytes) & ~(size_t) (ACCBLOCK_LMEM_ALIGN - 1);
      memmove (lmem->base + top, res->local, bytes);
      res->local = lmem->base + top;
    }
  accblock_lmem_release_top (lmem, lmem->size - top);
}

/* ---- Boxes added to main memory ----

   A nest split along a reduction level (accblock-abi.h, split_level)
   runs the runs of that level's tiles as different tasks; each stages
   the boxes of the sections it only adds to zero-filled, so that they
   collect its partial sums, and adds them to main memory when they are
   written back.  Main memory is read and written under ADD_LOCK, one
   box at a time, so that the tasks' sums all arrive; integer addition
   modulo 2^bits gives the same bits in any order.  The lock is not
   reduce.c's: a tile that runs under this one may still combine a
   scalar reduction.  */

static pthread_mutex_t add_lock = PTHREAD_MUTEX_INITIALIZER;

void
accblock_add_lock (struct accblock_accel *acc)
{
  /* Time spent waiting for another accelerator's combine is waiting,
     not computing or transferring.  */
  uint64_t start = accblock_now_ns ();
  pthread_mutex_lock (&add_lock);
  acc->counters.wait_ns += accblock_now_ns () - start;
}

void
accblock_add_unlock (void)
{
  pthread_mutex_unlock (&add_lock);
}

void
accblock_dma_add (struct accblock_accel *acc, void *main, const void *local,
                  const struct accblock_dma_section *s)
{
  size_t bytes = accblock_dma_section_bytes (s);
  int size = (int) s->elem_size;
  if (size != 1 && size != 2 && size != 4 && size != 8)
    accblock_fatal ("adding a box of %d-byte elements", size);
  /* The main-memory copy, packed like LOCAL; at least one byte so that
     an empty box needs no special case.  */
  unsigned char *sum = malloc (bytes ? bytes : 1);
  if (!sum)
    accblock_fatal ("out of memory adding a box of %zu bytes", bytes);
  const unsigned char *part = local;
  accblock_add_lock (acc);
  accblock_dma_get (acc, sum, main, s);
  for (size_t at = 0; at < bytes; at += (size_t) size)
    accblock_int_store (sum + at, size,
                        accblock_int_load (sum + at, size)
                        + accblock_int_load (part + at, size));
  accblock_dma_put (acc, main, sum, s);
  pthread_mutex_unlock (&add_lock);
  free (sum);
}
