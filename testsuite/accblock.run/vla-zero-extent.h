/* Nests over VLA parameters whose extents are 0 at run time, as gcc
   runs them (issue 32): a row length of 0 (double C[m][n] with n = 0)
   makes the inner loops run zero times while the outer loop still does
   its own work, and no element of the array may be staged or touched;
   m = 0 runs nothing.  The runtime used to stop such a program with
   "section ... dimension 1 has extent 0".  Each kernel is called with a
   zero row length, zero rows, both, a zero innermost extent and
   non-empty shapes; GNU C's zero-length array is the same case with a
   constant extent.  With SERIAL_KERNELS the loops have no pragma, for
   -fauto-block: the runtime chooses the block sizes and checks the
   arrays' overlap.  */

#include <stdio.h>
#include <stdlib.h>

#ifdef SERIAL_KERNELS
# define ACC_LOOP(text)
#else
# define ACC_LOOP(text) _Pragma (text)
#endif

/* The outer loop writes rowsum[i] whatever the row length.  */
static void
rows (int m, int n, double C[m][n], double rowsum[m])
{
  ACC_LOOP ("acc parallel loop block(i:2)")
  for (int i = 0; i < m; i++)
    {
      rowsum[i] = i;
      for (int j = 0; j < n; j++)
	{
	  C[i][j] = C[i][j] * 2 + i;
	  rowsum[i] += C[i][j];
	}
    }
}

/* Both levels blocked, a transposed read.  */
static void
tiles (int m, int n, double C[m][n], double A[m][n], double B[n][m])
{
  ACC_LOOP ("acc parallel loop block(i:2, j:3)")
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      C[i][j] += A[i][j] * B[j][i];
}

/* A zero innermost extent under a non-zero middle one.  */
static void
cube (int m, int n, int k, double X[m][n][k], double s[m])
{
  ACC_LOOP ("acc parallel loop block(i:2)")
  for (int i = 0; i < m; i++)
    {
      s[i] = -i;
      for (int j = 0; j < n; j++)
	for (int l = 0; l < k; l++)
	  {
	    X[i][j][l] += i + j + l;
	    s[i] += X[i][j][l];
	  }
    }
}

/* Rows of K elements reached through a pointer, the row index
   computed: strides without extents.  */
static void
flat (int m, int n, int k, double (*p)[k])
{
  ACC_LOOP ("acc parallel loop block(i:2)")
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      for (int l = 0; l < k; l++)
	p[i * n + j][l] = i - j + 0.5 * l;
}

/* A GNU zero-length array: rows of no elements at a fixed address.  */
static double none[4][0];

static void
zero_length (int m, double r[4])
{
  ACC_LOOP ("acc parallel loop block(i:2)")
  for (int i = 0; i < 4; i++)
    {
      r[i] = i;
      for (int j = 0; j < m; j++)
	r[i] += none[i][j];
    }
}

static double
sum (const double *x, int count)
{
  double t = 0;
  for (int i = 0; i < count; i++)
    t += x[i] * (i % 7 + 1);
  return t;
}

/* Elements for COUNT doubles, and one more so that a count of 0 still
   gets memory to compare.  */
static double *
fresh (int count, double seed)
{
  double *x = malloc (sizeof (double) * (count + 1));
  for (int i = 0; i <= count; i++)
    x[i] = seed + i % 5;
  return x;
}

static void
shape (int m, int n, int k)
{
  double *c = fresh (m * n, 1), *a = fresh (m * n, 2), *b = fresh (n * m, 3);
  double *r = fresh (m, 4), *x = fresh (m * n * k, 5), *s = fresh (m, 6);
  rows (m, n, (double (*)[n]) c, r);
  printf ("rows %d x %d: %g %g, guard %g\n", m, n, sum (c, m * n),
	  sum (r, m), c[m * n] + r[m]);
  tiles (m, n, (double (*)[n]) c, (double (*)[n]) a, (double (*)[m]) b);
  printf ("tiles %d x %d: %g, guard %g\n", m, n, sum (c, m * n), c[m * n]);
  cube (m, n, k, (double (*)[n][k]) x, s);
  printf ("cube %d x %d x %d: %g %g, guard %g\n", m, n, k,
	  sum (x, m * n * k), sum (s, m), x[m * n * k] + s[m]);
  flat (m, n, k, (double (*)[k]) x);
  printf ("flat %d x %d x %d: %g, guard %g\n", m, n, k, sum (x, m * n * k),
	  x[m * n * k]);
  free (c), free (a), free (b), free (r), free (x), free (s);
}

int
main (int argc, char **argv)
{
  /* Sizes the compiler cannot see.  */
  int zero = argc - 1, three = zero + 3, five = zero + 5;
  shape (five, zero, three);
  shape (zero, three, three);
  shape (zero, zero, zero);
  shape (five, three, zero);
  shape (five, three, three);
  shape (three, five, 1);
  double r[4];
  zero_length (zero, r);
  printf ("zero length: %g %g %g %g\n", r[0], r[1], r[2], r[3]);
  return 0;
}
