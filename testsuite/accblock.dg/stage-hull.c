/* An array the nest writes, indexed in one dimension by a constant (or
   a variable of the parent) in some references and by a loop in the
   others, is staged as one block when no tile blocks that loop: the
   dimension's box is the hull of the constant and the loop's range,
   computed in front of the nest from the loop's bounds (adi's
   p[i][0] beside p[i][j - 1] and p[i][j], in the last dimension, and
   p[0][j] beside p[i - 1][j], in the dimension reached through the row
   pointer).  When the clause blocks the loop the hull would span the
   columns of the other tiles of it: the array stays in main memory as
   before.  Until the hull, every such array stayed there ("its
   references index it in different ways").  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-verbose -fplugin-arg-accblock-dump" } */

void
row_sweep (int n, double p[n][n], double q[n][n], const double v[n][n])
{
#pragma acc loop block(i:4)
  for (int i = 1; i < n - 1; i++)
    {
      p[i][0] = 0; /* { dg-message "note: accblock: 'p' is staged with its constant subscript and the whole range of loop 'j' in one block: no tile blocks that loop" } */
      q[i][0] = v[i][0]; /* { dg-message "note: accblock: 'q' is staged with its constant subscript and the whole range of loop 'j' in one block" } */
      for (int j = 1; j < n - 1; j++)
	{
	  p[i][j] = 1 / (2 + p[i][j - 1]);
	  q[i][j] = (v[i][j] - q[i][j - 1]) * p[i][j];
	}
    }
}

void
column_sweep (int n, double p[n][n], const double u[n][n])
{
#pragma acc loop block(j:8)
  for (int j = 1; j < n - 1; j++)
    {
      p[0][j] = u[0][j]; /* { dg-message "note: accblock: 'p' is staged with its constant subscript and the whole range of loop 'i' in one block" } */
      for (int i = 1; i < n - 1; i++)
	p[i][j] = p[i - 1][j] * 0.5 + u[i][j];
    }
}

void
variable_column (int n, int m, double a[n][n])
{
#pragma acc loop block(i:4)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n - 1; j++)
      a[i][j] = a[i][j] + a[i][m]; /* { dg-message "note: accblock: 'a' is staged with its constant subscript and the whole range of loop 'j' in one block" } */
}

/* j blocked: the hull would hold the columns the other tiles of j
   write.  */
void
blocked_level (int n, double a[n][n], const double b[n][n])
{
#pragma acc loop block(i:4, j:8)
  for (int i = 0; i < n; i++)
    for (int j = 1; j < n; j++)
      a[i][j] = a[i][0] * b[i][j] + a[i][j - 1]; /* { dg-message "note: accblock: 'a' stays in main memory: its references index it in different ways" } */
}

/* { dg-bogus "'a' is staged" "" { target *-*-* } 60 } */
/* { dg-message "note: accblock: 'b' stays in main memory: it may share memory with a reference that stays in main memory" "" { target *-*-* } 60 } */
/* { dg-prune-output "blocked nest with" } */
/* { dg-prune-output "run in parallel too" } */
/* { dg-prune-output "is staged as 2 blocks" } */
/* { dg-final { scan-accblock-dump "section p\\\[i\\\]\\\[0\\|j\{-1\\.\\.\\+0\}\\\] read-write, 4 references" } } */
/* { dg-final { scan-accblock-dump "section p\\\[0\\|i\{-1\\.\\.\\+0\}\\\]\\\[j\\\] read-write, 3 references" } } */
/* { dg-final { scan-accblock-dump "section a\\\[i\\\]\\\[m\\+0\\|j\{\\+0\\.\\.\\+0\}\\\] read-write, 3 references" } } */
