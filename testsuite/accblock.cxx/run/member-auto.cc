// A reduction into a class member under -fauto-block, which chooses the
// block clause: the member's stand-in is an ordinary reduction variable
// to the inference, and the nest is blocked with sizes the runtime
// chooses (the stats list it).
/* { accblock-final { scan-stats "member-auto.cc:18:9\", \"block\"" } } */
/* { dg-additional-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto" } */
#include <cstdio>

struct totals
{
  int v[4000];
  long sum;
  long squares;

  void
  add (int n)
  {
#pragma acc parallel loop reduction(+:sum, squares)
    for (int i = 0; i < n; i++)
      {
	sum += v[i];
	squares += v[i] * v[i];
      }
  }
};

totals t;

int
main (void)
{
  for (int i = 0; i < 4000; i++)
    t.v[i] = (i * 13) % 29 - 9;
  t.sum = 100;
  t.squares = 1;
  t.add (4000);
  t.add (17);
  printf ("%ld %ld\n", t.sum, t.squares);
  return 0;
}
