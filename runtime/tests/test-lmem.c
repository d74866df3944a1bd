/* test-lmem.c -- the local-memory arena of an accelerator.

   Why this file exists: nothing may ever be placed beyond the configured
   local memory.  These checks fill arenas of awkward sizes from both
   ends, verify every allocation lies inside and that a refused request
   changes nothing, detect writes past either end through the guard
   bytes (also in an arena as large as an L2 cache, which is mapped on
   its own), and check that a tile sees exactly the configured size and
   that a dispatch whose tile overruns it is stopped.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-internal.h"
#include "test-api.h"
#include "tap.h"
#include "test-nest-desc.h"
#include "test-util.h"
#include "tile-words.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static bool
inside (const struct accblock_lmem *lmem, const void *p, size_t bytes)
{
  const unsigned char *c = p;
  return c >= lmem->base && c + bytes <= lmem->base + lmem->size
         && ((uintptr_t) c % ACCBLOCK_LMEM_ALIGN) == 0;
}

static void
test_fill (size_t size)
{
  struct accblock_lmem lmem;
  tap_ok (accblock_lmem_init (&lmem, size), "arena of %zu bytes", size);
  bool ok = true;
  size_t served = 0;
  /* Alternate ends with sizes that do not divide the alignment.  */
  for (size_t n = 1;; n++)
    {
      size_t bytes = 7 * n % 61 + 1;
      void *p = n % 2 ? accblock_lmem_alloc (&lmem, bytes)
                      : accblock_lmem_alloc_top (&lmem, bytes);
      if (!p)
        break;
      ok &= inside (&lmem, p, bytes);
      memset (p, 0xff, bytes);
      served += bytes;
    }
  size_t low = lmem.low, high = lmem.high;
  ok &= lmem.low + lmem.high <= size;
  ok &= accblock_lmem_alloc (&lmem, size) == NULL
        && accblock_lmem_alloc_top (&lmem, size) == NULL;
  ok &= lmem.low == low && lmem.high == high;
  tap_ok (ok && served > 0, "%zu-byte arena: %zu bytes served from "
          "both ends, all inside and aligned, refusals change nothing", size,
          served);
  tap_ok (accblock_lmem_guards_intact (&lmem) && lmem.high_water <= size,
          "%zu-byte arena: guards intact after filling, high water %zu",
          size, lmem.high_water);
  accblock_lmem_fini (&lmem);
}

static void
test_exact_size (void)
{
  struct accblock_lmem lmem;
  accblock_lmem_init (&lmem, 16384);
  void *all = accblock_lmem_alloc (&lmem, 16384);
  tap_ok (all == lmem.base && accblock_lmem_available (&lmem) == 0,
          "exactly 16384 bytes fit");
  tap_ok (accblock_lmem_alloc (&lmem, 1) == NULL
          && accblock_lmem_alloc_top (&lmem, 1) == NULL,
          "not one byte more");
  accblock_lmem_release (&lmem, 0);
  tap_ok (accblock_lmem_alloc (&lmem, 16385) == NULL,
          "16385 bytes refused at once");
  tap_ok (accblock_lmem_alloc (&lmem, SIZE_MAX) == NULL
          && accblock_lmem_alloc_top (&lmem, SIZE_MAX) == NULL,
          "huge requests refused without wrapping");
  size_t mark = accblock_lmem_mark (&lmem);
  accblock_lmem_alloc (&lmem, 100);
  void *top = accblock_lmem_alloc_top (&lmem, 100);
  accblock_lmem_release (&lmem, mark);
  tap_ok (lmem.low == mark && top != NULL && lmem.high >= 100
          && lmem.high_water >= 200, "release to a mark keeps the top");

  /* A write one byte past either end is caught.  */
  lmem.base[lmem.size] ^= 1;
  tap_ok (!accblock_lmem_guards_intact (&lmem), "write past the end seen");
  lmem.base[lmem.size] ^= 1;
  lmem.base[-1] ^= 1;
  tap_ok (!accblock_lmem_guards_intact (&lmem),
          "write before the start seen");
  lmem.base[-1] ^= 1;
  tap_ok (accblock_lmem_guards_intact (&lmem), "guards restored");
  accblock_lmem_fini (&lmem);
}

/* An arena as large as the host target's (an L2 cache) has a mapping of
   its own: it starts on a huge-page boundary, nothing is written before
   the first allocation, and from then on the guards catch a stray write
   as in a small arena.  */
static void
test_large_arena (void)
{
  struct accblock_lmem lmem;
  size_t size = (size_t) 1 << 20;
  bool made = accblock_lmem_init (&lmem, size);
  tap_ok (made && lmem.mapped >= size
          && (uintptr_t) lmem.allocation % ((size_t) 2 << 20) == 0,
          "1 MiB arena: own mapping of %zu bytes on a 2 MiB boundary",
          lmem.mapped);
  tap_ok (!lmem.guarded && accblock_lmem_guards_intact (&lmem),
          "1 MiB arena: untouched until first used");
  unsigned char *all = accblock_lmem_alloc (&lmem, size);
  tap_ok (all == lmem.base && lmem.guarded
          && accblock_lmem_guards_intact (&lmem),
          "1 MiB arena: the whole arena served, guards written");
  memset (all, 0x5a, size);
  tap_ok (accblock_lmem_guards_intact (&lmem),
          "1 MiB arena: filling it leaves the guards intact");
  all[size] ^= 1;
  tap_ok (!accblock_lmem_guards_intact (&lmem),
          "1 MiB arena: write past the end seen");
  all[size] ^= 1;
  all[-1] ^= 1;
  tap_ok (!accblock_lmem_guards_intact (&lmem),
          "1 MiB arena: write before the start seen");
  all[-1] ^= 1;
  accblock_lmem_fini (&lmem);
}

