/* Reads whose subscript runs over two loops, neither with constant
   bounds (a convolution's x[i + k] with k < taps, taps known only at run
   time): the outer loop drives the box and the runtime adds the inner
   loop's whole range, which it knows from the descriptor, as the halo.
   Forms: declared and pointer storage, coefficients 2 and -1 on the
   folded loop, two dimensions each with its own folded loop, a folded
   loop that is blocked itself, unsigned indices with steps of 2, a
   folded loop that starts past 0, and filters of length 1, 0 (nothing
   to stage: the references never run) and 7.  Until this change these
   arrays stayed in main memory ("a subscript runs over two loops whose
   bounds are not both constants"); the output must be plain gcc's and
   no access may go to main memory.  */

/* { dg-set-target-env-var ACCBLOCK_SCHEDULE "reverse" } */
/* { dg-set-target-env-var ACCBLOCK_THREADS "3" } */
/* { dg-set-target-env-var ACCBLOCK_LOCAL_MEM "4096" } */
/* { accblock-final { scan-stats "\"direct_accesses\": 0," } } */
/* { accblock-final { scan-stats-not "\"direct_accesses\": \[1-9\]" } } */

#include <stdio.h>
#include <stdlib.h>

#define N 150
#define K 7
#define M 30

double x[N + 3 * K], h[K], y[N];
float grid[M + K][M + K], taps[K][K], image[M][M];

static void
declared (int n, int width)
{
#pragma acc loop block(i:16)
  for (int i = 0; i < n; i++)
    {
      double s = 0;
      for (int k = 0; k < width; k++)
	s += h[k] * x[i + k];
      y[i] = s;
    }
}

static void
pointer_dilated (double *restrict out, const double *restrict in, int n,
		 int width)
{
#pragma acc loop block(i:10)
  for (int i = 0; i < n; i++)
    for (int k = 0; k < width; k++)
      out[i] += in[i + 2 * k] * (k + 1);
}

static void
pointer_backwards (double *restrict out, const double *restrict in, int n,
		   int width)
{
#pragma acc loop block(i:9)
  for (int i = 0; i < n; i++)
    for (int k = 0; k < width; k++)
      out[i] -= in[i - k + K] * 0.5;
}

static void
two_dimensions (int m, int rows, int cols)
{
#pragma acc loop block(i:4, j:8)
  for (int i = 0; i < m; i++)
    for (int j = 0; j < m; j++)
      {
	float acc = 0;
	for (int di = 0; di < rows; di++)
	  for (int dj = 0; dj < cols; dj++)
	    acc += grid[i + di][j + dj] * taps[di][dj];
	image[i][j] = acc;
      }
}

static void
folded_blocked (double *restrict out, int n, int width)
{
#pragma acc loop block(i:8, k:2)
  for (int i = 0; i < n; i++)
    for (int k = 0; k < width; k++)
      out[i] += x[i + k + 3] * h[k];
}

static void
unsigned_steps (double *restrict out, unsigned n, unsigned width)
{
#pragma acc loop block(i:6)
  for (unsigned i = 0; i < n; i += 2)
    for (unsigned k = 1; k < width; k += 2)
      out[i] += x[i + k];
}

static void
starts_late (double *restrict out, int n, int first, int width)
{
#pragma acc loop block(i:12)
  for (int i = 0; i < n; i++)
    for (int k = first; k < width; k++)
      out[i] += x[i + k - first] * k;
}

int
main (int argc, char **argv)
{
  (void) argv;
  for (int i = 0; i < N + 3 * K; i++)
    x[i] = (i * 7 % 13) * 0.25 - 1;
  for (int k = 0; k < K; k++)
    h[k] = k * 0.5 - 1;
  for (int i = 0; i < M + K; i++)
    for (int j = 0; j < M + K; j++)
      grid[i][j] = (i * 3 + j) % 9 - 4.5f;
  for (int i = 0; i < K; i++)
    for (int j = 0; j < K; j++)
      taps[i][j] = (i - j) * 0.125f;
  int n = N + argc - 1, m = M + argc - 1, width = K + argc - 1;
  double *wide = calloc (3 * N + 3 * K, sizeof *wide);
  double *out = calloc (4 * N, sizeof *out);
  for (int i = 0; i < 3 * N + 3 * K; i++)
    wide[i] = i % 5 - 2;
  int widths[] = { 0, 1, width / 2, width };
  for (int w = 0; w < 4; w++)
    {
      declared (n, widths[w]);
      for (int i = 0; i < N; i++)
	printf ("%a%c", y[i], i % 8 == 7 ? '\n' : ' ');
      printf ("\n");
    }
  pointer_dilated (out, wide, n, width);
  pointer_backwards (out, wide, n, width - 2);
  two_dimensions (m, width, width - 3);
  two_dimensions (m, 0, width);
  folded_blocked (out + N, n, width);
  unsigned_steps (out + 2 * N, (unsigned) n, (unsigned) width);
  starts_late (out + 3 * N, n, 2, width + 1);
  for (int i = 0; i < 4 * N; i++)
    printf ("%a%c", out[i], i % 8 == 7 ? '\n' : ' ');
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++)
      printf ("%a%c", image[i][j], j % 8 == 7 ? '\n' : ' ');
  free (wide);
  free (out);
  return 0;
}
