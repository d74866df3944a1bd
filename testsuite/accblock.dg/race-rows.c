/* The row update of the issue: each iteration of a loop declared
   independent updates its row from the row before, which another
   iteration writes.  Without a block clause the runtime sizes the tiles
   of rows, run in parallel as declared, with a warning at the read.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-verbose" } */

double a[256][256], b[256][256];

void
vla_rows (int n, int m, double (*u)[m])
{
#pragma acc parallel loop /* { dg-message "9: note: add 'seq' to the loop directive" } */
  /* { dg-message "9: note: accblock: dispatched nest without block clause" "" { target *-*-* } 13 } */
  for (int i = 1; i < n; i++)
    for (int j = 0; j < m; j++)
      u[i][j] += u[i - 1][j]; /* { dg-warning "18: warning: loop 'i' is declared independent, but iteration i reads 'u\\\[i - 1\\\]\\\[j\\\]', written by iteration i - 1 \\\[-fplugin-arg-accblock-warn=race\\\]" } */
}

void
global_rows (void)
{
#pragma acc loop /* { dg-message "9: note: add 'seq' to the loop directive" } */
  /* { dg-message "9: note: accblock: dispatched nest without block clause as block\\(i:\\?\\): the runtime groups its iterations into tiles" "" { target *-*-* } 23 } */
  for (int i = 1; i < 256; i++)
    for (int j = 0; j < 256; j++)
      a[i][j] = a[i - 1][j] * 0.5 + b[i][j]; /* { dg-warning "17: warning: loop 'i' is declared independent, but iteration i reads 'a\\\[i - 1\\\]\\\[j\\\]', written by iteration i - 1" } */
}

void
pointer_rows (int n, double *p)
{
#pragma acc parallel loop /* { dg-message "9: note: add 'seq' to the loop directive" } */
  /* { dg-message "9: note: accblock: dispatched nest without block clause" "" { target *-*-* } 33 } */
  for (int i = 1; i < n; i++)
    p[i] = p[i - 1] * 2; /* { dg-warning "12: warning: loop 'i' is declared independent, but iteration i reads 'p\\\[i - 1\\\]', written by iteration i - 1" } */
}

void
own_row (void)
{
#pragma acc parallel loop /* { dg-message "9: note: accblock: dispatched nest without block clause as block\\(i:\\?\\): the runtime groups its iterations into tiles" } */
  for (int i = 0; i < 256; i++)
    for (int j = 1; j < 256; j++)
      a[i][j] = a[i][j - 1] * 0.5; /* { dg-bogus "warning" } */
}
