/* main.c -- the program the driver tests build through accblock-gcc and
   accblock.specs: a blocked loop (so the plugin has work), a call into
   libaccblock (so the link needs the runtime) and a second translation
   unit (helper.c) for the several-sources cases.  MESSAGE checks that
   arguments with spaces and quotes reach gcc unchanged.  */

#include <stdio.h>
#include <accblock.h>

#ifndef MESSAGE
#define MESSAGE "no message"
#endif

int helper_sum (int n);

int values[64];

int
main (void)
{
  int i;
  long sum = 0;

#pragma acc parallel loop block(i:8)
  for (i = 0; i < 64; i++)
    values[i] = 2 * i;

  for (i = 0; i < 64; i++)
    sum += values[i];
  printf ("sum %ld helper %d abi %d [%s]\n", sum, helper_sum (10),
          accblock_abi_version (), MESSAGE);
  return 0;
}
