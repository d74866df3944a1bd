/* A flat array whose subscript the plugin splits into rows, indexed by
   an inner loop whose bounds depend on the outer index (a triangular
   loop: the runtime runs it whole, without knowing its bounds).  The
   split is exact only where the inner index stays inside its row, which
   the runtime cannot check here: (row + 6) * 8 + col + 4 with col from
   -3 lies in the row before the one the split names.  Such an array
   stays in main memory.  Found by the staging batch of random.exp
   (seed 700235), where staging read elements beside the box.  */

/* { dg-set-target-env-var ACCBLOCK_SCHEDULE "reverse" } */
/* { dg-set-target-env-var ACCBLOCK_THREADS "1" } */

#include <stdio.h>

static void
nest (double *out, const double *b)
{
#pragma acc parallel loop block(row:2)
  for (int row = -3; row < 1; ++row)
    {
      double partial = 0;
      for (long col = -3; col <= -3 + (row + 3) % 6; col++)
	partial += b[(row + 6) * 8 + (col + 4)] * (col + 5);
      out[row + 3] = partial;
    }
}

int
main (void)
{
  static double b[64], out[4];
  for (int i = 0; i < 64; i++)
    b[i] = (i * 7) % 11 - 5;
  double *p = b, *q = out;
  nest (q, p);
  for (int i = 0; i < 4; i++)
    printf ("%a\n", out[i]);
  return 0;
}
