/* Reads whose subscript runs over two loops (a convolution's x[i + k]):
   the box is driven by one loop and takes the other loop's whole range
   as its halo, so that it holds what every value of that index reads.
   Forms: declared, pointer, row pointer and array parameter storage;
   coefficients 2 and -1; the folded loop outside the driving one; a
   folded loop that is blocked itself; unsigned indices and steps of 2;
   a time-step variable in the same subscript.  Until this change these
   arrays stayed in main memory ("a subscript runs over several loops");
   the output must be plain gcc's and no access may go to main memory.  */

/* { dg-set-target-env-var ACCBLOCK_SCHEDULE "reverse" } */
/* { dg-set-target-env-var ACCBLOCK_THREADS "3" } */
/* { dg-set-target-env-var ACCBLOCK_LOCAL_MEM "4096" } */
/* { accblock-final { scan-stats "\"direct_accesses\": 0," } } */
/* { accblock-final { scan-stats-not "\"direct_accesses\": \[1-9\]" } } */

#include <stdio.h>
#include <stdlib.h>

#define N 120
#define K 5
#define M 40

double x[N + 2 * K], h[K], y[N];
float grid[M + K][M + K], taps[K][K], image[M][M];
long series[4][N + K];

static void
declared (int n)
{
#pragma acc loop block(i:16)
  for (int i = 0; i < n; i++)
    {
      double s = 0;
      for (int k = 0; k < K; k++)
	s += h[k] * x[i + k];
      y[i] = s;
    }
}

static void
pointer_dilated (double *restrict out, const double *restrict in, int n)
{
#pragma acc loop block(i:10)
  for (int i = 0; i < n; i++)
    for (int k = 0; k < K; k++)
      out[i] += in[i + 2 * k] * (k + 1);
}

static void
pointer_backwards (double *restrict out, const double *restrict in, int n)
{
#pragma acc loop block(i:9)
  for (int i = 0; i < n; i++)
    for (int k = 0; k < K; k++)
      out[i] -= in[i - k + K - 1] * 0.5;
}

static void
two_dimensions (int m)
{
#pragma acc loop block(i:4, j:16)
  for (int i = 0; i < m; i++)
    for (int j = 0; j < m; j++)
      {
	float acc = 0;
	for (int di = 0; di < K; di++)
	  for (int dj = 0; dj < K; dj++)
	    acc += grid[i + di][j + dj] * taps[di][dj];
	image[i][j] = acc;
      }
}

static void
row_pointer (float (*restrict out)[M], const float (*restrict in)[M + K],
	     int m)
{
#pragma acc loop block(i:3, j:8)
  for (int i = 0; i < m; i++)
    for (int j = 0; j < m; j++)
      for (int d = 0; d < K; d++)
	out[i][j] += in[i + d][j] - in[i][j + d];
}

static void
folded_outside (double *restrict out, int n)
{
  /* The outer loop k has the smaller range: it is folded, and i,
     inside, drives the box.  */
#pragma acc loop block(k:1, i:32)
  for (int k = 0; k < K; k++)
    for (int i = 0; i < n; i++)
      out[k * N + i] = x[k + i] * 2;
}

static void
folded_blocked (double *restrict out, int n)
{
#pragma acc loop block(i:8, k:2)
  for (int i = 0; i < n; i++)
    for (int k = 0; k < K; k++)
      out[i] += x[i + k + 3] * h[k];
}

static void
unsigned_steps (double *restrict out, unsigned n)
{
#pragma acc loop block(i:6)
  for (unsigned i = 0; i < n; i += 2)
    for (unsigned k = 1; k < K; k += 2)
      out[i] += x[i + k];
}

static void
time_steps (int steps, int n)
{
  for (int t = 0; t < steps; t++)
    {
#pragma acc loop block(i:11)
      for (int i = 0; i < n; i++)
	{
	  long s = 0;
	  for (int k = 0; k < K; k++)
	    s += series[t][i + k] * (k + 1);
	  series[t + 1][i] = s % 1000;
	}
    }
}

static void
array_parameter (int m, float out[][M], const float in[][M + K])
{
#pragma acc loop block(i:5, j:10)
  for (int i = 0; i < m; i++)
    for (int j = 0; j < m; j++)
      out[i][j] = in[i + 1][j + 2] + in[i + 2][j];
}

int
main (int argc, char **argv)
{
  (void) argv;
  for (int i = 0; i < N + 2 * K; i++)
    x[i] = (i * 7 % 13) * 0.25 - 1;
  for (int k = 0; k < K; k++)
    h[k] = k * 0.5 - 1;
  for (int i = 0; i < M + K; i++)
    for (int j = 0; j < M + K; j++)
      grid[i][j] = (i * 3 + j) % 9 - 4.5f;
  for (int i = 0; i < K; i++)
    for (int j = 0; j < K; j++)
      taps[i][j] = (i - j) * 0.125f;
  for (int i = 0; i < N + K; i++)
    series[0][i] = i % 11;
  int n = N + argc - 1, m = M + argc - 1;
  double *wide = calloc (3 * N, sizeof *wide);
  double *out = calloc (K * N, sizeof *out);
  for (int i = 0; i < 3 * N; i++)
    wide[i] = i % 5 - 2;
  static float rows[M][M], plain[M][M];
  declared (n);
  pointer_dilated (out, wide, n);
  pointer_backwards (out, wide, n);
  two_dimensions (m);
  row_pointer (rows, grid, m);
  folded_outside (out, n);
  folded_blocked (out + N, n);
  unsigned_steps (out + 2 * N, (unsigned) n);
  time_steps (3, n);
  array_parameter (m, plain, grid);
  for (int i = 0; i < N; i++)
    printf ("%a %a %a %a %ld\n", y[i], out[i], out[N + i], out[2 * N + i],
	    series[3][i]);
  for (int i = 0; i < K * N; i++)
    printf ("%a%c", out[i], i % 8 == 7 ? '\n' : ' ');
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++)
      printf ("%a %a %a\n", image[i][j], rows[i][j], plain[i][j]);
  free (wide);
  free (out);
  return 0;
}
