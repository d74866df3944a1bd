/* print-array.h -- how the kernel tests of this directory print a result.

   Why this file exists: every kernel must show any difference between
   the plugin build and plain gcc's, in any bit of any element; one
   printer serves them all.  It prints the FNV-1a hash of the bytes of
   every element, and the first and last element exactly.  */

#ifndef ACCBLOCK_PRINT_ARRAY_H
#define ACCBLOCK_PRINT_ARRAY_H

#include <stdio.h>
#include <string.h>

static void
print_array (const char *name, const double *v, int n)
{
  unsigned long long hash = 14695981039346656037ULL;
  int i;
  size_t b;

  for (i = 0; i < n; i++)
    {
      unsigned char bytes[sizeof (double)];
      memcpy (bytes, &v[i], sizeof bytes);
      for (b = 0; b < sizeof bytes; b++)
	hash = (hash ^ bytes[b]) * 1099511628211ULL;
    }
  printf ("%s %016llx %a %a\n", name, hash, v[0], v[n - 1]);
}

#endif /* ACCBLOCK_PRINT_ARRAY_H */
