/* An array the nest writes, indexed in several ways, is staged as one
   section per way only when the sections provably never share an
   element (plugin/section-apart.cc): LU's row update reads row k and
   writes the rows from k + 1, column k apart from the columns past it.
   Where a written row or column may be one another way reaches, the
   array stays in main memory, as before.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-verbose -fplugin-arg-accblock-dump" } */

void
lu_rows (int n, int k, double A[n][n])
{
#pragma acc loop block(i:4)
  for (int i = k + 1; i < n; i++)
    {
      A[i][k] /= A[k][k]; /* { dg-message "note: accblock: 'A' is staged as 4 blocks, one per way its references index it, which never share an element" } */
      for (int j = k + 1; j < n; j++)
	A[i][j] -= A[i][k] * A[k][j];
    }
}

void
from_row_k (int n, int k, double A[n][n])
{
#pragma acc loop block(i:4)
  for (int i = k; i < n; i++)
    for (int j = k + 1; j < n; j++)
      A[i][j] -= A[i][k] * A[k][j]; /* { dg-message "note: accblock: 'A' stays in main memory: its references index it in different ways" } */
}

void
next_row_read (int n, int k, double A[n][n])
{
#pragma acc loop block(i:4)
  for (int i = k + 1; i < n; i++)
    for (int j = k + 1; j < n; j++)
      A[i][j] -= A[i][k] * A[k + 1][j]; /* { dg-message "note: accblock: 'A' stays in main memory: its references index it in different ways" } */
}

void
from_column_k (int n, int k, double A[n][n])
{
#pragma acc loop block(i:4)
  for (int i = k + 1; i < n; i++)
    for (int j = k; j < n; j++)
      A[i][j] -= A[i][k] * A[k][j]; /* { dg-message "note: accblock: 'A' stays in main memory: its references index it in different ways" } */
}

void
unsigned_rows (unsigned n, unsigned k, double A[n][n])
{
#pragma acc loop block(i:4)
  for (unsigned i = k + 1; i < n; i++)
    for (unsigned j = k + 1; j < n; j++)
      A[i][j] -= A[i][k] * A[k][j]; /* { dg-message "note: accblock: 'A' stays in main memory" } */
}

/* { dg-prune-output "blocked nest with" } */
/* { dg-prune-output "run in parallel too" } */
/* { dg-final { scan-accblock-dump "section A\\\[k\\\]\\\[k\\\] read, 1 references" } } */
/* { dg-final { scan-accblock-dump "section A\\\[k\\\]\\\[j\\\] read, 1 references" } } */
/* { dg-final { scan-accblock-dump "section A\\\[i\\\]\\\[k\\\] read-write covered, 3 references" } } */
