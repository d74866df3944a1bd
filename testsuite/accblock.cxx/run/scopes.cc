// Nests in scopes that hold objects with destructors (the nest sits in
// a cleanup's body), a compute region with a private array, and a
// private plain struct.
#include <cstdio>
#include <string>
#include <vector>

struct point
{
  int x, y;
};

static long
work (int n)
{
  std::vector<int> v (n);
  std::string tag ("scopes");
  int *pv = v.data ();
#pragma acc parallel loop block(i:16)
  for (int i = 0; i < n; i++)
    pv[i] = i * 3 + (int) tag.size ();
  point p;
  long s = 0;
#pragma acc parallel loop private(p) reduction(+:s)
  for (int i = 0; i < n; i++)
    {
      p.x = pv[i];
      p.y = i;
      s += p.x - p.y;
    }
  int t[4];
#pragma acc parallel private(t)
  {
#pragma acc loop block(i:8)
    for (int i = 0; i < n; i++)
      {
	t[i % 4] = i;
	pv[i] += t[i % 4];
      }
  }
  for (int i = 0; i < n; i++)
    s = s * 3 + pv[i];
  return s;
}

int
main (void)
{
  printf ("%ld %ld\n", work (100), work (37));
  return 0;
}
