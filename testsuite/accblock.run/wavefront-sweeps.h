/* In-place sweeps for wavefront-paper.c and wavefront-host.c: the
   plugin built with -fauto-block must print what plain gcc prints, in
   reverse order on three threads.  seidel's tiles could run in fronts
   of tiles one row high (wavefront.cc); ahead reads two columns ahead
   on the row above; transposed has a dependence without constant
   distance; rows has every dependence on the rows only, so its inner
   loop runs in parallel.  Sizes include nests that do not run and
   sizes that are no multiple of anything.  Integer arithmetic, so the
   order of the sums cannot change a bit.  */

#include <stdio.h>

static void __attribute__ ((noinline))
seidel (int steps, int n, int m, unsigned A[n][m])
{
  for (int t = 0; t < steps; t++)
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < m - 1; j++)
	A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1]
		   + A[i][j - 1] + 3u * A[i][j] + A[i][j + 1]
		   + A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1]) * 7u;
}

static void __attribute__ ((noinline))
ahead (int n, int m, unsigned A[n][m])
{
  for (int i = 2; i < n - 2; i++)
    for (int j = 2; j < m - 2; j++)
      A[i][j] = A[i - 1][j + 2] * 5u + A[i][j - 1] + A[i + 1][j - 2];
}

static void __attribute__ ((noinline))
transposed (int n, unsigned A[n][n])
{
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      A[i][j] = A[i - 1][j] * 3u + A[j][i];
}

static void __attribute__ ((noinline))
rows (int n, int m, unsigned A[n][m])
{
  for (int i = 1; i < n; i++)
    for (int j = 0; j < m; j++)
      A[i][j] = A[i - 1][j] * 9u + A[i][j];
}

static unsigned
hash (const unsigned *p, long count)
{
  unsigned h = 2166136261u;
  for (long x = 0; x < count; x++)
    h = (h ^ p[x]) * 16777619u;
  return h;
}

static unsigned grid[67 * 61];

static void
fill (long count)
{
  for (long x = 0; x < count; x++)
    grid[x] = (unsigned) (x * 2654435761u) >> 5;
}

int
main (void)
{
  static const int sizes[][2] = { { 1, 1 }, { 2, 5 }, { 3, 3 }, { 4, 7 },
				  { 5, 5 }, { 9, 13 }, { 33, 17 },
				  { 67, 61 } };
  for (unsigned s = 0; s < sizeof sizes / sizeof sizes[0]; s++)
    {
      int n = sizes[s][0], m = sizes[s][1];
      long count = (long) n * m;
      fill (count);
      seidel (3, n, m, (unsigned (*)[m]) grid);
      printf ("seidel %d x %d: %08x\n", n, m, hash (grid, count));
      fill (count);
      ahead (n, m, (unsigned (*)[m]) grid);
      printf ("ahead %d x %d: %08x\n", n, m, hash (grid, count));
      fill (count);
      rows (n, m, (unsigned (*)[m]) grid);
      printf ("rows %d x %d: %08x\n", n, m, hash (grid, count));
      fill ((long) n * n);
      transposed (n, (unsigned (*)[n]) grid);
      printf ("transposed %d: %08x\n", n, hash (grid, (long) n * n));
    }
  return 0;
}
