/* Serial code without any pragma.  Why: under -fauto-block the plugin
   must find the nests whose outer loop is provably parallel, infer a
   clause for them and dispatch them, and leave every other loop alone;
   either way the program must print bit for bit what plain gcc's build
   prints (see infer.exp).  Dispatched (the stats name their lines): the
   initialisation loops of main, matmul, the two sweeps inside the time
   loop of jacobi, scale (restrict pointers) and the loop whose index is
   read after it.  Left alone: the time loop, the prefix sum (carried
   dependence), the reduction, the loop calling a counting function, the
   histogram (indirect subscript) and the loop whose last value of a
   scalar is used after it.  Each of those would print a different
   result, or race, if it ran tile by tile in parallel.  */

#include <stdio.h>

#define N 64
#define STEPS 4

static int A[N][N], B[N][N], C[N][N];
static double grid[N][N], next[N][N];
static double x[1000], y[1000], prefix[1000];
static int idx[1000], histogram[16];
static int calls;

static int
counted (int value)
{
  calls++;
  return value + calls % 3;
}

static void
matmul (void)
{
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	C[i][j] += A[i][k] * B[k][j];
}

static void
jacobi (void)
{
  for (int t = 0; t < STEPS; t++)
    {
      for (int i = 1; i < N - 1; i++)
	for (int j = 1; j < N - 1; j++)
	  next[i][j] = 0.25 * (grid[i - 1][j] + grid[i + 1][j]
			       + grid[i][j - 1] + grid[i][j + 1]);
      for (int i = 1; i < N - 1; i++)
	for (int j = 1; j < N - 1; j++)
	  grid[i][j] = next[i][j];
    }
}

static void
scale (double *restrict out, const double *restrict in, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = 3 * in[i] + 1;
}

static void
prefix_sum (void)
{
  prefix[0] = x[0];
  for (int i = 1; i < 1000; i++)
    prefix[i] = prefix[i - 1] + x[i];
}

static double
sum (void)
{
  double s = 0;
  for (int i = 0; i < 1000; i++)
    s += y[i] * (i % 7);
  return s;
}

static void
with_calls (void)
{
  for (int i = 0; i < 1000; i++)
    idx[i] = counted (i) % 16;
}

static void
histogram_of_idx (void)
{
  for (int i = 0; i < 1000; i++)
    histogram[idx[i]]++;
}

static double
last_positive (void)
{
  double last = -1;
  for (int i = 0; i < 1000; i++)
    if (prefix[i] > 0)
      last = prefix[i];
  return last;
}

static int
first_index_past (void)
{
  int i;
  for (i = 0; i < 500; i++)
    y[i] = y[i] + y[i + 500];
  return i;
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	A[i][j] = (i * 7 + j * 3) % 11 - 5;
	B[i][j] = (i * 5 + j * 13) % 17 - 8;
	grid[i][j] = (i == 0 || j == 0) ? 100.0 : (double) ((i * j) % 9);
      }
  for (int i = 0; i < 1000; i++)
    x[i] = (i % 13) - 6.5;

  matmul ();
  jacobi ();
  scale (y, x, 1000);
  prefix_sum ();
  double total = sum ();
  with_calls ();
  histogram_of_idx ();
  double last = last_positive ();
  int past = first_index_past ();

  long checksum = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      checksum += (long) C[i][j] * (i + 2 * j + 1);
  double grid_sum = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      grid_sum += grid[i][j] * (i + 1);
  double y_sum = 0;
  for (int i = 0; i < 1000; i++)
    y_sum += y[i] * (i % 5 + 1);
  printf ("matmul %ld\n", checksum);
  printf ("jacobi %.6f\n", grid_sum);
  printf ("y %.3f prefix %.3f sum %.3f\n", y_sum, prefix[999], total);
  printf ("calls %d histogram %d %d %d\n", calls, histogram[0],
	  histogram[7], histogram[15]);
  printf ("last %.3f past %d\n", last, past);
  return 0;
}
