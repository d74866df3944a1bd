/* child-output.h -- read what a forked test child printed.

   Why this file exists: the tests of fatal paths (bad settings, bad
   descriptors) run the failing code in a child process and check the one
   message it prints; reading that message is the same chore in every such
   test.  */

#ifndef ACCBLOCK_CHILD_OUTPUT_H
#define ACCBLOCK_CHILD_OUTPUT_H

#include <stddef.h>
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

#endif /* ACCBLOCK_CHILD_OUTPUT_H */
