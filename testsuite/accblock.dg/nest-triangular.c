/* A blocked level whose first value or bound is affine in the index of
   one outer level (a triangular nest) is blocked over the hull of its
   values: "j <= i" with i in [0, 64) runs j's tiles over [0, 64), and a
   tile keeps the row's own bounds.  A written array along such a level
   is staged when its references index the outer level and the level
   with coefficient 1 and one offset each, its boxes moving only the
   triangle's part of each row (ACCBLOCK_SECTION_TRIANGLE); else it
   stays in main memory (its boxes would hold elements outside the
   triangle).  A read one is staged when every value of the hull is one
   the loop takes.  A bound that is not affine in an outer index (read
   from memory) or an index read after the nest is still refused.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-verbose -fplugin-arg-accblock-dump" } */
/* { dg-final { scan-accblock-dump "section C\\\[i\\\]\\\[j\\\] read-write triangle" } } */
/* { dg-final { scan-accblock-dump "section C\\\[a\\\]\\\[b\\\] write triangle" } } */

#define N 64
double A[N][N], C[N][N];
int lim[N];

/* { dg-prune-output "the data blocks of one tile need" } */
/* { dg-message "the tiles of loop 'j' run in parallel too" "" { target *-*-* } 28 } */
/* { dg-message "the tiles of loop 'b' run in parallel too" "" { target *-*-* } 38 } */

void
lower (void)
{
#pragma acc loop block(i:4, j:8) /* { dg-message "note: accblock: blocked nest with block\\(i:4, j:8\\): 128 tiles" } */
  for (int i = 0; i < N; i++)
    for (int j = 0; j <= i; j++)
      for (int k = 0; k < N; k++)
	C[i][j] += A[i][k] * A[j][k];
}

void
upper (int n)
{
#pragma acc loop block(a:4, b:16) /* { dg-message "note: accblock: blocked nest with block\\(a:4, b:16\\)" } */
  for (int a = 0; a < n; a++)
    for (int b = a + 1; b < n; b++)
      C[a][b] = A[a][b] + A[b][a];
}

/* Two offsets along b: a row's part differs between the references.  */
void
two_offsets (int n)
{
#pragma acc loop block(a:4, b:16) /* { dg-message "note: accblock: blocked nest with block\\(a:4, b:16\\)" } */
  for (int a = 0; a < n; a++)
    for (int b = a + 1; b < n; b++)
      {
	C[a][b] = A[a][b]; /* { dg-message "'C' stays in main memory: it is written along a loop whose bounds follow an outer loop" } */
	C[a][b - 1] += A[b][a];
      }
}

/* Rows of different lengths (2i - 4 .. i + 2): the hull holds values no
   row takes, so A is not staged along b.  */
void
skewed (int n)
{
#pragma acc loop block(i:4, j:8) /* { dg-message "note: accblock: blocked nest with block\\(i:4, j:8\\)" } */
  for (int i = 0; i < n; i++)
    for (int j = 2 * i - 4; j < i + 3; j++)
      C[i][5] += A[j + 4][1]; /* { dg-message "'A' stays in main memory: it is read along a loop whose bounds follow an outer loop and whose hull holds values no iteration takes" } */
}

void
loaded_bound (void)
{
#pragma acc loop block(i:4, j:4) /* { dg-error "9: error: cannot block loop 'j': its bound is not invariant in the nest" } */
  for (int i = 0; i < N; i++)
    for (int j = 0; j < lim[i]; j++)
      C[i][j] = 1;
}

void
two_outer (void)
{
#pragma acc loop block(i:4, k:4, j:4) /* { dg-error "9: error: cannot block loop 'j': its bound is not invariant in the nest" } */
  for (int i = 0; i < N; i++)
    for (int k = 0; k < 4; k++)
      for (int j = 0; j < i + k; j++)
	C[i][j] = 1;
}

int
live_after (void)
{
  int j = 0;
#pragma acc loop block(i:4, j:4) /* { dg-error "9: error: cannot block loop 'j': its bounds follow an outer loop and its index is read after the nest" } */
  for (int i = 0; i < N; i++)
    for (j = 0; j < i; j++)
      C[i][j] = 1;
  return j;
}
