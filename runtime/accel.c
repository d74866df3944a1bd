/* accel.c -- what every layer may ask of the accelerator it runs on: which
   one the calling thread carries, and a span on its trace track.

   Why this file exists: the DMA engine records its transfers as trace
   spans and the reductions ask which accelerator runs the calling tile,
   but the accelerators themselves are made and driven by the dispatch
   (device.c), the top of the runtime.  Keeping these two small services
   here, at the bottom, lets the lower layers (local memory, DMA,
   staging) use them without calling up into the dispatch
   (doc/architecture.texi, "Runtime layers").

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-internal.h"

static _Thread_local struct accblock_accel *current_accel;

struct accblock_accel *
accblock_current_accel (void)
{
  return current_accel;
}

void
accblock_set_current_accel (struct accblock_accel *acc)
{
  current_accel = acc;
}

void
accblock_accel_span (struct accblock_accel *acc, enum accblock_span kind,
                     uint64_t start_ns, uint64_t end_ns)
{
  struct accblock_trace *t = &acc->trace;
  if (!t->events)
    return;
  /* A full buffer counts what it drops, so that a long run cannot
     exhaust memory and the trace still says it is incomplete.  */
  if (t->count == t->capacity)
    {
      t->dropped++;
      return;
    }
  t->events[t->count++] = (struct accblock_trace_event) {
    start_ns, end_ns - start_ns, kind };
}
