/* Serial loops whose induction variables are unsigned int.  Why: a
   subscript such as i + 1 is computed modulo 2^32 in unsigned int, so
   the dependence test used to give up on every one of them ("not
   affine"), which left alone most loops written with unsigned or
   size-typed-in-32-bit counters.  With constant bounds the test now
   knows the values the subscripts take, sees that they never wrap, and
   reads them exactly: shift, reverse_copy and far_apart are parallel
   and dispatched (the stats name their lines), rows is parallel in i
   though it carries a dependence in j.  Left alone: carried (a[i + 1]
   from a[i]), wraps (an unsigned char subscript that does wrap: i + 200
   meets i after 56 iterations) and runtime_bound (the bound is known
   only at run time, so i + 1 may wrap).  infer.exp runs the plugin's
   build under ACCBLOCK_SCHEDULE=reverse on one thread, which runs the
   outer blocks of a dispatched loop backwards: each loop left alone
   would print something else if it were dispatched.  */

#include "print-array.h"

static double a[400], b[400], c[64][64];
static volatile unsigned runtime_n = 100;

static void
shift (void)
{
  for (unsigned i = 0; i < 100; i++)
    a[i + 1] = b[2 * i + 3] + b[120 - i];
}

static void
reverse_copy (void)
{
  for (unsigned i = 10; i < 110; i++)
    a[300 - i] = a[300 - i] * 0.5 + b[i];
}

static void
far_apart (void)
{
  for (unsigned i = 0; i < 100; i++)
    a[i + 150] = a[i] + 1.0;
}

static void
rows (void)
{
  for (unsigned i = 0; i < 60; i++)
    for (unsigned j = 0; j < 60; j++)
      c[i][j + 1] = c[i][j] * 0.5 + (double) j;
}

static void
carried (void)
{
  for (unsigned i = 0; i < 100; i++)
    a[i + 1] = a[i] * 0.5 + 1.0;
}

static void
wraps (void)
{
  for (unsigned i = 0; i < 100; i++)
    a[(unsigned char) (i + 200)] = a[i] + 1.0;
}

static void
runtime_bound (unsigned n)
{
  for (unsigned i = 0; i < n; i++)
    a[i + 1] = a[i] + b[i];
}

int
main (void)
{
  for (int x = 0; x < 400; x++)
    b[x] = (x % 13) * 0.25;
  for (int x = 0; x < 64; x++)
    for (int y = 0; y < 64; y++)
      c[x][y] = ((x * 3 + y) % 7) * 0.5;
  shift ();
  reverse_copy ();
  far_apart ();
  rows ();
  carried ();
  wraps ();
  runtime_bound (runtime_n);
  print_array ("a", &a[0], sizeof a / sizeof (double));
  print_array ("b", &b[0], sizeof b / sizeof (double));
  print_array ("c", &c[0][0], sizeof c / sizeof (double));
  return 0;
}
