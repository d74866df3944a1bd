/* test-util.h -- small chores several runtime unit tests share.

   Why this file exists: the tests of fallbacks and warnings read what a
   call printed on standard error, and the tests of the counters read
   the statistics as a value; each test file used to write its own copy
   of these helpers.  The helpers that fork a child are in
   child-output.h.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef ACCBLOCK_TEST_UTIL_H
#define ACCBLOCK_TEST_UTIL_H

#include "accblock.h"

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

/* Run BODY with standard error going to a file, and put what it printed
   into OUT (SIZE bytes, NUL-terminated, cut short if need be).  */
static inline void
capture_stderr (void (*body) (void), char *out, size_t size)
{
  fflush (stderr);
  FILE *file = tmpfile ();
  int saved = dup (2);
  if (!file || saved < 0)
    abort ();
  dup2 (fileno (file), 2);
  body ();
  fflush (stderr);
  dup2 (saved, 2);
  close (saved);
  rewind (file);
  size_t len = fread (out, 1, size - 1, file);
  out[len] = '\0';
  fclose (file);
}

/* The statistics so far (accblock_stats_get), as a value.  */
static inline struct accblock_stats
stats (void)
{
  struct accblock_stats s;
  accblock_stats_get (&s);
  return s;
}

#endif /* ACCBLOCK_TEST_UTIL_H */
