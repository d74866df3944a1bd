/* Array sections in data-sharing clauses: private(c[0:n]) and
   firstprivate(c[0:n]) of a pointer's elements on a compute construct
   (each gang, that is each tile of the gang loop, gets its own copy),
   private on a loop, reduction(+:c[0:10]) and reduction on one element
   (the loop's tiles then run in order: the elements are not a scalar
   the runtime combines).  */
/* { accblock-plain-fails } */

#include <stdlib.h>

#define G 10

static int
check (long n, double *a)
{
  double *c = malloc (n * sizeof *c);
  double *d = malloc (G * n * sizeof *d);
  for (long y = 0; y < n; y++)
    c[y] = y;
  /* firstprivate: every gang starts from the host's elements and
     changes its own copy; the host's stay.  */
#pragma acc parallel firstprivate(c[0:n])
  {
#pragma acc loop gang
    for (int x = 0; x < G; ++x)
      {
	for (long y = 0; y < n; ++y)
	  c[y] += x;
	for (long y = 0; y < n; ++y)
	  d[x * n + y] = c[y] + a[y];
      }
  }
  for (int x = 0; x < G; x++)
    for (long y = 0; y < n; y++)
      if (d[x * n + y] != y + x + a[y])
	abort ();
  for (long y = 0; y < n; y++)
    if (c[y] != y)
      abort ();
  /* private on a loop, with a lower bound: each iteration's scratch.  */
#pragma acc parallel loop private(c[1:n - 1])
  for (int x = 0; x < G; ++x)
    {
      for (long y = 1; y < n; ++y)
	c[y] = a[y] * x;
      double s = 0;
      for (long y = 1; y < n; ++y)
	s += c[y];
      d[x] = s;
    }
  for (int x = 0; x < G; x++)
    {
      double s = 0;
      for (long y = 1; y < n; y++)
	s += a[y] * x;
      if (d[x] != s)
	abort ();
    }
  if (c[1] != 1 || c[n - 1] != n - 1)
    abort ();
  /* Reductions into a section and into one element.  */
  long sums[G] = { 0 };
  long count[3] = { 5, 6, 7 };
#pragma acc parallel loop reduction(+:sums[0:G]) reduction(+:count[1])
  for (long y = 0; y < n; y++)
    {
      for (int x = 0; x < G; x++)
	sums[x] += y * x;
      count[1] += 1;
    }
  for (int x = 0; x < G; x++)
    if (sums[x] != x * n * (n - 1) / 2)
      abort ();
  if (count[0] != 5 || count[1] != 6 + n || count[2] != 7)
    abort ();
  free (c);
  free (d);
  return 0;
}

int
main (void)
{
  long n = 257;
  double *a = malloc (n * sizeof *a);
  for (long y = 0; y < n; y++)
    a[y] = (y % 13) * 0.5;
  check (n, a);
  free (a);
  return 0;
}
