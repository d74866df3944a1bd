// Variables a lambda captures, in clauses of a directive in its body:
// by reference (a reduction stores into the enclosing function's
// variable, a private one is scratch the original does not see), by
// copy in a mutable lambda (a reduction into the closure's copy, which
// the next call sees), and firstprivate of a copy.
#include <cstdio>

int a[500];

int
main (void)
{
  int n = 500;
  long sum = 3;
  double t = 7;
  int k = 5;
  for (int i = 0; i < n; i++)
    a[i] = (i * 7) % 23;
  auto by_reference = [&] () {
#pragma acc parallel loop block(i:16) reduction(+:sum) private(t)
    for (int i = 0; i < n; i++)
      {
	t = a[i] * 2.0;
	sum += (long) t;
      }
  };
  by_reference ();
  by_reference ();
  auto by_copy = [=] () mutable {
#pragma acc parallel loop block(i:32) reduction(+:k)
    for (int i = 0; i < n; i++)
      k += a[i];
    return k;
  };
  int k1 = by_copy ();
  int k2 = by_copy ();
  auto first = [n, k] () {
    int s = 0;
#pragma acc parallel loop block(i:10) firstprivate(k) reduction(+:s)
    for (int i = 0; i < n; i++)
      s += a[i] * k;
    return s;
  };
  printf ("%ld %d %d %d %d\n", sum, k, k1, k2, first ());
  return 0;
}
