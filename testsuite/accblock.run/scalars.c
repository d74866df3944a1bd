/* Scalars in a blocked nest: read-only locals and parameters captured by
   value, temporaries written before they are read (private to each
   tile), a per-row accumulator initialised inside the nest, an
   address-taken local read in the nest, and the outer IV used after the
   nest.  */

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

int
main (int argc, char **argv)
{
  int last = kernel (N - argc + 1, 3, argc);
  for (int i = 0; i < N; i++)
    {
      for (int j = 0; j < N; j++)
	printf ("%d ", a[i][j]);
      printf ("| %d\n", rowsum[i]);
    }
  printf ("last %d\n", last);
  return 0;
}
