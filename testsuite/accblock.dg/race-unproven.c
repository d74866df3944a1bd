/* No race warning where the dependence test only fails to prove the
   iterations independent (indirect subscripts, pointers that may point
   into one array, a statement that does not run in every iteration, a
   distance the loop's step never takes), nor where it proves them
   independent.  The loops run in parallel, as declared, without a
   word.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block" } */

double beta[1000], x[1000];
int idx[1000];

void
indirect (int n)
{
#pragma acc parallel loop
  for (int k = 0; k < n; k++)
    beta[idx[k]] = beta[k] + 1; /* { dg-bogus "warning" } */
}

void
may_alias (int n, double *p, double *q)
{
#pragma acc parallel loop
  for (int k = 1; k < n; k++)
    p[k] = q[k - 1] + 1; /* { dg-bogus "warning" } */
}

void
conditional (int n)
{
#pragma acc parallel loop
  for (int k = 1; k < n; k++)
    if (x[k] > 0)
      beta[k] = beta[k - 1] + 1; /* { dg-bogus "warning" } */
}

void
odd_only (int n)
{
#pragma acc parallel loop
  for (int k = 1; k < n; k += 2)
    beta[k] = beta[k - 1] + 1; /* { dg-bogus "warning" } */
}

void
own_element (int n)
{
#pragma acc parallel loop block(k:16)
  for (int k = 1; k < n; k++)
    beta[k] = beta[k] * x[k - 1]; /* { dg-bogus "warning" } */
}

void
too_far (void)
{
#pragma acc parallel loop
  for (int k = 0; k < 10; k++)
    beta[k] = beta[k + 500] + 1; /* { dg-bogus "warning" } */
}
