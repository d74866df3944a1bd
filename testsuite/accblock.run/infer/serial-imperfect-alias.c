/* Imperfect nests over VLA parameters (issue 32): the outer loops of
   gemm, 2mm's first product and syrk's triangle are blocked on
   condition that their arrays do not overlap, although every array is
   subscripted by the index of a loop of the body and so not staged: the
   runtime bounds each reference over the inner loops' ranges
   (plugin/alias-range.cc, runtime/overlap.c).  Each kernel is called
   with disjoint arrays (dispatched) and with overlapping ones: one
   array as two arguments, and one shifted by a row, so that only the
   order written gives gcc's output (the calls run as written).  A
   kernel whose inner bound is read from memory has no range and keeps
   its outer loop serial.  */

#include <stdio.h>

#define NI 37
#define NJ 29
#define NK 29

static double A[NI + 1][NK], B[NK + 1][NJ], C[NI + 1][NJ], T[NI + 1][NJ];
static double S[NI + 1][NI];
static int len[NI];

static void __attribute__ ((noinline))
gemm (int ni, int nj, int nk, double alpha, double beta, double C[ni][nj],
      double A[ni][nk], double B[nk][nj])
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
two_mm_first (int ni, int nj, int nk, double alpha, double tmp[ni][nj],
	      double A[ni][nk], double B[nk][nj])
{
  for (int i = 0; i < ni; i++)
    {
      for (int j = 0; j < nj; j++)
	tmp[i][j] = 0.0;
      for (int k = 0; k < nk; k++)
	for (int j = 0; j < nj; j++)
	  tmp[i][j] += alpha * A[i][k] * B[k][j];
    }
}

static void __attribute__ ((noinline))
syrk (int n, int m, double alpha, double beta, double C[n][n],
      double A[n][m])
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

/* The inner bound is loaded from memory: no range, left alone.  */
static void __attribute__ ((noinline))
ragged (int n, int m, const int *len, double C[n][m], double A[n][m])
{
  for (int i = 0; i < n; i++)
    {
      for (int j = 0; j < len[i]; j++)
	C[i][j] = 0.5 * C[i][j] + A[i][j];
      for (int j = 0; j < m; j++)
	C[i][j] += 1.0;
    }
}

static void
fill (void)
{
  for (int i = 0; i < NI + 1; i++)
    for (int k = 0; k < NK; k++)
      A[i][k] = (double) ((i * 7 + k * 3) % 17) / 8.0 - 1.0;
  for (int k = 0; k < NK + 1; k++)
    for (int j = 0; j < NJ; j++)
      B[k][j] = (double) ((k * 5 + j * 11) % 13) / 4.0 - 1.5;
  for (int i = 0; i < NI + 1; i++)
    for (int j = 0; j < NJ; j++)
      C[i][j] = T[i][j] = (double) ((i + 2 * j) % 7) - 3.0;
  for (int i = 0; i < NI + 1; i++)
    for (int j = 0; j < NI; j++)
      S[i][j] = (double) ((i * 3 + j) % 5) - 2.0;
  for (int i = 0; i < NI; i++)
    len[i] = (i * 5) % NJ;
}

static double
sum (const double *p, long count)
{
  double s = 0;
  for (long i = 0; i < count; i++)
    s += p[i] * (double) (1 + i % 7);
  return s;
}

#define SHOW(what, array) \
  printf ("%s %.10e\n", what, sum (&array[0][0], \
				   (long) sizeof array / sizeof array[0][0]))

int
main (void)
{
  fill ();
  gemm (NI, NJ, NK, 1.5, 1.2, C, A, B);                  /* disjoint */
  SHOW ("gemm disjoint", C);
  gemm (NJ, NJ, NJ, 0.01, 1.1, C, C, B);                   /* C is A */
  SHOW ("gemm same", C);
  gemm (NJ, NJ, NJ, 0.01, 0.9, C, (double (*)[NJ]) &C[1][0], B); /* row */
  SHOW ("gemm shifted", C);
  fill ();
  two_mm_first (NI, NJ, NK, 1.5, T, A, B);                /* disjoint */
  SHOW ("2mm disjoint", T);
  two_mm_first (NJ, NJ, NJ, 0.01, (double (*)[NJ]) &B[1][0], B, B);
  SHOW ("2mm shifted", B);
  fill ();
  syrk (NI, NK, 1.5, 1.2, S, A);                          /* disjoint */
  SHOW ("syrk disjoint", S);
  syrk (NI, NI, 0.01, 0.75, S, (double (*)[NI]) &S[1][0]); /* row */
  SHOW ("syrk shifted", S);
  fill ();
  syrk (NI, NI, 0.001, 0.75, S, S);                        /* the same */
  SHOW ("syrk same", S);
  fill ();
  ragged (NI, NJ, len, C, A);
  SHOW ("ragged", C);
  return 0;
}
