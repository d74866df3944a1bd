/* Loops distributed on condition that their VLA parameters do not
   overlap, whose run-time test reads its run-time words from a record
   (plugin/alias-guard-record.cc): bounds "n - 1" of int parameters, the
   arrays' addresses, the row length of a 2-D VLA and the plane size
   m * m of a 3-D one, all patches of the test's read-only template.
   Each kernel is called at several sizes with its second array placed
   right after or right before the first one's range over the loop, and
   one element closer, so that a patch read one off (a bound, an extent,
   an address) turns one answer: the statistics below would count other
   sides, and an overlap found apart would also run the split loops on
   overlapping arrays.  Then with the second array a row after the first
   or the same.  A third kernel has a word that stays a store beside the
   patches.  Each call prints a checksum plain gcc's build prints too.  */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fplugin-arg-accblock-cost-model=unlimited" } */
/* { dg-set-target-env-var ACCBLOCK_THREADS "3" } */
/* { accblock-final { scan-stats "\"location\": \"\[^\"\]*distribute-alias-patch.c:32:3\", \"apart\": 6, \"overlap\": 9\}" } } */
/* { accblock-final { scan-stats "\"location\": \"\[^\"\]*distribute-alias-patch.c:45:3\", \"apart\": 6, \"overlap\": 9\}" } } */
/* { accblock-final { scan-stats "\"location\": \"\[^\"\]*distribute-alias-patch.c:62:3\", \"apart\": 4, \"overlap\": 6\}" } } */

#include <stdio.h>

#define SIZE 8192
#define FIRST 2100

static double buf[SIZE];

/* Rows 1 to n - 2, the first loop writing columns 1 to m - 2, the
   second reading them and column 0 too.  */
__attribute__ ((noinline)) static void
rows (int n, int m, double P[n][m], double Q[n][m])
{
  for (int i = 1; i < n - 1; i++)
    {
      for (int j = 1; j < m - 1; j++)
	P[i][j] = 0.5 * P[i][j] + 0.25 * j;
      for (int j = 1; j < m - 1; j++)
	Q[i][j] = Q[i][j] * 0.5 + P[i][j] + P[i][j - 1];
    }
}

/* Planes of m * m elements: the product is a word of the test.  */
__attribute__ ((noinline)) static void
planes (long n, long m, double X[n][m][m], double Y[n][m][m])
{
  for (long i = 0; i < n; i++)
    {
      for (long j = 0; j < m; j++)
	for (long k = 0; k < m; k++)
	  X[i][j][k] = X[i][j][k] * 0.5 + k;
      for (long j = 0; j < m; j++)
	for (long k = 1; k < m; k++)
	  Y[i][j][k] += X[i][j][k] - X[i][j][k - 1];
    }
}

/* A bound no patch gives, "(int) (n - 1u)", wrapping at 2^32: it stays
   a store into a copy of the test's template, the other words patches
   (the copy is read-only for the runtime, which refuses it otherwise).  */
__attribute__ ((noinline)) static void
wrapping (unsigned n, int m, double P[][m], double Q[][m])
{
  for (int i = 0; i < (int) (n - 1u); i++)
    {
      for (int j = 0; j < m; j++)
	P[i][j] = 0.5 * P[i][j] + 0.25 * j;
      for (int j = 1; j < m; j++)
	Q[i][j] = Q[i][j] * 0.5 + P[i][j] + P[i][j - 1];
    }
}

static void
fill (void)
{
  for (int i = 0; i < SIZE; i++)
    buf[i] = (i * 7 % 11) * 0.5 + (i % 13) * 0.25;
}

static double
checksum (void)
{
  double s = 0;
  for (int i = 0; i < SIZE; i++)
    s += buf[i] * (i % 17 + 1);
  return s;
}

/* rows with P at FIRST and Q at FIRST + SHIFT.  */
static void
call_rows (int n, int m, long shift)
{
  fill ();
  rows (n, m, (double (*)[m]) (buf + FIRST),
	(double (*)[m]) (buf + FIRST + shift));
  printf ("rows %d %d %ld: %.17g\n", n, m, shift, checksum ());
}

/* planes with X at FIRST and Y at FIRST + SHIFT.  */
static void
call_planes (long n, long m, long shift)
{
  fill ();
  planes (n, m, (double (*)[m][m]) (buf + FIRST),
	  (double (*)[m][m]) (buf + FIRST + shift));
  printf ("planes %ld %ld %ld: %.17g\n", n, m, shift, checksum ());
}

/* P's range over the loop runs from P[1][0] to P[n - 2][m - 2], Q's
   from Q[1][1] to Q[n - 2][m - 2]: apart when Q[1][1] comes after
   P[n - 2][m - 2] or Q[n - 2][m - 2] before P[1][0].  Two calls apart,
   three overlapping.  */
static void
run_rows (int n, int m)
{
  long after = (long) (n - 2) * m - 2, before = 1 - (long) (n - 2) * m;
  call_rows (n, m, after);
  call_rows (n, m, after - 1);
  call_rows (n, m, before);
  call_rows (n, m, before + 1);
  call_rows (n, m, 0);
}

/* X's range is its n planes, Y's starts at Y[0][0][1].  Two calls
   apart, three overlapping.  */
static void
run_planes (long n, long m)
{
  long after = n * m * m - 1, before = -n * m * m;
  call_planes (n, m, after);
  call_planes (n, m, after - 1);
  call_planes (n, m, before);
  call_planes (n, m, before + 1);
  call_planes (n, m, m);
}

/* wrapping with Q at FIRST + SHIFT: P's range is rows 0 to n - 2, Q's
   starts at Q[0][1].  Two calls apart, three found overlapping (with
   n = 0 the loop does not run: its ranges cannot be bounded, and it
   runs as written).  */
static void
run_wrapping (unsigned n, int m)
{
  long after = (long) (n - 1) * m - 1;
  long shift[5] = { after, after - 1, 0, 3 * m, -after - 1 };
  for (int c = 0; c < 5; c++)
    {
      fill ();
      wrapping (c == 2 ? 0 : n, m, (double (*)[m]) (buf + FIRST),
		(double (*)[m]) (buf + FIRST + shift[c]));
      printf ("wrapping %u %d %ld: %.17g\n", n, m, shift[c], checksum ());
    }
}

int
main (void)
{
  run_rows (40, 37);
  run_rows (13, 60);
  run_rows (100, 5);
  run_planes (12, 13);
  run_planes (3, 9);
  run_planes (30, 5);
  run_wrapping (31, 8);
  run_wrapping (7, 50);
  return 0;
}
