/* Scalars in a blocked nest: read-only locals and parameters captured by
   value, temporaries written before they are read (private to each
   tile), parameters as induction variables, a per-row accumulator
   initialised inside the nest, an address-taken local read in the nest,
   and the IVs used after the nest.  */

#include <stdio.h>

#define N 12
int a[N][N], rowsum[N];

static int
kernel (int n, int scale, int bias)
{
  int i, t, acc;
  int addressed = 3;
  int *p = &addressed;
  *p += bias;
#pragma acc parallel loop block(i:5)
  for (i = 0; i < n; i++)
    {
      acc = 0;
      for (int j = 0; j < n; j++)
	{
	  t = i * scale + j;
	  a[i][j] = t * t % 97 + addressed;
	  acc += a[i][j];
	}
      rowsum[i] = acc;
    }
  return i;
}

/* The IVs are parameters of the function; the outer one is returned.  */

static int
parameter_ivs (int i, int j, int n)
{
#pragma acc parallel loop block(i:2, j:5)
  for (i = 1; i < n; i++)
    for (j = 0; j < n; j += 2)
      a[i][j] += i * j;
  return i * 100 + j;
}

int
main (int argc, char **argv)
{
  int last = kernel (N - argc + 1, 3, argc);
  last += parameter_ivs (-1, -1, N);
  for (int i = 0; i < N; i++)
    {
      for (int j = 0; j < N; j++)
	printf ("%d ", a[i][j]);
      printf ("| %d\n", rowsum[i]);
    }
  printf ("last %d\n", last);
  return 0;
}
