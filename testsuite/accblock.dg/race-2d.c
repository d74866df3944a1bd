/* Races in two-level nests under a block clause: a flow dependence on
   the diagonal, an anti dependence (the read comes first, the write of
   the later iteration may overtake it) and two writes of one element.
   The warning names the iterations of the parallel level; a dependence
   the inner loop cannot reach, or one inside one outer iteration, is
   none between them.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block" } */

double a[64][64];

void
diagonal (void)
{
#pragma acc loop block(i:4, j:8) /* { dg-message "9: note: replace 'block' by 'seq'" } */
  for (int i = 1; i < 64; i++)
    for (int j = 1; j < 64; j++)
      a[i][j] = a[i - 1][j - 1] + 1; /* { dg-warning "17: warning: loop 'i' is declared independent, but iteration i reads 'a\\\[i - 1\\\]\\\[j - 1\\\]', written by iteration i - 1 \\\[-fplugin-arg-accblock-warn=race\\\]" } */
}

void
anti (void)
{
#pragma acc loop block(i:4, j:8) /* { dg-message "9: note: replace 'block' by 'seq'" } */
  for (int i = 0; i < 63; i++)
    for (int j = 0; j < 64; j++)
      a[i][j] = a[i + 1][j] * 2; /* { dg-warning "17: warning: loop 'i' is declared independent, but iteration i reads 'a\\\[i \\+ 1\\\]\\\[j\\\]', written by iteration i \\+ 1" } */
}

void
two_writes (void)
{
#pragma acc loop block(i:4, j:8) /* { dg-message "9: note: replace 'block' by 'seq'" } */
  for (int i = 0; i < 62; i++)
    for (int j = 0; j < 64; j++)
      {
	a[i][j] = 0;
	a[i + 2][j] = 1; /* { dg-warning "9: warning: loop 'i' is declared independent, but iteration i writes 'a\\\[i \\+ 2\\\]\\\[j\\\]', also written by iteration i \\+ 2" } */
      }
}

void
out_of_reach (void)
{
#pragma acc loop block(i:4, j:8)
  for (int i = 1; i < 64; i++)
    for (int j = 0; j < 32; j++)
      a[i][j] = a[i - 1][j + 32] + 1; /* { dg-bogus "warning" } */
}

void
inner_only (void)
{
#pragma acc loop block(i:4, j:8)
  for (int i = 0; i < 64; i++)
    for (int j = 1; j < 64; j++)
      a[i][j] = a[i][j - 1] + 1; /* { dg-bogus "warning" } */
}

void
time_steps (int n)
{
  for (int t = 1; t < 64; t++)
    {
#pragma acc parallel loop /* { dg-message "9: note: add 'seq'" } */
      for (int k = 1; k < n; k++)
	a[t][k] = a[t][k - 1] + a[t - 1][k]; /* { dg-warning "19: warning: loop 'k' is declared independent, but iteration k reads 'a\\\[t\\\]\\\[k - 1\\\]', written by iteration k - 1" } */
    }
}
