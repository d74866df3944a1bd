/* split(k:G) runs groups of k's tiles on different accelerators, each
   summing into a zero-filled copy of the arrays it adds to, which it
   then adds to main memory: the sums must come out as the loops compute
   them, also where they wrap (int8, int16, uint64), for declared arrays
   and arrays behind pointers, with more groups than tiles, a group
   count that leaves the last group short, and a refused split.  Output
   as plain gcc's.  */

/* { dg-set-target-env-var ACCBLOCK_THREADS "3" } */

#include <stdio.h>
#include <stdlib.h>

#define N 48
int A[N][N], B[N][N], C[N][N];
signed char q[N];
short s[N][4];
unsigned long u[N];
double d[N];

static void
init (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	A[i][j] = (i * 7 + j * 3) % 23 - 11;
	B[i][j] = (i * 5 + j * 11) % 19 - 9;
	C[i][j] = i - j;
      }
  for (int i = 0; i < N; i++)
    {
      q[i] = (signed char) (i * 13);
      u[i] = 0xfffffffffffffff0UL + (unsigned long) i;
      d[i] = i * 0.25;
      for (int j = 0; j < 4; j++)
	s[i][j] = (short) (30000 - i * j);
    }
}

static void
matmul (void)
{
#pragma acc loop block(i:16, k:8, j:16) split(k:2)
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	C[i][j] += A[i][k] * B[k][j];
}

static void
narrow (int n)
{
  /* 6 tiles of k in groups of 2, 2 and 2; then 3 groups of 2, 2, 1.  */
#pragma acc loop block(i:8, k:8) split(k:3)
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      {
	q[i] -= (signed char) (A[i][k] * 37);
	s[i][k % 4] += (short) (B[k][i] * 1000);
      }
#pragma acc loop block(i:8, k:9) split(k:3)
  for (int i = 0; i < n; i++)
    for (int k = 0; k < n; k++)
      u[i] = u[i] + (unsigned long) (A[k][i] + 5) * 0x100000001UL;
}

static void
many_groups (int *restrict c, const int *restrict a, int n)
{
  /* 3 tiles of k but 7 groups asked: 3 groups of one tile.  */
#pragma acc loop block(i:4, k:16) split(k:7)
  for (int i = 0; i < 40; i++)
    for (int k = 0; k < 40; k++)
      c[i * 40 + 3] += a[k * 40 + i] * n;
}

static void
refused (void)
{
  /* A double sum: the split is dropped with a warning.  */
#pragma acc loop block(i:8, k:8) split(k:2)
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      d[i] += A[i][k] * 0.5;
}

int
main (int argc, char **argv)
{
  (void) argv;
  init ();
  int *c = calloc (40 * 40, sizeof *c), *a = malloc (40 * 40 * sizeof *a);
  for (int i = 0; i < 40 * 40; i++)
    a[i] = i % 17 - 8;
  matmul ();
  narrow (N - argc + 1);
  many_groups (c, a, argc + 2);
  refused ();
  long long check = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      check = check * 31 + C[i][j];
  printf ("C %lld\n", check);
  for (int i = 0; i < N; i++)
    printf ("%d %d %d %lu %d %g\n", i, q[i], s[i][i % 4], u[i],
	    i < 40 ? c[i * 40 + 3] : 0, d[i]);
  free (c);
  free (a);
  return 0;
}