static void
report_twice (void)
{
  accblock_lmem_report_no_fit ("mm.c:5:9", "b", 20480, 16000, 16384,
                               "falling back to direct access");
  accblock_lmem_report_no_fit ("mm.c:5:9", "b", 20480, 16000, 16384,
                               "falling back to direct access");
}

static void
test_report (void)
{
  char buf[1024];
  capture_stderr (report_twice, buf, sizeof buf);
  tap_ok (strcmp (buf, "accblock: mm.c:5:9: array 'b' needs 20480 bytes of "
                  "local memory but only 16000 of 16384 are free; falling "
                  "back to direct access\n") == 0,
          "no-fit report names nest, array, bytes needed and available, "
          "once: %.*s", (int) strcspn (buf, "\n"), buf);
}

/* ---- through a dispatch ---- */

static _Atomic int wrong_size;

static void
size_tile (void *cap, const int64_t *tile)
{
  (void) cap;
  (void) tile;
  struct accblock_lmem *lmem = &accblock_current_accel ()->lmem;
  /* Each tile starts with the whole arena free.  */
  if (accblock_lmem_available (lmem) != 4096 - lmem->high
      || accblock_lmem_alloc (lmem, 4097) != NULL
      || accblock_lmem_alloc (lmem, 4096 - lmem->high) == NULL)
    atomic_fetch_add (&wrong_size, 1);
}

static void
too_big_tile (void *cap, const int64_t *tile)
{
  (void) cap;
  struct accblock_accel *acc = accblock_current_accel ();
  if (TILE_START (tile, 0) % 2 == 0
      && accblock_lmem_alloc_array (acc, 5000, "big.c:2:3", "q",
                                    "accessing it in main memory") != NULL)
    atomic_fetch_add (&wrong_size, 1);
}

static void
overrun_tile (void *cap, const int64_t *tile)
{
  (void) cap;
  struct accblock_lmem *lmem = &accblock_current_accel ()->lmem;
  if (TILE_START (tile, 0) == 3)
    lmem->base[lmem->size + 5] = 0;
}

static void
dispatch (accblock_tile_fn fn)
{
  struct test_nest n = { { ACCBLOCK_ABI_VERSION, 1, 0, 0, 0, 0, 0, -1, 0 },
          { { 0, 20, 1, ACCBLOCK_CMP_LT, 0, 1, 0 } } };
  __accblock_dispatch (&n.head, fn, NULL, "lmem.c:9:9", "block(i:1)");
}

static void
test_dispatch (void)
{
  accblock_set_num_accel (5);
  accblock_set_local_mem (4096);
  dispatch (size_tile);
  tap_ok (atomic_load (&wrong_size) == 0,
          "every tile sees exactly 4096 bytes of local memory");
  struct accblock_stats s;
  accblock_stats_get (&s);
  tap_ok (s.lmem_high_water_bytes == 4096, "high water 4096 (got %llu)",
          (unsigned long long) s.lmem_high_water_bytes);

  accblock_stats_reset ();
  dispatch (too_big_tile);
  accblock_stats_get (&s);
  tap_ok (atomic_load (&wrong_size) == 0 && s.lmem_fallbacks == 10,
          "requests that do not fit fail and count as fallbacks (%llu)",
          (unsigned long long) s.lmem_fallbacks);
}

/* Run this program again as "overrun": its dispatch must be stopped with
   a message naming the accelerator's local memory.  A fresh process,
   because a fork of a process with worker threads cannot start new
   ones under ThreadSanitizer.  */
static void
test_overrun (const char *self)
{
  char path[] = "/tmp/accblock-overrun-XXXXXX";
  int fd = mkstemp (path);
  fflush (stdout);
  pid_t pid = fork ();
  if (pid == 0)
    {
      dup2 (fd, 2);
      execl (self, self, "overrun", (char *) NULL);
      _exit (127);
    }
  int status;
  waitpid (pid, &status, 0);
  char buf[512];
  ssize_t len = pread (fd, buf, sizeof buf - 1, 0);
  buf[len > 0 ? len : 0] = '\0';
  close (fd);
  unlink (path);
  tap_ok (WIFSIGNALED (status)
          && strstr (buf, "accblock: lmem.c:9:9: a tile wrote outside the "
                     "4096 bytes of local memory of accelerator ") == buf,
          "a tile writing past local memory stops the dispatch: %.*s",
          (int) strcspn (buf, "\n"), buf);
}

int
main (int argc, char **argv)
{
  if (argc > 1)
    {
      accblock_set_num_accel (5);
      accblock_set_local_mem (4096);
      dispatch (overrun_tile);
      return 0;
    }
  test_fill (16384);
  test_fill (1000);
  test_fill (17);
  test_exact_size ();
  test_large_arena ();
  test_report ();
  test_dispatch ();
  test_overrun (argv[0]);
  return tap_done ();
}
