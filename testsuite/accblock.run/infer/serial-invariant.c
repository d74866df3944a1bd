/* Serial loops inside loops that carry a dependence, whose subscripts
   also use a variable the inner nest does not change (the index of the
   loop around it, a parameter).  Why: the dependence test used to give
   up on every such subscript ("not affine in the indices of its nest"),
   so the parallel loop inside a wavefront or a time loop over a
   time-indexed array was left alone.  It now compares two subscripts
   that use the same variable with the same coefficient, which has one
   value while the nest runs, and treats the variable as any value
   otherwise.  Dispatched (the stats name their lines): the j loop of
   wavefront (row i from row i - 1, a column on: outer-whole.cc), the x
   loop of time_steps (u[t + 1] from u[t]), the i loop of shifted
   (a[i][j + s] both sides) and of same_row (a[i][s] from a[i][r]).
   Left alone: both loops of along_rows (b[i][j] from b[i - 1][j] and
   b[i][j - 1]),
   two_symbols (a[s][j] from a[r][j + 1]: s may equal r), changed (the
   variable is assigned in the loop) and addressed (its address is
   taken).  infer.exp runs the plugin's build under
   ACCBLOCK_SCHEDULE=reverse on one thread: each loop left alone would
   print something else if it were dispatched; the arrays these
   subscripts reach stay in main memory.  */

#include "print-array.h"

static double a[64][64], b[64][64], u[20][300];

static void
wavefront (void)
{
  for (int i = 1; i < 60; i++)
    for (int j = 1; j < 60; j++)
      a[i][j] = a[i - 1][j + 1] * 0.5 + b[i][j];
}

static void
time_steps (int steps)
{
  for (int t = 0; t < steps; t++)
    for (int x = 1; x < 299; x++)
      u[t + 1][x] = 0.5 * (u[t][x - 1] + u[t][x + 1]);
}

static void
shifted (int s)
{
  for (int i = 0; i < 30; i++)
    for (int j = 0; j < 30; j++)
      a[i][j + s] = a[i][j + s] * 0.5 + b[i + s][j];
}

static void
same_row (int s, int r)
{
  for (int i = 0; i < 60; i++)
    a[i][s] = a[i][r] * 0.5 + 1.0;
}

static void
along_rows (void)
{
  for (int i = 1; i < 60; i++)
    for (int j = 1; j < 60; j++)
      b[i][j] = b[i][j - 1] * 0.5 + b[i - 1][j];
}

static void
two_symbols (int s, int r)
{
  for (int j = 0; j < 60; j++)
    a[s][j] = a[r][j + 1] * 0.5 + 1.0;
}

static void
changed (int s)
{
  for (int j = 0; j < 60; j++)
    {
      a[s][j + 1] = a[s][j] * 0.5 + 1.0;
      s = (s + 1) % 60;
    }
}

static void
addressed (int s, int **where)
{
  *where = &s;
  for (int j = 0; j < 60; j++)
    a[s][j + 1] = a[s][j] * 0.5 + 1.0;
}

int
main (void)
{
  int *where;
  for (int x = 0; x < 64; x++)
    for (int y = 0; y < 64; y++)
      {
        a[x][y] = (x * 3 + y) % 7;
        b[x][y] = (x + 2 * y) % 5;
      }
  for (int x = 0; x < 300; x++)
    u[0][x] = x % 11;
  wavefront ();
  time_steps (19);
  shifted (3);
  same_row (5, 9);
  along_rows ();
  two_symbols (7, 7);
  changed (11);
  addressed (13, &where);
  print_array ("a", &a[0][0], sizeof a / sizeof (double));
  print_array ("b", &b[0][0], sizeof b / sizeof (double));
  print_array ("u", &u[0][0], sizeof u / sizeof (double));
  return 0;
}
