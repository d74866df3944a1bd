/* Row addresses computed once in front of a loop (section-rewrite.cc,
   shared_row_var): several references to one row share one address,
   read-only rows go through __builtin_assume_aligned, written rows do
   not, and rows that change inside the loop, or whose index the program
   computes in narrow unsigned arithmetic, stay at their references.
   Each nest below takes one of these paths; all must print what plain
   gcc prints.  */

#include <stdio.h>

#define N 20

double a[N + 2][N + 2], b[N + 2][N + 2], d[N][N], e[N][N];
double x[6][N][N], y[6][N][N];
double s[N], t[N][N], c[N][N], w[N][N];

static void
init (void)
{
  for (int i = 0; i < N + 2; i++)
    for (int j = 0; j < N + 2; j++)
      {
	a[i][j] = (i * 7 + j * 3) % 11 * 0.25;
	b[i][j] = -1.0;
      }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	d[i][j] = (i + 2 * j) % 5 * 0.5;
	e[i][j] = (3 * i + j) % 7 * 0.125;
	c[i][j] = i - j * 0.5;
	for (int k = 0; k < 6; k++)
	  x[k][i][j] = (k + i * j) % 13 * 0.0625;
      }
}

static void
print (const char *name, const double *v, int n)
{
  printf ("%s:", name);
  for (int i = 0; i < n; i++)
    printf (" %a", v[i]);
  printf ("\n");
}

int
main (void)
{
  init ();

  /* Three rows of A (i - 1, i, i + 1), the middle one shared by two
     references; one written row of B.  */
#pragma acc parallel loop block(i:4)
  for (int i = 1; i <= N; i++)
    for (int j = 1; j <= N; j++)
      b[i][j] = 0.25 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
  print ("b", &b[0][0], (N + 2) * (N + 2));

  /* A row read and written by the same iteration: the recurrence along
     j reads what the previous iteration wrote through the same row.  */
#pragma acc parallel loop block(i:3)
  for (int i = 0; i < N; i++)
    for (int j = 1; j < N; j++)
      d[i][j] = d[i][j - 1] * 0.5 + e[i][j];
  print ("d", &d[0][0], N * N);

  /* Two outer indices (k and i), both enclosing the j loop.  */
#pragma acc parallel loop block(k:2, i:5)
  for (int k = 0; k < 6; k++)
    for (int i = 1; i < N; i++)
      for (int j = 0; j < N; j++)
	y[k][i][j] = x[k][i - 1][j] * 2.0 - x[k][i][j];
  print ("y", &y[0][0][0], 6 * N * N);

  /* The row index is the innermost IV: the row changes every
     iteration and stays at its reference.  */
#pragma acc parallel loop block(i:6)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      w[i][j] = c[j][i] + c[j][N - 1 - i];
  print ("w", &w[0][0], N * N);

  /* An unsigned IV: the program computes u - 1 modulo 2^32, so the
     rewrite keeps the program's own index at the reference.  */
#pragma acc parallel loop block(u:4)
  for (unsigned u = 1; u < N; u++)
    for (unsigned j = 0; j < N; j++)
      t[u][j] = e[u - 1][j] + e[u][j];
  print ("t", &t[0][0], N * N);

  /* A loop inside the body that is not a level of the nest: its rows
     still come from level 0 only.  */
#pragma acc parallel loop block(i:7)
  for (int i = 1; i < N - 1; i++)
    {
      s[i] = 0.0;
      for (int j = 0; j < N; j++)
	s[i] += e[i - 1][j] * e[i + 1][j];
    }
  print ("s", s, N);
  return 0;
}
