/* A reduction clause on a floating-point scalar (float, double, long
   double, _Complex) lets the tiles of a blocked nest run in parallel on
   partial results, which the runtime combines in tile order: the
   program allowed the reassociation.  Without the clause, with another
   operator than the clause's, with an update the integer rule would
   not take either, or beside a scalar that keeps the tiles in order, a
   floating-point sum still makes the tiles run one at a time, in
   order.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-dump -fopt-info-optimized" } */

double d[64], e[64];
float f[64];
long double ld[64];
_Complex double c[64];

double
declared (void)
{
  double sum = 0, diff = 0, hi = -1e300;
  float fsum = 0, lo = 1e30f;
  long double prod = 1;
  _Complex double z = 0;
#pragma acc parallel loop block(i:8) reduction(+:sum, diff, fsum, z) reduction(*:prod) reduction(max:hi) reduction(min:lo) /* { dg-message "9: optimized: 'sum' is a reduction \\(\\+\\) declared by the program: each tile computes a partial result, combined in tile order" } */
  for (int i = 0; i < 64; i++)
    {
      sum += d[i];
      diff -= d[i];
      fsum += f[i];
      z += c[i];
      prod *= ld[i];
      if (e[i] > hi)
	hi = e[i];
      if (f[i] < lo)
	lo = f[i];
    }
  /* { dg-message "9: optimized: 'diff' is a reduction \\(\\+\\) declared" "" { target *-*-* } 24 } */
  /* { dg-message "9: optimized: 'fsum' is a reduction \\(\\+\\) declared" "" { target *-*-* } 24 } */
  /* { dg-message "9: optimized: 'z' is a reduction \\(\\+\\) declared" "" { target *-*-* } 24 } */
  /* { dg-message "9: optimized: 'prod' is a reduction \\(\\*\\) declared" "" { target *-*-* } 24 } */
  /* { dg-message "9: optimized: 'hi' is a reduction \\(max\\) declared" "" { target *-*-* } 24 } */
  /* { dg-message "9: optimized: 'lo' is a reduction \\(min\\) declared" "" { target *-*-* } 24 } */
  /* { dg-message "9: optimized: blocked nest with block\\(i:8\\): 8 tiles" "" { target *-*-* } 24 } */
  return sum + diff + fsum + __real__ z + prod + hi + lo;
}

double
undeclared (void)
{
  double sum = 0;
#pragma acc parallel loop block(i:8) /* { dg-message "9: optimized: the tiles run one at a time, in order, on one accelerator: 'sum' carries a value from one tile to the next" } */
  for (int i = 0; i < 64; i++)
    sum += d[i];
  /* { dg-message "9: optimized: blocked nest with block\\(i:8\\): 8 tiles" "" { target *-*-* } 51 } */
  return sum;
}

double
not_as_declared (void)
{
  double wrong_op = 1, running = 0, twice = 0;
#pragma acc parallel loop block(i:8) reduction(+:wrong_op, running, twice) /* { dg-message "9: optimized: the tiles run one at a time, in order, on one accelerator: 'wrong_op' carries a value from one tile to the next" } */
  for (int i = 0; i < 64; i++)
    {
      wrong_op *= d[i];
      running = running * 0.5 + d[i];
      twice = twice + twice + d[i];
    }
  /* { dg-message "9: optimized: the tiles run one at a time, in order, on one accelerator: 'running' carries" "" { target *-*-* } 62 } */
  /* { dg-message "9: optimized: the tiles run one at a time, in order, on one accelerator: 'twice' carries" "" { target *-*-* } 62 } */
  /* { dg-message "9: optimized: blocked nest with block\\(i:8\\): 8 tiles" "" { target *-*-* } 62 } */
  return wrong_op + running + twice;
}

double
beside_carried (void)
{
  double sum = 0, run = 0;
  /* RUN keeps the tiles in order, and then SUM keeps the serial bits
     too, carried from tile to tile.  */
#pragma acc parallel loop block(i:8) reduction(+:sum) /* { dg-message "9: optimized: the tiles run one at a time, in order, on one accelerator: 'sum' carries a value from one tile to the next" } */
  for (int i = 0; i < 64; i++)
    {
      sum += d[i];
      run = run * 0.5 + d[i];
    }
  /* { dg-message "9: optimized: the tiles run one at a time, in order, on one accelerator: 'run' carries" "" { target *-*-* } 81 } */
  /* { dg-message "9: optimized: blocked nest with block\\(i:8\\): 8 tiles" "" { target *-*-* } 81 } */
  return sum + run;
}

/* { dg-final { scan-accblock-dump "nest-reductions-float.c:51, block\\(i:8\\), 1 levels, permutable, ordered" } } */
/* { dg-final { scan-accblock-dump "nest-reductions-float.c:62, block\\(i:8\\), 1 levels, permutable, ordered" } } */
/* { dg-final { scan-accblock-dump "nest-reductions-float.c:81, block\\(i:8\\), 1 levels, permutable, ordered" } } */
/* { dg-final { scan-accblock-dump-not "nest-reductions-float.c:24,\[^\n\]*ordered" } } */
