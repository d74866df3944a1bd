// A member and a variable captured by reference named in the reduction
// clauses of a compute construct and of the loop inside it: the loop's
// partial results must reach the construct's copy, not the member or
// the captured variable behind it, or the construct's own result would
// overwrite them when it is stored back.
#include <cstdio>

int a[256];

struct counter
{
  long sum;

  void
  add (int n)
  {
#pragma acc parallel reduction(+:sum)
    {
#pragma acc loop block(i:16) reduction(+:sum)
      for (int i = 0; i < n; i++)
	sum += a[i];
    }
  }
};

int
main (void)
{
  for (int i = 0; i < 256; i++)
    a[i] = i % 11;
  counter c;
  c.sum = 1000;
  c.add (256);
  long t = 5;
  auto twice = [&] () {
#pragma acc parallel reduction(+:t)
    {
#pragma acc loop block(i:16) reduction(+:t)
      for (int i = 0; i < 256; i++)
	t += a[i] * 2;
    }
  };
  twice ();
  printf ("%ld %ld\n", c.sum, t);
  return 0;
}
