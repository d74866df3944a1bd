// Class members in clauses of a member function: a reduction into a
// member (written as "sum" and as "this->max_seen"), a private member
// the loop body uses as scratch, a firstprivate member, and data
// clauses on member arrays.  The private member's value after the loop
// is not printed: OpenACC leaves the original alone, plain g++ (which
// ignores the pragmas) does not.
#include <cstdio>

struct histogram
{
  static const int N = 240;
  int v[N];
  long sum;
  long max_seen;
  double scratch;
  int scale;

  void
  accumulate (int n)
  {
#pragma acc parallel loop block(i:16) reduction(+:sum) copyin(v[0:n])
    for (int i = 0; i < n; i++)
      sum += v[i] * (i % 5);
  }

  void
  peak (int n)
  {
#pragma acc parallel loop block(i:32) reduction(max:this->max_seen)
    for (int i = 0; i < n; i++)
      if (v[i] * 3 > max_seen)
	max_seen = v[i] * 3;
  }

  void
  smooth (int n)
  {
#pragma acc parallel loop block(i:24) private(scratch) firstprivate(scale) copy(v)
    for (int i = 0; i < n; i++)
      {
	scratch = v[i] * 0.5 + scale;
	v[i] = (int) scratch + (int) scratch % 3;
      }
  }
};

histogram h;

int
main (void)
{
  for (int i = 0; i < histogram::N; i++)
    h.v[i] = (i * 37) % 101;
  h.sum = 7;
  h.max_seen = -5;
  h.scratch = 0;
  h.scale = 3;
  h.accumulate (histogram::N);
  h.peak (histogram::N);
  h.smooth (histogram::N);
  h.accumulate (100);
  long c = 0;
  for (int i = 0; i < histogram::N; i++)
    c = c * 3 + h.v[i];
  printf ("%ld %ld %d %ld\n", h.sum, h.max_seen, h.scale, c);
  return 0;
}
