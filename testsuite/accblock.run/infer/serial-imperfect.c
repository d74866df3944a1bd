/* Imperfect nests without pragmas (issue 32): the body of the outer
   loop is a sequence of loops and statements, whose indices are no
   levels of the nest.  Where the outer loop is parallel it is the one
   dispatched, and the loops of its body run inside each tile as
   written: gemm, 2mm's first product, syrk's triangle (inner bounds
   that depend on the outer index), a covariance-like column pass with
   statements between its loops, and a body with scalars (a local, a
   function-level temporary, an index declared outside the loop and
   used after it).  An outer loop that carries a dependence (a time
   loop, a running sum over rows) is left alone and its inner nests are
   looked at instead.  The output must be plain gcc's, also with the
   outer blocks run backwards and on several threads.  */

#include <stdio.h>

#define NI 37
#define NJ 41
#define NK 29
#define NT 3

static double A[NI][NK], B[NK][NJ], C[NI][NJ], tmp[NI][NJ], S[NI][NI];
static double data[NK][NJ], mean[NJ], rowdot[NI], grid[NI][NJ];
static double line[NI + NJ];
static int last_k;

static void
init (void)
{
  for (int i = 0; i < NI; i++)
    for (int k = 0; k < NK; k++)
      A[i][k] = (double) ((i * 7 + k * 3) % 17) / 8.0 - 1.0;
  for (int k = 0; k < NK; k++)
    for (int j = 0; j < NJ; j++)
      {
	B[k][j] = (double) ((k * 5 + j * 11) % 13) / 4.0 - 1.5;
	data[k][j] = (double) ((k * 3 + j * j) % 19) - 9.0;
      }
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      {
	C[i][j] = (double) ((i + 2 * j) % 7);
	grid[i][j] = (double) ((i * j) % 5);
      }
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NI; j++)
      S[i][j] = (double) ((i * 3 + j) % 11);
}

static void
gemm (double alpha, double beta)
{
  for (int i = 0; i < NI; i++)
    {
      for (int j = 0; j < NJ; j++)
	C[i][j] *= beta;
      for (int k = 0; k < NK; k++)
	for (int j = 0; j < NJ; j++)
	  C[i][j] += alpha * A[i][k] * B[k][j];
    }
}

/* The indices are declared outside the nest, as PolyBench does.  */
static void
two_mm_first (double alpha)
{
  int i, j, k;
  for (i = 0; i < NI; i++)
    {
      for (j = 0; j < NJ; j++)
	tmp[i][j] = 0;
      for (k = 0; k < NK; k++)
	for (j = 0; j < NJ; j++)
	  tmp[i][j] += alpha * A[i][k] * B[k][j];
    }
}

/* An inner index used after the nest: left alone (no tile could tell
   its last value), the row loops inside are dispatched.  */
static void
index_used_after (void)
{
  int i, j;
  for (i = 0; i < NI; i++)
    {
      for (j = 0; j < NJ; j++)
	tmp[i][j] += 1;
      for (j = 0; j < i % 5; j++)
	tmp[i][j] *= 2;
    }
  last_k = i * 100 + j;
}

static void
syrk (double alpha, double beta)
{
  for (int i = 0; i < NI; i++)
    {
      for (int j = 0; j <= i; j++)
	S[i][j] *= beta;
      for (int k = 0; k < NK; k++)
	for (int j = 0; j <= i; j++)
	  S[i][j] += alpha * A[i][k] * A[j][k];
    }
}

static void
column_pass (void)
{
  for (int j = 0; j < NJ; j++)
    {
      mean[j] = 0;
      for (int i = 0; i < NK; i++)
	mean[j] += data[i][j];
      mean[j] /= NK;
      for (int i = 0; i < NK; i++)
	data[i][j] -= mean[j];
    }
}

static void
scalars (void)
{
  double s;
  for (int i = 0; i < NI; i++)
    {
      s = 0;
      double bias = i * 0.5;
      for (int k = 0; k < NK; k++)
	s += A[i][k] * A[i][k];
      rowdot[i] = s + bias;
      for (int k = 0; k < NK; k++)
	A[i][k] -= s / 64.0;
    }
}

/* Row I reads row I - 1, which the previous iteration wrote: left
   alone; the row loops inside are parallel.  */
static void
running_rows (void)
{
  for (int i = 1; i < NI; i++)
    {
      for (int j = 0; j < NJ; j++)
	grid[i][j] += grid[i - 1][j];
      for (int j = 1; j < NJ; j++)
	grid[i][j] *= 0.5;
    }
}

/* Iteration I writes LINE[I .. I + NJ - 1], which its neighbours
   share: i + j tells nothing of i once j may be any value, so the loop
   is left alone, and its order matters.  */
static void
skewed (void)
{
  for (int i = 0; i < NI; i++)
    {
      for (int j = 0; j < NJ; j++)
	line[i + j] = line[i + j] * 0.5 + i;
      for (int k = 0; k < 2; k++)
	rowdot[i] += k;
    }
}

/* A time loop around two sweeps: it carries a dependence.  */
static void
time_steps (void)
{
  for (int t = 0; t < NT; t++)
    {
      for (int i = 1; i < NI - 1; i++)
	for (int j = 0; j < NJ; j++)
	  tmp[i][j] = (C[i - 1][j] + C[i + 1][j]) * 0.25;
      for (int i = 1; i < NI - 1; i++)
	for (int j = 0; j < NJ; j++)
	  C[i][j] = tmp[i][j] + C[i][j] * 0.5;
    }
}

static double
checksum (const double *p, int n)
{
  double sum = 0;
  for (int i = 0; i < n; i++)
    sum += p[i] * (1 + i % 7);
  return sum;
}

int
main (void)
{
  init ();
  gemm (1.5, 0.75);
  two_mm_first (0.5);
  index_used_after ();
  syrk (0.25, 2.0);
  column_pass ();
  scalars ();
  running_rows ();
  skewed ();
  time_steps ();
  printf ("C %.10e\n", checksum (&C[0][0], NI * NJ));
  printf ("tmp %.10e\n", checksum (&tmp[0][0], NI * NJ));
  printf ("S %.10e\n", checksum (&S[0][0], NI * NI));
  printf ("data %.10e mean %.10e\n", checksum (&data[0][0], NK * NJ),
	  checksum (mean, NJ));
  printf ("A %.10e rowdot %.10e\n", checksum (&A[0][0], NI * NK),
	  checksum (rowdot, NI));
  printf ("grid %.10e last %d\n", checksum (&grid[0][0], NI * NJ), last_k);
  printf ("line %.10e\n", checksum (line, NI + NJ));
  return 0;
}
