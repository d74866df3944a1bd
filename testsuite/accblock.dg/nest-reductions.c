/* Which carried scalars are integer reductions, whose tiles run in
   parallel on partial results, and which make the tiles run in order:
   every statement that mentions the scalar must be one update
   S = S op X (or its promoted form for char and short) of one group
   of operators, X free of S, and S of an integer type that fills its
   bytes.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-dump -fopt-info-optimized" } */

int a[64][64];
short h[64];
double d[64];

int
groups (void)
{
  int add = 0, mul = 1, band = -1, bor = 0, bxor = 0;
  short narrow = 0;
#pragma acc loop block(i:8) /* { dg-message "9: optimized: 'add' is an integer reduction \\(\\+\\)" } */
  for (int i = 0; i < 64; i++)
    {
      add += a[i][0];
      add -= a[i][1];
      mul *= a[i][2];
      band &= a[i][3];
      bor |= a[i][4];
      bxor ^= a[i][5];
      narrow += h[i];
    }
  /* { dg-message "9: optimized: 'mul' is an integer reduction \\(\\*\\)" "" { target *-*-* } 19 } */
  /* { dg-message "9: optimized: 'band' is an integer reduction \\(&\\)" "" { target *-*-* } 19 } */
  /* { dg-message "9: optimized: 'bor' is an integer reduction \\(\\|\\)" "" { target *-*-* } 19 } */
  /* { dg-message "9: optimized: 'bxor' is an integer reduction \\(\\^\\)" "" { target *-*-* } 19 } */
  /* { dg-message "9: optimized: 'narrow' is an integer reduction \\(\\+\\)" "" { target *-*-* } 19 } */
  /* { dg-message "9: optimized: blocked nest with block\\(i:8\\): 8 tiles" "" { target *-*-* } 19 } */
  return add + mul + band + bor + bxor + narrow;
}

int
not_reductions (void)
{
  int mixed = 1, twice = 0, tested = 0;
  double fsum = 0;
  _Bool flag = 0;
#pragma acc loop block(i:8) /* { dg-message "9: optimized: the tiles run one at a time, in order, on one accelerator: 'mixed' carries a value from one tile to the next" } */
  for (int i = 0; i < 64; i++)
    {
      mixed += a[i][0];
      mixed *= 3;
      twice = twice + twice + a[i][1];
      if (tested > 100)
	a[i][2] = 0;
      tested += a[i][3];
      fsum += d[i];
      flag |= a[i][4] > 0;
    }
  /* { dg-message "9: optimized: the tiles run one at a time, in order, on one accelerator: 'twice' carries" "" { target *-*-* } 45 } */
  /* { dg-message "9: optimized: the tiles run one at a time, in order, on one accelerator: 'tested' carries" "" { target *-*-* } 45 } */
  /* { dg-message "9: optimized: the tiles run one at a time, in order, on one accelerator: 'fsum' carries" "" { target *-*-* } 45 } */
  /* { dg-message "9: optimized: the tiles run one at a time, in order, on one accelerator: 'flag' carries" "" { target *-*-* } 45 } */
  /* { dg-message "9: optimized: blocked nest with block\\(i:8\\): 8 tiles" "" { target *-*-* } 45 } */
  return mixed + twice + tested + (int) fsum + flag;
}

long
inner_blocked (void)
{
  long total = 0;
  /* Any grouping will do: inner blocking and parallel inner tiles too.  */
#pragma acc loop block(i:4, j:16) /* { dg-message "9: optimized: 'total' is an integer reduction \\(\\+\\)" } */
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      total += a[i][j] * (long) a[j][i];
  /* { dg-message "9: optimized: the tiles of loop 'j' run in parallel too" "" { target *-*-* } 70 } */
  /* { dg-message "9: optimized: blocked nest with block\\(i:4, j:16\\): 64 tiles" "" { target *-*-* } 70 } */
  return total;
}

int
extremes (void)
{
  int hi = -1, lo = 1;
  short narrow_hi = 0, truncated = 0;
  int if_hi = 0, if_lo = 0, other = 0;
  /* max and min, with ?: or with if, only in the scalar's own type: the
     maximum of two shorts is, that of an int truncated to a short is
     not; nor is a store of another value than the one compared.  */
#pragma acc loop block(i:8) /* { dg-message "9: optimized: 'hi' is an integer reduction \\(max\\)" } */
  for (int i = 0; i < 64; i++)
    {
      hi = a[i][0] > hi ? a[i][0] : hi;
      lo = a[i][1] < lo ? a[i][1] : lo;
      narrow_hi = h[i] > narrow_hi ? h[i] : narrow_hi;
      truncated = (short) (a[i][2] > truncated ? a[i][2] : truncated);
      if (a[i][3] > if_hi)
	if_hi = a[i][3];
      if (if_lo <= a[i][4])
	;
      else
	if_lo = a[i][4];
      if (a[i][5] > other)
	other = a[i][6];
    }
  /* { dg-message "9: optimized: 'lo' is an integer reduction \\(min\\)" "" { target *-*-* } 88 } */
  /* { dg-message "9: optimized: 'narrow_hi' is an integer reduction \\(max\\)" "" { target *-*-* } 88 } */
  /* { dg-message "9: optimized: the tiles run one at a time, in order, on one accelerator: 'truncated' carries" "" { target *-*-* } 88 } */
  /* { dg-message "9: optimized: 'if_hi' is an integer reduction \\(max\\)" "" { target *-*-* } 88 } */
  /* { dg-message "9: optimized: 'if_lo' is an integer reduction \\(min\\)" "" { target *-*-* } 88 } */
  /* { dg-message "9: optimized: the tiles run one at a time, in order, on one accelerator: 'other' carries" "" { target *-*-* } 88 } */
  /* { dg-message "9: optimized: blocked nest with block\\(i:8\\): 8 tiles" "" { target *-*-* } 88 } */
  return hi + lo + narrow_hi + truncated + if_hi + if_lo + other;
}

int
folded_away (void)
{
  int s = 5;
  /* The front end folds s | ((i - i) & 3) to s: "s = s" changes
     nothing, whatever the group.  */
#pragma acc loop block(i:4, j:4) /* { dg-message "9: optimized: 's' is an integer reduction \\(\\+\\)" } */
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 8; j++)
      {
	a[i][j] = i + j;
	s = s | ((i - i) & 3);
      }
  /* { dg-message "9: optimized: the tiles of loop 'j' run in parallel too" "" { target *-*-* } 120 } */
  /* { dg-message "9: optimized: blocked nest with block\\(i:4, j:4\\): 32 tiles" "" { target *-*-* } 120 } */
  return s;
}

/* { dg-final { scan-accblock-dump "nest-reductions.c:45, block\\(i:8\\), 1 levels, permutable, ordered" } } */
/* { dg-final { scan-accblock-dump-not "nest-reductions.c:(19|70),\[^\n\]*ordered" } } */
