/* child-output.h -- read what a forked test child printed.

   Why this file exists: the tests of fatal paths (bad settings, bad
   descriptors) run the failing code in a child process and check the one
   message it prints; starting that child and reading the message is the
   same chore in every such test, and so is checking that it stopped
   with the message expected (check_child_stops).

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef ACCBLOCK_CHILD_OUTPUT_H
#define ACCBLOCK_CHILD_OUTPUT_H

#include "tap.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* Read FD to its end into BUF (at most SIZE - 1 bytes; the rest is
   dropped), strip trailing newlines so messages compare as one line,
   terminate the string and close FD.  */
static void
read_child_output (int fd, char *buf, size_t size)
{
  size_t used = 0;
  ssize_t len;
  while (used < size - 1
         && (len = read (fd, buf + used, size - 1 - used)) > 0)
    used += (size_t) len;
  while (used > 0 && buf[used - 1] == '\n')
    used--;
  buf[used] = '\0';
  close (fd);
}

/* Run BODY (ARG) in a forked child whose standard error (and, with
   WITH_STDOUT, standard output) goes into BUF (SIZE bytes, as
   read_child_output leaves it); the child exits with status 0 if BODY
   returns.  Returns the child's wait status.  */
static inline int
run_in_child (void (*body) (void *), void *arg, bool with_stdout, char *buf,
              size_t size)
{
  int fds[2];
  if (pipe (fds) != 0)
    abort ();
  fflush (stdout);
  pid_t pid = fork ();
  if (pid == 0)
    {
      close (fds[0]);
      dup2 (fds[1], 2);
      if (with_stdout)
        dup2 (fds[1], 1);
      body (arg);
      _exit (0);
    }
  close (fds[1]);
  read_child_output (fds[0], buf, size);
  int status;
  waitpid (pid, &status, 0);
  return status;
}

/* Check (a TAP line about WHAT) that BODY (ARG), run in a child,
   stops on a signal having said EXPECT on standard error.  */
static inline void
check_child_stops (const char *what, void (*body) (void *), void *arg,
                   const char *expect)
{
  char out[1024];
  int status = run_in_child (body, arg, false, out, sizeof out);
  tap_ok (WIFSIGNALED (status) && strstr (out, expect) != NULL,
          "%s stops saying \"%s\" (said: %s)", what, expect, out);
}

#endif /* ACCBLOCK_CHILD_OUTPUT_H */
