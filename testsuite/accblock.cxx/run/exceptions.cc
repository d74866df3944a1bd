// A nest whose body throws stays as written: the exception leaves the
// loop at the same iteration as with plain g++, and a range-based for
// runs as written too.
#include <cstdio>
#include <vector>

static int
checked (int i)
{
  if (i == 37)
    throw i;
  return i * i;
}

int a[64];

int
main (void)
{
  try
    {
#pragma acc parallel loop block(i:8)
      for (int i = 0; i < 64; i++)
	a[i] = checked (i);
    }
  catch (int bad)
    {
      printf ("caught %d\n", bad);
    }
  std::vector<int> v (10, 2);
#pragma acc parallel loop
  for (int &x : v)
    x *= 3;
  long s = 0;
  for (int i = 0; i < 64; i++)
    s = s * 3 + a[i];
  for (int x : v)
    s += x;
  printf ("%ld\n", s);
  return 0;
}
