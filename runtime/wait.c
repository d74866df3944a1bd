/* wait.c -- how a host thread waits for the others: poll, then sleep.

   Why this file exists: dispatches follow each other closely in a time
   loop (Jacobi's two nests, 50 steps, a fraction of a millisecond each);
   a worker woken from a condition variable for each of them started its
   tile late and slow, so that on the 2-core development machine the
   worker's accelerator computed the same tiles in 1.5 times the
   dispatching thread's time.  So a waiting thread polls first, as
   libgomp's do (GOMP_SPINCOUNT).  The poll must outlast the time it
   takes to wake a sleeping thread: on a virtual machine a CPU that went
   idle can take a fraction of a millisecond to run again, and with a
   shorter poll both threads fall asleep at every dispatch of a time
   loop.  The poll is bounded so that a program that dispatches rarely
   does not keep a core busy.  (benchmarks/README.md, "Dispatch cost",
   has the measurements.)

   Polling only pays while every thread has a CPU of its own.  With more
   threads than the CPUs the process may use (its affinity mask, as
   taskset sets it), a polling thread takes the CPU of one that has work
   and the program slows down by orders of magnitude.  libgomp then
   throttles its spin count (to 100 polls,
   GOMP_SPINCOUNT's throttled value); here the throttled poll is as
   short, and gives the CPU away between polls (sched_yield), so that
   the thread with work runs at once.  ACCBLOCK_WAIT_POLICY=passive
   sleeps at once, as OMP_WAIT_POLICY=passive does for libgomp on a
   machine shared with other programs.

   The choice is a pure function of the thread and CPU counts and the
   policy (accblock_wait_choose), so that the unit tests can check it
   without timing anything.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-internal.h"

#include <sched.h>

struct accblock_wait
accblock_wait_choose (unsigned long threads, unsigned long cpus,
                      bool passive)
{
  struct accblock_wait w = { 0, 0 };
  /* An unreadable CPU count is one CPU, the safe side.  */
  if (cpus == 0)
    cpus = 1;
  if (passive)
    return w;
  if (threads > cpus)
    w.yields = ACCBLOCK_WAIT_THROTTLED_POLLS;
  else
    w.spin_ns = ACCBLOCK_WAIT_SPIN_NS;
  return w;
}

/* Poll READY (ARG) for up to W->spin_ns.  */
static bool
spin (const struct accblock_wait *w, bool (*ready) (uint64_t), uint64_t arg)
{
  uint64_t deadline = accblock_now_ns () + w->spin_ns;
  for (unsigned polls = 1;; polls++)
    {
      if (ready (arg))
        return true;
#if defined __x86_64__ || defined __i386__
      __builtin_ia32_pause ();
#endif
      /* Reading the clock costs more than a poll.  */
      if (polls % 64 == 0 && accblock_now_ns () > deadline)
        return false;
    }
}

bool
accblock_wait_poll (const struct accblock_wait *w,
                    bool (*ready) (uint64_t), uint64_t arg)
{
  if (w->spin_ns > 0)
    return spin (w, ready, arg);
  for (unsigned polls = 0; polls < w->yields; polls++)
    {
      if (ready (arg))
        return true;
      sched_yield ();
    }
  return ready (arg);
}
