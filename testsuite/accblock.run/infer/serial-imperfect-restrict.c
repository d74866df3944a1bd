/* Imperfect nests over restrict-qualified VLA parameters (issue 32):
   the tile function reaches the arrays through the capture record,
   whose restrict fields keep the parameters' promise there.  gemm and
   syrk in the shape a benchmark suite ships them, a parameter used both
   as a restrict array and through a second, plain pointer parameter
   that the nest only reads from another array, and a restrict parameter
   the function reassigns (not restrict in the tile).  The output must
   be plain gcc's, also with the blocks run backwards.  */

#include <stdio.h>
#include <stdlib.h>

static void __attribute__ ((noinline))
gemm (int ni, int nj, int nk, double alpha, double beta,
      double C[restrict ni][nj], const double A[restrict ni][nk],
      const double B[restrict nk][nj])
{
  for (int i = 0; i < ni; i++)
    {
      for (int j = 0; j < nj; j++)
	C[i][j] *= beta;
      for (int k = 0; k < nk; k++)
	for (int j = 0; j < nj; j++)
	  C[i][j] += alpha * A[i][k] * B[k][j];
    }
}

static void __attribute__ ((noinline))
syrk (int n, int m, double alpha, double beta, double C[restrict n][n],
      const double A[restrict n][m])
{
  for (int i = 0; i < n; i++)
    {
      for (int j = 0; j <= i; j++)
	C[i][j] *= beta;
      for (int k = 0; k < m; k++)
	for (int j = 0; j <= i; j++)
	  C[i][j] += alpha * A[i][k] * A[j][k];
    }
}

/* P is restrict but reassigned: its field in the record is a plain
   pointer, and Q, which may point into the same rows, is only read.  */
static void __attribute__ ((noinline))
shifted (int n, double *restrict p, const double *q)
{
  p = p + n;
  for (int i = 0; i < n; i++)
    {
      for (int j = 0; j < 4; j++)
	p[i * 4 + j] += q[j];
      for (int j = 0; j < 4; j++)
	p[i * 4 + j] *= 0.5;
    }
}

static double
sum (const double *x, long n)
{
  double s = 0;
  for (long i = 0; i < n; i++)
    s += x[i] * (1 + i % 5);
  return s;
}

int
main (int argc, char **argv)
{
  int ni = 33 + argc, nj = 29, nk = 21;
  double (*A)[nk] = malloc (sizeof (double[ni][nk]));
  double (*B)[nj] = malloc (sizeof (double[nk][nj]));
  double (*C)[nj] = malloc (sizeof (double[ni][nj]));
  double (*S)[ni] = malloc (sizeof (double[ni][ni]));
  double *flat = malloc (sizeof (double[8 * ni]));
  for (int i = 0; i < ni; i++)
    for (int k = 0; k < nk; k++)
      A[i][k] = ((i * 3 + k * 7) % 11) - 5.0;
  for (int k = 0; k < nk; k++)
    for (int j = 0; j < nj; j++)
      B[k][j] = ((k + j * 5) % 9) * 0.25;
  for (int i = 0; i < ni; i++)
    {
      for (int j = 0; j < nj; j++)
	C[i][j] = (i ^ j) % 7;
      for (int j = 0; j < ni; j++)
	S[i][j] = (i + 2 * j) % 5;
    }
  for (int i = 0; i < 8 * ni; i++)
    flat[i] = i % 13;
  gemm (ni, nj, nk, 1.5, 0.5, C, A, B);
  syrk (ni, nk, 0.25, 1.5, S, A);
  shifted (ni, flat, flat);
  printf ("%.10e %.10e %.10e\n", sum (&C[0][0], (long) ni * nj),
	  sum (&S[0][0], (long) ni * ni), sum (flat, 8 * ni));
  free (A);
  free (B);
  free (C);
  free (S);
  free (flat);
  return 0;
}
