/* Races on one element that every iteration of the loop declared
   independent reaches: a sum into an element the loop's index does not
   pick (the element of an array of structures too, which the dependence
   test does not otherwise compare), and an element written alone.  Each
   two iterations in a row meet on it, so the warning names iteration
   k - 1 (k + 1 in a loop that counts down).  No warning where the loop
   runs once, where the update is conditional, for an array the loop
   makes private, or for an array the loop reduces.  A race shown on one
   object does not hide the "shared" warning on another.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block" } */

double a[64], sums[4][7], last[4];
struct row { double r[7]; double tag; } rows[4];

void
sum_into_element (int n, int i, int j)
{
#pragma acc parallel loop /* { dg-message "9: note: add 'seq'" } */
  for (int k = 0; k < n; k++)
    sums[i][j] += a[k]; /* { dg-warning "5: warning: loop 'k' is declared independent, but iteration k reads 'sums\\\[i\\\]\\\[j\\\]', written by iteration k - 1 \\\[-fplugin-arg-accblock-warn=race\\\]" } */
}

void
sum_into_structure (int n, int i, int j)
{
#pragma acc parallel loop /* { dg-message "9: note: add 'seq'" } */
  for (int k = 0; k < n; k++)
    rows[i - 1].r[j + 2] += a[k]; /* { dg-warning "5: warning: loop 'k' is declared independent, but iteration k reads 'rows\\\[i - 1\\\].r\\\[j \\+ 2\\\]', written by iteration k - 1" } */
}

void
count_down (int n, int j)
{
#pragma acc parallel loop /* { dg-message "9: note: add 'seq'" } */
  for (int k = n; k > 0; k--)
    last[j] = a[k]; /* { dg-warning "5: warning: loop 'k' is declared independent, but iteration k writes 'last\\\[j\\\]', also written by iteration k \\+ 1" } */
}

void
inner_level (int n)
{
  for (int i = 0; i < 4; i++)
#pragma acc loop independent /* { dg-message "9: note: replace 'independent' by 'seq'" } */
    for (int k = 0; k < n; k++)
      for (int j = 0; j < 7; j++)
	sums[i][j] += a[k] * j; /* { dg-warning "9: warning: loop 'k' is declared independent, but iteration k reads 'sums\\\[i\\\]\\\[j\\\]', written by iteration k - 1" } */
}

void
runs_once (int j)
{
#pragma acc parallel loop
  for (int k = 0; k < 1; k++)
    sums[0][j] += a[k]; /* { dg-bogus "warning" } */
}

void
conditional (int n, int j)
{
#pragma acc parallel loop
  for (int k = 0; k < n; k++)
    if (a[k] > 0)
      last[j] = a[k]; /* { dg-bogus "warning" } */
}

void
made_private (int n)
{
  double t[2];
#pragma acc parallel loop private(t)
  for (int k = 0; k < n; k++)
    {
      t[0] = a[k] * 2; /* { dg-bogus "warning" } */
      a[k] = t[0] + 1;
    }
}

void
reduced (int n)
{
#pragma acc parallel loop reduction(+:last)
  for (int k = 0; k < n; k++)
    last[1] += a[k]; /* { dg-bogus "warning" } */
}

/* Under a block clause the race warning at the element replaces the
   "shared" one at the pragma; a scalar still gets that one.  */

double grid[64][64], col_sums[64], total;

void
block_clause (int n)
{
#pragma acc parallel loop block(i:4) /* { dg-message "9: note: replace 'block' by 'seq'" } */
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 64; j++)
      col_sums[j] += grid[i][j]; /* { dg-warning "7: warning: loop 'i' is declared independent, but iteration i reads 'col_sums\\\[j\\\]', written by iteration i - 1" } */
  /* { dg-bogus "warn=shared" "" { target *-*-* } 94 } */
}

void
block_clause_scalar (int n)
{
#pragma acc parallel loop block(i:4) /* { dg-warning "27: warning: the outer blocked loop 'i' carries a dependence on 'total'" } */
  for (int i = 0; i < n; i++)
    total = total + grid[i][0];
}

double carried;

void
race_and_shared_scalar (int n)
{
#pragma acc parallel loop block(i:4) /* { dg-warning "27: warning: the outer blocked loop 'i' carries a dependence on 'carried'" } */
  /* { dg-message "9: note: replace 'block' by 'seq'" "" { target *-*-* } 115 } */
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 8; j++)
      {
	carried = a[j] + i;
	grid[i][j] = carried * 2;
	col_sums[j] += grid[i][j]; /* { dg-warning "9: warning: loop 'i' is declared independent, but iteration i reads 'col_sums\\\[j\\\]', written by iteration i - 1" } */
      }
}
