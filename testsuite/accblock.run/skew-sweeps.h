/* Sweeps in place inside time loops, for skew-paper.c and skew-host.c:
   the plugin built with -fauto-block tiles each time loop with the
   sweep inside it in skewed fronts (plugin/skew.cc) and must print what
   plain gcc prints, in reverse order on three threads.  gs1 is a
   one-dimensional Gauss-Seidel sweep (C = (0, 1)), box a
   three-dimensional one (C = (0, 1, 1, 1)), left reads three to the
   left and two to the right (C = (0, 3)) with bounds tested by <= and a
   negative first index, pair writes two elements per iteration (C =
   (0, 2, 1)), ahead a sweep without time loop (C = (0, 2)).
   Sizes include nests that do not run, a time loop that does not run,
   and sizes that are no multiple of anything.  Integer arithmetic, so
   the order of the sums cannot change a bit.  */

#include <stdio.h>

static void __attribute__ ((noinline))
gs1 (int steps, int n, unsigned *A)
{
  for (int t = 0; t < steps; t++)
    for (int i = 1; i < n - 1; i++)
      A[i] = (A[i - 1] + 3u * A[i] + A[i + 1]) * 5u;
}

static void __attribute__ ((noinline))
box (int steps, int n, unsigned A[n][n][n])
{
  for (int t = 0; t <= steps; t++)
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
	for (int k = 1; k < n - 1; k++)
	  A[i][j][k] = (A[i - 1][j][k] + A[i + 1][j][k] * 3u + A[i][j - 1][k]
			+ A[i][j + 1][k] * 5u + A[i][j][k - 1]
			+ A[i][j][k + 1] * 7u) * 11u;
}

static void __attribute__ ((noinline))
left (int steps, int n, unsigned *A)
{
  for (int t = -2; t <= steps - 3; t++)
    for (int i = -4; i <= n - 8; i++)
      A[i + 7] = A[i + 4] * 3u + A[i + 9] + A[i + 7];
}

static void __attribute__ ((noinline))
ahead (int n, int m, unsigned A[n][m])
{
  for (int i = 2; i < n - 2; i++)
    for (int j = 2; j < m - 2; j++)
      A[i][j] = A[i - 1][j + 2] * 5u + A[i][j - 1] + A[i + 1][j - 2];
}

static void __attribute__ ((noinline))
pair (int steps, int n, unsigned A[n][n])
{
  for (int t = 0; t < steps; t++)
    for (int i = 1; i < n - 2; i++)
      for (int j = 1; j < n - 1; j++)
	{
	  A[i][j] = A[i - 1][j] * 3u + A[i][j + 1];
	  A[i + 1][j] = A[i][j - 1] * 5u + 1u;
	}
}

static unsigned
hash (const unsigned *p, long count)
{
  unsigned h = 2166136261u;
  for (long x = 0; x < count; x++)
    h = (h ^ p[x]) * 16777619u;
  return h;
}

static unsigned grid[23 * 23 * 23 + 12];

static void
fill (long count)
{
  for (long x = 0; x < count; x++)
    grid[x] = (unsigned) (x * 2654435761u) >> 5;
}

int
main (void)
{
  static const int sizes[] = { 0, 1, 2, 3, 4, 7, 12, 23 };
  static const int steps[] = { 0, 1, 2, 5 };
  for (unsigned s = 0; s < sizeof sizes / sizeof sizes[0]; s++)
    for (unsigned k = 0; k < sizeof steps / sizeof steps[0]; k++)
      {
	int n = sizes[s], T = steps[k];
	long cube = (long) n * n * n;
	fill (cube + 12);
	gs1 (T, (int) cube, grid);
	printf ("gs1 %ld %d: %08x\n", cube, T, hash (grid, cube));
	fill (cube);
	box (T, n, (unsigned (*)[n][n]) grid);
	printf ("box %d %d: %08x\n", n, T, hash (grid, cube));
	fill (cube + 12);
	left (T, (int) cube, grid);
	printf ("left %ld %d: %08x\n", cube, T, hash (grid, cube + 12));
	fill ((long) n * n);
	pair (T, n, (unsigned (*)[n]) grid);
	printf ("pair %d %d: %08x\n", n, T, hash (grid, (long) n * n));
	fill ((long) n * (n + 3));
	ahead (n, n + 3, (unsigned (*)[n + 3]) grid);
	printf ("ahead %d: %08x\n", n, hash (grid, (long) n * (n + 3)));
      }
  return 0;
}
