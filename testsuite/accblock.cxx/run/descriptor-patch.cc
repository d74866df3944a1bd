// Descriptor words the runtime reads from the capture record (patches,
// accblock-abi.h) in C++: a bound read through a reference parameter
// and an unsigned one (both stay stores), bounds of a function
// template's instances and of a member function, called again and again
// with other values.  The
// output must be plain g++'s.

#include <cstdio>

static int data[512];

template <typename T>
static void
fill (T lo, T hi, int scale)
{
#pragma acc parallel loop block(i:6)
  for (T i = lo + 1; i < hi - 2; i++)
    data[i] += (int) i * scale;
}

struct rows
{
  long n;
  void
  run (int *a) const
  {
#pragma acc parallel loop block(i:4)
    for (long i = 2; i < n - 3; i++)
      a[i] = (int) (i * n % 97);
  }
};

static void
by_ref (const int &n, int *a)
{
#pragma acc parallel loop block(i:8)
  for (int i = 0; i < n - 1; i++)
    a[i] += 5;
}

static long
checksum ()
{
  long s = 0;
  for (int k = 0; k < 512; k++)
    s += (long) data[k] * (k % 7 + 1);
  return s;
}

int
main ()
{
  static const int bounds[] = { 0, 3, 100, 511, 40 };
  for (int b : bounds)
    {
      fill<int> (-1, b, 3);
      fill<long> (0, b, 2);
      if (b >= 3)
	fill<unsigned> (1, (unsigned) b, 1);
      rows r = { b };
      r.run (data);
      by_ref (b, data);
      std::printf ("%d: %ld\n", b, checksum ());
    }
  return 0;
}
