/* Under -fopenacc-block a loop pragma without block clause dispatches
   its nest, one tile per outer iteration.  A nest that cannot be
   dispatched that way is no error: it stays on the host, and a missed
   remark says why.  The same shapes with a block clause are errors
   (see the other nest-*.c tests), but for carried scalars, whose tiles
   a written clause runs one at a time (nest-scalar-*.c).  A dependence
   on an array element keeps no loop declared independent from running
   in parallel: it gets a race warning (race-*.c).  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-verbose" } */

double a[64][64];
double b[64][64];

double
reduce (int n)
{
  double sum = 0;
#pragma acc parallel loop reduction(+:sum) /* { dg-message "9: note: accblock: loop left alone: 'sum' carries a value from one iteration to the next and is not an integer reduction, so its tiles would run one at a time \\(a 'block' clause asks for that\\)" } */
  for (int i = 0; i < n; i++)
    sum += a[i][0];
  return sum;
}

int
live_out (int n)
{
  int last = 0;
#pragma acc parallel loop /* { dg-message "9: note: accblock: loop left alone: the value of 'last' computed in the nest is used after it, so its tiles would run one at a time" } */
  for (int i = 0; i < n; i++)
    last = i * 2;
  return last;
}

void
with_break (int n)
{
#pragma acc loop /* { dg-message "9: note: accblock: loop left alone: cannot block loop 'i': a 'break', 'goto' or 'return' leaves it" } */
  for (int i = 0; i < n; i++)
    {
      if (a[i][0] < 0)
	break;
      a[i][0] = 1;
    }
}

void
while_loop (int n)
{
  int i = 0;
#pragma acc loop /* { dg-message "9: note: accblock: loop left alone: cannot block loop 'i': it is not a 'for' loop" } */
  while (i < n)
    {
      a[i][1] = i;
      i++;
    }
}

void
carried (int n)
{
#pragma acc loop /* { dg-message "9: note: accblock: dispatched nest without block clause as block\\(i:\\?\\): the runtime groups its iterations into tiles" } */
  /* { dg-message "9: note: add 'seq' to the loop directive" "" { target *-*-* } 62 } */
  for (int i = 1; i < 64; i++)
    b[i][0] = b[i - 1][0] + 1; /* { dg-warning "15: warning: loop 'i' is declared independent, but iteration i reads 'b\\\[i - 1\\\]\\\[0\\\]', written by iteration i - 1" } */
}

void
inner_clause (int n)
{
#pragma acc parallel loop /* { dg-message "9: note: accblock: loop left alone: a loop inside it has a 'block' clause" } */
  for (int t = 0; t < 3; t++)
#pragma acc loop block(i:8) /* { dg-message "9: note: accblock: blocked nest with block\\(i:8\\)" } */
    for (int i = 0; i < n; i++)
      a[i][2] += t;
}

void
not_a_loop (int n)
{
#pragma acc loop /* { dg-message "9: note: accblock: loop left alone: it is not followed by a 'for' loop" } */
  a[0][3] = n;
}

/* { dg-bogus "error" "" { target *-*-* } 0 } */
