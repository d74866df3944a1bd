/* Nests that get no inferred clause, each with a missed remark saying
   why, and pragmas that inference must not touch.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fopt-info-optimized-missed" } */

double a[64][64], v[1000];
extern void g (double *);

void
with_call (void)
{
#pragma acc parallel loop /* { dg-message "9: missed: no block clause inferred: a function call, an asm statement or an escaping address hides the nest's memory accesses" } */
  for (int i = 0; i < 64; i++)
    g (a[i]);
}

void
while_loop (void)
{
  int i = 0;
#pragma acc parallel loop /* { dg-message "9: missed: no block clause inferred: the outer loop cannot be blocked" } */
  while (i < 64)
    {
      v[i] = i;
      i++;
    }
}

void
sequential (void)
{
  /* "seq" asks for sequential execution: nothing is inferred.  */
#pragma acc loop seq /* { dg-bogus "inferred" } */
  for (int i = 0; i < 64; i++)
    v[i] = i;
}

void
explicit_clause (void)
{
  /* An explicit clause is kept as written.  */
#pragma acc parallel loop block(i:3) /* { dg-message "9: optimized: blocked nest with block\\(i:3\\): 22 tiles" } */
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      a[i][j] = i + j;
}

double
reduction (void)
{
  double sum = 0;
  /* Blocking would make the partial sums flow from tile to tile.  */
#pragma acc parallel loop reduction(+:sum) /* { dg-message "9: missed: no block clause inferred: 'sum' carries a value from one iteration to the next" } */
  for (int i = 0; i < 1000; i++)
    sum += v[i];
  return sum;
}

int
inner_index_used_after (void)
{
  int i, j;
#pragma acc parallel loop /* { dg-message "9: missed: no block clause inferred: the value of 'j' computed in the nest is used after it" } */
  for (i = 0; i < 64; i++)
    for (j = 0; j < 64; j++)
      a[i][j] = 0;
  return j;
}
