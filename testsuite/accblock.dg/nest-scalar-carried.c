/* A scalar read before it is written carries a value from one iteration
   (and tile) to the next.  Unless it is an integer reduction, the tiles
   then run one at a time, in order, which keeps the loops' order only
   when every blocked inner level has outer tiles of one iteration.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fopt-info-optimized" } */

int a[64][64];
double d[64][64];

void
carried (int n)
{
  int t = 0;
#pragma acc loop block(i:4) /* { dg-message "9: optimized: the tiles run one at a time, in order, on one accelerator: 't' carries a value from one tile to the next" } */
  for (int i = 0; i < n; i++)
    {
      a[i][1] = t;
      t = a[i][0];
    }
  /* { dg-message "9: optimized: blocked nest with block\\(i:4\\): tile count known at run time" "" { target *-*-* } 15 } */
}

double
running_sum_rows (void)
{
  double run = 0;
  /* Tiles of one row, then a block of columns: the loops' order.  */
#pragma acc loop block(i:1, j:16) /* { dg-message "9: optimized: the tiles run one at a time, in order, on one accelerator: 'run' carries a value from one tile to the next" } */
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      {
	run = run * 0.5 + d[i][j];
	d[i][j] = run;
      }
  /* { dg-message "9: optimized: blocked nest with block\\(i:1, j:16\\): 256 tiles" "" { target *-*-* } 29 } */
  return run;
}

double
running_sum_squares (void)
{
  double run = 0;
#pragma acc loop block(i:4, j:16) /* { dg-error "9: error: 'run' carries a value from one iteration to the next and is not an integer reduction, so the tiles must run the iterations in the order of the loops, which blocking 'j' under outer tiles of more than one iteration changes" } */
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      run += d[i][j];
  return run;
}

int
not_a_reduction (void)
{
  int s = 1;
  /* s is read outside its own update.  */
#pragma acc loop block(i:2, j:8) /* { dg-error "9: error: 's' carries a value from one iteration to the next and is not an integer reduction" } */
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      {
	s += a[i][j];
	a[i][j] = s;
      }
  return s;
}
