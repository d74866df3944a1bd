// Under -fno-exceptions -fno-rtti the nest with calls is blocked; the
// results are those of plain g++.
// { dg-options "-fno-exceptions -fno-rtti" }
#include <cstdio>

__attribute__ ((noinline)) static int
square (int i)
{
  return i * i;
}

long a[300];

int
main (void)
{
#pragma acc parallel loop block(i:32)
  for (int i = 0; i < 300; i++)
    a[i] = square (i) - 7 * i;
  long s = 0;
  for (int i = 0; i < 300; i++)
    s = s * 5 + a[i];
  printf ("%ld\n", s);
  return 0;
}
