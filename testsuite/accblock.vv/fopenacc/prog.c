/* prog.c -- an OpenACC program for fopenacc.exp: it must compile with
   -fopenacc through accblock in every driver mode and print "ok" only
   when it ran on libaccblock (not libgomp) with the right macros.  */

#include <openacc.h>
#include <stdio.h>

#if !defined _OPENACC || _OPENACC != 201711
#error "_OPENACC is not 201711"
#endif

#define N 1000

static int a[N];

int
main (void)
{
  int on_host = acc_on_device (acc_device_host);
#pragma acc parallel loop
  for (int i = 0; i < N; i++)
    a[i] = i * __builtin_goacc_parlevel_size (0)
           + __builtin_goacc_parlevel_id (2)
           + acc_on_device (acc_device_not_host);
  long sum = 0;
  for (int i = 0; i < N; i++)
    sum += a[i];
  acc_copyin (a, sizeof a);
  int present = acc_is_present (a, sizeof a);
  acc_delete (a, sizeof a);
  /* libgomp's host fallback would report acc_device_host and leave
     acc_on_device (acc_device_not_host) false in the loop.  */
  if (sum == (long) N * (N - 1) / 2 + N && on_host && present
      && !acc_is_present (a, sizeof a)
      && acc_get_device_type () == acc_device_not_host)
    puts ("ok");
  else
    printf ("wrong: sum %ld on_host %d present %d type %d\n", sum, on_host,
            present, (int) acc_get_device_type ());
  return 0;
}
