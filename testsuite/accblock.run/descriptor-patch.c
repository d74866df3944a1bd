/* Descriptor words the runtime reads from the capture record (patches,
   accblock-abi.h): bounds of several widths and signednesses plus
   constants, negative values, array addresses, the row lengths and
   plane sizes of VLA parameters, a local array's address, a live-out
   induction variable (whose nest keeps a writable copy of its
   descriptor), a bound that stays a store (unsigned arithmetic may
   wrap), and nests called again and again with other bounds, each call
   reading its own values from the record while the read-only template
   serves them all.  The output must be plain gcc's, bit for bit.  */

#include <stdio.h>

static double buf_a[40 * 40], buf_b[40 * 40];
static int cube[9 * 9 * 9], cube_b[9 * 9 * 9];
static int line[400];

static void
rows (int n, double A[n][n], double B[n][n])
{
#pragma acc parallel loop block(i:3, j:5)
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      B[i][j] = A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1];
}

static void
planes (long n, int A[n][n][n], int B[n][n][n])
{
#pragma acc parallel loop block(i:2, j:3)
  for (long i = 1; i < n - 1; i++)
    for (long j = 0; j < n; j++)
      for (long k = 0; k < n; k++)
	B[i][j][k] = A[i - 1][j][k] + A[i + 1][j][k] + (int) (i * 7 + j * 3 + k);
}

static int
narrow (short lo, unsigned short hi, int *a)
{
  int i;
#pragma acc parallel loop block(i:4)
  for (i = lo + 2; i < hi - 3; i++)
    a[i + 100] += i;
  return i;
}

static void
wide (long long base, int *a)
{
#pragma acc parallel loop block(x:6)
  for (long long x = base - 5; x < base + 20; x++)
    a[x - base + 5] += (int) (x % 1000);
}

static void
wrapping (unsigned m, int *a)
{
#pragma acc parallel loop block(u:7)
  for (unsigned u = 0; u < m + 2u; u++)
    a[u] += (int) u * 3;
}

static long
local_array (int n)
{
  int loc[64];
#pragma acc parallel loop block(i:5)
  for (int i = 0; i < 64; i++)
    loc[i] = i * n;
  long s = 0;
  for (int i = 0; i < 64; i++)
    s += (long) loc[i] * (i % 3 + 1);
  return s;
}

static double
sum (const double *v, int n)
{
  double s = 0;
  for (int k = 0; k < n; k++)
    s += v[k] * (k % 7 + 1);
  return s;
}

static long
isum (const int *v, int n)
{
  long s = 0;
  for (int k = 0; k < n; k++)
    s += (long) v[k] * (k % 5 + 1);
  return s;
}

int
main (void)
{
  static const int sizes[] = { 1, 2, 3, 7, 40, 5 };
  for (unsigned s = 0; s < sizeof sizes / sizeof sizes[0]; s++)
    {
      int n = sizes[s];
      for (int k = 0; k < 40 * 40; k++)
	{
	  buf_a[k] = k % 13 + s;
	  buf_b[k] = -1;
	}
      rows (n, (double (*)[n]) buf_a, (double (*)[n]) buf_b);
      printf ("rows %d: %.1f\n", n, sum (buf_b, 40 * 40));
    }
  static const long edges[] = { 1, 2, 5, 9, 3 };
  for (unsigned s = 0; s < sizeof edges / sizeof edges[0]; s++)
    {
      long n = edges[s];
      for (int k = 0; k < 9 * 9 * 9; k++)
	{
	  cube[k] = k % 11;
	  cube_b[k] = -2;
	}
      planes (n, (int (*)[n][n]) cube, (int (*)[n][n]) cube_b);
      printf ("planes %ld: %ld\n", n, isum (cube_b, 9 * 9 * 9));
    }
  static const short los[] = { -50, 10, -3, 0, -100 };
  static const unsigned short his[] = { 300, 5, 0, 1, 295 };
  for (unsigned s = 0; s < sizeof los / sizeof los[0]; s++)
    {
      int last = narrow (los[s], his[s], line);
      printf ("narrow %d %u: last %d, %ld\n", los[s], his[s], last,
	      isum (line, 400));
    }
  static const long long bases[] = { -1000000000000LL, 5, 0,
				     4000000000000000000LL };
  for (unsigned s = 0; s < sizeof bases / sizeof bases[0]; s++)
    {
      wide (bases[s], line);
      printf ("wide %lld: %ld\n", bases[s], isum (line, 400));
    }
  static const unsigned ms[] = { 0, 10, 300 };
  for (unsigned s = 0; s < sizeof ms / sizeof ms[0]; s++)
    {
      wrapping (ms[s], line);
      printf ("wrapping %u: %ld\n", ms[s], isum (line, 400));
    }
  for (int n = -2; n < 3; n++)
    printf ("local %d: %ld\n", n, local_array (n));
  return 0;
}
