/* Arrays written along a triangular level (ACCBLOCK_SECTION_TRIANGLE):
   the lower triangle (j <= i), the upper one (j from i), rows counted
   down, an offset in both dimensions, a triangular level left unblocked
   inside a blocked one (syrk's product), triangles whose rows the
   triangular level indexes (T[j][i]), counting up and down, and both
   halves of one array written in one nest (covariance's cov[a][b] and
   cov[b][a], whose diagonal both write, the second last).  The runtime stages
   their boxes and moves only the triangle's part of each row; the other
   half of each array holds a sentinel that no tile may write, and the
   program prints how many sentinels changed.  Writing whole boxes back
   would carry local memory the tile never fetched over them.  */
/* { dg-options "-fplugin-arg-accblock-block" } */
/* { accblock-final { scan-stats "\"dma_out_bytes\": \[1-9\]" } } */

#include <stdio.h>

#define W 48
#define SENTINEL -7777.0
double A[W][W], L[W][W], U[W][W], M[W][W];

static void
init (void)
{
  for (int i = 0; i < W; i++)
    for (int j = 0; j < W; j++)
      {
	A[i][j] = (i * 7 + j * 3) % 11 - 5;
	L[i][j] = j <= i ? (i + 2 * j) % 5 : SENTINEL;
	U[i][j] = j >= i ? (2 * i + j) % 7 : SENTINEL;
	M[i][j] = (i * 5 + j) % 9;
      }
}

static void
lower (int n)
{
#pragma acc loop block(i:4, j:8)
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++)
      L[i][j] = L[i][j] * 0.5 + A[i][j] - j;
}

static void
upper (int n)
{
#pragma acc loop block(i:3, j:5)
  for (int i = 0; i < n; i++)
    for (int j = i; j < n; j++)
      U[i][j] = U[i][j] * 3 + A[j][i];
}

static void
down (int n)
{
#pragma acc loop block(i:5, j:4)
  for (int i = 0; i < n; i++)
    for (int j = i; j >= 0; j--)
      L[i][j] = L[i][j] * 2 - A[i][j];
}

static void
shifted (int n)
{
#pragma acc loop block(i:4, j:3)
  for (int i = 0; i < n - 1; i++)
    for (int j = 0; j <= i; j++)
      L[i + 1][j] += A[j][i] * 0.25;
}

static void
product (int n, int m)
{
#pragma acc loop block(i:4, k:5)
  for (int i = 0; i < n; i++)
    for (int k = 0; k < m; k++)
      for (int j = 0; j <= i; j++)
	L[i][j] += 1.5 * A[i][k] * A[j][k];
}

static void
lower_t (int n)
{
#pragma acc loop block(i:4, j:5)
  for (int i = 0; i < n; i++)
    for (int j = i; j < n; j++)
      L[j][i] = L[j][i] * 2 + A[i][j];
}

static void
upper_t (int n)
{
#pragma acc loop block(i:3, j:4)
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++)
      U[j][i] -= A[j][i] * 0.5;
}

static void
lower_t_down (int n)
{
#pragma acc loop block(i:5, j:3)
  for (int i = 0; i < n; i++)
    for (int j = n - 1; j >= i; j--)
      L[j][i] = L[j][i] * 0.75 + j;
}

static void
mirror (int n)
{
#pragma acc loop block(a:4, b:3)
  for (int a = 0; a < n; a++)
    for (int b = a; b < n; b++)
      {
	double v = A[a][b] * 0.5 + M[a][b];
	M[a][b] = v;
	M[b][a] = v - 1;
      }
}

static void
report (int n)
{
  double s = 0;
  int changed = 0;
  for (int i = 0; i < W; i++)
    for (int j = 0; j < W; j++)
      {
	if (j > i)
	  changed += L[i][j] != SENTINEL;
	else
	  s += L[i][j] * (i * W + j + 1);
	if (j < i)
	  changed += U[i][j] != SENTINEL;
	else
	  s += U[i][j] * (i * W + j + 1);
	s += M[i][j] * (i + 2 * j + 1);
      }
  printf ("%d %.2f %d\n", n, s, changed);
}

int
main (void)
{
  static const int sizes[] = { 0, 1, 2, 7, 17, 40, 48 };
  for (unsigned s = 0; s < sizeof sizes / sizeof sizes[0]; s++)
    {
      int n = sizes[s];
      init ();
      lower (n);
      upper (n);
      down (n);
      shifted (n);
      product (n, 13);
      lower_t (n);
      upper_t (n);
      lower_t_down (n);
      mirror (n);
      report (n);
    }
  return 0;
}
