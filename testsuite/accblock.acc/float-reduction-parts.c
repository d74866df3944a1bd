/* A tile that does not fit local memory runs in parts (halved until its
   data block fits), one after the other on one accelerator.  The parts
   of a tile continue one partial result of a floating-point reduction,
   so the sum has the bits of whole tiles of the block clause combined
   in tile order, checked exactly here, and not those of partials
   restarted at each part.  */

#include <accblock.h>
#include <stdlib.h>
#include <string.h>

#define N 4096
#define B 256

double x[N];

#define SAME(a, b) (memcmp (&(a), &(b), sizeof (a)) == 0)
#define CHECK(cond) do { if (!(cond)) abort (); } while (0)

/* The sum from -0.0 of x[lo .. hi), in the loop's order.  */
static double
partial (int lo, int hi)
{
  volatile double p = -0.0;
  for (int i = lo; i < hi; i++)
    p = p + x[i];
  return p;
}

/* START plus the partials of the tiles of SIZE iterations in tile
   order.  */
static double
tile_order_sum (double start, int size)
{
  volatile double total = partial (0, size);
  for (int lo = size; lo < N; lo += size)
    total = total + partial (lo, lo + size);
  return start + total;
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    x[i] = i % 4 == 0 ? (i / 4 % 2 ? 1e16 : -1e16) : (i % 3) * 0.1 - 0.3;
  /* 2 KiB of x per tile in 1 KiB of local memory.  */
  CHECK (accblock_set_local_mem (1024) == 0);
  accblock_stats_reset ();
  double s = 0.125;
#pragma acc parallel loop block(i:256) reduction(+:s)
  for (int i = 0; i < N; i++)
    s += x[i];
  struct accblock_stats st;
  accblock_stats_get (&st);
  double want = tile_order_sum (0.125, B);
  /* Halves, quarters or eighths of the tiles: the bits of parts
     restarted from 0.  */
  double halves = tile_order_sum (0.125, B / 2);
  double quarters = tile_order_sum (0.125, B / 4);
  double eighths = tile_order_sum (0.125, B / 8);
  CHECK (st.tile_splits > 0);
  CHECK (SAME (s, want) && !SAME (s, halves) && !SAME (s, quarters)
	 && !SAME (s, eighths));
  return 0;
}
